/* k18_conv2d_relu_biasadd naive:
 *   out[n][f][i][j] = max(0, cb[f] + sum_{c,p,q} w[f][c][p][q] * x[n][c][i+p][j+q]) + b[f]
 * NCHW, stride 1, no padding. One (image, filter) output plane per task, accumulated in an f32
 * plane: for each (c, p, q) the whole plane gets one weight times a shifted window of x, so the
 * inner loop runs along an output row and vectorises. Correct for --dtype bf16 and f32. */
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [N][C][H][W] */, const kb_t *restrict w /* [F][C][KH][KW] */,
            const kb_t *restrict cb /* [F] */, const kb_t *restrict b /* [F] */,
            kb_t *restrict out /* [N][F][HO][WO] */)
{
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *acc = malloc(sizeof(float) * KB_HO * KB_WO);
#pragma omp for schedule(dynamic, 1)
        for (int nf = 0; nf < KB_N * KB_F; nf++) {
            const int n = nf / KB_F, f = nf % KB_F;
            for (int k = 0; k < KB_HO * KB_WO; k++) acc[k] = 0.0f;
            for (int c = 0; c < KB_C; c++)
                for (int p = 0; p < KB_KH; p++)
                    for (int q = 0; q < KB_KW; q++) {
                        const float wv = kb_ld(w[((size_t)(f * KB_C + c) * KB_KH + p) * KB_KW + q]);
                        const kb_t *xplane = x + (size_t)(n * KB_C + c) * KB_H * KB_W;
                        for (int i = 0; i < KB_HO; i++) {
                            const kb_t *xrow = xplane + (size_t)(i + p) * KB_W + q;
                            float *arow = acc + (size_t)i * KB_WO;
                            for (int j = 0; j < KB_WO; j++) arow[j] += wv * kb_ld(xrow[j]);
                        }
                    }
            const float bias_in = kb_ld(cb[f]), bias_out = kb_ld(b[f]);
            kb_t *o = out + (size_t)nf * KB_HO * KB_WO;
            for (int k = 0; k < KB_HO * KB_WO; k++) {
                float v = acc[k] + bias_in;
                o[k] = kb_st((v > 0.0f ? v : 0.0f) + bias_out);
            }
        }
        free(acc);
    }
}
