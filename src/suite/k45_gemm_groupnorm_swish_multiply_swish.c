/* k45_gemm_groupnorm_swish_multiply_swish: linear layer, group norm, swish, per-feature
 * multiply, swish (JAXBench 45k, KernelBench level 2 #88 "Gemm_GroupNorm_Swish_Multiply_Swish").
 *
 *   y[m][n]   = sum_k x[m][k] * w[n][k] + b[n]
 *   g[m][n]   = (y[m][n] - mean_g) / sqrt(var_g + EPS) * gamma[n] + beta[n]
 *   u[m][n]   = swish(g[m][n]) * mw[n]
 *   out[m][n] = swish(u[m][n]),      swish(v) = v * sigmoid(v)
 * where mean_g, var_g are over the N/G consecutive features of n's group in row m (biased
 * variance).
 *
 * Shapes: M rows, K input features, N output features, G groups; w is [N][K] (PyTorch's Linear
 * layout; JAXBench computes x . w^T + b). JAXBench: M 4096, K 8192, N 8192, G 256 (32 features per
 * group); the cpu preset is M = K = N = 2048 (K and N a quarter of JAXBench's, M, the batch, half
 * of it, so that the bf16 lib baseline takes over 10 ms), with the group size 32 (G = N/32).
 *
 * Changes from JAXBench: JAXBench's w, b and multiply weight mw are zeros, gamma ones and beta
 * zeros (its output is 0); here x ~ N(0,1) (JAXBench: U[0,1)), w ~ N(0,1)*0.02 like initialised
 * weights, b ~ N(0,1)*0.1, gamma ~ 1 + 0.1 N(0,1), beta ~ 0.1 N(0,1), and mw ~ N(0,1) as
 * PyTorch's original initialises it (torch.randn).
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/rows.h"

#include <math.h>
#include <stdlib.h>

enum { P_M, P_K, P_N, P_G };
enum { S_EPS };

/* The matmul and the bias; the group norm, the swishes and the multiply (about 15 flops per
 * element of y, under 1% of the total) are not counted. */
static double flops(const kb_problem *p)
{
    const double M = (double)p->p[P_M], K = (double)p->p[P_K], N = (double)p->p[P_N];
    return 2.0 * M * N * K + M * N;
}

/* kb:reference begin */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t M = p->p[P_M], K = p->p[P_K], N = p->p[P_N], G = p->p[P_G];
    const double eps = p->w->scalars[S_EPS].value;
    const float *x = in[0];     /* [M][K] */
    const float *w = in[1];     /* [N][K] */
    const float *b = in[2];     /* [N] */
    const float *gamma = in[3]; /* [N] */
    const float *beta = in[4];  /* [N] */
    const float *mw = in[5];    /* [N] */
    float *o = out[0];          /* [M][N] */
    /* y[m][n] = sum_k x[m][k] * w[n][k] + b[n] in double, summed over k in order (ref/linear.c) */
    double *y = kb_ref_linear(x, w, b, M, K, N, true); /* [M][N] */
    /* g[m][n] = (y[m][n] - mean_g) / sqrt(var_g + eps) * gamma[n] + beta[n], in place, over the
     * N/G consecutive features of each group (ref/rows.c) */
    kb_ref_groupnorm(y, M, N, G, eps, gamma, beta);
#pragma omp parallel for schedule(static)
    for (int64_t mn = 0; mn < M * N; mn++) {
        const double gn = y[mn];
        const double u = kb_ref_swish(gn) * mw[mn % N];
        o[mn] = (float)kb_ref_swish(u);
    }
    free(y);
}
/* kb:reference end */

/* y = x . w^T + b by oneDNN into the storage type; the group norm as a plain pass into the
 * storage type (both kb_rows_gemm_groupnorm_run, shared with k40); then swish(swish(g) * mw) as
 * a plain elementwise pass (f32). */
