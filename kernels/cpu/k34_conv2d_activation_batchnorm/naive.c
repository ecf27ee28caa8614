/* k34_conv2d_activation_batchnorm naive:
 *   y[n][f][i][j] = mish(cb[f] + sum_{c,p,q} w[f][c][p][q] * x[n][c][i+p][j+q])
 *   out = (y - mean_f) / sqrt(var_f + EPS) * gamma[f] + beta[f]
 * with mish(v) = v * tanh(log(1 + e^v)) and mean_f, var_f (biased) over N x HO x WO: batch
 * statistics, as in training. NCHW, stride 1, no padding. Pass 1: every (image, filter) plane of
 * y into an f32 buffer, row by row (inner loop along the row, so it vectorises). Pass 2: per
 * channel, statistics summed in double, then the normalised write. Correct for --dtype bf16 and
 * f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [N][C][H][W] */, const kb_t *restrict w /* [F][C][KH][KW] */,
            const kb_t *restrict cb /* [F] */, const kb_t *restrict gamma /* [F] */,
            const kb_t *restrict beta /* [F] */, kb_t *restrict out /* [N][F][HO][WO] */)
{
    const size_t plane = (size_t)KB_HO * KB_WO;
    float *y = malloc(sizeof(float) * KB_N * KB_F * plane); /* [N][F][HO][WO] */
#pragma omp parallel for schedule(dynamic, 1) num_threads(KB_THREADS)
    for (int nf = 0; nf < KB_N * KB_F; nf++) {
        const int n = nf / KB_F, f = nf % KB_F;
        float *acc = y + nf * plane;
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
        const float bias = kb_ld(cb[f]);
        for (size_t k = 0; k < plane; k++) {
            const float v = acc[k] + bias;
            acc[k] = v * tanhf(log1pf(expf(v)));
        }
    }
#pragma omp parallel for schedule(dynamic, 1) num_threads(KB_THREADS)
    for (int f = 0; f < KB_F; f++) {
        double sum = 0.0, ss = 0.0;
        for (int n = 0; n < KB_N; n++)
            for (size_t k = 0; k < plane; k++) sum += y[(n * KB_F + f) * plane + k];
        const float mean = (float)(sum / ((double)KB_N * plane));
        for (int n = 0; n < KB_N; n++)
            for (size_t k = 0; k < plane; k++) {
                const float d = y[(n * KB_F + f) * plane + k] - mean;
                ss += (double)d * d;
            }
        const float inv = (float)(1.0 / sqrt(ss / ((double)KB_N * plane) + KB_EPS));
        const float scale = kb_ld(gamma[f]) * inv, shift = kb_ld(beta[f]);
        for (int n = 0; n < KB_N; n++) {
            const float *yp = y + (n * KB_F + f) * plane;
            kb_t *o = out + (n * KB_F + f) * plane;
            for (size_t k = 0; k < plane; k++) o[k] = kb_st((yp[k] - mean) * scale + shift);
        }
    }
    free(y);
}
