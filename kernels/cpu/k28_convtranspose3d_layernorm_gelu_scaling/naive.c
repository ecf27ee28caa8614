/* k28_convtranspose3d_layernorm_gelu_scaling naive:
 *   y[n][f][z][r][s] = sum_{c,a,b,e} x[n][c][i][j][l] * w[c][f][a][b][e]
 *                      over z = 2i - 1 + a, r = 2j - 1 + b, s = 2l - 1 + e
 *   out = gelu((y - mean_s y) / sqrt(var_s y + EPS) * gamma[s] + beta[s]) * SCALE
 * NCDHW; mean and biased variance over the last axis (WO values); gelu the tanh form. One
 * (image, output channel) volume per task, in an f32 buffer: each output is gathered from the
 * inputs whose taps reach it (along the last axis, output s = 2l - 1 + e), then every row is
 * normalised and written. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

enum { S = 2, P = 1 }; /* stride and padding: fixed by the workload */

void kernel(const kb_t *restrict x /* [N][C][D][H][W] */,
            const kb_t *restrict w /* [C][F][K][K][K] */, const kb_t *restrict gamma /* [WO] */,
            const kb_t *restrict beta /* [WO] */, kb_t *restrict out /* [N][F][DO][HO][WO] */)
{
    const size_t vol = (size_t)KB_DO * KB_HO * KB_WO;
    #pragma omp parallel num_threads(KB_THREADS)
    {
        float *y = malloc(sizeof(float) * vol);
        #pragma omp for schedule(dynamic, 1)
        for (int nf = 0; nf < KB_N * KB_F; nf++) {
            const int n = nf / KB_F, f = nf % KB_F;
            for (size_t k = 0; k < vol; k++) y[k] = 0.0f;
            for (int c = 0; c < KB_C; c++)
                for (int a = 0; a < KB_K; a++)
                    for (int b = 0; b < KB_K; b++)
                        for (int e = 0; e < KB_K; e++) {
                            const float wv = kb_ld(
                                w[(((size_t)(c * KB_F + f) * KB_K + a) * KB_K + b) * KB_K + e]);
                            for (int i = 0; i < KB_D; i++) {
                                const int z = S * i - P + a;
                                if (z < 0 || z >= KB_DO) continue;
                                for (int j = 0; j < KB_H; j++) {
                                    const int r = S * j - P + b;
                                    if (r < 0 || r >= KB_HO) continue;
                                    const kb_t *xr =
                                        x + (((size_t)(n * KB_C + c) * KB_D + i) * KB_H + j) * KB_W;
                                    float *yr = y + ((size_t)z * KB_HO + r) * KB_WO;
                                    for (int l = 0; l < KB_W; l++) {
                                        const int s = S * l - P + e;
                                        if (s >= 0 && s < KB_WO) yr[s] += wv * kb_ld(xr[l]);
                                    }
                                }
                            }
                        }
            for (int row = 0; row < KB_DO * KB_HO; row++) {
                const float *yr = y + (size_t)row * KB_WO;
                float mean = 0.0f, var = 0.0f;
                for (int s = 0; s < KB_WO; s++) mean += yr[s];
                mean /= KB_WO;
                for (int s = 0; s < KB_WO; s++) var += (yr[s] - mean) * (yr[s] - mean);
                const float inv = 1.0f / sqrtf(var / KB_WO + KB_EPS);
                kb_t *o = out + (size_t)nf * vol + (size_t)row * KB_WO;
                for (int s = 0; s < KB_WO; s++) {
                    const float v = (yr[s] - mean) * inv * kb_ld(gamma[s]) + kb_ld(beta[s]);
                    const float g = 0.5f * v * (1.0f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v)));
                    o[s] = kb_st(g * KB_SCALE);
                }
            }
        }
        free(y);
    }
}
