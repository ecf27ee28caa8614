/* k18_conv2d_relu_biasadd: 3x3 convolution, bias, ReLU, per-channel bias add (JAXBench 18k,
 * KernelBench level 2 #1 "Conv2D_ReLU_BiasAdd").
 *
 *   out[n][f][i][j] = max(0, cb[f] + sum_{c,p,q} w[f][c][p][q] * x[n][c][i+p][j+q]) + b[f]
 *
 * NCHW, stride 1, no padding ("valid"). Shapes: N batch, C input channels, H x W input image,
 * F filters (output channels), KH x KW kernel (3 x 3), HO = H-KH+1 and WO = W-KW+1 output image
 * (HO and WO are parameters so that they can be shape macros; every preset keeps them equal to
 * H-KH+1 and W-KW+1). JAXBench: N 128, C 64, H = W = 128, F 128; its weights and both biases
 * are all zero, so its output is a constant, and it draws x ~ U[0,1). Ours are model-like:
 * x ~ U[-1,1) (zero-mean, so the convolution's sums cancel as with real activations),
 * w ~ N(0,1)*0.06 (He scale sqrt(2/(C*KH*KW)) for C = 64), cb and b ~ N(0,1)*0.1; outputs are
 * O(1). JAXBench's b has shape (F,1,1); it is the same per-channel vector, stored here as [F].
 *
 * Changes from JAXBench: random weights and biases instead of zeros (its output is a constant);
 * x ~ U[-1,1) instead of U[0,1); b is stored as [F] instead of (F,1,1) (the same per-channel
 * vector); the cpu preset has batch 6.
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/dnnl_conv.h"

#include <stdlib.h>

enum { P_N, P_C, P_H, P_W, P_F, P_KH, P_KW, P_HO, P_WO };

/* kb:reference begin */
static void check_shapes(const kb_problem *p)
{
    KB_ASSERT(p->p[P_HO] == p->p[P_H] - p->p[P_KH] + 1);
    KB_ASSERT(p->p[P_WO] == p->p[P_W] - p->p[P_KW] + 1);
}
/* kb:reference end */

/* The convolution's multiply-adds (2 each) plus the three elementwise ops per output (bias,
 * ReLU, bias add), as XLA counts them (JAXBench: 3.004e11 at its shapes). */
static double flops(const kb_problem *p)
{
    double outputs = (double)(p->p[P_N] * p->p[P_F] * p->p[P_HO] * p->p[P_WO]);
    return outputs * (2.0 * (double)(p->p[P_C] * p->p[P_KH] * p->p[P_KW]) + 3.0);
}

/* kb:reference begin */
/* One (image, filter) plane at a time from kb_ref_conv (in double, each output's sum over c,
 * then p, then q, in order, the conv bias cb added last), then ReLU and the bias b. */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    check_shapes(p);
    const int64_t N = p->p[P_N], C = p->p[P_C], H = p->p[P_H], W = p->p[P_W], F = p->p[P_F];
    const int64_t KH = p->p[P_KH], KW = p->p[P_KW], HO = p->p[P_HO], WO = p->p[P_WO];
    const float *x = in[0];  /* [N][C][H][W] */
    const float *w = in[1];  /* [F][C][KH][KW] */
    const float *cb = in[2]; /* [F] */
    const float *b = in[3];  /* [F] */
    float *y = out[0];       /* [N][F][HO][WO] */
    const kb_ref_conv_desc d = {
        .dims = 2,
        .C = C,
        .F = F,
        .groups = 1,
        .in = {H, W},
        .out = {HO, WO},
        .kernel = {KH, KW},
    };
#pragma omp parallel for schedule(dynamic, 1)
    for (int64_t nf = 0; nf < N * F; nf++) {
        double *v = kb_xmalloc(sizeof(double) * (size_t)(HO * WO)); /* [HO][WO] */
        kb_ref_conv(&d, x, w, cb, nf / F, nf % F, v);
        for (int64_t k = 0; k < HO * WO; k++)
            y[nf * HO * WO + k] = (float)((v[k] > 0 ? v[k] : 0) + b[nf % F]);
        free(v);
    }
}
/* kb:reference end */

