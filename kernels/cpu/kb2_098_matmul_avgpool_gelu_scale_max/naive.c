/* kb2_098_matmul_avgpool_gelu_scale_max naive: y = x . w^T + b, then out[m] = max over j of SCALE_FACTOR * gelu(the mean of y[m][j KERNEL_SIZE .. (j + 1) KERNEL_SIZE - 1]), gelu the erf form. The linear layer into an f32 [M][N], then each row's pooled maximum, in f32, rounded once. Correct for --dtype bf16 and f32. */
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
            const kb_t *restrict b /* [N] */, kb_t *restrict out /* [M] */)
{
    float *y = linear(x, w, b);
    const long k = (long)KB_KERNEL_SIZE;
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long m = 0; m < KB_M; m++) {
        float best = -INFINITY;
        for (long j = 0; j < KB_N / k; j++) {
            float acc = 0.0f;
            for (long q = 0; q < k; q++) acc += y[m * KB_N + j * k + q];
            best = fmaxf(best, gelu(acc / (float)k) * (float)KB_SCALE_FACTOR);
        }
        out[m] = kb_st(best);
    }
    free(y);
}
