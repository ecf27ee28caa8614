/* dnnl_deconv.c: forward deconvolution with bias and post-ops for the lib baselines (see
 * dnnl_deconv.h). */
#include "dnnl_deconv.h"

#include <stdlib.h>

struct kb_dnnl_deconv {
    dnnl_primitive_t prim;
    dnnl_memory_t src, wei, bias, dst; /* the caller's plain buffers, set per run */
    dnnl_primitive_t re_src, re_wei;   /* plain -> the primitive's layout */
    dnnl_memory_t src_p, wei_p;        /* their results, owned */
    dnnl_primitive_t re_dst[2];        /* the primitive's dst (-> blocked) -> plain */
    dnnl_memory_t dst_p, dst_b;        /* the primitive's dst and the blocked step, owned */
    kb_dnnl_postops post;
    char impl[96];
};

int64_t kb_dnnl_deconv_out(const kb_dnnl_deconv_desc *d, int i)
{
    const int64_t s = d->stride[i] ? d->stride[i] : 1;
    const int64_t dil = d->dilation[i] ? d->dilation[i] : 1;
    return (d->in[i] - 1) * s - d->pad_l[i] - d->pad_r[i] + dil * (d->k[i] - 1) + 1 + d->out_pad[i];
}

/* The channel-blocked activation layout: 16 channels a block with AVX-512, else 8. */
static dnnl_format_tag_t blocked_tag(int nd)
{
    const bool wide = (dnnl_get_effective_cpu_isa() & dnnl_cpu_isa_avx512_core) == dnnl_cpu_isa_avx512_core;
    if (nd == 3) return wide ? dnnl_nCw16c : dnnl_nCw8c;
    if (nd == 4) return wide ? dnnl_nChw16c : dnnl_nChw8c;
    return wide ? dnnl_nCdhw16c : dnnl_nCdhw8c;
}

static int owned(kb_dnnl_cmd_t md, dnnl_memory_t *m, kb_err *err)
{
    return kb_dnnl_ok(dnnl_memory_create(m, md, kb_dnnl_engine(), DNNL_MEMORY_ALLOCATE),
                      "allocate a buffer for the deconvolution", err);
}

static int reorder(kb_dnnl_cmd_t from, kb_dnnl_cmd_t to, dnnl_primitive_t *r, kb_err *err)
{
    dnnl_primitive_desc_t pd = NULL;
    if (kb_dnnl_ok(
            dnnl_reorder_primitive_desc_create(&pd, from, kb_dnnl_engine(), to, kb_dnnl_engine(), NULL),
            "plan a reorder for the deconvolution", err))
        return -1;
    const dnnl_status_t st = dnnl_primitive_create(r, pd);
    dnnl_primitive_desc_destroy(pd);
    return kb_dnnl_ok(st, "create a reorder for the deconvolution", err);
}

static void reorder_run(dnnl_primitive_t r, dnnl_memory_t from, dnnl_memory_t to)
{
    kb_dnnl_exec(r, 2, (dnnl_exec_arg_t[]){{DNNL_ARG_FROM, from}, {DNNL_ARG_TO, to}});
}

