/* kb1/softmax.c: softmax and log-softmax over each row, KernelBench level 1 (L1-23, 24), one
 * family whose instances are the rows of softmax.def.
 *
 *   softmax:     out[r][c] = exp(x[r][c] - max_c' x[r]) / sum_c' exp(x[r][c'] - max_c' x[r])
 *   log-softmax: out[r][c] = x[r][c] - max_c' x[r] - log(sum_c' exp(x[r][c'] - max_c' x[r]))
 *
 * Shapes: R rows, C columns, over which the row is normalised (KernelBench: dim 1 of a
 * 4096 x 393216 batch). x[r][c] = s_r * N(0,1) with a per-row scale s_r uniform on [0.5, 2), so
 * rows range from nearly flat to peaked distributions. Memory-bound: one read of x and one
 * write of out (a kernel keeps a row in cache between its passes).
 *
 * Tolerances (measured by tools/baselines/margins.c, lib vs reference, at tiny): bf16 rtol
 * 1.6e-2, as oneDNN's bf16 softmax reaches 0.86 of 8e-3 (about 1.7 bf16 ulps, where the
 * output's own rounding is half of one); f32 rtol 2e-5 (worst 0.06 of it).
 *
 * Changes from KernelBench: (JAXBench's translation is named where it departs too)
 * - Inputs are s_r * N(0,1), not U[0,1): on [0,1) every probability of a 393216-wide row is
 *   within a factor e of 1/393216 (about 2.5e-6), an almost uniform output.
 * - Sizes: the cpu preset is 4096 x 4096 (32 MB in bf16), not KernelBench's 4096 x 393216
 *   (6 GiB in f32); KernelBench's size is the preset `kernelbench`.
 */
#include "kb1.h"

#include <stdlib.h>
#include "../lib/dnnl_softmax.h"
#include "../lib/rows.h"
#include "../ref/ref.h"

enum { P_R, P_C };

extern const kb_workload kb_fam_softmax[];

/* one row of softmax.def */
typedef struct sm_row {
    bool log;
    double flops;
} sm_row;

static const sm_row rows[] = {
#define KB_ROW(num3, num, nm, file, lg, fl, kr, kc) {lg, fl},
#include "softmax.def"
#undef KB_ROW
};

static const sm_row *row_of(const kb_workload *w) { return KB1_ROW_OF(rows, kb_fam_softmax, w); }

static double flops(const kb_problem *p)
{
    return row_of(p->w)->flops * (double)p->p[P_R] * (double)p->p[P_C];
}

/* kb:reference begin */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const bool take_log = row_of(p->w)->log; /* the row: softmax or log-softmax */
    const int64_t R = p->p[P_R], C = p->p[P_C];
    const float *x = in[0]; /* [R][C] */
    double *y = kb_xmalloc(sizeof(double) * (size_t)(R * C));
    for (int64_t i = 0; i < R * C; i++) y[i] = x[i];
    kb_ref_softmax(y, R, C, take_log, out[0]); /* out: [R][C] */
    free(y);
}
/* kb:reference end */

/* The lib baseline is oneDNN's softmax primitive (softmax_accurate or softmax_log) over the last
 * axis, storage type in and out. */
static void *lib_init(const kb_problem *p, kb_err *err)
{
    const kb_dnnl_softmax_desc d = {.ndims = 2,
                                    .dims = {p->p[P_R], p->p[P_C]},
                                    .axis = 1,
                                    .src = p->dtype,
                                    .dst = p->dtype,
                                    .log = row_of(p->w)->log};
    return kb_dnnl_softmax_create(&d, err);
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    kb_dnnl_softmax_run(state, in[0], out[0]);
}

static void lib_fini(void *state) { kb_dnnl_softmax_destroy(state); }

#define MATH_0 "out[r][c] = exp(x[r][c] - max_c' x[r]) / sum_c' exp(x[r][c'] - max_c' x[r])"
#define MATH_1 "out[r][c] = x[r][c] - max_c' x[r] - log(sum_c' exp(x[r][c'] - max_c' x[r]))"

const kb_workload kb_fam_softmax[] = {
#define KB_ROW(num3, num, nm, file, lg, fl, kr, kc)                                                          \
    {                                                                                                        \
        KB1_ROW_COMMON(num3, num, nm, file, "softmax"),                                                      \
        .math = MATH_##lg "\nover each row of x [R][C] (dim 1); f32 arithmetic, output rounded "             \
                          "to the storage type",                                                             \
        .params = {"R", "C"},                                                                                \
        .inputs = {{.name = "x",                                                                             \
                    .dims = {"R", "C"},                                                                      \
                    .init = KB_INIT_CUSTOM,                                                                  \
                    .doc = "logits, s_r * N(0,1), s_r ~ U[0.5, 2) per row"}},                                \
        .outputs = {{.name = "out", .dims = {"R", "C"}, .doc = lg ? "log-probabilities" : "probabilities"}}, \
        .presets = {{"tiny", {32, 512}}, {"cpu", {4096, 4096}}, {"kernelbench", {kr, kc}}},                  \
        .tol_bf16 = {.atol = 1e-7, .rtol = 1.6e-2},                                                          \
        .tol_f32 = {.atol = 1e-9, .rtol = 2e-5},                                                             \
        .generate = kb_rows_generate_scaled,                                                                 \
        .lib_doc = lg ? "oneDNN softmax primitive (softmax_log), last axis"                                  \
                      : "oneDNN softmax primitive (softmax_accurate), last axis",                            \
    },
#include "softmax.def"
#undef KB_ROW
};
const size_t kb_fam_softmax_n = KB_ARRAY_LEN(kb_fam_softmax);
_Static_assert(KB_ARRAY_LEN(kb_fam_softmax) == KB_ARRAY_LEN(rows), "rows out of step");
