/* _lib/gemm.h: C = A . B (optionally a second product A . B2 beside it) with an epilogue per
 * 32 x 32 block of f32 results, on three paths that share one blocking: AMX tiles (bf16),
 * AVX-512 BF16 vdpbf16ps (bf16) and AVX-512 FMA (f32, under --dtype f32). The path is kb_t's
 * (f32 -> FMA) and, for bf16, the machine's (isa.h). BLIS's split as a C include: the expert
 * describes its operands and epilogue in a gemm_op; this file packs and multiplies.
 *
 * Blocking (each thread owns a range of 32-column blocks of C):
 *   - A is packed once per call into strips of 32 rows, k padded to a multiple of 32 with
 *     zeros: bf16 as AMX A tiles, per 32 of k the two 16 x 32 tiles 2 KB contiguous; f32 as
 *     [k][32] (rows contiguous per k, for broadcasts). Strips split over the threads.
 *   - B is packed per panel of NP columns into blocks of 32 columns, all of k, kept in L2:
 *     bf16 in the pairs-of-k layout (TDPBF16PS's B tiles, also a zmm of vdpbf16ps per pair),
 *     f32 as [k][32]. Each panel is swept by every strip of A, which streams from memory (the
 *     next strip prefetched into L2 a few lines per step).
 *   - AMX: a 32 x 32 block in four accumulator tiles; k in chunks of KC so that the strip's
 *     chunk (32 x KC bf16) stays in L1 across the panel's blocks; B tiles are loaded with the
 *     T1 hint (TILELOADDT1: they need not stay in L1, so they do not evict the A chunk); a
 *     block's partial sums wait in an L1/L2 scratch between chunks.
 *   - AVX-512: a 32 x 32 block as four 8 x 32 register blocks (16 zmm accumulators) over all
 *     of k, A broadcast from the packed strip, B rows from the packed block.
 * The including file defines KB_TUNE NP (a multiple of 32), KC (a multiple of 32) and AVX512
 * (isa.h), includes <immintrin.h>, <omp.h>, <stdlib.h>, <string.h>, <cpuid.h>, <sys/mman.h>,
 * <sys/syscall.h>, <unistd.h>, and defines _GNU_SOURCE. Spliced into experts by tools/kernels/amalgamate. */
#include "mm.h"

#include "big_alloc.h"

_Static_assert(NP % 32 == 0 && NP > 0 && KC % 32 == 0 && KC > 0,
               "NP and KC must be positive multiples of 32");

typedef struct gemm_op gemm_op;

/* The epilogue of one block: rows x cols (each at most 32) results at c, row stride 32 floats,
 * for rows i0.., columns j0.. of C; c2 the same block of A . B2, or NULL. Called by the thread
 * that owns the block; within a strip of rows, blocks arrive in increasing j0. */
typedef void (*gemm_epi_fn)(const gemm_op *g, int i0, int j0, int rows, int cols, const float *c,
                            const float *c2);

/* A custom B packer: the 32 columns j0.. of B (which = 0) or B2 (which = 1), all of k, into the
 * packed block layout at dst (see gemm_pack_b); columns past n and k past k zero. */
typedef void (*gemm_bpack_fn)(const gemm_op *g, int which, int j0, kb_t *dst);

struct gemm_op {
    int m, n, k;
    const kb_t *a;        /* [m][k], row stride lda */
    long lda;             /* elements */
    const int32_t *arows; /* row i of A is a[arows[i]]; NULL: row i */
    const kb_t *b, *b2;   /* [k][n] (bt: [n][k]), row stride ldb; b2 NULL: one product */
    long ldb;
    int bt;
    gemm_bpack_fn bpack; /* NULL: pack b and b2 as above */
    gemm_epi_fn epi;
    void *ctx; /* for the expert's epilogue and packer */
};

static inline int gemm_kp(const gemm_op *g) { return (g->k + 31) / 32; } /* k steps of 32 */

