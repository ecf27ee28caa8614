/* epilogue.h: the shared parts of the "linear layer + elementwise epilogue" workloads
 * (KernelBench level 2 GEMM fusions: k19, k20, k27, k30, k31, k35, k37, k44, k47, k48).
 *
 * Each of those workloads computes y = x.w (+ b) and then a chain of elementwise steps on y.
 * Their references share kb_ref_linear (src/suite/ref/) and apply their own epilogue in a plain
 * loop over y, so the math of the epilogue stays next to the workload's spec. What lives here is
 * the lib baseline of the purely elementwise ones: one oneDNN matmul with the bias and the
 * epilogue fused as post-ops, which is what XLA does with an elementwise epilogue.
 * Shapes come from the problem's parameters M (rows), K (input features), N (output features).
 */
#ifndef KB_EPILOGUE_H
#define KB_EPILOGUE_H

#include <math.h>
#include "dnnl_util.h"

/* The lib baseline "matmul + bias + post-ops": inputs 0, 1 (and 2 when bias) are x, w (and b);
 * output 0 is [M][N] in the storage type. A binary post-op i takes its operand from input
 * post_input[i] (0, x itself, means none). */
typedef struct kb_epi_linear_desc {
    bool trans_w; /* w is [N][K] (x.w^T) */
    bool bias;    /* input 2 is a bias [N] */
    kb_dnnl_post post[KB_DNNL_MAX_POST];
    int post_input[KB_DNNL_MAX_POST]; /* binary post-ops only */
} kb_epi_linear_desc;

void *kb_epi_linear_init(const kb_problem *p, const kb_epi_linear_desc *d, kb_err *err);
void kb_epi_linear_run(void *state, const void *const *in, void *const *out);
void kb_epi_linear_fini(void *state);

#endif
