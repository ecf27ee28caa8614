/* kb1/conv.c: the convolutions of KernelBench level 1 (L1-50, L1-54..85, L1-87), one family
 * whose instances are the rows of conv.def: 1-, 2- or 3-D, standard or transposed, with the
 * row's stride, padding, dilation, output padding, groups and bias (L1-86, two convolutions in
 * a row, is kb1/convsep.c).
 *
 *   standard:   out[n][f][o] = sum_{c<C/G} sum_t w[f][c][t] * x[n][g*C/G + c][o*s - p + t*d]
 *   transposed: out[n][f][o] = sum_{c<C/G} sum_{t, i: i*s - p + t*d = o}
 *                                  w[g*C/G + c][f - g*F/G][t] * x[n][g*C/G + c][i]
 * per spatial axis (o, t, i vectors of 1-3 axes), g = f / (F/G) the output channel's group,
 * taps outside x read zero (+ bias[f] where the row has a bias). PyTorch's layouts and
 * cross-correlation: w is [F][C/G][k...] (standard) or [C][F/G][k...] (transposed); output size
 * (L + 2p - d(k-1) - 1)/s + 1 (standard), (L-1)s - 2p + d(k-1) + 1 + output_padding
 * (transposed). Shapes: N batch, C input and F output channels, then the input extents, the
 * kernel extents and the output extents (L, K, LO in 1-D; H, W, KH, KW, HO, WO in 2-D; D, H, W,
 * KD, KH, KW, DO, HO, WO in 3-D). The output extents are parameters so that they are shape
 * macros for a candidate; every preset keeps them equal to the formula (checked).
 *
 * Inputs as in KernelBench: x ~ U[0,1) (torch.rand), w (and the bias) ~ U(-b, b) with
 * b = 1/sqrt(fan_in), fan_in = (C/G) prod k (standard) or (F/G) prod k (transposed): PyTorch's
 * default initialisation. The outputs are then about N(0, 1/9): no sum cancels to noise.
 *
 * Changes from KernelBench: (JAXBench's translation is named where it departs too)
 * - Sizes: the cpu preset is one image or a few of a reduced extent (about 1-2 GFLOP; the
 *   memory-bound depthwise rows 0.05-0.3), not KernelBench's batch at full size (up to 600
 *   GFLOP and 9 GiB); KernelBench's size is the preset `kernelbench`. tiny keeps the row's
 *   kernel, stride, padding, dilation and groups, with a few channels.
 * - The weights are PyTorch's default U(-b, b) in every row. JAXBench ships zero weights in
 *   L1-54, 56, 61, 65, 67, 71, 72, 74, 75, 77, 79, 80, 81 and 87 (their output is identically
 *   0), none until set_weights in L1-50 and 55, and N(0,1), N(0,1)*0.02 or scaled uniform ones
 *   elsewhere; x is U[0,1) in every row, where JAXBench draws N(0,1) for L1-56, 57, 60, 62, 72,
 *   73, 76, 78 and 82-85.
 * - Transposed rows compute PyTorch's ConvTranspose (no kernel flip): JAXBench's JAX for L1-57,
 *   58, 61, 65, 68, 69, 70, 72, 74, 75, 79 and 81 does not reverse the kernel, i.e. computes
 *   this with a spatially flipped weight; L1-78's JAX fails (weight layout).
 * - L1-73 runs groups 1 and output padding 0, as KernelBench's module does (its get_init_inputs
 *   put the 4 meant for groups in the output_padding slot, which the module never passes on).
 * - L1-76's kernelbench preset is KernelBench's 64 x 64 x 524280 (JAXBench: 16 x 64 x 65536);
 *   L1-87's is KernelBench's 16 x 64 x 1024 x 1024 (JAXBench: 4 x 64 x 512 x 512).
 * - L1-59's spatial axes are (256, 256, 10) with the kernel (3, 3, 1), as KernelBench's: the
 *   parameters call them D, H, W.
 *
 * Tolerances, every row alike (tools/baselines/margins.c, lib vs reference, seed 1234, at tiny
 * and cpu, oneDNN 2.6 on AVX-512 without AMX): bf16 rtol 8e-3, atol 1e-3, NMSE 2e-5, where the
 * worst element used 0.45 of it and the NMSE was at most 3e-6 (the output's bf16 rounding,
 * products of bf16 inputs summed in f32); f32 rtol 2e-5, atol 1e-5, NMSE 1e-10, where the worst
 * element used 0.23 of it (L1-58, up to 3360 terms a sum) and the NMSE was at most 7e-13: f32
 * accumulation against the double reference, with room for a plain sequential f32 sum.
 */
