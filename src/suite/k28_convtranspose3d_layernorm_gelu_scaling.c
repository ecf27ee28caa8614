/* k28_convtranspose3d_layernorm_gelu_scaling: 3-D transposed convolution (kernel 4, stride 2,
 * padding 1), layer norm over the last axis, GELU, scaling (JAXBench 28k, KernelBench level 2
 * #34 "ConvTranspose3d_LayerNorm_GELU_Scaling").
 *
 *   y[n][f][z][r][s] = sum_{c,a,b,e} x[n][c][i][j][l] * w[c][f][a][b][e]
 *                      over z = S*i - P + a, r = S*j - P + b, s = S*l - P + e
 *   mu, var [n][f][z][r] = mean and (biased) variance of y[n][f][z][r][.] over s (WO values)
 *   out = gelu((y - mu) / sqrt(var + EPS) * gamma[s] + beta[s]) * SCALE
 *   gelu(v) = 0.5 v (1 + tanh(sqrt(2/pi) (v + 0.044715 v^3)))   (jax.nn.gelu's default)
 *
 * NCDHW. The transposed convolution is PyTorch's ConvTranspose3d (JAXBench writes it as a
 * convolution of the zero-dilated input with the flipped kernel: the same map). Shapes: N batch,
 * C input channels, D x H x W input volume, F output channels, K kernel (4, cubic), stride S = 2
 * and padding P = 1 (fixed, not parameters), DO x HO x WO output volume = (D-1)S - 2P + K etc.
 * = 2D x 2H x 2W (parameters so that they are shape macros; every preset keeps them
 * consistent). The layer norm runs over the last axis only, as JAXBench's does, so gamma and
 * beta have WO entries: in JAXBench they have F = 64 entries and broadcast against WO = 64,
 * which only works because the two are equal. JAXBench: N 32, C 32, D 16, H = W = 32, F 64,
 * EPS 1e-5, SCALE 1.0.
 *
 * Inputs: x ~ U[0,1) as JAXBench, w ~ N(0,1)*0.09 (He scale for the C*(K/S)^3 = 256 taps that
 * reach each output), gamma ~ 1 + 0.1 N(0,1), beta ~ 0.1 N(0,1). Outputs are O(1).
 *
 * Changes from JAXBench:
 * - JAXBench's weight is N(0,1) unscaled; ours is scaled like an initialised layer (the norm
 *   removes most of the difference). Its gamma is 1 and beta 0; ours are random, as above.
 * - JAXBench adds a conv bias cb[f] before the norm. The norm subtracts each row's mean and cb
 *   is constant along a row, so it cancels exactly and the output does not depend on it; the
 *   input is dropped (the test that every input matters would otherwise fail, rightly).
 * - gamma and beta are [WO] (the axis they scale), not [F]; see above.
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/channels.h"
#include "lib/dnnl_deconv.h"

#include <math.h>
#include <stdlib.h>

enum { P_N, P_C, P_D, P_H, P_W, P_F, P_K, P_DO, P_HO, P_WO };
/* Stride and padding are fixed, as in JAXBench (the parameter table has room for 11 names). */
enum { S = 2, P = 1 };
enum { S_EPS, S_SCALE };

/* kb:reference begin */
static void check_shapes(const kb_problem *p)
{
    const int64_t K = p->p[P_K];
    KB_ASSERT(p->p[P_DO] == (p->p[P_D] - 1) * S - 2 * P + K);
    KB_ASSERT(p->p[P_HO] == (p->p[P_H] - 1) * S - 2 * P + K);
    KB_ASSERT(p->p[P_WO] == (p->p[P_W] - 1) * S - 2 * P + K);
}
/* kb:reference end */

/* Useful work only: 2 per multiply-add of the transposed convolution, i.e. per (input voxel,
 * C, F, kernel tap) whose output lands inside the volume (not JAXBench's count, which includes
 * the zeros of the dilated input: 8x more), plus 14 per output for the norm (statistics 4,
 * normalise with gamma and beta 4), GELU (5) and the scaling (1). */
