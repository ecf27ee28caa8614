/* k28_convtranspose3d_layernorm_gelu_scaling naive:
 *   y[n][f][z][r][s] = sum_{c,a,b,e} x[n][c][i][j][l] * w[c][f][a][b][e]
 *                      over z = 2i - 1 + a, r = 2j - 1 + b, s = 2l - 1 + e
 *   out = gelu((y - mean_s y) / sqrt(var_s y + EPS) * gamma[s] + beta[s]) * SCALE
 * NCDHW, stride 2, padding 1; mean and biased variance over the last axis (WO values); gelu the
 * tanh form. One output row (n, f, z, r) per task, gathered from the input rows (i, j) whose
 * taps reach it. Along the row, tap e feeds only outputs of parity (e - 1) mod 2, at
 * s = 2 (l + off) + parity, so each parity gets its own contiguous accumulator (inner loop over
 * l, vectorisable); the two are interleaved, normalised and written. Correct for --dtype bf16
 * and f32. */
#include <math.h>
#include "kbench.h"

enum { S = 2, P = 1 };   /* stride and padding: fixed by the workload */
#define HALF (KB_WO / S) /* outputs per parity along a row */

void kernel(const kb_t *restrict x /* [N][C][D][H][W] */, const kb_t *restrict w /* [C][F][K][K][K] */,
            const kb_t *restrict gamma /* [WO] */, const kb_t *restrict beta /* [WO] */,
            kb_t *restrict out /* [N][F][DO][HO][WO] */)
{
#pragma omp parallel for schedule(dynamic, 4) num_threads(KB_THREADS)
    for (int row = 0; row < KB_N * KB_F * KB_DO * KB_HO; row++) {
        const int n = row / (KB_F * KB_DO * KB_HO), f = row / (KB_DO * KB_HO) % KB_F;
        const int z = row / KB_HO % KB_DO, r = row % KB_HO;
        float acc[S][HALF] = {{0}}, y[KB_WO];
        for (int c = 0; c < KB_C; c++)
            for (int a = 0; a < KB_K; a++) {
                if ((z + P - a) % S != 0) continue;
                const int i = (z + P - a) / S;
                if (i < 0 || i >= KB_D) continue;
                for (int b = 0; b < KB_K; b++) {
                    if ((r + P - b) % S != 0) continue;
                    const int j = (r + P - b) / S;
                    if (j < 0 || j >= KB_H) continue;
                    const kb_t *xr = x + (((size_t)(n * KB_C + c) * KB_D + i) * KB_H + j) * KB_W;
                    const kb_t *wr = w + (((size_t)(c * KB_F + f) * KB_K + a) * KB_K + b) * KB_K;
                    for (int e = 0; e < KB_K; e++) {
                        const int par = ((e - P) % S + S) % S, off = (e - P - par) / S;
                        const float wv = kb_ld(wr[e]);
                        const int lo = off < 0 ? -off : 0;
                        const int hi = HALF - off < KB_W ? HALF - off : KB_W;
                        for (int l = lo; l < hi; l++) acc[par][l + off] += wv * kb_ld(xr[l]);
                    }
                }
            }
        float mean = 0.0f, var = 0.0f;
        for (int s = 0; s < KB_WO; s++) y[s] = acc[s % S][s / S], mean += y[s];
        mean /= KB_WO;
        for (int s = 0; s < KB_WO; s++) var += (y[s] - mean) * (y[s] - mean);
        const float inv = 1.0f / sqrtf(var / KB_WO + KB_EPS);
        kb_t *o = out + (size_t)row * KB_WO;
        for (int s = 0; s < KB_WO; s++) {
            const float v = (y[s] - mean) * inv * kb_ld(gamma[s]) + kb_ld(beta[s]);
            const float u = 0.7978845608f * (v + 0.044715f * v * v * v); /* sqrt(2/pi) */
            o[s] = kb_st(0.5f * v * (1.0f + tanhf(u)) * KB_SCALE);
        }
    }
}
