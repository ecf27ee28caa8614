/* grouped.c: group sizes and a run-time-rows oneDNN matmul for the grouped-matmul workloads
 * (see grouped.h). */
#include "grouped.h"

#include <stdlib.h>
#include "../../core/rng.h"

/* ---- group sizes ------------------------------------------------------------------------ */

void kb_grouped_sizes(uint64_t seed, uint64_t stream, int64_t groups, int64_t rows, int32_t *sizes)
{
    KB_ASSERT(groups >= 1 && rows >= 0 && rows <= INT32_MAX);
    double *share = kb_xcalloc((size_t)groups, sizeof *share);
    /* Shares 0.15 + 3u^2, u ~ U[0,1): mean 1.15, from 0.13x to 2.7x the mean. Only exact
     * arithmetic, so the sizes are the same on every machine. */
    for (int64_t g = 0; g < groups; g++) {
        double u = kb_rng_uniform(seed, stream, (uint64_t)g);
        share[g] = 0.15 + 3.0 * u * u;
    }
    /* Empty groups: experts no token chose. Distinct indices by rejection. */
    int64_t empty = groups >= 2 ? KB_MAX(1, groups / 16) : 0;
    for (uint64_t draw = 0; empty > 0; draw++) {
        uint64_t bits = kb_rng_bits(seed, stream, (uint64_t)groups + draw);
        int64_t g = (int64_t)(bits % (uint64_t)groups);
        if (share[g] > 0) share[g] = 0, empty--;
    }
    double total = 0;
    for (int64_t g = 0; g < groups; g++) total += share[g];
    int64_t used = 0;
    for (int64_t g = 0; g < groups; g++) {
        sizes[g] = (int32_t)((double)rows * share[g] / total); /* floor: never over rows */
        used += sizes[g];
    }
    /* Hand the rows lost to flooring out one at a time to non-empty groups, starting at a
     * seeded position. */
    int64_t g = (int64_t)(kb_rng_bits(seed, stream, ~0ull) % (uint64_t)groups);
    while (used < rows) {
        if (share[g] > 0) sizes[g]++, used++;
        g = (g + 1) % groups;
    }
    free(share);
}

/* ---- run-time-rows matmul ----------------------------------------------------------------- */

struct kb_rowmm {
    dnnl_primitive_t prim;
    dnnl_memory_t b; /* [k][n], fixed shape */
    int64_t k, n;
    kb_dtype src, wei, dst;
    char impl[64];
};

/* A row-major [rows][cols] descriptor; rows may be DNNL_RUNTIME_DIM_VAL. */
static kb_dnnl_md_t rows_md(int64_t rows, int64_t cols, kb_dtype t)
{
    const dnnl_dims_t dims = {rows, cols}, strides = {cols, 1};
    return kb_dnnl_md_strides(2, dims, kb_dnnl_type(t), strides);
}

kb_rowmm *kb_rowmm_create(int64_t k, int64_t n, kb_dtype src, kb_dtype wei, kb_dtype dst,
                          const kb_dnnl_post *post, kb_err *err)
{
    kb_rowmm *mm = kb_xcalloc(1, sizeof *mm);
    mm->k = k, mm->n = n, mm->src = src, mm->wei = wei, mm->dst = dst;
    const int64_t RT = DNNL_RUNTIME_DIM_VAL;
    kb_dnnl_md_t amd = rows_md(RT, k, src), bmd = rows_md(k, n, wei), cmd = rows_md(RT, n, dst);

    dnnl_primitive_attr_t attr = NULL;
    dnnl_post_ops_t ops = NULL;
    KB_ASSERT(dnnl_primitive_attr_create(&attr) == dnnl_success);
    KB_ASSERT(dnnl_post_ops_create(&ops) == dnnl_success);
    for (int i = 0; post && i < KB_DNNL_MAX_POST && post[i].kind != KB_POST_NONE; i++) {
        KB_ASSERT(post[i].kind == KB_POST_ELTWISE);
        KB_ASSERT(kb_dnnl_post_ops_append_eltwise(ops, post[i].alg, post[i].alpha, post[i].beta) ==
                  dnnl_success);
    }
    KB_ASSERT(dnnl_primitive_attr_set_post_ops(attr, ops) == dnnl_success);
    dnnl_post_ops_destroy(ops);

    dnnl_primitive_desc_t pd = NULL;
    mm->prim = kb_dnnl_primitive(kb_dnnl_pd_matmul(&pd, amd, bmd, NULL, cmd, attr), &pd, "grouped matmul",
                                 mm->impl, sizeof mm->impl, err);
    int rc = mm->prim ? 0 : -1;
    dnnl_primitive_attr_destroy(attr);
    if (!rc && !(mm->b = kb_dnnl_mem(bmd, err))) rc = -1;
    kb_dnnl_md_free(amd);
    kb_dnnl_md_free(bmd);
    kb_dnnl_md_free(cmd);
    if (rc) {
        kb_rowmm_destroy(mm);
        return NULL;
    }
    return mm;
}

