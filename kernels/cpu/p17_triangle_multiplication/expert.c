/* p17_triangle_multiplication expert: AlphaFold's triangle multiplicative update (outgoing),
 * every product on AMX, in three phases.
 *
 *   a = x * mask[i][k];  l = (a.wl) * sigmoid(a.wlg);  r = (a.wr) * sigmoid(a.wrg)
 *   t[i][j][c] = sum_k l[i][k][c] r[j][k][c]
 *   u = t / sqrt(mean_c t^2 + EPS) * scale[c];  out = (u.wo) * sigmoid(x.wog)
 *
 * Shapes: x, out [N][N][C] pair representation; mask [N][N]; wl, wr, wlg, wrg, wo, wog [C][C];
 * scale [C]; N, C, EPS arrive as KB_N, KB_C, KB_EPS (cpu preset: N 192, C 128: 7.2 GFLOP of
 * projections and 1.8 GFLOP of triangle product).
 *
 * Strategy: the projections are computed transposed, so that every phase's output is already
 * in the layout the next phase multiplies, and no tensor is transposed on its own:
 *   A. For 32 pairs (i, k) at a time: x^T in pairs of channels (16 x 16 transposes of 32-bit
 *      pairs, in L1), then l^T and r^T (channel rows, pair columns) = W^T . x^T in
 *      2 x 2 tiles, each with its gate in the neighbouring tile: the epilogue applies the mask,
 *      the sigmoid gate and the bf16 rounding and writes channel-major planes L[c][i][k],
 *      R[c][j][k].
 *   B. Per channel: T_c = L_c . R_c^T (an N x N x N product; R_c^T in pairs of k by
 *      transposes, both zero-padded to a multiple of 32), T_c in bf16 written over L_c, each
 *      thread adds t^2 into its own sum-of-squares plane (merged in C: no races).
 *   C. For 32 pairs (i, j) at a time: u^T in pairs of channels straight from the T planes, with
 *      the norm applied on the way (1/rms per pair, scale per channel); out^T = wo^T . u^T and
 *      the gate wog^T . x^T (x^T transposed again) in tiles; out = o * sigmoid(g), transposed back
 *      16 x 16 in registers and stored pair-major.
 *   The two 9.4 MB planes come from 2 MB pages (big_alloc): page faults on fresh 4 KB pages
 *   cost more than all the arithmetic.
 * What limits it: K is only C = 128 (four tile steps per block), so tile loads, the gate
 * exponentials and the layout permutes are a large share beside the multiplies.
 * bf16 only (AMX). */
#define _GNU_SOURCE /* syscall() under -std=c17 */
#include <immintrin.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <omp.h>
#include "kbench.h"

#ifdef KB_DTYPE_F32
#error "p17 expert is bf16-only: AMX TDPBF16PS multiplies bf16 (use naive.c for --dtype f32)"
#endif

enum { NN = KB_N * KB_N, CT = KB_C / 32 /* channel steps */, CB = KB_C / 16 /* channel blocks */,
       NP = (KB_N + 31) / 32 * 32 /* N padded */, NT = NP / 32 };
_Static_assert(KB_C % 32 == 0, "C must be a multiple of 32");
_Static_assert(NN % 32 == 0, "N*N must be a multiple of 32 (pairs go 32 at a time)");

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

static inline __m512 bf16x16(const kb_bf16 *p)
{
    return _mm512_castsi512_ps(
        _mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_loadu_si256((const __m256i *)p)), 16));
}

/* sigmoid(x) = 1 / (1 + 2^(-x log2 e)): 2^z as 2^n 2^f, f in [-1/2, 1/2], 2^f = e^(f ln2) by a
 * degree-4 Taylor polynomial (relative error < 4e-5), 2^n by vscalefps (inf for huge z, and
 * then rcp14(inf) = 0), the reciprocal by rcp14 alone (relative error < 2^-14). Every gated
 * value is rounded to bf16 (2^-9) afterwards, so this is plenty, and it is half the work of an
 * f32-exact sigmoid: the gates are most of this kernel's vector work. */
