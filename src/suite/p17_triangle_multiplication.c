/* p17_triangle_multiplication: AlphaFold2's triangle multiplicative update, "outgoing" edges
 * (JAXBench 17p, after tokamax's triangle_mult benchmark).
 *
 *   a[i][k][c]   = x[i][k][c] * mask[i][k]
 *   l[i][k][c]   = (sum_c' a[i][k][c'] * wl[c'][c]) * sigmoid(sum_c' a[i][k][c'] * wlg[c'][c])
 *   r[j][k][c]   = (sum_c' a[j][k][c'] * wr[c'][c]) * sigmoid(sum_c' a[j][k][c'] * wrg[c'][c])
 *   t[i][j][c]   = sum_k l[i][k][c] * r[j][k][c]                 the triangle product
 *   u[i][j][c]   = t[i][j][c] / sqrt(mean_c' t[i][j][c']^2 + EPS) * scale[c]     centre RMS norm
 *   out[i][j][c] = (sum_c' u[i][j][c'] * wo[c'][c]) * sigmoid(sum_c' x[i][j][c'] * wog[c'][c])
 *
 * (the output gate reads the unmasked x). Shapes: N residues (x is the N x N pair
 * representation), C pair channels (JAXBench: N 1536, C 128; every preset keeps C 128). x ~
 * N(0,1); the six weights ~ N(0,1)*0.02 and scale ~ 1 + 0.1*N(0,1) (as JAXBench). mask is a pair
 * mask mask[i][k] = m[i] * m[k] from a residue mask m that pads the chain's tail (a seeded 2-10%
 * of N) and drops ~3% of the residues inside it (unresolved ones); rows and columns of padded or
 * dropped residues (10-25% of the pairs) come out exactly 0. Outputs elsewhere have rms ~0.1.
 *
 * Changes from JAXBench:
 * - mask: JAXBench's is all ones, so it never masks; ours masks 10-25% of the pairs (see above).
 * - mask is [N][N] (JAXBench: [N][N][1], the same values).
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/dnnl_util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "../core/rng.h"

enum { P_N, P_C };
enum { S_EPS };
enum { I_X, I_MASK, I_WL, I_WR, I_WLG, I_WRG, I_SCALE, I_WO, I_WOG };

/* The six [C][C] projections over N^2 pairs (6 * 2*N^2*C^2) and the triangle product (2*N^3*C),
 * as JAXBench counts them. Gates, the norm and the products with gates are not counted. */
static double flops(const kb_problem *p)
{
    const double N = (double)p->p[P_N], C = (double)p->p[P_C];
    return 6.0 * 2.0 * N * N * C * C + 2.0 * N * N * N * C;
}

/* mask[i][k] = m[i] * m[k]: residues past a seeded length (a 2-10% tail) are padding, and ~3%
 * of the others, chosen by the seed, are dropped. Only exact arithmetic. */
static void generate(const kb_problem *p, int input, uint64_t seed, void *dst)
{
    KB_ASSERT(input == I_MASK);
    const int64_t N = p->p[P_N];
    float *mask = dst;
    float *m = kb_xcalloc((size_t)N, sizeof *m);
    const double tail = 0.02 + 0.08 * kb_rng_uniform(seed, (uint64_t)input, 0);
    const int64_t len = N - (int64_t)(tail * (double)N);
    for (int64_t r = 0; r < N; r++)
        m[r] = r < len && kb_rng_uniform(seed, (uint64_t)input, (uint64_t)(1 + r)) >= 0.03;
    for (int64_t i = 0; i < N; i++)
        for (int64_t k = 0; k < N; k++) mask[i * N + k] = m[i] * m[k];
    free(m);
}

