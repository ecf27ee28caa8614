/* p06_paged_attention expert: decode attention over a paged KV cache.
 *
 *   K[t] = k_pages[page_indices[b][t / PAGE]][t % PAGE][g], V[t] likewise, g = h / (HQ / HKV)
 *   out[b][h] = sum_{t < kv_lens[b]} softmax_t(queries[b][h] . K[t] / sqrt(D)) V[t]
 *
 * Shapes: queries, out [B][HQ][D]; k_pages, v_pages [P][PAGE][HKV][D]; kv_lens [B] int32;
 * page_indices [B][PPS] int32; B, HQ, HKV, D, PAGE, PPS, P arrive as KB_<name> (cpu preset:
 * 16 sequences, 32 query heads over 4 kv heads, D 128, pages of 16 positions, up to 2048
 * positions per sequence: 0.27 GFLOP over 34 MB of cache that is read once).
 *
 * Strategy: one sequence per work item (dynamic schedule: lengths are uneven), all its kv
 * heads together, so every 4 KB page of k and v is read whole, once, straight from the pool:
 *   - Scores on AMX, transposed: S^T (16 positions x 16 query heads, 8 used) = K_page . q^T,
 *     where the page's 16 rows of one kv head are the A tile as they lie (rows 1 KB apart) and
 *     the group's 8 query heads, in pairs of d, are the B tile (packed once per sequence). No
 *     copy or gather of the cache at all.
 *   - Softmax over positions is then vertical: each row of S^T holds one position for all the
 *     heads of a group, so max, exp and sum are lane-wise zmm operations (two passes over the
 *     sequence's scores, which stay in L2).
 *   - out = P . V with zmm FMAs: per page and kv head, 8 heads x 32 columns of the output in
 *     16 accumulators, each row of V converted once and used by 8 heads.
 *   - The next page's k and v lines are prefetched while the current page is worked on: the
 *     page table sends every sequence through the pool in random order, which the hardware
 *     prefetchers cannot follow.
 * What limits it: memory (each cache byte is used a few times at most). bf16 only (AMX). */
#define _GNU_SOURCE /* syscall() under -std=c17 */
#include <immintrin.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "kbench.h"

#ifdef KB_DTYPE_F32
#error "p06 expert is bf16-only: AMX TDPBF16PS multiplies bf16 (use naive.c for --dtype f32)"
#endif

KB_TUNE(PFD, 1, 0, 1, 2); /* pages of prefetch distance (0: none) */

enum { G = KB_HQ / KB_HKV, DT = KB_D / 32, LMAX = KB_PPS * KB_PAGE };
_Static_assert(KB_PAGE == 16, "the score tiles hold one page: 16 positions");
_Static_assert(G <= 16 && KB_D % 32 == 0, "at most 16 query heads per kv head; D a multiple of 32");

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

/* e^x for x <= 0 (callers subtract the max): degree-6 Taylor on the reduced argument, vscalefps */
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
    kb_bf16 qp[KB_HKV][DT][16][32]; /* per kv head, q^T in pairs of d: the B tiles */
    float s[KB_HKV][LMAX][16];       /* scores, then probabilities: [g][position][head in group] */
    float o[KB_HQ][KB_D];            /* output accumulators */
} work;

static inline void prefetch_page(const kb_bf16 *kpages, const kb_bf16 *vpages, int page)
{
    const size_t bytes = (size_t)KB_PAGE * KB_HKV * KB_D * sizeof(kb_bf16);
    const char *kp = (const char *)(kpages + (size_t)page * KB_PAGE * KB_HKV * KB_D);
    const char *vp = (const char *)(vpages + (size_t)page * KB_PAGE * KB_HKV * KB_D);
    for (size_t l = 0; l < bytes; l += 64) {
        _mm_prefetch(kp + l, _MM_HINT_T0);
        _mm_prefetch(vp + l, _MM_HINT_T1);
    }
}

