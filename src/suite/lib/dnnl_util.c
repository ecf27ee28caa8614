/* dnnl_util.c: engine, memory and matmul helpers for the lib baselines (see dnnl_util.h). */
#include "dnnl_util.h"
#include "dnnl_version.h"
#ifdef KB_LIB_MKL
#include "dnnl_mkl.h"
#endif

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static dnnl_engine_t engine;
static dnnl_stream_t stream;

#ifdef KB_DNNL_TBB
void kb_dnnl_tbb_limit(int threads); /* dnnl_tbb.cpp */
#endif

static void init_once(void)
{
    if (engine) return;
#ifdef KB_DNNL_TBB
    /* the thread count the runner gave OpenMP (OMP_NUM_THREADS), for TBB too: see dnnl_tbb.cpp */
    kb_dnnl_tbb_limit(omp_get_max_threads());
#endif
#ifdef KB_DNNL_OCL_ICD
    /* PyPI's oneDNN runs CPU primitives on a SYCL CPU device, which is the OpenCL CPU runtime
     * of the same venv; the wheel's ICD file names a path on Intel's build machine, so name the
     * runtime directly (unless the user already did) */
    setenv("OCL_ICD_FILENAMES", KB_DNNL_OCL_ICD, 0);
#endif
    KB_ASSERT(dnnl_engine_create(&engine, dnnl_cpu, 0) == dnnl_success);
    KB_ASSERT(dnnl_stream_create(&stream, engine, dnnl_stream_default_flags) == dnnl_success);
}

dnnl_engine_t kb_dnnl_engine(void)
{
    init_once();
    return engine;
}
dnnl_stream_t kb_dnnl_stream(void)
{
    init_once();
    return stream;
}

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
    kb_err_set(err,
               "oneDNN could not %s (status %d): the lib baseline is unavailable for this "
               "shape/dtype on this CPU",
               what, (int)st);
    return -1;
}

kb_dnnl_md_t kb_dnnl_md(int ndims, const int64_t *dims, kb_dtype t)
{
    dnnl_dims_t strides;
    int64_t s = 1;
    for (int i = ndims - 1; i >= 0; i--) {
        strides[i] = s;
        s *= dims[i];
    }
    return kb_dnnl_md_strides(ndims, dims, kb_dnnl_type(t), strides);
}

dnnl_memory_t kb_dnnl_mem(kb_dnnl_cmd_t md, kb_err *err)
{
    dnnl_memory_t m = NULL;
    if (kb_dnnl_ok(dnnl_memory_create(&m, md, kb_dnnl_engine(), DNNL_MEMORY_NONE), "create a memory object",
                   err))
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
    if (!impl) return 0;
    /* 3.x names composite implementations by their parts ("jit_uni_ncsp:conv+ref:any"): any
     * reference part is the slow path too. Some reference implementations carry the
     * primitive's name first ("bnorm_ref:any", oneDNN 2.6's batch norm on a 3-D tensor). */
    bool ref = false;
    for (const char *p = impl; p && *p; p = strchr(p, '+'), p = p ? p + 1 : NULL) {
        const size_t name = strcspn(p, ":+");
        if (strncmp(p, "ref", 3) == 0 || (name >= 4 && strncmp(p + name - 4, "_ref", 4) == 0)) ref = true;
    }
    if (!ref) return 0;
    kb_err_set(err,
               "oneDNN offers only its slow reference implementation (%s) for the %s; "
               "restructure this baseline",
               impl, what);
    return -1;
}

