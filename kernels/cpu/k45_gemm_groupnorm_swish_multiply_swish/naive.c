/* k45_gemm_groupnorm_swish_multiply_swish naive:
 *   g[m][n] = groupnorm_G(x[m] . w[n] + b[n]) * gamma[n] + beta[n]
 *   out[m][n] = swish(swish(g[m][n]) * mw[n]),  swish(v) = v / (1 + exp(-v))
 * w ([N][K]) is first copied transposed to an f32 [K][N] buffer so that it streams row by row;
 * rows of x are taken RB at a time (each row of w is then read once per RB rows), in i-k-j order
 * with a vectorised inner loop and one f32 row of y per row of x; then each group's mean,
 * variance and write. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

enum { RB = 4 };          /* rows of x per block */
enum { S = KB_N / KB_G }; /* features per group */

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [N][K] */,
            const kb_t *restrict b /* [N] */, const kb_t *restrict gamma /* [N] */,
            const kb_t *restrict beta /* [N] */, const kb_t *restrict mw /* [N] */,
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
                for (int g = 0; g < KB_G; g++) {
                    const float *yg = acc + r * KB_N + g * S;
                    float mean = 0.0f, var = 0.0f;
                    for (int j = 0; j < S; j++) mean += yg[j];
                    mean /= (float)S;
                    for (int j = 0; j < S; j++) var += (yg[j] - mean) * (yg[j] - mean);
                    var /= (float)S;
                    const float inv = 1.0f / sqrtf(var + (float)KB_EPS);
                    for (int j = 0; j < S; j++) {
                        const int n = g * S + j;
                        const float gn = (yg[j] - mean) * inv * kb_ld(gamma[n]) + kb_ld(beta[n]);
                        const float u = gn / (1.0f + expf(-gn)) * kb_ld(mw[n]);
                        out[i * KB_N + n] = kb_st(u / (1.0f + expf(-u)));
                    }
                }
            }
        }
        free(acc);
    }
    free(wt);
}
