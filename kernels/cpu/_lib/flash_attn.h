/* _lib/flash_attn.h: causal flash attention of one head on AMX, head(), shared by p01 and p02
 * (the strategy is in p01_flash_attention/expert.c.in). The including file defines KB_S, KB_D,
 * KB_TUNE BK (keys per block, a multiple of 32), enum constants DT = KB_D / 32 and
 * DG = KB_D / 16, and FA_COPY_Q: 1 copies each block of 32 query rows into a contiguous buffer
 * first (for q rows so far apart that a tile load would put them in one L1 set), 0 loads the
 * tiles straight from q. Spliced into experts by tools/kernels/amalgamate. */
#include "attn_pack.h"

#include "exp2_16.h"

/* Attention for one (b, h): q, out rows at stride ldq, packed kp and vp. Scratch from ws. */
typedef struct work {
#if FA_COPY_Q
    kb_bf16 q[32][KB_D];        /* the query block, contiguous */
#endif
    float s[32][BK];            /* scores of a block, f32 */
    kb_bf16 p[32][BK];          /* probabilities, bf16: the A operand of P . v */
    float o[32][KB_D];          /* the output accumulator */
    float m[32], l[32];         /* running max (base-2 units) and sum per row */
} work;

static void head(const kb_bf16 *restrict q, size_t ldq, const kb_bf16 *restrict kp,
                 const kb_bf16 *restrict vp, kb_bf16 *restrict out, size_t ldo, work *restrict ws)
{
    const float c = (float)(1.4426950408889634 / sqrt((double)KB_D)); /* scale * log2(e) */
    for (int i0 = 0; i0 < KB_S; i0 += 32) {
#if FA_COPY_Q
        for (int r = 0; r < 32; r++)
            memcpy(ws->q[r], q + (size_t)(i0 + r) * ldq, KB_D * sizeof(kb_bf16));
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
            for (int jj = 0; jj < nk; jj += 32) {
                const int g = (j0 + jj) / 16;
                _tile_zero(0);
                _tile_zero(1);
                _tile_zero(2);
                _tile_zero(3);
                for (int t = 0; t < DT; t++) {
#if FA_COPY_Q
                    _tile_loadd(4, q0 + 32 * t, KB_D * 2);
                    _tile_loadd(5, q1 + 32 * t, KB_D * 2);
#else
                    _tile_loadd(4, q0 + 32 * t, (long)(ldq * sizeof(kb_bf16)));
                    _tile_loadd(5, q1 + 32 * t, (long)(ldq * sizeof(kb_bf16)));
#endif
                    _tile_loadd(6, kp + ((size_t)g * DT + t) * 512, 64);
                    _tile_loadd(7, kp + ((size_t)(g + 1) * DT + t) * 512, 64);
                    _tile_dpbf16ps(0, 4, 6);
                    _tile_dpbf16ps(1, 4, 7);
                    _tile_dpbf16ps(2, 5, 6);
                    _tile_dpbf16ps(3, 5, 7);
                }
                _tile_stored(0, &ws->s[0][jj], BK * 4);
                _tile_stored(1, &ws->s[0][jj + 16], BK * 4);
                _tile_stored(2, &ws->s[16][jj], BK * 4);
                _tile_stored(3, &ws->s[16][jj + 16], BK * 4);
            }
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
                            : key > row ? (__mmask16)0
                                        : (__mmask16)((1u << (row - key + 1)) - 1);
                    x[v] = _mm512_mul_ps(_mm512_load_ps(&ws->s[r][16 * v]), _mm512_set1_ps(c));
                    mx = _mm512_mask_max_ps(mx, keep[v], mx, x[v]);
                }
                const float bm = _mm512_reduce_max_ps(mx);
                if (bm > ws->m[r] + 8.0f) { /* lazy rescale: only when the max grew a lot */
                    const float alpha = exp2f(ws->m[r] - bm);
                    ws->l[r] *= alpha;
                    const __m512 av = _mm512_set1_ps(alpha);
                    for (int d = 0; d < KB_D; d += 16)
                        _mm512_store_ps(&ws->o[r][d], _mm512_mul_ps(_mm512_load_ps(&ws->o[r][d]), av));
                    ws->m[r] = bm;
                }
                const __m512 m = _mm512_set1_ps(ws->m[r]);
                __m512 sum = _mm512_setzero_ps();
                for (int v = 0; v < nk / 16; v += 2) {
                    const __m512 p0 = _mm512_maskz_mov_ps(keep[v], exp2_16(_mm512_sub_ps(x[v], m)));
                    const __m512 p1 = _mm512_maskz_mov_ps(keep[v + 1], exp2_16(_mm512_sub_ps(x[v + 1], m)));
                    sum = _mm512_add_ps(sum, _mm512_add_ps(p0, p1));
                    _mm512_store_si512(&ws->p[r][16 * v], (__m512i)_mm512_cvtne2ps_pbh(p1, p0));
                }
                ws->l[r] += _mm512_reduce_add_ps(sum);
            }
            /* O += P . v over the block's keys, 32 columns of O at a time */
            for (int d = 0; d < KB_D; d += 32) {
                _tile_loadd(0, &ws->o[0][d], KB_D * 4);
                _tile_loadd(1, &ws->o[0][d + 16], KB_D * 4);
                _tile_loadd(2, &ws->o[16][d], KB_D * 4);
                _tile_loadd(3, &ws->o[16][d + 16], KB_D * 4);
                for (int jj = 0; jj < nk; jj += 32) {
                    const int kb = (j0 + jj) / 32;
                    _tile_loadd(4, &ws->p[0][jj], BK * 2);
                    _tile_loadd(5, &ws->p[16][jj], BK * 2);
                    _tile_loadd(6, vp + ((size_t)kb * DG + d / 16) * 512, 64);
                    _tile_loadd(7, vp + ((size_t)kb * DG + d / 16 + 1) * 512, 64);
                    _tile_dpbf16ps(0, 4, 6);
                    _tile_dpbf16ps(1, 4, 7);
                    _tile_dpbf16ps(2, 5, 6);
                    _tile_dpbf16ps(3, 5, 7);
                }
                _tile_stored(0, &ws->o[0][d], KB_D * 4);
                _tile_stored(1, &ws->o[0][d + 16], KB_D * 4);
                _tile_stored(2, &ws->o[16][d], KB_D * 4);
                _tile_stored(3, &ws->o[16][d + 16], KB_D * 4);
            }
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