static double flops(const kb_problem *p)
{
    const int64_t K = p->p[P_K];
    const int64_t in[3] = {p->p[P_D], p->p[P_H], p->p[P_W]};
    const int64_t out[3] = {p->p[P_DO], p->p[P_HO], p->p[P_WO]};
    double taps = 1; /* (input position, kernel offset) pairs that land inside, per axis */
    for (int d = 0; d < 3; d++) {
        int64_t n = 0;
        for (int64_t i = 0; i < in[d]; i++)
            for (int64_t a = 0; a < K; a++) n += S * i - P + a >= 0 && S * i - P + a < out[d];
        taps *= (double)n;
    }
    const double outputs = (double)(p->p[P_N] * p->p[P_F]) * (double)(out[0] * out[1] * out[2]);
    return 2.0 * (double)(p->p[P_N] * p->p[P_C] * p->p[P_F]) * taps + 14.0 * outputs;
}

/* kb:reference begin */
/* One (image, output channel) volume at a time, in double: the transposed convolution
 * (kb_ref_conv: each output's sum runs over c, then the taps, in order), then each row along
 * the last axis is normalised, scaled, shifted, passed through GELU and scaled. */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    check_shapes(p);
    const int64_t N = p->p[P_N], C = p->p[P_C], D = p->p[P_D], H = p->p[P_H], W = p->p[P_W];
    const int64_t F = p->p[P_F], K = p->p[P_K];
    const int64_t DO = p->p[P_DO], HO = p->p[P_HO], WO = p->p[P_WO];
    const double eps = p->w->scalars[S_EPS].value, scale = p->w->scalars[S_SCALE].value;
    const float *x = in[0];     /* [N][C][D][H][W] */
    const float *w = in[1];     /* [C][F][K][K][K] */
    const float *gamma = in[2]; /* [WO] */
    const float *beta = in[3];  /* [WO] */
    float *o = out[0];          /* [N][F][DO][HO][WO] */
    const int64_t vol = DO * HO * WO;
    const kb_ref_conv_desc d = {
        .dims = 3,
        .C = C,
        .F = F,
        .groups = 1,
        .in = {D, H, W},
        .out = {DO, HO, WO},
        .kernel = {K, K, K},
        .stride = {S, S, S},
        .pad = {P, P, P},
        .transposed = true,
    };
#pragma omp parallel for schedule(dynamic, 1)
    for (int64_t nf = 0; nf < N * F; nf++) {
        const int64_t n = nf / F, f = nf % F;
        double *y = kb_xmalloc(sizeof(double) * (size_t)vol); /* [DO][HO][WO] */
        kb_ref_conv(&d, x, w, NULL, n, f, y);
        for (int64_t row = 0; row < DO * HO; row++) {
            const double *yr = y + row * WO;
            double mu = 0, var = 0;
            for (int64_t s = 0; s < WO; s++) mu += yr[s];
            mu /= (double)WO;
            for (int64_t s = 0; s < WO; s++) var += (yr[s] - mu) * (yr[s] - mu);
            var /= (double)WO;
            const double inv = 1.0 / sqrt(var + eps);
            for (int64_t s = 0; s < WO; s++)
                o[nf * vol + row * WO + s] =
                    (float)(kb_ref_gelu_tanh((yr[s] - mu) * inv * gamma[s] + beta[s]) * scale);
        }
        free(y);
    }
}
/* kb:reference end */

/* The lib baseline: oneDNN's deconvolution writes f32 (for the norm's statistics); a plain OpenMP
 * pass normalises the rows in place (mean, variance about it, gamma, beta); oneDNN's elementwise
 * GELU runs in place (vectorised, where a plain loop would call scalar tanhf); a last plain pass
 * scales and writes the storage type. Deconvolution layouts (whole lib_run, median ms at the cpu
 * preset on 2 Sapphire Rapids cores): any (jit_deconvolution, channels-last; AMX in bf16) bf16 21,
 * f32 24; blocked nCdhw16c 30, 25; plain 57, 60. So: any, reorders timed. */