/* elements of one packed strip of A or block of B: 32 x (k rounded up to 32) */
static inline size_t gemm_blk(const gemm_op *g) { return (size_t)gemm_kp(g) * 1024; }

/* Where a strip of 32 rows of A is read from: packed (gemm_pack_a), or in place when A's rows
 * neither alias in L1 (a row length that is a multiple of 4 KB puts all 16 rows of a tile in
 * one set) nor need padding or gathering. Element (r, k) of the strip is at
 *   bf16: p + (r / 16) * hs + (r % 16) * rs + (k / 32) * ts + k % 32
 *   f32:  p + r * rs + k * ts                                       (hs unused) */
typedef struct gemm_strip {
    const kb_t *p;
    long rs, ts, hs;
} gemm_strip;

static inline int gemm_a_in_place(const gemm_op *g)
{
    return !g->arows && g->m % 32 == 0 && g->k % 32 == 0 && (g->lda * (long)sizeof(kb_t)) % 4096 != 0;
}

static inline gemm_strip gemm_strip_at(const gemm_op *g, const kb_t *ap, int s)
{
    if (gemm_a_in_place(g)) {
#ifdef KB_DTYPE_F32
        return (gemm_strip){g->a + (size_t)s * 32 * g->lda, g->lda, 1, 0};
#else
        return (gemm_strip){g->a + (size_t)s * 32 * g->lda, g->lda, 32, 16 * g->lda};
#endif
    }
#ifdef KB_DTYPE_F32
    return (gemm_strip){ap + (size_t)s * (size_t)gemm_kp(g) * 1024, 1, 32, 0};
#else
    return (gemm_strip){ap + (size_t)s * (size_t)gemm_kp(g) * 1024, 32, 1024, 512};
#endif
}

/* A prefetch stream over rows of memory: rows of row_lines 64-byte lines, stride bytes apart,
 * walked a few lines per step (per) while other work runs. */
typedef struct gemm_pf {
    const char *p;
    size_t stride, row_lines, rows, row, line, per;
} gemm_pf;

/* the stream of strip st's data (packed: contiguous; in place: 32 rows of A) */
static inline gemm_pf gemm_pf_strip(const gemm_op *g, const gemm_strip *st)
{
    const size_t bytes = (size_t)g->k * sizeof(kb_t);
    if (st->rs == 1 || st->rs == 32)
        return (gemm_pf){(const char *)st->p, 0, gemm_blk(g) * sizeof(kb_t) / 64, 1, 0, 0, 0};
    return (gemm_pf){(const char *)st->p, (size_t)g->lda * sizeof(kb_t), (bytes + 63) / 64, 32, 0, 0, 0};
}

/* spread the stream over steps steps */
static inline void gemm_pf_spread(gemm_pf *f, size_t steps)
{
    f->per = steps ? (f->rows * f->row_lines + steps - 1) / steps : 0;
}

static inline void gemm_pf_step(gemm_pf *f)
{
    for (size_t k = 0; k < f->per && f->row < f->rows; k++) {
        _mm_prefetch(f->p + f->row * f->stride + f->line * 64, _MM_HINT_T1);
        if (++f->line == f->row_lines) f->line = 0, f->row++;
    }
}

/* Strip s of A (rows 32s ..) -> dst: bf16 [kp][2][16][32] (the two A tiles of each step),
 * f32 [kp*32][32]. Rows past m and k past k are zero. */
