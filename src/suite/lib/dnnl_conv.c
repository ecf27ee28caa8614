/* dnnl_conv.c: forward convolution with bias and post-ops for the lib baselines (see
 * dnnl_conv.h). */
#include "dnnl_conv.h"

#include <stdlib.h>
#include <string.h>

/* A reorder, and the buffer it fills when that is not the caller's (owned). */
typedef struct conv_reorder {
    dnnl_primitive_t prim;
    dnnl_memory_t to;
} conv_reorder;

struct kb_dnnl_conv {
    dnnl_primitive_t prim;
    dnnl_memory_t src, wei, bias, dst; /* the caller's plain buffers, set per run */
    conv_reorder re_src, re_wei;       /* plain -> the primitive's layout */
    dnnl_memory_t dst_p;               /* the primitive's dst when not plain, owned */
    conv_reorder re_dst[2];            /* dst_p -> (blocked ->) the caller's dst */
    kb_dnnl_postops post;
    char impl[96];
};

int64_t kb_dnnl_conv_out(const kb_dnnl_conv_desc *d, int i)
{
    const int64_t s = d->stride[i] ? d->stride[i] : 1;
    const int64_t dil = d->dilation[i] ? d->dilation[i] : 1;
    return (d->in[i] + d->pad_l[i] + d->pad_r[i] - dil * (d->k[i] - 1) - 1) / s + 1;
}

static int mem_alloc(kb_dnnl_cmd_t md, dnnl_memory_t *m, kb_err *err)
{
    return kb_dnnl_ok(dnnl_memory_create(m, md, kb_dnnl_engine(), DNNL_MEMORY_ALLOCATE),
                      "allocate a buffer for the convolution", err);
}

/* nCw16c / nChw16c / nCdhw16c, or the 8c forms where the CPU has no AVX-512. */
static dnnl_format_tag_t blocked_tag(int nd)
{
    const dnnl_cpu_isa_t isa = dnnl_get_effective_cpu_isa();
    const bool avx512 = (isa & dnnl_cpu_isa_avx512_core) == dnnl_cpu_isa_avx512_core;
    switch (nd) {
    case 3: return avx512 ? dnnl_nCw16c : dnnl_nCw8c;
    case 4: return avx512 ? dnnl_nChw16c : dnnl_nChw8c;
    default: return avx512 ? dnnl_nCdhw16c : dnnl_nCdhw8c;
    }
}

/* A reorder from -> to; with own_to, also a buffer for its result. */
static int reorder_create(kb_dnnl_cmd_t from, kb_dnnl_cmd_t to, bool own_to, conv_reorder *r, kb_err *err)
{
    dnnl_primitive_desc_t pd = NULL;
    if (kb_dnnl_ok(
            dnnl_reorder_primitive_desc_create(&pd, from, kb_dnnl_engine(), to, kb_dnnl_engine(), NULL),
            "plan a reorder for the convolution", err))
        return -1;
    dnnl_status_t st = dnnl_primitive_create(&r->prim, pd);
    dnnl_primitive_desc_destroy(pd);
    if (kb_dnnl_ok(st, "create a reorder for the convolution", err)) return -1;
    return own_to ? mem_alloc(to, &r->to, err) : 0;
}

static void reorder_run(const conv_reorder *r, dnnl_memory_t from, dnnl_memory_t to)
{
    kb_dnnl_exec(r->prim, 2, (dnnl_exec_arg_t[]){{DNNL_ARG_FROM, from}, {DNNL_ARG_TO, to}});
}

static void reorder_destroy(conv_reorder *r)
{
    if (r->prim) dnnl_primitive_destroy(r->prim);
    if (r->to) dnnl_memory_destroy(r->to);
}

/* The reorders between the plain layouts and those the primitive settled on. dst comes back
 * through the blocked layout when the primitive chose another one (channels-last): see
 * dnnl_conv.h. The last dst reorder writes the caller's buffer. */
