/* p02_gqa_attention expert: causal grouped-query attention, fused (flash attention on AMX).
 *
 *   g = h / (HQ / HKV);  s[i][j] = sum_d q[b][i][h][d] k[b][j][g][d] / sqrt(D) for j <= i
 *   out[b][i][h] = sum_{j <= i} softmax_j(s[i][j]) v[b][j][g]
 *
 * Shapes: q, out [B][S][HQ][D] (token-major), k, v [B][S][HKV][D]; B, S, HQ, HKV, D arrive as
 * KB_B, KB_S, KB_HQ, KB_HKV, KB_D (cpu preset: 1 x 1024 x 32 x 2 x 128: 16 query heads per kv
 * head, 8.6 GFLOP of useful matmul work).
 *
 * Strategy: the flash attention of p01_flash_attention/expert.c, reading the token-major
 * tensors in place (no layout copies, which the lib baseline makes both ways):
 *   - Query heads are handed out in contiguous ranges, so a thread's heads share a kv head:
 *     k and v of a kv head are packed once into AMX operand layouts (k^T in pairs of d, v in
 *     pairs of keys) and reused, L2-resident, by all 16 query heads of the group.
 *   - A block of 32 query rows is copied into a contiguous 8 KB buffer first: its rows are
 *     HQ * D * 2 = 8 KB apart in q, so a tile load straight from q would put all 16 rows in one
 *     L1 set.
 *   - Per key block: S = q . k^T in tiles, online softmax in zmm registers (base-2 exponent,
 *     degree-4 polynomial + vscalefps, causal mask on the diagonal block only, lazy rescale),
 *     O += P . v in tiles; out = O / l rounded once.
 * What limits it: the softmax's vector work beside the tile multiplies (one exp per score).
 * bf16 only (AMX). */
#define _GNU_SOURCE /* syscall() under -std=c17 */
#include <immintrin.h>
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "kbench.h"

#ifdef KB_DTYPE_F32
#error "p02 expert is bf16-only: AMX TDPBF16PS multiplies bf16 (use naive.c for --dtype f32)"
#endif

KB_TUNE(BK, 128, 64, 128, 256); /* keys per block */

_Static_assert(KB_S % 32 == 0 && KB_D % 32 == 0, "S and D must be multiples of 32");
_Static_assert(BK % 32 == 0, "BK must be a multiple of 32");

enum { DT = KB_D / 32 /* d steps of 32 */, DG = KB_D / 16 /* d groups of 16 */ };

typedef struct tile_config {
    uint8_t palette, start_row, reserved[14];
    uint16_t colsb[16];
    uint8_t rows[16];
} tile_config;

/* 16 x 16 transpose of 32-bit elements: r[n][c] -> r[c][n], in four butterfly stages. */
static inline void transpose16(__m512i r[16])
{
    for (int k = 8; k >= 1; k /= 2) {
        int lo_idx[16], hi_idx[16];
        for (int c = 0; c < 16; c++) {
            lo_idx[c] = (c & k) ? 16 + c - k : c;
            hi_idx[c] = (c & k) ? 16 + c : c + k;
        }
        const __m512i li = _mm512_loadu_si512(lo_idx), hi = _mm512_loadu_si512(hi_idx);
        for (int i = 0; i < 16; i++)
            if (!(i & k)) {
                const __m512i a = r[i], b = r[i + k];
                r[i] = _mm512_permutex2var_epi32(a, li, b);
                r[i + k] = _mm512_permutex2var_epi32(a, hi, b);
            }
    }
}

/* k [S][D] (row stride ldk) -> kp[S/16][D/32][16][16] pairs: tile (g, t) row p column n holds
 * {k[16g+n][32t+2p], k[16g+n][32t+2p+1]}: the B operand of q . k^T. */
static void pack_k(const kb_bf16 *restrict k, size_t ldk, kb_bf16 *restrict kp)
{
    for (int g = 0; g < KB_S / 16; g++)
        for (int t = 0; t < DT; t++) {
            __m512i r[16];
            for (int n = 0; n < 16; n++) r[n] = _mm512_loadu_si512(k + (size_t)(16 * g + n) * ldk + 32 * t);
            transpose16(r);
            kb_bf16 *dst = kp + ((size_t)g * DT + t) * 512;
            for (int p = 0; p < 16; p++) _mm512_store_si512(dst + 32 * p, r[p]);
        }
}

/* v [S][D] (row stride ldv) -> vp[S/32][D/16][16][16] pairs: tile (kb, dg) row p column n holds
 * {v[32kb+2p][16dg+n], v[32kb+2p+1][16dg+n]}: the B operand of P . v. */