#include "kb1.h"

#include <math.h>
#include <stdlib.h>
#include "../../core/rng.h"
#include "../lib/dnnl_conv.h"
#include "../lib/dnnl_deconv.h"
#include "../ref/ref.h"

enum { P_N, P_C, P_F, P_SP }; /* then in[rank], k[rank], out[rank] */

extern const kb_workload kb_fam_conv[];

/* one row of conv.def: what is fixed for the problem, whatever the preset */
typedef struct conv_row {
    int rank;
    bool transposed, bias;
    int64_t stride[3], pad[3], dilation[3], out_pad[3], groups;
} conv_row;

static const conv_row rows[] = {
#define KB_ROW(num3, num, nm, file, rank, tr, s, p, d, op, g, bias, wcg, note, tiny, cpu, kb, tb, tf) \
    {rank, tr, bias, {KB1_LIST s}, {KB1_LIST p}, {KB1_LIST d}, {KB1_LIST op}, g},
#include "conv.def"
#undef KB_ROW
};

static const conv_row *row_of(const kb_workload *w) { return KB1_ROW_OF(rows, kb_fam_conv, w); }

/* kb:reference begin */
static int64_t in_(const kb_problem *p, int i) { return p->p[P_SP + i]; }
static int64_t k_(const kb_problem *p, int i) { return p->p[P_SP + row_of(p->w)->rank + i]; }
static int64_t out_(const kb_problem *p, int i) { return p->p[P_SP + 2 * row_of(p->w)->rank + i]; }

/* The problem as the reference describes it; asserts the preset's output extents. */
static kb_ref_conv_desc desc_of(const kb_problem *p)
{
    const conv_row *r = row_of(p->w);
    kb_ref_conv_desc d = {
        .dims = r->rank, .C = p->p[P_C], .F = p->p[P_F], .groups = r->groups, .transposed = r->transposed};
    for (int i = 0; i < r->rank; i++) {
        d.in[i] = in_(p, i), d.out[i] = out_(p, i), d.kernel[i] = k_(p, i);
        d.stride[i] = r->stride[i], d.pad[i] = r->pad[i], d.dilation[i] = r->dilation[i];
        const int64_t span = r->dilation[i] * (d.kernel[i] - 1) + 1;
        const int64_t want = r->transposed
                                 ? (d.in[i] - 1) * r->stride[i] - 2 * r->pad[i] + span + r->out_pad[i]
                                 : (d.in[i] + 2 * r->pad[i] - span) / r->stride[i] + 1;
        KB_ASSERT(d.out[i] == want);
    }
    return d;
}

static double prod(const int64_t *v, int n)
{
    double x = 1;
    for (int i = 0; i < n; i++) x *= (double)v[i];
    return x;
}
/* kb:reference end */

/* Two per multiply-add of every tap (standard: per output element, over C/G * prod k; transposed:
 * per input element, over F/G * prod k, the taps that padding crops included), plus the bias
 * add per output. */
static double flops(const kb_problem *p)
{
    const kb_ref_conv_desc d = desc_of(p);
    const double n = (double)p->p[P_N], taps = prod(d.kernel, d.dims);
    const double out = n * (double)d.F * prod(d.out, d.dims);
    const double mac = d.transposed ? n * (double)d.C * prod(d.in, d.dims) * (double)(d.F / d.groups)
                                    : out * (double)(d.C / d.groups);
    return 2.0 * mac * taps + (row_of(p->w)->bias ? out : 0.0);
}

