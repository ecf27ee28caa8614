/* k25_conv3d_groupnorm_mean naive:
 *   y      = cb[f] + sum_{c,a,b,e} w[f][c][a][b][e] * x[n][c][z+a][r+b][s+e]
 *   out[n] = mean_{f,z,r,s} ((y - mu[n][g]) / sqrt(var[n][g] + EPS) * gamma[f] + beta[f])
 * NCDHW, stride 1, no padding; mu and biased var over group g's F/G channels and the volume.
 * Pass 1: every (clip, filter) volume of y into an f32 buffer, row by row (inner loop along the
 * row, so it vectorises). Pass 2: per clip, group statistics in double, then the mean of the
 * normalised values. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

#define FG (KB_F / KB_G)

void kernel(const kb_t *restrict x /* [N][C][D][H][W] */, const kb_t *restrict w /* [F][C][K][K][K] */,
            const kb_t *restrict cb /* [F] */, const kb_t *restrict gamma /* [F] */,
            const kb_t *restrict beta /* [F] */, kb_t *restrict out /* [N] */)
{
    const size_t vol = (size_t)KB_DO * KB_HO * KB_WO;
    float *y = malloc(sizeof(float) * KB_N * KB_F * vol); /* [N][F][DO][HO][WO] */
#pragma omp parallel for schedule(dynamic, 1) num_threads(KB_THREADS)
    for (int nf = 0; nf < KB_N * KB_F; nf++) {
        const int n = nf / KB_F, f = nf % KB_F;
        const float bias = kb_ld(cb[f]);
        for (int z = 0; z < KB_DO; z++)
            for (int r = 0; r < KB_HO; r++) {
                float *yrow = y + nf * vol + ((size_t)z * KB_HO + r) * KB_WO;
                for (int s = 0; s < KB_WO; s++) yrow[s] = bias;
                for (int c = 0; c < KB_C; c++) {
                    const kb_t *xc = x + (size_t)(n * KB_C + c) * KB_D * KB_H * KB_W;
                    const kb_t *wc = w + (size_t)(f * KB_C + c) * KB_K * KB_K * KB_K;
                    for (int a = 0; a < KB_K; a++)
                        for (int b = 0; b < KB_K; b++)
                            for (int e = 0; e < KB_K; e++) {
                                const float wv = kb_ld(wc[(a * KB_K + b) * KB_K + e]);
                                const kb_t *xrow = xc + ((size_t)(z + a) * KB_H + r + b) * KB_W + e;
                                for (int s = 0; s < KB_WO; s++) yrow[s] += wv * kb_ld(xrow[s]);
                            }
                }
            }
    }
#pragma omp parallel for schedule(dynamic, 1) num_threads(KB_THREADS)
    for (int n = 0; n < KB_N; n++) {
        double total = 0.0;
        for (int g = 0; g < KB_G; g++) {
            const float *yg = y + ((size_t)n * KB_F + (size_t)g * FG) * vol;
            double sum = 0.0, ss = 0.0;
            for (size_t k = 0; k < FG * vol; k++) sum += yg[k];
            const double mean = sum / (FG * vol);
            for (size_t k = 0; k < FG * vol; k++) ss += (yg[k] - mean) * (yg[k] - mean);
            const double inv = 1.0 / sqrt(ss / (FG * vol) + KB_EPS);
            for (int fi = 0; fi < FG; fi++) {
                const int f = g * FG + fi;
                double plane = 0.0;
                for (size_t k = 0; k < vol; k++) plane += yg[fi * vol + k];
                /* sum over the volume of (y - mean) * inv * gamma + beta */
                total += (plane - mean * vol) * inv * kb_ld(gamma[f]) + kb_ld(beta[f]) * vol;
            }
        }
        out[n] = kb_st((float)(total / ((double)KB_F * vol)));
    }
    free(y);
}
