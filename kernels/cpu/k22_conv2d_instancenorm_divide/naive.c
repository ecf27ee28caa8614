/* k22_conv2d_instancenorm_divide naive:
 *   y[n][f][i][j] = sum_{c,p,q} w[f][c][p][q] * x[n][c][i+p][j+q]
 *   out = ((y - mean(y[n][f])) / sqrt(var(y[n][f]) + EPS) * gamma[f] + beta[f]) / DIV
 * NCHW, stride 1, no padding; mean and biased variance over each HO x WO plane. One (image,
 * filter) plane per task, accumulated in an f32 plane row by row (inner loop along the row, so
 * it vectorises); the plane's statistics are summed in double, then it is normalised and
 * written.
 * Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [N][C][H][W] */, const kb_t *restrict w /* [F][C][KH][KW] */,
            const kb_t *restrict gamma /* [F] */, const kb_t *restrict beta /* [F] */,
            kb_t *restrict out /* [N][F][HO][WO] */)
{
    const int plane = KB_HO * KB_WO;
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *acc = malloc(sizeof(float) * plane);
#pragma omp for schedule(dynamic, 1)
        for (int nf = 0; nf < KB_N * KB_F; nf++) {
            const int n = nf / KB_F, f = nf % KB_F;
            for (int i = 0; i < KB_HO; i++) {
                float *arow = acc + (size_t)i * KB_WO;
                for (int j = 0; j < KB_WO; j++) arow[j] = 0.0f;
                for (int c = 0; c < KB_C; c++) {
                    const kb_t *xc = x + (size_t)(n * KB_C + c) * KB_H * KB_W;
                    for (int p = 0; p < KB_KH; p++)
                        for (int q = 0; q < KB_KW; q++) {
                            const float wv = kb_ld(w[((size_t)(f * KB_C + c) * KB_KH + p) * KB_KW + q]);
                            const kb_t *xrow = xc + (size_t)(i + p) * KB_W + q;
                            for (int j = 0; j < KB_WO; j++) arow[j] += wv * kb_ld(xrow[j]);
                        }
                }
            }
            double sum = 0.0, ss = 0.0;
            for (int k = 0; k < plane; k++) sum += acc[k];
            const float mean = (float)(sum / plane);
            for (int k = 0; k < plane; k++) ss += (double)(acc[k] - mean) * (acc[k] - mean);
            const float inv = (float)(1.0 / sqrt(ss / plane + KB_EPS));
            const float scale = kb_ld(gamma[f]) * inv / KB_DIV, shift = kb_ld(beta[f]) / KB_DIV;
            kb_t *o = out + (size_t)nf * plane;
            for (int k = 0; k < plane; k++) o[k] = kb_st((acc[k] - mean) * scale + shift);
        }
        free(acc);
    }
}
