/* kb2_064_gemm_logsumexp_leakyrelu_leakyrelu_gelu_gelu naive: y = x . w^T + b, then z =
 * logsumexp_n y[m][n]; out[m] = gelu(gelu(leaky(leaky(z)))), gelu the erf form. Rows in parallel:
 * each row's y in an f32 buffer (the dot products of x's row with w's rows, in f32), then the
 * epilogue on it, rounded once. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [N][K] */,
            const kb_t *restrict b /* [N] */, kb_t *restrict out /* [M][1] */)
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
            float mx = -INFINITY, s = 0.0f;
            for (long n = 0; n < KB_N; n++) mx = fmaxf(mx, y[n]);
            for (long n = 0; n < KB_N; n++) s += expf(y[n] - mx);
            float z = mx + logf(s);
            for (int r = 0; r < 2; r++) z = z > 0.0f ? z : (float)KB_NEGATIVE_SLOPE * z;
            for (int r = 0; r < 2; r++) z = 0.5f * z * (1.0f + erff(z / sqrtf(2.0f)));
            out[m] = kb_st(z);
        }
        free(y);
    }
}
