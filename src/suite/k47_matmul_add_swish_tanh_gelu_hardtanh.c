/* k47_matmul_add_swish_tanh_gelu_hardtanh: linear layer, add, Swish, tanh, GELU, hardtanh
 * (JAXBench 47k, KernelBench level 2 #95 "Matmul_Add_Swish_Tanh_GELU_Hardtanh").
 *
 *   y[m][n]   = sum_k x[m][k] * w[k][n] + b[n] + a[n]
 *   s         = y / (1 + exp(-y))                                   Swish
 *   g         = gelu(tanh(s))
 *   out[m][n] = min(max(g, -1), 1)                                  hardtanh
 *   gelu(t)   = 0.5 * t * (1 + tanh(sqrt(2/pi) * (t + 0.044715 * t^3)))
 *
 * gelu is jax.nn.gelu's default, the tanh approximation. Shapes: M rows (batch), K input
 * features, N output features (JAXBench: M 4096, K 8192, N 8192; the cpu preset keeps
 * M:K:N = 1:2:2, tiny keeps its K so that y has the same scale).
 *
 * The final hardtanh never binds: tanh(s) lies in (-0.28, 1) and gelu maps that into
 * (-0.17, 0.85). The reference keeps it, as JAXBench does; a kernel may leave it out.
 *
 * Changes from JAXBench: its w, b and a are zeros, so its output is identically 0 whatever x
 * is. Here x ~ N(0,1) (JAXBench: U[0,1)), w ~ N(0,1)*0.02 like initialised weights, and the
 * bias b and the added vector a ~ N(0,1)*0.1, so y is O(1) (standard deviation about 1.1).
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/epilogue.h"

#include <math.h>
#include <stdlib.h>

enum { P_M, P_K, P_N };

/* The matmul plus two adds per output (bias and a); the activations are not counted. */
static double flops(const kb_problem *p)
{
    const double M = (double)p->p[P_M], K = (double)p->p[P_K], N = (double)p->p[P_N];
    return 2.0 * M * N * K + 2.0 * M * N;
}

/* kb:reference begin */
/* y = x.w + b comes from kb_ref_linear: double accumulators, each sum over k in order
 * 0, 1, 2, ..., the bias added last; a is added after it. kb_ref_swish(v) = v / (1 + exp(-v))
 * and kb_ref_gelu_tanh(t) is the formula above, both in double. */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t M = p->p[P_M], K = p->p[P_K], N = p->p[P_N];
    const float *x = in[0];                             /* [M][K] */
    const float *w = in[1];                             /* [K][N] */
    const float *b = in[2];                             /* [N] */
    const float *a = in[3];                             /* [N] */
    float *o = out[0];                                  /* [M][N] */
    double *y = kb_ref_linear(x, w, b, M, K, N, false); /* [M][N] */
#pragma omp parallel for schedule(static)
    for (int64_t m = 0; m < M; m++)
        for (int64_t n = 0; n < N; n++) {
            double v = y[m * N + n] + a[n];
            double g = kb_ref_gelu_tanh(tanh(kb_ref_swish(v)));
            o[m * N + n] = (float)fmin(fmax(g, -1.0), 1.0);
        }
    free(y);
}
/* kb:reference end */

/* One oneDNN matmul with the bias b, then post-ops: add a (a broadcast row), Swish, tanh,
 * GELU (tanh form). The hardtanh, which never binds (see above), is left out: oneDNN 2.6
 * takes four post-ops here (KB_DNNL_MAX_POST). */
static void *lib_init(const kb_problem *p, kb_err *err)
{
    kb_epi_linear_desc d = {
        .bias = true,
        .post =
            {
                {.kind = KB_POST_BINARY,
                 .alg = dnnl_binary_add,
                 .ndims = 2,
                 .dims = {1, p->p[P_N]},
                 .type = p->dtype},
                {.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_swish, .alpha = 1.0f},
                {.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_tanh},
                {.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_gelu_tanh},
            },
        .post_input = {3},
    };
    return kb_epi_linear_init(p, &d, err);
}

const kb_workload kb_wl_k47_matmul_add_swish_tanh_gelu_hardtanh = {
    .id = "k47_matmul_add_swish_tanh_gelu_hardtanh",
    .jaxbench = "47k_Matmul_Add_Swish_Tanh_GELU_Hardtanh",
    .family = "fused-gemm",
    .title = "GEMM + bias, add, Swish, tanh, GELU (tanh), hardtanh",
    .model = "KernelBench level 2 #95",
    .math = "y[m][n] = sum_k x[m][k] * w[k][n] + b[n] + a[n];  s = y / (1 + exp(-y))\n"
            "t = tanh(s);  g = 0.5 * t * (1 + tanh(sqrt(2/pi) * (t + 0.044715 * t^3)))\n"
            "out[m][n] = min(max(g, -1), 1)\n"
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
            {.name = "a",
             .dims = {"N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .doc = "added vector (add_value), N(0,1)*0.1"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"M", "N"}, .doc = "hardtanh(gelu_tanh(tanh(swish(x.w + b + a))))"},
        },
    .presets =
        {
            {"tiny", {64, 2816, 256}},
            {"cpu", {1408, 2816, 2816}},
            {"h200", {4096, 8192, 8192}},
            {"tpu-v6e", {4096, 8192, 8192}},
        },
    .tol_bf16 = {.atol = 1e-4, .rtol = 1e-2, .nmse = 9e-5},
    .tol_f32 = {.atol = 3e-5, .rtol = 1e-4, .nmse = 2e-9},
    .bf16_intermediates = KB_STAGED_MARGINAL,
    .flops = flops,
    .reference = reference,
    .lib_doc = "oneDNN matmul with the bias and the epilogue fused as post-ops (add a, Swish, "
               "tanh, GELU tanh form; the final clip never binds and is left out), "
               "storage-type in and out, f32 accumulation",
    .lib_init = lib_init,
    .lib_run = kb_epi_linear_run,
    .lib_fini = kb_epi_linear_fini,
};
