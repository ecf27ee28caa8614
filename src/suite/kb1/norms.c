/* kb1/norms.c: the normalisations of KernelBench level 1 (L1-33..40), one family whose
 * instances are the rows of norms.def. Each divides x by a statistic of a set of its elements
 * (and subtracts the set's mean, for the standard norms):
 *
 *   BatchNorm     per channel c, over (n, h, w):  (x - mean) / sqrt(var + eps) * gamma + beta
 *   InstanceNorm  per (n, c), over (h, w):        (x - mean) / sqrt(var + eps)
 *   GroupNorm     per (n, group of C/G channels), over (its channels, h, w), then gamma, beta
 *   RMSNorm       per (n, h, w), over c:          x / sqrt(mean x^2 + eps)
 *   FrobeniusNorm over every element:             x / sqrt(sum x^2)
 *   L1Norm        per row, over its D columns:    x / mean |x|
 *   L2Norm        per row, over its D columns:    x / sqrt(sum x^2)
 *   LayerNorm     per n, over (c, h, w):          (x - mean) / sqrt(var + eps) * gamma + beta
 *
 * eps = 1e-5, variances biased (divided by the set's size), statistics from the data (BatchNorm
 * in training mode, as KernelBench's module is). Shapes: images x [N][C][H][W] (GroupNorm's G
 * groups), matrices x [R][D] (L1Norm, L2Norm); gamma and beta are [C] (BatchNorm, GroupNorm) or
 * [C][H][W] (LayerNorm). The reference is kb_ref_norm over a 3-axis view of x with the axes of
 * the set marked. Memory-bound: one read of x (two where a set does not fit in cache), one
 * write of the output.
 *
 * Inputs: images are kb_chan_images (values in [0,1) as KernelBench's U[0,1), but each (n, c)
 * plane with its own brightness and contrast, so sets differ in mean and variance: with i.i.d.
 * values every set of thousands would have mean 0.5 and variance 1/12 up to sampling noise, and
 * a kernel using those constants would pass); matrices are s_r * N(0,1) with s_r ~ U[0.5, 2)
 * per row (signed, so |x| differs from x, and rows differ in scale); gamma ~ 1 + 0.1 N(0,1),
 * beta ~ 0.1 N(0,1).
 *
 * Tolerances: per row, from tools/baselines/margins.c (see norms.def): bf16 rtol 8e-3, the
 * output's rounding; f32 rtol 2e-4 for the standard norms (f32 statistics over up to 1M values;
 * oneDNN's InstanceNorm set it), 2e-5 for the others.
 *
 * Changes from KernelBench: (JAXBench's translation is named where it departs too)
 * - Inputs: images keep U[0,1)'s range but draw each (n, c) plane's brightness and contrast
 *   (kb_chan_images); L1Norm's and L2Norm's rows are s_r * N(0,1): with U[0,1) every set's
 *   statistic is the same constant up to sampling noise, and on positive inputs |x| = x.
 * - gamma and beta are random (1 + 0.1 N, 0.1 N), not 1 and 0: KernelBench's initial affine
 *   parameters are the identity, which a kernel could drop. L1-33's running statistics are not
 *   inputs (training mode does not read them; KernelBench updates them as a side effect, not an
 *   output).
 * - L1-33 (BatchNorm) uses the batch's statistics (training mode), as KernelBench's module
 *   does; JAXBench's translation uses the running statistics (eval mode: x / sqrt(1 + 1e-5)).
 * - L1-40 (LayerNorm) normalises over (C, H, W) jointly, as KernelBench's
 *   nn.LayerNorm((64, 256, 256)) does; JAXBench's translation normalises over W only.
 * - L1-35 (GroupNorm) has G = 8 groups as a shape parameter (every preset 8).
 * - Sizes: the cpu preset is 16 x 64 x 128 x 128 (4096 x 4096 for L1Norm and L2Norm; 16.8M
 *   elements, 32 MB in bf16), not KernelBench's (up to 112 x 64 x 512 x 512, 7.5 GiB in f32);
 *   KernelBench's size (not JAXBench's reduced one) is the preset `kernelbench`.
 */
#include "kb1.h"

#include <math.h>
#include <stdlib.h>
#include "../lib/channels.h"
#include "../lib/dnnl_norm.h"
#include "../lib/rows.h"
#include "../ref/ref.h"

/* the parameters of each shape: images (IMG; GRP with its groups) and matrices (MAT) */
enum { P_N, P_C, P_H, P_W, P_G };
enum { P_R, P_D };

