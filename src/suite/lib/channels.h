/* channels.h: the steps between the convolutions of the conv workloads' lib baselines (k22,
 * k25, k28, k34, k39, k46): plain OpenMP passes over NC[D]HW tensors for the statistics that
 * instance, group and batch norm need and the per-plane affine map that applies them, and
 * oneDNN's elementwise primitive for transcendental steps (tanh, exp, GELU), which plain C loops
 * would leave to scalar libm calls (glibc's tanhf costs ~10 ns a value here; a library user
 * calls the vectorised primitive).
 *
 * A "plane" is the contiguous run of spatial values of one (n, c) pair: [D][H][W] or [H][W].
 * Statistics are gathered per plane (mean and M2, the sum of squared deviations from the mean,
 * two passes over the plane while it sits in cache, double accumulators: no E[x^2] - E[x]^2
 * cancellation) and then pooled into the sets a norm averages over: one plane (instance norm),
 * C/G consecutive planes (group norm) or the same channel of every image (batch norm). The data
 * are f32 (the convolution's output); only gamma, beta and the final store see the storage
 * type. */
#ifndef KB_CHANNELS_H
#define KB_CHANNELS_H

#include <stdint.h>
#include "dnnl_util.h"

/* For each of `planes` contiguous planes of `len` values in x: mean[p] and, unless m2 is NULL,
 * m2[p] = sum_i (x[p][i] - mean[p])^2. */
void kb_chan_moments(const float *x /* [planes][len] */, int64_t planes, int64_t len,
                     double *mean /* [planes] */, double *m2 /* [planes] or NULL */, int threads);

/* Pool plane moments indexed [outer][k][inner] into set moments [outer][inner]: set (o, i) is
 * the union of the k planes (o, j, i), each of len values (Chan et al.'s pairwise formula).
 * Group norm over NCHW: outer = N*G, k = C/G, inner = 1. Batch norm: outer = 1, k = N,
 * inner = C. */
void kb_chan_pool(const double *mean, const double *m2, int64_t outer, int64_t k, int64_t inner, int64_t len,
                  double *set_mean, double *set_m2);

/* Normalisation of plane (n, c), n < N, c < C, as y = a[n][c] * x + b[n][c], with
 *   a = gamma[c] / sqrt(var + eps),  b = beta[c] - mean * a,  var = m2 / count (biased)
 * taken from set s = n * set_n + c / set_c of (set_mean, set_m2), each set of `count` values:
 * instance norm set_n = C, set_c = 1; group norm set_n = G, set_c = C/G; batch norm set_n = 0,
 * set_c = 1. gamma and beta are [C] in storage type t; NULL means 1 and 0. */
void kb_chan_norm_affine(const double *set_mean, const double *set_m2, double count, int64_t N, int64_t C,
                         int64_t set_n, int64_t set_c, const void *gamma, const void *beta, kb_dtype t,
                         double eps, float *a /* [N][C] */, float *b /* [N][C] */);

/* y[p][i] = a[p] * x[p][i] + b[p], rounded to storage type t. */
void kb_chan_affine_store(const float *x /* [planes][len] */, int64_t planes, int64_t len,
                          const float *a /* [planes] */, const float *b /* [planes] */, kb_dtype t,
                          void *y /* [planes][len] */, int threads);

/* Images for workloads that pool over whole planes: x[n][c][.] = lo + span * u with u ~ U[0,1)
 * per value and, per (n, c) plane, a brightness lo ~ U[0, 0.5) and a contrast span ~
 * (1 - lo) * U[0.25, 1), so values stay in [0, 1) like JAXBench's U[0,1) but every image has
 * its own statistics (i.i.d. values would make a plane's mean the same for every image, up to
 * sampling noise). A pure function of (seed, stream); stream separates tensors. */
void kb_chan_images(uint64_t seed, uint64_t stream, int64_t n, int64_t c, int64_t plane,
                    float *x /* [n][c][plane] */);

/* y = op(y) in place over n contiguous f32 values, then the eltwise post-ops in `post` (ending
 * at the first KB_POST_NONE; may be NULL): one oneDNN eltwise primitive, planned once. */
typedef struct kb_chan_eltwise kb_chan_eltwise;
kb_chan_eltwise *kb_chan_eltwise_create(int64_t n, dnnl_alg_kind_t op, float alpha, float beta,
                                        const kb_dnnl_post *post, kb_err *err);
void kb_chan_eltwise_run(kb_chan_eltwise *e, float *y /* [n] */);
void kb_chan_eltwise_destroy(kb_chan_eltwise *e);

#endif