/* kb:reference begin */
/* Everything after the inputs is in double: the masked input a, the six projections and the
 * triangle sum through the reference linear layer (each sum in order 0, 1, 2, ...; the triangle
 * sum per channel c as the product l_c . r_c^T of two [N][N] matrices, over k), the norm and
 * the gates. */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t N = p->p[P_N], C = p->p[P_C], NN = N * N;
    const double eps = p->w->scalars[S_EPS].value;
    const float *x = in[I_X];         /* [N][N][C] */
    const float *mask = in[I_MASK];   /* [N][N] */
    const float *wl = in[I_WL];       /* [C][C] */
    const float *wr = in[I_WR];       /* [C][C] */
    const float *wlg = in[I_WLG];     /* [C][C] */
    const float *wrg = in[I_WRG];     /* [C][C] */
    const float *scale = in[I_SCALE]; /* [C] */
    const float *wo = in[I_WO];       /* [C][C] */
    const float *wog = in[I_WOG];     /* [C][C] */
    float *y = out[0];                /* [N][N][C] */

    double *a = kb_xmalloc(sizeof(double) * (size_t)(NN * C)); /* [N][N][C] */
    for (int64_t ik = 0; ik < NN; ik++)
        for (int64_t c = 0; c < C; c++) a[ik * C + c] = (double)x[ik * C + c] * mask[ik];
    double *pl = kb_ref_linear_f64(a, wl, NULL, NULL, NN, C, C, false);   /* [N][N][C] */
    double *plg = kb_ref_linear_f64(a, wlg, NULL, NULL, NN, C, C, false); /* [N][N][C] */
    double *pr = kb_ref_linear_f64(a, wr, NULL, NULL, NN, C, C, false);   /* [N][N][C] */
    double *prg = kb_ref_linear_f64(a, wrg, NULL, NULL, NN, C, C, false); /* [N][N][C] */
    double *l = kb_xmalloc(sizeof(double) * (size_t)(C * NN));            /* [C][N][N]: channel-major */
    double *r = kb_xmalloc(sizeof(double) * (size_t)(C * NN));            /* [C][N][N] */
    for (int64_t ik = 0; ik < NN; ik++)
        for (int64_t c = 0; c < C; c++) {
            l[c * NN + ik] = pl[ik * C + c] * kb_ref_sigmoid(plg[ik * C + c]);
            r[c * NN + ik] = pr[ik * C + c] * kb_ref_sigmoid(prg[ik * C + c]);
        }

    /* t[i][j][c] = sum_k l[i][k][c] * r[j][k][c]: per channel, l_c . r_c^T */
    double *t = kb_xmalloc(sizeof(double) * (size_t)(NN * C)); /* [N][N][C] */
    for (int64_t c = 0; c < C; c++) {
        double *tc = kb_ref_linear_f64(l + c * NN, NULL, r + c * NN, NULL, N, N, N, true); /* [N][N] */
        for (int64_t ij = 0; ij < NN; ij++) t[ij * C + c] = tc[ij];
        free(tc);
    }

    /* u = t * rsqrt(mean_c t^2 + eps) * scale, per (i, j), into a */
#pragma omp parallel for schedule(static)
    for (int64_t ij = 0; ij < NN; ij++) {
        double ms = 0.0;
        for (int64_t c = 0; c < C; c++) ms += t[ij * C + c] * t[ij * C + c];
        const double inv = 1.0 / sqrt(ms / (double)C + eps);
        for (int64_t c = 0; c < C; c++) a[ij * C + c] = t[ij * C + c] * inv * scale[c];
    }
    double *po = kb_ref_linear_f64(a, wo, NULL, NULL, NN, C, C, false); /* [N][N][C] */
    double *pg = kb_ref_linear(x, wog, NULL, NN, C, C, false);          /* [N][N][C] */
    for (int64_t k = 0; k < NN * C; k++) y[k] = (float)(po[k] * kb_ref_sigmoid(pg[k]));
    free(a);
    free(pl);
    free(plg);
    free(pr);
    free(prg);
    free(l);
    free(r);
    free(t);
    free(po);
    free(pg);
}
/* kb:reference end */

