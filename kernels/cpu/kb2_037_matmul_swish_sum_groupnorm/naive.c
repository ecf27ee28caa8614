/* kb2_037_matmul_swish_sum_groupnorm naive: y = x . w^T + b, then out = groupnorm_G(y * sigmoid(y) + bias2) * gamma + beta (G groups of N/G consecutive features of a row, biased variance, EPS). The linear layer row-parallel into an f32 [M][N], then each row's groups, in f32, rounded once. Correct for --dtype bf16 and f32. */
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

static float swish(float t) { return t / (1.0f + expf(-t)); }

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [N][K] */,
            const kb_t *restrict b /* [N] */, const kb_t *restrict bias2 /* [N] */,
            const kb_t *restrict gamma /* [N] */, const kb_t *restrict beta /* [N] */,
            kb_t *restrict out /* [M][N] */)
{
    float *y = linear(x, w, b);
    const long gs = KB_N / KB_G; /* features per group */
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long m = 0; m < KB_M; m++) {
        float *r = y + m * KB_N;
        for (long n = 0; n < KB_N; n++) r[n] = swish(r[n]) + kb_ld(bias2[n]);
        for (long g = 0; g < KB_G; g++) {
            float mean = 0.0f, var = 0.0f;
            for (long n = g * gs; n < (g + 1) * gs; n++) mean += r[n];
            mean /= (float)gs;
            for (long n = g * gs; n < (g + 1) * gs; n++) var += (r[n] - mean) * (r[n] - mean);
            const float inv = 1.0f / sqrtf(var / (float)gs + (float)KB_EPS);
            for (long n = g * gs; n < (g + 1) * gs; n++)
                out[m * KB_N + n] = kb_st((r[n] - mean) * inv * kb_ld(gamma[n]) + kb_ld(beta[n]));
        }
    }
    free(y);
}
