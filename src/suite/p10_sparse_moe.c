/* p10_sparse_moe: a Mixtral-8x7B sparse mixture-of-experts block, top-2 routing over X SwiGLU
 * experts (JAXBench 10p, from MaxText).
 *
 *   logits[t][x] = sum_e x[t][e] * router[e][x]                    router, f32, not rounded
 *   a, b         = the two experts with the largest logits (a first; ties go to the lower index)
 *   pa, pb       = softmax(logits[t][a], logits[t][b])              pa + pb = 1
 *   h_x[f]       = silu(sum_e x[t][e] * gate[x][e][f]) * sum_e x[t][e] * up[x][e][f]
 *   out[t][e]    = pa * sum_f h_a[f] * down[a][f][e] + pb * sum_f h_b[f] * down[b][f][e]
 *
 * silu(s) = s / (1 + exp(-s)). Every token goes through its two experts only.
 *
 * Shapes: T tokens (JAXBench's batch 2 x sequence 4096, flattened), E model width, F expert
 * hidden width, X experts (JAXBench: T 8192, E 4096, F 14336, X 8; the cpu preset keeps X 8,
 * top-2 and F/E = 3.5, with 256 tokens per expert on average). x ~ N(0,1) like activations; the
 * router and the expert weights ~ N(0,1)*0.02 like initialised ones (as JAXBench). Router logits
 * then have std 0.02*sqrt(E), so tokens spread over all experts, unevenly. tiny shares E and F
 * with cpu, so outputs have the same scale (rms about 0.07) at both.
 *
 * Routing is a discrete choice: a candidate must rank the router logits as computed in f32 (any
 * summation order) and must not round them to the storage type first; rounding to bf16 would tie
 * or swap near-equal logits and send tokens to other experts. With f32 logits, a swap of the
 * second and third expert (whose logits then agree to ~1e-7) is rarer than 1 in 10^6 tokens.
 *
 * Changes from JAXBench:
 * - JAXBench computes all X experts for every token and zeroes the unchosen ones with one-hot
 *   weights (4x the work at top-2 of 8); the function is the same, and here the reference, like
 *   a real MoE layer, runs each token through its two experts only.
 * - Routing ranks f32 logits; JAXBench's are bf16 (rounded), which makes ties common.
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/grouped.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { P_T, P_E, P_F, P_X };
enum { I_X, I_ROUTER, I_GATE, I_UP, I_DOWN };
enum { TOPK = 2 };

/* The work of a routed layer: the router matmul (2*T*E*X) and, for each of the T*2 (token,
 * expert) pairs, the three expert matmuls (3 * 2*E*F). Top-2, softmax, silu and the weighted sum
 * are not counted. JAXBench's dense einsums do 4x the expert work; its own get_flops counts the
 * routed work, as here. */
static double flops(const kb_problem *p)
{
    const double T = (double)p->p[P_T], E = (double)p->p[P_E], F = (double)p->p[P_F];
    return 2.0 * T * E * (double)p->p[P_X] + T * TOPK * 3.0 * 2.0 * E * F;
}

/* kb:reference begin */
/* Route every token (logits in double), then, expert by expert, push the tokens routed to it
 * through it: gate and up projections in double, h = silu(g) * u in double (never rounded), the
 * down projection in double, each through the reference linear layer. Each token's two expert
 * outputs are kept apart and mixed at the end. Every sum runs over its index in order 0, 1, 2,
 * ... The router's sums are written out here rather than left to kb_ref_linear because their
 * precision is part of the specification (routing is a discrete choice, see above): the
 * lower-precision variants that tests/numerics/mutants.c puts in place of kb_ref_linear must
 * not change which experts a token goes to. */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t T = p->p[P_T], E = p->p[P_E], F = p->p[P_F], X = p->p[P_X];
    const float *x = in[I_X];           /* [T][E] */
    const float *router = in[I_ROUTER]; /* [E][X] */
    const float *gate = in[I_GATE];     /* [X][E][F] */
    const float *up = in[I_UP];         /* [X][E][F] */
    const float *down = in[I_DOWN];     /* [X][F][E] */
    float *y = out[0];                  /* [T][E] */

    int64_t *chosen = kb_xcalloc((size_t)(T * TOPK), sizeof *chosen); /* [T][2] expert ids */
    double *prob = kb_xcalloc((size_t)(T * TOPK), sizeof *prob);      /* [T][2] */
    double *yk = kb_xcalloc((size_t)(T * TOPK * E), sizeof *yk);      /* [T][2][E] */