typedef enum norm_kind {
    NORM_BATCH,
    NORM_INSTANCE,
    NORM_GROUP,
    NORM_RMS,
    NORM_FROBENIUS,
    NORM_L1,
    NORM_L2,
    NORM_LAYER,
} norm_kind;

extern const kb_workload kb_fam_norms[];

/* one row of norms.def */
typedef struct norm_row {
    norm_kind kind;
    double flops; /* per element */
} norm_row;

static const norm_row rows[] = {
#define KB_ROW(num3, num, nm, file, kind, shape, aff, scal, fl, ab, af, rf, tiny, cpu, kb) {kind, fl},
#include "norms.def"
#undef KB_ROW
};

static const norm_row *row_of(const kb_workload *w) { return KB1_ROW_OF(rows, kb_fam_norms, w); }

/* How a row's norm is kb_ref_norm's: x viewed as [d0][d1][d2], the statistic over the axes in
 * `reduce` (bit a: axis a), gamma and beta indexed by (i0 mod groups) * d1 + i1. */
typedef struct norm_view {
    int64_t d[3];
    unsigned reduce;
    kb_ref_norm_stat stat;
    int64_t groups;
} norm_view;

/* kb:reference begin */
static norm_view view_of(const kb_problem *p)
{
    const int64_t *v = p->p;
    const norm_kind k = row_of(p->w)->kind;
    if (k == NORM_L1 || k == NORM_L2)
        return (norm_view){{v[P_R], v[P_D], 1}, 2, k == NORM_L1 ? KB_REF_NORM_L1_MEAN : KB_REF_NORM_L2, 1};
    const int64_t N = v[P_N], C = v[P_C], S = v[P_H] * v[P_W];
    switch (k) {
    case NORM_BATCH: return (norm_view){{N, C, S}, 1 | 4, KB_REF_NORM_STANDARD, 1};
    case NORM_INSTANCE: return (norm_view){{N * C, S, 1}, 2, KB_REF_NORM_STANDARD, 1};
    case NORM_GROUP: {
        const int64_t G = v[P_G];
        KB_ASSERT(G > 0 && C % G == 0);
        return (norm_view){{N * G, C / G, S}, 2 | 4, KB_REF_NORM_STANDARD, G};
    }
    case NORM_RMS: return (norm_view){{N, C, S}, 2, KB_REF_NORM_RMS, 1};
    case NORM_FROBENIUS: return (norm_view){{1, N * C * S, 1}, 2, KB_REF_NORM_L2, 1};
    default: return (norm_view){{N, C * S, 1}, 2, KB_REF_NORM_STANDARD, 1}; /* NORM_LAYER */
    }
}

static bool has_affine(const kb_workload *w)
{
    const norm_kind k = row_of(w)->kind;
    return k == NORM_BATCH || k == NORM_GROUP || k == NORM_LAYER;
}

static double eps_of(const kb_workload *w) { return w->scalars[0].name ? w->scalars[0].value : 0; }
/* kb:reference end */

static double numel(const kb_problem *p)
{
    const norm_view v = view_of(p);
    return (double)v.d[0] * (double)v.d[1] * (double)v.d[2];
}

static double flops(const kb_problem *p) { return row_of(p->w)->flops * numel(p); }

/* x: images from kb_chan_images, matrices s_r * N(0,1) (kb_rows_generate_scaled) */
static void generate(const kb_problem *p, int input, uint64_t seed, void *dst)
{
    KB_ASSERT(input == 0);
    const norm_kind k = row_of(p->w)->kind;
    if (k == NORM_L1 || k == NORM_L2)
        kb_rows_generate_scaled(p, input, seed, dst);
    else
        kb_chan_images(seed, 0, p->p[P_N], p->p[P_C], p->p[P_H] * p->p[P_W], dst);
}

/* kb:reference begin */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const norm_view v = view_of(p); /* the row's view, set and statistic (above) */
    const bool aff = has_affine(p->w);
    /* x: [N][C][H][W] or [R][D]; gamma, beta (where the row has them): [C] or [C][H][W] */
    kb_ref_norm(in[0], v.d, v.reduce, v.stat, eps_of(p->w), aff ? in[1] : NULL, aff ? in[2] : NULL, v.groups,
                out[0]);
}
/* kb:reference end */

