/* attention.h: the pieces the attention workloads (p01-p07, p15, p16) share.
 *
 * - kb_attn_head: one head of unfused attention for the lib baselines, the way XLA runs it:
 *   a oneDNN matmul q.k^T into f32 scores (scale and additive masks fused as post-ops, as XLA
 *   fuses an elementwise epilogue), a oneDNN softmax into storage-type probabilities, a oneDNN
 *   matmul p.v.
 * - kb_attn_swap, kb_attn_gather: the copy passes of the lib baselines (layout changes between
 *   token-major and head-major tensors; gathering a paged KV cache into contiguous rows).
 * - kb_attn_permutation, kb_attn_lengths: shuffled page tables and uneven sequence lengths for
 *   the paged workloads' input generators.
 *
 * Their references share kb_ref_attn_row and kb_ref_attn_causal (src/suite/ref/).
 */
#ifndef KB_ATTENTION_H
#define KB_ATTENTION_H

#include <stdbool.h>
#include <stdint.h>
#include "../workload.h"

/* ---- lib baseline: one head of unfused attention ----------------------------------------- */

typedef struct kb_attn_head_desc {
    int64_t m, n;   /* query rows, keys */
    int64_t dk, dv; /* width of q and k rows, width of v rows */
    kb_dtype dtype; /* storage type of q, k, v, bias and out */
    double scale;   /* applied to q.k^T */
    bool bias;      /* add an [m][n] operand of the storage type (a score modifier) */
    bool mask;      /* add an [m][n] f32 operand: 0 keeps a score, -inf masks it */
} kb_attn_head_desc;

typedef struct kb_attn_head kb_attn_head;

kb_attn_head *kb_attn_head_create(const kb_attn_head_desc *d, kb_err *err);
/* out = softmax_rows(scale * q.k^T + bias + mask) . v for one head, all operands dense:
 * scores in f32, probabilities rounded to the storage type (as XLA stores them). */
void kb_attn_head_run(kb_attn_head *a, const void *q /* [m][dk] */, const void *k /* [n][dk] */,
                      const void *v /* [n][dv] */, const void *bias /* [m][n] or NULL */,
                      const float *mask /* [m][n] or NULL */, void *out /* [m][dv] */);
void kb_attn_head_destroy(kb_attn_head *a);

/* The lib state of the masked square-head workloads (p04, p05): one kb_attn_head over S queries
 * and S keys, q, k, v rows of width D, scale 1/sqrt(D), an [S][S] bias operand when `bias`, and
 * its [S][S] f32 mask, 0 where keep(i, j, ctx) and -inf elsewhere; the workload's lib_run runs
 * the head once per (query) head. kb_attn_square_create returns NULL (err filled) on failure;
 * kb_attn_square_free is the workloads' lib_fini. */
typedef bool (*kb_attn_keep)(int64_t i, int64_t j, const void *ctx);
typedef struct kb_attn_square {
    kb_attn_head *head;
    float *mask; /* [S][S] */
    int64_t s, d;
    size_t esize;     /* bytes per element of the storage type */
    int64_t heads[2]; /* the workload's head counts, set and read by the workload */
} kb_attn_square;

kb_attn_square *kb_attn_square_create(int64_t S, int64_t D, kb_dtype dtype, bool bias, kb_attn_keep keep,
                                      const void *ctx, kb_err *err);
void kb_attn_square_free(void *state);

/* ---- copy passes ------------------------------------------------------------------------- */

/* dst[a][c][b] = src[a][b][c] for rows of `row` bytes: e.g. token-major [B][S][H][D] to
 * head-major [B][H][S][D] (na B, nb S, nc H, row D elements) and back (nb H, nc S). */
void kb_attn_swap(const void *src, void *dst, int64_t na, int64_t nb, int64_t nc, size_t row);

/* Gather the cached rows of nseq sequences out of a paged cache into head-major buffers:
 *   dst[b][h][t] = pages[table[b][t / page]][t % page][h * hstep + hoff]   t < lens[b], h < nh
 * pages is [P][page][heads] rows of `row` bytes; table is [nseq][pps]; dst is [nseq][nh][cap]
 * rows (cap >= every length). With zero_tail the rows lens[b] <= t < cap are zeroed, so that a
 * consumer running over all cap rows reads zeros past each sequence; without, they are left
 * alone. hstep 1, hoff 0 reads plain per-head pages; hstep 2, hoff 0 or 1 reads the keys or the
 * values of a cache that interleaves them. One parallel pass over (sequence, head, page). */
void kb_attn_gather(const void *pages, int64_t page, int64_t heads, int64_t nh, int64_t hstep, int64_t hoff,
                    size_t row, const int32_t *table, int64_t pps, const int32_t *lens, int64_t nseq,
                    int64_t cap, bool zero_tail, void *dst);

/* ---- input generation -------------------------------------------------------------------- */

/* dst = a uniformly random permutation of 0..n-1, a pure function of (seed, stream). */
void kb_attn_permutation(uint64_t seed, uint64_t stream, int32_t *dst, int64_t n);

/* n uneven sequence lengths in [1, maxlen] that sum to exactly `total` (so that FLOP and byte
 * counts are exact): one sequence at maxlen; one (when n >= 3) shorter than short_below; the
 * others spread unevenly, skewed towards short ones; which slot gets which is random. A pure
 * function of (seed, stream); streams stream .. stream + 2 are used. total must leave the
 * other lengths room between 1 and maxlen each (it is asserted). */
void kb_attn_lengths(uint64_t seed, uint64_t stream, int64_t n, int64_t maxlen, int64_t short_below,
                     int64_t total, int32_t *dst);

#endif
