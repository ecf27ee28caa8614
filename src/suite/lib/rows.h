/* rows.h: row-wise passes over a dense row-major [R][C] matrix, for the GEMM + reduction /
 * normalisation workloads (JAXBench 21k-50k): their lib baselines run the matmul in oneDNN and
 * every reduction or normalisation after it as one of these plain OpenMP passes (their
 * references are in src/suite/ref/).
 *
 * Lib passes read and write tensors in the storage type of the evaluation (kb_dtype: bf16 or
 * f32), compute in f32 (as XLA computes bf16 reductions) and are written so that gcc vectorises
 * them: each row is processed in chunks that are first converted to f32 in a small buffer. The
 * exponential is a vectorisable polynomial (kb_rows_expf), as XLA's is, because glibc's expf
 * only vectorises under -ffast-math. `threads` is the OpenMP thread count of the pass. */
#ifndef KB_ROWS_H
#define KB_ROWS_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include "../workload.h"
#include "dnnl_softmax.h"
#include "dnnl_util.h"

/* ---- inputs --------------------------------------------------------------------------------- */

/* A workload's `generate` for activations whose rows differ in scale, as tokens' do: input
 * `input`, of dims [R][C...], gets dst[r][c] = s_r * N(0,1) with s_r uniform on [0.5, 2), drawn
 * from the counter RNG (stream `input` for the normals, another for the scales), so the values
 * are a pure function of (problem, input, seed). dst is f32. */
void kb_rows_generate_scaled(const kb_problem *p, int input, uint64_t seed, void *dst);

/* ---- vectorisable f32 elementwise functions -------------------------------------------------- */

/* e^x to about 2 ulp for x in [-87, 88]; clamped outside (e^-87.3 ~ 1e-38 stands in for 0). */
static inline float kb_rows_expf(float x)
{
    x = x < -87.3f ? -87.3f : x > 88.0f ? 88.0f : x;
    /* x = n ln2 + r with |r| <= ln2/2; n by the add-and-subtract rounding trick */
    const float shifter = 12582912.0f; /* 1.5 * 2^23 */
    float n = (x * 1.44269504f + shifter) - shifter;
    float r = x - n * 0.693145752f - n * 1.42860677e-6f; /* ln2 split in two for exactness */
    /* e^r by its Taylor series to r^7/5040 (error < 2e-8 relative on |r| <= 0.347) */
    float p = 1.0f / 5040.0f;
    p = p * r + 1.0f / 720.0f;
    p = p * r + 1.0f / 120.0f;
    p = p * r + 1.0f / 24.0f;
    p = p * r + 1.0f / 6.0f;
    p = p * r + 0.5f;
    p = p * r + 1.0f;
    p = p * r + 1.0f;
    int32_t e = ((int32_t)n + 127) << 23; /* 2^n as f32 bits */
    float s;
    memcpy(&s, &e, sizeof s);
    return p * s;
}

/* ln x to about 2.3 ulp for positive normal x, its only domain (0 gives -88, about ln of the
 * smallest normal; a test of x for 0 or a sign would stop gcc vectorising the callers' loops):
 * x = m 2^e with m in [sqrt(1/2), sqrt(2)), ln m = 2 atanh(s), s = (m - 1) / (m + 1), by its
 * series to s^9 (|s| <= 0.172, error < 1e-9). glibc's logf vectorises only under -ffast-math. */
static inline float kb_rows_logf(float x)
{
    int32_t bits;
    memcpy(&bits, &x, sizeof bits);
    int32_t e = ((bits >> 23) & 0xff) - 127;
    int32_t mb = (bits & 0x7fffff) | 0x3f800000; /* m in [1, 2) */
    float m;
    memcpy(&m, &mb, sizeof m);
    const int32_t big = m > 1.41421356f;
    m = big ? 0.5f * m : m;
    e += big;
    const float s = (m - 1.0f) / (m + 1.0f), s2 = s * s;
    float p = 2.0f / 9.0f;
    p = p * s2 + 2.0f / 7.0f;
    p = p * s2 + 2.0f / 5.0f;
    p = p * s2 + 2.0f / 3.0f;
    p = p * s2 + 2.0f;
    return (float)e * 0.693145752f + (p * s + (float)e * 1.42860677e-6f);
}

static inline float kb_rows_sigmoidf(float x) { return 1.0f / (1.0f + kb_rows_expf(-x)); }

/* tanh(x) = 1 - 2 / (e^{2x} + 1): absolute error ~1e-7 everywhere. */
static inline float kb_rows_tanhf(float x) { return 1.0f - 2.0f / (kb_rows_expf(2.0f * x) + 1.0f); }

/* JAX's default gelu (approximate=True): 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))). */
static inline float kb_rows_gelu_tanhf(float x)
{
    return 0.5f * x * (1.0f + kb_rows_tanhf(0.7978845608f * (x + 0.044715f * x * x * x)));
}

/* ---- chunked access to storage-typed rows -------------------------------------------------- */

#define KB_ROWS_CHUNK 512

/* buf[j] = x[off + j] as f32, for j < n. */
void kb_rows_load(kb_dtype t, const void *x, int64_t off, int64_t n, float *restrict buf);
/* y[off + j] = buf[j] rounded to the storage type, for j < n. */
void kb_rows_store(kb_dtype t, const float *restrict buf, int64_t n, void *y, int64_t off);

/* ---- row reductions ------------------------------------------------------------------------ */

/* The elementwise map applied before a reduction (XLA fuses it into the reduce):
 * v = fn(scale * x); scale 0 means 1. */
