/* p07_ragged_paged_attention expert: a continuous-batching step (decodes and chunked
 * prefills) over a paged KV cache, fused.
 *
 *   sequence i: query rows cu_q_lens[i] .. cu_q_lens[i+1]-1 (q_len), kv_len = kv_lens[i];
 *   row r sits at pos = kv_len - q_len + r and sees positions t <= pos:
 *   K[t] = kv_pages[page_indices[i][t/PAGE]][t%PAGE][g][0], V[t] = ...[g][1], g = h/(HQ/HKV)
 *   out[row][h] = sum_{t <= pos} softmax_t(q[row][h] . K[t] / sqrt(D)) V[t]   (no owner: 0)
 *
 * Shapes: q, out [T][HQ][D]; kv_pages [P][PAGE][HKV][2][D]; kv_lens [NS], page_indices
 * [NS][PPS], cu_q_lens [NS1] int32; the sizes arrive as KB_<name> (cpu preset: 512 rows, 16
 * slots, 16 query heads over 2 kv heads, D 128, pages of 16, up to 1024 positions).
 *
 * Strategy: one task per decode sequence and per (prefill sequence, kv head), largest first,
 * handed out dynamically (the batch is ragged by design).
 *   - Decodes (q_len 1): the p06 scheme. Scores on AMX transposed, S^T = K_page . q^T: the 16
 *     positions of a page are the A tile straight from the pool (rows 1 KB apart), the group's
 *     8 query heads (pairs of d) the B tile; softmax lane-wise over positions (a lane is a
 *     head); out = P . V with zmm FMAs, each V row converted once for 8 heads.
 *   - Prefills: flash attention per query head (p01's scheme) over the sequence's positions:
 *     its keys and values are gathered once per kv head, straight from the pages into the AMX
 *     operand layouts (k^T in pairs of d by 16 x 16 transposes, v in pairs of positions),
 *     zero-padded to 32; then for 32 query rows at a time S = q . k^T in tiles, an online
 *     softmax in zmm registers (base-2 exponent, polynomial + vscalefps, lazy rescale, the
 *     causal offset mask on the last key blocks only), O += P . v in tiles, out = O / l.
 *   - Rows no sequence owns are zeroed.
 * What limits it: the prefill chunks' softmax vector work beside the tile products, and the
 * gather of each prefill's pages (random in the pool). bf16 only (AMX). */
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
#error "p07 expert is bf16-only: AMX TDPBF16PS multiplies bf16 (use naive.c for --dtype f32)"
#endif

KB_TUNE(BK, 128, 64, 128); /* keys per block in the prefill path */

enum { G = KB_HQ / KB_HKV, DT = KB_D / 32, DG = KB_D / 16, MAXKV = KB_PPS * KB_PAGE,
       MAXKV32 = (MAXKV + 31) / 32 * 32, POS = KB_HKV * 2 * KB_D /* elements per position */ };
_Static_assert(KB_PAGE == 16, "a score tile holds one page: 16 positions");
_Static_assert(G <= 16 && KB_D % 32 == 0 && BK % 32 == 0, "<= 16 query heads per kv head, D % 32, BK % 32");

typedef struct tile_config {
    uint8_t palette, start_row, reserved[14];
    uint16_t colsb[16];
    uint8_t rows[16];
} tile_config;

static inline __m512 bf16x16(const kb_bf16 *p)
{
    return _mm512_castsi512_ps(
        _mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_loadu_si256((const __m256i *)p)), 16));
}

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

typedef struct work {
    /* prefill */
    kb_bf16 kp[MAXKV32 * KB_D];         /* k^T tiles: [pos/16][D/32][16][16 pairs] */
    kb_bf16 vp[MAXKV32 * KB_D];         /* v tiles: [pos/32][D/16][16 pairs][16] */
    kb_bf16 q[32][KB_D];
    float s[32][BK];
    kb_bf16 p[32][BK];
    float o[32][KB_D];
    float m[32], l[32];
    /* decode */
    kb_bf16 qp[KB_HKV][DT][16][32];
    float st[KB_HKV][MAXKV32][16];
    float od[KB_HQ][KB_D];
} work;

static inline const kb_bf16 *kv_row(const kb_bf16 *kv, const int32_t *table, int t, int g, int which)
{
    return kv + ((size_t)table[t / KB_PAGE] * KB_PAGE + t % KB_PAGE) * POS + (size_t)(g * 2 + which) * KB_D;
}

