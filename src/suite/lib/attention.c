/* attention.c: unfused lib head, copy passes and page-table shuffling shared by the attention
 * workloads (see attention.h). */
#include "attention.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "../../core/rng.h"
#include "dnnl_softmax.h"
#include "dnnl_util.h"

/* ---- lib baseline: one head -------------------------------------------------------------- */

struct kb_attn_head {
    kb_dnnl_matmul *qk, *pv;
    kb_dnnl_softmax *sm;
    int bias_arg, mask_arg; /* post-op slots of the two additive operands, -1 if absent */
    float *scores;          /* [m][n] f32 */
    void *probs;            /* [m][n] storage type */
};

void kb_attn_head_destroy(kb_attn_head *a)
{
    if (!a) return;
    kb_dnnl_matmul_destroy(a->qk);
    kb_dnnl_matmul_destroy(a->pv);
    kb_dnnl_softmax_destroy(a->sm);
    free(a->scores);
    free(a->probs);
    free(a);
}

kb_attn_head *kb_attn_head_create(const kb_attn_head_desc *d, kb_err *err)
{
    kb_attn_head *a = kb_xcalloc(1, sizeof *a);
    a->bias_arg = a->mask_arg = -1;
    kb_dnnl_matmul_desc qk = {
        .m = d->m,
        .k = d->dk,
        .n = d->n,
        .trans_b = true,
        .src = d->dtype,
        .wei = d->dtype,
        .dst = KB_DTYPE_F32,
        .post = {{.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_linear, .alpha = (float)d->scale}},
    };
    int np = 1;
    if (d->bias) {
        qk.post[np] = (kb_dnnl_post){.kind = KB_POST_BINARY,
                                     .alg = dnnl_binary_add,
                                     .ndims = 2,
                                     .dims = {d->m, d->n},
                                     .type = d->dtype};
        a->bias_arg = np++;
    }
    if (d->mask) {
        qk.post[np] = (kb_dnnl_post){.kind = KB_POST_BINARY,
                                     .alg = dnnl_binary_add,
                                     .ndims = 2,
                                     .dims = {d->m, d->n},
                                     .type = KB_DTYPE_F32};
        a->mask_arg = np++;
    }
    kb_dnnl_softmax_desc sm = {
        .ndims = 2,
        .dims = {d->m, d->n},
        .axis = 1,
        .src = KB_DTYPE_F32,
        .dst = d->dtype,
    };
    kb_dnnl_matmul_desc pv = {
        .m = d->m,
        .k = d->n,
        .n = d->dv,
        .src = d->dtype,
        .wei = d->dtype,
        .dst = d->dtype,
    };
    if (!(a->qk = kb_dnnl_matmul_create(&qk, err)) || !(a->sm = kb_dnnl_softmax_create(&sm, err)) ||
        !(a->pv = kb_dnnl_matmul_create(&pv, err))) {
        kb_attn_head_destroy(a);
        return NULL;
    }
    a->scores = kb_xaligned(sizeof(float) * (size_t)(d->m * d->n));
    a->probs = kb_xaligned(kb_dtype_size(d->dtype) * (size_t)(d->m * d->n));
    return a;
}

void kb_attn_head_run(kb_attn_head *a, const void *q, const void *k, const void *v, const void *bias,
                      const float *mask, void *out)
{
    const void *post[KB_DNNL_MAX_POST] = {NULL};
    if (a->bias_arg >= 0) post[a->bias_arg] = bias;
    if (a->mask_arg >= 0) post[a->mask_arg] = mask;
    kb_dnnl_matmul_run(a->qk, q, k, NULL, post, a->scores);
    kb_dnnl_softmax_run(a->sm, a->scores, a->probs);
    kb_dnnl_matmul_run(a->pv, a->probs, v, NULL, NULL, out);
}

/* ---- lib baseline: the masked square-head state ------------------------------------------ */

void kb_attn_square_free(void *state)
{
    kb_attn_square *s = state;
    if (!s) return;
    kb_attn_head_destroy(s->head);
    free(s->mask);
    free(s);
}

kb_attn_square *kb_attn_square_create(int64_t S, int64_t D, kb_dtype dtype, bool bias, kb_attn_keep keep,
                                      const void *ctx, kb_err *err)
{
    kb_attn_square *s = kb_xcalloc(1, sizeof *s);
    s->s = S, s->d = D, s->esize = kb_dtype_size(dtype);
    kb_attn_head_desc hd = {
        .m = S,
        .n = S,
        .dk = D,
        .dv = D,
        .dtype = dtype,
        .scale = 1.0 / sqrt((double)D),
        .bias = bias,
        .mask = true,
    };
    if (!(s->head = kb_attn_head_create(&hd, err))) {
        kb_attn_square_free(s);
        return NULL;
    }
    s->mask = kb_xaligned(sizeof(float) * (size_t)(S * S));
    for (int64_t i = 0; i < S; i++)
        for (int64_t j = 0; j < S; j++) s->mask[i * S + j] = keep(i, j, ctx) ? 0.0f : -INFINITY;
    return s;
}

