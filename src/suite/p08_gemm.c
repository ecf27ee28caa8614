/* p08_gemm: dense GEMM, the Llama-3.1-70B MLP up-projection shape family (JAXBench 8p).
 *
 *   c[m][n] = sum_k a[m][k] * b[k][n]
 *
 * Shapes: M tokens, K model width, N hidden width (JAXBench: M 8192, K 8192, N 28672; the cpu
 * preset keeps N/K = 3.5). a ~ N(0,1) like activations, b ~ N(0,1)*0.02 like initialised weights.
 *
 * Changes from JAXBench: none to the math or the initialisation; the cpu preset is smaller
 * (1024 x 2048 x 7168, keeping N/K = 3.5).
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/dnnl_util.h"

#include <stdlib.h>

enum { P_M, P_K, P_N };

static double flops(const kb_problem *p)
{
    return 2.0 * (double)p->p[P_M] * (double)p->p[P_K] * (double)p->p[P_N];
}

/* kb:reference begin */
/* c = a.b from kb_ref_linear: double accumulators, each sum over k in order 0, 1, 2, ... */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t M = p->p[P_M], K = p->p[P_K], N = p->p[P_N];
    const float *a = in[0];                                /* [M][K] */
    const float *b = in[1];                                /* [K][N] */
    float *c = out[0];                                     /* [M][N] */
    double *y = kb_ref_linear(a, b, NULL, M, K, N, false); /* [M][N] */
    for (int64_t i = 0; i < M * N; i++) c[i] = (float)y[i];
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
    };
    return kb_dnnl_matmul_create(&d, err);
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    kb_dnnl_matmul_run(state, in[0], in[1], NULL, NULL, out[0]);
}

static void lib_fini(void *state) { kb_dnnl_matmul_destroy(state); }

const kb_workload kb_wl_p08_gemm = {
    .id = "p08_gemm",
    .jaxbench = "8p_GEMM",
    .family = "gemm",
    .title = "Dense GEMM",
    .model = "Llama-3.1-70B (MLP projection shapes)",
    .math = "c[m][n] = sum_k a[m][k] * b[k][n]   (f32 accumulation, output rounded to the storage type)",
    .params = {"M", "K", "N"},
    .inputs =
        {
            {.name = "a",
             .dims = {"M", "K"},
             .init = KB_INIT_NORMAL,
             .scale = 1.0,
             .doc = "activations, N(0,1)"},
            {.name = "b",
             .dims = {"K", "N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "weights, N(0,1)*0.02"},
        },
    .outputs =
        {
            {.name = "c", .dims = {"M", "N"}, .doc = "product"},
        },
    .presets =
        {
            {"tiny", {64, 128, 448}},
            {"cpu", {1024, 2048, 7168}},
            {"h200", {8192, 8192, 28672}},
            {"tpu-v6e", {8192, 8192, 28672}},
            /* the tpu target verifies here in TPU interpret mode: several blocks along N and K */
            {"tpu-check", {128, 2048, 2048}},
        },
    .tol_bf16 = {.atol = 2e-3, .rtol = 2e-2, .nmse = 3e-5},
    .tol_f32 = {.atol = 1e-5, .rtol = 1e-4, .nmse = 4e-10},
    .bf16_intermediates = KB_STAGED_PASS,
    .flops = flops,
    .reference = reference,
    .lib_doc = "oneDNN matmul (brgemm), storage-type in and out, f32 accumulation",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = lib_fini,
};