static int plan_reorders(kb_dnnl_conv *cv, const_dnnl_primitive_desc_t pd, int nd, kb_dnnl_cmd_t smd,
                         kb_dnnl_cmd_t wmd, kb_dnnl_cmd_t dmd, kb_err *err)
{
    kb_dnnl_cmd_t psmd = dnnl_primitive_desc_query_md(pd, dnnl_query_src_md, 0);
    kb_dnnl_cmd_t pwmd = dnnl_primitive_desc_query_md(pd, dnnl_query_weights_md, 0);
    kb_dnnl_cmd_t pdmd = dnnl_primitive_desc_query_md(pd, dnnl_query_dst_md, 0);
    if (!dnnl_memory_desc_equal(psmd, smd) && reorder_create(smd, psmd, true, &cv->re_src, err)) return -1;
    if (!dnnl_memory_desc_equal(pwmd, wmd) && reorder_create(wmd, pwmd, true, &cv->re_wei, err)) return -1;
    if (dnnl_memory_desc_equal(pdmd, dmd)) return 0;
    if (mem_alloc(pdmd, &cv->dst_p, err)) return -1;
    int64_t dims[DNNL_MAX_NDIMS];
    KB_ASSERT(kb_dnnl_md_dims(pdmd, dims) == nd);
    kb_dnnl_md_t blk = kb_dnnl_md_tag(nd, dims, kb_dnnl_md_type(pdmd), blocked_tag(nd));
    int rc;
    if (dnnl_memory_desc_equal(pdmd, blk))
        rc = reorder_create(pdmd, dmd, false, &cv->re_dst[0], err);
    else
        rc = reorder_create(pdmd, blk, true, &cv->re_dst[0], err) ||
             reorder_create(blk, dmd, false, &cv->re_dst[1], err);
    kb_dnnl_md_free(blk);
    return rc ? -1 : 0;
}

/* Plan d on `layout` (not d->layout); impl gets the implementation oneDNN offered even when it
 * is refused. */
static kb_dnnl_conv *conv_create(const kb_dnnl_conv_desc *d, kb_dnnl_conv_layout layout, char *impl,
                                 size_t impl_cap, kb_err *err);

kb_dnnl_conv *kb_dnnl_conv_create(const kb_dnnl_conv_desc *d, kb_err *err)
{
    char impl[96] = "";
    kb_dnnl_conv *cv = conv_create(d, d->layout, impl, sizeof impl, err);
    /* oneDNN 3.x has only a reference convolution for some plain-layout problems that 2.6 ran
     * as im2col + GEMM (3-D f32, k25): there the layouts oneDNN picks are its fast path */
    kb_err ignored;
    if (!cv && d->layout == KB_DNNL_CONV_PLAIN && kb_dnnl_check_impl(impl, "", &ignored)) {
        kb_err again = {{0}};
        if ((cv = conv_create(d, KB_DNNL_CONV_ANY, impl, sizeof impl, &again)))
            snprintf(cv->impl, sizeof cv->impl,
                     "%s (layouts oneDNN picks: plain had only a "
                     "reference implementation)",
                     impl);
    }
    return cv;
}

static kb_dnnl_conv *conv_create(const kb_dnnl_conv_desc *d, kb_dnnl_conv_layout layout, char *impl_out,
                                 size_t impl_cap, kb_err *err)
{
    KB_ASSERT(d->sp >= 1 && d->sp <= 3);
    KB_ASSERT(d->groups <= 1 || (d->c % d->groups == 0 && d->f % d->groups == 0));
    kb_dnnl_conv *cv = kb_xcalloc(1, sizeof *cv);
    const int nd = 2 + d->sp;
    /* grouped weights are [G][F/G][C/G][k...] to oneDNN, the same memory as [F][C/G][k...] */
    const int64_t g = d->groups > 1 ? d->groups : 1;
    const int wnd = nd + (g > 1), w0 = g > 1;
    int64_t sd[5] = {d->n, d->c}, wd[6] = {g, d->f / g, d->c / g}, dd[5] = {d->n, d->f};
    if (g == 1) wd[0] = d->f, wd[1] = d->c;
    dnnl_dims_t strides, dilates, pad_l, pad_r;
    for (int i = 0; i < d->sp; i++) {
        sd[2 + i] = d->in[i];
        wd[w0 + 2 + i] = d->k[i];
        dd[2 + i] = kb_dnnl_conv_out(d, i);
        strides[i] = d->stride[i] ? d->stride[i] : 1;
        dilates[i] = d->dilation[i] ? d->dilation[i] - 1 : 0;
        pad_l[i] = d->pad_l[i];
        pad_r[i] = d->pad_r[i];
    }
    kb_dnnl_md_t smd = kb_dnnl_md(nd, sd, d->src), wmd = kb_dnnl_md(wnd, wd, d->wei),
                 dmd = kb_dnnl_md(nd, dd, d->dst), bmd = kb_dnnl_md(1, &d->f, d->dst);
    /* what the primitive is planned on: the plain layouts, or ones it may choose */
    kb_dnnl_md_t csmd = NULL, cwmd = NULL, cdmd = NULL;
    if (layout != KB_DNNL_CONV_PLAIN) {
        dnnl_format_tag_t act = layout == KB_DNNL_CONV_ANY ? dnnl_format_tag_any : blocked_tag(nd);
        csmd = kb_dnnl_md_tag(nd, sd, kb_dnnl_type(d->src), act);
        cwmd = kb_dnnl_md_tag(wnd, wd, kb_dnnl_type(d->wei), dnnl_format_tag_any);
        cdmd = kb_dnnl_md_tag(nd, dd, kb_dnnl_type(d->dst), act);
    }

    dnnl_primitive_desc_t pd = NULL;
    for (int i = 0; i < KB_DNNL_MAX_POST && d->post[i].kind == KB_POST_BINARY; i++)
        KB_ASSERT(d->post[i].ndims == nd);
    int rc = kb_dnnl_postops_init(&cv->post, d->post, err);
    if (!rc)
        rc = kb_dnnl_plan(kb_dnnl_pd_conv(&pd, false, csmd ? csmd : smd, cwmd ? cwmd : wmd,
                                          d->bias ? bmd : NULL, cdmd ? cdmd : dmd, strides, dilates, pad_l,
                                          pad_r, cv->post.attr),
                          &pd, "convolution", cv->impl, sizeof cv->impl, err);
    snprintf(impl_out, impl_cap, "%s", cv->impl);
    if (!rc) rc = plan_reorders(cv, pd, nd, smd, wmd, dmd, err);
    if (!rc) rc = kb_dnnl_ok(dnnl_primitive_create(&cv->prim, pd), "create the convolution", err);
    if (!rc && (!(cv->src = kb_dnnl_mem(smd, err)) || !(cv->wei = kb_dnnl_mem(wmd, err)) ||
                !(cv->dst = kb_dnnl_mem(dmd, err)) || (d->bias && !(cv->bias = kb_dnnl_mem(bmd, err)))))
        rc = -1;
    if (pd) dnnl_primitive_desc_destroy(pd);
    kb_dnnl_md_t mds[] = {smd, wmd, dmd, bmd, csmd, cwmd, cdmd};
    for (size_t i = 0; i < KB_ARRAY_LEN(mds); i++) kb_dnnl_md_free(mds[i]);
    if (rc) {
        kb_dnnl_conv_destroy(cv);
        return NULL;
    }
    return cv;
}

