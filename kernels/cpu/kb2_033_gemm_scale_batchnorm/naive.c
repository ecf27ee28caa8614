/* kb2_033_gemm_scale_batchnorm naive: y = x . w^T (no bias), v = y * scale, then each column of v
 * normalised by the mean and biased variance of its M rows, * gamma + beta. The product in row-
 * parallel dot products (f32) into a scratch [M][N] f32 buffer, then the statistics in column-
 * parallel passes, rounded once. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [N][K] */,
            const kb_t *restrict scale /* [N] */, const kb_t *restrict gamma /* [N] */,
            const kb_t *restrict beta /* [N] */, kb_t *restrict out /* [M][N] */)
{
    float *v = malloc(sizeof(float) * (size_t)KB_M * KB_N); /* [M][N] */
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long m = 0; m < KB_M; m++)
        for (long n = 0; n < KB_N; n++) {
            float acc = 0.0f;
            for (long k = 0; k < KB_K; k++) acc += kb_ld(x[m * KB_K + k]) * kb_ld(w[n * KB_K + k]);
            v[m * KB_N + n] = acc * kb_ld(scale[n]);
        }
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long n = 0; n < KB_N; n++) {
        float mean = 0.0f, var = 0.0f;
        for (long m = 0; m < KB_M; m++) mean += v[m * KB_N + n];
        mean /= (float)KB_M;
        for (long m = 0; m < KB_M; m++) {
            const float d = v[m * KB_N + n] - mean;
            var += d * d;
        }
        const float inv = 1.0f / sqrtf(var / (float)KB_M + (float)KB_EPS);
        const float a = inv * kb_ld(gamma[n]), c = kb_ld(beta[n]);
        for (long m = 0; m < KB_M; m++) out[m * KB_N + n] = kb_st((v[m * KB_N + n] - mean) * a + c);
    }
    free(v);
}