static void gemm_pack_a(const gemm_op *g, int s, kb_t *restrict dst)
{
    const int kp = gemm_kp(g);
#ifdef KB_DTYPE_F32
    for (int h = 0; h < 2; h++)
        for (int k0 = 0; k0 < kp * 32; k0 += 16) {
            __m512i r[16];
            for (int q = 0; q < 16; q++) {
                const int i = 32 * s + 16 * h + q;
                const kb_t *row = i < g->m ? g->a + (size_t)(g->arows ? g->arows[i] : i) * g->lda : NULL;
                const int nk = g->k - k0 < 16 ? g->k - k0 : 16;
                r[q] = row && nk > 0 ? mm_load_part(row + k0, nk) : _mm512_setzero_si512();
            }
            transpose16(r);
            for (int q = 0; q < 16; q++) _mm512_store_si512(dst + (size_t)(k0 + q) * 32 + 16 * h, r[q]);
        }
#else
    for (int r = 0; r < 32; r++) {
        const int i = 32 * s + r;
        const kb_t *row = i < g->m ? g->a + (size_t)(g->arows ? g->arows[i] : i) * g->lda : NULL;
        kb_t *d = dst + (r / 16) * 512 + (r % 16) * 32;
        for (int t = 0; t < kp; t++) {
            const int nk = g->k - 32 * t < 32 ? g->k - 32 * t : 32;
            _mm512_store_si512(d + (size_t)t * 1024,
                               row ? mm_load_part(row + 32 * t, nk) : _mm512_setzero_si512());
        }
    }
#endif
}

/* Blocks of 32 columns j0, j0 + 32, ... (nbk of them) of src (B or B2) -> dst, block q at
 * dst + q * stride: bf16 [kp][2][16][16][2] (per step of 32 in k, the two B tiles of columns
 * +0.., +16.. in pairs of k), f32 [kp*32][32]. Columns past n and k past k are zero. A
 * row-major B is walked a pair of rows at a time across all the blocks (the rows are far
 * apart: each visit to one costs a TLB and cache miss, so it should bring as much as it can). */
static void gemm_pack_b(const gemm_op *g, const kb_t *src, int j0, int nbk, kb_t *restrict dst, size_t stride)
{
    const int kpad = gemm_kp(g) * 32;
    if (g->bt) {
        for (int q = 0; q < nbk; q++) {
            const int jb = j0 + 32 * q, nc = g->n - jb < 32 ? g->n - jb : 32;
            mm_pack_cols(src + (size_t)jb * g->ldb, g->ldb, g->k, kpad, nc, dst + q * stride);
        }
        return;
    }
    for (int k = 0; k < kpad; k += MM_KSTEP)
        for (int q = 0; q < nbk; q++) {
            const int jb = j0 + 32 * q, nc = g->n - jb < 32 ? g->n - jb : 32;
            const kb_t *r0 = src + (size_t)k * g->ldb + jb;
            mm_pack_pair(k < g->k ? r0 : NULL, k + 1 < g->k ? r0 + g->ldb : NULL, nc,
                         dst + q * stride + mm_pack_at(k));
        }
}

/* ---- AVX-512: the 32 x 32 block of strip st against the packed block bs, as four 8 x 32
 * register blocks over all of k (mm.h) ----------------------------------------------------------- */
static inline void gemm_vec_block(const gemm_op *g, const gemm_strip *st, const kb_t *bs, float *c)
{
    for (int r0 = 0; r0 < 32; r0 += 8)
#ifdef KB_DTYPE_F32
        mm_f32_8(c + r0 * 32, 32, 0, st->p + r0 * st->rs, st->rs, st->ts, bs,
                 st->rs == 1 ? gemm_kp(g) * 32 : g->k);
#else
        mm_avx512_8(c + r0 * 32, 32, 0, st->p + (r0 / 16) * st->hs + (r0 % 16) * st->rs, st->rs, st->ts, bs,
                    gemm_kp(g) * 32);
#endif
}

/* ---- the AMX strip x panel ------------------------------------------------------------------- */

#ifndef KB_DTYPE_F32
AMX_TARGET_BEGIN
/* Strip st against the panel's nbk blocks (nbm products each) at bp; the results of block q go
 * to the epilogue as columns j0 + 32q. part: the partial sums of the panel's blocks between
 * chunks of k, nbk * nbm blocks of 32 x 32 f32; c: 2 blocks of 32 x 32 f32. pf[0]: a stream to
 * prefetch into L2 meanwhile, a few lines per step (its per set by the caller). */