/* The lib baselines.
 * - InstanceNorm: oneDNN's layer normalization over rows of H*W, one row per (n, c).
 * - RMSNorm (a set strided across the channels): a plain pass (oneDNN 2.6 has no RMS norm).
 * - The others, whose sets are made of contiguous blocks (BatchNorm: the N planes of a channel;
 *   GroupNorm, LayerNorm, FrobeniusNorm, L1Norm, L2Norm: one block per set), a plain pass of
 *   statistics per tile, combined per set, then one scaling pass: oneDNN 2.6 has no group norm
 *   (3.3 added it); its batch norm on plain NCHW data (ncsp_bnorm) and its layer norm over rows
 *   of C*H*W (16 rows of a million at cpu) took 3.3 and 2.5 times as long as this pass here
 *   (the k-workloads' batch norms are plain passes too); an lp norm is its reduction primitive
 *   then a binary division, a second read of x where one pass does.
 * gamma and beta arrive in the storage type and are converted to f32 on every call (they are
 * inputs, like x). */
enum { TILE = 4096 };

typedef struct lib_state {
    norm_view v;
    bool affine, elementwise; /* elementwise: gamma, beta per position of a block (LayerNorm) */
    float eps;
    kb_dtype dtype;
    int threads;
    kb_dnnl_norm *dnnl;  /* InstanceNorm */
    float *gamma, *beta; /* f32 copies, [channels] */
    int64_t channels;    /* length of gamma and beta */
    /* block passes: set s is the `per` blocks s + k * stride (k < per) of blen values each */
    int64_t blocks, blen, sets, per, stride;
    int64_t tiles;        /* tiles per block */
    float *part;          /* [blocks][tiles][2] partial statistics */
    float *mean;          /* [blocks], 0 where the norm subtracts nothing */
    int64_t segs;         /* runs of a block with their own gamma, beta: GroupNorm's C/G, else 1 */
    float *scale, *shift; /* y = (x - mean) * scale + shift, [blocks][segs] */
} lib_state;

static void lib_fini(void *state)
{
    lib_state *s = state;
    kb_dnnl_norm_destroy(s->dnnl);
    free(s->gamma);
    free(s->beta);
    free(s->part);
    free(s->mean);
    free(s->scale);
    free(s->shift);
    free(s);
}

static void *lib_init(const kb_problem *p, kb_err *err)
{
    lib_state *s = kb_xcalloc(1, sizeof *s);
    const norm_kind k = row_of(p->w)->kind;
    s->v = view_of(p);
    s->affine = has_affine(p->w);
    s->elementwise = k == NORM_LAYER;
    s->eps = (float)eps_of(p->w);
    s->dtype = p->dtype;
    s->threads = p->threads > 0 ? p->threads : 1;
    const int64_t *d = s->v.d;
    if (s->affine) {
        s->channels = k == NORM_LAYER ? d[1] : p->p[P_C];
        s->gamma = kb_xcalloc((size_t)s->channels, sizeof *s->gamma);
        s->beta = kb_xcalloc((size_t)s->channels, sizeof *s->beta);
    }
    if (k == NORM_INSTANCE) {
        const kb_dnnl_norm_desc nd = {.rows = d[0], .cols = d[1], .type = p->dtype, .eps = s->eps};
        if (!(s->dnnl = kb_dnnl_norm_create(&nd, err))) {
            lib_fini(s);
            return NULL;
        }
    } else if (k != NORM_RMS) {
        const bool batch = k == NORM_BATCH; /* view [N][C][S], the set a channel's N planes */
        s->blocks = batch ? d[0] * d[1] : d[0];
        s->blen = batch ? d[2] : d[1] * d[2];
        s->sets = batch ? d[1] : d[0];
        s->per = batch ? d[0] : 1;
        s->stride = batch ? d[1] : 0;
        s->segs = k == NORM_GROUP ? d[1] : 1;
        s->tiles = (s->blen + TILE - 1) / TILE;
        s->part = kb_xcalloc((size_t)(s->blocks * s->tiles * 2), sizeof *s->part);
        s->mean = kb_xcalloc((size_t)s->blocks, sizeof *s->mean);
        s->scale = kb_xcalloc((size_t)(s->blocks * s->segs), sizeof *s->scale);
        s->shift = kb_xcalloc((size_t)(s->blocks * s->segs), sizeof *s->shift);
    }
    return s;
}

/* RMSNorm over the middle axis of [d0][d1][d2]: per (i0, chunk of i2), the sum of squares over
 * i1 in f32 accumulators, then a second read of the same rows (in cache) scaled by it. */