/* A memory object of concrete shape [rows][cols] over data; destroyed by the caller. */
static dnnl_memory_t rows_mem(int64_t rows, int64_t cols, kb_dtype t, const void *data)
{
    kb_dnnl_md_t md = rows_md(rows, cols, t);
    dnnl_memory_t m = NULL;
    KB_ASSERT(dnnl_memory_create(&m, md, kb_dnnl_engine(), (void *)data) == dnnl_success);
    kb_dnnl_md_free(md);
    return m;
}

void kb_rowmm_run(kb_rowmm *mm, int64_t m, const void *a, const void *b, void *c)
{
    KB_ASSERT(m >= 1);
    dnnl_memory_t am = rows_mem(m, mm->k, mm->src, a), cm = rows_mem(m, mm->n, mm->dst, c);
    dnnl_memory_set_data_handle(mm->b, (void *)b);
    const dnnl_exec_arg_t args[] = {{DNNL_ARG_SRC, am}, {DNNL_ARG_WEIGHTS, mm->b}, {DNNL_ARG_DST, cm}};
    kb_dnnl_exec(mm->prim, 3, args);
    dnnl_memory_destroy(am);
    dnnl_memory_destroy(cm);
}

void kb_rowmm_destroy(kb_rowmm *mm)
{
    if (!mm) return;
    if (mm->prim) dnnl_primitive_destroy(mm->prim);
    if (mm->b) dnnl_memory_destroy(mm->b);
    free(mm);
}

void kb_grouped_mm_run(kb_rowmm *mm, const int32_t *sizes, int64_t groups, const void *a, const void *b,
                       void *c)
{
    const size_t a_row = (size_t)mm->k * kb_dtype_size(mm->src);
    const size_t c_row = (size_t)mm->n * kb_dtype_size(mm->dst);
    const size_t b_mat = (size_t)(mm->k * mm->n) * kb_dtype_size(mm->wei);
    int64_t start = 0;
    for (int64_t g = 0; g < groups; g++) {
        if (sizes[g] > 0)
            kb_rowmm_run(mm, sizes[g], (const char *)a + (size_t)start * a_row,
                         (const char *)b + (size_t)g * b_mat, (char *)c + (size_t)start * c_row);
        start += sizes[g];
    }
}

/* ---- the lib baseline of p11 and p14 ------------------------------------------------------ */

typedef struct grouped_lib {
    kb_rowmm *mm;
    int64_t groups;
} grouped_lib;

void kb_grouped_lib_fini(void *state)
{
    grouped_lib *s = state;
    if (!s) return;
    kb_rowmm_destroy(s->mm);
    free(s);
}

void *kb_grouped_lib_init(const kb_problem *p, kb_err *err)
{
    KB_ASSERT(p->w->inputs[0].kind == KB_KIND_FLOAT && p->w->inputs[1].kind == KB_KIND_FLOAT &&
              p->w->inputs[2].kind == KB_KIND_INT32);
    grouped_lib *s = kb_xcalloc(1, sizeof *s);
    s->groups = kb_problem_param(p, "G");
    if (!(s->mm = kb_rowmm_create(kb_problem_param(p, "K"), kb_problem_param(p, "N"), p->dtype, p->dtype,
                                  p->dtype, NULL, err))) {
        kb_grouped_lib_fini(s);
        return NULL;
    }
    return s;
}

void kb_grouped_lib_run(void *state, const void *const *in, void *const *out)
{
    grouped_lib *s = state;
    kb_grouped_mm_run(s->mm, in[2], s->groups, in[0], in[1], out[0]);
}