int kb_dnnl_plan(dnnl_status_t planned, dnnl_primitive_desc_t *pd, const char *what, char *impl_out,
                 size_t impl_cap, kb_err *err)
{
    if (kb_dnnl_ok(planned, what, err)) {
        /* 2.x leaves *pd untouched on failure, 3.x sets it NULL: either way nothing to free
         * beyond what a successful call made */
        *pd = NULL;
        return -1;
    }
    const char *impl = NULL;
    dnnl_primitive_desc_query(*pd, dnnl_query_impl_info_str, 0, &impl);
    if (impl_out) snprintf(impl_out, impl_cap, "%s", impl ? impl : "?");
    if (getenv("KBENCH_LIB_VERBOSE")) fprintf(stderr, "kbench lib: %s: %s\n", what, impl ? impl : "?");
    if (kb_dnnl_check_impl(impl, what, err)) {
        dnnl_primitive_desc_destroy(*pd);
        *pd = NULL;
        return -1;
    }
    return 0;
}

dnnl_primitive_t kb_dnnl_primitive(dnnl_status_t planned, dnnl_primitive_desc_t *pd, const char *what,
                                   char *impl, size_t impl_cap, kb_err *err)
{
    dnnl_primitive_t prim = NULL;
    if (kb_dnnl_plan(planned, pd, what, impl, impl_cap, err)) return NULL;
    dnnl_status_t st = dnnl_primitive_create(&prim, *pd);
    dnnl_primitive_desc_destroy(*pd);
    *pd = NULL;
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
            KB_ASSERT(kb_dnnl_post_ops_append_eltwise(ops, p->alg, p->alpha, p->beta) == dnnl_success);
        } else {
            kb_dnnl_md_t md = kb_dnnl_md(p->ndims, p->dims, p->type);
            KB_ASSERT(dnnl_post_ops_append_binary(ops, p->alg, md) == dnnl_success);
            if (!(po->mem[i] = kb_dnnl_mem(md, err))) rc = -1;
            kb_dnnl_md_free(md);
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
#ifdef KB_LIB_MKL
    /* the MKL path (dnnl_mkl.h): GEMM into acc (f32), then prim is the epilogue, a binary add
     * of the bias (or of `zero`) with the post-ops, from acc (memory `a`) to the dst */
    kb_dnnl_matmul_desc d;
    bool mkl;
    float *acc, zero;
    dnnl_primitive_t round; /* f32 -> dst after an f32 epilogue, or NULL */
#endif
};

#ifdef KB_LIB_MKL
static int mkl_plan_epilogue(kb_dnnl_matmul *mm, const kb_dnnl_matmul_desc *d, kb_dnnl_cmd_t cmd,
                             kb_dnnl_cmd_t biasmd, kb_err *err);

/* Plan the MKL path for d, or leave mm->mkl false (oneDNN's matmul then serves it) when MKL
 * has no GEMM for its types or oneDNN has only a reference implementation for the epilogue
 * (some broadcast post-ops into a bf16 dst): KBENCH_LIB_VERBOSE shows which. */
static int mkl_plan(kb_dnnl_matmul *mm, const kb_dnnl_matmul_desc *d, kb_dnnl_cmd_t cmd, kb_dnnl_cmd_t biasmd,
                    kb_err *err)
{
    if (!kb_mkl_gemm_supported(d->src, d->wei)) return 0;
    kb_err mine = {{0}};
    if (mkl_plan_epilogue(mm, d, cmd, biasmd, &mine) == 0) return 0;
    /* undo, and let oneDNN's matmul have it */
    dnnl_memory_t mems[] = {mm->a, mm->bias, mm->c};
    for (size_t i = 0; i < KB_ARRAY_LEN(mems); i++)
        if (mems[i]) dnnl_memory_destroy(mems[i]);
    if (mm->prim) dnnl_primitive_destroy(mm->prim);
    if (mm->round) dnnl_primitive_destroy(mm->round);
    free(mm->acc);
    mm->a = mm->bias = mm->c = NULL, mm->prim = mm->round = NULL, mm->acc = NULL;
    mm->mkl = false;
    if (getenv("KBENCH_LIB_VERBOSE")) fprintf(stderr, "kbench lib: GEMM on oneDNN, not MKL: %s\n", mine.msg);
    (void)err;
    return 0;
}