/* Unfused, the way XLA runs JAXBench's graph:
 *   a      = x * mask                              plain pass, storage type
 *   lg     = sigmoid(a . wlg)                      oneDNN matmul [N*N][C] x [C][C], logistic
 *                                                  post-op; rg likewise
 *   l      = (a . wl) * lg                         oneDNN matmul, binary-mul post-op; r likewise
 *   lt, rt = l, r as [C][N][N]                     plain transposes
 *   tt[c]  = lt[c] . rt[c]^T                       oneDNN batched matmul over c, f32
 *   u      = rms-normalised tt, back to [N][N][C]  plain pass, storage type
 *   og     = sigmoid(x . wog)                      oneDNN matmul, logistic post-op
 *   out    = (u . wo) * og                         oneDNN matmul, binary-mul post-op
 * Every intermediate but tt is stored in the storage type. */
typedef struct lib_state {
    kb_dnnl_matmul *gate_mm, *proj_mm, *tri_mm;
    int64_t n, c;
    float eps;
    kb_dtype dtype;
    int threads;
    void *a, *lg, *l, *rg, *r; /* [N][N][C], storage type; lg later holds the output gate */
    void *lt, *rt;             /* [C][N][N], storage type */
    float *tt;                 /* [C][N][N] */
    void *u;                   /* [N][N][C], storage type */
} lib_state;

static void lib_fini(void *state)
{
    lib_state *s = state;
    if (!s) return;
    kb_dnnl_matmul_destroy(s->gate_mm);
    kb_dnnl_matmul_destroy(s->proj_mm);
    kb_dnnl_matmul_destroy(s->tri_mm);
    void *buf[] = {s->a, s->lg, s->l, s->rg, s->r, s->lt, s->rt, s->tt, s->u};
    for (size_t i = 0; i < KB_ARRAY_LEN(buf); i++) free(buf[i]);
    free(s);
}

static void *lib_init(const kb_problem *p, kb_err *err)
{
    const int64_t N = p->p[P_N], C = p->p[P_C];
    const kb_dtype dt = p->dtype;
    lib_state *s = kb_xcalloc(1, sizeof *s);
    *s = (lib_state){.n = N,
                     .c = C,
                     .eps = (float)p->w->scalars[S_EPS].value,
                     .dtype = dt,
                     .threads = p->threads > 0 ? p->threads : 1};
    kb_dnnl_matmul_desc gate = {
        .m = N * N,
        .k = C,
        .n = C,
        .src = dt,
        .wei = dt,
        .dst = dt,
        .post = {{.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_logistic}},
    };
    kb_dnnl_matmul_desc proj = {
        .m = N * N,
        .k = C,
        .n = C,
        .src = dt,
        .wei = dt,
        .dst = dt,
        .post =
            {{.kind = KB_POST_BINARY, .alg = dnnl_binary_mul, .ndims = 2, .dims = {N * N, C}, .type = dt}},
    };
    kb_dnnl_matmul_desc tri = {
        .batch = C, .m = N, .k = N, .n = N, .trans_b = true, .src = dt, .wei = dt, .dst = KB_DTYPE_F32};
    if (!(s->gate_mm = kb_dnnl_matmul_create(&gate, err)) ||
        !(s->proj_mm = kb_dnnl_matmul_create(&proj, err)) ||
        !(s->tri_mm = kb_dnnl_matmul_create(&tri, err))) {
        lib_fini(s);
        return NULL;
    }
    const size_t bytes = kb_dtype_size(dt) * (size_t)(N * N * C);
    s->a = kb_xaligned(bytes), s->lg = kb_xaligned(bytes), s->l = kb_xaligned(bytes);
    s->rg = kb_xaligned(bytes), s->r = kb_xaligned(bytes);
    s->lt = kb_xaligned(bytes), s->rt = kb_xaligned(bytes), s->u = kb_xaligned(bytes);
    s->tt = kb_xaligned(sizeof(float) * (size_t)(N * N * C));
    return s;
}

