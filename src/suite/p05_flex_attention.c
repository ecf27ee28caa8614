/* p05_flex_attention: causal attention with an additive score modifier (a per-head relative
 * position bias), flex-attention style, Llama-3.1-70B heads (JAXBench 5p).
 *
 *   s[i][j]         = sum_d q[b][h][i][d] * k[b][h][j][d] / sqrt(D) + bias[h][i][j]   j <= i
 *   out[b][h][i][d] = sum_{j <= i} softmax_j(s[i][j]) * v[b][h][j][d]
 * Tensors are head-major, JAXBench's layout: q, k, v, out [B][H][S][D]; the bias [H][S][S] is
 * shared by every batch element.
 *
 * Shapes: B batch, H heads, S sequence length, D head dimension (JAXBench: B 4, H 64, S 4096,
 * D 128; the cpu preset keeps D 128). q, k, v ~ N(0,1), so q.k/sqrt(D) has unit variance; the
 * bias ~ N(0,1)*0.5.
 *
 * Changes from JAXBench: the scales of k, v and the bias. JAXBench draws q ~ N(0,1), k, v ~
 * N(0,1)*0.02 and the bias ~ N(0,1)*0.01: the scores then have std 0.02, every softmax row is
 * uniform to about 2%, and the output is close to a plain running mean of v. We draw k, v ~
 * N(0,1) and keep JAXBench's ratio of bias to score (1:2), so the bias is N(0,1)*0.5 and both
 * terms shape the weights. Masked scores are -inf where JAXBench uses -1e30 (the same function:
 * the diagonal is always kept).
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/attention.h"

#include <math.h>
#include <stdlib.h>

enum { P_B, P_H, P_S, P_D };

/* Useful work only: the two matmuls over the S*(S+1)/2 unmasked (i, j) pairs of each (b, h),
 * D multiply-adds each, so 2 * B*H * D * S*(S+1). The bias add and the softmax are not
 * counted. */
static double flops(const kb_problem *p)
{
    const double S = (double)p->p[P_S];
    return 2.0 * (double)p->p[P_B] * (double)p->p[P_H] * (double)p->p[P_D] * S * (S + 1.0);
}

/* A perfect kernel reads q, k, v and only the causal half of the bias (S*(S+1)/2 entries per
 * head: the rest is masked), and writes out. */
static double bytes(const kb_problem *p)
{
    const double es = (double)kb_dtype_size(p->dtype), S = (double)p->p[P_S], H = (double)p->p[P_H];
    return es * (4.0 * (double)p->p[P_B] * H * S * (double)p->p[P_D] + H * S * (S + 1.0) / 2.0);
}

/* kb:reference begin */
/* One (b, h) per task. kb_ref_attn_row (src/suite/ref/attention.c) attends one query row to
 * the keys it is given, in double: s[j] = scale * q.k[j] + bias[j], out = sum_j softmax_j(s)
 * v[j]. Causality is the key count: row i is given keys 0..i and bias[h][i][0..i]. */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t B = p->p[P_B], H = p->p[P_H], S = p->p[P_S], D = p->p[P_D];
    const float *q = in[0];    /* [B][H][S][D] */
    const float *k = in[1];    /* [B][H][S][D] */
    const float *v = in[2];    /* [B][H][S][D] */
    const float *bias = in[3]; /* [H][S][S] */
    float *o = out[0];         /* [B][H][S][D] */
    const double scale = 1.0 / sqrt((double)D);
#pragma omp parallel for schedule(dynamic, 1)
    for (int64_t bh = 0; bh < B * H; bh++) {
        const int64_t h = bh % H;
        const float *kh = k + bh * S * D, *vh = v + bh * S * D;
        double *work = malloc(sizeof(double) * (size_t)S);
        KB_ASSERT(work);
        for (int64_t i = 0; i < S; i++)
            kb_ref_attn_row(q + (bh * S + i) * D, kh, D, vh, D, i + 1, D, D, scale, bias + (h * S + i) * S,
                            NULL, work, o + (bh * S + i) * D);
        free(work);
    }
}
/* kb:reference end */

