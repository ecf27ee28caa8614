/* kb2/conv_chain.h: the KernelBench level-2 convolution chains (conv_chain.def's rows): one 2-D or
 * 3-D convolution, standard or transposed, followed by an epilogue written as a list of ops.
 * The reference (conv_chain.c, in double) and the lib baseline (conv_chain_lib.c, in f32) run the
 * same list through one interpreter, conv_chain_ops.inc, instantiated for each type.
 *
 * The tensor the ops act on is y [N][C'][spatial...] (NC(D)HW, row-major), at first the
 * convolution's output (C' = F, the spatial extents DO, HO, WO). Ops, in the order listed:
 *   elementwise     RELU; LEAKY(a) (t > 0 ? t : a t); GELU (the erf form, KernelBench's F.gelu);
 *                   TANH; SIGMOID; MISH (t tanh(softplus t)); SWISH (t sigmoid t);
 *                   HARDSWISH (t clamp((t + 3)/6, 0, 1)); HSIG_SWISH (t sigmoid(t + 3) / 6, what
 *                   L2-58 writes as its "hardswish"); CLAMP(a, b); ADD(a); MUL(a); DIV(a);
 *                   MIN(a) (min(t, a))
 *   extra inputs    ADD_P(i), SUB_P(i), MUL_P(i): the row's extra input i (0 = the first after
 *                   x, w and the bias), one value per channel C' or a single value, broadcast;
 *                   ADD_T(i): extra input i of y's own shape, elementwise
 *   residuals       SAVE keeps a copy of y; ADD_SAVED, MUL_SAVED combine y with it elementwise
 *   over channels   SOFTMAX_C (softmax over C' at each position); MIN_C, MAX_C, SUM_C, MEAN_C,
 *                   LSE_C (log-sum-exp): reduce C' to 1
 *   over space      MEAN_SP, SUM_SP: reduce every spatial axis to 1; SUB_MEAN_SP: y minus its
 *                   mean over the spatial axes of its (n, c); SOFTMAX_SP: softmax over the
 *                   flattened spatial axes of each (n, c); MIN_AX(k), SUM_AX(k), MEAN_AX(k):
 *                   reduce spatial axis k (0 = the first: D in 3-D, H in 2-D) to 1
 *   norms           BN: batch norm in training mode (each channel over N and space, biased
 *                   variance); GN: group norm with G groups of C'/G consecutive channels, each
 *                   (n, group) over its channels and space; IN: instance norm (each (n, c) over
 *                   space); LN_W: layer norm over the last axis (W); eps 1e-5 each, no affine
 *   pooling         MAXPOOL(k), AVGPOOL(k): window k, stride k, no padding, on every spatial
 *                   axis (extents floor(L / k))
 * A size-1 axis that KernelBench keeps or drops is the same memory: the output's dims say which.
 */
#ifndef KB_KB2_CONV_CHAIN_H
#define KB_KB2_CONV_CHAIN_H

#include "kb2.h"

/* The elementwise ops with at most two constants (RELU .. MIN) come first: an op is elementwise
 * when its kind is at most CC_LAST_ELT. The other ops that keep y's shape and need at a position
 * only that position of y, of an extra input or of the saved copy, or its channel's value
 * (ADD_P .. MUL_SAVED) come next: the interpreter applies each run of consecutive ops of kind at
 * most CC_LAST_FUSED in one pass. */
/* clang-format off */
#define CC_OPS(X)                                                                              \
    X(RELU) X(LEAKY) X(GELU) X(TANH) X(SIGMOID) X(MISH) X(SWISH) X(HARDSWISH) X(HSIG_SWISH)    \
    X(CLAMP) X(ADD) X(MUL) X(DIV) X(MIN) X(ADD_P) X(SUB_P) X(MUL_P) X(ADD_T) X(SAVE)           \
    X(ADD_SAVED) X(MUL_SAVED) X(SOFTMAX_C) X(MIN_C) X(MAX_C) X(SUM_C) X(MEAN_C) X(LSE_C)       \
    X(MEAN_SP) X(SUM_SP) X(SUB_MEAN_SP) X(SOFTMAX_SP) X(MIN_AX) X(SUM_AX) X(MEAN_AX) X(BN)     \
    X(GN) X(IN) X(LN_W) X(MAXPOOL) X(AVGPOOL)
/* clang-format on */

typedef enum cc_opkind {
#define CC_ENUM(k) CC_##k,
    CC_OPS(CC_ENUM)
#undef CC_ENUM
} cc_opkind;
#define CC_LAST_ELT CC_MIN
#define CC_LAST_FUSED CC_MUL_SAVED

typedef struct cc_op {
    cc_opkind kind;
    double a, b; /* the op's arguments; an extra input's index, an axis or a window in a */
} cc_op;

typedef enum cc_conv { CC_C2, CC_C3, CC_T2, CC_T3 } cc_conv; /* rank 2/3, standard/transposed */
typedef enum cc_x { CC_X_U, CC_X_N, CC_X_S, CC_X_SP } cc_x;  /* conv_chain.def's x-init column */

#define CC_MAX_OPS 8

/* one row of conv_chain.def: what is fixed for the problem, whatever the preset */
typedef struct cc_row {
    cc_conv conv;
    int stride, pad, out_pad, prepool; /* prepool: an average pool of x before the convolution */
    bool bias;
    cc_x x;
    double ws; /* the weights' scale, on PyTorch's default bound */
    int nops;
    cc_op ops[CC_MAX_OPS];
} cc_row;

extern const kb_workload kb_fam_conv_chain[];
extern const cc_row kb_cc_rows[];

static inline const cc_row *cc_row_of(const kb_workload *w)
{
    return KB1_ROW_OF(kb_cc_rows, kb_fam_conv_chain, w);
}
static inline int cc_rank(const cc_row *r) { return r->conv == CC_C3 || r->conv == CC_T3 ? 3 : 2; }
static inline bool cc_transposed(const cc_row *r) { return r->conv == CC_T2 || r->conv == CC_T3; }

/* The shape of y as the ops go: N, C', the spatial extents. */
typedef struct cc_shape {
    int64_t n, c, sp[3];
    int rank;
} cc_shape;

static inline int64_t cc_space(const cc_shape *s)
{
    int64_t v = 1;
    for (int i = 0; i < s->rank; i++) v *= s->sp[i];
    return v;
}
static inline int64_t cc_numel(const cc_shape *s) { return s->n * s->c * cc_space(s); }

/* The convolution's output shape for problem p (asserts the preset's DO/HO/WO agree). */
cc_shape cc_conv_shape(const kb_problem *p);

/* The interpreters (conv_chain_ops.inc): run row r's ops on y (shape *s, updated), ping-ponging
 * between a and b (each holds the convolution's output); `saved` has the same room (NULL when
 * the row has no SAVE). ex[i] is extra input i in f32 (or double for the reference's). Returns
 * the buffer that holds the result. Threads: OpenMP, up to `threads`. */
double *cc_run_ops_d(const cc_row *r, int64_t groups, cc_shape *s, double *a, double *b, double *saved,
                     const float *const *ex, const int64_t *ex_n, int threads);
float *cc_run_ops_f(const cc_row *r, int64_t groups, cc_shape *s, float *a, float *b, float *saved,
                    const float *const *ex, const int64_t *ex_n, int threads);

#endif
