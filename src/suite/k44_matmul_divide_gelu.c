/* k44_matmul_divide_gelu: linear layer, divide, GELU (JAXBench 44k, KernelBench level 2 #86
 * "Matmul_Divide_GELU").
 *
 *   y[m][n]   = sum_k x[m][k] * w[k][n] + b[n]
 *   out[m][n] = gelu(y[m][n] / DIVISOR)                                DIVISOR 10
 *   gelu(t)   = 0.5 * t * (1 + tanh(sqrt(2/pi) * (t + 0.044715 * t^3)))
 *
 * gelu is jax.nn.gelu's default, the tanh approximation. Shapes: M rows (batch), K input
 * features, N output features (JAXBench: M 4096, K 8192, N 8192; the cpu preset keeps
 * M:K:N = 1:2:2, tiny keeps its K so that y has the same scale).
 *
 * Changes from JAXBench: its w and b are zeros, so its output is identically 0 whatever x is.
 * Here x ~ N(0,1) (JAXBench: U[0,1)), w ~ N(0,1)*0.02 like initialised weights and
 * b ~ N(0,1)*0.1, so y has a standard deviation of about 1.1 and y / 10 about 0.11: GELU's
 * quadratic term (about 0.4 t^2) is a few per cent of its output there, well above the
 * tolerance, as in KernelBench's own shapes (y / 10 of about 0.06).
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/epilogue.h"

#include <stdlib.h>

enum { P_M, P_K, P_N };
enum { S_DIVISOR };

/* The matmul plus one add per output for the bias; the divide and the GELU are not counted. */
static double flops(const kb_problem *p)
{
    const double M = (double)p->p[P_M], K = (double)p->p[P_K], N = (double)p->p[P_N];
    return 2.0 * M * N * K + M * N;
}

/* kb:reference begin */
/* y = x.w + b comes from kb_ref_linear: double accumulators, each sum over k in order
 * 0, 1, 2, ..., the bias added last. kb_ref_gelu_tanh(t) is the formula above, in double. */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t M = p->p[P_M], K = p->p[P_K], N = p->p[P_N];
    const double divisor = p->w->scalars[S_DIVISOR].value;
    const float *x = in[0];                             /* [M][K] */
    const float *w = in[1];                             /* [K][N] */
    const float *b = in[2];                             /* [N] */
    float *o = out[0];                                  /* [M][N] */
    double *y = kb_ref_linear(x, w, b, M, K, N, false); /* [M][N] */
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < M * N; i++) o[i] = (float)kb_ref_gelu_tanh(y[i] / divisor);
    free(y);
}
/* kb:reference end */

/* One oneDNN matmul with the bias and the epilogue as post-ops: linear (* 1/DIVISOR, which
 * differs from the division by at most an f32 rounding), GELU (tanh form). */
static void *lib_init(const kb_problem *p, kb_err *err)
{
    kb_epi_linear_desc d = {
        .bias = true,
        .post =
            {
                {.kind = KB_POST_ELTWISE,
                 .alg = dnnl_eltwise_linear,
                 .alpha = (float)(1.0 / p->w->scalars[S_DIVISOR].value),
                 .beta = 0.0f},
                {.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_gelu_tanh},
            },
    };
    return kb_epi_linear_init(p, &d, err);
}

const kb_workload kb_wl_k44_matmul_divide_gelu = {
    .id = "k44_matmul_divide_gelu",
    .jaxbench = "44k_Matmul_Divide_GELU",
    .family = "fused-gemm",
    .title = "GEMM + bias, divide, GELU (tanh)",
    .model = "KernelBench level 2 #86",
    .math = "y[m][n] = sum_k x[m][k] * w[k][n] + b[n];  t = y[m][n] / DIVISOR\n"
            "out[m][n] = 0.5 * t * (1 + tanh(sqrt(2/pi) * (t + 0.044715 * t^3)))\n"
            "(f32 accumulation, output rounded to the storage type)",
    .params = {"M", "K", "N"},
    .scalars = {{"DIVISOR", 10.0}},
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
             .doc = "weights, N(0,1)*0.02"},
            {.name = "b", .dims = {"N"}, .init = KB_INIT_NORMAL, .scale = 0.1, .doc = "bias, N(0,1)*0.1"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"M", "N"}, .doc = "gelu_tanh((x.w + b) / DIVISOR)"},
        },
    .presets =
        {
            {"tiny", {64, 2816, 256}},
            {"cpu", {1408, 2816, 2816}},
            {"h200", {4096, 8192, 8192}},
            {"tpu-v6e", {4096, 8192, 8192}},
        },
    .tol_bf16 = {.atol = 1e-5, .rtol = 1e-2, .nmse = 2e-4},
    .tol_f32 = {.atol = 3e-6, .rtol = 1e-4, .nmse = 2e-9},
    .bf16_intermediates = KB_STAGED_MARGINAL,
    .flops = flops,
    .reference = reference,
    .lib_doc = "oneDNN matmul with the bias and the epilogue fused as post-ops (linear * 0.1, "
               "GELU tanh form), storage-type in and out, f32 accumulation",
    .lib_init = lib_init,
    .lib_run = kb_epi_linear_run,
    .lib_fini = kb_epi_linear_fini,
};
