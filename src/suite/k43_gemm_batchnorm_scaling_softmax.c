/* k43_gemm_batchnorm_scaling_softmax: linear layer, batch norm with running statistics
 * (inference), a learned scalar scale, softmax over the features (JAXBench 43k, KernelBench
 * level 2 #84 "Gemm_BatchNorm_Scaling_Softmax").
 *
 *   y[m][n]   = sum_k x[m][k] * w[k][n] + b[n]
 *   z[m][n]   = scale[0] * ((y[m][n] - bn_mean[n]) / sqrt(bn_var[n] + EPS) * bn_scale[n]
 *                           + bn_bias[n])
 *   out[m][n] = exp(z[m][n] - max_n z[m]) / sum_n' exp(z[m][n'] - max_n z[m])
 *
 * Shapes: M rows, K input features, N output features; w is [K][N] (JAXBench computes x . w + b).
 * JAXBench: M 4096, K 8192, N 8192; the cpu preset is M = K = N = 2048 (K and N a quarter of
 * JAXBench's, M, the batch, half of it, so that the bf16 lib baseline takes over 10 ms), and tiny
 * keeps cpu's K and N, so the probabilities (about 1/N, spread over a factor of ~100 within a row)
 * have the same scale at both.
 *
 * Changes from JAXBench: JAXBench's w and b are zeros, bn_scale ones, bn_bias and bn_mean zeros,
 * bn_var and scale ones (its output is the constant 1/N); here x ~ N(0,1) (JAXBench: U[0,1)),
 * w ~ N(0,1)*0.02, b ~ N(0,1)*0.1, bn_scale ~ 1 + 0.1 N(0,1), bn_bias and bn_mean ~ 0.1 N(0,1),
 * bn_var uniform on [0.5, 1.5) (y's variance is about 0.8) and scale ~ 1 + 0.1 N(0,1), like
 * trained parameters and running statistics.
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/rows.h"

#include <math.h>
#include <stdlib.h>

enum { P_M, P_K, P_N };
enum { S_EPS };

/* The matmul and the bias; the batch norm, scale and softmax (about 10 flops per element of y,
 * under 1% of the total) are not counted. */
static double flops(const kb_problem *p)
{
    const double M = (double)p->p[P_M], K = (double)p->p[P_K], N = (double)p->p[P_N];
    return 2.0 * M * N * K + M * N;
}

/* kb:reference begin */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t M = p->p[P_M], K = p->p[P_K], N = p->p[P_N];
    const double eps = p->w->scalars[S_EPS].value;
    const float *x = in[0];        /* [M][K] */
    const float *w = in[1];        /* [K][N] */
    const float *b = in[2];        /* [N] */
    const float *bn_scale = in[3]; /* [N] */
    const float *bn_bias = in[4];  /* [N] */
    const float *bn_mean = in[5];  /* [N] */
    const float *bn_var = in[6];   /* [N] */
    const float *scale = in[7];    /* [1] */
    float *o = out[0];             /* [M][N] */
    /* y[m][n] = sum_k x[m][k] * w[k][n] + b[n] in double, summed over k in order (ref/linear.c) */
    double *y = kb_ref_linear(x, w, b, M, K, N, false); /* [M][N], becomes z */
#pragma omp parallel for schedule(static)
    for (int64_t m = 0; m < M; m++) {
        double *z = y + m * N;
        for (int64_t n = 0; n < N; n++) {
            const double bn = (z[n] - bn_mean[n]) / sqrt(bn_var[n] + eps);
            z[n] = scale[0] * (bn * bn_scale[n] + bn_bias[n]);
        }
    }
    /* o[m][n] = exp(z[m][n] - max_n z[m]) / sum_n exp(z[m][n] - max_n z[m]), in double, summed
     * over n in order (ref/rows.c) */
    kb_ref_softmax(y, M, N, false, o);
    free(y);
}
/* kb:reference end */

/* The batch norm and the scale are a per-feature affine map, z = y * a[n] + c[n] with
 * a = scale * bn_scale / sqrt(bn_var + EPS) and c = scale * (bn_bias - bn_mean * bn_scale /
 * sqrt(bn_var + EPS)), computed per call (N values, f32); oneDNN's matmul applies it as two
 * binary post-ops after the bias (the elementwise epilogue XLA fuses into the dot) and stores z
 * in the storage type; then oneDNN's softmax over each row (kb_rows_*matmul_softmax, shared with
 * k38 and k50). */
