/* k24_matmul_scale_residualadd_clamp_logsumexp_mish: linear layer, scale, add to itself, clamp,
 * logsumexp over the features, times its own mish (JAXBench 24k, KernelBench level 2 #22
 * "Matmul_Scale_ResidualAdd_Clamp_LogSumExp_Mish").
 *
 *   y[m][n]   = sum_k x[m][k] * w[n][k] + b[n]
 *   t[m][n]   = clamp(y*SCALE + y*SCALE, CLAMP_MIN, CLAMP_MAX)      (SCALE 2, clamp to +-10)
 *   z[m]      = log sum_n exp(t[m][n])
 *   out[m][0] = z * mish(z),   mish(z) = z * tanh(softplus(z)),  softplus(z) = log(1 + e^z)
 *
 * Shapes: M rows, K input features, N output features; w is [N][K] (PyTorch's Linear layout;
 * JAXBench computes x . w^T + b). JAXBench: M 4096, K 8192, N 8192; the cpu preset is
 * M = K = N = 2048 (K and N a quarter of JAXBench's, M, the batch, half of it, so that the bf16 lib
 * baseline takes over 10 ms), and tiny keeps cpu's K and N, so the output has the same range at
 * both.
 *
 * Inputs: the rows of x are N(0,1) times a per-row scale drawn uniformly from [0.5, 2), as
 * tokens' activations differ in size; so 4y has a standard deviation between about 1.8 and 7.2
 * depending on the row, the clamp at +-10 cuts from none to a tenth of a row, and z ranges
 * over about 9-16 (out over about 80-250). With equally scaled rows every z would be 12-13.5
 * and the output nearly constant at bf16 precision.
 *
 * Changes from JAXBench: JAXBench's w and b are zeros (its output is the constant
 * log(8192)^2 tanh(softplus(log 8192))); here x is as above (JAXBench: U[0,1)),
 * w ~ N(0,1)*0.02 like initialised weights, b ~ N(0,1)*0.1.
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/rows.h"

#include <math.h>
#include <stdlib.h>

enum { P_M, P_K, P_N };
enum { S_SCALE, S_CLAMP_MIN, S_CLAMP_MAX };

/* The matmul and the bias; the scale, add, clamp and logsumexp (a few flops per element of y,
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
    const double scale = p->w->scalars[S_SCALE].value;
    const double lo = p->w->scalars[S_CLAMP_MIN].value, hi = p->w->scalars[S_CLAMP_MAX].value;
    const float *x = in[0]; /* [M][K] */
    const float *w = in[1]; /* [N][K] */
    const float *b = in[2]; /* [N] */
    float *o = out[0];      /* [M][1] */
    /* y[m][n] = sum_k x[m][k] * w[n][k] + b[n] in double, summed over k in order (ref/linear.c) */
    double *y = kb_ref_linear(x, w, b, M, K, N, true); /* [M][N], becomes t */
    for (int64_t m = 0; m < M; m++) {
        double *t = y + m * N;
        double mx = -INFINITY;
        for (int64_t n = 0; n < N; n++) {
            double v = t[n] * scale;
            v = v + v;
            t[n] = v < lo ? lo : v > hi ? hi : v;
            mx = fmax(mx, t[n]);
        }
        double s = 0.0;
        for (int64_t n = 0; n < N; n++) s += exp(t[n] - mx);
        const double z = mx + log(s);
        o[m] = (float)(z * kb_ref_mish(z));
    }
    free(y);
}
/* kb:reference end */

/* t = clamp(4 (x . w^T + b)) by oneDNN, the scale and the clamp as post-ops (the elementwise
 * epilogue XLA fuses into the dot), stored in the storage type; then one pass per row for the
 * logsumexp in f32 (max, then the sum of exponentials); z * mish(z) per row. */
