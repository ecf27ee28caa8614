/* p15_retnet_retention: multi-scale retention, the parallel form, RetNet-6.7B shapes (JAXBench
 * 15p, after its fix of the normaliser).
 *
 *   gamma_h    = 1 - 2^(-5-h)                                   per head h = 0..H-1
 *   s[i][j]    = (sum_d q[i][d] * k[j][d]) * gamma_h^(i-j)      for j <= i, 0 for j > i
 *   n[i]       = max(sum_j |s[i][j]|, 1)
 *   out[i][d]  = sum_j s[i][j] * v[j][d] / n[i]
 * separately for every batch b and head h (q, k, v, out all [B][H][S][D]). There is no softmax
 * and no 1/sqrt(D) scale: the decay mask and the abs-sum normaliser take their place.
 *
 * Shapes: B batch, H heads, S sequence length, D head dimension (JAXBench: B 4, H 16, S 4096,
 * D 256; the cpu preset keeps H 16, so all 16 decay rates from 0.969 (a ~32-token memory) to
 * 1 - 2^-20 (no decay within S), and D 256). q, k, v ~ N(0,1) as in JAXBench: scores have std
 * sqrt(D) = 16, so n[i] is the abs-sum (never the floor 1) and out[i] is a signed average of the
 * values in head h's window: O(1) in the first rows and for the short-memory heads, down to
 * ~1/sqrt(i) for the long-memory ones.
 *
 * Changes from JAXBench: none in the function. JAXBench builds the decay as exp(log(gamma) *
 * (i-j)) in f32; the reference evaluates gamma^(i-j) in double.
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/attention.h"
#include "lib/dnnl_util.h"

#include <math.h>
#include <stdlib.h>

enum { P_B, P_H, P_S, P_D };

/* Useful work only: the two matmuls over the S*(S+1)/2 unmasked (i, j) pairs of each (b, h),
 * D multiply-adds each, so 2 * B*H * D * S*(S+1). The decay, abs-sum and division (a few flops
 * per score) are not counted, nor the masked half that an unfused implementation computes.
 * (JAXBench's get_flops counts the full S^2 of both matmuls: 4*B*H*S^2*D.) */
static double flops(const kb_problem *p)
{
    const double S = (double)p->p[P_S];
    return 2.0 * (double)p->p[P_B] * (double)p->p[P_H] * (double)p->p[P_D] * S * (S + 1.0);
}

/* kb:reference begin */
/* One (b, h) pair at a time per thread, in kb_ref_attn_causal (ref/attention.c, shared with
 * p01 and p16): s[j] = sum_d q[i][d] * k[j][d] for j <= i (each sum over d in order 0, 1, 2,
 * ...), then retention_weights below, then out[i][d] = sum_j s[j] * v[j][d] / (its return
 * value). Scores, decay (pow in double), the abs-sum and the weighted values are all in double. */

/* s[j] *= decay[i - j] (decay[t] = gamma^t) for j = 0..i; returns max(sum_j |s[j]|, 1). */
static double retention_weights(void *ctx, int64_t i, double *s)
{
    const double *decay = ctx;
    double norm = 0.0;
    for (int64_t j = 0; j <= i; j++) {
        s[j] *= decay[i - j];
        norm += fabs(s[j]);
    }
    return fmax(norm, 1.0);
}

static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t B = p->p[P_B], H = p->p[P_H], S = p->p[P_S], D = p->p[P_D];
    const float *q = in[0]; /* [B][H][S][D] */
    const float *k = in[1]; /* [B][H][S][D] */
    const float *v = in[2]; /* [B][H][S][D] */
    float *o = out[0];      /* [B][H][S][D] */
