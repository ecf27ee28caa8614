/* p16_mamba2_ssd expert: Mamba-2's state-space dual (quadratic form), fused on AMX.
 *
 *   c[t] = sum_{u<=t} log(sigmoid(a_log[u]) + 1e-8)            (per b, h)
 *   s[i][j] = (q[i] . k[j]) exp(c[i] - c[j]) for j <= i, else 0
 *   out[i] = sum_j s[i][j] v[j] / max(|sum_j s[i][j]|, 1)
 *
 * Shapes: q, k, v, out [B][H][S][D]; a_log [B][H][S]; B, H, S, D arrive as KB_B, KB_H, KB_S,
 * KB_D (cpu preset: 1 x 16 x 1024 x 64, 2.15 GFLOP of useful matmul work).
 *
 * Strategy: the structure of flash attention (p01_flash_attention/expert.c) without its
 * softmax: no running max, no rescale, since every decay is <= 1.
 *   - Per (b, h): the cumulative log-decay in double (S logs), k packed as k^T in pairs of d
 *     (16 x 16 transposes of 32-bit pairs) and v in pairs of keys, both L2-resident.
 *   - For 32 query rows at a time, over the key blocks up to the diagonal: S = q . k^T in
 *     2 x 2 tiles; the decay applied in zmm registers. Off the diagonal it factors,
 *     exp(c_i - c_j) = exp(c_i - c_i0) exp(c_i0 - c_j), both factors <= 1 (i0 the block's first
 *     row, j < i0): 32 + BK exponentials per block instead of 32 x BK. On the diagonal block
 *     the exponentials are taken per element and masked (j <= i). Row sums in f32; the weights
 *     rounded to bf16 are the A operand of O += W . v in tiles; out = O / max(|sum|, 1).
 *   - (b, h) pairs are handed out statically: each costs the same.
 * What limits it: at D = 64 the tile work per block is small, so the per-score vector work
 * (decay multiply, sums, bf16 rounding) is a large share. bf16 only (AMX). */
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
#error "p16 expert is bf16-only: AMX TDPBF16PS multiplies bf16 (use naive.c for --dtype f32)"
#endif

KB_TUNE(BK, 128, 64, 128, 256); /* keys per block */

_Static_assert(KB_S % 32 == 0 && KB_D % 32 == 0 && BK % 32 == 0, "S, D, BK must be multiples of 32");

enum { DT = KB_D / 32, DG = KB_D / 16 };

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

/* e^x for x <= 0 (clamped at -87: e^-87 ~ 1.6e-38 is below anything that matters here) */
static inline __m512 exp16(__m512 x)
{
    x = _mm512_max_ps(x, _mm512_set1_ps(-87.0f));
    const __m512 n = _mm512_roundscale_ps(_mm512_mul_ps(x, _mm512_set1_ps(1.44269504f)),
                                          _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    __m512 r = _mm512_fnmadd_ps(n, _mm512_set1_ps(0.693145752f), x);
    r = _mm512_fnmadd_ps(n, _mm512_set1_ps(1.42860677e-06f), r);
    __m512 p = _mm512_set1_ps(1.0f / 720);
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f / 120));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f / 24));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f / 6));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(0.5f));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f));
    return _mm512_scalef_ps(p, n);
}

typedef struct work {
    float c[KB_S];              /* cumulative log-decay */
    float s[32][BK];            /* scores of a block */
    kb_bf16 w[32][BK];          /* decayed weights, bf16: the A operand of W . v */
    float o[32][KB_D];
    float l[32];                /* row sums of the weights */
} work;

