/* dnnl_pool.c: the oneDNN pooling of the lib baselines (see dnnl_pool.h). */
#include "dnnl_pool.h"

#include <stdlib.h>

struct kb_dnnl_pool {
    dnnl_primitive_t prim;
    dnnl_memory_t src, dst;
    char impl[64];
};

kb_dnnl_pool *kb_dnnl_pool_create(const kb_dnnl_pool_desc *d, kb_err *err)
{
    KB_ASSERT(d->dims >= 1 && d->dims <= 3);
    kb_dnnl_pool *pl = kb_xcalloc(1, sizeof *pl);
    int64_t sdims[5] = {d->n, d->c}, ddims[5] = {d->n, d->c};
    int64_t stride[3], kernel[3], dil[3], pad_l[3], pad_r[3];
    for (int a = 0; a < d->dims; a++) {
        sdims[2 + a] = d->in[a];
        ddims[2 + a] = d->out[a];
        stride[a] = d->stride[a] ? d->stride[a] : 1;
        kernel[a] = d->kernel[a];
        dil[a] = d->dilation[a] ? d->dilation[a] - 1 : 0;
        pad_l[a] = d->pad[a];
        /* the last window ends at (out - 1) * stride + (kernel - 1) * dilation - pad_l */
        pad_r[a] = (d->out[a] - 1) * stride[a] + (kernel[a] - 1) * (dil[a] + 1) + 1 - pad_l[a] - d->in[a];
    }
    kb_dnnl_md_t smd = kb_dnnl_md(2 + d->dims, sdims, d->type);
    kb_dnnl_md_t dmd = kb_dnnl_md(2 + d->dims, ddims, d->type);
    const dnnl_alg_kind_t alg = d->avg ? dnnl_pooling_avg_include_padding : dnnl_pooling_max;
    dnnl_primitive_desc_t pd = NULL;
    int rc = 0;
    if (!(pl->prim = kb_dnnl_primitive(kb_dnnl_pd_pool(&pd, alg, smd, dmd, stride, kernel, dil, pad_l, pad_r),
                                       &pd, "pooling", pl->impl, sizeof pl->impl, err)) ||
        !(pl->src = kb_dnnl_mem(smd, err)) || !(pl->dst = kb_dnnl_mem(dmd, err)))
        rc = -1;
    kb_dnnl_md_free(smd);
    kb_dnnl_md_free(dmd);
    if (rc) {
        kb_dnnl_pool_destroy(pl);
        return NULL;
    }
    return pl;
}

void kb_dnnl_pool_run(kb_dnnl_pool *pl, const void *src, void *dst)
{
    dnnl_memory_set_data_handle(pl->src, (void *)src);
    dnnl_memory_set_data_handle(pl->dst, dst);
    dnnl_exec_arg_t args[] = {{DNNL_ARG_SRC, pl->src}, {DNNL_ARG_DST, pl->dst}};
    kb_dnnl_exec(pl->prim, (int)KB_ARRAY_LEN(args), args);
}

void kb_dnnl_pool_destroy(kb_dnnl_pool *pl)
{
    if (!pl) return;
    if (pl->prim) dnnl_primitive_destroy(pl->prim);
    if (pl->src) dnnl_memory_destroy(pl->src);
    if (pl->dst) dnnl_memory_destroy(pl->dst);
    free(pl);
}
