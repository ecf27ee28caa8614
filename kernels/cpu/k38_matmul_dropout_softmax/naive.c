/* k38_matmul_dropout_softmax naive: out[m][n] = softmax_n(x[m] . w[n] + b[n]) (dropout is the
 * identity at inference). w ([N][K]) is first copied transposed to an f32 [K][N] buffer so that
 * it streams row by row; rows of x are taken RB at a time (each row of w is then read once per
 * RB rows), in i-k-j order with a vectorised inner loop and one f32 row of logits per row of x;
 * then max, sum of exponentials and the normalised write. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

enum { RB = 4 }; /* rows of x per block */

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [N][K] */,
            const kb_t *restrict b /* [N] */, kb_t *restrict out /* [M][N] */)
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
                float *y = acc + r * KB_N;
                float mx = -INFINITY, s = 0.0f;
                for (int n = 0; n < KB_N; n++) mx = fmaxf(mx, y[n]);
                for (int n = 0; n < KB_N; n++) {
                    y[n] = expf(y[n] - mx);
                    s += y[n];
                }
                for (int n = 0; n < KB_N; n++) out[i * KB_N + n] = kb_st(y[n] / s);
            }
        }
        free(acc);
    }
    free(wt);
}
