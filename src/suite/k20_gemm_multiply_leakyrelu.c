/* k20_gemm_multiply_leakyrelu: linear layer, multiply, leaky ReLU (JAXBench 20k, KernelBench
 * level 2 #12 "Gemm_Multiply_LeakyReLU").
 *
 *   y[m][n]   = sum_k x[m][k] * w[k][n] + b[n]
 *   v         = MULTIPLIER * y[m][n]                                MULTIPLIER 2
 *   out[m][n] = v >= 0 ? v : NEGATIVE_SLOPE * v                     NEGATIVE_SLOPE 0.1
 *
 * Shapes: M rows (batch), K input features, N output features (JAXBench: M 4096, K 8192,
 * N 8192; the cpu preset keeps M:K:N = 1:2:2, tiny keeps its K so that y has the same scale).
 *
 * Changes from JAXBench: its w and b are zeros, so its output is identically 0 whatever x is.
 * Here x ~ N(0,1) (JAXBench: U[0,1)), w ~ N(0,1)*0.02 like initialised weights and
 * b ~ N(0,1)*0.1, so y is O(1) (standard deviation about 1.1) and about half of the outputs
 * take each branch of the leaky ReLU.
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/epilogue.h"

#include <stdlib.h>

enum { P_M, P_K, P_N };
enum { S_MULTIPLIER, S_NEGATIVE_SLOPE };

/* The matmul plus one add per output for the bias; the multiply and the leaky ReLU are not
 * counted. */
static double flops(const kb_problem *p)
{
    const double M = (double)p->p[P_M], K = (double)p->p[P_K], N = (double)p->p[P_N];
    return 2.0 * M * N * K + M * N;
}

/* kb:reference begin */
/* y = x.w + b comes from kb_ref_linear: double accumulators, each sum over k in order
 * 0, 1, 2, ..., the bias added last. */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t M = p->p[P_M], K = p->p[P_K], N = p->p[P_N];
    const double mul = p->w->scalars[S_MULTIPLIER].value;
    const double slope = p->w->scalars[S_NEGATIVE_SLOPE].value;
    const float *x = in[0];                             /* [M][K] */
    const float *w = in[1];                             /* [K][N] */
    const float *b = in[2];                             /* [N] */
    float *o = out[0];                                  /* [M][N] */
    double *y = kb_ref_linear(x, w, b, M, K, N, false); /* [M][N] */
    for (int64_t i = 0; i < M * N; i++) {
        double v = y[i] * mul;
        o[i] = (float)(v >= 0.0 ? v : v * slope);
    }
    free(y);
}
/* kb:reference end */

/* One oneDNN matmul with the bias and the epilogue as post-ops: linear (* MULTIPLIER), then
 * ReLU with alpha = NEGATIVE_SLOPE, which is oneDNN's leaky ReLU. */
static void *lib_init(const kb_problem *p, kb_err *err)
{
    kb_epi_linear_desc d = {
        .bias = true,
        .post =
            {
                {.kind = KB_POST_ELTWISE,
                 .alg = dnnl_eltwise_linear,
                 .alpha = (float)p->w->scalars[S_MULTIPLIER].value,
                 .beta = 0.0f},
                {.kind = KB_POST_ELTWISE,
                 .alg = dnnl_eltwise_relu,
                 .alpha = (float)p->w->scalars[S_NEGATIVE_SLOPE].value},
            },
    };
    return kb_epi_linear_init(p, &d, err);
}

const kb_workload kb_wl_k20_gemm_multiply_leakyrelu = {
    .id = "k20_gemm_multiply_leakyrelu",
    .jaxbench = "20k_Gemm_Multiply_LeakyReLU",
    .family = "fused-gemm",
    .title = "GEMM + bias, multiply, leaky ReLU",
    .model = "KernelBench level 2 #12",
    .math = "y[m][n] = sum_k x[m][k] * w[k][n] + b[n];  v = MULTIPLIER * y[m][n]\n"
            "out[m][n] = v >= 0 ? v : NEGATIVE_SLOPE * v\n"
            "(f32 accumulation, output rounded to the storage type)",
    .params = {"M", "K", "N"},
    .scalars = {{"MULTIPLIER", 2.0}, {"NEGATIVE_SLOPE", 0.1}},
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
            {.name = "out", .dims = {"M", "N"}, .doc = "leaky_relu(MULTIPLIER * (x.w + b))"},
        },
    .presets =
        {
            {"tiny", {64, 2816, 256}},
            {"cpu", {1408, 2816, 2816}},
            {"h200", {4096, 8192, 8192}},
            {"tpu-v6e", {4096, 8192, 8192}},
        },
    .tol_bf16 = {.atol = 1e-4, .rtol = 1e-2, .nmse = 2e-4},
    .tol_f32 = {.atol = 3e-5, .rtol = 1e-4, .nmse = 2e-9},
    .bf16_intermediates = KB_STAGED_MARGINAL,
    .flops = flops,
    .reference = reference,
    .lib_doc = "oneDNN matmul with the bias and the epilogue fused as post-ops (linear * 2, "
               "ReLU with alpha 0.1), storage-type in and out, f32 accumulation",
    .lib_init = lib_init,
    .lib_run = kb_epi_linear_run,
    .lib_fini = kb_epi_linear_fini,
};
