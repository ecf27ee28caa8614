/* k46_conv2d_groupnorm_tanh_hardswish_residualadd_logsumexp: 3x3 convolution + bias, group norm,
 * tanh, hard-swish, residual add of the convolution, log-sum-exp over channels (JAXBench 46k,
 * KernelBench level 2 #92 "Conv2d_GroupNorm_Tanh_HardSwish_ResidualAdd_LogSumExp").
 *
 *   c[n][f][i][j]   = cb[f] + sum_{k,p,q} w[f][k][p][q] * x[n][k][i+p][j+q]
 *   mu, var [n][g]  = mean and (biased) variance of c over the F/G channels of group g and the
 *                     HO x WO plane
 *   t               = tanh((c - mu) / sqrt(var + EPS) * gamma[f] + beta[f])
 *   r               = c + t * min(max(t + 3, 0), 6) / 6                      (hard-swish)
 *   out[n][0][i][j] = log sum_f exp(r[n][f][i][j])
 *
 * NCHW, stride 1, no padding. Shapes: N batch, C input channels, H x W input image, F filters,
 * G groups (F/G channels each), KH x KW kernel (3 x 3), HO = H-KH+1 and WO = W-KW+1 output image
 * (parameters so that they are shape macros; every preset keeps them equal). JAXBench: N 128,
 * C 8, H = W = 128, F 64, G 16, EPS 1e-5. The output keeps JAXBench's channel axis of size 1.
 * gamma and beta only move a bounded term (hard-swish of a tanh) that the log-sum-exp averages
 * over the channels: with 64 channels their effect is about one bf16 rounding step of the
 * output, so the tiny preset has F 16 (G 4, still 4 channels a group), where it is a few.
 *
 * Inputs: x ~ N(0,1) (feature maps), w ~ N(0,1)*0.17 (He scale for C*KH*KW = 72),
 * cb ~ 0.1 N(0,1), gamma ~ 1 + 0.1 N(0,1), beta ~ 0.1 N(0,1). The output is about 4-7
 * (log 64 = 4.16 plus the spread of r over the channels).
 *
 * Changes from JAXBench:
 * - Its weight and bias are zeros and gamma 1, beta 0, so c = 0, the group variance 0, t = 0 and
 *   the output is identically log 64; ours are random, as above.
 * - Its x is U[0,1). With that, c varies little from pixel to pixel (std ~0.4) and the
 *   log-sum-exp, which sits on log F, spans barely 20 bf16 rounding steps; x ~ N(0,1), the
 *   distribution He scaling assumes, gives c a unit spread and the output a range of ~3.
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/channels.h"
#include "lib/dnnl_conv.h"

#include <math.h>
#include <stdlib.h>

enum { P_N, P_C, P_H, P_W, P_F, P_G, P_KH, P_KW, P_HO, P_WO };
enum { S_EPS };

/* kb:reference begin */
static void check_shapes(const kb_problem *p)
{
    KB_ASSERT(p->p[P_HO] == p->p[P_H] - p->p[P_KH] + 1);
    KB_ASSERT(p->p[P_WO] == p->p[P_W] - p->p[P_KW] + 1);
    KB_ASSERT(p->p[P_F] % p->p[P_G] == 0);
}
/* kb:reference end */

/* The convolution's multiply-adds (2 each), plus 18 per convolution output: the bias, the
 * statistics (sum, squared deviation as 3), the normalisation with its affine (4), tanh (1),
 * hard-swish (4), the residual add, and exp with its share of the max, subtract and sum (4). */
static double flops(const kb_problem *p)
{
    double outputs = (double)(p->p[P_N] * p->p[P_F] * p->p[P_HO] * p->p[P_WO]);
    return outputs * (2.0 * (double)(p->p[P_C] * p->p[P_KH] * p->p[P_KW]) + 18.0);
}

