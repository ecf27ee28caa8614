/* k39_conv2d_gelu_globalavgpool naive:
 *   out[n][f] = mean_{i,j} gelu(cb[f] + sum_{c,p,q} w[f][c][p][q] * x[n][c][i+p][j+q])
 * NCHW, stride 1, no padding; gelu the tanh form. One (image, filter) pair per task: each output
 * row is accumulated in an f32 row buffer (inner loop along the row, so it vectorises), then
 * biased, passed through GELU and summed in double. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [N][C][H][W] */, const kb_t *restrict w /* [F][C][KH][KW] */,
            const kb_t *restrict cb /* [F] */, kb_t *restrict out /* [N][F] */)
{
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *acc = malloc(sizeof(float) * KB_WO);
#pragma omp for schedule(dynamic, 1)
        for (int nf = 0; nf < KB_N * KB_F; nf++) {
            const int n = nf / KB_F, f = nf % KB_F;
            const float bias = kb_ld(cb[f]);
            double sum = 0.0;
            for (int i = 0; i < KB_HO; i++) {
                for (int j = 0; j < KB_WO; j++) acc[j] = bias;
                for (int c = 0; c < KB_C; c++) {
                    const kb_t *xc = x + (size_t)(n * KB_C + c) * KB_H * KB_W;
                    for (int p = 0; p < KB_KH; p++)
                        for (int q = 0; q < KB_KW; q++) {
                            const float wv = kb_ld(w[((size_t)(f * KB_C + c) * KB_KH + p) * KB_KW + q]);
                            const kb_t *xrow = xc + (size_t)(i + p) * KB_W + q;
                            for (int j = 0; j < KB_WO; j++) acc[j] += wv * kb_ld(xrow[j]);
                        }
                }
                for (int j = 0; j < KB_WO; j++) {
                    const float v = acc[j];
                    sum += 0.5f * v * (1.0f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v)));
                }
            }
            out[nf] = kb_st((float)(sum / ((double)KB_HO * KB_WO)));
        }
        free(acc);
    }
}