#pragma omp parallel for schedule(dynamic, 1)
    for (int64_t bh = 0; bh < B * H; bh++) {
        const double gamma = 1.0 - pow(2.0, -5.0 - (double)(bh % H));
        double *decay = malloc(sizeof(double) * (size_t)S); /* [S]: gamma^t */
        KB_ASSERT(decay);
        for (int64_t t = 0; t < S; t++) decay[t] = pow(gamma, (double)t);
        kb_ref_attn_causal(q + bh * S * D, k + bh * S * D, v + bh * S * D, S, D, retention_weights, decay,
                           o + bh * S * D);
        free(decay);
    }
}
/* kb:reference end */

/* Unfused, the way XLA runs JAXBench's graph:
 *   scores = q . k^T                 oneDNN batched matmul over B*H, f32 [B*H][S][S]
 *   w      = decayed, masked scores / max(sum_j |.|, 1)
 *                                    plain pass per row, rounded to the storage type (JAXBench
 *                                    casts them to the input dtype before the second matmul);
 *                                    the decay gamma^(i-j) comes from a per-head table made once
 *                                    in lib_init (XLA folds JAXBench's decay matrix, a constant,
 *                                    at compile time)
 *   out    = w . v                   oneDNN batched matmul */
typedef struct lib_state {
    kb_dnnl_matmul *qk_mm, *wv_mm;
    int64_t bh, h, s;
    kb_dtype dtype;
    int threads;
    float *rdecay; /* [H][S]: rdecay[h][t] = gamma_h^(S-1-t), so row i reads it at S-1-i+j */
    float *scores; /* [B*H][S][S] */
    void *w;       /* [B*H][S][S], storage type */
} lib_state;

static void lib_fini(void *state)
{
    lib_state *s = state;
    if (!s) return;
    kb_dnnl_matmul_destroy(s->qk_mm);
    kb_dnnl_matmul_destroy(s->wv_mm);
    free(s->rdecay);
    free(s->scores);
    free(s->w);
    free(s);
}

static void *lib_init(const kb_problem *p, kb_err *err)
{
    const int64_t BH = p->p[P_B] * p->p[P_H], H = p->p[P_H], S = p->p[P_S], D = p->p[P_D];
    lib_state *s = kb_xcalloc(1, sizeof *s);
    *s = (lib_state){.bh = BH, .h = H, .s = S, .dtype = p->dtype, .threads = p->threads > 0 ? p->threads : 1};
    kb_dnnl_matmul_desc qk = {.batch = BH,
                              .m = S,
                              .k = D,
                              .n = S,
                              .trans_b = true,
                              .src = p->dtype,
                              .wei = p->dtype,
                              .dst = KB_DTYPE_F32};
    kb_dnnl_matmul_desc wv = {
        .batch = BH, .m = S, .k = S, .n = D, .src = p->dtype, .wei = p->dtype, .dst = p->dtype};
    if (!(s->qk_mm = kb_dnnl_matmul_create(&qk, err)) || !(s->wv_mm = kb_dnnl_matmul_create(&wv, err))) {
        lib_fini(s);
        return NULL;
    }
    s->rdecay = kb_xaligned(sizeof(float) * (size_t)(H * S));
    for (int64_t h = 0; h < H; h++) {
        const double gamma = 1.0 - pow(2.0, -5.0 - (double)h);
        for (int64_t t = 0; t < S; t++) s->rdecay[h * S + t] = (float)pow(gamma, (double)(S - 1 - t));
    }
    s->scores = kb_xaligned(sizeof(float) * (size_t)(BH * S * S));
    s->w = kb_xaligned(kb_dtype_size(p->dtype) * (size_t)(BH * S * S));
    return s;
}

/* One row: x[j] *= decay[j] for j <= i, then x / max(sum |x|, 1) into w[0..S), zeros past i. */
static void row_bf16(float *restrict x, const float *restrict decay, kb_bf16 *restrict w, int64_t i,
                     int64_t S)
{
    float norm = 0.0f;
#pragma omp simd reduction(+ : norm)
    for (int64_t j = 0; j <= i; j++) {
        x[j] *= decay[j];
        norm += fabsf(x[j]);
    }
    const float inv = 1.0f / fmaxf(norm, 1.0f);
#pragma omp simd
    for (int64_t j = 0; j <= i; j++) w[j].bits = kb_f32_to_bf16(x[j] * inv).bits;
    for (int64_t j = i + 1; j < S; j++) w[j].bits = 0;
}