/* kb:reference begin */
/* One image at a time, in double: all F output planes of the convolution (kb_ref_conv: each sum
 * over c, then p, then q, in order, then the bias), the statistics of each group (its mean,
 * then the variance about it), then per pixel the channel values r and their log-sum-exp,
 * shifted by the largest. */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    check_shapes(p);
    const int64_t N = p->p[P_N], C = p->p[P_C], H = p->p[P_H], W = p->p[P_W], F = p->p[P_F];
    const int64_t G = p->p[P_G], KH = p->p[P_KH], KW = p->p[P_KW], HO = p->p[P_HO];
    const int64_t WO = p->p[P_WO], FG = F / G, plane = HO * WO;
    const double eps = p->w->scalars[S_EPS].value;
    const float *x = in[0];     /* [N][C][H][W] */
    const float *w = in[1];     /* [F][C][KH][KW] */
    const float *cb = in[2];    /* [F] */
    const float *gamma = in[3]; /* [F] */
    const float *beta = in[4];  /* [F] */
    float *o = out[0];          /* [N][1][HO][WO] */
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
    for (int64_t n = 0; n < N; n++) {
        double *c = kb_xmalloc(sizeof(double) * (size_t)(F * plane)); /* [F][HO][WO] */
        double *r = malloc((size_t)F * sizeof *r);                    /* [F] one pixel */
        double *mu = malloc((size_t)G * sizeof *mu), *inv = malloc((size_t)G * sizeof *inv);
        KB_ASSERT(r && mu && inv);
        for (int64_t f = 0; f < F; f++) kb_ref_conv(&d, x, w, cb, n, f, c + f * plane);
        for (int64_t g = 0; g < G; g++) {
            const double *cg = c + g * FG * plane;
            double m = 0, var = 0;
            for (int64_t e = 0; e < FG * plane; e++) m += cg[e];
            m /= (double)(FG * plane);
            for (int64_t e = 0; e < FG * plane; e++) var += (cg[e] - m) * (cg[e] - m);
            var /= (double)(FG * plane);
            mu[g] = m, inv[g] = 1.0 / sqrt(var + eps);
        }
        for (int64_t e = 0; e < plane; e++) {
            double rmax = -INFINITY, sum = 0;
            for (int64_t f = 0; f < F; f++) {
                const double v = c[f * plane + e];
                const double t = tanh((v - mu[f / FG]) * inv[f / FG] * gamma[f] + beta[f]);
                r[f] = v + t * fmin(fmax(t + 3.0, 0.0), 6.0) / 6.0;
                rmax = fmax(rmax, r[f]);
            }
            for (int64_t f = 0; f < F; f++) sum += exp(r[f] - rmax);
            o[n * plane + e] = (float)(rmax + log(sum));
        }
        free(c), free(r), free(mu), free(inv);
    }
}
/* kb:reference end */

/* The lib baseline: the oneDNN convolution with cb as its bias, written in f32; plain OpenMP passes
 * for the group statistics and the per-plane affine map into a second f32 tensor t; oneDNN's
 * elementwise tanh in place on t (vectorised, where a plain loop would call scalar tanhf); a plain
 * pass r = c + hardswish(t), per-pixel max over the channels, t = r - max; oneDNN's elementwise exp
 * in place; a plain pass: channel sums, log, plus the max, in the storage type. In bf16, cb is
 * widened to f32 first. Convolution layouts (whole lib_run, median ms at the cpu preset on 2
 * Sapphire Rapids cores): bf16 any (brgconv/AMX) 23, plain 38; f32 plain 16, any 23; blocked
 * nChw16c has only the reference implementation for 8 input channels. */
typedef struct lib_state {
    kb_dnnl_conv *conv;
    kb_chan_eltwise *tanh_op, *exp_op; /* in place on t */
    float *c, *t;                      /* [N][F][HO][WO] */
    float *m;                          /* [N][HO][WO] per-pixel max */
    float *bias;                       /* [F] */
    double *mean, *m2;                 /* [N][F] */
    double *gmean, *gm2;               /* [N][G] */
    float *a, *b;                      /* [N][F] */
    int64_t n, f, g, plane;
    double eps;
    kb_dtype dtype;
    int threads;
} lib_state;

static void lib_fini(void *state)
{
    lib_state *s = state;
    if (!s) return;
    kb_dnnl_conv_destroy(s->conv);
    kb_chan_eltwise_destroy(s->tanh_op);
    kb_chan_eltwise_destroy(s->exp_op);
    free(s->c), free(s->t), free(s->m), free(s->bias), free(s->mean), free(s->m2);
    free(s->gmean), free(s->gm2), free(s->a), free(s->b);
    free(s);
}