static void *lib_init(const kb_problem *p, kb_err *err)
{
    kb_rows_lib *s = kb_rows_lib_gemm_groupnorm(p, p->w->scalars[S_EPS].value, err);
    if (!s) return NULL;
    s->buf[2] = kb_xaligned(sizeof(float) * (size_t)s->n); /* mw [N] */
    return s;
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    kb_rows_lib *s = state;
    const int64_t M = s->m, N = s->n;
    const float *mw = s->buf[2];
    kb_rows_gemm_groupnorm_run(s, in);
    kb_rows_load(s->dtype, in[5], 0, N, s->buf[2]);
#pragma omp parallel for schedule(static) num_threads(s->threads)
    for (int64_t m = 0; m < M; m++) {
        float v[KB_ROWS_CHUNK];
        for (int64_t n0 = 0; n0 < N; n0 += KB_ROWS_CHUNK) {
            const int64_t len = N - n0 < KB_ROWS_CHUNK ? N - n0 : KB_ROWS_CHUNK;
            kb_rows_load(s->dtype, s->buf[1], m * N + n0, len, v);
#pragma omp simd
            for (int64_t j = 0; j < len; j++) {
                const float u = v[j] * kb_rows_sigmoidf(v[j]) * mw[n0 + j];
                v[j] = u * kb_rows_sigmoidf(u);
            }
            kb_rows_store(s->dtype, v, len, out[0], m * N + n0);
        }
    }
}

const kb_workload kb_wl_k45_gemm_groupnorm_swish_multiply_swish = {
    .id = "k45_gemm_groupnorm_swish_multiply_swish",
    .jaxbench = "45k_Gemm_GroupNorm_Swish_Multiply_Swish",
    .family = "fused-gemm",
    .title = "GEMM + bias, group norm, swish, per-feature multiply, swish",
    .model = "KernelBench level 2 #88",
    .math = "g[m][n] = groupnorm_G(sum_k x[m][k] * w[n][k] + b[n]) * gamma[n] + beta[n]\n"
            "out[m][n] = swish(swish(g[m][n]) * mw[n]),  swish(v) = v / (1 + exp(-v))\n"
            "(group norm over N/G consecutive features, biased variance, EPS; f32 accumulation, "
            "output rounded to the storage type)",
    .params = {"M", "K", "N", "G"},
    .scalars = {{"EPS", 1e-5}},
    .inputs =
        {
            {.name = "x",
             .dims = {"M", "K"},
             .init = KB_INIT_NORMAL,
             .scale = 1.0,
             .doc = "activations, N(0,1)"},
            {.name = "w",
             .dims = {"N", "K"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "weights [out][in], N(0,1)*0.02"},
            {.name = "b", .dims = {"N"}, .init = KB_INIT_NORMAL, .scale = 0.1, .doc = "bias, N(0,1)*0.1"},
            {.name = "gamma",
             .dims = {"N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .shift = 1.0,
             .doc = "norm weight, 1 + 0.1 N(0,1)"},
            {.name = "beta",
             .dims = {"N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .doc = "norm bias, 0.1 N(0,1)"},
            {.name = "mw",
             .dims = {"N"},
             .init = KB_INIT_NORMAL,
             .scale = 1.0,
             .doc = "multiply weight, N(0,1)"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"M", "N"}, .doc = "swish(swish(group norm) * mw)"},
        },
    .presets =
        {
            {"tiny", {32, 1024, 1024, 32}},
            {"cpu", {2048, 2048, 2048, 64}},
            {"h200", {4096, 8192, 8192, 256}},
            {"tpu-v6e", {4096, 8192, 8192, 256}},
        },
    .tol_bf16 = {.atol = 3e-2, .rtol = 1.5e-2, .nmse = 2e-4},
    .tol_f32 = {.atol = 1e-4, .rtol = 1e-4, .nmse = 3e-9},
    .bf16_intermediates = KB_STAGED_PASS,
    .flops = flops,
    .reference = reference,
    .lib_doc = "oneDNN matmul x.w^T + b into the storage type, a plain group-norm pass into the "
               "storage type, then a plain swish * mw, swish pass",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = kb_rows_lib_free,
};
