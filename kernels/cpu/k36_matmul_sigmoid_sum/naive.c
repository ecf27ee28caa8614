/* k36_matmul_sigmoid_sum naive: out[m][0] = sum_n sigmoid(x[m] . w[:, n] + b[n]).
 * Rows of x are taken RB at a time (each row of w is then read once per RB rows), in i-k-j
 * order with a vectorised inner loop and one f32 accumulator row per row of x, started at the
 * bias; then the sum of its sigmoids. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

enum { RB = 4 }; /* rows of x per block */

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [K][N] */,
            const kb_t *restrict b /* [N] */, kb_t *restrict out /* [M][1] */)
{
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
                float s = 0.0f;
                for (int n = 0; n < KB_N; n++) s += 1.0f / (1.0f + expf(-acc[r * KB_N + n]));
                out[i0 + r] = kb_st(s);
            }
        }
        free(acc);
    }
}
