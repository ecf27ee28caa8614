/* k40_gemm_groupnorm_min_biasadd naive:
 *   g[m][c] = groupnorm_G(x[m] . w[c] + lb[c]) * gamma[c] + beta[c]
 *   out[n][m] = min_c g[m][c] + bias[n]
 * w ([N][K]) is first copied transposed to an f32 [K][N] buffer so that it streams row by row;
 * rows of x are taken RB at a time (each row of w is then read once per RB rows), in i-k-j order
 * with a vectorised inner loop and one f32 row of y per row of x; then the group statistics and
 * the row minimum; finally the broadcast write. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

enum { RB = 4 };          /* rows of x per block */
enum { S = KB_N / KB_G }; /* features per group */

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [N][K] */,
            const kb_t *restrict lb /* [N] */, const kb_t *restrict gamma /* [N] */,
            const kb_t *restrict beta /* [N] */, const kb_t *restrict bias /* [N] */,
            kb_t *restrict out /* [N][M] */)
{
    float *wt = malloc(sizeof(float) * (size_t)KB_K * KB_N); /* [K][N] */
    float *mn = malloc(sizeof(float) * KB_M);                /* [M] row minima */
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
                for (int n = 0; n < KB_N; n++) acc[r * KB_N + n] = kb_ld(lb[n]);
            for (int k = 0; k < KB_K; k++) {
                const float *wrow = wt + (size_t)k * KB_N;
                for (int r = 0; r < rows; r++) {
                    const float xv = kb_ld(x[(size_t)(i0 + r) * KB_K + k]);
                    float *arow = acc + r * KB_N;
                    for (int n = 0; n < KB_N; n++) arow[n] += xv * wrow[n];
                }
            }
            for (int r = 0; r < rows; r++) {
                const float *y = acc + r * KB_N;
                float m = INFINITY;
                for (int g = 0; g < KB_G; g++) {
                    const float *yg = y + g * S;
                    float mean = 0.0f, var = 0.0f;
                    for (int j = 0; j < S; j++) mean += yg[j];
                    mean /= (float)S;
                    for (int j = 0; j < S; j++) var += (yg[j] - mean) * (yg[j] - mean);
                    var /= (float)S;
                    const float inv = 1.0f / sqrtf(var + (float)KB_EPS);
                    for (int j = 0; j < S; j++) {
                        const int c = g * S + j;
                        m = fminf(m, (yg[j] - mean) * inv * kb_ld(gamma[c]) + kb_ld(beta[c]));
                    }
                }
                mn[i0 + r] = m;
            }
        }
        free(acc);
#pragma omp for schedule(static)
        for (int n = 0; n < KB_N; n++) {
            const float bn = kb_ld(bias[n]);
            for (int i = 0; i < KB_M; i++) out[(size_t)n * KB_M + i] = kb_st(mn[i] + bn);
        }
    }
    free(wt);
    free(mn);
}
