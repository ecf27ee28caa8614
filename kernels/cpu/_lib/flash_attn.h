/* _lib/flash_attn.h: causal flash attention of one head on AMX, head(), shared by p01 and p02
 * (the strategy is in p01_flash_attention/expert.c.in). The including file defines KB_S, KB_D,
 * KB_TUNE BK (keys per block, a multiple of 32), enum constants DT = KB_D / 32 and
 * DG = KB_D / 16, and FA_COPY_Q: 1 copies each block of 32 query rows into a contiguous buffer
 * first (for q rows so far apart that a tile load would put them in one L1 set), 0 loads the
 * tiles straight from q. Spliced into experts by tools/kernels/amalgamate. */
#include "attn_pack.h"

#include "attn_tiles.h"

/* Attention for one (b, h): q, out rows at stride ldq, packed kp and vp. Scratch from ws. */
typedef struct work {
#if FA_COPY_Q
    kb_bf16 q[32][KB_D]; /* the query block, contiguous */
#endif
    float s[32][BK];    /* scores of a block, f32 */
    kb_bf16 p[32][BK];  /* probabilities, bf16: the A operand of P . v */
    float o[32][KB_D];  /* the output accumulator */
    float m[32], l[32]; /* running max (base-2 units) and sum per row */
} work;

static void head(const kb_bf16 *restrict q, size_t ldq, const kb_bf16 *restrict kp,
                 const kb_bf16 *restrict vp, kb_bf16 *restrict out, size_t ldo, work *restrict ws)
{
    const float c = (float)(1.4426950408889634 / sqrt((double)KB_D)); /* scale * log2(e) */
    for (int i0 = 0; i0 < KB_S; i0 += 32) {
#if FA_COPY_Q
        for (int r = 0; r < 32; r++) memcpy(ws->q[r], q + (size_t)(i0 + r) * ldq, KB_D * sizeof(kb_bf16));
        const kb_bf16 *q0 = ws->q[0], *q1 = ws->q[16];
#else
        const kb_bf16 *q0 = q + (size_t)i0 * ldq, *q1 = q0 + 16 * ldq;
#endif
        memset(ws->o, 0, sizeof ws->o);
        for (int r = 0; r < 32; r++) ws->m[r] = -INFINITY, ws->l[r] = 0.0f;
        const int jend = i0 + 32; /* keys 0 .. i0+31 can be visible */
        for (int j0 = 0; j0 < jend; j0 += BK) {
            const int nk = jend - j0 < BK ? (jend - j0 + 31) / 32 * 32 : BK; /* keys used */
            /* S = q . k^T for keys j0 .. j0+nk, 32 at a time */
            for (int jj = 0; jj < nk; jj += 32)
#if FA_COPY_Q
                attn_qk(q0, q1, KB_D * 2, kp, (j0 + jj) / 16, ws->s, jj);
#else
                attn_qk(q0, q1, (long)(ldq * sizeof(kb_bf16)), kp, (j0 + jj) / 16, ws->s, jj);
#endif
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
                    mx = _mm512_mask_max_ps(mx, keep[v], mx, x[v]);
                }
                attn_softmax_row(x, keep, mx, nk, &ws->m[r], &ws->l[r], ws->o[r], ws->p[r]);
            }
            /* O += P . v over the block's keys, 32 columns of O at a time */
            attn_pv(ws->o, ws->p, vp, j0, nk);
        }
        /* out = O / l */
        for (int r = 0; r < 32; r++) {
            const __m512 inv = _mm512_set1_ps(1.0f / ws->l[r]);
            for (int d = 0; d < KB_D; d += 32) {
                const __m512 lo = _mm512_mul_ps(_mm512_load_ps(&ws->o[r][d]), inv);
                const __m512 hi = _mm512_mul_ps(_mm512_load_ps(&ws->o[r][d + 16]), inv);
                _mm512_storeu_si512(out + (size_t)(i0 + r) * ldo + d, (__m512i)_mm512_cvtne2ps_pbh(hi, lo));
            }
        }
    }
}
