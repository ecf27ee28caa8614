/* epilogue.h: the shared parts of the "linear layer + elementwise epilogue" workloads
 * (KernelBench level 2 GEMM fusions: k19, k20, k27, k30, k31, k35, k37, k44, k47, k48).
 *
 * Each of those workloads computes y = x.w (+ b) and then a chain of elementwise steps on y.
 * Two things are common to all of them and live here:
 * - the reference linear layer, in double (each reference then applies its own epilogue in a
 *   plain loop over y, so the math of the epilogue stays next to the workload's spec);
 * - the lib baseline of the purely elementwise ones: one oneDNN matmul with the bias and the
 *   epilogue fused as post-ops, which is what XLA does with an elementwise epilogue.
 * Shapes come from the problem's parameters M (rows), K (input features), N (output features).
 */
#ifndef KB_EPILOGUE_H
#define KB_EPILOGUE_H

#include <math.h>
#include "dnnl_util.h"

/* y[m][n] = sum_k x[m][k] * w[k][n] (+ b[n]): every sum in double, over k in order 0, 1, 2, ...,
 * the bias (when b is not NULL) added last. x is [M][K]; w is [K][N], or [N][K] when trans_w;
 * b is [N]. Returns y as a [M][N] array of double, which the caller frees with free(). */
double *kb_epi_ref_linear(const float *x, const float *w, const float *b, int64_t M, int64_t K,
                          int64_t N, bool trans_w);

/* Reference activations, in double. gelu is jax.nn.gelu's default, the tanh approximation. */
static inline double kb_epi_gelu_tanh(double t)
{
    return 0.5 * t * (1.0 + tanh(sqrt(2.0 / M_PI) * (t + 0.044715 * t * t * t)));
}

static inline double kb_epi_swish(double t) { return t / (1.0 + exp(-t)); }

/* The lib baseline "matmul + bias + post-ops": inputs 0, 1 (and 2 when bias) are x, w (and b);
 * output 0 is [M][N] in the storage type. A binary post-op i takes its operand from input
 * post_input[i] (0, x itself, means none). */
typedef struct kb_epi_linear_desc {
    bool trans_w;                      /* w is [N][K] (x.w^T) */
    bool bias;                         /* input 2 is a bias [N] */
    kb_dnnl_post post[KB_DNNL_MAX_POST];
    int post_input[KB_DNNL_MAX_POST];  /* binary post-ops only */
} kb_epi_linear_desc;

void *kb_epi_linear_init(const kb_problem *p, const kb_epi_linear_desc *d, kb_err *err);
void kb_epi_linear_run(void *state, const void *const *in, void *const *out);
void kb_epi_linear_fini(void *state);

#endif
