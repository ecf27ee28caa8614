/* k49_matmul_avgpool_gelu_scale_max naive:
 *   a[m][j] = (1/P) sum_{q<P} (x[m] . w[:, j*P+q] + b[j*P+q])
 *   out[m] = max_j SCALE * gelu(a[m][j])
 * gelu(v) = 0.5 v (1 + tanh(sqrt(2/pi) (v + 0.044715 v^3))). Rows of x are taken RB at a time
 * (each row of w is then read once per RB rows), in i-k-j order with a vectorised inner loop and
 * one f32 accumulator row per row of x; then the window averages and the maximum.
 * Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

enum { RB = 4 }; /* rows of x per block */

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [K][N] */,
            const kb_t *restrict b /* [N] */, kb_t *restrict out /* [M] */)
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
                const float *y = acc + r * KB_N;
                float mx = -INFINITY;
                for (int j = 0; j < KB_N / KB_P; j++) {
                    float a = 0.0f;
                    for (int q = 0; q < KB_P; q++) a += y[j * KB_P + q];
                    a /= (float)KB_P;
                    const float u = 0.7978845608f * (a + 0.044715f * a * a * a);
                    mx = fmaxf(mx, (float)KB_SCALE * (0.5f * a * (1.0f + tanhf(u))));
                }
                out[i0 + r] = kb_st(mx);
            }
        }
        free(acc);
    }
}
