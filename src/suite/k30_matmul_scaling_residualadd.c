/* k30_matmul_scaling_residualadd: linear layer, scaling, residual add of its own output
 * (JAXBench 30k, KernelBench level 2 #40 "Matmul_Scaling_ResidualAdd").
 *
 *   y[m][n]   = sum_k x[m][k] * w[k][n] + b[n]
 *   out[m][n] = y[m][n] * SCALING + y[m][n]                           SCALING 0.5
 *
 * Shapes: M rows (batch), K input features, N output features (JAXBench: M 16384, K 4096,
 * N 4096; the cpu preset keeps M:K:N = 4:1:1, tiny keeps its K so that y has the same scale).
 *
 * Changes from JAXBench: its w and b are zeros, so its output is identically 0 whatever x is.
 * Here x ~ N(0,1) (JAXBench: U[0,1)), w ~ N(0,1)*0.02 like initialised weights and
 * b ~ N(0,1)*0.1, so y is O(1) (standard deviation about 0.76 at K = 1408). The epilogue is
 * the whole point of this workload and it is linear: out = (1 + SCALING) * y.
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/epilogue.h"

#include <stdlib.h>

enum { P_M, P_K, P_N };
enum { S_SCALING };

/* The matmul plus one add per output for the bias; the scaling and the residual add are not
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
    const double scaling = p->w->scalars[S_SCALING].value;
    const float *x = in[0];                             /* [M][K] */
    const float *w = in[1];                             /* [K][N] */
    const float *b = in[2];                             /* [N] */
    float *o = out[0];                                  /* [M][N] */
    double *y = kb_ref_linear(x, w, b, M, K, N, false); /* [M][N] */
    for (int64_t i = 0; i < M * N; i++) o[i] = (float)(y[i] * scaling + y[i]);
    free(y);
}
/* kb:reference end */

/* One oneDNN matmul with the bias and one linear post-op, alpha = 1 + SCALING: in f32,
 * y * 0.5 is exact, so y * 0.5 + y and 1.5 * y are the same real number rounded once. */
static void *lib_init(const kb_problem *p, kb_err *err)
{
    kb_epi_linear_desc d = {
        .bias = true,
        .post =
            {
                {.kind = KB_POST_ELTWISE,
                 .alg = dnnl_eltwise_linear,
                 .alpha = (float)(1.0 + p->w->scalars[S_SCALING].value),
                 .beta = 0.0f},
            },
    };
    return kb_epi_linear_init(p, &d, err);
}

const kb_workload kb_wl_k30_matmul_scaling_residualadd = {
    .id = "k30_matmul_scaling_residualadd",
    .jaxbench = "30k_Matmul_Scaling_ResidualAdd",
    .family = "fused-gemm",
    .title = "GEMM + bias, scaling, residual add",
    .model = "KernelBench level 2 #40",
    .math = "y[m][n] = sum_k x[m][k] * w[k][n] + b[n]\n"
            "out[m][n] = y[m][n] * SCALING + y[m][n]\n"
            "(f32 accumulation, output rounded to the storage type)",
    .params = {"M", "K", "N"},
    .scalars = {{"SCALING", 0.5}},
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
            {.name = "out", .dims = {"M", "N"}, .doc = "(x.w + b) * SCALING + (x.w + b)"},
        },
    .presets =
        {
            {"tiny", {256, 1408, 128}},
            {"cpu", {5632, 1408, 1408}},
            {"h200", {16384, 4096, 4096}},
            {"tpu-v6e", {16384, 4096, 4096}},
        },
    .tol_bf16 = {.atol = 1e-4, .rtol = 1e-2, .nmse = 8e-5},
    .tol_f32 = {.atol = 3e-5, .rtol = 1e-4, .nmse = 2e-9},
    .bf16_intermediates = KB_STAGED_MARGINAL,
    .flops = flops,
    .reference = reference,
    .lib_doc = "oneDNN matmul with the bias and the epilogue fused as one linear post-op "
               "(1.5 * y, the same rounding as 0.5 * y + y), storage-type in and out, f32 "
               "accumulation",
    .lib_init = lib_init,
    .lib_run = kb_epi_linear_run,
    .lib_fini = kb_epi_linear_fini,
};
