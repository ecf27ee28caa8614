/* kb2_094_gemm_biasadd_hardtanh_mish_groupnorm naive: y = x . w^T + b, then out =
 * groupnorm_G(mish(hardtanh(y + bias2, -1, 1))) * gamma + beta. Rows in parallel: each row's y in
 * an f32 buffer (the dot products of x's row with w's rows, in f32), then the epilogue on it,
 * rounded once. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [N][K] */,
            const kb_t *restrict b /* [N] */, const kb_t *restrict bias2 /* [N] */,
            const kb_t *restrict gamma /* [N] */, const kb_t *restrict beta /* [N] */,
            kb_t *restrict out /* [M][N] */)
{
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *y = malloc(sizeof(float) * KB_N);
#pragma omp for schedule(static)
        for (long m = 0; m < KB_M; m++) {
            for (long n = 0; n < KB_N; n++) {
                float acc = 0.0f;
                for (long k = 0; k < KB_K; k++) acc += kb_ld(x[m * KB_K + k]) * kb_ld(w[n * KB_K + k]);
                y[n] = acc + kb_ld(b[n]);
            }
            for (long n = 0; n < KB_N; n++) {
                const float v = fminf(fmaxf(y[n] + kb_ld(bias2[n]), -1.0f), 1.0f);
                y[n] = v * tanhf(log1pf(expf(v))); /* mish; |v| <= 1, so no overflow */
            }
            const long gs = KB_N / KB_G; /* features per group */
            for (long g = 0; g < KB_G; g++) {
                float mean = 0.0f, var = 0.0f;
                for (long n = g * gs; n < (g + 1) * gs; n++) mean += y[n];
                mean /= (float)gs;
                for (long n = g * gs; n < (g + 1) * gs; n++) var += (y[n] - mean) * (y[n] - mean);
                const float inv = 1.0f / sqrtf(var / (float)gs + (float)KB_EPS);
                for (long n = g * gs; n < (g + 1) * gs; n++)
                    y[n] = (y[n] - mean) * inv * kb_ld(gamma[n]) + kb_ld(beta[n]);
            }
            for (long n = 0; n < KB_N; n++) out[m * KB_N + n] = kb_st(y[n]);
        }
        free(y);
    }
}
