/* kb1/pooling.c: max and average pooling of KernelBench level 1 (L1-41..46), one family whose
 * instances are the rows of pooling.def.
 *
 *   max:     out[n][c][o] = max over taps t of x[n][c][o * S - P + t * DIL]   (padding -inf)
 *   average: out[n][c][o] = sum over taps t of x[n][c][o * S - P + t]  /  K^dims  (padding 0)
 *
 * over 1, 2 or 3 spatial dims (o and t run over each; the kernel K, stride S, padding P and
 * dilation DIL are the same in every dim, as KernelBench gives them). Output extents are PyTorch's
 * floor mode: (in + 2P - DIL (K - 1) - 1) / S + 1. Shapes: x [N][C][L], [N][C][H][W] or
 * [N][C][D][H][W]; out with LO, HO, WO, DO. x ~ N(0,1). Memory-bound (each input element read
 * once, K^dims taps from cache).
 *
 * Tolerances (tools/baselines/margins.c, lib vs reference, tiny and cpu): max pooling is exact
 * (an output is one tap's value: worst 0); average pooling rounds its sum: bf16 atol 1e-5 rtol
 * 8e-3 (the output's rounding, worst 0.49 of it), f32 atol 1e-6 rtol 2e-5 (worst 0.11).
 *
 * Changes from KernelBench: (JAXBench's translation is named where it departs too)
 * - Inputs are N(0,1), not U[0,1): on positive inputs a max pooling that pads with 0 instead of
 *   -infinity gives the same output; on signed ones an edge window whose taps inside x are all
 *   negative tells the two apart.
 * - L1-41 (MaxPool1d, dilation 3) takes the 8 taps 3 apart, as PyTorch does; JAXBench's
 *   translation takes the max over a contiguous window of 22.
 * - Sizes: the cpu presets hold 16.8M input elements (32 MB in bf16): 16 x 64 x 16384 (1-D),
 *   16 x 64 x 128 x 128 (2-D), 4 x 16 x 64^3 (3-D); KernelBench's sizes (up to 9 GiB in f32;
 *   not JAXBench's reduced ones for L1-41 and L1-45) are the preset `kernelbench`.
 * - The kernel, stride, padding and dilation are shape parameters (K, S, P, DIL), with the output
 *   extents (LO, HO, WO, DO), fixed per problem in every preset.
 */
#include "kb1.h"

#include <math.h>
#include <omp.h>
#include <stdlib.h>
#include "../lib/dnnl_pool.h"
#include "../lib/rows.h"
#include "../ref/ref.h"

extern const kb_workload kb_fam_pooling[];

/* one row of pooling.def */
typedef struct pool_row {
    int dims;
    bool avg;
} pool_row;

static const pool_row rows[] = {
#define KB_ROW(num3, num, nm, file, nd, avg, k, s, p, dl, lib, tiny, cpu, kb) {nd, avg},
#define D1 1
#define D2 2
#define D3 3
#include "pooling.def"
#undef D1
#undef D2
#undef D3
#undef KB_ROW
};

static const pool_row *row_of(const kb_workload *w) { return KB1_ROW_OF(rows, kb_fam_pooling, w); }

/* kb:reference begin */
/* The problem as kb_ref_pool's descriptor. Parameters: N, C, the dims input extents, the dims
 * output extents, K, S, P, DIL. *planes = N * C. */
static kb_ref_pool_desc desc_of(const kb_problem *p, int64_t *planes)
{
    const pool_row *r = row_of(p->w);
    const int n = r->dims;
    const int64_t *v = p->p;
    kb_ref_pool_desc d = {.dims = n, .avg = r->avg};
    for (int a = 0; a < n; a++) {
        d.in[a] = v[2 + a];
        d.out[a] = v[2 + n + a];
        d.kernel[a] = v[2 + 2 * n];
        d.stride[a] = v[3 + 2 * n];
        d.pad[a] = v[4 + 2 * n];
        d.dilation[a] = v[5 + 2 * n];
        KB_ASSERT(d.out[a] ==
                  (d.in[a] + 2 * d.pad[a] - d.dilation[a] * (d.kernel[a] - 1) - 1) / d.stride[a] + 1);
    }
    *planes = v[0] * v[1];
    return d;
}
/* kb:reference end */

/* One compare or add per tap of each output. */
static double flops(const kb_problem *p)
{
    int64_t planes;
    const kb_ref_pool_desc d = desc_of(p, &planes);
    double f = (double)planes;
    for (int a = 0; a < d.dims; a++) f *= (double)d.out[a] * (double)d.kernel[a];
    return f;
}

/* kb:reference begin */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    int64_t planes;
    const kb_ref_pool_desc d = desc_of(p, &planes); /* the row's pooling, the preset's sizes */
    kb_ref_pool(&d, in[0], planes, out[0]);         /* x: [N][C][in...], out: [N][C][out...] */
}
/* kb:reference end */

