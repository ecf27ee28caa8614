/* _lib/decay_attn.h: causal attention without a softmax whose scores decay with distance, as
 * in Mamba-2's state-space dual (p16) and RetNet's retention (p15), on mm.h's paths:
 *   s[i][j] = (q[i] . k[j]) exp(c[i] - c[j]) for j <= i (every factor <= 1: c never increases),
 *   out[i] = sum_j s[i][j] v[j] / max(N_i, 1),  N_i = |sum_j s[i][j]| (DA_ABS_EACH 0, p16) or
 *            sum_j |s[i][j]| (DA_ABS_EACH 1, p15)
 * with c[t] the per-position log decay the including file fills in (work.c) before head().
 *   - Flash attention's structure without its running max or rescale: for 32 query rows at a
 *     time, over the key blocks up to the diagonal, S = q . k^T (mm_block); the decay applied
 *     in zmm registers. Off the diagonal it factors, exp(c_i - c_j) = exp(c_i - c_i0)
 *     exp(c_i0 - c_j), both factors <= 1 (i0 the block's first row, j < i0): 32 + BK
 *     exponentials per block instead of 32 x BK. On the diagonal block the exponentials are
 *     taken per element and masked (j <= i). The normaliser's sums in f32; the decayed scores,
 *     in the storage type, are the A operand of O += W . v; out = O / max(N, 1).
 * The including file defines KB_S, KB_D, BK (multiples of 32) and DA_ABS_EACH, and packs k and v
 * with _lib/attn_pack.h. Spliced into experts by tools/kernels/amalgamate. */
#include "attn_tiles.h"

typedef struct work {
    float c[KB_S];   /* log decay per position, never increasing */
    float s[32][BK]; /* scores of a block */
    kb_t w[32][BK];  /* decayed weights in the storage type: the A operand of W . v */
    float o[32][ATT_DV];
    float l[32]; /* the normaliser's sums: of the weights, or of their magnitudes */
} work;

static void head(int path, const kb_t *restrict q, const kb_t *restrict kp, const kb_t *restrict vp,
                 kb_t *restrict out, work *restrict ws)
{
    for (int i0 = 0; i0 < KB_S; i0 += 32) {
        const kb_t *qb = q + (size_t)i0 * KB_D;
        memset(ws->o, 0, sizeof ws->o);
        for (int r = 0; r < 32; r++) ws->l[r] = 0.0f;
        const float ci0 = ws->c[i0];
        float ai[32]; /* exp(c_i - c_i0) <= 1 */
        for (int r = 0; r < 32; r += 16)
            _mm512_storeu_ps(
                ai + r, exp16_clamped(_mm512_sub_ps(_mm512_loadu_ps(ws->c + i0 + r), _mm512_set1_ps(ci0))));
        const int jend = i0 + 32;
        for (int j0 = 0; j0 < jend; j0 += BK) {
            const int nk = jend - j0 < BK ? jend - j0 : BK;
            for (int jj = 0; jj < nk; jj += 32) attn_qk(path, qb, KB_D, kp, j0 + jj, ws->s, jj);
            /* decay: keys j < i0 by the factored form, the diagonal 32 keys per element */
            const int nfar = i0 - j0 < nk ? i0 - j0 : nk; /* keys j0 .. j0+nfar are < i0 */
            __m512 bj[BK / 16];
            for (int v = 0; v < nfar / 16; v++)
                bj[v] =
                    exp16_clamped(_mm512_sub_ps(_mm512_set1_ps(ci0), _mm512_loadu_ps(ws->c + j0 + 16 * v)));
            for (int r = 0; r < 32; r++) {
                const int row = i0 + r;
                const __m512 a = _mm512_set1_ps(ai[r]);
                __m512 sum = _mm512_setzero_ps();
                for (int v = 0; v < nk / 16; v += 2) {
                    __m512 w2[2];
                    for (int e = 0; e < 2; e++) {
                        const int key = j0 + 16 * (v + e);
                        const __m512 sv = _mm512_load_ps(&ws->s[r][16 * (v + e)]);
                        if (16 * (v + e) < nfar) {
                            w2[e] = _mm512_mul_ps(sv, _mm512_mul_ps(a, bj[v + e]));
                        } else { /* the diagonal block: exp(c_i - c_j), masked to j <= i */
                            const __mmask16 keep = key > row ? (__mmask16)0
                                                   : key + 15 <= row
                                                       ? (__mmask16)0xffff
                                                       : (__mmask16)((1u << (row - key + 1)) - 1);
                            const __m512 d = exp16_clamped(
                                _mm512_sub_ps(_mm512_set1_ps(ws->c[row]), _mm512_loadu_ps(ws->c + key)));
                            w2[e] = _mm512_maskz_mul_ps(keep, sv, d);
                        }
                    }
                    if (DA_ABS_EACH)
                        sum = _mm512_add_ps(sum, _mm512_add_ps(_mm512_abs_ps(w2[0]), _mm512_abs_ps(w2[1])));
                    else
                        sum = _mm512_add_ps(sum, _mm512_add_ps(w2[0], w2[1]));
                    mm_store32(&ws->w[r][16 * v], w2[0], w2[1]);
                }
                ws->l[r] += _mm512_reduce_add_ps(sum);
            }
            attn_pv(path, ws->o, (const kb_t(*)[BK])ws->w, vp, KB_S, j0, nk);
        }
        for (int r = 0; r < 32; r++) {
            const float den = fabsf(ws->l[r]) > 1.0f ? fabsf(ws->l[r]) : 1.0f;
            const __m512 inv = _mm512_set1_ps(1.0f / den);
            for (int d = 0; d < ATT_DV; d += 32)
                mm_store32(out + (size_t)(i0 + r) * KB_D + d,
                           _mm512_mul_ps(_mm512_load_ps(&ws->o[r][d]), inv),
                           _mm512_mul_ps(_mm512_load_ps(&ws->o[r][d + 16]), inv));
        }
    }
}