/* Reorders between the caller's layouts (smd, wmd, dmd) and those the primitive chose. */
static int plan_reorders(kb_dnnl_deconv *dc, int nd, kb_dnnl_cmd_t smd, kb_dnnl_cmd_t wmd, kb_dnnl_cmd_t dmd,
                         kb_err *err)
{
    const_dnnl_primitive_desc_t pd = NULL;
    KB_ASSERT(dnnl_primitive_get_primitive_desc(dc->prim, &pd) == dnnl_success);
    kb_dnnl_cmd_t ps = dnnl_primitive_desc_query_md(pd, dnnl_query_src_md, 0);
    kb_dnnl_cmd_t pw = dnnl_primitive_desc_query_md(pd, dnnl_query_weights_md, 0);
    kb_dnnl_cmd_t pdst = dnnl_primitive_desc_query_md(pd, dnnl_query_dst_md, 0);
    if (!dnnl_memory_desc_equal(ps, smd) &&
        (reorder(smd, ps, &dc->re_src, err) || owned(ps, &dc->src_p, err)))
        return -1;
    if (!dnnl_memory_desc_equal(pw, wmd) &&
        (reorder(wmd, pw, &dc->re_wei, err) || owned(pw, &dc->wei_p, err)))
        return -1;
    if (dnnl_memory_desc_equal(pdst, dmd)) return 0;
    if (owned(pdst, &dc->dst_p, err)) return -1;
    /* channels-last -> plain goes through the blocked layout: see dnnl_conv.h */
    int64_t dims[DNNL_MAX_NDIMS];
    KB_ASSERT(kb_dnnl_md_dims(pdst, dims) == nd);
    kb_dnnl_md_t blk = kb_dnnl_md_tag(nd, dims, kb_dnnl_md_type(pdst), blocked_tag(nd));
    int rc;
    if (dnnl_memory_desc_equal(pdst, blk))
        rc = reorder(pdst, dmd, &dc->re_dst[0], err);
    else
        rc = reorder(pdst, blk, &dc->re_dst[0], err) || owned(blk, &dc->dst_b, err) ||
             reorder(blk, dmd, &dc->re_dst[1], err);
    kb_dnnl_md_free(blk);
    return rc ? -1 : 0;
}

kb_dnnl_deconv *kb_dnnl_deconv_create(const kb_dnnl_deconv_desc *d, kb_err *err)
{
    KB_ASSERT(d->sp >= 1 && d->sp <= 3);
    const int64_t g = d->groups > 1 ? d->groups : 1;
    KB_ASSERT(d->c % g == 0 && d->f % g == 0);
    kb_dnnl_deconv *dc = kb_xcalloc(1, sizeof *dc);
    const int nd = 2 + d->sp, wnd = nd + (g > 1), w0 = g > 1;
    int64_t sd[5] = {d->n, d->c}, dd[5] = {d->n, d->f}, ksize = 1;
    dnnl_dims_t wd = {g, d->f / g, d->c / g}, ws, strides, dilates, pad_l, pad_r;
    if (g == 1) wd[0] = d->f, wd[1] = d->c;
    for (int i = 0; i < d->sp; i++) {
        sd[2 + i] = d->in[i];
        dd[2 + i] = kb_dnnl_deconv_out(d, i);
        wd[w0 + 2 + i] = d->k[i];
        strides[i] = d->stride[i] ? d->stride[i] : 1;
        dilates[i] = d->dilation[i] ? d->dilation[i] - 1 : 0;
        pad_l[i] = d->pad_l[i];
        pad_r[i] = d->pad_r[i] - d->out_pad[i]; /* output padding: less cut at the high end */
    }
    /* weights: logical ([G]) [F/G][C/G][k...] over storage [C][F/G][k...], which is
     * [G][C/G][F/G][k...] */
    for (int i = wnd - 1; i >= w0 + 2; i--) ws[i] = ksize, ksize *= d->k[i - w0 - 2];
    ws[w0] = ksize, ws[w0 + 1] = ksize * (d->f / g);
    if (g > 1) ws[0] = ksize * (d->f / g) * (d->c / g);
    kb_dnnl_md_t wmd = kb_dnnl_md_strides(wnd, wd, kb_dnnl_type(d->wei), ws);
    kb_dnnl_md_t smd = kb_dnnl_md(nd, sd, d->src), dmd = kb_dnnl_md(nd, dd, d->dst),
                 bmd = kb_dnnl_md(1, &d->f, d->dst);
    /* what the primitive is planned on: the plain layouts, or ones it may choose */
    kb_dnnl_md_t psmd = NULL, pwmd = NULL, pdmd = NULL;
    if (d->layout != KB_DNNL_CONV_PLAIN) {
        const dnnl_format_tag_t act = d->layout == KB_DNNL_CONV_ANY ? dnnl_format_tag_any : blocked_tag(nd);
        psmd = kb_dnnl_md_tag(nd, sd, kb_dnnl_type(d->src), act);
        pdmd = kb_dnnl_md_tag(nd, dd, kb_dnnl_type(d->dst), act);
        pwmd = kb_dnnl_md_tag(wnd, wd, kb_dnnl_type(d->wei), dnnl_format_tag_any);
    }
    dnnl_primitive_desc_t pd = NULL;
    int rc = kb_dnnl_postops_init(&dc->post, d->post, err);
    if (!rc && !(dc->prim = kb_dnnl_primitive(kb_dnnl_pd_conv(&pd, true, psmd ? psmd : smd, pwmd ? pwmd : wmd,
                                                              d->bias ? bmd : NULL, pdmd ? pdmd : dmd,
                                                              strides, dilates, pad_l, pad_r, dc->post.attr),
                                              &pd, "deconvolution", dc->impl, sizeof dc->impl, err)))
        rc = -1;
    if (!rc) rc = plan_reorders(dc, nd, smd, wmd, dmd, err);
    if (!rc && (!(dc->src = kb_dnnl_mem(smd, err)) || !(dc->wei = kb_dnnl_mem(wmd, err)) ||
                !(dc->dst = kb_dnnl_mem(dmd, err)) || (d->bias && !(dc->bias = kb_dnnl_mem(bmd, err)))))
        rc = -1;
    kb_dnnl_md_t mds[] = {smd, wmd, dmd, bmd, psmd, pwmd, pdmd};
    for (size_t i = 0; i < KB_ARRAY_LEN(mds); i++) kb_dnnl_md_free(mds[i]);
    if (rc) {
        kb_dnnl_deconv_destroy(dc);
        return NULL;
    }
    return dc;
}

