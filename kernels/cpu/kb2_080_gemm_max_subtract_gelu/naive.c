/* kb2_080_gemm_max_subtract_gelu naive: y = x . w^T + b, mx[m] = max_n y[m][n], out[m] = gelu(mx[m] - the mean of mx over the batch), gelu the erf form. The linear layer into an f32 [M][N], the row maxima, their mean, then the gelu, in f32, rounded once. Correct for --dtype bf16 and f32. */
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
            const kb_t *restrict b /* [N] */, kb_t *restrict out /* [M][1] */)
{
    float *y = linear(x, w, b), mean = 0.0f;
    float *mx = malloc(sizeof(float) * KB_M);
    if (!mx) abort();
    for (long m = 0; m < KB_M; m++) {
        mx[m] = -INFINITY;
        for (long n = 0; n < KB_N; n++) mx[m] = fmaxf(mx[m], y[m * KB_N + n]);
        mean += mx[m];
    }
    mean /= (float)KB_M;
    for (long m = 0; m < KB_M; m++) out[m] = kb_st(gelu(mx[m] - mean));
    free(mx);
    free(y);
}