/* gather positions 0..L of kv head g into ws->kp / ws->vp, zero past L up to a multiple of 32 */
static void gather_kv(const kb_bf16 *kv, const int32_t *table, int L, int g, work *ws)
{
    const int L32 = (L + 31) / 32 * 32;
    for (int g16 = 0; g16 < L32 / 16; g16++)
        for (int t = 0; t < DT; t++) {
            __m512i r[16];
            for (int n = 0; n < 16; n++) {
                const int pos = 16 * g16 + n;
                r[n] = pos < L ? _mm512_loadu_si512(kv_row(kv, table, pos, g, 0) + 32 * t) : _mm512_setzero_si512();
            }
            transpose16(r);
            kb_bf16 *dst = ws->kp + ((size_t)g16 * DT + t) * 512;
            for (int p = 0; p < 16; p++) _mm512_store_si512(dst + 32 * p, r[p]);
        }
    const __m512i lo = _mm512_set_epi16(47, 15, 46, 14, 45, 13, 44, 12, 43, 11, 42, 10, 41, 9,
                                        40, 8, 39, 7, 38, 6, 37, 5, 36, 4, 35, 3, 34, 2, 33, 1,
                                        32, 0);
    const __m512i hi = _mm512_add_epi16(lo, _mm512_set1_epi16(16));
    for (int kb = 0; kb < L32 / 32; kb++)
        for (int p = 0; p < 16; p++) {
            const int t0 = 32 * kb + 2 * p;
            for (int d = 0; d < KB_D; d += 32) {
                const __m512i x0 = t0 < L ? _mm512_loadu_si512(kv_row(kv, table, t0, g, 1) + d) : _mm512_setzero_si512();
                const __m512i x1 = t0 + 1 < L ? _mm512_loadu_si512(kv_row(kv, table, t0 + 1, g, 1) + d) : _mm512_setzero_si512();
                kb_bf16 *dst = ws->vp + ((size_t)kb * DG + d / 16) * 512 + 32 * p;
                _mm512_store_si512(dst, _mm512_permutex2var_epi16(x0, lo, x1));
                _mm512_store_si512(dst + 512, _mm512_permutex2var_epi16(x0, hi, x1));
            }
        }
}

/* flash attention of one query head over the gathered keys: rows r = 0..nq (row stride ldq in
 * q and out) see keys t <= off + r; L keys (padded to 32 in kp, vp) */