static void pack_v(const kb_bf16 *restrict v, size_t ldv, kb_bf16 *restrict vp)
{
    const __m512i lo = _mm512_set_epi16(47, 15, 46, 14, 45, 13, 44, 12, 43, 11, 42, 10, 41, 9,
                                        40, 8, 39, 7, 38, 6, 37, 5, 36, 4, 35, 3, 34, 2, 33, 1,
                                        32, 0);
    const __m512i hi = _mm512_add_epi16(lo, _mm512_set1_epi16(16));
    for (int kb = 0; kb < KB_S / 32; kb++)
        for (int p = 0; p < 16; p++) {
            const kb_bf16 *r0 = v + (size_t)(32 * kb + 2 * p) * ldv, *r1 = r0 + ldv;
            for (int d = 0; d < KB_D; d += 32) {
                const __m512i x0 = _mm512_loadu_si512(r0 + d), x1 = _mm512_loadu_si512(r1 + d);
                kb_bf16 *dst = vp + ((size_t)kb * DG + d / 16) * 512 + 32 * p;
                _mm512_store_si512(dst, _mm512_permutex2var_epi16(x0, lo, x1));
                _mm512_store_si512(dst + 512, _mm512_permutex2var_epi16(x0, hi, x1));
            }
        }
}

/* 2^x for x <= 8 or so: n = round(x), f = x - n in [-1/2, 1/2], 2^f = e^(f ln2) by its
 * degree-4 Taylor polynomial (relative error < 4e-5), times 2^n by vscalefps (0 for very
 * negative x). */
static inline __m512 exp2_16(__m512 x)
{
    const __m512 n = _mm512_roundscale_ps(x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    const __m512 f = _mm512_mul_ps(_mm512_sub_ps(x, n), _mm512_set1_ps(0.6931471806f));
    __m512 p = _mm512_set1_ps(1.0f / 24);
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(1.0f / 6));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(0.5f));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(1.0f));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(1.0f));
    return _mm512_scalef_ps(p, n);
}

/* Attention for one (b, h): q, out rows at stride ldq, packed kp and vp. Scratch from ws. */
typedef struct work {
    kb_bf16 q[32][KB_D];        /* the query block, contiguous */
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
        for (int r = 0; r < 32; r++)
            memcpy(ws->q[r], q + (size_t)(i0 + r) * ldq, KB_D * sizeof(kb_bf16));
        const kb_bf16 *q0 = ws->q[0], *q1 = ws->q[16];
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
                    _tile_loadd(4, q0 + 32 * t, KB_D * 2);
                    _tile_loadd(5, q1 + 32 * t, KB_D * 2);
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

void kernel(const kb_bf16 *restrict q /* [B][S][HQ][D] */, const kb_bf16 *restrict k /* [B][S][HKV][D] */,
            const kb_bf16 *restrict v /* [B][S][HKV][D] */, kb_bf16 *restrict out /* [B][S][HQ][D] */)
{
    if (syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18 /* XTILEDATA */) != 0)
        abort();
    enum { G = KB_HQ / KB_HKV };
    #pragma omp parallel num_threads(KB_THREADS)
    {
        tile_config cfg = {.palette = 1};
        for (int t = 0; t < 8; t++) cfg.rows[t] = 16, cfg.colsb[t] = 64;
        _tile_loadconfig(&cfg);
        kb_bf16 *kp = aligned_alloc(64, (size_t)KB_S * KB_D * sizeof(kb_bf16));
        kb_bf16 *vp = aligned_alloc(64, (size_t)KB_S * KB_D * sizeof(kb_bf16));
        work *ws = aligned_alloc(64, sizeof(work));
        int packed = -1; /* the (b, g) whose k and v are in kp, vp */
        #pragma omp for schedule(static)
        for (int bh = 0; bh < KB_B * KB_HQ; bh++) {
            const int b = bh / KB_HQ, h = bh % KB_HQ, bg = b * KB_HKV + h / G;
            if (bg != packed) {
                const size_t kv = (size_t)b * KB_S * KB_HKV * KB_D + (size_t)(h / G) * KB_D;
                pack_k(k + kv, KB_HKV * KB_D, kp);
                pack_v(v + kv, KB_HKV * KB_D, vp);
                packed = bg;
            }
            const size_t qo = (size_t)b * KB_S * KB_HQ * KB_D + (size_t)h * KB_D;
            head(q + qo, KB_HQ * KB_D, kp, vp, out + qo, KB_HQ * KB_D, ws);
        }
        _tile_release();
        free(ws);
        free(vp);
        free(kp);
    }
}