static void *lib_init(const kb_problem *p, kb_err *err)
{
    check_shapes(p);
    lib_state *s = kb_xcalloc(1, sizeof *s);
    s->n = p->p[P_N], s->f = p->p[P_F], s->g = p->p[P_G], s->plane = p->p[P_HO] * p->p[P_WO];
    s->eps = p->w->scalars[S_EPS].value;
    s->dtype = p->dtype, s->threads = p->threads > 0 ? p->threads : 1;
    const int64_t planes = s->n * s->f, total = planes * s->plane;
    kb_dnnl_conv_desc d = {
        .sp = 2,
        .n = p->p[P_N],
        .c = p->p[P_C],
        .f = p->p[P_F],
        .in = {p->p[P_H], p->p[P_W]},
        .k = {p->p[P_KH], p->p[P_KW]},
        .src = p->dtype,
        .wei = p->dtype,
        .dst = KB_DTYPE_F32,
        .bias = true,
        .layout = p->dtype == KB_DTYPE_BF16 ? KB_DNNL_CONV_ANY : KB_DNNL_CONV_PLAIN,
    };
    if (!(s->conv = kb_dnnl_conv_create(&d, err)) ||
        !(s->tanh_op = kb_chan_eltwise_create(total, dnnl_eltwise_tanh, 0, 0, NULL, err)) ||
        !(s->exp_op = kb_chan_eltwise_create(total, dnnl_eltwise_exp, 0, 0, NULL, err))) {
        lib_fini(s);
        return NULL;
    }
    s->c = kb_xaligned((size_t)total * sizeof(float));
    s->t = kb_xaligned((size_t)total * sizeof(float));
    s->m = kb_xaligned((size_t)(s->n * s->plane) * sizeof(float));
    s->bias = kb_xaligned((size_t)s->f * sizeof(float));
    s->mean = kb_xaligned((size_t)planes * sizeof(double));
    s->m2 = kb_xaligned((size_t)planes * sizeof(double));
    s->gmean = kb_xaligned((size_t)(s->n * s->g) * sizeof(double));
    s->gm2 = kb_xaligned((size_t)(s->n * s->g) * sizeof(double));
    s->a = kb_xaligned((size_t)planes * sizeof(float));
    s->b = kb_xaligned((size_t)planes * sizeof(float));
    return s;
}

enum { CHUNK = 512 }; /* pixels per task in the channel passes */

static void lib_run(void *state, const void *const *in, void *const *out)
{
    lib_state *s = state;
    const int64_t N = s->n, F = s->f, G = s->g, plane = s->plane, planes = N * F;
    const int64_t chunks = (plane + CHUNK - 1) / CHUNK;
    kb_dtype_to_f32(s->dtype, in[2], s->bias, (size_t)F);
    kb_dnnl_conv_run(s->conv, in[0], in[1], s->bias, NULL, s->c);
    kb_chan_moments(s->c, planes, plane, s->mean, s->m2, s->threads);
    kb_chan_pool(s->mean, s->m2, N * G, F / G, 1, plane, s->gmean, s->gm2);
    kb_chan_norm_affine(s->gmean, s->gm2, (double)(F / G * plane), N, F, G, F / G, in[3], in[4], s->dtype,
                        s->eps, s->a, s->b);
    kb_chan_affine_store(s->c, planes, plane, s->a, s->b, KB_DTYPE_F32, s->t, s->threads);
    kb_chan_eltwise_run(s->tanh_op, s->t);
/* r = c + hardswish(t); m = max over channels; t = r - m */
#pragma omp parallel for schedule(static) num_threads(s->threads)
    for (int64_t task = 0; task < N * chunks; task++) {
        const int64_t n = task / chunks, e0 = task % chunks * CHUNK;
        const int64_t len = KB_MIN(CHUNK, plane - e0);
        float *restrict m = s->m + n * plane + e0;
        for (int64_t e = 0; e < len; e++) m[e] = -INFINITY;
        for (int64_t f = 0; f < F; f++) {
            const float *restrict c = s->c + (n * F + f) * plane + e0;
            float *restrict t = s->t + (n * F + f) * plane + e0;
#pragma omp simd
            for (int64_t e = 0; e < len; e++) {
                const float h = t[e] + 3.0f, relu6 = h < 0.0f ? 0.0f : h > 6.0f ? 6.0f : h;
                t[e] = c[e] + t[e] * relu6 / 6.0f;
                m[e] = t[e] > m[e] ? t[e] : m[e];
            }
        }
        for (int64_t f = 0; f < F; f++) {
            float *restrict t = s->t + (n * F + f) * plane + e0;
#pragma omp simd
            for (int64_t e = 0; e < len; e++) t[e] -= m[e];
        }
    }
    kb_chan_eltwise_run(s->exp_op, s->t);
/* out = m + log(sum over channels) */
#pragma omp parallel for schedule(static) num_threads(s->threads)
    for (int64_t task = 0; task < N * chunks; task++) {
        const int64_t n = task / chunks, e0 = task % chunks * CHUNK;
        const int64_t len = KB_MIN(CHUNK, plane - e0);
        float sum[CHUNK] = {0};
        for (int64_t f = 0; f < F; f++) {
            const float *restrict t = s->t + (n * F + f) * plane + e0;
#pragma omp simd
            for (int64_t e = 0; e < len; e++) sum[e] += t[e];
        }
        const float *m = s->m + n * plane + e0;
        for (int64_t e = 0; e < len; e++) sum[e] = m[e] + logf(sum[e]);
        kb_dtype_from_f32(s->dtype, sum, (char *)out[0] + (size_t)(n * plane + e0) * kb_dtype_size(s->dtype),
                          (size_t)len);
    }
}