static void *lib_init(const kb_problem *p, kb_err *err)
{
    const int64_t M = p->p[P_M], N = p->p[P_N];
    kb_rows_lib *s = kb_rows_lib_new(p);
    kb_dnnl_matmul_desc d = {
        .m = M,
        .k = p->p[P_K],
        .n = N,
        .src = p->dtype,
        .wei = p->dtype,
        .dst = p->dtype,
        .bias = true,
        .post =
            {
                {.kind = KB_POST_BINARY,
                 .alg = dnnl_binary_mul,
                 .ndims = 2,
                 .dims = {1, N},
                 .type = KB_DTYPE_F32},
                {.kind = KB_POST_BINARY,
                 .alg = dnnl_binary_add,
                 .ndims = 2,
                 .dims = {1, N},
                 .type = KB_DTYPE_F32},
            },
    };
    if (kb_rows_lib_matmul_softmax(s, &d, err)) return NULL;  /* buf[0]: z [M][N] */
    s->buf[1] = kb_xaligned(sizeof(float) * (size_t)(6 * N)); /* a, c, 4 params [N] */
    s->m = M, s->n = N;
    s->c[0] = (float)p->w->scalars[S_EPS].value;
    return s;
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    kb_rows_lib *s = state;
    const int64_t N = s->n;
    float *a = s->buf[1], *c = a + N, *g = c + N, *be = g + N, *mu = be + N, *var = mu + N;
    float scale;
    kb_rows_load(s->dtype, in[3], 0, N, g);
    kb_rows_load(s->dtype, in[4], 0, N, be);
    kb_rows_load(s->dtype, in[5], 0, N, mu);
    kb_rows_load(s->dtype, in[6], 0, N, var);
    kb_rows_load(s->dtype, in[7], 0, 1, &scale);
    for (int64_t n = 0; n < N; n++) {
        const float inv = 1.0f / sqrtf(var[n] + s->c[0]);
        a[n] = scale * g[n] * inv;
        c[n] = scale * (be[n] - mu[n] * g[n] * inv);
    }
    const void *post_args[] = {a, c};
    kb_rows_matmul_softmax_run(s, in, post_args, out[0]);
}

const kb_workload kb_wl_k43_gemm_batchnorm_scaling_softmax = {
    .id = "k43_gemm_batchnorm_scaling_softmax",
    .jaxbench = "43k_Gemm_BatchNorm_Scaling_Softmax",
    .family = "fused-gemm",
    .title = "GEMM + bias, batch norm (running statistics), scalar scale, softmax over features",
    .model = "KernelBench level 2 #84",
    .math = "y[m][n] = sum_k x[m][k] * w[k][n] + b[n]\n"
            "z[m][n] = scale[0] * ((y[m][n] - bn_mean[n]) / sqrt(bn_var[n] + EPS) * bn_scale[n] "
            "+ bn_bias[n])\n"
            "out[m][n] = softmax_n(z[m])[n]   (f32 accumulation; z may be rounded to the "
            "storage type; output rounded to the storage type)",
    .params = {"M", "K", "N"},
    .scalars = {{"EPS", 1e-5}},
    .inputs =
        {
            {.name = "x",
             .dims = {"M", "K"},
             .init = KB_INIT_NORMAL,
             .scale = 1.0,
             .doc = "activations, N(0,1)"},
            {.name = "w",
             .dims = {"K", "N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "weights [in][out], N(0,1)*0.02"},
            {.name = "b", .dims = {"N"}, .init = KB_INIT_NORMAL, .scale = 0.1, .doc = "bias, N(0,1)*0.1"},
            {.name = "bn_scale",
             .dims = {"N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .shift = 1.0,
             .doc = "batch-norm weight, 1 + 0.1 N(0,1)"},
            {.name = "bn_bias",
             .dims = {"N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .doc = "batch-norm bias, 0.1 N(0,1)"},
            {.name = "bn_mean",
             .dims = {"N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .doc = "running mean, 0.1 N(0,1)"},
            {.name = "bn_var",
             .dims = {"N"},
             .init = KB_INIT_UNIFORM,
             .scale = 0.5,
             .shift = 1.0,
             .doc = "running variance, U[0.5, 1.5)"},
            {.name = "scale",
             .dims = {"1"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .shift = 1.0,
             .doc = "learned scale, 1 + 0.1 N(0,1)"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"M", "N"}, .doc = "softmax of each row of the scaled batch norm"},
        },
    .presets =
        {
            {"tiny", {32, 2048, 2048}},
            {"cpu", {2048, 2048, 2048}},
            {"h200", {4096, 8192, 8192}},
            {"tpu-v6e", {4096, 8192, 8192}},
        },
    .tol_bf16 = {.atol = 1e-6, .rtol = 3.5e-2, .nmse = 2e-3},
    .tol_f32 = {.atol = 1e-9, .rtol = 1e-4, .nmse = 7e-9},
    /* x only: with tails in w too, lib (which rounds the GEMM's output to bf16 before the batch
     * norm) was 18% off on a small probability, past even the hard sets' 4x tolerance */
    .hard = {KB_HARD_TAILS, 0, 0,
             "heavy tails in x (1 element in 64 scaled 3-5x): a few products dominate the GEMM and the "
             "softmax after it, which part of the reduction misses"},
    .bf16_intermediates = KB_STAGED_PASS,
    .flops = flops,
    .reference = reference,
    .lib_doc = "batch norm and scale folded into a per-feature affine (N values per call); oneDNN "
               "matmul x.w + b with that affine as binary post-ops into the storage type, then "
               "oneDNN softmax over each row",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = kb_rows_lib_free,
};
