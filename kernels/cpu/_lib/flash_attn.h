/* _lib/flash_attn.h: causal flash attention of one head, head(), shared by p01, p02 and p05 (the
 * strategy is in p01_flash_attention/expert.c.in), on mm.h's paths; an additive bias on the
 * scores (p05's relative position bias) where one is given. The including file defines
 * KB_S, KB_D (or ATT_DK, ATT_DV: attn_pack.h), KB_TUNE BK (keys per block, a multiple of 32) and FA_COPY_Q: 1 copies each block
 * of 32 query rows into a contiguous buffer first (for q rows so far apart that a tile load would
 * put them in one L1 set), 0 reads them straight from q. Spliced into experts by
 * tools/kernels/amalgamate. */
#include "attn_tiles.h"

/* Scratch for head(), one per thread. */
typedef struct work {
#if FA_COPY_Q
    kb_t q[32][ATT_DK]; /* the query block, contiguous */
#endif
    float s[32][BK];     /* scores of a block, f32 */
    kb_t p[32][BK];      /* probabilities in the storage type: the A operand of P . v */
    float o[32][ATT_DV]; /* the output accumulator */
    float m[32], l[32];  /* running max (base-2 units) and sum per row */
} work;

/* Attention for one (b, h) on path: q, out rows at stride ldq, ldo; k and v packed (kp, vp);
 * bias [S][S] added to the scaled scores, or NULL. */
static void head(int path, const kb_t *restrict q, size_t ldq, const kb_t *restrict kp,
                 const kb_t *restrict vp, const kb_t *restrict bias, kb_t *restrict out, size_t ldo,
                 work *restrict ws)
{
    const float c = (float)(1.4426950408889634 / sqrt((double)ATT_DK)); /* scale * log2(e) */
    for (int i0 = 0; i0 < KB_S; i0 += 32) {
#if FA_COPY_Q
        for (int r = 0; r < 32; r++) memcpy(ws->q[r], q + (size_t)(i0 + r) * ldq, ATT_DK * sizeof(kb_t));
        const kb_t *qb = ws->q[0];
        const long ldqb = ATT_DK;
#else
        const kb_t *qb = q + (size_t)i0 * ldq;
        const long ldqb = (long)ldq;
#endif
        memset(ws->o, 0, sizeof ws->o);
        for (int r = 0; r < 32; r++) ws->m[r] = -INFINITY, ws->l[r] = 0.0f;
        const int jend = i0 + 32; /* keys 0 .. i0+31 can be visible */
        for (int j0 = 0; j0 < jend; j0 += BK) {
            const int nk = jend - j0 < BK ? (jend - j0 + 31) / 32 * 32 : BK; /* keys used */
            /* S = q . k^T for keys j0 .. j0+nk, 32 at a time */
            for (int jj = 0; jj < nk; jj += 32) attn_qk(path, qb, ldqb, kp, j0 + jj, ws->s, jj);
            /* online softmax over the block's rows */
            const bool diag = j0 + nk > i0; /* some keys past some rows: mask */
            for (int r = 0; r < 32; r++) {
                const int row = i0 + r;
                __m512 x[BK / 16];
                __mmask16 keep[BK / 16];
                __m512 mx = _mm512_set1_ps(-INFINITY);
                for (int v = 0; v < nk / 16; v++) {
                    const int key = j0 + 16 * v;
                    keep[v] = !diag || key + 15 <= row ? (__mmask16)0xffff
                              : key > row              ? (__mmask16)0
                                                       : (__mmask16)((1u << (row - key + 1)) - 1);
                    x[v] = _mm512_mul_ps(_mm512_load_ps(&ws->s[r][16 * v]), _mm512_set1_ps(c));
                    if (bias) /* in base-2 units, like the scores */
                        x[v] = _mm512_fmadd_ps(mm_ld16(bias + (size_t)row * KB_S + key),
                                               _mm512_set1_ps(1.4426950409f), x[v]);
                    mx = _mm512_mask_max_ps(mx, keep[v], mx, x[v]);
                }
                attn_softmax_row(x, keep, mx, nk, &ws->m[r], &ws->l[r], ws->o[r], ws->p[r]);
            }
            /* O += P . v over the block's keys, 32 columns of O at a time */
            attn_pv(path, ws->o, (const kb_t(*)[BK])ws->p, vp, KB_S, j0, nk);
        }
        /* out = O / l */
        for (int r = 0; r < 32; r++) {
            const __m512 inv = _mm512_set1_ps(1.0f / ws->l[r]);
            for (int d = 0; d < ATT_DV; d += 32)
                mm_store32(out + (size_t)(i0 + r) * ldo + d, _mm512_mul_ps(_mm512_load_ps(&ws->o[r][d]), inv),
                           _mm512_mul_ps(_mm512_load_ps(&ws->o[r][d + 16]), inv));
        }
    }
}
