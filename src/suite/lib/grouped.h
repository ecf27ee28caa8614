/* grouped.h: building blocks of the grouped-matmul family (p10 sparse MoE, p11 megablox GMM,
 * p14 ragged dot): rows of an [M][K] matrix are split into G consecutive groups, and the rows
 * of group g are multiplied by the g-th of G [K][N] matrices.
 *
 * - kb_grouped_sizes: realistic group sizes (an index input): uneven, some groups empty.
 * - kb_rowmm: a oneDNN matmul planned once with its row count left to run time
 *   (DNNL_RUNTIME_DIM_VAL, oneDNN's documented way to serve changing shapes from one plan), plus
 *   kb_grouped_mm_run, which runs it once per non-empty group. This is what the lib baselines
 *   are built from: a library user with ragged groups has no other oneDNN call to make.
 * - kb_grouped_lib_init/run/fini: the lib baseline of p11 and p14, built from the two above.
 *
 * Their references share kb_ref_grouped_linear (src/suite/ref/). */
#ifndef KB_GROUPED_H
#define KB_GROUPED_H

#include "dnnl_util.h"

/* Fill sizes[0..groups) with non-negative sizes summing to rows, pure function of (seed,
 * stream). Shares are uneven the way MoE routing counts are (the largest group gets about 2.5x
 * the mean, the smallest about 0.15x), and max(1, groups/16) groups, chosen by the seed, are
 * empty when groups >= 2. */
void kb_grouped_sizes(uint64_t seed, uint64_t stream, int64_t groups, int64_t rows, int32_t *sizes);

/* ---- a oneDNN matmul with the row count given at run time ------------------------------- */

/* c[m][n] = a[m][k] . b[k][n], then eltwise post-ops in order (entries as in dnnl_util.h; oneDNN
 * 2.6 cannot describe a binary post-op operand with a run-time dimension, so binary entries are
 * refused). */
typedef struct kb_rowmm kb_rowmm;

kb_rowmm *kb_rowmm_create(int64_t k, int64_t n, kb_dtype src, kb_dtype wei, kb_dtype dst,
                          const kb_dnnl_post *post, kb_err *err);
/* m >= 1 rows. */
void kb_rowmm_run(kb_rowmm *mm, int64_t m, const void *a, const void *b, void *c);
void kb_rowmm_destroy(kb_rowmm *mm);

/* For every non-empty group g, in order: rows [start_g, start_g + sizes[g]) of a and of c (both
 * row-major, with the matmul's k and n columns) go through mm with b + g * (k*n elements). */
void kb_grouped_mm_run(kb_rowmm *mm, const int32_t *sizes, int64_t groups, const void *a, const void *b,
                       void *c);

/* ---- the lib baseline of p11 and p14 ------------------------------------------------------ */

/* For a workload with parameters G, M, K, N and inputs, in this order, a [M][K], b [G][K][N]
 * (both float) and sizes [G] (int32), output c [M][N]: one kb_rowmm planned with run-time rows
 * and no post-op, run by kb_grouped_mm_run on every input set. Usable as the descriptor's
 * lib_init, lib_run and lib_fini. */
void *kb_grouped_lib_init(const kb_problem *p, kb_err *err);
void kb_grouped_lib_run(void *state, const void *const *in, void *const *out);
void kb_grouped_lib_fini(void *state);

#endif
