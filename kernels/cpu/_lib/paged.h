/* _lib/paged.h: decode attention of one token over a paged KV cache, all kv heads, on mm.h's
 * paths: p06 (whole) and p07 (its decode sequences). The including file defines KB_HQ, KB_HKV,
 * KB_D, KB_PAGE (16), KB_PPS, and includes _lib/attn_tiles.h (mm_store32, exp16_clamped).
 *   - Scores transposed, S^T (16 positions x the group's G query heads) = K_page . q^T: the
 *     page's 16 rows of one kv head are the A operand as they lie in the pool, the group's query
 *     heads (in pairs of d for bf16) the B operand, packed once per token. AMX: one tile product
 *     per page, kv head and 32 of d; otherwise vdpbf16ps or FMAs per position, 16 heads in the
 *     lanes. No copy or gather of the cache.
 *   - Softmax over positions is then vertical: each row of S^T holds one position for all the
 *     heads of a group, so max, exp and sum are lane-wise zmm operations.
 *   - out = P . V with zmm FMAs: per page and kv head, G heads x 32 columns in registers, each
 *     row of V converted once and used by G heads.
 *   - The next pages' k and v lines are prefetched (the page table sends a sequence through the
 *     pool in random order, which the hardware prefetchers cannot follow).
 * Spliced into experts by tools/kernels/amalgamate. */
#include "mm.h"

#include "vexp.h"

enum { PG_G = KB_HQ / KB_HKV, PG_DT = KB_D / 32, PG_LMAX = KB_PPS * KB_PAGE };
_Static_assert(KB_PAGE == 16, "a score tile holds one page: 16 positions");
_Static_assert(PG_G <= 16 && KB_D % 32 == 0, "at most 16 query heads per kv head; D a multiple of 32");

typedef struct pg_work {
    kb_t qp[KB_HKV][PG_DT][16][32]; /* per kv head q^T: AMX B tiles in pairs of d (bf16), [D][16] (f32) */
    float s[KB_HKV][PG_LMAX][16];   /* scores, then probabilities: [g][position][head in group] */
    float o[KB_HQ][KB_D];           /* output accumulators */
} pg_work;

/* Where the cache lies: position t of page p, kv head g, is k (v) + p * page + (t * row) + g * head. */
typedef struct pg_cache {
    const kb_t *k, *v;
    long page, row, head;
} pg_cache;

#ifndef KB_DTYPE_F32
AMX_TARGET_BEGIN
static inline void pg_scores_amx(const kb_bf16 *a, long row, const kb_bf16 (*qp)[16][32], float (*st)[16])
{
    _tile_zero(0);
    for (int t = 0; t < PG_DT; t++) {
        _tile_loadd(1, a + 32 * t, row * 2);
        _tile_loadd(2, qp[t], 64);
        _tile_dpbf16ps(0, 1, 2);
    }
    _tile_stored(0, st, 64);
}
AMX_TARGET_END
#endif

/* st[0..16) (16 lanes each, one per head of the group) = the page's 16 positions of one kv head
 * (rows a, row apart) . q^T (qp) */
static inline void pg_scores(int path, const kb_t *a, long row, const kb_t (*qp)[16][32], float (*st)[16])
{
#ifdef KB_DTYPE_F32
    (void)path;
    const float(*qt)[16] = (const float(*)[16]) & qp[0][0][0]; /* [D][16] */
    for (int r = 0; r < 16; r++) {
        __m512 acc = _mm512_setzero_ps();
        for (int d = 0; d < KB_D; d++)
            acc = _mm512_fmadd_ps(_mm512_set1_ps(a[(size_t)r * row + d]), _mm512_loadu_ps(qt[d]), acc);
        _mm512_store_ps(st[r], acc);
    }
#else
    if (path == ISA_AMX) {
        pg_scores_amx(a, row, qp, st);
        return;
    }
    for (int r = 0; r < 16; r++) {
        __m512 acc = _mm512_setzero_ps();
        for (int t = 0; t < PG_DT; t++)
            for (int p = 0; p < 16; p++) {
                int32_t pair;
                memcpy(&pair, a + (size_t)r * row + 32 * t + 2 * p, sizeof pair);
                acc = _mm512_dpbf16_ps(acc, (__m512bh)_mm512_set1_epi32(pair),
                                       (__m512bh)_mm512_loadu_si512(qp[t][p]));
            }
        _mm512_store_ps(st[r], acc);
    }
#endif
}

static inline void pg_prefetch(const pg_cache *c, int page)
{
    for (int t = 0; t < KB_PAGE; t++)
        for (int g = 0; g < KB_HKV; g++)
            for (size_t l = 0; l < KB_D * sizeof(kb_t); l += 64) {
                const size_t off = (size_t)page * c->page + (size_t)t * c->row + (size_t)g * c->head;
                _mm_prefetch((const char *)(c->k + off) + l, _MM_HINT_T0);
                _mm_prefetch((const char *)(c->v + off) + l, _MM_HINT_T1);
            }
}