#pragma omp parallel for schedule(static)
    for (int64_t t = 0; t < T; t++) {
        double logit[64] = {0};
        KB_ASSERT(X >= 2 && X <= 64);
        for (int64_t j = 0; j < X; j++) {
            double s = 0;
            for (int64_t e = 0; e < E; e++) s += (double)x[t * E + e] * router[e * X + j];
            logit[j] = s;
        }
        int64_t a = 0, b = -1;
        for (int64_t j = 1; j < X; j++)
            if (logit[j] > logit[a]) a = j;
        for (int64_t j = 0; j < X; j++)
            if (j != a && (b < 0 || logit[j] > logit[b])) b = j;
        chosen[t * TOPK] = a, chosen[t * TOPK + 1] = b;
        prob[t * TOPK] = 1.0 / (1.0 + exp(logit[b] - logit[a]));
        prob[t * TOPK + 1] = 1.0 / (1.0 + exp(logit[a] - logit[b]));
    }

    int64_t *pairs = kb_xcalloc((size_t)(T * TOPK), sizeof *pairs); /* t*2 + slot, of one expert */
    float *xj = kb_xmalloc(sizeof(float) * (size_t)(T * TOPK * E)); /* [n][E] its tokens' rows */
    for (int64_t j = 0; j < X; j++) {
        int64_t n = 0;
        for (int64_t ts = 0; ts < T * TOPK; ts++)
            if (chosen[ts] == j) {
                memcpy(xj + n * E, x + ts / TOPK * E, sizeof(float) * (size_t)E);
                pairs[n++] = ts;
            }
        if (!n) continue;
        double *g = kb_ref_linear(xj, gate + j * E * F, NULL, n, E, F, false); /* [n][F], becomes h */
        double *u = kb_ref_linear(xj, up + j * E * F, NULL, n, E, F, false);   /* [n][F] */
        for (int64_t k = 0; k < n * F; k++) g[k] = kb_ref_swish(g[k]) * u[k];
        double *d = kb_ref_linear_f64(g, down + j * F * E, NULL, NULL, n, F, E, false); /* [n][E] */
        for (int64_t i = 0; i < n; i++) memcpy(yk + pairs[i] * E, d + i * E, sizeof(double) * (size_t)E);
        free(g);
        free(u);
        free(d);
    }

#pragma omp parallel for schedule(static)
    for (int64_t t = 0; t < T; t++)
        for (int64_t e = 0; e < E; e++)
            y[t * E + e] = (float)(prob[t * TOPK] * yk[(t * TOPK) * E + e] +
                                   prob[t * TOPK + 1] * yk[(t * TOPK + 1) * E + e]);
    free(chosen);
    free(prob);
    free(yk);
    free(pairs);
    free(xj);
}
/* kb:reference end */

/* A routed layer from library calls, as a MaxText/megablox-style "sparse matmul" MoE runs it
 * (computing all 8 experts densely, as JAXBench does, would be 4x the work):
 *   logits = x . router                   oneDNN matmul, f32 out
 *   top-2 + softmax                       plain loop over tokens
 *   sort (token, slot) pairs by expert    counting sort; xs = the gathered rows of x
 *   g = swish(xs . gate[x])               grouped oneDNN matmul (run-time rows, lib/grouped.h)
 *                                         with a swish post-op, storage type
 *   u = xs . up[x]                        grouped, storage type
 *   h = g * u                             plain loop, storage type (oneDNN 2.6 has no binary
 *                                         post-op for run-time rows)
 *   ys = h . down[x]                      grouped, f32 out
 *   out[t] = pa * ys[slot a] + pb * ys[slot b]    plain loop, rounded once */
typedef struct lib_state {
    kb_dnnl_matmul *router_mm;
    kb_rowmm *gate_mm, *up_mm, *down_mm;
    int64_t t, e, f, x;
    kb_dtype dtype;
    int threads;
    float *logits;   /* [T][X] */
    int32_t *counts; /* [X] pairs per expert */
    int32_t *slot;   /* [T][2] row of ys holding each (token, slot) */
    float *prob;     /* [T][2] */
    void *xs;        /* [2T][E] storage type, rows of x sorted by expert */
    void *g, *u;     /* [2T][F] storage type; u becomes h */
    float *ys;       /* [2T][E] */
} lib_state;

static void lib_fini(void *state)
{
    lib_state *s = state;
    if (!s) return;
    kb_dnnl_matmul_destroy(s->router_mm);
    kb_rowmm_destroy(s->gate_mm);
    kb_rowmm_destroy(s->up_mm);
    kb_rowmm_destroy(s->down_mm);
    free(s->logits);
    free(s->counts);
    free(s->slot);
    free(s->prob);
    free(s->xs);
    free(s->g);
    free(s->u);
    free(s->ys);
    free(s);
}

