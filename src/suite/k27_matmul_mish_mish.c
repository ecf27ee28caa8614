/* k27_matmul_mish_mish: linear layer followed by two Mish activations (JAXBench 27k,
 * KernelBench level 2 #29 "Matmul_Mish_Mish").
 *
 *   y[m][n]   = sum_k x[m][k] * w[k][n] + b[n]
 *   out[m][n] = mish(mish(y[m][n]))        mish(t) = t * tanh(softplus(t)),
 *                                          softplus(t) = log(1 + exp(t))
 *
 * Shapes: M rows (batch), K input features, N output features (JAXBench: M 4096, K 8192,
 * N 8192; the cpu preset keeps M:K:N = 1:2:2, tiny keeps its K so that y has the same scale).
 *
 * Changes from JAXBench: its w and b are zeros, so its output is identically 0 whatever x is.
 * Here x ~ N(0,1) (JAXBench: U[0,1)), w ~ N(0,1)*0.02 like initialised weights and
 * b ~ N(0,1)*0.1, so y is O(1) (standard deviation about 1.1), where Mish is most curved.
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/epilogue.h"

#include <math.h>
#include <stdlib.h>

enum { P_M, P_K, P_N };

/* The matmul plus one add per output for the bias; the two Mish activations are not
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
    const float *x = in[0];                             /* [M][K] */
    const float *w = in[1];                             /* [K][N] */
    const float *b = in[2];                             /* [N] */
    float *o = out[0];                                  /* [M][N] */
    double *y = kb_ref_linear(x, w, b, M, K, N, false); /* [M][N] */
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < M * N; i++) o[i] = (float)kb_ref_mish(kb_ref_mish(y[i]));
    free(y);
}
/* kb:reference end */

/* One oneDNN matmul with the bias and two Mish post-ops. */
static void *lib_init(const kb_problem *p, kb_err *err)
{
    kb_epi_linear_desc d = {
        .bias = true,
        .post =
            {
                {.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_mish},
                {.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_mish},
            },
    };
    return kb_epi_linear_init(p, &d, err);
}

const kb_workload kb_wl_k27_matmul_mish_mish = {
    .id = "k27_matmul_mish_mish",
    .jaxbench = "27k_Matmul_Mish_Mish",
    .family = "fused-gemm",
    .title = "GEMM + bias, Mish, Mish",
    .model = "KernelBench level 2 #29",
    .math = "y[m][n] = sum_k x[m][k] * w[k][n] + b[n]\n"
            "out[m][n] = mish(mish(y[m][n])),  mish(t) = t * tanh(log(1 + exp(t)))\n"
            "(f32 accumulation, output rounded to the storage type)",
    .params = {"M", "K", "N"},
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
            {.name = "out", .dims = {"M", "N"}, .doc = "mish(mish(x.w + b))"},
        },
    .presets =
        {
            {"tiny", {64, 2816, 256}},
            {"cpu", {1408, 2816, 2816}},
            {"h200", {4096, 8192, 8192}},
            {"tpu-v6e", {4096, 8192, 8192}},
        },
    .tol_bf16 = {.atol = 1e-4, .rtol = 1e-2, .nmse = 2e-4},
    .tol_f32 = {.atol = 3e-5, .rtol = 1e-4, .nmse = 3e-9},
    .bf16_intermediates = KB_STAGED_MARGINAL,
    .flops = flops,
    .reference = reference,
    .lib_doc = "oneDNN matmul with the bias and two Mish post-ops, storage-type in and out, "
               "f32 accumulation",
    .lib_init = lib_init,
    .lib_run = kb_epi_linear_run,
    .lib_fini = kb_epi_linear_fini,
};