typedef struct lib_state {
    kb_dnnl_deconv *deconv;
    kb_chan_eltwise *gelu;
    float *y;            /* [N][F][DO][HO][WO] */
    float *gamma, *beta; /* [WO] in f32 */
    int64_t rows, width;
    float eps, scale;
    kb_dtype dtype;
    int threads;
} lib_state;

static void lib_fini(void *state)
{
    lib_state *s = state;
    if (!s) return;
    kb_dnnl_deconv_destroy(s->deconv);
    kb_chan_eltwise_destroy(s->gelu);
    free(s->y), free(s->gamma), free(s->beta);
    free(s);
}

static void *lib_init(const kb_problem *p, kb_err *err)
{
    check_shapes(p);
    lib_state *s = kb_xcalloc(1, sizeof *s);
    s->rows = p->p[P_N] * p->p[P_F] * p->p[P_DO] * p->p[P_HO], s->width = p->p[P_WO];
    s->eps = (float)p->w->scalars[S_EPS].value, s->scale = (float)p->w->scalars[S_SCALE].value;
    s->dtype = p->dtype, s->threads = p->threads > 0 ? p->threads : 1;
    const int64_t K = p->p[P_K];
    kb_dnnl_deconv_desc d = {
        .sp = 3,
        .n = p->p[P_N],
        .c = p->p[P_C],
        .f = p->p[P_F],
        .in = {p->p[P_D], p->p[P_H], p->p[P_W]},
        .k = {K, K, K},
        .stride = {S, S, S},
        .pad_l = {P, P, P},
        .pad_r = {P, P, P},
        .src = p->dtype,
        .wei = p->dtype,
        .dst = KB_DTYPE_F32,
        .layout = KB_DNNL_CONV_ANY,
    };
    if (!(s->deconv = kb_dnnl_deconv_create(&d, err)) ||
        !(s->gelu = kb_chan_eltwise_create(s->rows * s->width, dnnl_eltwise_gelu_tanh, 0, 0, NULL, err))) {
        lib_fini(s);
        return NULL;
    }
    s->y = kb_xaligned((size_t)(s->rows * s->width) * sizeof(float));
    s->gamma = kb_xaligned((size_t)s->width * sizeof(float));
    s->beta = kb_xaligned((size_t)s->width * sizeof(float));
    return s;
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    lib_state *s = state;
    const int64_t WO = s->width, n = s->rows * WO;
    const float *gamma = s->gamma, *beta = s->beta, scale = s->scale;
    kb_dnnl_deconv_run(s->deconv, in[0], in[1], NULL, NULL, s->y);
    kb_dtype_to_f32(s->dtype, in[2], s->gamma, (size_t)WO);
    kb_dtype_to_f32(s->dtype, in[3], s->beta, (size_t)WO);
#pragma omp parallel for schedule(static) num_threads(s->threads)
    for (int64_t row = 0; row < s->rows; row++) {
        float *restrict yr = s->y + row * WO;
        float sum = 0, ss = 0;
#pragma omp simd reduction(+ : sum)
        for (int64_t i = 0; i < WO; i++) sum += yr[i];
        const float mu = sum / (float)WO;
#pragma omp simd reduction(+ : ss)
        for (int64_t i = 0; i < WO; i++) ss += (yr[i] - mu) * (yr[i] - mu);
        const float inv = 1.0f / sqrtf(ss / (float)WO + s->eps);
#pragma omp simd
        for (int64_t i = 0; i < WO; i++) yr[i] = (yr[i] - mu) * inv * gamma[i] + beta[i];
    }
    kb_chan_eltwise_run(s->gelu, s->y);
    const float *restrict y = s->y;
    if (s->dtype == KB_DTYPE_BF16) {
        kb_bf16 *restrict o = out[0];
#pragma omp parallel for simd schedule(static) num_threads(s->threads)
        for (int64_t i = 0; i < n; i++) o[i].bits = kb_f32_to_bf16(y[i] * scale).bits;
    } else {
        float *restrict o = out[0];
#pragma omp parallel for simd schedule(static) num_threads(s->threads)
        for (int64_t i = 0; i < n; i++) o[i] = y[i] * scale;
    }
}