/* PyTorch's default initialisation of a convolution's weights and bias (see kb1.h). */
void kb1_conv_generate(const kb_problem *p, int input, uint64_t seed, void *dst)
{
    /* a bias (one axis) takes the bound of the weights before it */
    const kb_tensor_spec *t = &p->w->inputs[input], *w = kb_problem_ndim(t) > 1 ? t : t - 1;
    const double fan = (double)kb_problem_numel(p, w) / (double)kb_problem_param(p, w->dims[0]);
    const double b = 1.0 / sqrt(fan);
    const size_t n = kb_problem_numel(p, t);
    float *v = dst;
#pragma omp parallel for schedule(static) if (n > (1u << 16))
    for (size_t i = 0; i < n; i++)
        v[i] = (float)(b * (2.0 * kb_rng_uniform(seed, (uint64_t)input, (uint64_t)i) - 1.0));
}

/* kb:reference begin */
/* One (image, output channel) plane at a time from kb_ref_conv (in double: each output's sum
 * over the group's channels, then the taps in row-major order, the bias last). */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const kb_ref_conv_desc d = desc_of(p);
    const int64_t N = p->p[P_N], F = d.F;
    const int64_t plane = (int64_t)prod(d.out, d.dims);
    const float *x = in[0], *w = in[1];                    /* x [N][C][in...], w as above */
    const float *bias = row_of(p->w)->bias ? in[2] : NULL; /* [F] */
#pragma omp parallel for schedule(dynamic, 1)
    for (int64_t nf = 0; nf < N * F; nf++) {
        double *v = kb_xmalloc(sizeof(double) * (size_t)plane); /* the plane [out...] */
        kb_ref_conv(&d, x, w, bias, nf / F, nf % F, v);
        for (int64_t k = 0; k < plane; k++) out[0][nf * plane + k] = (float)v[k];
        free(v);
    }
}
/* kb:reference end */

/* The lib baseline: oneDNN's (de)convolution with the row's stride, padding, dilation, groups
 * and bias, on the layouts oneDNN picks (reorders of x, w and the output timed), f32
 * accumulation. Every row takes oneDNN's pick (brgconv, brdgmm_dw for the depthwise rows, jit or
 * gemm:jit deconvolution; never ref:any, kb_dnnl_check_impl): the plain and blocked layouts were
 * not timed against it here (a shared, busy machine), where k18's measurements favour it in bf16. */
typedef struct lib_state {
    kb_dnnl_conv *cv;
    kb_dnnl_deconv *dc;
    bool bias;
} lib_state;

static void lib_fini(void *state)
{
    lib_state *s = state;
    kb_dnnl_conv_destroy(s->cv);
    kb_dnnl_deconv_destroy(s->dc);
    free(s);
}

static void *lib_init(const kb_problem *p, kb_err *err)
{
    const kb_ref_conv_desc d = desc_of(p);
    const conv_row *r = row_of(p->w);
    lib_state *s = kb_xcalloc(1, sizeof *s);
    s->bias = r->bias;
    if (r->transposed) {
        kb_dnnl_deconv_desc dd = {0};
        KB_DNNL_CONV_FILL(dd, d, p->p[P_N], r->bias, p->dtype, p->dtype);
        for (int i = 0; i < d.dims; i++) dd.out_pad[i] = r->out_pad[i];
        s->dc = kb_dnnl_deconv_create(&dd, err);
    } else {
        kb_dnnl_conv_desc cd = {0};
        KB_DNNL_CONV_FILL(cd, d, p->p[P_N], r->bias, p->dtype, p->dtype);
        s->cv = kb_dnnl_conv_create(&cd, err);
    }
    if (!s->cv && !s->dc) {
        lib_fini(s);
        return NULL;
    }
    return s;
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    const lib_state *s = state;
    const void *bias = s->bias ? in[2] : NULL;
    if (s->cv)
        kb_dnnl_conv_run(s->cv, in[0], in[1], bias, NULL, out[0]);
    else
        kb_dnnl_deconv_run(s->dc, in[0], in[1], bias, NULL, out[0]);
}

