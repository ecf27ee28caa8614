/* k43_gemm_batchnorm_scaling_softmax naive:
 *   z[m][n] = scale[0] * ((x[m] . w[:, n] + b[n] - bn_mean[n]) / sqrt(bn_var[n] + EPS)
 *                         * bn_scale[n] + bn_bias[n])
 *   out[m][n] = softmax_n(z[m])[n]
 * Rows of x are taken RB at a time (each row of w is then read once per RB rows), in i-k-j order
 * with a vectorised inner loop and one f32 row of z per row of x; then max, sum of exponentials
 * and the normalised write. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

enum { RB = 4 }; /* rows of x per block */

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [K][N] */,
            const kb_t *restrict b /* [N] */, const kb_t *restrict bn_scale /* [N] */,
            const kb_t *restrict bn_bias /* [N] */, const kb_t *restrict bn_mean /* [N] */,
            const kb_t *restrict bn_var /* [N] */, const kb_t *restrict scale /* [1] */,
            kb_t *restrict out /* [M][N] */)
{
    const float s0 = kb_ld(scale[0]);
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *acc = malloc(sizeof(float) * RB * KB_N); /* [RB][N] */
#pragma omp for schedule(static)
        for (int i0 = 0; i0 < KB_M; i0 += RB) {
            const int rows = KB_M - i0 < RB ? KB_M - i0 : RB;
            for (int r = 0; r < rows; r++)
                for (int n = 0; n < KB_N; n++) acc[r * KB_N + n] = kb_ld(b[n]);
            for (int k = 0; k < KB_K; k++) {
                const kb_t *wrow = w + (size_t)k * KB_N;
                for (int r = 0; r < rows; r++) {
                    const float xv = kb_ld(x[(size_t)(i0 + r) * KB_K + k]);
                    float *arow = acc + r * KB_N;
                    for (int n = 0; n < KB_N; n++) arow[n] += xv * kb_ld(wrow[n]);
                }
            }
            for (int r = 0; r < rows; r++) {
                const size_t i = (size_t)(i0 + r);
                float *z = acc + r * KB_N;
                float mx = -INFINITY, s = 0.0f;
                for (int n = 0; n < KB_N; n++) {
                    const float inv = 1.0f / sqrtf(kb_ld(bn_var[n]) + (float)KB_EPS);
                    const float bn = (z[n] - kb_ld(bn_mean[n])) * inv;
                    z[n] = s0 * (bn * kb_ld(bn_scale[n]) + kb_ld(bn_bias[n]));
                    mx = fmaxf(mx, z[n]);
                }
                for (int n = 0; n < KB_N; n++) {
                    z[n] = expf(z[n] - mx);
                    s += z[n];
                }
                for (int n = 0; n < KB_N; n++) out[i * KB_N + n] = kb_st(z[n] / s);
            }
        }
        free(acc);
    }
}