static int mkl_plan_epilogue(kb_dnnl_matmul *mm, const kb_dnnl_matmul_desc *d, kb_dnnl_cmd_t cmd,
                             kb_dnnl_cmd_t biasmd, kb_err *err)
{
    mm->mkl = true;
    mm->d = *d;
    const int nd = d->batch ? 3 : 2;
    const int64_t one[3] = {1, 1, 1}, batch = d->batch ? d->batch : 1;
    int64_t accd[3] = {batch, d->m, d->n};
    kb_dnnl_md_t accmd = kb_dnnl_md(nd, accd + (d->batch ? 0 : 1), KB_DTYPE_F32);
    kb_dnnl_md_t zeromd = kb_dnnl_md(nd, one, KB_DTYPE_F32);
    kb_dnnl_cmd_t src1 = d->bias ? biasmd : zeromd;
    dnnl_primitive_desc_t pd = NULL;
    int rc = 0;
    /* one pass into the dst; where oneDNN has only a reference binary for that (a bf16 dst with
     * some post-ops), the post-ops in place in f32, then a reorder rounds to the dst */
    rc = kb_dnnl_plan(kb_dnnl_pd_binary(&pd, dnnl_binary_add, accmd, src1, cmd, mm->post.attr), &pd,
                      "GEMM epilogue (MKL)", mm->impl, sizeof mm->impl, err);
    if (rc && d->dst != KB_DTYPE_F32) {
        *err = (kb_err){{0}};
        rc = kb_dnnl_plan(kb_dnnl_pd_binary(&pd, dnnl_binary_add, accmd, src1, accmd, mm->post.attr), &pd,
                          "GEMM epilogue (MKL, f32)", mm->impl, sizeof mm->impl, err);
        dnnl_primitive_desc_t rpd = NULL;
        if (!rc &&
            !(mm->round = kb_dnnl_primitive(dnnl_reorder_primitive_desc_create(&rpd, accmd, kb_dnnl_engine(),
                                                                               cmd, kb_dnnl_engine(), NULL),
                                            &rpd, "GEMM epilogue (MKL, rounding)", NULL, 0, err)))
            rc = -1;
    }
    if (!rc) rc = kb_dnnl_ok(dnnl_primitive_create(&mm->prim, pd), "GEMM epilogue (MKL)", err);
    if (pd) dnnl_primitive_desc_destroy(pd);
    if (!rc && (!(mm->a = kb_dnnl_mem(accmd, err)) || !(mm->bias = kb_dnnl_mem(src1, err)) ||
                !(mm->c = kb_dnnl_mem(cmd, err))))
        rc = -1;
    kb_dnnl_md_free(accmd);
    kb_dnnl_md_free(zeromd);
    if (!rc && d->dst != KB_DTYPE_F32) mm->acc = kb_xaligned(sizeof(float) * (size_t)(batch * d->m * d->n));
    if (!rc && !d->bias) dnnl_memory_set_data_handle(mm->bias, &mm->zero);
    return rc;
}

/* The GEMM straight into c when it is f32 (the epilogue then runs in place), else into acc. */
static void mkl_run(kb_dnnl_matmul *mm, const void *a, const void *b, const void *bias,
                    const void *const *post_args, void *c)
{
    const kb_dnnl_matmul_desc *d = &mm->d;
    float *acc = mm->acc ? mm->acc : c;
    kb_mkl_gemm(d->src, d->batch ? d->batch : 1, d->m, d->n, d->k, d->trans_a, d->trans_b, a, b, acc);
    if (!d->bias && !mm->post.n && !mm->acc) return; /* nothing to add, round or apply */
    dnnl_exec_arg_t args[4 + KB_DNNL_MAX_POST];
    int n = 0;
    dnnl_memory_set_data_handle(mm->a, acc);
    dnnl_memory_set_data_handle(mm->c, c);
    if (d->bias) dnnl_memory_set_data_handle(mm->bias, (void *)bias);
    args[n++] = (dnnl_exec_arg_t){DNNL_ARG_SRC_0, mm->a};
    args[n++] = (dnnl_exec_arg_t){DNNL_ARG_SRC_1, mm->bias};
    args[n++] = (dnnl_exec_arg_t){DNNL_ARG_DST, mm->round ? mm->a : mm->c};
    n += kb_dnnl_postops_args(&mm->post, post_args, args + n);
    kb_dnnl_exec(mm->prim, n, args);
    if (mm->round)
        kb_dnnl_exec(mm->round, 2, (dnnl_exec_arg_t[]){{DNNL_ARG_FROM, mm->a}, {DNNL_ARG_TO, mm->c}});
}
#endif

