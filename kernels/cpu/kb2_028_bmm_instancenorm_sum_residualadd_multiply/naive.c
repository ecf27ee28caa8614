/* kb2_028_bmm_instancenorm_sum_residualadd_multiply naive: y = x . w^T + b, each row of y normalised by its mean and biased variance (EPS, no affine) to t, then out = (t + y2) * y2. The linear layer row-parallel into an f32 [M][N], then each row's statistics, in f32, rounded once. Correct for --dtype bf16 and f32. */
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

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [N][K] */,
            const kb_t *restrict b /* [N] */, const kb_t *restrict y2 /* [M][N] */,
            kb_t *restrict out /* [M][N] */)
{
    float *y = linear(x, w, b);
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long m = 0; m < KB_M; m++) {
        const float *r = y + m * KB_N;
        float mean = 0.0f, var = 0.0f;
        for (long n = 0; n < KB_N; n++) mean += r[n];
        mean /= (float)KB_N;
        for (long n = 0; n < KB_N; n++) var += (r[n] - mean) * (r[n] - mean);
        const float inv = 1.0f / sqrtf(var / (float)KB_N + (float)KB_EPS);
        for (long n = 0; n < KB_N; n++) {
            const float v = kb_ld(y2[m * KB_N + n]);
            out[m * KB_N + n] = kb_st(((r[n] - mean) * inv + v) * v);
        }
    }
    free(y);
}
