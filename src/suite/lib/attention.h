/* attention.h: the pieces the attention workloads (p01-p07, p15, p16) share.
 *
 * - kb_attn_ref_row: the heart of every attention reference, one query row against a list of
 *   keys, in double.
 * - kb_attn_ref_causal_head: the frame of the causal references (p01 softmax attention, p15
 *   retention, p16 SSD): causal scores and the weighted sum of values, in double, around the
 *   workload's own weighting of each row of scores.
 * - kb_attn_head: one head of unfused attention for the lib baselines, the way XLA runs it:
 *   a oneDNN matmul q.k^T into f32 scores (scale and additive masks fused as post-ops, as XLA
 *   fuses an elementwise epilogue), a oneDNN softmax into storage-type probabilities, a oneDNN
 *   matmul p.v.
 * - kb_attn_swap, kb_attn_gather: the copy passes of the lib baselines (layout changes between
 *   token-major and head-major tensors; gathering a paged KV cache into contiguous rows).
 * - kb_attn_permutation, kb_attn_lengths: shuffled page tables and uneven sequence lengths for
 *   the paged workloads' input generators.
 */
#ifndef KB_ATTENTION_H
#define KB_ATTENTION_H

#include <stdbool.h>
#include <stdint.h>
#include "../workload.h"

/* ---- reference --------------------------------------------------------------------------- */

/* One query row q[0..dk) against keys j = 0..n-1 (row j of k at k + j*ldk, of v at v + j*ldv):
 *   s[j]   = scale * sum_d q[d] * k[j][d] + (bias ? bias[j] : 0)   for every j with keep[j]
 *                                                                  (keep NULL: every j)
 *   out[e] = sum_j exp(s[j] - max s) * v[j][e] / sum_j exp(s[j] - max s)      e = 0..dv-1
 * Everything in double. A row that keeps no key (n == 0, or keep all false) is out = 0.
 * work holds n doubles. */
void kb_attn_ref_row(const float *q /* [dk] */, const float *k /* [n][ldk] */, int64_t ldk,
                     const float *v /* [n][ldv] */, int64_t ldv, int64_t n, int64_t dk,
                     int64_t dv, double scale, const float *bias /* [n] or NULL */,
                     const bool *keep /* [n] or NULL */, double *work /* [n] */,
                     float *out /* [dv] */);

/* The workload's step between scores and values in kb_attn_ref_causal_head: for query row i it
 * rewrites s[0..i] (the raw scores) into the weights of the values and returns the denominator
 * of row i. ctx is the caller's. */
typedef double (*kb_attn_ref_weigh)(void *ctx, int64_t i, double *s);

/* One (b, h) slice of a causal attention-like operation, q, k, v and out all [S][D]: for each
 * query row i = 0..S-1,
 *   s[j]      = sum_d q[i][d] * k[j][d]            for j = 0..i, each sum over d in order
 *                                                  0, 1, 2, ... (k is copied transposed first,
 *                                                  so the S sums run as independent lanes)
 *   den       = weigh(ctx, i, s)                   s[0..i] now holds the weights
 *   out[i][e] = (sum_{j=0..i} s[j] * v[j][e]) / den  the sum over j in order, rounded to f32 once
 * Everything in double. Keys j > i are never read (a causal mask). */
void kb_attn_ref_causal_head(const float *q, const float *k, const float *v, int64_t S, int64_t D,
                             kb_attn_ref_weigh weigh, void *ctx, float *out);

/* ---- lib baseline: one head of unfused attention ----------------------------------------- */

typedef struct kb_attn_head_desc {
    int64_t m, n;       /* query rows, keys */
    int64_t dk, dv;     /* width of q and k rows, width of v rows */
    kb_dtype dtype;     /* storage type of q, k, v, bias and out */
    double scale;       /* applied to q.k^T */
    bool bias;          /* add an [m][n] operand of the storage type (a score modifier) */
    bool mask;          /* add an [m][n] f32 operand: 0 keeps a score, -inf masks it */
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
    float *mask;       /* [S][S] */
    int64_t s, d;
    size_t esize;      /* bytes per element of the storage type */
    int64_t heads[2];  /* the workload's head counts, set and read by the workload */
} kb_attn_square;

kb_attn_square *kb_attn_square_create(int64_t S, int64_t D, kb_dtype dtype, bool bias,
                                      kb_attn_keep keep, const void *ctx, kb_err *err);
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
void kb_attn_gather(const void *pages, int64_t page, int64_t heads, int64_t nh, int64_t hstep,
                    int64_t hoff, size_t row, const int32_t *table, int64_t pps,
                    const int32_t *lens, int64_t nseq, int64_t cap, bool zero_tail, void *dst);

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