/* The lib baselines: oneDNN's pooling primitive where it has a fast implementation (max without
 * dilation, average: jit, or simple_nchw for 1-D bf16 average), and for the dilated max poolings
 * (L1-41, L1-43), which oneDNN 2.6 runs only in ref:any, a plain pass: per output row (the
 * innermost dim), each input row its taps reach is loaded once into an f32 buffer padded with
 * -infinity (set once), and the row of maxima is updated from it once per tap of the innermost
 * dim (vectorised along the output row). */
typedef struct lib_state {
    kb_dnnl_pool *dnnl;
    /* the plain pass: three dims (missing outer ones of size 1, kernel 1), planes, dtype */
    int64_t in[3], on[3], k[3], s[3], pad[3], dl[3], planes, buflen;
    kb_dtype dtype;
    int threads;
    float *buf; /* per thread: a padded input row (buflen), then an output row (on[2]) */
} lib_state;

static void lib_fini(void *state)
{
    lib_state *s = state;
    kb_dnnl_pool_destroy(s->dnnl);
    free(s->buf);
    free(s);
}

static void *lib_init(const kb_problem *p, kb_err *err)
{
    lib_state *s = kb_xcalloc(1, sizeof *s);
    int64_t planes;
    const kb_ref_pool_desc d = desc_of(p, &planes);
    s->dtype = p->dtype;
    s->threads = p->threads > 0 ? p->threads : 1;
    if (d.dilation[0] == 1) {
        kb_dnnl_pool_desc pd = {.dims = d.dims, .n = p->p[0], .c = p->p[1], .avg = d.avg, .type = p->dtype};
        for (int a = 0; a < d.dims; a++) {
            pd.in[a] = d.in[a];
            pd.out[a] = d.out[a];
            pd.kernel[a] = d.kernel[a];
            pd.stride[a] = d.stride[a];
            pd.pad[a] = d.pad[a];
            pd.dilation[a] = d.dilation[a];
        }
        if (!(s->dnnl = kb_dnnl_pool_create(&pd, err))) {
            lib_fini(s);
            return NULL;
        }
        return s;
    }
    KB_ASSERT(!d.avg);
    for (int a = 0; a < 3; a++) {
        const int j = a - (3 - d.dims);
        s->in[a] = j >= 0 ? d.in[j] : 1;
        s->on[a] = j >= 0 ? d.out[j] : 1;
        s->k[a] = j >= 0 ? d.kernel[j] : 1;
        s->s[a] = j >= 0 ? d.stride[j] : 1;
        s->pad[a] = j >= 0 ? d.pad[j] : 0;
        s->dl[a] = j >= 0 ? d.dilation[j] : 1;
    }
    s->planes = planes;
    /* the padded row covers the input and every tap of the last output */
    s->buflen = KB_MAX(s->pad[2] + s->in[2], (s->on[2] - 1) * s->s[2] + (s->k[2] - 1) * s->dl[2] + 1);
    const int64_t nbuf = s->threads * (s->buflen + s->on[2]);
    s->buf = kb_xcalloc((size_t)nbuf, sizeof *s->buf);
    /* the padding around each input row is -infinity for good: a row's load writes only
     * buf[pad .. pad + in) */
    for (int64_t i = 0; i < nbuf; i++) s->buf[i] = -INFINITY;
    return s;
}

static void max_rows(const lib_state *s, const void *x, void *y)
{
    const int64_t nrows = s->planes * s->on[0] * s->on[1];
    const int64_t W = s->in[2], WO = s->on[2], pw = s->pad[2], sw = s->s[2], dw = s->dl[2];
#pragma omp parallel for schedule(static) num_threads(s->threads)
    for (int64_t r = 0; r < nrows; r++) {
        float *buf = s->buf + (int64_t)omp_get_thread_num() * (s->buflen + WO);
        float *restrict acc = buf + s->buflen;
        const int64_t p = r / (s->on[0] * s->on[1]), o0 = r / s->on[1] % s->on[0];
        const int64_t o1 = r % s->on[1];
#pragma omp simd
        for (int64_t j = 0; j < WO; j++) acc[j] = -INFINITY;
        for (int64_t t0 = 0; t0 < s->k[0]; t0++) {
            const int64_t i0 = o0 * s->s[0] - s->pad[0] + t0 * s->dl[0];
            if (i0 < 0 || i0 >= s->in[0]) continue;
            for (int64_t t1 = 0; t1 < s->k[1]; t1++) {
                const int64_t i1 = o1 * s->s[1] - s->pad[1] + t1 * s->dl[1];
                if (i1 < 0 || i1 >= s->in[1]) continue;
                kb_rows_load(s->dtype, x, ((p * s->in[0] + i0) * s->in[1] + i1) * W, W, buf + pw);
                for (int64_t t2 = 0; t2 < s->k[2]; t2++) {
                    const float *restrict b = buf + t2 * dw;
                    if (sw == 1) { /* contiguous taps: plain vector loads */
#pragma omp simd
                        for (int64_t j = 0; j < WO; j++) acc[j] = b[j] > acc[j] ? b[j] : acc[j];
                    } else {
#pragma omp simd
                        for (int64_t j = 0; j < WO; j++) acc[j] = b[j * sw] > acc[j] ? b[j * sw] : acc[j];
                    }
                }
            }
        }
        kb_rows_store(s->dtype, acc, WO, y, r * WO);
    }
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    const lib_state *s = state;
    if (s->dnnl)
        kb_dnnl_pool_run(s->dnnl, in[0], out[0]);
    else
        max_rows(s, in[0], out[0]);
}

