/* k32_gemm_sigmoid_logsumexp naive:
 *   h[m][j] = sigmoid(x[m] . w1[j] + b1[j]);  z[m][o] = h[m] . w2[o] + b2[o]
 *   out[m] = log sum_o exp(z[m][o])
 * w1 ([H][K]) and w2 ([O][H]) are first copied transposed to f32 [K][H] and [H][O] buffers so
 * that they stream row by row; rows of x are taken RB at a time (each weight row is then read
 * once per RB rows), in i-k-j order with vectorised inner loops, one f32 row of h and one of z
 * per row of x; then a two-pass logsumexp. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

enum { RB = 4 }; /* rows of x per block */

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w1 /* [H][K] */,
            const kb_t *restrict b1 /* [H] */, const kb_t *restrict w2 /* [O][H] */,
            const kb_t *restrict b2 /* [O] */, kb_t *restrict out /* [M] */)
{
    float *w1t = malloc(sizeof(float) * (size_t)KB_K * KB_H); /* [K][H] */
    float *w2t = malloc(sizeof(float) * (size_t)KB_H * KB_O); /* [H][O] */
#pragma omp parallel num_threads(KB_THREADS)
    {
#pragma omp for schedule(static)
        for (int k = 0; k < KB_K; k++)
            for (int j = 0; j < KB_H; j++) w1t[(size_t)k * KB_H + j] = kb_ld(w1[(size_t)j * KB_K + k]);
#pragma omp for schedule(static)
        for (int j = 0; j < KB_H; j++)
            for (int o = 0; o < KB_O; o++) w2t[(size_t)j * KB_O + o] = kb_ld(w2[(size_t)o * KB_H + j]);
        float *h = malloc(sizeof(float) * RB * KB_H); /* [RB][H] */
        float *z = malloc(sizeof(float) * RB * KB_O); /* [RB][O] */
#pragma omp for schedule(static)
        for (int i0 = 0; i0 < KB_M; i0 += RB) {
            const int rows = KB_M - i0 < RB ? KB_M - i0 : RB;
            for (int r = 0; r < rows; r++) {
                for (int j = 0; j < KB_H; j++) h[r * KB_H + j] = kb_ld(b1[j]);
                for (int o = 0; o < KB_O; o++) z[r * KB_O + o] = kb_ld(b2[o]);
            }
            for (int k = 0; k < KB_K; k++) {
                const float *wrow = w1t + (size_t)k * KB_H;
                for (int r = 0; r < rows; r++) {
                    const float xv = kb_ld(x[(size_t)(i0 + r) * KB_K + k]);
                    float *hrow = h + r * KB_H;
                    for (int j = 0; j < KB_H; j++) hrow[j] += xv * wrow[j];
                }
            }
            for (int j = 0; j < rows * KB_H; j++) h[j] = 1.0f / (1.0f + expf(-h[j]));
            for (int j = 0; j < KB_H; j++) {
                const float *wrow = w2t + (size_t)j * KB_O;
                for (int r = 0; r < rows; r++) {
                    const float hv = h[r * KB_H + j];
                    float *zrow = z + r * KB_O;
                    for (int o = 0; o < KB_O; o++) zrow[o] += hv * wrow[o];
                }
            }
            for (int r = 0; r < rows; r++) {
                const float *zr = z + r * KB_O;
                float mx = -INFINITY, s = 0.0f;
                for (int o = 0; o < KB_O; o++) mx = fmaxf(mx, zr[o]);
                for (int o = 0; o < KB_O; o++) s += expf(zr[o] - mx);
                out[i0 + r] = kb_st(mx + logf(s));
            }
        }
        free(h);
        free(z);
    }
    free(w1t);
    free(w2t);
}
