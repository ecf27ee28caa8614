/* k19_matmul_subtract_multiply_relu: linear layer, subtract, multiply, ReLU (JAXBench 19k,
 * KernelBench level 2 #9 "Matmul_Subtract_Multiply_ReLU").
 *
 *   y[m][n]   = sum_k x[m][k] * w[k][n] + b[n]
 *   out[m][n] = max(0, (y[m][n] - SUBTRACT) * MULTIPLY)          SUBTRACT 2, MULTIPLY 1.5
 *
 * Shapes: M rows (batch), K input features, N output features (JAXBench: M 4096, K 8192,
 * N 8192; the cpu preset keeps M:K:N = 1:2:2, tiny keeps its K so that y has the same scale).
 *
 * Changes from JAXBench: its w and b are zeros, so its output is identically 0 whatever x is.
 * Here x ~ N(0,1) (JAXBench: U[0,1)), w ~ N(0,1)*0.05 and b ~ N(0,1)*0.1. The weight scale is
 * larger than the usual 0.02 on purpose: y then has a standard deviation of about 2.7 at
 * K = 2816, so y > SUBTRACT, where the ReLU lets the value through, holds for about 23% of
 * the outputs (with 0.02 it would be about 2%).
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/epilogue.h"

#include <stdlib.h>

enum { P_M, P_K, P_N };
enum { S_SUBTRACT, S_MULTIPLY };

/* The matmul plus one add per output for the bias; the subtract, multiply and ReLU are not
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
    const double sub = p->w->scalars[S_SUBTRACT].value, mul = p->w->scalars[S_MULTIPLY].value;
    const float *x = in[0];                             /* [M][K] */
    const float *w = in[1];                             /* [K][N] */
    const float *b = in[2];                             /* [N] */
    float *o = out[0];                                  /* [M][N] */
    double *y = kb_ref_linear(x, w, b, M, K, N, false); /* [M][N] */
    for (int64_t i = 0; i < M * N; i++) {
        double v = (y[i] - sub) * mul;
        o[i] = (float)(v > 0.0 ? v : 0.0);
    }
    free(y);
}
/* kb:reference end */

/* One oneDNN matmul with the bias and the epilogue as post-ops: linear (y - SUBTRACT) * MULTIPLY
 * = MULTIPLY*y - SUBTRACT*MULTIPLY as one post-op (oneDNN 2.6's brgemm matmul computes two
 * consecutive linear post-ops wrongly; measured), then ReLU. */
static void *lib_init(const kb_problem *p, kb_err *err)
{
    const float sub = (float)p->w->scalars[S_SUBTRACT].value;
    const float mul = (float)p->w->scalars[S_MULTIPLY].value;
    kb_epi_linear_desc d = {
        .bias = true,
        .post =
            {
                {.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_linear, .alpha = mul, .beta = -sub * mul},
                {.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_relu, .alpha = 0.0f},
            },
    };
    return kb_epi_linear_init(p, &d, err);
}

const kb_workload kb_wl_k19_matmul_subtract_multiply_relu = {
    .id = "k19_matmul_subtract_multiply_relu",
    .jaxbench = "19k_Matmul_Subtract_Multiply_ReLU",
    .family = "fused-gemm",
    .title = "GEMM + bias, subtract, multiply, ReLU",
    .model = "KernelBench level 2 #9",
    .math = "y[m][n] = sum_k x[m][k] * w[k][n] + b[n]\n"
            "out[m][n] = max(0, (y[m][n] - SUBTRACT) * MULTIPLY)\n"
            "(f32 accumulation, output rounded to the storage type)",
    .params = {"M", "K", "N"},
    .scalars = {{"SUBTRACT", 2.0}, {"MULTIPLY", 1.5}},
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
             .scale = 0.05,
             .doc = "weights, N(0,1)*0.05"},
            {.name = "b", .dims = {"N"}, .init = KB_INIT_NORMAL, .scale = 0.1, .doc = "bias, N(0,1)*0.1"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"M", "N"}, .doc = "relu((x.w + b - SUBTRACT) * MULTIPLY)"},
        },
    .presets =
        {
            {"tiny", {64, 2816, 256}},
            {"cpu", {1408, 2816, 2816}},
            {"h200", {4096, 8192, 8192}},
            {"tpu-v6e", {4096, 8192, 8192}},
        },
    .tol_bf16 = {.atol = 1e-4, .rtol = 1e-2, .nmse = 2e-4},
    .tol_f32 = {.atol = 6e-5, .rtol = 1e-4, .nmse = 6e-9},
    .bf16_intermediates = KB_STAGED_FAIL,
    .flops = flops,
    .reference = reference,
    .lib_doc = "oneDNN matmul with the bias and the epilogue fused as post-ops (linear 1.5*y - 3, "
               "ReLU), storage-type in and out, f32 accumulation",
    .lib_init = lib_init,
    .lib_run = kb_epi_linear_run,
    .lib_fini = kb_epi_linear_fini,
};
