/* k29_matmul_swish_sum_groupnorm naive:
 *   s[m][n] = swish(x[m] . w[:, n]) + b[n],  swish(h) = h / (1 + exp(-h))
 *   out[m][n] = (s[m][n] - mean_g) / sqrt(var_g + EPS) * gamma[n] + beta[n]
 * over G groups of N/G consecutive features. Rows of x are taken RB at a time (each row of w is
 * then read once per RB rows), in i-k-j order with a vectorised inner loop and one f32 row of s
 * per row of x; then each group's mean, variance and write. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

enum { RB = 4 };          /* rows of x per block */
enum { S = KB_N / KB_G }; /* features per group */

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [K][N] */,
            const kb_t *restrict b /* [N] */, const kb_t *restrict gamma /* [N] */,
            const kb_t *restrict beta /* [N] */, kb_t *restrict out /* [M][N] */)
{
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *acc = malloc(sizeof(float) * RB * KB_N); /* [RB][N] */
#pragma omp for schedule(static)
        for (int i0 = 0; i0 < KB_M; i0 += RB) {
            const int rows = KB_M - i0 < RB ? KB_M - i0 : RB;
            for (int n = 0; n < rows * KB_N; n++) acc[n] = 0.0f;
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
                float *s = acc + r * KB_N;
                for (int n = 0; n < KB_N; n++) s[n] = s[n] / (1.0f + expf(-s[n])) + kb_ld(b[n]);
                for (int g = 0; g < KB_G; g++) {
                    const float *sg = s + g * S;
                    float mean = 0.0f, var = 0.0f;
                    for (int j = 0; j < S; j++) mean += sg[j];
                    mean /= (float)S;
                    for (int j = 0; j < S; j++) var += (sg[j] - mean) * (sg[j] - mean);
                    var /= (float)S;
                    const float inv = 1.0f / sqrtf(var + (float)KB_EPS);
                    for (int j = 0; j < S; j++) {
                        const int n = g * S + j;
                        const float v = (sg[j] - mean) * inv * kb_ld(gamma[n]) + kb_ld(beta[n]);
                        out[i * KB_N + n] = kb_st(v);
                    }
                }
            }
        }
        free(acc);
    }
}
