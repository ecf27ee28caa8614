/* p13_cross_entropy expert: the LM head and the cross-entropy loss, fused.
 *
 *   logits[b][v] = sum_h hidden[b][h] * w[h][v]
 *   loss = mean_b (log sum_v exp(logits[b][v]) - logits[b][labels[b]])
 *
 * Shapes: hidden [B][H] final hidden states, w [H][V] LM head, labels [B] int32 token ids,
 * loss [1]; B, H, V arrive as KB_B, KB_H, KB_V (cpu preset: 128 x 1024 x 32768: 8.6 GFLOP, and
 * 64 MB of w that must stream from memory once).
 *
 * Strategy: the logits are never materialised.
 *   - hidden is packed once into AMX tiles (16 x 32 bf16, 1 KB each; B x H bf16 = 256 KB at the
 *     cpu preset) and stays in each core's L2 for the whole call.
 *   - Each thread owns panels of NP vocabulary columns. It packs w[:, panel] into the pairs-of-k
 *     layout (H x NP bf16, in L2) while prefetching the next panel's rows, then computes the
 *     B x NP logits of the panel block by block: 32 x 32 in four f32 tiles (2 x 2) over all H.
 *   - Each finished block feeds a lane-wise online log-sum-exp: per row, 16 running maxima and
 *     16 running sums (zmm registers' worth in an L1 array), s = s e^(m - m') + e^(x - m'),
 *     with e^x by a polynomial and vscalefps. No horizontal work until the end. The label's
 *     logit is picked out of the block that holds it.
 *   - At the end the per-thread, per-lane (max, sum) pairs of each row are merged in double,
 *     and the mean loss is rounded once.
 * What limits it: streaming w (64 MB) from memory, which the AMX work (about as long at full
 * rate) should hide; and the exp of every logit (4 M per call) on the vector units.
 * bf16 only (AMX). */
#define _GNU_SOURCE /* syscall() under -std=c17 */
#include <immintrin.h>
#include <math.h>
#include <omp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "kbench.h"

#ifdef KB_DTYPE_F32
#error "p13 expert is bf16-only: AMX TDPBF16PS multiplies bf16 (use naive.c for --dtype f32)"
#endif

KB_TUNE(NP, 512, 256, 512);  /* vocabulary columns per packed w panel (H x NP bf16 in L2) */
KB_TUNE(PFW, 1, 0, 1);       /* prefetch the next panel's rows of w while computing */

_Static_assert(KB_H % 32 == 0 && KB_V % 32 == 0, "H and V must be multiples of 32");
_Static_assert(NP % 32 == 0, "NP must be a multiple of 32");

enum { BP = (KB_B + 31) / 32 * 32, HT = KB_H / 32, PANELS = (KB_V + NP - 1) / NP };

typedef struct tile_config {
    uint8_t palette, start_row, reserved[14];
    uint16_t colsb[16];
    uint8_t rows[16];
} tile_config;

/* e^x, x >= -87 (callers clamp): n = round(x / ln2), r = x - n ln2 in two steps, degree-6
 * Taylor polynomial of e^r (relative error < 2e-7), times 2^n by vscalefps. */
