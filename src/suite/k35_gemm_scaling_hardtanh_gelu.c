/* k35_gemm_scaling_hardtanh_gelu: linear layer, scaling, hardtanh, GELU (JAXBench 35k,
 * KernelBench level 2 #53 "Gemm_Scaling_Hardtanh_GELU").
 *
 *   y[m][n]   = sum_k x[m][k] * w[k][n] + b[n]
 *   t         = min(max(y[m][n] * SCALING, HARDTANH_MIN), HARDTANH_MAX)
 *                                                      SCALING 0.5, HARDTANH_MIN/MAX -2, 2
 *   out[m][n] = 0.5 * t * (1 + tanh(sqrt(2/pi) * (t + 0.044715 * t^3)))
 *
 * JAXBench writes the GELU out in this tanh form. Shapes: M rows (batch), K input features,
 * N output features (JAXBench: M 4096, K 8192, N 8192; the cpu preset keeps M:K:N = 1:2:2,
 * tiny keeps its K so that y has the same scale).
 *
 * Changes from JAXBench: its w and b are zeros, so its output is identically 0 whatever x is.
 * Here x ~ N(0,1) (JAXBench: U[0,1)), w ~ N(0,1)*0.06 and b ~ N(0,1)*0.1. The weight scale is
 * larger than the usual 0.02 on purpose: y * SCALING then has a standard deviation of about
 * 1.6 at K = 2816, so the clip to [-2, 2] binds for about a fifth of the outputs (with 0.02,
 * for about one in 10^4, and a kernel that skipped it would pass).
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/epilogue.h"

#include <math.h>
#include <stdlib.h>

enum { P_M, P_K, P_N };
enum { S_SCALING, S_HARDTANH_MIN, S_HARDTANH_MAX };

/* The matmul plus one add per output for the bias; the scaling, clip and GELU are not
 * counted. */
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
    const double scaling = p->w->scalars[S_SCALING].value;
    const double lo = p->w->scalars[S_HARDTANH_MIN].value, hi = p->w->scalars[S_HARDTANH_MAX].value;
    const float *x = in[0];                             /* [M][K] */
    const float *w = in[1];                             /* [K][N] */
    const float *b = in[2];                             /* [N] */
    float *o = out[0];                                  /* [M][N] */
    double *y = kb_ref_linear(x, w, b, M, K, N, false); /* [M][N] */
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < M * N; i++) {
        double t = fmin(fmax(y[i] * scaling, lo), hi);
        o[i] = (float)kb_ref_gelu_tanh(t);
    }
    free(y);
}
/* kb:reference end */

/* One oneDNN matmul with the bias and the epilogue as post-ops: linear (* SCALING), clip,
 * GELU (tanh form). */
static void *lib_init(const kb_problem *p, kb_err *err)
{
    kb_epi_linear_desc d = {
        .bias = true,
        .post =
            {
                {.kind = KB_POST_ELTWISE,
                 .alg = dnnl_eltwise_linear,
                 .alpha = (float)p->w->scalars[S_SCALING].value,
                 .beta = 0.0f},
                {.kind = KB_POST_ELTWISE,
                 .alg = dnnl_eltwise_clip,
                 .alpha = (float)p->w->scalars[S_HARDTANH_MIN].value,
                 .beta = (float)p->w->scalars[S_HARDTANH_MAX].value},
                {.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_gelu_tanh},
            },
    };
    return kb_epi_linear_init(p, &d, err);
}

const kb_workload kb_wl_k35_gemm_scaling_hardtanh_gelu = {
    .id = "k35_gemm_scaling_hardtanh_gelu",
    .jaxbench = "35k_Gemm_Scaling_Hardtanh_GELU",
    .family = "fused-gemm",
    .title = "GEMM + bias, scaling, hardtanh, GELU (tanh)",
    .model = "KernelBench level 2 #53",
    .math = "y[m][n] = sum_k x[m][k] * w[k][n] + b[n]\n"
            "t = min(max(y[m][n] * SCALING, HARDTANH_MIN), HARDTANH_MAX)\n"
            "out[m][n] = 0.5 * t * (1 + tanh(sqrt(2/pi) * (t + 0.044715 * t^3)))\n"
            "(f32 accumulation, output rounded to the storage type)",
    .params = {"M", "K", "N"},
    .scalars = {{"SCALING", 0.5}, {"HARDTANH_MIN", -2.0}, {"HARDTANH_MAX", 2.0}},
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
             .scale = 0.06,
             .doc = "weights, N(0,1)*0.06"},
            {.name = "b", .dims = {"N"}, .init = KB_INIT_NORMAL, .scale = 0.1, .doc = "bias, N(0,1)*0.1"},
        },
    .outputs =
        {
            {.name = "out",
             .dims = {"M", "N"},
             .doc = "gelu_tanh(clip((x.w + b) * SCALING, HARDTANH_MIN, HARDTANH_MAX))"},
        },
    .presets =
        {
            {"tiny", {64, 2816, 256}},
            {"cpu", {1408, 2816, 2816}},
            {"h200", {4096, 8192, 8192}},
            {"tpu-v6e", {4096, 8192, 8192}},
        },
    .tol_bf16 = {.atol = 1e-4, .rtol = 1e-2, .nmse = 7e-5},
    .tol_f32 = {.atol = 3e-5, .rtol = 1e-4, .nmse = 2e-9},
    .bf16_intermediates = KB_STAGED_MARGINAL,
    .flops = flops,
    .reference = reference,
    .lib_doc = "oneDNN matmul with the bias and the epilogue fused as post-ops (linear * 0.5, "
               "clip [-2, 2], GELU tanh form), storage-type in and out, f32 accumulation",
    .lib_init = lib_init,
    .lib_run = kb_epi_linear_run,
    .lib_fini = kb_epi_linear_fini,
};