/* oneDNN convolution with cb as its bias and the ReLU and the b add fused as post-ops. Layouts,
 * measured at the cpu preset on 2 Sapphire Rapids-class cores (median ms per call, reorders
 * included):
 *            plain (gemm:jit)   any (brgconv, nhwc)   blocked nChw16c (jit)
 *   bf16     29                 16 (amx_bf16)         76 (avx512_core_bf16)
 *   f32      410                55 (avx512_core)      50 (avx512_core)
 * so bf16 lets oneDNN pick (AMX on channels-last; dst comes back through nChw16c, see
 * dnnl_conv.h) and f32 uses the blocked layout. Both reorder src and weights in and dst out on
 * every call, inside the timed run. */
static void *lib_init(const kb_problem *p, kb_err *err)
{
    check_shapes(p);
    kb_dnnl_conv_desc d = {
        .sp = 2,
        .n = p->p[P_N],
        .c = p->p[P_C],
        .f = p->p[P_F],
        .in = {p->p[P_H], p->p[P_W]},
        .k = {p->p[P_KH], p->p[P_KW]},
        .src = p->dtype,
        .wei = p->dtype,
        .dst = p->dtype,
        .bias = true,
        .layout = p->dtype == KB_DTYPE_BF16 ? KB_DNNL_CONV_ANY : KB_DNNL_CONV_BLOCKED,
        .post =
            {
                {.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_relu},
                {.kind = KB_POST_BINARY,
                 .alg = dnnl_binary_add,
                 .ndims = 4,
                 .dims = {1, p->p[P_F], 1, 1},
                 .type = p->dtype},
            },
    };
    return kb_dnnl_conv_create(&d, err);
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    const void *post[] = {NULL, in[3]};
    kb_dnnl_conv_run(state, in[0], in[1], in[2], post, out[0]);
}

static void lib_fini(void *state) { kb_dnnl_conv_destroy(state); }

const kb_workload kb_wl_k18_conv2d_relu_biasadd = {
    .id = "k18_conv2d_relu_biasadd",
    .jaxbench = "18k_Conv2D_ReLU_BiasAdd",
    .family = "fused-conv",
    .title = "3x3 convolution + bias, ReLU, per-channel bias add",
    .model = "KernelBench level 2 #1 (CNN block)",
    .math = "out[n][f][i][j] = max(0, cb[f] + sum_{c,p,q} w[f][c][p][q] * x[n][c][i+p][j+q])"
            " + b[f]\n"
            "NCHW, stride 1, no padding; f32 accumulation, output rounded to the storage type",
    .params = {"N", "C", "H", "W", "F", "KH", "KW", "HO", "WO"},
    .inputs =
        {
            {.name = "x",
             .dims = {"N", "C", "H", "W"},
             .init = KB_INIT_UNIFORM,
             .scale = 1.0,
             .doc = "input images, U[-1,1)"},
            {.name = "w",
             .dims = {"F", "C", "KH", "KW"},
             .init = KB_INIT_NORMAL,
             .scale = 0.06,
             .doc = "filters, N(0,1)*0.06 (He scale for C*KH*KW = 576)"},
            {.name = "cb",
             .dims = {"F"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .doc = "convolution bias, N(0,1)*0.1"},
            {.name = "b",
             .dims = {"F"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .doc = "bias added after the ReLU, per channel, N(0,1)*0.1"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"N", "F", "HO", "WO"}, .doc = "relu(conv(x, w) + cb) + b"},
        },
    .presets =
        {
            /*            N    C    H    W    F   KH  KW   HO   WO */
            {"tiny", {2, 64, 16, 20, 32, 3, 3, 14, 18}},
            {"cpu", {6, 64, 128, 128, 128, 3, 3, 126, 126}},
            {"h200", {128, 64, 128, 128, 128, 3, 3, 126, 126}},
            {"tpu-v6e", {128, 64, 128, 128, 128, 3, 3, 126, 126}},
        },
    .tol_bf16 = {.atol = 1e-3, .rtol = 5e-3, .nmse = 2e-5},
    .tol_f32 = {.atol = 1e-5, .rtol = 2e-5, .nmse = 4e-10},
    .bf16_intermediates = KB_STAGED_MARGINAL,
    .flops = flops,
    .reference = reference,
    .lib_doc = "oneDNN convolution (bf16: layouts oneDNN picks, brgconv/AMX; f32: nChw16c), "
               "reorders in and out timed, bias + ReLU + per-channel add fused as post-ops, f32 "
               "accumulation",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = lib_fini,
};