const kb_workload kb_wl_k28_convtranspose3d_layernorm_gelu_scaling = {
    .id = "k28_convtranspose3d_layernorm_gelu_scaling",
    .jaxbench = "28k_ConvTranspose3d_LayerNorm_GELU_Scaling",
    .family = "fused-conv",
    .title = "3-D transposed convolution (k4 s2 p1), layer norm over the last axis, GELU, scale",
    .model = "KernelBench level 2 #34 (3-D decoder block)",
    .math = "y[n][f][z][r][s] = sum_{c,a,b,e} x[n][c][i][j][l] * w[c][f][a][b][e] over "
            "z = 2i-1+a, r = 2j-1+b, s = 2l-1+e (stride 2, padding 1)\n"
            "mu, var = mean, biased variance of y[n][f][z][r][.] over s\n"
            "out = gelu((y - mu) / sqrt(var + EPS) * gamma[s] + beta[s]) * SCALE, gelu the tanh "
            "form\n"
            "NCDHW; f32 accumulation, output rounded to the storage type",
    .params = {"N", "C", "D", "H", "W", "F", "K", "DO", "HO", "WO"},
    .scalars = {{"EPS", 1e-5}, {"SCALE", 1.0}},
    .inputs =
        {
            {.name = "x",
             .dims = {"N", "C", "D", "H", "W"},
             .init = KB_INIT_UNIFORM,
             .scale = 0.5,
             .shift = 0.5,
             .doc = "input volumes, U[0,1) as JAXBench"},
            {.name = "w",
             .dims = {"C", "F", "K", "K", "K"},
             .init = KB_INIT_NORMAL,
             .scale = 0.09,
             .doc = "transposed-conv weights [in][out][k][k][k], N(0,1)*0.09 (He scale, 256 taps)"},
            {.name = "gamma",
             .dims = {"WO"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .shift = 1.0,
             .doc = "layer-norm weight over the last axis, 1 + 0.1 N(0,1)"},
            {.name = "beta",
             .dims = {"WO"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .doc = "layer-norm bias over the last axis, 0.1 N(0,1)"},
        },
    .outputs =
        {
            {.name = "out",
             .dims = {"N", "F", "DO", "HO", "WO"},
             .doc = "GELU of the row-normalised transposed convolution, scaled"},
        },
    .presets =
        {
            /*            N   C   D   H   W   F  K  DO  HO  WO */
            {"tiny", {1, 32, 2, 4, 8, 16, 4, 4, 8, 16}},
            {"cpu", {4, 32, 8, 16, 32, 64, 4, 16, 32, 64}},
            {"h200", {32, 32, 16, 32, 32, 64, 4, 32, 64, 64}},
            {"tpu-v6e", {32, 32, 16, 32, 32, 64, 4, 32, 64, 64}},
        },
    .tol_bf16 = {.atol = 1e-4, .rtol = 8e-3, .nmse = 2e-5},
    .tol_f32 = {.atol = 1e-5, .rtol = 2e-5, .nmse = 8e-10},
    .bf16_intermediates = KB_STAGED_FAIL,
    .flops = flops,
    .reference = reference,
    .lib_doc = "oneDNN deconvolution to f32 (layouts oneDNN picks), reorders timed; plain "
               "OpenMP row pass (mean, variance, normalise, gamma, beta) in place; oneDNN "
               "eltwise GELU in place; plain pass: scale, write storage type",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = lib_fini,
};
