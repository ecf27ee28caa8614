/* kb1/convsep.c: the depthwise-separable convolution of KernelBench level 1 (L1-86), a family of
 * one row (convsep.def): two convolutions, so not a row of conv.def.
 *
 *   y[n][c][h][w]   = sum_{a,b} wd[c][0][a][b] * x[n][c][h - P + a][w - P + b]   (depthwise)
 *   out[n][f][h][w] = sum_c wp[f][c][0][0] * y[n][c][h][w]                       (pointwise)
 *
 * PyTorch's Conv2d(C, C, K, padding P = (K-1)/2, groups C) then Conv2d(C, F, 1), no bias: the
 * output keeps the input's H x W. Shapes: N batch, C input and F output channels, H x W image,
 * K x K depthwise kernel (3). Inputs as in KernelBench: x ~ U[0,1), both weights PyTorch's
 * default U(-b, b), b = 1/sqrt(fan_in) (kb1_conv_generate: 1/3 for wd, 1/8 for wp at C = 64).
 *
 * Changes from KernelBench: (JAXBench's translation is named where it departs too)
 * - The weights are PyTorch's default U(-b, b): JAXBench ships both as zeros (its output is
 *   identically 0).
 * - Sizes: the cpu preset is 1 x 64 x 288 x 288 (1.5 GFLOP), not KernelBench's
 *   16 x 64 x 512 x 512 (the preset `kernelbench`); tiny is 2 x 8 x 8 x 10 with F = 16.
 * - The intermediate y is f32 (PyTorch's in an f32 model): the reference keeps it in f32 between
 *   its two double-accumulated convolutions, the lib baseline too in both dtypes.
 *
 * Tolerances as the conv family's (kb1/conv.c), measured the same way (tools/baselines/margins.c
 * at tiny and cpu): bf16 rtol 8e-3, atol 1e-3, NMSE 2e-5; f32 rtol 2e-5, atol 1e-5, NMSE 1e-10.
 */
#include "kb1.h"

#include <stdlib.h>
#include "../lib/dnnl_conv.h"
#include "../ref/ref.h"

enum { P_N, P_C, P_F, P_H, P_W, P_K };

/* Two per multiply-add: K*K a depthwise output, C a pointwise one. */
static double flops(const kb_problem *p)
{
    const double px = (double)p->p[P_N] * (double)p->p[P_H] * (double)p->p[P_W];
    const double c = (double)p->p[P_C], k = (double)p->p[P_K];
    return 2.0 * px * c * (k * k + (double)p->p[P_F]);
}

/* kb:reference begin */
/* The two convolutions as the reference describes them. */
static void descs(const kb_problem *p, kb_ref_conv_desc *dw, kb_ref_conv_desc *pw)
{
    const int64_t C = p->p[P_C], H = p->p[P_H], W = p->p[P_W], K = p->p[P_K];
    KB_ASSERT(K % 2 == 1);
    *dw = (kb_ref_conv_desc){.dims = 2,
                             .C = C,
                             .F = C,
                             .groups = C,
                             .in = {H, W},
                             .out = {H, W},
                             .kernel = {K, K},
                             .pad = {K / 2, K / 2}};
    *pw = (kb_ref_conv_desc){
        .dims = 2, .C = C, .F = p->p[P_F], .groups = 1, .in = {H, W}, .out = {H, W}, .kernel = {1, 1}};
}
/* kb:reference end */

/* kb:reference begin */
/* The depthwise convolution into y (each output in double, then f32), then the pointwise one
 * over y (in double), one (image, channel) plane at a time, both from kb_ref_conv. */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    kb_ref_conv_desc dw, pw;
    descs(p, &dw, &pw);
    const int64_t N = p->p[P_N], C = p->p[P_C], F = p->p[P_F], plane = p->p[P_H] * p->p[P_W];
    const float *x = in[0], *wd = in[1], *wp = in[2]; /* [N][C][H][W], [C][1][K][K], [F][C][1][1] */
    float *y = kb_xmalloc(sizeof(float) * (size_t)(N * C * plane)); /* [N][C][H][W] */
#pragma omp parallel
    {
        double *v = kb_xmalloc(sizeof(double) * (size_t)plane);
#pragma omp for schedule(dynamic, 1)
        for (int64_t nc = 0; nc < N * C; nc++) {
            kb_ref_conv(&dw, x, wd, NULL, nc / C, nc % C, v);
            for (int64_t k = 0; k < plane; k++) y[nc * plane + k] = (float)v[k];
        }
#pragma omp for schedule(dynamic, 1)
        for (int64_t nf = 0; nf < N * F; nf++) {
            kb_ref_conv(&pw, y, wp, NULL, nf / F, nf % F, v);
            for (int64_t k = 0; k < plane; k++) out[0][nf * plane + k] = (float)v[k];
        }
        free(v);
    }
    free(y);
}
/* kb:reference end */

/* The lib baseline: oneDNN's depthwise convolution (jit_dw, on the channel-blocked layout: with
 * an f32 output from bf16 inputs oneDNN 2.6 has no other) writing y in f32, then its 1x1
 * convolution over y in f32. In bf16, where oneDNN 2.6 has no f32 convolution with bf16 weights
 * or output, the pointwise weights are converted to f32 and the f32 output to bf16 on every call
 * (timed). */