static void gemm_amx_strip(const gemm_op *g, const gemm_strip *st, const kb_bf16 *bp, int nbk, int nbm,
                           int i0, int j0, float *part, float *c, gemm_pf *pf)
{
    const int kp = gemm_kp(g), kct = KC / 32 < kp ? KC / 32 : kp, nch = (kp + kct - 1) / kct;
    const size_t blk = gemm_blk(g);
    const int rows = g->m - i0 < 32 ? g->m - i0 : 32;
    for (int ch = 0; ch < nch; ch++) {
        const int t0 = ch * kct, t1 = t0 + kct < kp ? t0 + kct : kp;
        for (int q = 0; q < nbk; q++) {
            for (int w = 0; w < nbm; w++) {
                const kb_bf16 *bb = bp + (size_t)(q * nbm + w) * blk;
                float *pl = part + (size_t)(q * nbm + w) * 1024; /* this block's partial sums */
                if (ch == 0)
                    amx_acc_zero();
                else
                    amx_acc_load(pl, pl + 16, pl + 512, pl + 528, 128);
                for (int t = t0; t < t1; t++) {
                    const kb_bf16 *at = st->p + (size_t)t * st->ts, *bt = bb + (size_t)t * 1024;
                    _tile_loadd(4, at, st->rs * 2);
                    _tile_loadd(5, at + st->hs, st->rs * 2);
                    _tile_stream_loadd(6, bt, 64); /* T1: B need not stay in L1 */
                    _tile_stream_loadd(7, bt + 512, 64);
                    _tile_dpbf16ps(0, 4, 6);
                    _tile_dpbf16ps(1, 4, 7);
                    _tile_dpbf16ps(2, 5, 6);
                    _tile_dpbf16ps(3, 5, 7);
                    gemm_pf_step(&pf[0]);
                }
                /* the sums so far, to the scratch for the next chunk or (last chunk) to c */
                float *dst = ch + 1 < nch ? pl : c + w * 1024;
                amx_acc_store(dst, dst + 16, dst + 512, dst + 528, 128);
            }
            if (ch + 1 == nch) {
                const int cols = g->n - (j0 + 32 * q) < 32 ? g->n - (j0 + 32 * q) : 32;
                g->epi(g, i0, j0 + 32 * q, rows, cols, c, nbm > 1 ? c + 1024 : NULL);
            }
        }
    }
}
AMX_TARGET_END
#endif

/* ---- the driver ------------------------------------------------------------------------------- */

/* Blocks of 32 columns per packed panel of B: NP / 32, or fewer where K is so long that the
 * panel would pass ~1 MB (a stream of tile loads from L2 slows down past ~1.25 MB, measured; the
 * strip of A and the partial sums need the rest). */
static inline int gemm_panel_blocks(const gemm_op *g)
{
    const size_t per = (size_t)(g->b2 ? 2 : 1) * gemm_blk(g) * sizeof(kb_t);
    const int fit = (int)(((size_t)1 << 20) / per);
    return fit < 1 ? 1 : fit < NP / 32 ? fit : NP / 32;
}

/* A thread's scratch for gemm_cols, kept across the products of one call (fresh memory costs a
 * page fault per page on first touch): the packed panel of B, the chunks' partial sums and the
 * finished blocks. gemm_ws_fit grows it for a product; zero-initialise, then gemm_ws_free. */
typedef struct gemm_ws {
    big bb;
    kb_t *bp;
    float *part, *c;
    size_t bp_len, part_len;
} gemm_ws;

static void gemm_ws_fit(gemm_ws *ws, const gemm_op *g)
{
    const int nbm = g->b2 ? 2 : 1;
    const size_t bp_len = (size_t)gemm_panel_blocks(g) * nbm * gemm_blk(g) * sizeof(kb_t);
    const size_t part_len = (size_t)gemm_panel_blocks(g) * nbm * 4096;
    if (bp_len > ws->bp_len) {
        if (ws->bp) big_free(&ws->bb);
        ws->bp = big_alloc(&ws->bb, bp_len);
        ws->bp_len = bp_len;
    }
    if (part_len > ws->part_len) {
        free(ws->part);
        ws->part = aligned_alloc(64, part_len);
        ws->part_len = part_len;
    }
    if (!ws->c) ws->c = aligned_alloc(64, 2 * 4096);
    if (!ws->part || !ws->c) abort();
}

