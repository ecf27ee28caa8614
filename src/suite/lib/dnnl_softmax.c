/* dnnl_softmax.c: the oneDNN softmax (v2, accurate or log) of the lib baselines (see
 * dnnl_softmax.h). */
#include "dnnl_softmax.h"

#include <stdlib.h>

struct kb_dnnl_softmax {
    dnnl_primitive_t prim;
    dnnl_memory_t src, dst;
    char impl[64];
};

kb_dnnl_softmax *kb_dnnl_softmax_create(const kb_dnnl_softmax_desc *d, kb_err *err)
{
    KB_ASSERT(d->ndims >= 1 && d->ndims <= 4 && d->axis >= 0 && d->axis < d->ndims);
    kb_dnnl_softmax *sm = kb_xcalloc(1, sizeof *sm);
    kb_dnnl_md_t smd = kb_dnnl_md(d->ndims, d->dims, d->src);
    kb_dnnl_md_t dmd = kb_dnnl_md(d->ndims, d->dims, d->dst);
    const dnnl_alg_kind_t alg = d->log ? dnnl_softmax_log : dnnl_softmax_accurate;
    dnnl_primitive_desc_t pd = NULL;
    int rc = 0;
    if (!(sm->prim = kb_dnnl_primitive(kb_dnnl_pd_softmax(&pd, alg, smd, dmd, d->axis, NULL), &pd, "softmax",
                                       sm->impl, sizeof sm->impl, err)) ||
        !(sm->src = kb_dnnl_mem(smd, err)) || !(sm->dst = kb_dnnl_mem(dmd, err)))
        rc = -1;
    kb_dnnl_md_free(smd);
    kb_dnnl_md_free(dmd);
    if (rc) {
        kb_dnnl_softmax_destroy(sm);
        return NULL;
    }
    return sm;
}

void kb_dnnl_softmax_run(kb_dnnl_softmax *sm, const void *src, void *dst)
{
    dnnl_memory_set_data_handle(sm->src, (void *)src);
    dnnl_memory_set_data_handle(sm->dst, dst);
    dnnl_exec_arg_t args[] = {{DNNL_ARG_SRC, sm->src}, {DNNL_ARG_DST, sm->dst}};
    kb_dnnl_exec(sm->prim, (int)KB_ARRAY_LEN(args), args);
}

void kb_dnnl_softmax_destroy(kb_dnnl_softmax *sm)
{
    if (!sm) return;
    if (sm->prim) dnnl_primitive_destroy(sm->prim);
    if (sm->src) dnnl_memory_destroy(sm->src);
    if (sm->dst) dnnl_memory_destroy(sm->dst);
    free(sm);
}
