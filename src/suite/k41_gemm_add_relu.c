/* k41_gemm_add_relu: linear layer with bias and ReLU (JAXBench 41k, KernelBench level 2 #76).
 *
 *   out[m][n] = max(0, sum_k x[m][k] * w[k][n] + b[n])
 *
 * Shapes: M rows, K input features, N output features (JAXBench: M 4096, K 8192, N 8192; the
 * cpu preset keeps M:K:N = 1:2:2). JAXBench draws w and b as zeros, which makes the output
 * identically 0; here x ~ N(0,1), w ~ N(0,1)*0.02 like initialised weights and b ~ N(0,1)*0.1,
 * so x.w + b is O(1) and about half of the outputs are positive.
 *
 * Changes from JAXBench: random weights and bias instead of zeros (its output is identically 0)
 * and x ~ N(0,1) instead of U[0,1); the cpu preset is 1408 x 2816 x 2816 (M:K:N = 1:2:2).
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/dnnl_util.h"

#include <stdlib.h>

enum { P_M, P_K, P_N };

/* The matmul plus one add per output for the bias (the ReLU is not counted). */
static double flops(const kb_problem *p)
{
    const double M = (double)p->p[P_M], K = (double)p->p[P_K], N = (double)p->p[P_N];
    return 2.0 * M * N * K + M * N;
}

/* kb:reference begin */
/* y = x.w + b from kb_ref_linear: double accumulators, each sum over k in order 0, 1, 2, ...,
 * the bias added last. */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t M = p->p[P_M], K = p->p[P_K], N = p->p[P_N];
    const float *x = in[0];                             /* [M][K] */
    const float *w = in[1];                             /* [K][N] */
    const float *b = in[2];                             /* [N] */
    float *o = out[0];                                  /* [M][N] */
    double *y = kb_ref_linear(x, w, b, M, K, N, false); /* [M][N] */
    for (int64_t i = 0; i < M * N; i++) o[i] = (float)(y[i] > 0.0 ? y[i] : 0.0);
    free(y);
}
/* kb:reference end */

static void *lib_init(const kb_problem *p, kb_err *err)
{
    kb_dnnl_matmul_desc d = {
        .m = p->p[P_M],
        .k = p->p[P_K],
        .n = p->p[P_N],
        .src = p->dtype,
        .wei = p->dtype,
        .dst = p->dtype,
        .bias = true,
        .post = {{.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_relu, .alpha = 0.0f}},
    };
    return kb_dnnl_matmul_create(&d, err);
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    kb_dnnl_matmul_run(state, in[0], in[1], in[2], NULL, out[0]);
}

static void lib_fini(void *state) { kb_dnnl_matmul_destroy(state); }

const kb_workload kb_wl_k41_gemm_add_relu = {
    .id = "k41_gemm_add_relu",
    .jaxbench = "41k_Gemm_Add_ReLU",
    .family = "fused-gemm",
    .title = "GEMM + bias + ReLU",
    .model = "KernelBench level 2 #76",
    .math = "out[m][n] = max(0, sum_k x[m][k] * w[k][n] + b[n])   (f32 accumulation, output "
            "rounded to the storage type)",
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
            {.name = "out", .dims = {"M", "N"}, .doc = "relu(x.w + b)"},
        },
    .presets =
        {
            {"tiny", {64, 256, 256}},
            {"cpu", {1408, 2816, 2816}},
            {"h200", {4096, 8192, 8192}},
            {"tpu-v6e", {4096, 8192, 8192}},
            /* the tpu target verifies here in TPU interpret mode: several blocks along N and K */
            {"tpu-check", {128, 2048, 2048}},
        },
    .tol_bf16 = {.atol = 2e-3, .rtol = 2e-2, .nmse = 3e-5},
    .tol_f32 = {.atol = 1e-5, .rtol = 1e-4, .nmse = 5e-10},
    .bf16_intermediates = KB_STAGED_PASS,
    .flops = flops,
    .reference = reference,
    .lib_doc = "oneDNN matmul with bias and a ReLU post-op, storage-type in and out, f32 "
               "accumulation",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = lib_fini,
};