static void gemm_ws_free(gemm_ws *ws)
{
    if (ws->bp) big_free(&ws->bb);
    free(ws->part);
    free(ws->c);
}

/* The blocks cb0 .. cb1-1 of C (32 columns each), all rows, by this thread: panels of B packed
 * here, A already packed (ap, all strips; unused where A is read in place). path: mm_path();
 * ws: this thread's scratch. */
static void gemm_cols(const gemm_op *g, const kb_t *ap, int path, int cb0, int cb1, gemm_ws *ws)
{
    (void)path; /* one path under f32 */
    if (cb0 >= cb1 || g->m <= 0) return;
    gemm_ws_fit(ws, g);
    const int nbm = g->b2 ? 2 : 1, strips = (g->m + 31) / 32;
    const size_t blk = gemm_blk(g);
    kb_t *bp = ws->bp;
    float *part = ws->part, *c = ws->c;
#ifndef KB_DTYPE_F32
    if (path == ISA_AMX) amx_begin();
#endif
    const int pbk = gemm_panel_blocks(g);
    for (int pb = cb0; pb < cb1; pb += pbk) {
        const int nbk = cb1 - pb < pbk ? cb1 - pb : pbk;
        for (int w = 0; w < nbm; w++) {
            if (!g->bpack) {
                gemm_pack_b(g, w ? g->b2 : g->b, 32 * pb, nbk, bp + (size_t)w * blk, nbm * blk);
                continue;
            }
            for (int q = 0; q < nbk; q++) g->bpack(g, w, 32 * (pb + q), bp + (size_t)(q * nbm + w) * blk);
        }
        gemm_pf pf[1] = {{0}};
        const int npb = pb + pbk < cb1;
        for (int s = 0; s < strips; s++) {
            const gemm_strip st = gemm_strip_at(g, ap, s);
#ifndef KB_DTYPE_F32
            if (path == ISA_AMX) {
                /* the next packed strip of A (or the first, for the next panel) over this strip's
                 * steps; A read in place is rows the hardware prefetchers follow */
                const int ns = s + 1 < strips ? s + 1 : npb ? 0 : -1;
                const gemm_strip next = gemm_strip_at(g, ap, ns < 0 ? 0 : ns);
                pf[0] = ns < 0 || gemm_a_in_place(g) ? (gemm_pf){0} : gemm_pf_strip(g, &next);
                gemm_pf_spread(&pf[0], (size_t)gemm_kp(g) * nbk * nbm);
                gemm_amx_strip(g, &st, bp, nbk, nbm, 32 * s, 32 * pb, part, c, pf);
                continue;
            }
#endif
            const int rows = g->m - 32 * s < 32 ? g->m - 32 * s : 32;
            for (int q = 0; q < nbk; q++) {
                for (int w = 0; w < nbm; w++)
                    gemm_vec_block(g, &st, bp + (size_t)(q * nbm + w) * blk, c + w * 1024);
                const int j0 = 32 * (pb + q), cols = g->n - j0 < 32 ? g->n - j0 : 32;
                g->epi(g, 32 * s, j0, rows, cols, c, nbm > 1 ? c + 1024 : NULL);
            }
        }
    }
#ifndef KB_DTYPE_F32
    if (path == ISA_AMX) amx_end();
#endif
    _mm_sfence(); /* epilogues may stream */
}

/* Pack all of A into ap (gemm_blk(g) elements per strip of 32 rows), strips split over the
 * calling team; the caller synchronises before using ap. */
static void gemm_pack_a_team(const gemm_op *g, kb_t *ap, int me, int nth)
{
    if (gemm_a_in_place(g)) return;
    const int strips = (g->m + 31) / 32;
    for (int s = strips * me / nth; s < strips * (me + 1) / nth; s++)
        gemm_pack_a(g, s, ap + (size_t)s * gemm_blk(g));
}

