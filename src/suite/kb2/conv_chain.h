/* kb2/conv_chain.h: the KernelBench level-2 convolution chains (conv_chain.def's rows): one 2-D or
 * 3-D convolution, standard or transposed, followed by an epilogue written as a list of ops, the
 * kinds of kb_ref_chain_kind (src/suite/ref/ref.h, which says what each computes). The reference
 * (conv_chain.c) runs the list as plain double loops, kb_ref_chain (src/suite/ref/chain.c); the lib
 * baseline (conv_chain.c too) runs it through its own fused f32 interpreter, cc_run_ops_f
 * (conv_chain_ops.c). A size-1 axis that KernelBench keeps or drops is the same memory: the
 * output's dims say which. */
#ifndef KB_KB2_CONV_CHAIN_H
#define KB_KB2_CONV_CHAIN_H

#include "kb2.h"
#include "../ref/ref.h"

/* The ops' kinds, each op and y's shape as the ops go (N, C', the spatial extents) are the
 * reference library's. The per-element ops with at most two constants (CC_RELU .. CC_MIN) come
 * first: an op is elementwise when its kind is at most CC_LAST_ELT. The other ops that keep y's
 * shape and need at a position only that position of y, of an extra input or of the saved copy,
 * or its channel's value (CC_ADD_P .. CC_MUL_SAVED) come next: the lib's interpreter applies each
 * run of consecutive ops of kind at most CC_LAST_FUSED in one pass. */
typedef kb_ref_chain_kind cc_opkind;
typedef kb_ref_chain_op cc_op;
typedef kb_ref_chain_shape cc_shape;
#define CC_LAST_ELT CC_MIN
#define CC_LAST_FUSED CC_MUL_SAVED

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

static inline int64_t cc_space(const cc_shape *s)
{
    int64_t v = 1;
    for (int i = 0; i < s->rank; i++) v *= s->sp[i];
    return v;
}
static inline int64_t cc_numel(const cc_shape *s) { return s->n * s->c * cc_space(s); }

/* The convolution's output shape for problem p (asserts the preset's DO/HO/WO agree). */
cc_shape cc_conv_shape(const kb_problem *p);

/* The lib's interpreter (conv_chain_ops.c): row r's ops on y (shape *s, updated), in f32,
 * ping-ponging between a and b (each holds the convolution's output); `saved` has the same room.
 * ex[i] is extra input i in f32. Returns the buffer that holds the result. Threads: OpenMP, up to
 * `threads`. */
float *cc_run_ops_f(const cc_row *r, int64_t groups, cc_shape *s, float *a, float *b, float *saved,
                    const float *const *ex, const int64_t *ex_n, int threads);

#endif
