/* dnnl_norm.c: the oneDNN layer normalisation of the lib baselines (see dnnl_norm.h). */
#include "dnnl_norm.h"

#include <stdlib.h>

struct kb_dnnl_norm {
    dnnl_primitive_t prim;
    dnnl_memory_t src, dst, mean, var; /* pointed at buffers on every call */
    float *stats; /* mean then variance per row, f32: outputs of training mode nobody reads */
    int64_t rows;
    char impl[64];
};

kb_dnnl_norm *kb_dnnl_norm_create(const kb_dnnl_norm_desc *d, kb_err *err)
{
    kb_dnnl_norm *nm = kb_xcalloc(1, sizeof *nm);
    const int64_t dims[2] = {d->rows, d->cols};
    kb_dnnl_md_t md = kb_dnnl_md(2, dims, d->type);
    kb_dnnl_md_t smd = kb_dnnl_md(1, &d->rows, KB_DTYPE_F32);
    dnnl_primitive_desc_t pd = NULL;
    nm->rows = d->rows;
    nm->stats = kb_xcalloc((size_t)(2 * d->rows), sizeof *nm->stats);
    int rc = 0;
    if (!(nm->prim = kb_dnnl_primitive(kb_dnnl_pd_lnorm(&pd, md, d->eps), &pd, "layer normalization",
                                       nm->impl, sizeof nm->impl, err)) ||
        !(nm->src = kb_dnnl_mem(md, err)) || !(nm->dst = kb_dnnl_mem(md, err)) ||
        !(nm->mean = kb_dnnl_mem(smd, err)) || !(nm->var = kb_dnnl_mem(smd, err)))
        rc = -1;
    kb_dnnl_md_free(md);
    kb_dnnl_md_free(smd);
    if (rc) {
        kb_dnnl_norm_destroy(nm);
        return NULL;
    }
    return nm;
}

void kb_dnnl_norm_run(kb_dnnl_norm *nm, const void *src, void *dst)
{
    dnnl_memory_set_data_handle(nm->src, (void *)src);
    dnnl_memory_set_data_handle(nm->dst, dst);
    dnnl_memory_set_data_handle(nm->mean, nm->stats);
    dnnl_memory_set_data_handle(nm->var, nm->stats + nm->rows);
    dnnl_exec_arg_t args[] = {{DNNL_ARG_SRC, nm->src},
                              {DNNL_ARG_DST, nm->dst},
                              {DNNL_ARG_MEAN, nm->mean},
                              {DNNL_ARG_VARIANCE, nm->var}};
    kb_dnnl_exec(nm->prim, (int)KB_ARRAY_LEN(args), args);
}

void kb_dnnl_norm_destroy(kb_dnnl_norm *nm)
{
    if (!nm) return;
    if (nm->prim) dnnl_primitive_destroy(nm->prim);
    dnnl_memory_t mems[] = {nm->src, nm->dst, nm->mean, nm->var};
    for (size_t i = 0; i < KB_ARRAY_LEN(mems); i++)
        if (mems[i]) dnnl_memory_destroy(mems[i]);
    free(nm->stats);
    free(nm);
}