static void prefill_head(const kb_bf16 *restrict q, size_t ldq, int nq, int L, int off,
                         kb_bf16 *restrict out, work *restrict ws)
{
    const float c = (float)(1.4426950408889634 / sqrt((double)KB_D)); /* scale * log2(e) */
    for (int i0 = 0; i0 < nq; i0 += 32) {
        const int rows = nq - i0 < 32 ? nq - i0 : 32;
        for (int r = 0; r < 32; r++) {
            if (r < rows) memcpy(ws->q[r], q + (size_t)(i0 + r) * ldq, KB_D * sizeof(kb_bf16));
            else memset(ws->q[r], 0, KB_D * sizeof(kb_bf16));
        }
        memset(ws->o, 0, sizeof ws->o);
        for (int r = 0; r < 32; r++) ws->m[r] = -INFINITY, ws->l[r] = 0.0f;
        int jend = off + i0 + rows; /* keys visible to the block's last real row */
        jend = jend > L ? L : jend;
        jend = (jend + 31) / 32 * 32;
        for (int j0 = 0; j0 < jend; j0 += BK) {
            const int nk = jend - j0 < BK ? jend - j0 : BK;
            for (int jj = 0; jj < nk; jj += 32) {
                const int g16 = (j0 + jj) / 16;
                _tile_zero(0);
                _tile_zero(1);
                _tile_zero(2);
                _tile_zero(3);
                for (int t = 0; t < DT; t++) {
                    _tile_loadd(4, ws->q[0] + 32 * t, KB_D * 2);
                    _tile_loadd(5, ws->q[16] + 32 * t, KB_D * 2);
                    _tile_loadd(6, ws->kp + ((size_t)g16 * DT + t) * 512, 64);
                    _tile_loadd(7, ws->kp + ((size_t)(g16 + 1) * DT + t) * 512, 64);
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
            const bool diag = j0 + nk - 1 > off + i0; /* some key past the first row's position */
            for (int r = 0; r < 32; r++) {
                const int pos = off + i0 + r; /* sees keys <= pos (and < L) */
                const int lim = pos < L - 1 ? pos : L - 1;
                __m512 x[BK / 16];
                __mmask16 keep[BK / 16];
                __m512 mx = _mm512_set1_ps(-INFINITY);
                for (int v = 0; v < nk / 16; v++) {
                    const int key = j0 + 16 * v;
                    keep[v] = (!diag && key + 15 < L) || key + 15 <= lim ? (__mmask16)0xffff
                            : key > lim ? (__mmask16)0
                                        : (__mmask16)((1u << (lim - key + 1)) - 1);
                    x[v] = _mm512_mul_ps(_mm512_load_ps(&ws->s[r][16 * v]), _mm512_set1_ps(c));
                    mx = _mm512_mask_max_ps(mx, keep[v], mx, x[v]);
                }
                const float bm = _mm512_reduce_max_ps(mx);
                if (bm > ws->m[r] + 8.0f) {
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
            for (int d = 0; d < KB_D; d += 32) {
                _tile_loadd(0, &ws->o[0][d], KB_D * 4);
                _tile_loadd(1, &ws->o[0][d + 16], KB_D * 4);
                _tile_loadd(2, &ws->o[16][d], KB_D * 4);
                _tile_loadd(3, &ws->o[16][d + 16], KB_D * 4);
                for (int jj = 0; jj < nk; jj += 32) {
                    const int kb = (j0 + jj) / 32;
                    _tile_loadd(4, &ws->p[0][jj], BK * 2);
                    _tile_loadd(5, &ws->p[16][jj], BK * 2);
                    _tile_loadd(6, ws->vp + ((size_t)kb * DG + d / 16) * 512, 64);
                    _tile_loadd(7, ws->vp + ((size_t)kb * DG + d / 16 + 1) * 512, 64);
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
        for (int r = 0; r < rows; r++) {
            const __m512 inv = _mm512_set1_ps(ws->l[r] > 0 ? 1.0f / ws->l[r] : 0.0f);
            for (int d = 0; d < KB_D; d += 32) {
                const __m512 lo = _mm512_mul_ps(_mm512_load_ps(&ws->o[r][d]), inv);
                const __m512 hi = _mm512_mul_ps(_mm512_load_ps(&ws->o[r][d + 16]), inv);
                _mm512_storeu_si512(out + (size_t)(i0 + r) * ldq + d, (__m512i)_mm512_cvtne2ps_pbh(hi, lo));
            }
        }
    }
}

/* e^x for x <= 0 (callers subtract the max) */
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

/* one decode token (row qrow of q) against positions 0..L-1, all kv heads */
static void decode(const kb_bf16 *restrict qrow /* [HQ][D] */, const kb_bf16 *kv, const int32_t *table,
                   int L, kb_bf16 *restrict out /* [HQ][D] */, work *restrict ws)
{
    const float scale = (float)(1.0 / sqrt((double)KB_D));
    const int npages = (L + KB_PAGE - 1) / KB_PAGE;
    memset(ws->qp, 0, sizeof ws->qp);
    for (int g = 0; g < KB_HKV; g++)
        for (int n = 0; n < G; n++)
            for (int t = 0; t < DT; t++)
                for (int p = 0; p < 16; p++) {
                    const kb_bf16 *src = qrow + (size_t)(g * G + n) * KB_D + 32 * t + 2 * p;
                    ws->qp[g][t][p][2 * n] = src[0];
                    ws->qp[g][t][p][2 * n + 1] = src[1];
                }
    for (int i = 0; i < npages; i++) {
        const kb_bf16 *pg = kv + (size_t)table[i] * KB_PAGE * POS;
        for (int g = 0; g < KB_HKV; g++) {
            _tile_zero(0);
            for (int t = 0; t < DT; t++) {
                _tile_loadd(1, pg + (size_t)g * 2 * KB_D + 32 * t, POS * 2);
                _tile_loadd(2, ws->qp[g][t], 64);
                _tile_dpbf16ps(0, 1, 2);
            }
            _tile_stored(0, ws->st[g][16 * i], 64);
        }
    }
    float linv[KB_HKV][16];
    for (int g = 0; g < KB_HKV; g++) {
        __m512 mx = _mm512_set1_ps(-INFINITY);
        for (int t = 0; t < L; t++) mx = _mm512_max_ps(mx, _mm512_load_ps(ws->st[g][t]));
        mx = _mm512_mul_ps(mx, _mm512_set1_ps(scale));
        __m512 sum = _mm512_setzero_ps();
        for (int t = 0; t < L; t++) {
            const __m512 p = exp16(_mm512_fmsub_ps(_mm512_load_ps(ws->st[g][t]), _mm512_set1_ps(scale), mx));
            _mm512_store_ps(ws->st[g][t], p);
            sum = _mm512_add_ps(sum, p);
        }
        _mm512_storeu_ps(linv[g], _mm512_div_ps(_mm512_set1_ps(1.0f), sum));
    }
    memset(ws->od, 0, sizeof ws->od);
    for (int i = 0; i < npages; i++) {
        const kb_bf16 *pg = kv + (size_t)table[i] * KB_PAGE * POS;
        const int nt = L - 16 * i < 16 ? L - 16 * i : 16;
        for (int g = 0; g < KB_HKV; g++)
            for (int d = 0; d < KB_D; d += 32) {
                __m512 acc[G][2];
                for (int n = 0; n < G; n++) {
                    acc[n][0] = _mm512_load_ps(&ws->od[g * G + n][d]);
                    acc[n][1] = _mm512_load_ps(&ws->od[g * G + n][d + 16]);
                }
                for (int t = 0; t < nt; t++) {
                    const kb_bf16 *vr = pg + (size_t)t * POS + (size_t)(g * 2 + 1) * KB_D + d;
                    const __m512 v0 = bf16x16(vr), v1 = bf16x16(vr + 16);
                    const float *p = ws->st[g][16 * i + t];
                    for (int n = 0; n < G; n++) {
                        const __m512 pn = _mm512_set1_ps(p[n]);
                        acc[n][0] = _mm512_fmadd_ps(pn, v0, acc[n][0]);
                        acc[n][1] = _mm512_fmadd_ps(pn, v1, acc[n][1]);
                    }
                }
                for (int n = 0; n < G; n++) {
                    _mm512_store_ps(&ws->od[g * G + n][d], acc[n][0]);
                    _mm512_store_ps(&ws->od[g * G + n][d + 16], acc[n][1]);
                }
            }
    }
    for (int h = 0; h < KB_HQ; h++) {
        const __m512 inv = _mm512_set1_ps(linv[h / G][h % G]);
        for (int d = 0; d < KB_D; d += 32) {
            const __m512 lo = _mm512_mul_ps(_mm512_load_ps(&ws->od[h][d]), inv);
            const __m512 hi = _mm512_mul_ps(_mm512_load_ps(&ws->od[h][d + 16]), inv);
            _mm512_storeu_si512(out + (size_t)h * KB_D + d, (__m512i)_mm512_cvtne2ps_pbh(hi, lo));
        }
    }
}

typedef struct task { int seq, g; double cost; } task;

static int by_cost(const void *a, const void *b)
{
    const double x = ((const task *)a)->cost, y = ((const task *)b)->cost;
    return x < y ? 1 : x > y ? -1 : 0;
}

void kernel(const kb_bf16 *restrict q /* [T][HQ][D] */, const kb_bf16 *restrict kv_pages /* [P][PAGE][HKV][2][D] */,
            const int32_t *restrict kv_lens /* [NS] */, const int32_t *restrict page_indices /* [NS][PPS] */,
            const int32_t *restrict cu_q_lens /* [NS1] */, kb_bf16 *restrict out /* [T][HQ][D] */)
{
    if (syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18 /* XTILEDATA */) != 0)
        abort();
    /* the tasks: a decode sequence whole (g = -1), a prefill sequence per kv head */
    task *tasks = malloc(sizeof(task) * (size_t)KB_NS * KB_HKV);
    int nt = 0;
    for (int i = 0; i < KB_NS; i++) {
        const int ql = cu_q_lens[i + 1] - cu_q_lens[i], L = kv_lens[i];
        if (ql <= 0) continue;
        if (ql == 1) tasks[nt++] = (task){i, -1, (double)L * KB_HKV};
        else
            for (int g = 0; g < KB_HKV; g++) tasks[nt++] = (task){i, g, (double)L * (ql + 64) * G / 16};
    }
    qsort(tasks, (size_t)nt, sizeof *tasks, by_cost);
    const int owned = cu_q_lens[KB_NS];
    #pragma omp parallel num_threads(KB_THREADS)
    {
        tile_config cfg = {.palette = 1};
        for (int t = 0; t < 8; t++) cfg.rows[t] = 16, cfg.colsb[t] = 64;
        _tile_loadconfig(&cfg);
        work *ws = aligned_alloc(64, sizeof(work));
        #pragma omp for schedule(dynamic, 1) nowait
        for (int k = 0; k < nt; k++) {
            const int i = tasks[k].seq, q0 = cu_q_lens[i], ql = cu_q_lens[i + 1] - q0, L = kv_lens[i];
            const int32_t *table = page_indices + (size_t)i * KB_PPS;
            if (tasks[k].g < 0) {
                if (L > 0) decode(q + (size_t)q0 * KB_HQ * KB_D, kv_pages, table, L, out + (size_t)q0 * KB_HQ * KB_D, ws);
                else memset(out + (size_t)q0 * KB_HQ * KB_D, 0, sizeof(kb_bf16) * KB_HQ * KB_D);
                continue;
            }
            const int g = tasks[k].g;
            gather_kv(kv_pages, table, L, g, ws);
            for (int h = g * G; h < (g + 1) * G; h++)
                prefill_head(q + (size_t)q0 * KB_HQ * KB_D + (size_t)h * KB_D, KB_HQ * KB_D, ql, L, L - ql,
                             out + (size_t)q0 * KB_HQ * KB_D + (size_t)h * KB_D, ws);
        }
        #pragma omp for schedule(static)
        for (int row = owned; row < KB_T; row++) memset(out + (size_t)row * KB_HQ * KB_D, 0, sizeof(kb_bf16) * KB_HQ * KB_D);
        _tile_release();
        free(ws);
    }
    free(tasks);
}
