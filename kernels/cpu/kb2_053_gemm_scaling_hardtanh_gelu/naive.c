/* kb2_053_gemm_scaling_hardtanh_gelu naive: y = x . w^T + b, then out = gelu(hardtanh(y * SCALING_FACTOR, HARDTANH_MIN, HARDTANH_MAX)), gelu the erf form. The linear layer into an f32 [M][N], then the tail elementwise in f32, rounded once. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

/* y[m][n] = sum_k x[m][k] * w[n][k] (+ b[n]) in f32, rows in parallel, into a malloc'd [M][N]. */
static float *linear(const kb_t *restrict x, const kb_t *restrict w, const kb_t *restrict b)
{
    float *y = malloc(sizeof(float) * (size_t)KB_M * KB_N);
    if (!y) abort();
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long m = 0; m < KB_M; m++)
        for (long n = 0; n < KB_N; n++) {
            float acc = 0.0f;
            for (long k = 0; k < KB_K; k++) acc += kb_ld(x[m * KB_K + k]) * kb_ld(w[n * KB_K + k]);
            y[m * KB_N + n] = acc + (b ? kb_ld(b[n]) : 0.0f);
        }
    return y;
}

static float gelu(float t) { return 0.5f * t * (1.0f + erff(t * 0.70710678f)); }

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [N][K] */,
            const kb_t *restrict b /* [N] */, kb_t *restrict out /* [M][N] */)
{
    float *y = linear(x, w, b);
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long i = 0; i < (long)KB_M * KB_N; i++) {
        const float t =
            fminf(fmaxf(y[i] * (float)KB_SCALING_FACTOR, (float)KB_HARDTANH_MIN), (float)KB_HARDTANH_MAX);
        out[i] = kb_st(gelu(t));
    }
    free(y);
}