static void rms_run(const lib_state *s, const void *x, void *y)
{
    const int64_t d0 = s->v.d[0], d1 = s->v.d[1], d2 = s->v.d[2];
    const int64_t chunks = (d2 + KB_ROWS_CHUNK - 1) / KB_ROWS_CHUNK;
#pragma omp parallel for schedule(static) num_threads(s->threads)
    for (int64_t bc = 0; bc < d0 * chunks; bc++) {
        const int64_t b = bc / chunks, off = (bc % chunks) * KB_ROWS_CHUNK;
        const int64_t len = KB_MIN(KB_ROWS_CHUNK, d2 - off);
        float acc[KB_ROWS_CHUNK] = {0}, buf[KB_ROWS_CHUNK];
        for (int64_t c = 0; c < d1; c++) {
            kb_rows_load(s->dtype, x, (b * d1 + c) * d2 + off, len, buf);
#pragma omp simd
            for (int64_t j = 0; j < len; j++) acc[j] += buf[j] * buf[j];
        }
        for (int64_t j = 0; j < len; j++) acc[j] = 1.0f / sqrtf(acc[j] / (float)d1 + s->eps);
        for (int64_t c = 0; c < d1; c++) {
            const int64_t at = (b * d1 + c) * d2 + off;
            kb_rows_load(s->dtype, x, at, len, buf);
#pragma omp simd
            for (int64_t j = 0; j < len; j++) buf[j] *= acc[j];
            kb_rows_store(s->dtype, buf, len, y, at);
        }
    }
}

/* The norms whose sets are contiguous blocks (all but InstanceNorm and RMSNorm): (1) each tile
 * of TILE values of a block, in parallel, its partial statistic (for the standard norm its sum
 * and its squared deviations about its own mean, from the tile held in f32); (2) per set, the
 * partials of its blocks combined (Chan et al.'s pairwise formula for the variance) into
 * y = (x - mean) * scale + shift per block (per (block, channel) for GroupNorm), gamma folded
 * into the scale (the mean subtracted first: x * scale + (beta - mean * scale) would cancel where
 * x is near the mean); (3) each tile again, in parallel, scaled (LayerNorm's gamma and beta
 * applied per position). */