/* ---- copy passes ------------------------------------------------------------------------- */

void kb_attn_swap(const void *src, void *dst, int64_t na, int64_t nb, int64_t nc, size_t row)
{
#pragma omp parallel for collapse(2) schedule(static)
    for (int64_t a = 0; a < na; a++)
        for (int64_t c = 0; c < nc; c++) {
            char *d = (char *)dst + (size_t)((a * nc + c) * nb) * row;
            const char *s = (const char *)src + (size_t)((a * nb) * nc + c) * row;
            for (int64_t b = 0; b < nb; b++) memcpy(d + (size_t)b * row, s + (size_t)(b * nc) * row, row);
        }
}

void kb_attn_gather(const void *pages, int64_t page, int64_t heads, int64_t nh, int64_t hstep, int64_t hoff,
                    size_t row, const int32_t *table, int64_t pps, const int32_t *lens, int64_t nseq,
                    int64_t cap, bool zero_tail, void *dst)
{
    const int64_t npages = (cap + page - 1) / page; /* page slots of one sequence */
#pragma omp parallel for collapse(3) schedule(static)
    for (int64_t b = 0; b < nseq; b++)
        for (int64_t h = 0; h < nh; h++)
            for (int64_t pi = 0; pi < npages; pi++) {
                const int64_t t0 = pi * page, t1 = KB_MIN(t0 + page, cap);
                const int64_t valid = KB_MAX(0, KB_MIN(t1, (int64_t)lens[b]) - t0);
                char *d = (char *)dst + (size_t)((b * nh + h) * cap + t0) * row;
                if (valid > 0) {
                    const char *pg =
                        (const char *)pages + (size_t)table[b * pps + pi] * (size_t)(page * heads) * row;
                    for (int64_t t = 0; t < valid; t++)
                        memcpy(d + (size_t)t * row, pg + (size_t)(t * heads + h * hstep + hoff) * row, row);
                }
                if (zero_tail && t1 - t0 > valid)
                    memset(d + (size_t)valid * row, 0, (size_t)(t1 - t0 - valid) * row);
            }
}

/* ---- input generation -------------------------------------------------------------------- */

void kb_attn_permutation(uint64_t seed, uint64_t stream, int32_t *dst, int64_t n)
{
    for (int64_t i = 0; i < n; i++) dst[i] = (int32_t)i;
    for (int64_t i = n - 1; i > 0; i--) { /* Fisher-Yates */
        int64_t j = (int64_t)(kb_rng_uniform(seed, stream, (uint64_t)i) * (double)(i + 1));
        int32_t t = dst[i];
        dst[i] = dst[j];
        dst[j] = t;
    }
}

void kb_attn_lengths(uint64_t seed, uint64_t stream, int64_t n, int64_t maxlen, int64_t short_below,
                     int64_t total, int32_t *dst)
{
    KB_ASSERT(n >= 1 && total >= n && total <= n * maxlen);
    int32_t *slot = kb_xmalloc(sizeof(int32_t) * (size_t)n);
    kb_attn_permutation(seed, stream, slot, n);
    int64_t fixed = 0, first = 1; /* slots slot[0 .. first) have their length already */
    dst[slot[0]] = (int32_t)maxlen;
    fixed += maxlen;
    if (n >= 3) {
        const double u = kb_rng_uniform(seed, stream + 1, 0);
        dst[slot[1]] = (int32_t)(1 + (int64_t)(u * (double)(short_below - 1)));
        fixed += dst[slot[1]];
        first = 2;
    }
    /* The rest: weights u^2 (skewed short), at least 1 each, then +-1 steps to the exact sum. */
    const int64_t rest = n - first, want = total - fixed;
    KB_ASSERT(rest == 0 ? want == 0 : want >= rest && want <= rest * maxlen);
    double wsum = 0;
    double *w = kb_xmalloc(sizeof(double) * (size_t)KB_MAX(rest, 1));
    for (int64_t i = 0; i < rest; i++) {
        const double u = kb_rng_uniform(seed, stream + 2, (uint64_t)i);
        w[i] = 0.02 + u * u;
        wsum += w[i];
    }
    int64_t have = 0;
    for (int64_t i = 0; i < rest; i++) {
        const int64_t l = 1 + (int64_t)(w[i] / wsum * (double)(want - rest));
        dst[slot[first + i]] = (int32_t)KB_MIN(l, maxlen);
        have += dst[slot[first + i]];
    }
    for (int64_t i = 0; have != want; i = (i + 1) % rest) {
        int32_t *l = &dst[slot[first + i]];
        const int64_t step = have < want ? KB_MIN(want - have, maxlen - *l) : -KB_MIN(have - want, *l - 1);
        *l = (int32_t)(*l + step);
        have += step;
    }
    free(w);
    free(slot);
}