static inline __m512 exp16(__m512 x)
{
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

/* hidden -> hp[BP/16][H/32][16][32], rows past B zero */
static void pack_hidden(const kb_bf16 *restrict hidden, kb_bf16 *restrict hp, int i)
{
    for (int t = 0; t < HT; t++)
        for (int r = 0; r < 16; r++) {
            const int row = 16 * i + r;
            __m512i v = row < KB_B ? _mm512_loadu_si512(hidden + (size_t)row * KB_H + 32 * t)
                                   : _mm512_setzero_si512();
            _mm512_store_si512(hp + ((size_t)i * HT + t) * 512 + r * 32, v);
        }
}

/* w[:, j0..j0+np) -> wp[np/16][H/2][16][2]: sliver s, k step t is the 1 KB tile at
 * wp + s*16*H + t*512; row p of it holds 16 words {w[2p][j], w[2p+1][j]}. */
static void pack_w(const kb_bf16 *restrict w, int j0, int np, kb_bf16 *restrict wp)
{
    const __m512i lo = _mm512_set_epi16(47, 15, 46, 14, 45, 13, 44, 12, 43, 11, 42, 10, 41, 9,
                                        40, 8, 39, 7, 38, 6, 37, 5, 36, 4, 35, 3, 34, 2, 33, 1,
                                        32, 0);
    const __m512i hi = _mm512_add_epi16(lo, _mm512_set1_epi16(16));
    for (int k = 0; k < KB_H; k += 2) {
        const kb_bf16 *r0 = w + (size_t)k * KB_V + j0, *r1 = r0 + KB_V;
        for (int j = 0; j < np; j += 32) {
            __m512i x0 = _mm512_loadu_si512(r0 + j), x1 = _mm512_loadu_si512(r1 + j);
            kb_bf16 *dst = wp + (size_t)j * KB_H + (size_t)k * 16;
            _mm512_store_si512(dst, _mm512_permutex2var_epi16(x0, lo, x1));
            _mm512_store_si512(dst + 16 * KB_H, _mm512_permutex2var_epi16(x0, hi, x1));
        }
    }
}

/* per-thread online log-sum-exp state: 16 lanes of (max, sum) per row */
typedef struct lse_row { float m[16], s[16]; } lse_row;

void kernel(const kb_bf16 *restrict hidden /* [B][H] */, const kb_bf16 *restrict w /* [H][V] */,
            const int32_t *restrict labels /* [B] */, kb_bf16 *restrict loss /* [1] */)
{
    if (syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18 /* XTILEDATA */) != 0)
        abort();
    int used = 1; /* threads the region really got (OpenMP may give fewer than asked) */
    kb_bf16 *hp = aligned_alloc(64, (size_t)BP * KB_H * sizeof(kb_bf16));
    lse_row *lse = aligned_alloc(64, (size_t)KB_THREADS * BP * sizeof(lse_row));
    float *lab = aligned_alloc(64, (size_t)BP * sizeof(float)); /* each row's label logit */
    #pragma omp parallel num_threads(KB_THREADS)
    {
        tile_config cfg = {.palette = 1};
        for (int t = 0; t < 8; t++) cfg.rows[t] = 16, cfg.colsb[t] = 64;
        _tile_loadconfig(&cfg);
        kb_bf16 *wp = aligned_alloc(64, (size_t)KB_H * NP * sizeof(kb_bf16));
        _Alignas(64) float acc[4][16][16];
        const int me = omp_get_thread_num(), nthreads = omp_get_num_threads();
        #pragma omp master
        used = nthreads;
        lse_row *my = lse + (size_t)me * BP;
        for (int r = 0; r < BP; r++)
            for (int l = 0; l < 16; l++) my[r].m[l] = -87.0f, my[r].s[l] = 0.0f;

        #pragma omp for schedule(static)
        for (int i = 0; i < BP / 16; i++) pack_hidden(hidden, hp, i);

        /* this thread's panels: a contiguous range, so "the next panel" is jp + 1 */
        const int p_begin = (int)((long)PANELS * me / nthreads);
        const int p_end = (int)((long)PANELS * (me + 1) / nthreads);
        for (int jp = p_begin; jp < p_end; jp++) {
            const int j0 = jp * NP, np = KB_V - j0 < NP ? KB_V - j0 : NP;
            pack_w(w, j0, np, wp);
            /* this thread's next panel, prefetched into L2 a few lines per k step below */
            const int jn = jp + 1 < p_end ? (jp + 1) * NP : -1;
            const int nn = jn < 0 ? 0 : (KB_V - jn < NP ? KB_V - jn : NP);
            const size_t pf_lines = (size_t)KB_H * (size_t)nn * sizeof(kb_bf16) / 64;
            const int lines_per_row = nn * (int)sizeof(kb_bf16) / 64;
            size_t pf = 0;
            for (int i = 0; i < BP; i += 32) {
                const kb_bf16 *h0 = hp + (size_t)(i / 16) * HT * 512, *h1 = h0 + (size_t)HT * 512;
                for (int j = 0; j < np; j += 32) {
                    const kb_bf16 *w0 = wp + (size_t)j * KB_H, *w1 = w0 + (size_t)16 * KB_H;
                    _tile_zero(0);
                    _tile_zero(1);
                    _tile_zero(2);
                    _tile_zero(3);
                    for (int t = 0; t < HT; t++) {
                        _tile_loadd(4, h0 + (size_t)t * 512, 64);
                        _tile_loadd(5, h1 + (size_t)t * 512, 64);
                        _tile_loadd(6, w0 + (size_t)t * 512, 64);
                        _tile_loadd(7, w1 + (size_t)t * 512, 64);
                        _tile_dpbf16ps(0, 4, 6);
                        _tile_dpbf16ps(1, 4, 7);
                        _tile_dpbf16ps(2, 5, 6);
                        _tile_dpbf16ps(3, 5, 7);
                        if (PFW)
                            for (int q = 0; q < 4 && pf < pf_lines; q++, pf++)
                                _mm_prefetch((const char *)(w + (size_t)(pf / lines_per_row) * KB_V + jn) +
                                                 (pf % lines_per_row) * 64,
                                             _MM_HINT_T1);
                    }
                    _tile_stored(0, acc[0], 64);
                    _tile_stored(1, acc[1], 64);
                    _tile_stored(2, acc[2], 64);
                    _tile_stored(3, acc[3], 64);
                    const int rows = KB_B - i < 32 ? KB_B - i : 32;
                    for (int r = 0; r < rows; r++) {
                        const float *t = acc[(r / 16) * 2][r % 16];
                        const __m512 lo = _mm512_load_ps(t), hi = _mm512_load_ps(t + 256);
                        lse_row *st = &my[i + r];
                        const __m512 m = _mm512_load_ps(st->m);
                        const __m512 mn = _mm512_max_ps(m, _mm512_max_ps(lo, hi));
                        __m512 s = _mm512_mul_ps(_mm512_load_ps(st->s), exp16(_mm512_sub_ps(m, mn)));
                        s = _mm512_add_ps(s, exp16(_mm512_max_ps(_mm512_sub_ps(lo, mn), _mm512_set1_ps(-87.0f))));
                        s = _mm512_add_ps(s, exp16(_mm512_max_ps(_mm512_sub_ps(hi, mn), _mm512_set1_ps(-87.0f))));
                        _mm512_store_ps(st->m, mn);
                        _mm512_store_ps(st->s, s);
                        const unsigned c = (unsigned)(labels[i + r] - (j0 + j));
                        if (c < 32) lab[i + r] = c < 16 ? t[c] : t[256 + c - 16];
                    }
                }
            }
        }
        _tile_release();
        free(wp);
    }
    /* merge: per row, the log-sum-exp over threads and lanes, in double */
    double total = 0;
    for (int r = 0; r < KB_B; r++) {
        double mx = -INFINITY, sum = 0;
        for (int th = 0; th < used; th++)
            for (int l = 0; l < 16; l++) mx = fmax(mx, lse[(size_t)th * BP + r].m[l]);
        for (int th = 0; th < used; th++)
            for (int l = 0; l < 16; l++) {
                const lse_row *st = &lse[(size_t)th * BP + r];
                sum += st->s[l] * exp(st->m[l] - mx);
            }
        total += mx + log(sum) - lab[r];
    }
    loss[0] = kb_f32_to_bf16((float)(total / KB_B));
    free(lab);
    free(lse);
    free(hp);
}
