/* dnnl_util.c: engine, memory and matmul helpers for the lib baselines (see dnnl_util.h). */
#include "dnnl_util.h"

#include <stdlib.h>
#include <string.h>

static dnnl_engine_t engine;
static dnnl_stream_t stream;

static void init_once(void)
{
    if (engine) return;
    KB_ASSERT(dnnl_engine_create(&engine, dnnl_cpu, 0) == dnnl_success);
    KB_ASSERT(dnnl_stream_create(&stream, engine, dnnl_stream_default_flags) == dnnl_success);
}

dnnl_engine_t kb_dnnl_engine(void) { init_once(); return engine; }
dnnl_stream_t kb_dnnl_stream(void) { init_once(); return stream; }

dnnl_data_type_t kb_dnnl_type(kb_dtype t)
{
    switch (t) {
    case KB_DTYPE_BF16: return dnnl_bf16;
    case KB_DTYPE_F32: return dnnl_f32;
    case KB_DTYPE_I32: return dnnl_s32;
    }
    return dnnl_data_type_undef;
}

int kb_dnnl_ok(dnnl_status_t st, const char *what, kb_err *err)
{
    if (st == dnnl_success) return 0;
    kb_err_set(err, "oneDNN could not %s (status %d): the lib baseline is unavailable for this "
                    "shape/dtype on this CPU", what, (int)st);
    return -1;
}

dnnl_memory_desc_t kb_dnnl_md(int ndims, const int64_t *dims, kb_dtype t)
{
    dnnl_memory_desc_t md;
    dnnl_dims_t d, strides;
    int64_t s = 1;
    for (int i = ndims - 1; i >= 0; i--) {
        d[i] = dims[i];
        strides[i] = s;
        s *= dims[i];
    }
    KB_ASSERT(dnnl_memory_desc_init_by_strides(&md, ndims, d, kb_dnnl_type(t), strides) == dnnl_success);
    return md;
}

dnnl_memory_t kb_dnnl_mem(const dnnl_memory_desc_t *md, kb_err *err)
{
    dnnl_memory_t m = NULL;
    if (kb_dnnl_ok(dnnl_memory_create(&m, md, kb_dnnl_engine(), DNNL_MEMORY_NONE),
                   "create a memory object", err))
        return NULL;
    return m;
}

void kb_dnnl_exec(dnnl_primitive_t prim, int nargs, const dnnl_exec_arg_t *args)
{
    KB_ASSERT(dnnl_primitive_execute(prim, kb_dnnl_stream(), nargs, args) == dnnl_success);
    KB_ASSERT(dnnl_stream_wait(kb_dnnl_stream()) == dnnl_success);
}

int kb_dnnl_check_impl(const char *impl, const char *what, kb_err *err)
{
    if (!impl || strncmp(impl, "ref", 3) != 0) return 0;
    kb_err_set(err, "oneDNN offers only its slow reference implementation (%s) for the %s; "
                    "restructure this baseline", impl, what);
    return -1;
}

dnnl_primitive_t kb_dnnl_primitive(const void *op_desc, const_dnnl_primitive_attr_t attr,
                                   const char *what, char *impl_out, size_t impl_cap, kb_err *err)
{
    dnnl_primitive_desc_t pd = NULL;
    dnnl_primitive_t prim = NULL;
    if (kb_dnnl_ok(dnnl_primitive_desc_create(&pd, op_desc, attr, kb_dnnl_engine(), NULL), what, err))
        return NULL;
    const char *impl = NULL;
    dnnl_primitive_desc_query(pd, dnnl_query_impl_info_str, 0, &impl);
    if (impl_out) snprintf(impl_out, impl_cap, "%s", impl ? impl : "?");
    if (kb_dnnl_check_impl(impl, what, err)) {
        dnnl_primitive_desc_destroy(pd);
        return NULL;
    }
    dnnl_status_t st = dnnl_primitive_create(&prim, pd);
    dnnl_primitive_desc_destroy(pd);
    if (kb_dnnl_ok(st, what, err)) return NULL;
    return prim;
}

/* ---- post-ops --------------------------------------------------------------------------- */

int kb_dnnl_postops_init(kb_dnnl_postops *po, const kb_dnnl_post *post, kb_err *err)
{
    memset(po, 0, sizeof *po);
    dnnl_post_ops_t ops = NULL;
    KB_ASSERT(dnnl_primitive_attr_create(&po->attr) == dnnl_success);
    KB_ASSERT(dnnl_post_ops_create(&ops) == dnnl_success);
    int rc = 0;
    for (int i = 0; i < KB_DNNL_MAX_POST && post[i].kind != KB_POST_NONE && !rc; i++) {
        const kb_dnnl_post *p = &post[i];
        if (p->kind == KB_POST_ELTWISE) {
            KB_ASSERT(dnnl_post_ops_append_eltwise(ops, 1.0f, p->alg, p->alpha, p->beta) == dnnl_success);
        } else {
            dnnl_memory_desc_t md = kb_dnnl_md(p->ndims, p->dims, p->type);
            KB_ASSERT(dnnl_post_ops_append_binary(ops, p->alg, &md) == dnnl_success);
            if (!(po->mem[i] = kb_dnnl_mem(&md, err))) rc = -1;
        }
        po->n = i + 1;
    }
    KB_ASSERT(dnnl_primitive_attr_set_post_ops(po->attr, ops) == dnnl_success);
    dnnl_post_ops_destroy(ops);
    return rc;
}

