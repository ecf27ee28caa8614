/* k33_conv3d_mish_tanh naive:
 *   v   = cb[f] + sum_{c,a,b,e} w[f][c][a][b][e] * x[n][c][z+a][r+b][s+e]
 *   out = tanh(v * tanh(log(1 + e^v)))
 * NCDHW, stride 1, no padding. One (image, filter, output depth) slice per task: each output row
 * is accumulated in an f32 row buffer (inner loop along the row, so it vectorises), then
 * biased and activated. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [N][C][D][H][W] */, const kb_t *restrict w /* [F][C][K][K][K] */,
            const kb_t *restrict cb /* [F] */, kb_t *restrict out /* [N][F][DO][HO][WO] */)
{
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *acc = malloc(sizeof(float) * KB_WO);
#pragma omp for schedule(dynamic, 1)
        for (int nfz = 0; nfz < KB_N * KB_F * KB_DO; nfz++) {
            const int n = nfz / (KB_F * KB_DO), f = nfz / KB_DO % KB_F, z = nfz % KB_DO;
            const float bias = kb_ld(cb[f]);
            for (int r = 0; r < KB_HO; r++) {
                for (int s = 0; s < KB_WO; s++) acc[s] = bias;
                for (int c = 0; c < KB_C; c++) {
                    const kb_t *xc = x + (size_t)(n * KB_C + c) * KB_D * KB_H * KB_W;
                    const kb_t *wc = w + (size_t)(f * KB_C + c) * KB_K * KB_K * KB_K;
                    for (int a = 0; a < KB_K; a++)
                        for (int b = 0; b < KB_K; b++)
                            for (int e = 0; e < KB_K; e++) {
                                const float wv = kb_ld(wc[(a * KB_K + b) * KB_K + e]);
                                const kb_t *xrow = xc + ((size_t)(z + a) * KB_H + r + b) * KB_W + e;
                                for (int s = 0; s < KB_WO; s++) acc[s] += wv * kb_ld(xrow[s]);
                            }
                }
                kb_t *orow = out + ((size_t)nfz * KB_HO + r) * KB_WO;
                for (int s = 0; s < KB_WO; s++) {
                    const float v = acc[s];
                    orow[s] = kb_st(tanhf(v * tanhf(log1pf(expf(v)))));
                }
            }
        }
        free(acc);
    }
}