static void *lib_init(const kb_problem *p, kb_err *err)
{
    const int64_t M = p->p[P_M], N = p->p[P_N];
    const kb_scalar *sc = p->w->scalars;
    kb_rows_lib *s = kb_rows_lib_new(p);
    kb_dnnl_matmul_desc d = {
        .m = M,
        .k = p->p[P_K],
        .n = N,
        .trans_b = true,
        .src = p->dtype,
        .wei = p->dtype,
        .dst = p->dtype,
        .bias = true,
        .post =
            {
                {.kind = KB_POST_ELTWISE,
                 .alg = dnnl_eltwise_linear,
                 .alpha = (float)(2.0 * sc[S_SCALE].value),
                 .beta = 0.0f},
                {.kind = KB_POST_ELTWISE,
                 .alg = dnnl_eltwise_clip,
                 .alpha = (float)sc[S_CLAMP_MIN].value,
                 .beta = (float)sc[S_CLAMP_MAX].value},
            },
    };
    if (kb_rows_lib_matmul(s, 0, &d, err)) return NULL;
    s->buf[0] = kb_xaligned((size_t)(M * N) * kb_dtype_size(p->dtype)); /* t [M][N] */
    s->buf[1] = kb_xaligned(sizeof(float) * (size_t)M);                 /* z [M] */
    s->m = M, s->n = N;
    return s;
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    kb_rows_lib *s = state;
    float *z = s->buf[1];
    kb_dnnl_matmul_run(s->mm[0], in[0], in[1], in[2], NULL, s->buf[0]);
    kb_rows_reduce(s->dtype, s->buf[0], s->m, s->n, NULL, KB_ROWS_LOGSUMEXP, z, s->threads);
    for (int64_t m = 0; m < s->m; m++) {
        const float softplus = z[m] > 0 ? z[m] + log1pf(expf(-z[m])) : log1pf(expf(z[m]));
        z[m] = z[m] * (z[m] * tanhf(softplus));
    }
    kb_dtype_from_f32(s->dtype, z, out[0], (size_t)s->m);
}

const kb_workload kb_wl_k24_matmul_scale_residualadd_clamp_logsumexp_mish = {
    .id = "k24_matmul_scale_residualadd_clamp_logsumexp_mish",
    .jaxbench = "24k_Matmul_Scale_ResidualAdd_Clamp_LogSumExp_Mish",
    .family = "fused-gemm",
    .title = "GEMM + bias, x4, clamp, logsumexp over features, z * mish(z)",
    .model = "KernelBench level 2 #22",
    .math = "t[m][n] = clamp(2*SCALE*(sum_k x[m][k] * w[n][k] + b[n]), CLAMP_MIN, CLAMP_MAX)\n"
            "z[m] = log sum_n exp(t[m][n]);  out[m][0] = z * z * tanh(log(1 + exp(z)))\n"
            "(f32 accumulation, output rounded to the storage type)",
    .params = {"M", "K", "N"},
    .scalars = {{"SCALE", 2.0}, {"CLAMP_MIN", -10.0}, {"CLAMP_MAX", 10.0}},
    .inputs =
        {
            {.name = "x",
             .dims = {"M", "K"},
             .init = KB_INIT_CUSTOM,
             .doc = "activations, N(0,1) times a per-row scale in [0.5, 2)"},
            {.name = "w",
             .dims = {"N", "K"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "weights [out][in], N(0,1)*0.02"},
            {.name = "b", .dims = {"N"}, .init = KB_INIT_NORMAL, .scale = 0.1, .doc = "bias, N(0,1)*0.1"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"M", "1"}, .doc = "z * mish(z), z the row logsumexp"},
        },
    .presets =
        {
            {"tiny", {32, 2048, 2048}},
            {"cpu", {2048, 2048, 2048}},
            {"h200", {4096, 8192, 8192}},
            {"tpu-v6e", {4096, 8192, 8192}},
        },
    .tol_bf16 = {.atol = 1e-2, .rtol = 1e-2, .nmse = 5e-5},
    .tol_f32 = {.atol = 1e-4, .rtol = 1e-5, .nmse = 2e-11},
    .bf16_intermediates = KB_STAGED_PASS,
    .flops = flops,
    .generate = kb_rows_generate_scaled,
    .reference = reference,
    .lib_doc = "oneDNN matmul x.w^T + b with x4 and clamp post-ops into the storage type, then a "
               "plain two-pass logsumexp per row in f32, z*mish(z) per row",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = kb_rows_lib_free,
};