static void block_run(const lib_state *s, const void *x, void *y)
{
    const int64_t L = s->blen, tiles = s->tiles, segs = s->segs, seg = L / segs;
    const kb_ref_norm_stat stat = s->v.stat;
#pragma omp parallel for schedule(static) num_threads(s->threads)
    for (int64_t bt = 0; bt < s->blocks * tiles; bt++) {
        const int64_t blk = bt / tiles, off = (bt % tiles) * TILE, len = KB_MIN(TILE, L - off);
        float buf[TILE];
        kb_rows_load(s->dtype, x, blk * L + off, len, buf);
        float a = 0.0f, b = 0.0f;
        if (stat == KB_REF_NORM_STANDARD) {
#pragma omp simd reduction(+ : a)
            for (int64_t j = 0; j < len; j++) a += buf[j];
            const float mean = a / (float)len;
#pragma omp simd reduction(+ : b)
            for (int64_t j = 0; j < len; j++) b += (buf[j] - mean) * (buf[j] - mean);
        } else if (stat == KB_REF_NORM_L1_MEAN) {
#pragma omp simd reduction(+ : a)
            for (int64_t j = 0; j < len; j++) a += fabsf(buf[j]);
        } else {
#pragma omp simd reduction(+ : a)
            for (int64_t j = 0; j < len; j++) a += buf[j] * buf[j];
        }
        s->part[2 * bt] = a;
        s->part[2 * bt + 1] = b;
    }
#pragma omp parallel for schedule(static) num_threads(s->threads)
    for (int64_t set = 0; set < s->sets; set++) {
        double sum = 0.0, m2 = 0.0, n = 0.0;
        for (int64_t k = 0; k < s->per; k++) {
            const float *pt = s->part + 2 * (set + k * s->stride) * tiles;
            for (int64_t t = 0; t < tiles; t++) {
                const double len = (double)KB_MIN(TILE, L - t * TILE);
                if (stat == KB_REF_NORM_STANDARD && n > 0) {
                    const double delta = pt[2 * t] / len - sum / n;
                    m2 += delta * delta * n * len / (n + len);
                }
                sum += pt[2 * t];
                m2 += pt[2 * t + 1];
                n += len;
            }
        }
        double a = 0.0, mean = 0.0;
        if (stat == KB_REF_NORM_STANDARD) {
            mean = sum / n;
            a = 1.0 / sqrt(m2 / n + s->eps);
        } else if (stat == KB_REF_NORM_L1_MEAN)
            a = n / sum;
        else
            a = 1.0 / sqrt(sum);
        const bool folded = s->affine && !s->elementwise; /* gamma, beta per channel */
        for (int64_t k = 0; k < s->per; k++) {
            const int64_t blk = set + k * s->stride;
            s->mean[blk] = (float)mean;
            for (int64_t i1 = 0; i1 < segs; i1++) {
                /* the channel: BatchNorm's set; GroupNorm's group's i1-th */
                const int64_t c = s->stride ? set : (set % s->v.groups) * segs + i1;
                s->scale[blk * segs + i1] = (float)(a * (folded ? s->gamma[c] : 1.0));
                s->shift[blk * segs + i1] = folded ? s->beta[c] : 0.0f;
            }
        }
    }
#pragma omp parallel for schedule(static) num_threads(s->threads)
    for (int64_t bt = 0; bt < s->blocks * tiles; bt++) {
        const int64_t blk = bt / tiles, off = (bt % tiles) * TILE, end = KB_MIN(TILE + off, L);
        float buf[KB_ROWS_CHUNK];
        /* pieces of at most one chunk that never cross from one run (channel) to the next */
        for (int64_t at = off; at < end;) {
            const int64_t i1 = at / seg, len = KB_MIN(KB_MIN(KB_ROWS_CHUNK, end - at), (i1 + 1) * seg - at);
            const float m = s->mean[blk];
            const float a = s->scale[blk * segs + i1], b = s->shift[blk * segs + i1];
            kb_rows_load(s->dtype, x, blk * L + at, len, buf);
            if (s->elementwise) {
                const float *restrict g = s->gamma + at, *restrict bb = s->beta + at;
#pragma omp simd
                for (int64_t j = 0; j < len; j++) buf[j] = (buf[j] - m) * a * g[j] + bb[j];
            } else {
#pragma omp simd
                for (int64_t j = 0; j < len; j++) buf[j] = (buf[j] - m) * a + b;
            }
            kb_rows_store(s->dtype, buf, len, y, blk * L + at);
            at += len;
        }
    }
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    lib_state *s = state;
    if (s->affine) {
        kb_rows_load(s->dtype, in[1], 0, s->channels, s->gamma);
        kb_rows_load(s->dtype, in[2], 0, s->channels, s->beta);
    }
    if (s->dnnl)
        kb_dnnl_norm_run(s->dnnl, in[0], out[0]);
    else if (s->v.stat == KB_REF_NORM_RMS)
        rms_run(s, in[0], out[0]);
    else
        block_run(s, in[0], out[0]);
}

/* the math of each kind */
#define MATH_NORM_BATCH                                         \
    "out = (x - mean) / sqrt(var + EPS) * gamma[c] + beta[c]\n" \
    "mean, var (biased) per channel c over (n, h, w) of x [N][C][H][W] (training mode)"
#define MATH_NORM_INSTANCE                 \
    "out = (x - mean) / sqrt(var + EPS)\n" \
    "mean, var (biased) per (n, c) over (h, w) of x [N][C][H][W]"
#define MATH_NORM_GROUP                                         \
    "out = (x - mean) / sqrt(var + EPS) * gamma[c] + beta[c]\n" \
    "mean, var (biased) per (n, g) over (the C/G channels of group g, h, w) of x [N][C][H][W]"
#define MATH_NORM_RMS                    \
    "out = x / sqrt(mean_c x^2 + EPS)\n" \
    "the mean of squares per (n, h, w) over the channels c of x [N][C][H][W]"
#define MATH_NORM_FROBENIUS     \
    "out = x / sqrt(sum x^2)\n" \
    "one norm over every element of x [N][C][H][W]"
#define MATH_NORM_L1 "out[r][d] = x[r][d] / (sum_d' |x[r][d']| / D)\nover each row of x [R][D]"
#define MATH_NORM_L2 "out[r][d] = x[r][d] / sqrt(sum_d' x[r][d']^2)\nover each row of x [R][D]"
#define MATH_NORM_LAYER                                                     \
    "out = (x - mean) / sqrt(var + EPS) * gamma[c][h][w] + beta[c][h][w]\n" \
    "mean, var (biased) per n over (c, h, w) of x [N][C][H][W]"

/* the parameters and the input x of each shape */
#define PARAMS_IMG         \
    {                      \
        "N", "C", "H", "W" \
    }