/* Unfused, the way XLA runs this graph: per (b, h), a oneDNN matmul q.k^T with three fused
 * post-ops (scale, + bias[h], + causal mask as an [S][S] f32 operand of 0 / -inf) into f32
 * scores, oneDNN softmax into storage-type probabilities, oneDNN matmul p.v. */
static bool keep_causal(int64_t i, int64_t j, const void *ctx)
{
    (void)ctx;
    return j <= i;
}

/* kb_attn_square (lib/attention.h, shared with p04): the head and its mask; heads = {B, H}. */
static void *lib_init(const kb_problem *p, kb_err *err)
{
    kb_attn_square *s = kb_attn_square_create(p->p[P_S], p->p[P_D], p->dtype, true, keep_causal, NULL, err);
    if (s) s->heads[0] = p->p[P_B], s->heads[1] = p->p[P_H];
    return s;
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    kb_attn_square *s = state;
    const size_t head = s->esize * (size_t)(s->s * s->d), bias = s->esize * (size_t)(s->s * s->s);
    const int64_t H = s->heads[1];
    for (int64_t bh = 0; bh < s->heads[0] * H; bh++)
        kb_attn_head_run(s->head, (const char *)in[0] + bh * head, (const char *)in[1] + bh * head,
                         (const char *)in[2] + bh * head, (const char *)in[3] + (bh % H) * bias, s->mask,
                         (char *)out[0] + bh * head);
}

const kb_workload kb_wl_p05_flex_attention = {
    .id = "p05_flex_attention",
    .jaxbench = "5p_Flex_Attention",
    .family = "attention",
    .title = "Causal attention with an additive relative-position bias (flex attention)",
    .model = "Llama-3.1-70B heads (MaxText dot_product_attention with a score modifier)",
    .math = "s[i][j] = sum_d q[b][h][i][d]*k[b][h][j][d] / sqrt(D) + bias[h][i][j] for j <= i\n"
            "out[b][h][i][d] = sum_{j<=i} softmax_j(s[i][j]) * v[b][h][j][d]\n"
            "(f32 accumulation; probabilities may be rounded to the storage type)",
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
            {.name = "bias",
             .dims = {"H", "S", "S"},
             .init = KB_INIT_NORMAL,
             .scale = 0.5,
             .doc = "relative position bias per head, N(0,1)*0.5"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"B", "H", "S", "D"}, .doc = "attention output"},
        },
    .presets =
        {
            {"tiny", {2, 4, 64, 128}},
            {"cpu", {2, 8, 1024, 128}},
            {"h200", {4, 64, 4096, 128}},
            {"tpu-v6e", {4, 64, 4096, 128}},
        },
    /* bf16: the lib baseline rounds every probability to bf16 (relative error up to 2^-9), as
     * XLA's unfused graph does, which moves an output by up to 2^-9 * sum_j p_j |v_j|: largest
     * in rows with few keys. Its worst error was about half this bound over 60 tiny and 3 cpu
     * input sets; rtol covers the output's own rounding. f32: the lib baseline stays within
     * about 0.1 of the bound (other summation orders, a few-ulp exp). */
    .tol_bf16 = {.atol = 1.5e-2, .rtol = 1e-2, .nmse = 4e-5},
    .tol_f32 = {.atol = 1e-5, .rtol = 1e-4, .nmse = 9e-10},
    .bf16_intermediates = KB_STAGED_MARGINAL,
    .flops = flops,
    .bytes = bytes,
    .reference = reference,
    .lib_doc = "unfused like XLA: per (b, h) a oneDNN matmul q.k^T with scale, bias and "
               "causal-mask post-ops into f32 scores, oneDNN softmax into storage-type "
               "probabilities, oneDNN matmul p.v",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = kb_attn_square_free,
};