/* per rank: the parameters, and the spatial dims of x, of the kernel and of the output */
#define CV_PARAMS_1 "N", "C", "F", "L", "K", "LO"
#define CV_PARAMS_2 "N", "C", "F", "H", "W", "KH", "KW", "HO", "WO"
#define CV_PARAMS_3 "N", "C", "F", "D", "H", "W", "KD", "KH", "KW", "DO", "HO", "WO"
#define CV_IN_1 "L"
#define CV_IN_2 "H", "W"
#define CV_IN_3 "D", "H", "W"
#define CV_K_1 "K"
#define CV_K_2 "KH", "KW"
#define CV_K_3 "KD", "KH", "KW"
#define CV_OUT_1 "LO"
#define CV_OUT_2 "HO", "WO"
#define CV_OUT_3 "DO", "HO", "WO"
/* w's first axis: F standard, C transposed */
#define CV_W0_0 "F"
#define CV_W0_1 "C"
#define CV_KIND_0 "standard (cross-correlation, PyTorch's Conv)"
#define CV_KIND_1 "transposed (PyTorch's ConvTranspose)"
#define CV_LIB_0 "oneDNN convolution"
#define CV_LIB_1 "oneDNN deconvolution (the transposed convolution)"
#define CV_BIAS_0
#define CV_BIAS_1 \
    {.name = "bias", .dims = {"F"}, .init = KB_INIT_CUSTOM, .doc = "per output channel, U(-b, b) as w"},
#define CV_BIAS_DOC_0 ""
#define CV_BIAS_DOC_1 " + bias[f]"

/* The math line of a row: its kind, stride, padding, dilation, output padding and groups. */
/* clang-format off */
#define CV_MATH(rank, tr, s, p, d, op, g, bias, wcg, note)                                     \
    #rank "-D " CV_KIND_##tr CV_BIAS_DOC_##bias ": stride " #s ", padding " #p ", dilation "   \
    #d ", output padding " #op ", groups " #g "\nx [N][C][" #rank " spatial axes], w ["       \
    CV_W0_##tr "][" wcg "][kernel]; f32 accumulation, output rounded to the storage type" note

const kb_workload kb_fam_conv[] = {
#define KB_ROW(num3, num, nm, file, rank, tr, s, p, d, op, g, bias, wcg, note, tiny, cpu, kb, \
               tb, tf)                                                                       \
    {                                                                                          \
        KB1_ROW_COMMON(num3, num, nm, file, "convolution"),                                    \
        .math = CV_MATH(rank, tr, s, p, d, op, g, bias, wcg, note),                            \
        .params = {CV_PARAMS_##rank},                                                          \
        .inputs = {{.name = "x", .dims = {"N", "C", CV_IN_##rank}, .init = KB_INIT_UNIFORM,    \
                    .scale = 0.5, .shift = 0.5, .doc = "U[0,1) (torch.rand)"},                 \
                   {.name = "w", .dims = {CV_W0_##tr, wcg, CV_K_##rank},                       \
                    .init = KB_INIT_CUSTOM,                                                    \
                    .doc = "U(-b, b), b = 1/sqrt(fan_in) (PyTorch's default)"},                \
                   CV_BIAS_##bias},                                                            \
        .outputs = {{.name = "out", .dims = {"N", "F", CV_OUT_##rank},                         \
                     .doc = "the convolution"}},                                               \
        .presets = {{"tiny", {KB1_LIST tiny}}, {"cpu", {KB1_LIST cpu}},                          \
                    {"kernelbench", {KB1_LIST kb}}},                                            \
        .tol_bf16 = {KB1_LIST tb}, .tol_f32 = {KB1_LIST tf}, .generate = kb1_conv_generate,              \
        .lib_doc = CV_LIB_##tr ", layouts oneDNN picks (reorders timed), f32 accumulation",    \
    },
#include "conv.def"
#undef KB_ROW
};
/* clang-format on */
const size_t kb_fam_conv_n = KB_ARRAY_LEN(kb_fam_conv);
_Static_assert(KB_ARRAY_LEN(kb_fam_conv) == KB_ARRAY_LEN(rows), "rows out of step");