static void head(const kb_bf16 *restrict q, const kb_bf16 *restrict kp, const kb_bf16 *restrict vp,
                 kb_bf16 *restrict out, work *restrict ws)
{
    for (int i0 = 0; i0 < KB_S; i0 += 32) {
        const kb_bf16 *q0 = q + (size_t)i0 * KB_D, *q1 = q0 + 16 * KB_D;
        memset(ws->o, 0, sizeof ws->o);
        for (int r = 0; r < 32; r++) ws->l[r] = 0.0f;
        const float ci0 = ws->c[i0];
        float ai[32]; /* exp(c_i - c_i0) <= 1 */
        for (int r = 0; r < 32; r += 16)
            _mm512_storeu_ps(ai + r, exp16(_mm512_sub_ps(_mm512_loadu_ps(ws->c + i0 + r), _mm512_set1_ps(ci0))));
        const int jend = i0 + 32;
        for (int j0 = 0; j0 < jend; j0 += BK) {
            const int nk = jend - j0 < BK ? jend - j0 : BK;
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
            /* decay: keys j < i0 by the factored form, the diagonal 32 keys per element */
            const int nfar = i0 - j0 < nk ? i0 - j0 : nk; /* keys j0 .. j0+nfar are < i0 */
            __m512 bj[BK / 16];
            for (int v = 0; v < nfar / 16; v++)
                bj[v] = exp16(_mm512_sub_ps(_mm512_set1_ps(ci0), _mm512_loadu_ps(ws->c + j0 + 16 * v)));
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
                                                 : key + 15 <= row ? (__mmask16)0xffff
                                                                   : (__mmask16)((1u << (row - key + 1)) - 1);
                            const __m512 d = exp16(_mm512_sub_ps(_mm512_set1_ps(ws->c[row]),
                                                                 _mm512_loadu_ps(ws->c + key)));
                            w2[e] = _mm512_maskz_mul_ps(keep, sv, d);
                        }
                    }
                    sum = _mm512_add_ps(sum, _mm512_add_ps(w2[0], w2[1]));
                    _mm512_store_si512(&ws->w[r][16 * v], (__m512i)_mm512_cvtne2ps_pbh(w2[1], w2[0]));
                }
                ws->l[r] += _mm512_reduce_add_ps(sum);
            }
            for (int d = 0; d < KB_D; d += 32) {
                _tile_loadd(0, &ws->o[0][d], KB_D * 4);
                _tile_loadd(1, &ws->o[0][d + 16], KB_D * 4);
                _tile_loadd(2, &ws->o[16][d], KB_D * 4);
                _tile_loadd(3, &ws->o[16][d + 16], KB_D * 4);
                for (int jj = 0; jj < nk; jj += 32) {
                    const int kb = (j0 + jj) / 32;
                    _tile_loadd(4, &ws->w[0][jj], BK * 2);
                    _tile_loadd(5, &ws->w[16][jj], BK * 2);
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
        for (int r = 0; r < 32; r++) {
            const float den = fabsf(ws->l[r]) > 1.0f ? fabsf(ws->l[r]) : 1.0f;
            const __m512 inv = _mm512_set1_ps(1.0f / den);
            for (int d = 0; d < KB_D; d += 32) {
                const __m512 lo = _mm512_mul_ps(_mm512_load_ps(&ws->o[r][d]), inv);
                const __m512 hi = _mm512_mul_ps(_mm512_load_ps(&ws->o[r][d + 16]), inv);
                _mm512_storeu_si512(out + (size_t)(i0 + r) * KB_D + d, (__m512i)_mm512_cvtne2ps_pbh(hi, lo));
            }
        }
    }
}

void kernel(const kb_bf16 *restrict q /* [B][H][S][D] */, const kb_bf16 *restrict k /* [B][H][S][D] */,
            const kb_bf16 *restrict v /* [B][H][S][D] */, const kb_bf16 *restrict a_log /* [B][H][S] */,
            kb_bf16 *restrict out /* [B][H][S][D] */)
{
    if (syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18 /* XTILEDATA */) != 0)
        abort();
    #pragma omp parallel num_threads(KB_THREADS)
    {
        tile_config cfg = {.palette = 1};
        for (int t = 0; t < 8; t++) cfg.rows[t] = 16, cfg.colsb[t] = 64;
        _tile_loadconfig(&cfg);
        kb_bf16 *kp = aligned_alloc(64, (size_t)KB_S * KB_D * sizeof(kb_bf16));
        kb_bf16 *vp = aligned_alloc(64, (size_t)KB_S * KB_D * sizeof(kb_bf16));
        work *ws = aligned_alloc(64, sizeof(work));
        #pragma omp for schedule(static)
        for (int bh = 0; bh < KB_B * KB_H; bh++) {
            const size_t off = (size_t)bh * KB_S * KB_D;
            double run = 0.0;
            for (int t = 0; t < KB_S; t++) {
                const double a = 1.0 / (1.0 + exp(-(double)kb_bf16_to_f32(a_log[(size_t)bh * KB_S + t])));
                run += log(a + 1e-8);
                ws->c[t] = (float)run;
            }
            pack_k(k + off, KB_D, kp);
            pack_v(v + off, KB_D, vp);
            head(q + off, kp, vp, out + off, ws);
        }
        _tile_release();
        free(ws);
        free(vp);
        free(kp);
    }
}