/* out [HQ][D] = attention of the token q [HQ][D] over positions 0 .. len-1 (len > 0) of the
 * cache through its page table; pfd pages of prefetch distance (0: none). */
static void pg_decode(int path, const kb_t *restrict q, const pg_cache *c, const int32_t *table, int len,
                      int pfd, kb_t *restrict out, pg_work *restrict ws)
{
    const float scale = (float)(1.0 / sqrt((double)KB_D));
    const int npages = (len + KB_PAGE - 1) / KB_PAGE;
    memset(ws->qp, 0, sizeof ws->qp);
    for (int g = 0; g < KB_HKV; g++)
        for (int n = 0; n < PG_G; n++)
            for (int d = 0; d < KB_D; d++) {
                const kb_t *src = q + (size_t)(g * PG_G + n) * KB_D + d;
#ifdef KB_DTYPE_F32
                (&ws->qp[g][0][0][0])[d * 16 + n] = *src; /* q^T [D][16] */
#else
                memcpy(&ws->qp[g][d / 32][d % 32 / 2][2 * n + d % 2], src, sizeof *src); /* pairs of d */
#endif
            }
    for (int i = 0; i < pfd && i < npages; i++) pg_prefetch(c, table[i]);
    /* pass 1: scores, one page and kv head at a time */
    for (int i = 0; i < npages; i++) {
        if (pfd && i + pfd < npages) pg_prefetch(c, table[i + pfd]);
        for (int g = 0; g < KB_HKV; g++)
            pg_scores(path, c->k + (size_t)table[i] * c->page + (size_t)g * c->head, c->row,
                      (const kb_t(*)[16][32])ws->qp[g], &ws->s[g][16 * i]);
    }
    /* pass 2: softmax over positions, lane-wise (a lane is a query head) */
    float linv[KB_HKV][16];
    for (int g = 0; g < KB_HKV; g++) {
        __m512 mx = _mm512_set1_ps(-INFINITY);
        for (int t = 0; t < len; t++) mx = _mm512_max_ps(mx, _mm512_load_ps(ws->s[g][t]));
        mx = _mm512_mul_ps(mx, _mm512_set1_ps(scale));
        __m512 sum = _mm512_setzero_ps();
        for (int t = 0; t < len; t++) {
            const __m512 p =
                exp16_clamped(_mm512_fmsub_ps(_mm512_load_ps(ws->s[g][t]), _mm512_set1_ps(scale), mx));
            _mm512_store_ps(ws->s[g][t], p);
            sum = _mm512_add_ps(sum, p);
        }
        _mm512_storeu_ps(linv[g], _mm512_div_ps(_mm512_set1_ps(1.0f), sum));
    }
    /* pass 3: o[h] = sum_t p[t][h] v[t], page by page, G heads x 32 columns at a time */
    memset(ws->o, 0, sizeof ws->o);
    for (int i = 0; i < npages; i++) {
        const kb_t *vpg = c->v + (size_t)table[i] * c->page;
        const int nt = len - 16 * i < 16 ? len - 16 * i : 16;
        for (int g = 0; g < KB_HKV; g++)
            for (int d = 0; d < KB_D; d += 32) {
                __m512 acc[PG_G][2];
                for (int n = 0; n < PG_G; n++) {
                    acc[n][0] = _mm512_load_ps(&ws->o[g * PG_G + n][d]);
                    acc[n][1] = _mm512_load_ps(&ws->o[g * PG_G + n][d + 16]);
                }
                for (int t = 0; t < nt; t++) {
                    const kb_t *vr = vpg + (size_t)t * c->row + (size_t)g * c->head + d;
                    const __m512 v0 = mm_ld16(vr), v1 = mm_ld16(vr + 16);
                    const float *p = ws->s[g][16 * i + t];
                    for (int n = 0; n < PG_G; n++) {
                        const __m512 pn = _mm512_set1_ps(p[n]);
                        acc[n][0] = _mm512_fmadd_ps(pn, v0, acc[n][0]);
                        acc[n][1] = _mm512_fmadd_ps(pn, v1, acc[n][1]);
                    }
                }
                for (int n = 0; n < PG_G; n++) {
                    _mm512_store_ps(&ws->o[g * PG_G + n][d], acc[n][0]);
                    _mm512_store_ps(&ws->o[g * PG_G + n][d + 16], acc[n][1]);
                }
            }
    }
    for (int h = 0; h < KB_HQ; h++) {
        const __m512 inv = _mm512_set1_ps(linv[h / PG_G][h % PG_G]);
        for (int d = 0; d < KB_D; d += 32)
            mm_store32(out + (size_t)h * KB_D + d, _mm512_mul_ps(_mm512_load_ps(&ws->o[h][d]), inv),
                       _mm512_mul_ps(_mm512_load_ps(&ws->o[h][d + 16]), inv));
    }
}
