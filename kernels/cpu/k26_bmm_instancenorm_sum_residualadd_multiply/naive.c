/* k26_bmm_instancenorm_sum_residualadd_multiply naive:
 *   h[m][n] = x[m] . w[n] + b[n]
 *   t[m][n] = (h[m][n] - mean_n h[m]) / sqrt(var_n h[m] + EPS) * gamma[n] + beta[n]
 *   out[m][n] = (t[m][n] + y[m][n]) * y[m][n]
 * w ([N][K]) is first copied transposed to an f32 [K][N] buffer so that it streams row by row;
 * rows of x are taken RB at a time (each row of w is then read once per RB rows), in i-k-j order
 * with a vectorised inner loop and one f32 row of h per row of x; then its mean, its variance
 * and the write. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

enum { RB = 4 }; /* rows of x per block */

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict y /* [M][N] */,
            const kb_t *restrict w /* [N][K] */, const kb_t *restrict b /* [N] */,
            const kb_t *restrict gamma /* [N] */, const kb_t *restrict beta /* [N] */,
            kb_t *restrict out /* [M][N] */)
{
    float *wt = malloc(sizeof(float) * (size_t)KB_K * KB_N); /* [K][N] */
#pragma omp parallel num_threads(KB_THREADS)
    {
#pragma omp for schedule(static)
        for (int k = 0; k < KB_K; k++)
            for (int n = 0; n < KB_N; n++) wt[(size_t)k * KB_N + n] = kb_ld(w[(size_t)n * KB_K + k]);
        float *acc = malloc(sizeof(float) * RB * KB_N); /* [RB][N] */
#pragma omp for schedule(static)
        for (int i0 = 0; i0 < KB_M; i0 += RB) {
            const int rows = KB_M - i0 < RB ? KB_M - i0 : RB;
            for (int r = 0; r < rows; r++)
                for (int n = 0; n < KB_N; n++) acc[r * KB_N + n] = kb_ld(b[n]);
            for (int k = 0; k < KB_K; k++) {
                const float *wrow = wt + (size_t)k * KB_N;
                for (int r = 0; r < rows; r++) {
                    const float xv = kb_ld(x[(size_t)(i0 + r) * KB_K + k]);
                    float *arow = acc + r * KB_N;
                    for (int n = 0; n < KB_N; n++) arow[n] += xv * wrow[n];
                }
            }
            for (int r = 0; r < rows; r++) {
                const size_t i = (size_t)(i0 + r);
                const float *h = acc + r * KB_N;
                float mean = 0.0f, var = 0.0f;
                for (int n = 0; n < KB_N; n++) mean += h[n];
                mean /= (float)KB_N;
                for (int n = 0; n < KB_N; n++) var += (h[n] - mean) * (h[n] - mean);
                var /= (float)KB_N;
                const float inv = 1.0f / sqrtf(var + (float)KB_EPS);
                for (int n = 0; n < KB_N; n++) {
                    const float t = (h[n] - mean) * inv * kb_ld(gamma[n]) + kb_ld(beta[n]);
                    const float yv = kb_ld(y[i * KB_N + n]);
                    out[i * KB_N + n] = kb_st((t + yv) * yv);
                }
            }
        }
        free(acc);
    }
    free(wt);
}