/* the parameters and tensors of each number of spatial dims */
#define PARAMS_D1                                 \
    {                                             \
        "N", "C", "L", "LO", "K", "S", "P", "DIL" \
    }
#define PARAMS_D2                                            \
    {                                                        \
        "N", "C", "H", "W", "HO", "WO", "K", "S", "P", "DIL" \
    }
#define PARAMS_D3                                                       \
    {                                                                   \
        "N", "C", "D", "H", "W", "DO", "HO", "WO", "K", "S", "P", "DIL" \
    }
#define IN_D1         \
    {                 \
        "N", "C", "L" \
    }
#define IN_D2              \
    {                      \
        "N", "C", "H", "W" \
    }
#define IN_D3                   \
    {                           \
        "N", "C", "D", "H", "W" \
    }
#define OUT_D1         \
    {                  \
        "N", "C", "LO" \
    }
#define OUT_D2               \
    {                        \
        "N", "C", "HO", "WO" \
    }
#define OUT_D3                     \
    {                              \
        "N", "C", "DO", "HO", "WO" \
    }
#define SHAPE_D1 "x [N][C][L] -> out [N][C][LO]"
#define SHAPE_D2 "x [N][C][H][W] -> out [N][C][HO][WO]"
#define SHAPE_D3 "x [N][C][D][H][W] -> out [N][C][DO][HO][WO]"
/* a preset's values: the row's (N, C, spatial...) with the output extents and K, S, P, DIL */
#define OUT_EXT(i, k, s, p, dl) (((i) + 2 * (p) - (dl) * ((k)-1) - 1) / (s) + 1)
#define PRESET_D1(n, c, l, k, s, p, dl)               \
    {                                                 \
        n, c, l, OUT_EXT(l, k, s, p, dl), k, s, p, dl \
    }
#define PRESET_D2(n, c, h, w, k, s, p, dl)                                        \
    {                                                                             \
        n, c, h, w, OUT_EXT(h, k, s, p, dl), OUT_EXT(w, k, s, p, dl), k, s, p, dl \
    }
#define PRESET_D3(n, c, d, h, w, k, s, p, dl)                                                              \
    {                                                                                                      \
        n, c, d, h, w, OUT_EXT(d, k, s, p, dl), OUT_EXT(h, k, s, p, dl), OUT_EXT(w, k, s, p, dl), k, s, p, \
            dl                                                                                             \
    }
#define EXPAND(...) __VA_ARGS__
#define CALL(m, ...) m(__VA_ARGS__)
#define MATH_0                                                                                  \
    "out[n][c][o] = max over taps t < K (in every spatial dim) of x[n][c][o * S - P + t * DIL]" \
    "\ntaps outside x are -infinity (padding)"
#define MATH_1                                                                            \
    "out[n][c][o] = sum over taps t < K (in every spatial dim) of x[n][c][o * S - P + t]" \
    " / K^dims\ntaps outside x are 0 (padding), counted in the divisor"
#define LIB_DNNL "oneDNN pooling primitive (jit, or simple_nchw where oneDNN picks it)"
#define LIB_PLAIN                                                                               \
    "plain C: per output row, max over the taps of each input row it reaches (f32, omp simd); " \
    "oneDNN 2.6's dilated pooling is ref:any"

const kb_workload kb_fam_pooling[] = {
#define KB_ROW(num3, num, nm, file, nd, avg, k, s, p, dl, lib, tiny, cpu, kb)                              \
    {                                                                                                      \
        KB1_ROW_COMMON(num3, num, nm, file, "pooling"),                                                    \
        .math = MATH_##avg "\n" SHAPE_##nd "; f32 arithmetic, output rounded to the storage "              \
                                           "type",                                                         \
        .params = PARAMS_##nd,                                                                             \
        .inputs = {{.name = "x", .dims = IN_##nd, .init = KB_INIT_NORMAL, .scale = 1.0, .doc = "N(0,1)"}}, \
        .outputs = {{.name = "out", .dims = OUT_##nd, .doc = "the pooled x"}},                             \
        .presets = {{"tiny", CALL(PRESET_##nd, EXPAND tiny, k, s, p, dl)},                                 \
                    {"cpu", CALL(PRESET_##nd, EXPAND cpu, k, s, p, dl)},                                   \
                    {"kernelbench", CALL(PRESET_##nd, EXPAND kb, k, s, p, dl)}},                           \
        .tol_bf16 = {.atol = 1e-5, .rtol = 8e-3},                                                          \
        .tol_f32 = {.atol = 1e-6, .rtol = 2e-5},                                                           \
        .lib_doc = LIB_##lib,                                                                              \
    },
#include "pooling.def"
#undef KB_ROW
};
const size_t kb_fam_pooling_n = KB_ARRAY_LEN(kb_fam_pooling);
_Static_assert(KB_ARRAY_LEN(kb_fam_pooling) == KB_ARRAY_LEN(rows), "rows out of step");
