/* _lib/swiglu.h: the epilogue of a SwiGLU's gate and up projections computed as one dual GEMM
 * (gemm.h's B and B2 side by side): h = silu(g) * u, silu(t) = t sigmoid(t), in f32, rounded once
 * to the gemm_dst in ctx; g and u are never stored. p09 and p10. Spliced into experts by
 * tools/kernels/amalgamate. */
#include "gemm.h"

#include "vexp.h" /* sigmoid16 */

static void swiglu_epi(const gemm_op *g, int i0, int j0, int rows, int cols, const float *c, const float *c2)
{
    const gemm_dst *d = g->ctx;
    kb_t *h = d->p + (size_t)i0 * d->ld + j0;
    for (int r = 0; r < rows; r++) {
        __m512 v[2];
        for (int e = 0; e < 2; e++) {
            const __m512 gt = _mm512_load_ps(c + r * 32 + 16 * e), up = _mm512_load_ps(c2 + r * 32 + 16 * e);
            v[e] = _mm512_mul_ps(_mm512_mul_ps(gt, sigmoid16(gt)), up);
        }
        gemm_store_row(h + (size_t)r * d->ld, v[0], v[1], cols);
    }
}