void kernel(const kb_bf16 *restrict queries /* [B][HQ][D] */,
            const kb_bf16 *restrict k_pages /* [P][PAGE][HKV][D] */,
            const kb_bf16 *restrict v_pages /* [P][PAGE][HKV][D] */,
            const int32_t *restrict kv_lens /* [B] */, const int32_t *restrict page_indices /* [B][PPS] */,
            kb_bf16 *restrict out /* [B][HQ][D] */)
{
    if (syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18 /* XTILEDATA */) != 0)
        abort();
    const float scale = (float)(1.0 / sqrt((double)KB_D));
    #pragma omp parallel num_threads(KB_THREADS)
    {
        tile_config cfg = {.palette = 1};
        for (int t = 0; t < 3; t++) cfg.rows[t] = 16, cfg.colsb[t] = 64;
        _tile_loadconfig(&cfg);
        work *ws = aligned_alloc(64, sizeof(work));
        #pragma omp for schedule(dynamic, 1)
        for (int b = 0; b < KB_B; b++) {
            const int len = kv_lens[b], npages = (len + KB_PAGE - 1) / KB_PAGE;
            const int32_t *pt = page_indices + (size_t)b * KB_PPS;
            const kb_bf16 *qb = queries + (size_t)b * KB_HQ * KB_D;
            /* q^T in pairs of d, per kv head: qp[g][t][p][2n + e] = q[g*G + n][32t + 2p + e] */
            memset(ws->qp, 0, sizeof ws->qp);
            for (int g = 0; g < KB_HKV; g++)
                for (int n = 0; n < G; n++)
                    for (int t = 0; t < DT; t++)
                        for (int p = 0; p < 16; p++) {
                            const kb_bf16 *src = qb + (size_t)(g * G + n) * KB_D + 32 * t + 2 * p;
                            ws->qp[g][t][p][2 * n] = src[0];
                            ws->qp[g][t][p][2 * n + 1] = src[1];
                        }
            for (int i = 0; i < PFD && i < npages; i++) prefetch_page(k_pages, v_pages, pt[i]);

            /* pass 1: scores, one page and kv head per tile product */
            for (int i = 0; i < npages; i++) {
                if (PFD && i + PFD < npages) prefetch_page(k_pages, v_pages, pt[i + PFD]);
                const kb_bf16 *kpg = k_pages + (size_t)pt[i] * KB_PAGE * KB_HKV * KB_D;
                for (int g = 0; g < KB_HKV; g++) {
                    _tile_zero(0);
                    for (int t = 0; t < DT; t++) {
                        _tile_loadd(1, kpg + (size_t)g * KB_D + 32 * t, KB_HKV * KB_D * 2);
                        _tile_loadd(2, ws->qp[g][t], 64);
                        _tile_dpbf16ps(0, 1, 2);
                    }
                    _tile_stored(0, ws->s[g][16 * i], 64);
                }
            }
            /* pass 2: softmax over positions, lane-wise (a lane is a query head) */
            float linv[KB_HKV][16];
            for (int g = 0; g < KB_HKV; g++) {
                __m512 mx = _mm512_set1_ps(-INFINITY);
                for (int t = 0; t < len; t++) mx = _mm512_max_ps(mx, _mm512_load_ps(ws->s[g][t]));
                mx = _mm512_mul_ps(mx, _mm512_set1_ps(scale));
                __m512 sum = _mm512_setzero_ps();
                for (int t = 0; t < len; t++) {
                    const __m512 p = exp16(_mm512_fmsub_ps(_mm512_load_ps(ws->s[g][t]), _mm512_set1_ps(scale), mx));
                    _mm512_store_ps(ws->s[g][t], p);
                    sum = _mm512_add_ps(sum, p);
                }
                _mm512_storeu_ps(linv[g], _mm512_div_ps(_mm512_set1_ps(1.0f), sum));
            }
            /* pass 3: o[h] = sum_t p[t][h] v[t], page by page, 8 heads x 32 columns at a time */
            memset(ws->o, 0, sizeof ws->o);
            for (int i = 0; i < npages; i++) {
                const kb_bf16 *vpg = v_pages + (size_t)pt[i] * KB_PAGE * KB_HKV * KB_D;
                const int nt = len - 16 * i < 16 ? len - 16 * i : 16;
                for (int g = 0; g < KB_HKV; g++)
                    for (int d = 0; d < KB_D; d += 32) {
                        __m512 acc[G][2];
                        for (int n = 0; n < G; n++) {
                            acc[n][0] = _mm512_load_ps(&ws->o[g * G + n][d]);
                            acc[n][1] = _mm512_load_ps(&ws->o[g * G + n][d + 16]);
                        }
                        for (int t = 0; t < nt; t++) {
                            const kb_bf16 *vr = vpg + ((size_t)t * KB_HKV + g) * KB_D + d;
                            const __m512 v0 = bf16x16(vr), v1 = bf16x16(vr + 16);
                            const float *p = ws->s[g][16 * i + t];
                            for (int n = 0; n < G; n++) {
                                const __m512 pn = _mm512_set1_ps(p[n]);
                                acc[n][0] = _mm512_fmadd_ps(pn, v0, acc[n][0]);
                                acc[n][1] = _mm512_fmadd_ps(pn, v1, acc[n][1]);
                            }
                        }
                        for (int n = 0; n < G; n++) {
                            _mm512_store_ps(&ws->o[g * G + n][d], acc[n][0]);
                            _mm512_store_ps(&ws->o[g * G + n][d + 16], acc[n][1]);
                        }
                    }
            }
            kb_bf16 *ob = out + (size_t)b * KB_HQ * KB_D;
            for (int h = 0; h < KB_HQ; h++) {
                const __m512 inv = _mm512_set1_ps(linv[h / G][h % G]);
                for (int d = 0; d < KB_D; d += 32) {
                    const __m512 lo = _mm512_mul_ps(_mm512_load_ps(&ws->o[h][d]), inv);
                    const __m512 hi = _mm512_mul_ps(_mm512_load_ps(&ws->o[h][d + 16]), inv);
                    _mm512_storeu_si512(ob + (size_t)h * KB_D + d, (__m512i)_mm512_cvtne2ps_pbh(hi, lo));
                }
            }
        }
        _tile_release();
        free(ws);
    }
}