static void *lib_init(const kb_problem *p, kb_err *err)
{
    const int64_t T = p->p[P_T], E = p->p[P_E], F = p->p[P_F], X = p->p[P_X];
    const kb_dtype dt = p->dtype;
    lib_state *s = kb_xcalloc(1, sizeof *s);
    *s = (lib_state){.t = T, .e = E, .f = F, .x = X, .dtype = dt, .threads = p->threads > 0 ? p->threads : 1};
    kb_dnnl_matmul_desc router = {.m = T, .k = E, .n = X, .src = dt, .wei = dt, .dst = KB_DTYPE_F32};
    kb_dnnl_post swish[KB_DNNL_MAX_POST] = {
        {.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_swish, .alpha = 1.0f}};
    if (!(s->router_mm = kb_dnnl_matmul_create(&router, err)) ||
        !(s->gate_mm = kb_rowmm_create(E, F, dt, dt, dt, swish, err)) ||
        !(s->up_mm = kb_rowmm_create(E, F, dt, dt, dt, NULL, err)) ||
        !(s->down_mm = kb_rowmm_create(F, E, dt, dt, KB_DTYPE_F32, NULL, err))) {
        lib_fini(s);
        return NULL;
    }
    const size_t es = kb_dtype_size(dt);
    s->logits = kb_xaligned(sizeof(float) * (size_t)(T * X));
    s->counts = kb_xaligned(sizeof(int32_t) * (size_t)X);
    s->slot = kb_xaligned(sizeof(int32_t) * (size_t)(T * TOPK));
    s->prob = kb_xaligned(sizeof(float) * (size_t)(T * TOPK));
    s->xs = kb_xaligned(es * (size_t)(T * TOPK * E));
    s->g = kb_xaligned(es * (size_t)(T * TOPK * F));
    s->u = kb_xaligned(es * (size_t)(T * TOPK * F));
    s->ys = kb_xaligned(sizeof(float) * (size_t)(T * TOPK * E));
    return s;
}

/* Top-2 of each token's logits and their softmax; chosen[t][0..1] are expert ids. */
static void route(lib_state *s, int32_t *chosen)
{
    const int64_t X = s->x;
#pragma omp parallel for schedule(static) num_threads(s->threads)
    for (int64_t t = 0; t < s->t; t++) {
        const float *l = s->logits + t * X;
        int a = 0, b = -1;
        for (int j = 1; j < X; j++)
            if (l[j] > l[a]) a = j;
        for (int j = 0; j < X; j++)
            if (j != a && (b < 0 || l[j] > l[b])) b = j;
        chosen[t * TOPK] = a, chosen[t * TOPK + 1] = b;
        s->prob[t * TOPK] = 1.0f / (1.0f + expf(l[b] - l[a]));
        s->prob[t * TOPK + 1] = 1.0f / (1.0f + expf(l[a] - l[b]));
    }
}