#define PARAMS_GRP              \
    {                           \
        "N", "C", "H", "W", "G" \
    }
#define PARAMS_MAT \
    {              \
        "R", "D"   \
    }
#define X_IMG                                                                       \
    {                                                                               \
        .name = "x", .dims = {"N", "C", "H", "W"}, .init = KB_INIT_CUSTOM,          \
        .doc = "images in [0,1), each (n, c) plane its own brightness and contrast" \
    }
#define X_GRP X_IMG
#define X_MAT                                                    \
    {                                                            \
        .name = "x", .dims = {"R", "D"}, .init = KB_INIT_CUSTOM, \
        .doc = "s_r * N(0,1), s_r ~ U[0.5, 2) per row"           \
    }
#define OUT_IMG                                                                \
    {                                                                          \
        {                                                                      \
            .name = "out", .dims = {"N", "C", "H", "W"}, .doc = "x normalised" \
        }                                                                      \
    }
#define OUT_GRP OUT_IMG
#define OUT_MAT                                                      \
    {                                                                \
        {                                                            \
            .name = "out", .dims = {"R", "D"}, .doc = "x normalised" \
        }                                                            \
    }
/* the affine parameters */
#define AFF_PARAM(nm, sc, sh, ...)                                                           \
    {                                                                                        \
        .name = nm, .dims = {__VA_ARGS__}, .init = KB_INIT_NORMAL, .scale = sc, .shift = sh, \
        .doc = #sh " + " #sc " N(0,1)"                                                       \
    }
#define AFF_NONE     \
    {                \
        .name = NULL \
    }
#define AFF_CH AFF_PARAM("gamma", 0.1, 1.0, "C"), AFF_PARAM("beta", 0.1, 0.0, "C")
#define AFF_CHW AFF_PARAM("gamma", 0.1, 1.0, "C", "H", "W"), AFF_PARAM("beta", 0.1, 0.0, "C", "H", "W")
#define SCAL_EPS        \
    {                   \
        {               \
            "EPS", 1e-5 \
        }               \
    }
#define SCAL_NOEPS  \
    {               \
        {           \
            NULL, 0 \
        }           \
    }
#define LIST(...)   \
    {               \
        __VA_ARGS__ \
    }
#define LIB_NORM_BATCH LIB_PLAIN " (oneDNN 2.6's NCHW batch norm took 3.3x as long)"
#define LIB_NORM_INSTANCE "oneDNN layer normalization over rows of H*W"
#define LIB_NORM_LAYER LIB_PLAIN " (oneDNN 2.6's layer norm over C*H*W took 2.5x as long)"
#define LIB_PLAIN "plain C: f32 partial statistics per tile, combined per set, then one scaling pass"
#define LIB_NORM_GROUP LIB_PLAIN " (oneDNN 2.6 has no group norm)"
#define LIB_NORM_FROBENIUS LIB_PLAIN
#define LIB_NORM_L1 LIB_PLAIN
#define LIB_NORM_L2 LIB_PLAIN
#define LIB_NORM_RMS                                                                             \
    "plain C: f32 sums of squares over the channels per pixel chunk, then the scaling while in " \
    "cache (oneDNN 2.6 has no RMS norm)"

const kb_workload kb_fam_norms[] = {
#define KB_ROW(num3, num, nm, file, kind, shape, aff, scal, fl, ab, af, rf, tiny, cpu, kb) \
    {                                                                                      \
        KB1_ROW_COMMON(num3, num, nm, file, "norm"),                                       \
        .math = MATH_##kind "; f32 arithmetic, output rounded to the storage type",        \
        .params = PARAMS_##shape,                                                          \
        .scalars = SCAL_##scal,                                                            \
        .inputs = {X_##shape, AFF_##aff},                                                  \
        .outputs = OUT_##shape,                                                            \
        .presets = {{"tiny", LIST tiny}, {"cpu", LIST cpu}, {"kernelbench", LIST kb}},     \
        .tol_bf16 = {.atol = ab, .rtol = 8e-3},                                            \
        .tol_f32 = {.atol = af, .rtol = rf},                                               \
        .generate = generate,                                                              \
        .lib_doc = LIB_##kind,                                                             \
    },
#include "norms.def"
#undef KB_ROW
};
const size_t kb_fam_norms_n = KB_ARRAY_LEN(kb_fam_norms);
_Static_assert(KB_ARRAY_LEN(kb_fam_norms) == KB_ARRAY_LEN(rows), "rows out of step");