typedef enum kb_rows_fn { KB_ROWS_IDENTITY, KB_ROWS_GELU_TANH } kb_rows_fn;
typedef struct kb_rows_map {
    kb_rows_fn fn;
    float scale;
} kb_rows_map;

typedef enum kb_rows_op {
    KB_ROWS_SUM,
    KB_ROWS_MAX,
    KB_ROWS_MIN,
    KB_ROWS_LOGSUMEXP, /* max + log(sum exp(v - max)), two passes over the row */
} kb_rows_op;

/* out[r] = op over c of map(x[r][c]), in f32. map may be NULL (identity). */
void kb_rows_reduce(kb_dtype t, const void *x /* [R][C] */, int64_t R, int64_t C, const kb_rows_map *map,
                    kb_rows_op op, float *out /* [R] */, int threads);

/* ---- normalisation and pooling -------------------------------------------------------------- */

/* Group normalisation of each row over G contiguous groups of C/G columns (G = 1: layer norm):
 *   y[r][c] = (x[r][c] - mean_g) / sqrt(var_g + eps) * gamma[c] + beta[c]
 * with the group's mean and biased variance (two passes, f32). gamma and beta are [C] of the
 * storage type; y may not alias x. */
void kb_rows_groupnorm(kb_dtype t, const void *x /* [R][C] */, int64_t R, int64_t C, int64_t G, float eps,
                       const void *gamma, const void *beta, void *y /* [R][C] */, int threads);

/* Average pooling along each row, window P, stride P: y[r][j] = sum_q x[r][j*P + q] / P. */
void kb_rows_avgpool(kb_dtype t, const void *x /* [R][C] */, int64_t R, int64_t C, int64_t P,
                     void *y /* [R][C/P] */, int threads);

/* ---- the lib baselines' state ---------------------------------------------------------------- */

/* What these baselines hold between calls: up to two oneDNN matmuls and a oneDNN softmax, up
 * to three scratch tensors (storage type or f32, allocated by the workload's lib_init), the
 * evaluation's settings and whatever shape and constants the workload's lib_run needs. */
typedef struct kb_rows_lib {
    kb_dnnl_matmul *mm[2];
    kb_dnnl_softmax *sm;
    void *buf[3];
    kb_dtype dtype;
    int threads;
    int64_t m, n, g; /* rows, columns, groups (as the workload uses them) */
    float c[4];      /* constants */
} kb_rows_lib;

kb_rows_lib *kb_rows_lib_new(const kb_problem *p);
/* Plan s->mm[i]; on failure fills err, frees s and returns -1. */
int kb_rows_lib_matmul(kb_rows_lib *s, int i, const kb_dnnl_matmul_desc *d, kb_err *err);
/* Plan s->sm, a softmax over the last axis of an [R][C] tensor of the storage type; on failure
 * fills err, frees s and returns -1. */
int kb_rows_lib_softmax(kb_rows_lib *s, int64_t R, int64_t C, kb_err *err);
/* Frees the primitives and every non-NULL buffer: the lib_fini of these workloads. */
void kb_rows_lib_free(void *state);

/* The first two steps of the "linear layer + group norm" baselines (k40, k45), for parameters
 * M, K, N, G and inputs x [M][K], w [N][K], b [N], gamma [N], beta [N] first, in that order.
 * kb_rows_lib_gemm_groupnorm plans mm[0] = x . w^T + b into the storage type, allocates buf[0]
 * (y) and buf[1] (g), both [M][N] of the storage type, and sets m = M, n = N, g = G,
 * c[0] = eps; on failure fills err and returns NULL. The workload may use buf[2] and c[1..].
 * kb_rows_gemm_groupnorm_run computes y by oneDNN and g = groupnorm_G(y) * gamma + beta by
 * kb_rows_groupnorm, into the storage type. */
/* The "matmul, then softmax over each row" baselines (k38, k43, k50): kb_rows_lib_matmul_softmax
 * plans mm[0] from d (its dst the storage type), a softmax over [d->m][d->n] and allocates
 * buf[0], the [M][N] matmul output in the storage type; on failure fills err, frees s and
 * returns -1. kb_rows_matmul_softmax_run runs the matmul on x, w, b = in[0], in[1], in[2] (with
 * post_args for its binary post-ops, NULL if none) into buf[0], then the softmax into out. */
int kb_rows_lib_matmul_softmax(kb_rows_lib *s, const kb_dnnl_matmul_desc *d, kb_err *err);
void kb_rows_matmul_softmax_run(kb_rows_lib *s, const void *const *in, const void *const *post_args,
                                void *out);

/* The "matmul, then the sum of each row" baselines (k23, k36): kb_rows_lib_matmul_rowsum plans
 * mm[0] from d (its dst the storage type, no binary post-op), allocates buf[0], the [M][N] matmul
 * output in the storage type, and buf[1], the f32 row sums [M], and sets m, n; on failure fills
 * err, frees s and returns -1. kb_rows_matmul_rowsum_run is the lib_run: the matmul of x, w, b =
 * in[0], in[1], in[2] into buf[0], each row summed in f32 (kb_rows_reduce), out[0] = the sums
 * rounded to the storage type. */
int kb_rows_lib_matmul_rowsum(kb_rows_lib *s, const kb_dnnl_matmul_desc *d, kb_err *err);
void kb_rows_matmul_rowsum_run(void *state, const void *const *in, void *const *out);

kb_rows_lib *kb_rows_lib_gemm_groupnorm(const kb_problem *p, double eps, kb_err *err);
void kb_rows_gemm_groupnorm_run(kb_rows_lib *s, const void *const *in);

#endif