/* u = g * u over the [2T][F] hidden activations, in f32, rounded to the storage type. */
static void gate_times_up(lib_state *s)
{
    const int64_t n = s->t * TOPK * s->f;
    if (s->dtype == KB_DTYPE_BF16) {
        const kb_bf16 *g = s->g;
        kb_bf16 *u = s->u;
#pragma omp parallel for simd schedule(static) num_threads(s->threads)
        for (int64_t i = 0; i < n; i++)
            u[i].bits = kb_f32_to_bf16(kb_bf16_to_f32(g[i]) * kb_bf16_to_f32(u[i])).bits;
    } else {
        const float *g = s->g;
        float *u = s->u;
#pragma omp parallel for simd schedule(static) num_threads(s->threads)
        for (int64_t i = 0; i < n; i++) u[i] *= g[i];
    }
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    lib_state *s = state;
    const int64_t T = s->t, E = s->e, X = s->x;
    const size_t row = (size_t)E * kb_dtype_size(s->dtype);
    kb_dnnl_matmul_run(s->router_mm, in[I_X], in[I_ROUTER], NULL, NULL, s->logits);

    /* chosen experts go to slot[] first, then slot[] is overwritten with the ys row */
    route(s, s->slot);
    int32_t next[64];
    KB_ASSERT(X <= 64);
    memset(s->counts, 0, sizeof(int32_t) * (size_t)X);
    for (int64_t i = 0; i < T * TOPK; i++) s->counts[s->slot[i]]++;
    for (int64_t j = 0, at = 0; j < X; j++) next[j] = (int32_t)at, at += s->counts[j];
    for (int64_t i = 0; i < T * TOPK; i++) s->slot[i] = next[s->slot[i]]++;

    const char *x = in[I_X];
#pragma omp parallel for schedule(static) num_threads(s->threads)
    for (int64_t i = 0; i < T * TOPK; i++)
        memcpy((char *)s->xs + (size_t)s->slot[i] * row, x + (size_t)(i / TOPK) * row, row);

    kb_grouped_mm_run(s->gate_mm, s->counts, X, s->xs, in[I_GATE], s->g);
    kb_grouped_mm_run(s->up_mm, s->counts, X, s->xs, in[I_UP], s->u);
    gate_times_up(s);
    kb_grouped_mm_run(s->down_mm, s->counts, X, s->u, in[I_DOWN], s->ys);

#pragma omp parallel for schedule(static) num_threads(s->threads)
    for (int64_t t = 0; t < T; t++) {
        const float pa = s->prob[t * TOPK], pb = s->prob[t * TOPK + 1];
        const float *ya = s->ys + (size_t)s->slot[t * TOPK] * (size_t)E;
        const float *yb = s->ys + (size_t)s->slot[t * TOPK + 1] * (size_t)E;
        if (s->dtype == KB_DTYPE_BF16) {
            kb_bf16 *o = (kb_bf16 *)out[0] + t * E;
#pragma omp simd
            for (int64_t e = 0; e < E; e++) o[e] = kb_f32_to_bf16(pa * ya[e] + pb * yb[e]);
        } else {
            float *o = (float *)out[0] + t * E;
#pragma omp simd
            for (int64_t e = 0; e < E; e++) o[e] = pa * ya[e] + pb * yb[e];
        }
    }
}

const kb_workload kb_wl_p10_sparse_moe = {
    .id = "p10_sparse_moe",
    .jaxbench = "10p_Sparse_MoE",
    .family = "mlp",
    .title = "Sparse MoE block, top-2 of 8 SwiGLU experts",
    .model = "Mixtral-8x7B",
    .math = "logits[t][x] = sum_e x[t][e]*router[e][x] (f32, not rounded); a, b = top-2 experts "
            "(ties: lower index);\n"
            "pa, pb = softmax(logits[t][a], logits[t][b]);\n"
            "h_x[f] = silu(sum_e x[t][e]*gate[x][e][f]) * sum_e x[t][e]*up[x][e][f];\n"
            "out[t][e] = pa * sum_f h_a[f]*down[a][f][e] + pb * sum_f h_b[f]*down[b][f][e]\n"
            "(silu(s) = s/(1+exp(-s)); f32 accumulation; h may be kept in f32 or rounded to the "
            "storage type)",
    .params = {"T", "E", "F", "X"},
    .inputs =
        {
            {.name = "x", .dims = {"T", "E"}, .init = KB_INIT_NORMAL, .scale = 1.0, .doc = "tokens, N(0,1)"},
            {.name = "router",
             .dims = {"E", "X"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "router weights, N(0,1)*0.02"},
            {.name = "gate",
             .dims = {"X", "E", "F"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "expert gate weights, N(0,1)*0.02"},
            {.name = "up",
             .dims = {"X", "E", "F"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "expert up weights, N(0,1)*0.02"},
            {.name = "down",
             .dims = {"X", "F", "E"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "expert down weights, N(0,1)*0.02"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"T", "E"}, .doc = "mixture of the two chosen experts' outputs"},
        },
    .presets =
        {
            {"tiny", {32, 512, 1792, 8}},
            {"cpu", {1024, 512, 1792, 8}},
            {"h200", {8192, 4096, 14336, 8}},
            {"tpu-v6e", {8192, 4096, 14336, 8}},
        },
    .tol_bf16 = {.atol = 2e-3, .rtol = 1e-2, .nmse = 3e-4},
    .tol_f32 = {.atol = 1e-6, .rtol = 1e-4, .nmse = 3e-9},
    /* the experts' projections rounded to bf16; the router's logits stay as specified (above) */
    .bf16_intermediates = KB_STAGED_PASS,
    .flops = flops,
    .reference = reference,
    .lib_doc = "routed: oneDNN router matmul, plain top-2/softmax and counting sort of tokens by "
               "expert, grouped oneDNN matmuls (run-time rows) for gate (swish post-op), up and "
               "down, plain gate*up and weighted-combine passes",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = lib_fini,
};