int kb_dnnl_postops_args(const kb_dnnl_postops *po, const void *const *post_args, dnnl_exec_arg_t *args)
{
    int n = 0;
    for (int i = 0; i < po->n; i++) {
        if (!po->mem[i]) continue;
        dnnl_memory_set_data_handle(po->mem[i], (void *)post_args[i]);
        args[n++] = (dnnl_exec_arg_t){DNNL_ARG_ATTR_MULTIPLE_POST_OP(i) | DNNL_ARG_SRC_1, po->mem[i]};
    }
    return n;
}

void kb_dnnl_postops_fini(kb_dnnl_postops *po)
{
    for (int i = 0; i < KB_DNNL_MAX_POST; i++)
        if (po->mem[i]) dnnl_memory_destroy(po->mem[i]);
    if (po->attr) dnnl_primitive_attr_destroy(po->attr);
    memset(po, 0, sizeof *po);
}

/* ---- matmul ------------------------------------------------------------------------------ */

struct kb_dnnl_matmul {
    dnnl_primitive_t prim;
    dnnl_memory_t a, b, bias, c;
    kb_dnnl_postops post;
    char impl[64];
};

kb_dnnl_matmul *kb_dnnl_matmul_create(const kb_dnnl_matmul_desc *d, kb_err *err)
{
    kb_dnnl_matmul *mm = kb_xcalloc(1, sizeof *mm);
    int nd = d->batch ? 3 : 2;
    int64_t ad[3], bd[3], cd[3], biasd[3];
    int o = d->batch ? 1 : 0;
    if (d->batch) ad[0] = bd[0] = cd[0] = d->batch, biasd[0] = 1;
    ad[o] = d->m, ad[o + 1] = d->k;
    cd[o] = d->m, cd[o + 1] = d->n;
    biasd[o] = 1, biasd[o + 1] = d->n;
    dnnl_memory_desc_t amd = kb_dnnl_md(nd, ad, d->src), cmd = kb_dnnl_md(nd, cd, d->dst);
    dnnl_memory_desc_t bmd, biasmd = kb_dnnl_md(nd, biasd, d->dst);
    if (d->trans_b) {
        /* logical [K][N] viewed over storage [N][K] */
        dnnl_dims_t dims, strides;
        if (d->batch) dims[0] = d->batch, strides[0] = d->n * d->k;
        dims[o] = d->k, dims[o + 1] = d->n;
        strides[o] = 1, strides[o + 1] = d->k;
        KB_ASSERT(dnnl_memory_desc_init_by_strides(&bmd, nd, dims, kb_dnnl_type(d->wei), strides) == dnnl_success);
    } else {
        bd[o] = d->k, bd[o + 1] = d->n;
        bmd = kb_dnnl_md(nd, bd, d->wei);
    }

    if (kb_dnnl_postops_init(&mm->post, d->post, err)) goto fail;

    dnnl_matmul_desc_t md;
    if (kb_dnnl_ok(dnnl_matmul_desc_init(&md, &amd, &bmd, d->bias ? &biasmd : NULL, &cmd),
                   "describe the matmul", err))
        goto fail;
    if (!(mm->prim = kb_dnnl_primitive(&md, mm->post.attr, "matmul", mm->impl, sizeof mm->impl, err)))
        goto fail;

    if (!(mm->a = kb_dnnl_mem(&amd, err)) || !(mm->b = kb_dnnl_mem(&bmd, err)) ||
        !(mm->c = kb_dnnl_mem(&cmd, err)) || (d->bias && !(mm->bias = kb_dnnl_mem(&biasmd, err))))
        goto fail;
    return mm;
fail:
    kb_dnnl_matmul_destroy(mm);
    return NULL;
}

void kb_dnnl_matmul_run(kb_dnnl_matmul *mm, const void *a, const void *b, const void *bias,
                        const void *const *post_args, void *c)
{
    dnnl_exec_arg_t args[4 + KB_DNNL_MAX_POST];
    int n = 0;
    dnnl_memory_set_data_handle(mm->a, (void *)a);
    dnnl_memory_set_data_handle(mm->b, (void *)b);
    dnnl_memory_set_data_handle(mm->c, c);
    args[n++] = (dnnl_exec_arg_t){DNNL_ARG_SRC, mm->a};
    args[n++] = (dnnl_exec_arg_t){DNNL_ARG_WEIGHTS, mm->b};
    args[n++] = (dnnl_exec_arg_t){DNNL_ARG_DST, mm->c};
    if (mm->bias) {
        dnnl_memory_set_data_handle(mm->bias, (void *)bias);
        args[n++] = (dnnl_exec_arg_t){DNNL_ARG_BIAS, mm->bias};
    }
    n += kb_dnnl_postops_args(&mm->post, post_args, args + n);
    kb_dnnl_exec(mm->prim, n, args);
}

void kb_dnnl_matmul_destroy(kb_dnnl_matmul *mm)
{
    if (!mm) return;
    if (mm->prim) dnnl_primitive_destroy(mm->prim);
    dnnl_memory_t all[] = {mm->a, mm->b, mm->bias, mm->c};
    for (size_t i = 0; i < KB_ARRAY_LEN(all); i++)
        if (all[i]) dnnl_memory_destroy(all[i]);
    kb_dnnl_postops_fini(&mm->post);
    free(mm);
}