/* src [P][Q] -> dst [Q][P] in 32 x 32 blocks; T is the storage type's bit pattern. */
#define DEFINE_TRANSPOSE(name, T)                                                                          \
    static void name(const T *restrict src, T *restrict dst, int64_t P, int64_t Q, int threads)            \
    {                                                                                                      \
        _Pragma("omp parallel for collapse(2) schedule(static) num_threads(threads)") for (                \
            int64_t p0 = 0; p0 < P; p0 += 32) for (int64_t q0 = 0; q0 < Q;                                 \
                                                   q0 += 32) for (int64_t q = q0; q < KB_MIN(q0 + 32, Q);  \
                                                                  q++) for (int64_t pp = p0;               \
                                                                            pp < KB_MIN(p0 + 32, P); pp++) \
            dst[q * P + pp] = src[pp * Q + q];                                                             \
    }
DEFINE_TRANSPOSE(transpose16, uint16_t)
DEFINE_TRANSPOSE(transpose32, uint32_t)

static void transpose(const lib_state *s, const void *src, void *dst, int64_t P, int64_t Q)
{
    if (s->dtype == KB_DTYPE_BF16)
        transpose16(src, dst, P, Q, s->threads);
    else
        transpose32(src, dst, P, Q, s->threads);
}

/* a = x * mask, storage type. */
static void apply_mask(const lib_state *s, const void *x, const void *mask)
{
    const int64_t NN = s->n * s->n, C = s->c;
#pragma omp parallel for schedule(static) num_threads(s->threads)
    for (int64_t ik = 0; ik < NN; ik++) {
        if (s->dtype == KB_DTYPE_BF16) {
            const kb_bf16 *xr = (const kb_bf16 *)x + ik * C;
            kb_bf16 *ar = (kb_bf16 *)s->a + ik * C;
            const float m = kb_bf16_to_f32(((const kb_bf16 *)mask)[ik]);
#pragma omp simd
            for (int64_t c = 0; c < C; c++) ar[c] = kb_f32_to_bf16(kb_bf16_to_f32(xr[c]) * m);
        } else {
            const float *xr = (const float *)x + ik * C;
            float *ar = (float *)s->a + ik * C;
            const float m = ((const float *)mask)[ik];
#pragma omp simd
            for (int64_t c = 0; c < C; c++) ar[c] = xr[c] * m;
        }
    }
}

/* u[ij][c] = tt[c][ij] / sqrt(mean_c tt[c][ij]^2 + eps) * scale[c], storage type; pairs in
 * blocks of 64 so that both the reads along c and the writes along ij stay in cache. */
static void rms_norm(const lib_state *s, const void *scale)
{
    const int64_t NN = s->n * s->n, C = s->c;
#pragma omp parallel for schedule(static) num_threads(s->threads)
    for (int64_t ij0 = 0; ij0 < NN; ij0 += 64) {
        const int64_t n = KB_MIN(64, NN - ij0);
        float ms[64] = {0}, inv[64];
        for (int64_t c = 0; c < C; c++) {
            const float *t = s->tt + c * NN + ij0;
#pragma omp simd
            for (int64_t k = 0; k < n; k++) ms[k] += t[k] * t[k];
        }
        for (int64_t k = 0; k < n; k++) inv[k] = 1.0f / sqrtf(ms[k] / (float)C + s->eps);
        for (int64_t c = 0; c < C; c++) {
            const float *t = s->tt + c * NN + ij0;
            if (s->dtype == KB_DTYPE_BF16) {
                const float sc = kb_bf16_to_f32(((const kb_bf16 *)scale)[c]);
                kb_bf16 *u = (kb_bf16 *)s->u + ij0 * C + c;
                for (int64_t k = 0; k < n; k++) u[k * C] = kb_f32_to_bf16(t[k] * inv[k] * sc);
            } else {
                const float sc = ((const float *)scale)[c];
                float *u = (float *)s->u + ij0 * C + c;
                for (int64_t k = 0; k < n; k++) u[k * C] = t[k] * inv[k] * sc;
            }
        }
    }
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    lib_state *s = state;
    const int64_t NN = s->n * s->n, C = s->c;
    apply_mask(s, in[I_X], in[I_MASK]);
    const void *lg_arg[] = {s->lg}, *rg_arg[] = {s->rg};
    kb_dnnl_matmul_run(s->gate_mm, s->a, in[I_WLG], NULL, NULL, s->lg);
    kb_dnnl_matmul_run(s->proj_mm, s->a, in[I_WL], NULL, lg_arg, s->l);
    kb_dnnl_matmul_run(s->gate_mm, s->a, in[I_WRG], NULL, NULL, s->rg);
    kb_dnnl_matmul_run(s->proj_mm, s->a, in[I_WR], NULL, rg_arg, s->r);
    transpose(s, s->l, s->lt, NN, C);
    transpose(s, s->r, s->rt, NN, C);
    kb_dnnl_matmul_run(s->tri_mm, s->lt, s->rt, NULL, NULL, s->tt);
    rms_norm(s, in[I_SCALE]);
    /* the output gate reuses lg's buffer; out = (u . wo) * og */
    const void *og_arg[] = {s->lg};
    kb_dnnl_matmul_run(s->gate_mm, in[I_X], in[I_WOG], NULL, NULL, s->lg);
    kb_dnnl_matmul_run(s->proj_mm, s->u, in[I_WO], NULL, og_arg, out[0]);
}