const kb_workload kb_wl_k46_conv2d_groupnorm_tanh_hardswish_residualadd_logsumexp = {
    .id = "k46_conv2d_groupnorm_tanh_hardswish_residualadd_logsumexp",
    .jaxbench = "46k_Conv2d_GroupNorm_Tanh_HardSwish_ResidualAdd_LogSumExp",
    .family = "fused-conv",
    .title = "3x3 convolution + bias, group norm, tanh, hard-swish, residual add, "
             "log-sum-exp over channels",
    .model = "KernelBench level 2 #92 (CNN block)",
    .math = "c[n][f][i][j] = cb[f] + sum_{k,p,q} w[f][k][p][q] * x[n][k][i+p][j+q]\n"
            "mu, var[n][g] = mean, biased variance of c over group g's F/G channels x HO x WO\n"
            "t = tanh((c - mu) / sqrt(var + EPS) * gamma[f] + beta[f])\n"
            "r = c + t * min(max(t + 3, 0), 6) / 6\n"
            "out[n][0][i][j] = log sum_f exp(r[n][f][i][j])\n"
            "NCHW, stride 1, no padding; f32 accumulation, output rounded to the storage type",
    .params = {"N", "C", "H", "W", "F", "G", "KH", "KW", "HO", "WO"},
    .scalars = {{"EPS", 1e-5}},
    .inputs =
        {
            {.name = "x",
             .dims = {"N", "C", "H", "W"},
             .init = KB_INIT_NORMAL,
             .scale = 1.0,
             .doc = "input feature maps, N(0,1)"},
            {.name = "w",
             .dims = {"F", "C", "KH", "KW"},
             .init = KB_INIT_NORMAL,
             .scale = 0.17,
             .doc = "filters, N(0,1)*0.17 (He scale for C*KH*KW = 72)"},
            {.name = "cb",
             .dims = {"F"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .doc = "convolution bias, 0.1 N(0,1)"},
            {.name = "gamma",
             .dims = {"F"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .shift = 1.0,
             .doc = "group-norm weight, 1 + 0.1 N(0,1)"},
            {.name = "beta",
             .dims = {"F"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .doc = "group-norm bias, 0.1 N(0,1)"},
        },
    .outputs =
        {
            {.name = "out",
             .dims = {"N", "1", "HO", "WO"},
             .doc = "log-sum-exp over channels of conv + hardswish(tanh(groupnorm(conv)))"},
        },
    .presets =
        {
            /*            N    C    H    W    F   G  KH  KW   HO   WO */
            {"tiny", {2, 8, 16, 20, 16, 4, 3, 3, 14, 18}},
            {"cpu", {8, 8, 128, 128, 64, 16, 3, 3, 126, 126}},
            {"h200", {128, 8, 128, 128, 64, 16, 3, 3, 126, 126}},
            {"tpu-v6e", {128, 8, 128, 128, 64, 16, 3, 3, 126, 126}},
        },
    .tol_bf16 = {.atol = 1e-4, .rtol = 8e-3, .nmse = 2e-5},
    .tol_f32 = {.atol = 1e-5, .rtol = 2e-5, .nmse = 5e-11},
    .bf16_intermediates = KB_STAGED_MARGINAL,
    .flops = flops,
    .reference = reference,
    .lib_doc = "oneDNN convolution + bias to f32 (bf16: layouts oneDNN picks, brgconv/AMX, "
               "reorders timed; f32: plain layouts); plain OpenMP passes for group statistics "
               "and the affine map; oneDNN eltwise tanh; plain pass for hard-swish, the "
               "residual add and the channel max; oneDNN eltwise exp; plain pass for channel "
               "sums, log, write",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = lib_fini,
};