static inline __m512 sigmoid16(__m512 x)
{
    const __m512 z = _mm512_mul_ps(x, _mm512_set1_ps(-1.44269504f));
    const __m512 n = _mm512_roundscale_ps(z, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    const __m512 f = _mm512_mul_ps(_mm512_sub_ps(z, n), _mm512_set1_ps(0.6931471806f));
    __m512 p = _mm512_set1_ps(1.0f / 24);
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(1.0f / 6));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(0.5f));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(1.0f));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(1.0f));
    return _mm512_rcp14_ps(_mm512_add_ps(_mm512_set1_ps(1.0f), _mm512_scalef_ps(p, n)));
}

/* Large scratch straight from the kernel, on 2 MB pages where it can: a fresh buffer on 4 KB
 * pages costs a page fault per 4 KB on first touch (measured here: ~0.5 ms per MB, which for
 * this kernel's 19 MB of planes was more than all its arithmetic), a 2 MB page one per 2 MB.
 * mmap, madvise and munmap go through syscall(): the screen allows it, the sandbox allows
 * memory calls. Nothing survives the call. */
typedef struct big { void *base; size_t len; } big;

static void *big_alloc(big *b, size_t n)
{
    const size_t huge = (size_t)2 << 20;
    b->len = (n + 2 * huge - 1) / huge * huge; /* room to align to 2 MB */
    const long p = syscall(SYS_mmap, NULL, b->len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == -1) abort();
    b->base = (void *)p;
    char *a = (char *)(((uintptr_t)p + huge - 1) & ~(uintptr_t)(huge - 1));
    syscall(SYS_madvise, a, (n + huge - 1) / huge * huge, MADV_HUGEPAGE);
    return a;
}

static void big_free(big *b) { syscall(SYS_munmap, b->base, b->len); }

/* W [C][C] -> W^T [C][C] bf16 (row c holds W[.][c]): the A operand of W^T . x^T */
static void transpose_w(const kb_bf16 *restrict w, kb_bf16 *restrict wt)
{
    for (int a = 0; a < KB_C; a++)
        for (int b = 0; b < KB_C; b++) wt[(size_t)b * KB_C + a] = w[(size_t)a * KB_C + b];
}

/* rows p0 .. p0+16 of a [rows][C] bf16 matrix -> 16 x 16-pair tiles [CT][16 pairs][16 rows]:
 * tile t row q holds {m[p0+n][32t+2q], m[p0+n][32t+2q+1]} for n = 0..15 */
static void pairs_t(const kb_bf16 *restrict m, size_t p0, kb_bf16 *restrict dst)
{
    for (int t = 0; t < CT; t++) {
        __m512i r[16];
        for (int n = 0; n < 16; n++) r[n] = _mm512_loadu_si512(m + (p0 + (size_t)n) * KB_C + 32 * t);
        transpose16(r);
        for (int q = 0; q < 16; q++) _mm512_store_si512(dst + (size_t)t * 512 + 32 * q, r[q]);
    }
}

#define TCFG()                                                                                 \
    do {                                                                                       \
        tile_config cfg = {.palette = 1};                                                      \
        for (int t_ = 0; t_ < 8; t_++) cfg.rows[t_] = 16, cfg.colsb[t_] = 64;                  \
        _tile_loadconfig(&cfg);                                                                \
    } while (0)