/* A matmul operand of logical dims [batch][rows][cols] (nd 3) or [rows][cols]: plain, or when
 * transposed viewed over storage [batch][cols][rows]. */
static kb_dnnl_md_t operand_md(int nd, const int64_t *dims, kb_dtype t, bool transposed)
{
    if (!transposed) return kb_dnnl_md(nd, dims, t);
    const int o = nd - 2;
    dnnl_dims_t strides;
    if (o) strides[0] = dims[o] * dims[o + 1];
    strides[o] = 1, strides[o + 1] = dims[o];
    return kb_dnnl_md_strides(nd, dims, kb_dnnl_type(t), strides);
}

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
    bd[o] = d->k, bd[o + 1] = d->n;
    kb_dnnl_md_t amd = operand_md(nd, ad, d->src, d->trans_a), cmd = kb_dnnl_md(nd, cd, d->dst);
    kb_dnnl_md_t bmd = operand_md(nd, bd, d->wei, d->trans_b);
    kb_dnnl_md_t biasmd = kb_dnnl_md(nd, biasd, d->dst);

    int rc = kb_dnnl_postops_init(&mm->post, d->post, err);
    dnnl_primitive_desc_t pd = NULL;
#ifdef KB_LIB_MKL
    if (!rc) rc = mkl_plan(mm, d, cmd, biasmd, err);
    if (mm->mkl) goto done;
#endif
    if (!rc && !(mm->prim = kb_dnnl_primitive(
                     kb_dnnl_pd_matmul(&pd, amd, bmd, d->bias ? biasmd : NULL, cmd, mm->post.attr), &pd,
                     "matmul", mm->impl, sizeof mm->impl, err)))
        rc = -1;
    if (!rc && (!(mm->a = kb_dnnl_mem(amd, err)) || !(mm->b = kb_dnnl_mem(bmd, err)) ||
                !(mm->c = kb_dnnl_mem(cmd, err)) || (d->bias && !(mm->bias = kb_dnnl_mem(biasmd, err)))))
        rc = -1;
#ifdef KB_LIB_MKL
done:
#endif
    ;
    kb_dnnl_md_t mds[] = {amd, bmd, cmd, biasmd};
    for (size_t i = 0; i < KB_ARRAY_LEN(mds); i++) kb_dnnl_md_free(mds[i]);
    if (rc) {
        kb_dnnl_matmul_destroy(mm);
        return NULL;
    }
    return mm;
}

void kb_dnnl_matmul_run(kb_dnnl_matmul *mm, const void *a, const void *b, const void *bias,
                        const void *const *post_args, void *c)
{
#ifdef KB_LIB_MKL
    if (mm->mkl) {
        mkl_run(mm, a, b, bias, post_args, c);
        return;
    }
#endif
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
#ifdef KB_LIB_MKL
    if (mm->round) dnnl_primitive_destroy(mm->round);
    free(mm->acc);
#endif
    free(mm);
}

void kb_lib_version(char *buf, size_t cap)
{
    char dnnl[64];
    kb_dnnl_version(dnnl, sizeof dnnl);
#ifdef KB_LIB_MKL
    char mkl[64];
    kb_mkl_version(mkl, sizeof mkl);
    snprintf(buf, cap, "%s for GEMMs + %s", mkl, dnnl);
#else
    snprintf(buf, cap, "%s", dnnl);
#endif
}
