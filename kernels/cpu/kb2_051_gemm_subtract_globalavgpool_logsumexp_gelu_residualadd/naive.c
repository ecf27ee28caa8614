/* kb2_051_gemm_subtract_globalavgpool_logsumexp_gelu_residualadd naive: y = x . w^T + b, then
 * out[m][k] = x[m][k] + gelu(mean_n (y[m][n] - sub[n])), gelu the erf form. Rows in parallel:
 * each row's y in an f32 buffer (the dot products of x's row with w's rows, in f32), then the
 * epilogue on it, rounded once. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [N][K] */,
            const kb_t *restrict b /* [N] */, const kb_t *restrict sub /* [N] */,
            kb_t *restrict out /* [M][K] */)
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
            float s = 0.0f;
            for (long n = 0; n < KB_N; n++) s += y[n] - kb_ld(sub[n]);
            const float t = s / (float)KB_N;
            const float g = 0.5f * t * (1.0f + erff(t / sqrtf(2.0f)));
            for (long k = 0; k < KB_K; k++) out[m * KB_K + k] = kb_st(kb_ld(x[m * KB_K + k]) + g);
        }
        free(y);
    }
}