void kernel(const kb_bf16 *restrict x /* [N][N][C] */, const kb_bf16 *restrict mask /* [N][N] */,
            const kb_bf16 *restrict wl /* [C][C] */, const kb_bf16 *restrict wr /* [C][C] */,
            const kb_bf16 *restrict wlg /* [C][C] */, const kb_bf16 *restrict wrg /* [C][C] */,
            const kb_bf16 *restrict scale /* [C] */, const kb_bf16 *restrict wo /* [C][C] */,
            const kb_bf16 *restrict wog /* [C][C] */, kb_bf16 *restrict out /* [N][N][C] */)
{
    if (syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18 /* XTILEDATA */) != 0)
        abort();
    /* the six weights transposed: [0] wl [1] wlg [2] wr [3] wrg [4] wo [5] wog */
    kb_bf16 *wt = aligned_alloc(64, (size_t)6 * KB_C * KB_C * sizeof(kb_bf16));
    transpose_w(wl, wt);
    transpose_w(wlg, wt + 1 * KB_C * KB_C);
    transpose_w(wr, wt + 2 * KB_C * KB_C);
    transpose_w(wrg, wt + 3 * KB_C * KB_C);
    transpose_w(wo, wt + 4 * KB_C * KB_C);
    transpose_w(wog, wt + 5 * KB_C * KB_C);
    big bl, br;
    kb_bf16 *L = big_alloc(&bl, (size_t)KB_C * NN * sizeof(kb_bf16)); /* [c][i][k], then T [c][i][j] */
    kb_bf16 *R = big_alloc(&br, (size_t)KB_C * NN * sizeof(kb_bf16)); /* [c][j][k] */
    kb_bf16 *T = L; /* T_c overwrites L_c: phase B packs L_c before computing T_c */
    float *ms = aligned_alloc(64, (size_t)KB_THREADS * NN * sizeof(float)); /* per thread sum t^2 */
    int used = 1;
    #pragma omp parallel num_threads(KB_THREADS)
    {
        TCFG();
        const int me = omp_get_thread_num();
        #pragma omp master
        used = omp_get_num_threads();
        _Alignas(64) float acc[4][16][16];

        /* ---- A: x^T, then l^T and r^T with their gates and the mask ---- */
        #pragma omp for schedule(static)
        for (int blk = 0; blk < NN / 32; blk++) {
            const size_t p0 = (size_t)blk * 32;
            _Alignas(64) kb_bf16 x0[CT * 512], x1[CT * 512]; /* x^T pair tiles of the 32 pairs */
            pairs_t(x, p0, x0);
            pairs_t(x, p0 + 16, x1);
            const __m512 m0 = bf16x16(mask + p0), m1 = bf16x16(mask + p0 + 16);
            for (int side = 0; side < 2; side++) { /* 0: l from wl, wlg; 1: r from wr, wrg */
                const kb_bf16 *wa = wt + (size_t)(2 * side) * KB_C * KB_C, *wg = wa + KB_C * KB_C;
                kb_bf16 *dst = side ? R : L;
                for (int cb = 0; cb < CB; cb++) {
                    _tile_zero(0);
                    _tile_zero(1);
                    _tile_zero(2);
                    _tile_zero(3);
                    for (int t = 0; t < CT; t++) {
                        _tile_loadd(4, wa + (size_t)cb * 16 * KB_C + 32 * t, KB_C * 2);
                        _tile_loadd(5, wg + (size_t)cb * 16 * KB_C + 32 * t, KB_C * 2);
                        _tile_loadd(6, x0 + (size_t)t * 512, 64);
                        _tile_loadd(7, x1 + (size_t)t * 512, 64);
                        _tile_dpbf16ps(0, 4, 6);
                        _tile_dpbf16ps(1, 4, 7);
                        _tile_dpbf16ps(2, 5, 6);
                        _tile_dpbf16ps(3, 5, 7);
                    }
                    _tile_stored(0, acc[0], 64);
                    _tile_stored(1, acc[1], 64);
                    _tile_stored(2, acc[2], 64);
                    _tile_stored(3, acc[3], 64);
                    for (int c = 0; c < 16; c++) {
                        const __m512 p0v = _mm512_mul_ps(_mm512_load_ps(acc[0][c]), m0);
                        const __m512 p1v = _mm512_mul_ps(_mm512_load_ps(acc[1][c]), m1);
                        const __m512 g0 = _mm512_mul_ps(_mm512_load_ps(acc[2][c]), m0);
                        const __m512 g1 = _mm512_mul_ps(_mm512_load_ps(acc[3][c]), m1);
                        const __m512 v0 = _mm512_mul_ps(p0v, sigmoid16(g0)), v1 = _mm512_mul_ps(p1v, sigmoid16(g1));
                        _mm512_storeu_si512(dst + (size_t)(cb * 16 + c) * NN + p0, (__m512i)_mm512_cvtne2ps_pbh(v1, v0));
                    }
                }
            }
        }
        /* implicit barrier: L and R complete */

        /* ---- B: per channel, T_c = L_c . R_c^T, and the sums of squares ---- */
        {
            kb_bf16 *lp = aligned_alloc(64, (size_t)NP * NP * sizeof(kb_bf16)); /* [NP/16][NT][16][32] */
            kb_bf16 *rp = aligned_alloc(64, (size_t)NP * NP * sizeof(kb_bf16)); /* [NP/16][NT][16][16 pairs] */
            float *msm = ms + (size_t)me * NN;
            memset(msm, 0, sizeof(float) * NN);
            #pragma omp for schedule(static)
            for (int c = 0; c < KB_C; c++) {
                const kb_bf16 *Lc = L + (size_t)c * NN, *Rc = R + (size_t)c * NN;
                for (int i16 = 0; i16 < NP / 16; i16++)
                    for (int t = 0; t < NT; t++) {
                        __m512i r[16];
                        for (int n = 0; n < 16; n++) {
                            const int row = 16 * i16 + n, k0 = 32 * t;
                            const int cnt = row < KB_N ? (KB_N - k0 < 32 ? (KB_N - k0 > 0 ? KB_N - k0 : 0) : 32) : 0;
                            const __mmask32 mk = cnt >= 32 ? (__mmask32)0xffffffffu : (__mmask32)((1u << cnt) - 1);
                            const __m512i lv = _mm512_maskz_loadu_epi16(mk, Lc + (size_t)row * KB_N + k0);
                            _mm512_store_si512(lp + ((size_t)i16 * NT + t) * 512 + 32 * n, lv);
                            r[n] = _mm512_maskz_loadu_epi16(mk, Rc + (size_t)row * KB_N + k0);
                        }
                        transpose16(r);
                        for (int q = 0; q < 16; q++)
                            _mm512_store_si512(rp + ((size_t)i16 * NT + t) * 512 + 32 * q, r[q]);
                    }
                kb_bf16 *Tc = T + (size_t)c * NN;
                for (int i0 = 0; i0 < NP; i0 += 32)
                    for (int j0 = 0; j0 < NP; j0 += 32) {
                        _tile_zero(0);
                        _tile_zero(1);
                        _tile_zero(2);
                        _tile_zero(3);
                        for (int t = 0; t < NT; t++) {
                            _tile_loadd(4, lp + ((size_t)(i0 / 16) * NT + t) * 512, 64);
                            _tile_loadd(5, lp + ((size_t)(i0 / 16 + 1) * NT + t) * 512, 64);
                            _tile_loadd(6, rp + ((size_t)(j0 / 16) * NT + t) * 512, 64);
                            _tile_loadd(7, rp + ((size_t)(j0 / 16 + 1) * NT + t) * 512, 64);
                            _tile_dpbf16ps(0, 4, 6);
                            _tile_dpbf16ps(1, 4, 7);
                            _tile_dpbf16ps(2, 5, 6);
                            _tile_dpbf16ps(3, 5, 7);
                        }
                        _tile_stored(0, acc[0], 64);
                        _tile_stored(1, acc[1], 64);
                        _tile_stored(2, acc[2], 64);
                        _tile_stored(3, acc[3], 64);
                        for (int r = 0; r < 32 && i0 + r < KB_N; r++) {
                            const int nj = KB_N - j0 < 32 ? KB_N - j0 : 32;
                            const __mmask32 mj = nj >= 32 ? (__mmask32)0xffffffffu : (__mmask32)((1u << nj) - 1);
                            const float *a0 = acc[(r / 16) * 2][r % 16];
                            const __m512 t0 = _mm512_load_ps(a0), t1 = _mm512_load_ps(a0 + 256);
                            const size_t ij = (size_t)(i0 + r) * KB_N + j0;
                            _mm512_mask_storeu_epi16(Tc + ij, mj, (__m512i)_mm512_cvtne2ps_pbh(t1, t0));
                            const __mmask16 mlo = (__mmask16)mj, mhi = (__mmask16)(mj >> 16);
                            _mm512_mask_storeu_ps(msm + ij, mlo, _mm512_fmadd_ps(t0, t0, _mm512_maskz_loadu_ps(mlo, msm + ij)));
                            _mm512_mask_storeu_ps(msm + ij + 16, mhi, _mm512_fmadd_ps(t1, t1, _mm512_maskz_loadu_ps(mhi, msm + ij + 16)));
                        }
                    }
            }
            free(rp);
            free(lp);
        }
        /* implicit barrier: T and every thread's sums complete */

        /* ---- C: u^T with the norm, out^T = wo^T . u^T, gate = wog^T . x^T ---- */
        {
            _Alignas(64) kb_bf16 ut[2][CT][16][32]; /* u^T pair tiles for 32 pairs */
            _Alignas(64) float sc[KB_C];
            for (int c = 0; c < KB_C; c++) sc[c] = kb_bf16_to_f32(scale[c]);
            const kb_bf16 *wot = wt + (size_t)4 * KB_C * KB_C, *wogt = wt + (size_t)5 * KB_C * KB_C;
            #pragma omp for schedule(static)
            for (int blk = 0; blk < NN / 32; blk++) {
                const size_t p0 = (size_t)blk * 32;
                for (int h = 0; h < 2; h++) {
                    __m512 s = _mm512_setzero_ps();
                    for (int th = 0; th < used; th++) s = _mm512_add_ps(s, _mm512_loadu_ps(ms + (size_t)th * NN + p0 + 16 * h));
                    const __m512 inv = _mm512_div_ps(_mm512_set1_ps(1.0f),
                        _mm512_sqrt_ps(_mm512_add_ps(_mm512_mul_ps(s, _mm512_set1_ps(1.0f / KB_C)), _mm512_set1_ps(KB_EPS))));
                    for (int t = 0; t < CT; t++)
                        for (int q = 0; q < 16; q++) {
                            const int c = 32 * t + 2 * q;
                            const __m512 u0 = _mm512_mul_ps(_mm512_mul_ps(bf16x16(T + (size_t)c * NN + p0 + 16 * h), inv), _mm512_set1_ps(sc[c]));
                            const __m512 u1 = _mm512_mul_ps(_mm512_mul_ps(bf16x16(T + (size_t)(c + 1) * NN + p0 + 16 * h), inv), _mm512_set1_ps(sc[c + 1]));
                            /* pairs (u[c][n], u[c+1][n]): bf16 of u0 in the low half of each dword */
                            const __m512i b0 = _mm512_srli_epi32(_mm512_add_epi32(_mm512_castps_si512(u0), _mm512_add_epi32(_mm512_set1_epi32(0x7fff), _mm512_and_si512(_mm512_srli_epi32(_mm512_castps_si512(u0), 16), _mm512_set1_epi32(1)))), 16);
                            const __m512i b1 = _mm512_and_si512(_mm512_add_epi32(_mm512_castps_si512(u1), _mm512_add_epi32(_mm512_set1_epi32(0x7fff), _mm512_and_si512(_mm512_srli_epi32(_mm512_castps_si512(u1), 16), _mm512_set1_epi32(1)))), _mm512_set1_epi32((int)0xffff0000u));
                            _mm512_store_si512(ut[h][t][q], _mm512_or_si512(b0, b1));
                        }
                }
                _Alignas(64) kb_bf16 x0[CT * 512], x1[CT * 512]; /* x^T again: cheaper than keeping it */
                pairs_t(x, p0, x0);
                pairs_t(x, p0 + 16, x1);
                for (int cb = 0; cb < CB; cb++) {
                    _tile_zero(0);
                    _tile_zero(1);
                    _tile_zero(2);
                    _tile_zero(3);
                    for (int t = 0; t < CT; t++) {
                        _tile_loadd(4, wot + (size_t)cb * 16 * KB_C + 32 * t, KB_C * 2);
                        _tile_loadd(5, ut[0][t], 64);
                        _tile_loadd(6, ut[1][t], 64);
                        _tile_dpbf16ps(0, 4, 5);
                        _tile_dpbf16ps(1, 4, 6);
                        _tile_loadd(7, wogt + (size_t)cb * 16 * KB_C + 32 * t, KB_C * 2);
                        _tile_loadd(5, x0 + (size_t)t * 512, 64);
                        _tile_loadd(6, x1 + (size_t)t * 512, 64);
                        _tile_dpbf16ps(2, 7, 5);
                        _tile_dpbf16ps(3, 7, 6);
                    }
                    _tile_stored(0, acc[0], 64);
                    _tile_stored(1, acc[1], 64);
                    _tile_stored(2, acc[2], 64);
                    _tile_stored(3, acc[3], 64);
                    for (int h = 0; h < 2; h++) {
                        __m512i y[16]; /* rows: channels; columns: pairs */
                        for (int c = 0; c < 16; c++)
                            y[c] = _mm512_castps_si512(_mm512_mul_ps(_mm512_load_ps(acc[h][c]), sigmoid16(_mm512_load_ps(acc[2 + h][c]))));
                        transpose16(y); /* rows: pairs */
                        for (int n = 0; n < 16; n++)
                            _mm256_storeu_si256((__m256i *)(out + (p0 + 16 * h + (size_t)n) * KB_C + 16 * cb),
                                                (__m256i)_mm512_cvtneps_pbh(_mm512_castsi512_ps(y[n])));
                    }
                }
            }
        }
        _tile_release();
    }
    free(ms);
    big_free(&br);
    big_free(&bl);
    free(wt);
}