void kb_dnnl_conv_run(kb_dnnl_conv *cv, const void *src, const void *wei, const void *bias,
                      const void *const *post_args, void *dst)
{
    dnnl_exec_arg_t args[4 + KB_DNNL_MAX_POST];
    int n = 0;
    dnnl_memory_set_data_handle(cv->src, (void *)src);
    dnnl_memory_set_data_handle(cv->wei, (void *)wei);
    dnnl_memory_set_data_handle(cv->dst, dst);
    if (cv->re_src.prim) reorder_run(&cv->re_src, cv->src, cv->re_src.to);
    if (cv->re_wei.prim) reorder_run(&cv->re_wei, cv->wei, cv->re_wei.to);
    args[n++] = (dnnl_exec_arg_t){DNNL_ARG_SRC, cv->re_src.prim ? cv->re_src.to : cv->src};
    args[n++] = (dnnl_exec_arg_t){DNNL_ARG_WEIGHTS, cv->re_wei.prim ? cv->re_wei.to : cv->wei};
    args[n++] = (dnnl_exec_arg_t){DNNL_ARG_DST, cv->dst_p ? cv->dst_p : cv->dst};
    if (cv->bias) {
        dnnl_memory_set_data_handle(cv->bias, (void *)bias);
        args[n++] = (dnnl_exec_arg_t){DNNL_ARG_BIAS, cv->bias};
    }
    n += kb_dnnl_postops_args(&cv->post, post_args, args + n);
    kb_dnnl_exec(cv->prim, n, args);
    if (cv->re_dst[1].prim) {
        reorder_run(&cv->re_dst[0], cv->dst_p, cv->re_dst[0].to);
        reorder_run(&cv->re_dst[1], cv->re_dst[0].to, cv->dst);
    } else if (cv->re_dst[0].prim) {
        reorder_run(&cv->re_dst[0], cv->dst_p, cv->dst);
    }
}

void kb_dnnl_conv_destroy(kb_dnnl_conv *cv)
{
    if (!cv) return;
    if (cv->prim) dnnl_primitive_destroy(cv->prim);
    dnnl_memory_t mems[] = {cv->src, cv->wei, cv->bias, cv->dst, cv->dst_p};
    for (size_t i = 0; i < KB_ARRAY_LEN(mems); i++)
        if (mems[i]) dnnl_memory_destroy(mems[i]);
    reorder_destroy(&cv->re_src);
    reorder_destroy(&cv->re_wei);
    reorder_destroy(&cv->re_dst[0]);
    reorder_destroy(&cv->re_dst[1]);
    kb_dnnl_postops_fini(&cv->post);
    free(cv);
}
