/* kb2_084_gemm_batchnorm_scaling_softmax naive: y = x . w^T (no bias: the batch norm would cancel it), then out = softmax over n of scale * (batchnorm(y) * gamma + beta), batchnorm in training mode (each column by its M rows' mean and biased variance, EPS). The linear layer into an f32 [M][N], the column statistics, then each row's softmax, in f32, rounded once. Correct for --dtype bf16 and f32. */
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

/* Each column of y [M][N] normalised in place by its M rows' mean and biased variance (EPS),
 * * gamma + beta: training-mode batch norm. */
static void batchnorm(float *y, const kb_t *restrict gamma, const kb_t *restrict beta)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long n = 0; n < KB_N; n++) {
        float mean = 0.0f, var = 0.0f;
        for (long m = 0; m < KB_M; m++) mean += y[m * KB_N + n];
        mean /= (float)KB_M;
        for (long m = 0; m < KB_M; m++) var += (y[m * KB_N + n] - mean) * (y[m * KB_N + n] - mean);
        const float inv = 1.0f / sqrtf(var / (float)KB_M + (float)KB_EPS);
        for (long m = 0; m < KB_M; m++)
            y[m * KB_N + n] = (y[m * KB_N + n] - mean) * inv * kb_ld(gamma[n]) + kb_ld(beta[n]);
    }
}

/* out[m][.] = softmax of the row v[m][.] (f32), rounded once. */
static void softmax_rows(const float *v, kb_t *restrict out)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long m = 0; m < KB_M; m++) {
        const float *r = v + m * KB_N;
        float mx = -INFINITY, sum = 0.0f;
        for (long n = 0; n < KB_N; n++) mx = fmaxf(mx, r[n]);
        for (long n = 0; n < KB_N; n++) sum += expf(r[n] - mx);
        for (long n = 0; n < KB_N; n++) out[m * KB_N + n] = kb_st(expf(r[n] - mx) / sum);
    }
}

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [N][K] */,
            const kb_t *restrict gamma /* [N] */, const kb_t *restrict beta /* [N] */,
            const kb_t *restrict scale /* [1] */, kb_t *restrict out /* [M][N] */)
{
    float *y = linear(x, w, NULL);
    batchnorm(y, gamma, beta);
    const float s = kb_ld(scale[0]);
    for (long i = 0; i < (long)KB_M * KB_N; i++) y[i] *= s;
    softmax_rows(y, out);
    free(y);
}