/* bytes the packed A of g needs (0 where A is read in place) */
static inline size_t gemm_ap_bytes(const gemm_op *g)
{
    return gemm_a_in_place(g) ? 0 : (size_t)((g->m + 31) / 32) * gemm_blk(g) * sizeof(kb_t);
}

/* The product inside a parallel region, by the whole team: A packed into ap by all (where it is
 * not read in place; gemm_ap_bytes), then each thread its share of the column blocks with its
 * scratch ws. Ends with a barrier, so that ap may be reused and the results read. */
static void gemm_team(const gemm_op *g, int path, kb_t *ap, gemm_ws *ws)
{
    const int me = omp_get_thread_num(), nth = omp_get_num_threads(), blocks = (g->n + 31) / 32;
    if (g->m > 0 && g->n > 0) {
        gemm_pack_a_team(g, ap, me, nth);
#pragma omp barrier
        gemm_cols(g, ap, path, blocks * me / nth, blocks * (me + 1) / nth, ws);
    }
#pragma omp barrier
}

/* The whole product on KB_THREADS threads. */
static void gemm_run(const gemm_op *g)
{
    if (g->m <= 0 || g->n <= 0) return;
    const int path = mm_path();
    big ba = {NULL, 0};
    kb_t *ap = gemm_ap_bytes(g) ? big_alloc(&ba, gemm_ap_bytes(g)) : NULL;
#pragma omp parallel num_threads(KB_THREADS)
    {
        gemm_ws ws = {0};
        gemm_team(g, path, ap, &ws);
        gemm_ws_free(&ws);
    }
    if (ap) big_free(&ba);
}

/* ---- storing results -------------------------------------------------------------------------- */

/* One row of a finished block, 32 values in lo | hi, to dst (cols of them valid): bf16 rounded
 * to nearest even; a whole aligned 64-byte row is streamed (C is not read again). */
static inline void gemm_store_row(kb_t *dst, __m512 lo, __m512 hi, int cols)
{
#ifdef KB_DTYPE_F32
    if (cols >= 32) {
        _mm512_storeu_ps(dst, lo);
        _mm512_storeu_ps(dst + 16, hi);
    } else {
        _mm512_mask_storeu_ps(dst, (__mmask16)(cols >= 16 ? 0xffffu : (1u << cols) - 1u), lo);
        if (cols > 16) _mm512_mask_storeu_ps(dst + 16, (__mmask16)((1u << (cols - 16)) - 1u), hi);
    }
#else
    const __m512i v = (__m512i)_mm512_cvtne2ps_pbh(hi, lo);
    if (cols >= 32 && ((uintptr_t)dst & 63) == 0)
        _mm512_stream_si512((void *)dst, v);
    else
        _mm512_mask_storeu_epi16(dst, cols >= 32 ? ~(__mmask32)0 : (((__mmask32)1 << cols) - 1u), v);
#endif
}

/* A finished block as it is, rounded, to o (rows ld apart). */
static inline void gemm_store_block(kb_t *o, long ld, const float *c, int rows, int cols)
{
    for (int r = 0; r < rows; r++)
        gemm_store_row(o + (size_t)r * ld, _mm512_load_ps(c + r * 32), _mm512_load_ps(c + r * 32 + 16), cols);
}

/* A matrix results go to, as the plain store epilogue's ctx. */
typedef struct gemm_dst {
    kb_t *p;
    long ld;
} gemm_dst;

/* the plain store epilogue: C itself, rounded, to the gemm_dst in ctx */
static void gemm_epi_store(const gemm_op *g, int i0, int j0, int rows, int cols, const float *c,
                           const float *c2)
{
    (void)c2;
    const gemm_dst *d = g->ctx;
    gemm_store_block(d->p + (size_t)i0 * d->ld + j0, d->ld, c, rows, cols);
}