void kb_dnnl_deconv_run(kb_dnnl_deconv *dc, const void *src, const void *wei, const void *bias,
                        const void *const *post_args, void *dst)
{
    dnnl_exec_arg_t args[4 + KB_DNNL_MAX_POST];
    int n = 0;
    dnnl_memory_set_data_handle(dc->src, (void *)src);
    dnnl_memory_set_data_handle(dc->wei, (void *)wei);
    dnnl_memory_set_data_handle(dc->dst, dst);
    if (dc->re_src) reorder_run(dc->re_src, dc->src, dc->src_p);
    if (dc->re_wei) reorder_run(dc->re_wei, dc->wei, dc->wei_p);
    args[n++] = (dnnl_exec_arg_t){DNNL_ARG_SRC, dc->re_src ? dc->src_p : dc->src};
    args[n++] = (dnnl_exec_arg_t){DNNL_ARG_WEIGHTS, dc->re_wei ? dc->wei_p : dc->wei};
    args[n++] = (dnnl_exec_arg_t){DNNL_ARG_DST, dc->dst_p ? dc->dst_p : dc->dst};
    if (dc->bias) {
        dnnl_memory_set_data_handle(dc->bias, (void *)bias);
        args[n++] = (dnnl_exec_arg_t){DNNL_ARG_BIAS, dc->bias};
    }
    n += kb_dnnl_postops_args(&dc->post, post_args, args + n);
    kb_dnnl_exec(dc->prim, n, args);
    if (dc->re_dst[1]) {
        reorder_run(dc->re_dst[0], dc->dst_p, dc->dst_b);
        reorder_run(dc->re_dst[1], dc->dst_b, dc->dst);
    } else if (dc->re_dst[0]) {
        reorder_run(dc->re_dst[0], dc->dst_p, dc->dst);
    }
}

void kb_dnnl_deconv_destroy(kb_dnnl_deconv *dc)
{
    if (!dc) return;
    dnnl_primitive_t prims[] = {dc->prim, dc->re_src, dc->re_wei, dc->re_dst[0], dc->re_dst[1]};
    for (size_t i = 0; i < KB_ARRAY_LEN(prims); i++)
        if (prims[i]) dnnl_primitive_destroy(prims[i]);
    dnnl_memory_t mems[] = {dc->src, dc->wei, dc->bias, dc->dst, dc->src_p, dc->wei_p, dc->dst_p, dc->dst_b};
    for (size_t i = 0; i < KB_ARRAY_LEN(mems); i++)
        if (mems[i]) dnnl_memory_destroy(mems[i]);
    kb_dnnl_postops_fini(&dc->post);
    free(dc);
}