static void row_f32(float *restrict x, const float *restrict decay, float *restrict w, int64_t i, int64_t S)
{
    float norm = 0.0f;
#pragma omp simd reduction(+ : norm)
    for (int64_t j = 0; j <= i; j++) {
        x[j] *= decay[j];
        norm += fabsf(x[j]);
    }
    const float inv = 1.0f / fmaxf(norm, 1.0f);
#pragma omp simd
    for (int64_t j = 0; j <= i; j++) w[j] = x[j] * inv;
    for (int64_t j = i + 1; j < S; j++) w[j] = 0.0f;
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    lib_state *s = state;
    const int64_t S = s->s, rows = s->bh * S;
    kb_dnnl_matmul_run(s->qk_mm, in[0], in[1], NULL, NULL, s->scores);
#pragma omp parallel for schedule(dynamic, 16) num_threads(s->threads)
    for (int64_t r = 0; r < rows; r++) {
        const int64_t i = r % S, h = r / S % s->h;
        const float *decay = s->rdecay + h * S + (S - 1 - i); /* decay[j] = gamma_h^(i-j) */
        if (s->dtype == KB_DTYPE_BF16)
            row_bf16(s->scores + r * S, decay, (kb_bf16 *)s->w + r * S, i, S);
        else
            row_f32(s->scores + r * S, decay, (float *)s->w + r * S, i, S);
    }
    kb_dnnl_matmul_run(s->wv_mm, s->w, in[2], NULL, NULL, out[0]);
}

const kb_workload kb_wl_p15_retnet_retention = {
    .id = "p15_retnet_retention",
    .jaxbench = "15p_RetNet_Retention",
    .family = "attention",
    .title = "Multi-scale retention (parallel form)",
    .model = "RetNet-6.7B",
    .math = "per (b, h), gamma = 1 - 2^(-5-h): s[i][j] = (sum_d q[i][d]*k[j][d]) * gamma^(i-j) "
            "for j <= i, 0 for j > i\n"
            "out[i][d] = sum_j s[i][j] * v[j][d] / max(sum_j |s[i][j]|, 1)\n"
            "(f32 accumulation; the normalised scores may be rounded to the storage type before "
            "the second product)",
    .params = {"B", "H", "S", "D"},
    .inputs =
        {
            {.name = "q",
             .dims = {"B", "H", "S", "D"},
             .init = KB_INIT_NORMAL,
             .scale = 1.0,
             .doc = "queries, N(0,1)"},
            {.name = "k",
             .dims = {"B", "H", "S", "D"},
             .init = KB_INIT_NORMAL,
             .scale = 1.0,
             .doc = "keys, N(0,1)"},
            {.name = "v",
             .dims = {"B", "H", "S", "D"},
             .init = KB_INIT_NORMAL,
             .scale = 1.0,
             .doc = "values, N(0,1)"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"B", "H", "S", "D"}, .doc = "retention output"},
        },
    .presets =
        {
            {"tiny", {1, 16, 64, 256}},
            {"cpu", {1, 16, 1024, 256}},
            {"h200", {4, 16, 4096, 256}},
            {"tpu-v6e", {4, 16, 4096, 256}},
        },
    .tol_bf16 = {.atol = 1e-2, .rtol = 1e-2, .nmse = 6e-5},
    .tol_f32 = {.atol = 2e-5, .rtol = 1e-4, .nmse = 2e-9},
    .bf16_intermediates = KB_STAGED_MARGINAL,
    .flops = flops,
    .reference = reference,
    .lib_doc = "unfused like XLA: oneDNN batched matmul q.k^T into f32 scores, a plain per-row "
               "decay/mask/abs-sum-normalise pass into storage-type weights, oneDNN batched "
               "matmul w.v",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = lib_fini,
};
