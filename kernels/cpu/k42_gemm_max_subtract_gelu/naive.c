/* k42_gemm_max_subtract_gelu naive:
 *   mx[m] = max_n (x[m] . w[:, n] + b[n]);  out[m][0] = gelu(mx[m] - mean_m' mx[m'])
 * gelu(v) = 0.5 v (1 + tanh(sqrt(2/pi) (v + 0.044715 v^3))). Rows of x are taken RB at a time
 * (each row of w is then read once per RB rows), in i-k-j order with a vectorised inner loop and
 * one f32 accumulator row per row of x, then its maximum; once all maxima are known, their mean
 * and the gelu. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

enum { RB = 4 }; /* rows of x per block */

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [K][N] */,
            const kb_t *restrict b /* [N] */, kb_t *restrict out /* [M][1] */)
{
    float *mx = malloc(sizeof(float) * KB_M); /* [M] row maxima */
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
                float m = -INFINITY;
                for (int n = 0; n < KB_N; n++) m = fmaxf(m, acc[r * KB_N + n]);
                mx[i0 + r] = m;
            }
        }
        free(acc);
    }
    float mean = 0.0f;
    for (int i = 0; i < KB_M; i++) mean += mx[i];
    mean /= (float)KB_M;
    for (int i = 0; i < KB_M; i++) {
        const float v = mx[i] - mean;
        out[i] = kb_st(0.5f * v * (1.0f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v))));
    }
    free(mx);
}
