/* attention.c: reference row, unfused lib head, copy passes and page-table shuffling shared by
 * the attention workloads (see attention.h). */
#include "attention.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "../../core/rng.h"
#include "dnnl_softmax.h"
#include "dnnl_util.h"

/* ---- reference --------------------------------------------------------------------------- */

void kb_attn_ref_row(const float *q, const float *k, int64_t ldk, const float *v, int64_t ldv,
                     int64_t n, int64_t dk, int64_t dv, double scale, const float *bias,
                     const bool *keep, double *work, float *out)
{
    double mx = -INFINITY;
    for (int64_t j = 0; j < n; j++) {
        if (keep && !keep[j]) continue;
        const float *kj = k + j * ldk;
        double dot = 0.0;
        #pragma omp simd reduction(+ : dot)
        for (int64_t d = 0; d < dk; d++) dot += (double)q[d] * kj[d];
        work[j] = scale * dot + (bias ? bias[j] : 0.0);
        mx = fmax(mx, work[j]);
    }
    for (int64_t e = 0; e < dv; e++) out[e] = 0.0f;
    if (mx == -INFINITY) return; /* no key kept */
    double sum = 0.0;
    for (int64_t j = 0; j < n; j++) {
        if (keep && !keep[j]) continue;
        work[j] = exp(work[j] - mx);
        sum += work[j];
    }
    /* The weighted sum of values, in double, 64 columns at a time. */
    for (int64_t e0 = 0; e0 < dv; e0 += 64) {
        const int64_t ne = dv - e0 < 64 ? dv - e0 : 64;
        double acc[64] = {0};
        for (int64_t j = 0; j < n; j++) {
            if (keep && !keep[j]) continue;
            const double w = work[j];
            const float *vj = v + j * ldv + e0;
            #pragma omp simd
            for (int64_t e = 0; e < ne; e++) acc[e] += w * vj[e];
        }
        for (int64_t e = 0; e < ne; e++) out[e0 + e] = (float)(acc[e] / sum);
    }
}

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
        .m = d->m, .k = d->dk, .n = d->n, .trans_b = true,
        .src = d->dtype, .wei = d->dtype, .dst = KB_DTYPE_F32,
        .post = {{.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_linear, .alpha = (float)d->scale}},
    };
    int np = 1;
    if (d->bias) {
        qk.post[np] = (kb_dnnl_post){.kind = KB_POST_BINARY, .alg = dnnl_binary_add, .ndims = 2,
                                     .dims = {d->m, d->n}, .type = d->dtype};
        a->bias_arg = np++;
    }
    if (d->mask) {
        qk.post[np] = (kb_dnnl_post){.kind = KB_POST_BINARY, .alg = dnnl_binary_add, .ndims = 2,
                                     .dims = {d->m, d->n}, .type = KB_DTYPE_F32};
        a->mask_arg = np++;
    }
    kb_dnnl_softmax_desc sm = {
        .ndims = 2, .dims = {d->m, d->n}, .axis = 1, .src = KB_DTYPE_F32, .dst = d->dtype,
    };
    kb_dnnl_matmul_desc pv = {
        .m = d->m, .k = d->n, .n = d->dv, .src = d->dtype, .wei = d->dtype, .dst = d->dtype,
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

void kb_attn_head_run(kb_attn_head *a, const void *q, const void *k, const void *v,
                      const void *bias, const float *mask, void *out)
{
    const void *post[KB_DNNL_MAX_POST] = {NULL};
    if (a->bias_arg >= 0) post[a->bias_arg] = bias;
    if (a->mask_arg >= 0) post[a->mask_arg] = mask;
    kb_dnnl_matmul_run(a->qk, q, k, NULL, post, a->scores);
    kb_dnnl_softmax_run(a->sm, a->scores, a->probs);
    kb_dnnl_matmul_run(a->pv, a->probs, v, NULL, NULL, out);
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

void kb_attn_gather(const void *pages, int64_t page, int64_t heads, const int32_t *table,
                    int64_t len, int64_t nh, int64_t hstep, int64_t hoff, size_t row, void *dst,
                    int64_t ld)
{
    const int64_t np = (len + page - 1) / page;
    #pragma omp parallel for collapse(2) schedule(static)
    for (int64_t h = 0; h < nh; h++)
        for (int64_t pi = 0; pi < np; pi++) {
            const char *pg = (const char *)pages + (size_t)table[pi] * (size_t)(page * heads) * row;
            const int64_t t0 = pi * page, nt = len - t0 < page ? len - t0 : page;
            for (int64_t t = 0; t < nt; t++)
                memcpy((char *)dst + (size_t)(h * ld + t0 + t) * row,
                       pg + (size_t)(t * heads + h * hstep + hoff) * row, row);
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
