/* dnnl_norm.c: the oneDNN batch and layer normalisation of the lib baselines (see dnnl_norm.h). */
#include "dnnl_norm.h"

#include <stdlib.h>

struct kb_dnnl_norm {
    dnnl_primitive_t prim;
    /* data in and out, scale, shift, mean, variance: pointed at buffers on every call */
    dnnl_memory_t src, dst, scale, shift, mean, var;
    float *stats; /* mean then variance, f32: outputs of training mode that nobody reads */
    int64_t nstat; /* how many means (and variances) */
    bool affine;
    char impl[64];
};

kb_dnnl_norm *kb_dnnl_norm_create(const kb_dnnl_norm_desc *d, kb_err *err)
{
    kb_dnnl_norm *nm = kb_xcalloc(1, sizeof *nm);
    /* batch: [N][C][1][S], as 4-D plain (nchw) has oneDNN 2.6's ncsp_bnorm while 3-D (ncw)
     * has only bnorm_ref */
    const int ndims = d->batch ? 4 : 2;
    const int64_t dims[4] = {d->dims[0], d->dims[1], d->batch ? 1 : 0, d->dims[2]};
    /* batch: statistics and parameters per channel; layer: statistics per row, parameters per
     * column */
    const int64_t nstat = d->batch ? d->dims[1] : d->dims[0];
    const int64_t nparam = d->dims[1];
    kb_dnnl_md_t md = kb_dnnl_md(ndims, d->batch ? dims : d->dims, d->type);
    kb_dnnl_md_t smd = kb_dnnl_md(1, &nstat, KB_DTYPE_F32);
    kb_dnnl_md_t pmd = kb_dnnl_md(1, &nparam, KB_DTYPE_F32);
    const unsigned flags = d->affine ? dnnl_use_scale | dnnl_use_shift : 0;
    dnnl_primitive_desc_t pd = NULL;
    nm->affine = d->affine;
    nm->nstat = nstat;
    nm->stats = kb_xcalloc((size_t)(2 * nstat), sizeof *nm->stats);
    int rc = 0;
    if (!(nm->prim = kb_dnnl_primitive(kb_dnnl_pd_norm(&pd, d->batch, md, d->eps, flags), &pd,
                                       d->batch ? "batch normalization" : "layer normalization",
                                       nm->impl, sizeof nm->impl, err)) ||
        !(nm->src = kb_dnnl_mem(md, err)) || !(nm->dst = kb_dnnl_mem(md, err)) ||
        !(nm->mean = kb_dnnl_mem(smd, err)) || !(nm->var = kb_dnnl_mem(smd, err)) ||
        !(nm->scale = kb_dnnl_mem(pmd, err)) || !(nm->shift = kb_dnnl_mem(pmd, err)))
        rc = -1;
    kb_dnnl_md_free(md);
    kb_dnnl_md_free(smd);
    kb_dnnl_md_free(pmd);
    if (rc) {
        kb_dnnl_norm_destroy(nm);
        return NULL;
    }
    return nm;
}

void kb_dnnl_norm_run(kb_dnnl_norm *nm, const void *src, const float *scale, const float *shift,
                      void *dst)
{
    dnnl_memory_set_data_handle(nm->src, (void *)src);
    dnnl_memory_set_data_handle(nm->dst, dst);
    dnnl_memory_set_data_handle(nm->mean, nm->stats);
    dnnl_memory_set_data_handle(nm->var, nm->stats + nm->nstat);
    dnnl_exec_arg_t args[6] = {{DNNL_ARG_SRC, nm->src}, {DNNL_ARG_DST, nm->dst},
                               {DNNL_ARG_MEAN, nm->mean}, {DNNL_ARG_VARIANCE, nm->var}};
    int n = 4;
    if (nm->affine) {
        dnnl_memory_set_data_handle(nm->scale, (void *)scale);
        dnnl_memory_set_data_handle(nm->shift, (void *)shift);
        args[n++] = (dnnl_exec_arg_t){DNNL_ARG_SCALE, nm->scale};
        args[n++] = (dnnl_exec_arg_t){DNNL_ARG_SHIFT, nm->shift};
    }
    kb_dnnl_exec(nm->prim, n, args);
}

void kb_dnnl_norm_destroy(kb_dnnl_norm *nm)
{
    if (!nm) return;
    if (nm->prim) dnnl_primitive_destroy(nm->prim);
    dnnl_memory_t *mems[] = {&nm->src, &nm->dst, &nm->scale, &nm->shift, &nm->mean, &nm->var};
    for (size_t i = 0; i < KB_ARRAY_LEN(mems); i++)
        if (*mems[i]) dnnl_memory_destroy(*mems[i]);
    free(nm->stats);
    free(nm);
}