const kb_workload kb_wl_p17_triangle_multiplication = {
    .id = "p17_triangle_multiplication",
    .jaxbench = "17p_Triangle_Multiplication",
    .family = "fused-gemm",
    .title = "Triangle multiplicative update (outgoing)",
    .model = "AlphaFold2",
    .math = "a = x * mask[i][k]; l = (a.wl) * sigmoid(a.wlg); r = (a.wr) * sigmoid(a.wrg)   "
            "(projections over c)\n"
            "t[i][j][c] = sum_k l[i][k][c] * r[j][k][c]\n"
            "u = t / sqrt(mean_c t^2 + EPS) * scale[c]\n"
            "out = (u.wo) * sigmoid(x.wog)\n"
            "(f32 accumulation; intermediates may be rounded to the storage type)",
    .params = {"N", "C"},
    .scalars = {{"EPS", 1e-6}},
    .inputs =
        {
            {.name = "x",
             .dims = {"N", "N", "C"},
             .init = KB_INIT_NORMAL,
             .scale = 1.0,
             .doc = "pair representation, N(0,1)"},
            {.name = "mask",
             .dims = {"N", "N"},
             .init = KB_INIT_CUSTOM,
             .doc = "pair mask m[i]*m[k]: padded tail and dropped residues are 0"},
            {.name = "wl",
             .dims = {"C", "C"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "left projection, N(0,1)*0.02"},
            {.name = "wr",
             .dims = {"C", "C"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "right projection, N(0,1)*0.02"},
            {.name = "wlg",
             .dims = {"C", "C"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "left gate, N(0,1)*0.02"},
            {.name = "wrg",
             .dims = {"C", "C"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "right gate, N(0,1)*0.02"},
            {.name = "scale",
             .dims = {"C"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .shift = 1.0,
             .doc = "centre norm scale, 1 + 0.1*N(0,1)"},
            {.name = "wo",
             .dims = {"C", "C"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "output projection, N(0,1)*0.02"},
            {.name = "wog",
             .dims = {"C", "C"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "output gate, N(0,1)*0.02"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"N", "N", "C"}, .doc = "pair update"},
        },
    .presets =
        {
            {"tiny", {24, 128}},
            {"cpu", {192, 128}},
            {"h200", {1536, 128}},
            {"tpu-v6e", {1536, 128}},
        },
    .tol_bf16 = {.atol = 5e-3, .rtol = 2e-2, .nmse = 2e-4},
    .tol_f32 = {.atol = 1e-5, .rtol = 1e-4, .nmse = 2e-9},
    .bf16_intermediates = KB_STAGED_PASS,
    .flops = flops,
    .generate = generate,
    .reference = reference,
    .lib_doc = "unfused like XLA: plain mask pass; oneDNN matmuls for the four projections "
               "(logistic and multiply-by-gate post-ops); plain transposes to channel-major; "
               "oneDNN batched matmul over channels for the triangle sum (f32); plain RMS-norm "
               "pass; oneDNN matmuls for the output gate and projection",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = lib_fini,
};
