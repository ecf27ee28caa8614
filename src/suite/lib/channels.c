/* channels.c: per-plane statistics and affine maps over NC[D]HW tensors for the lib baselines
 * (see channels.h). */
#include "channels.h"
#include "../../core/rng.h"

#include <math.h>
#include <stdlib.h>

void kb_chan_moments(const float *x, int64_t planes, int64_t len, double *mean, double *m2, int threads)
{
#pragma omp parallel for schedule(static) num_threads(threads)
    for (int64_t p = 0; p < planes; p++) {
        const float *xp = x + p * len;
        double s = 0;
#pragma omp simd reduction(+ : s)
        for (int64_t i = 0; i < len; i++) s += xp[i];
        const double mu = s / (double)len;
        mean[p] = mu;
        if (!m2) continue;
        double ss = 0;
#pragma omp simd reduction(+ : ss)
        for (int64_t i = 0; i < len; i++) {
            const double d = xp[i] - mu;
            ss += d * d;
        }
        m2[p] = ss;
    }
}

void kb_chan_pool(const double *mean, const double *m2, int64_t outer, int64_t k, int64_t inner, int64_t len,
                  double *set_mean, double *set_m2)
{
    for (int64_t o = 0; o < outer; o++)
        for (int64_t i = 0; i < inner; i++) {
            double mu = 0;
            for (int64_t j = 0; j < k; j++) mu += mean[(o * k + j) * inner + i];
            mu /= (double)k;
            double ss = 0;
            for (int64_t j = 0; j < k; j++) {
                const int64_t q = (o * k + j) * inner + i;
                const double d = mean[q] - mu;
                ss += m2[q] + (double)len * d * d;
            }
            set_mean[o * inner + i] = mu;
            set_m2[o * inner + i] = ss;
        }
}

static float load(const void *v, kb_dtype t, int64_t i)
{
    return t == KB_DTYPE_BF16 ? kb_bf16_to_f32(((const kb_bf16 *)v)[i]) : ((const float *)v)[i];
}

void kb_chan_norm_affine(const double *set_mean, const double *set_m2, double count, int64_t N, int64_t C,
                         int64_t set_n, int64_t set_c, const void *gamma, const void *beta, kb_dtype t,
                         double eps, float *a, float *b)
{
    for (int64_t n = 0; n < N; n++)
        for (int64_t c = 0; c < C; c++) {
            const int64_t s = n * set_n + c / set_c;
            const double g = gamma ? load(gamma, t, c) : 1.0, be = beta ? load(beta, t, c) : 0.0;
            const double scale = g / sqrt(set_m2[s] / count + eps);
            a[n * C + c] = (float)scale;
            b[n * C + c] = (float)(be - set_mean[s] * scale);
        }
}

void kb_chan_affine_store(const float *x, int64_t planes, int64_t len, const float *a, const float *b,
                          kb_dtype t, void *y, int threads)
{
#pragma omp parallel for schedule(static) num_threads(threads)
    for (int64_t p = 0; p < planes; p++) {
        const float *restrict xp = x + p * len;
        const float ap = a[p], bp = b[p];
        if (t == KB_DTYPE_BF16) {
            kb_bf16 *restrict yp = (kb_bf16 *)y + p * len;
#pragma omp simd
            for (int64_t i = 0; i < len; i++) yp[i] = kb_f32_to_bf16(ap * xp[i] + bp);
        } else {
            float *restrict yp = (float *)y + p * len;
#pragma omp simd
            for (int64_t i = 0; i < len; i++) yp[i] = ap * xp[i] + bp;
        }
    }
}

void kb_chan_images(uint64_t seed, uint64_t stream, int64_t n, int64_t c, int64_t plane, float *x)
{
    /* per-plane draws on stream + 2^32, so they never share a counter with the values */
    const uint64_t pstream = stream + ((uint64_t)1 << 32);
#pragma omp parallel for schedule(static)
    for (int64_t p = 0; p < n * c; p++) {
        const double lo = 0.5 * kb_rng_uniform(seed, pstream, 2 * (uint64_t)p);
        const double span = (1.0 - lo) * (0.25 + 0.75 * kb_rng_uniform(seed, pstream, 2 * (uint64_t)p + 1));
        for (int64_t i = 0; i < plane; i++) {
            const uint64_t k = (uint64_t)(p * plane + i);
            x[p * plane + i] = (float)(lo + span * kb_rng_uniform(seed, stream, k));
        }
    }
}

struct kb_chan_eltwise {
    dnnl_primitive_t prim;
    dnnl_memory_t mem;
    kb_dnnl_postops post;
};

kb_chan_eltwise *kb_chan_eltwise_create(int64_t n, dnnl_alg_kind_t op, float alpha, float beta,
                                        const kb_dnnl_post *post, kb_err *err)
{
    kb_chan_eltwise *e = kb_xcalloc(1, sizeof *e);
    kb_dnnl_md_t md = kb_dnnl_md(1, &n, KB_DTYPE_F32);
    const kb_dnnl_post none[1] = {{.kind = KB_POST_NONE}};
    dnnl_primitive_desc_t pd = NULL;
    const int rc =
        kb_dnnl_postops_init(&e->post, post ? post : none, err) ||
        !(e->prim = kb_dnnl_primitive(kb_dnnl_pd_eltwise(&pd, op, md, md, alpha, beta, e->post.attr), &pd,
                                      "elementwise op", NULL, 0, err)) ||
        !(e->mem = kb_dnnl_mem(md, err));
    kb_dnnl_md_free(md);
    if (rc) {
        kb_chan_eltwise_destroy(e);
        return NULL;
    }
    return e;
}

void kb_chan_eltwise_run(kb_chan_eltwise *e, float *y)
{
    dnnl_memory_set_data_handle(e->mem, y);
    kb_dnnl_exec(e->prim, 2, (dnnl_exec_arg_t[]){{DNNL_ARG_SRC, e->mem}, {DNNL_ARG_DST, e->mem}});
}

void kb_chan_eltwise_destroy(kb_chan_eltwise *e)
{
    if (!e) return;
    if (e->prim) dnnl_primitive_destroy(e->prim);
    if (e->mem) dnnl_memory_destroy(e->mem);
    kb_dnnl_postops_fini(&e->post);
    free(e);
}