typedef struct lib_state {
    kb_dnnl_conv *dw, *pw;
    float *y, *wp32, *o32; /* y [N][C][H][W]; in bf16 also wp and the output in f32 */
    kb_dtype dtype;
    size_t nwp, nout;
} lib_state;

static void lib_fini(void *state)
{
    lib_state *s = state;
    kb_dnnl_conv_destroy(s->dw);
    kb_dnnl_conv_destroy(s->pw);
    free(s->y);
    free(s->wp32);
    free(s->o32);
    free(s);
}

static void *lib_init(const kb_problem *p, kb_err *err)
{
    const int64_t N = p->p[P_N], C = p->p[P_C], F = p->p[P_F], H = p->p[P_H], W = p->p[P_W];
    const int64_t K = p->p[P_K];
    lib_state *s = kb_xcalloc(1, sizeof *s);
    s->dtype = p->dtype;
    s->nwp = (size_t)(F * C), s->nout = (size_t)(N * F * H * W);
    s->y = kb_xaligned(sizeof(float) * (size_t)(N * C * H * W));
    if (p->dtype != KB_DTYPE_F32) {
        s->wp32 = kb_xaligned(sizeof(float) * s->nwp);
        s->o32 = kb_xaligned(sizeof(float) * s->nout);
    }
    const kb_dnnl_conv_desc dw = {.sp = 2,
                                  .n = N,
                                  .c = C,
                                  .f = C,
                                  .in = {H, W},
                                  .k = {K, K},
                                  .pad_l = {K / 2, K / 2},
                                  .pad_r = {K / 2, K / 2},
                                  .groups = C,
                                  .src = p->dtype,
                                  .wei = p->dtype,
                                  .dst = KB_DTYPE_F32,
                                  .layout = KB_DNNL_CONV_BLOCKED};
    const kb_dnnl_conv_desc pw = {.sp = 2,
                                  .n = N,
                                  .c = C,
                                  .f = F,
                                  .in = {H, W},
                                  .k = {1, 1},
                                  .src = KB_DTYPE_F32,
                                  .wei = KB_DTYPE_F32,
                                  .dst = KB_DTYPE_F32,
                                  .layout = KB_DNNL_CONV_ANY};
    if (!(s->dw = kb_dnnl_conv_create(&dw, err)) || !(s->pw = kb_dnnl_conv_create(&pw, err))) {
        lib_fini(s);
        return NULL;
    }
    return s;
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    const lib_state *s = state;
    kb_dnnl_conv_run(s->dw, in[0], in[1], NULL, NULL, s->y);
    if (!s->wp32) {
        kb_dnnl_conv_run(s->pw, s->y, in[2], NULL, NULL, out[0]);
        return;
    }
    kb_dtype_to_f32(s->dtype, in[2], s->wp32, s->nwp);
    kb_dnnl_conv_run(s->pw, s->y, s->wp32, NULL, NULL, s->o32);
    kb_dtype_from_f32(s->dtype, s->o32, out[0], s->nout);
}

const kb_workload kb_fam_convsep[] = {
#define KB_ROW(num3, num, nm, file, tiny, cpu, kb)                                                       \
    {                                                                                                    \
        KB1_ROW_COMMON(num3, num, nm, file, "convolution"),                                              \
        .math = "y = depthwise conv(x, wd): stride 1, padding (K-1)/2, groups C\n"                       \
                "out = pointwise conv(y, wp): a 1x1 convolution, C -> F channels\n"                      \
                "no bias; f32 accumulation and an f32 y, output rounded to the storage type",            \
        .params = {"N", "C", "F", "H", "W", "K"},                                                        \
        .inputs = {{.name = "x",                                                                         \
                    .dims = {"N", "C", "H", "W"},                                                        \
                    .init = KB_INIT_UNIFORM,                                                             \
                    .scale = 0.5,                                                                        \
                    .shift = 0.5,                                                                        \
                    .doc = "U[0,1) (torch.rand)"},                                                       \
                   {.name = "wd",                                                                        \
                    .dims = {"C", "1", "K", "K"},                                                        \
                    .init = KB_INIT_CUSTOM,                                                              \
                    .doc = "depthwise weights, U(-b, b), b = 1/K (PyTorch's default)"},                  \
                   {.name = "wp",                                                                        \
                    .dims = {"F", "C", "1", "1"},                                                        \
                    .init = KB_INIT_CUSTOM,                                                              \
                    .doc = "pointwise weights, U(-b, b), b = 1/sqrt(C) (PyTorch's default)"}},           \
        .outputs = {{.name = "out", .dims = {"N", "F", "H", "W"}, .doc = "pw(dw(x))"}},                  \
        .presets = {{"tiny", {KB1_LIST tiny}}, {"cpu", {KB1_LIST cpu}}, {"kernelbench", {KB1_LIST kb}}}, \
        .tol_bf16 = {.atol = 1e-3, .rtol = 8e-3, .nmse = 2e-5},                                          \
        .tol_f32 = {.atol = 1e-5, .rtol = 2e-5, .nmse = 1e-10},                                          \
        .generate = kb1_conv_generate,                                                                   \
        .lib_doc = "oneDNN depthwise convolution to f32 (jit_dw, channel-blocked), then its "            \
                   "1x1 convolution in f32 (bf16: weights and output converted), reorders timed",        \
    },
#include "convsep.def"
#undef KB_ROW
};
const size_t kb_fam_convsep_n = KB_ARRAY_LEN(kb_fam_convsep);
