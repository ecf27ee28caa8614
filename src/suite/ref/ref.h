/* ref.h: the reference library, the parts of the specification that several workloads share.
 *
 * Everything here is plain C in double precision, written for clarity of its order of
 * operations rather than for speed (only blocking that leaves every sum's order unchanged), and
 * nothing here is baseline code: src/suite/lib/ holds the baselines (oneDNN wrappers and
 * vectorised f32 passes), which are measured, while these functions define what is right. The
 * line between the two directories is the trust boundary of the design: a reference never calls
 * into lib/.
 *
 * `kbench show` prints, after a workload's reference, the body of every kb_ref_* function it
 * calls (transitively), cut from these sources between the markers
 *   kb:ref begin NAME  ...  kb:ref end
 * (each in a comment of its own line), so every kb_ref_* function and type needs such a pair;
 * tests/test_spec.c checks that each one a printed reference names is printed. The sources are
 * embedded in the binary by src/suite/embed/embed.c from the list in ref_files.def.
 *
 * The helpers are general where a family of workloads can share one (KernelBench's levels 1 and
 * 2 are families of one operator at many shapes): one linear layer for every layout, one group
 * normalisation that is layer norm at G = 1, one attention row for every mask. */
#ifndef KB_REF_H
#define KB_REF_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

/* ---- activations, in double -------------------------------------------------------------- */

/* kb:ref begin kb_ref_gelu_tanh */
/* jax.nn.gelu's default (approximate=True): 0.5 t (1 + tanh(sqrt(2/pi) (t + 0.044715 t^3))). */
static inline double kb_ref_gelu_tanh(double t)
{
    return 0.5 * t * (1.0 + tanh(sqrt(2.0 / M_PI) * (t + 0.044715 * t * t * t)));
}
/* kb:ref end */

/* kb:ref begin kb_ref_sigmoid */
static inline double kb_ref_sigmoid(double t) { return 1.0 / (1.0 + exp(-t)); }
/* kb:ref end */

/* kb:ref begin kb_ref_swish */
/* swish (silu): t * sigmoid(t), written as one quotient. */
static inline double kb_ref_swish(double t) { return t / (1.0 + exp(-t)); }
/* kb:ref end */

/* kb:ref begin kb_ref_softplus */
/* log(1 + e^t) in a form that neither overflows nor loses digits: t + log1p(e^-t) for t > 0,
 * log1p(e^t) otherwise. */
static inline double kb_ref_softplus(double t) { return t > 0.0 ? t + log1p(exp(-t)) : log1p(exp(t)); }
/* kb:ref end */

/* kb:ref begin kb_ref_mish */
static inline double kb_ref_mish(double t) { return t * tanh(kb_ref_softplus(t)); }
/* kb:ref end */

/* ---- the linear layer (linear.c) --------------------------------------------------------- */

/* y[m][n] = sum_k x[m][k] * w[k][n] (+ b[n] when b is not NULL), in double, each sum running
 * over k in order 0, 1, 2, ... and the bias added last. x is [M][K]; w is [K][N], or [N][K]
 * (PyTorch's Linear layout, y = x . w^T) when trans_w; b is [N]. Returns a malloc'd [M][N]
 * array of double; free() it. */
double *kb_ref_linear(const float *x, const float *w, const float *b, int64_t M, int64_t K,
                      int64_t N, bool trans_w);

/* ---- row normalisation and softmax (rows.c) ---------------------------------------------- */

/* Group normalisation of y in place: for each row m and each of the G groups of N/G consecutive
 * columns, y[m][c] = (y[m][c] - mean_g) / sqrt(var_g + eps) * gamma[c] + beta[c], with the
 * group's mean and biased variance (two passes, each sum over the group in order). G = 1 is
 * layer norm over the row. */
void kb_ref_groupnorm(double *y /* [M][N] */, int64_t M, int64_t N, int64_t G, double eps,
                      const float *gamma /* [N] */, const float *beta /* [N] */);

/* Softmax of each row: out[m][n] = exp(y[m][n] - max_n y[m]) / sum_n exp(y[m][n] - max_n y[m]),
 * the sum over n in order, each quotient rounded to f32 once. */
void kb_ref_softmax(const double *y /* [M][N] */, int64_t M, int64_t N, float *out /* [M][N] */);

/* ---- attention (attention.c) ------------------------------------------------------------- */

/* One query row q[0..dk) against keys j = 0..n-1 (row j of k at k + j*ldk, of v at v + j*ldv):
 *   s[j]   = scale * sum_d q[d] * k[j][d] + (bias ? bias[j] : 0)   for every j with keep[j]
 *                                                                  (keep NULL: every j)
 *   out[e] = sum_j exp(s[j] - max s) * v[j][e] / sum_j exp(s[j] - max s)      e = 0..dv-1
 * A row that keeps no key (n == 0, or keep all false) is out = 0. work holds n doubles. */
void kb_ref_attn_row(const float *q /* [dk] */, const float *k /* [n][ldk] */, int64_t ldk,
                     const float *v /* [n][ldv] */, int64_t ldv, int64_t n, int64_t dk,
                     int64_t dv, double scale, const float *bias /* [n] or NULL */,
                     const bool *keep /* [n] or NULL */, double *work /* [n] */,
                     float *out /* [dv] */);

/* kb:ref begin kb_ref_attn_weigh */
/* The workload's step between scores and values in kb_ref_attn_causal: for query row i it
 * rewrites s[0..i] (the raw scores q[i].k[j]) into the weights of the values and returns the
 * denominator of row i. ctx is the caller's. */
typedef double (*kb_ref_attn_weigh)(void *ctx, int64_t i, double *s);
/* kb:ref end */

/* One (b, h) slice of a causal attention-like operation, q, k, v and out all [S][D]: for each
 * query row i, s[j] = sum_d q[i][d] * k[j][d] for j = 0..i, den = weigh(ctx, i, s), then
 * out[i][e] = (sum_{j<=i} s[j] * v[j][e]) / den, rounded to f32 once. Keys j > i are never read. */
void kb_ref_attn_causal(const float *q, const float *k, const float *v, int64_t S, int64_t D,
                        kb_ref_attn_weigh weigh, void *ctx, float *out);

/* ---- grouped linear layer (grouped.c) ---------------------------------------------------- */

/* out[r][n] = sum_k a[r][k] * b[g(r)][k][n], g(r) the group of row r: rows are split into
 * `groups` consecutive groups of sizes[g] rows (non-negative, summing to m; asserted). Double
 * accumulators, each sum over k in order, stored as f32. */
void kb_ref_grouped_linear(const float *a /* [M][K] */, const float *b /* [G][K][N] */,
                           const int32_t *sizes /* [G] */, int64_t groups, int64_t m, int64_t k,
                           int64_t n, float *out /* [M][N] */);

#endif
