/* k48_matmul_batchnorm_biasadd_divide_swish naive:
 * y = sum_k x[m][k] * w[k][n] + lb[n];
 * v = ((y - bn_mean[n]) / sqrt(bn_var[n] + EPS) * bn_scale[n] + bn_bias[n] + bias[0])
 *     / DIVIDE;
 * out[m][n] = v / (1 + exp(-v)).
 * The matmul is tiled: blocks of RB rows x CB columns, whose f32 accumulators (started at the
 * bias (lb)) stay in L1 while k runs over the whole depth; for each k, every element of a
 * piece of a row of w is loaded once and used for the RB rows (the loop over rows unrolls,
 * the loop over columns vectorises). Blocks are shared out column-block-major, so a thread
 * reuses its K x CB slice of w (in L2) for every row block. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stddef.h>
#include "kbench.h"

#define RB 8   /* rows per block */
#define CB 256 /* columns per block */

static float epilogue(float y, float scale, float shift, float mean, float var, float bias)
{
    const float v = ((y - mean) / sqrtf(var + (float)KB_EPS) * scale + shift + bias) / (float)KB_DIVIDE;
    return v / (1.0f + expf(-v));
}

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [K][N] */,
            const kb_t *restrict lb /* [N] */, const kb_t *restrict bn_scale /* [N] */,
            const kb_t *restrict bn_bias /* [N] */, const kb_t *restrict bn_mean /* [N] */,
            const kb_t *restrict bn_var /* [N] */, const kb_t *restrict bias /* [1] */,
            kb_t *restrict out /* [M][N] */)
{
#pragma omp parallel for collapse(2) schedule(static) num_threads(KB_THREADS)
    for (int j0 = 0; j0 < KB_N; j0 += CB)
        for (int i0 = 0; i0 < KB_M; i0 += RB) {
            const int rows = KB_M - i0 < RB ? KB_M - i0 : RB;
            const int cols = KB_N - j0 < CB ? KB_N - j0 : CB;
            float acc[RB][CB];
            for (int r = 0; r < RB; r++)
                for (int j = 0; j < cols; j++) acc[r][j] = kb_ld(lb[j0 + j]);
            for (int k = 0; k < KB_K; k++) {
                float xv[RB]; /* rows past the end of x count as zeros and are not stored */
                for (int r = 0; r < RB; r++) xv[r] = r < rows ? kb_ld(x[(size_t)(i0 + r) * KB_K + k]) : 0.0f;
                const kb_t *wrow = w + (size_t)k * KB_N + j0;
                for (int j = 0; j < cols; j++) {
                    const float wv = kb_ld(wrow[j]);
                    for (int r = 0; r < RB; r++) acc[r][j] += xv[r] * wv;
                }
            }
            for (int r = 0; r < rows; r++) {
                kb_t *o = out + (size_t)(i0 + r) * KB_N + j0;
                for (int j = 0; j < cols; j++)
                    o[j] = kb_st(epilogue(acc[r][j], kb_ld(bn_scale[j0 + j]), kb_ld(bn_bias[j0 + j]),
                                          kb_ld(bn_mean[j0 + j]), kb_ld(bn_var[j0 + j]), kb_ld(bias[0])));
            }
        }
}
