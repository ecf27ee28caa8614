/* dnnl_util.h: the oneDNN pieces the `lib` baselines are built from.
 *
 * One CPU engine and stream per process. Primitives are planned in a workload's lib_init (not
 * timed, like XLA's compile) and executed in lib_run on the caller's buffers, which change from
 * call to call (input rotation), so memories are created without data and pointed at the
 * buffers on every call. Matmul is here; other primitive families have their own files. */
#ifndef KB_DNNL_UTIL_H
#define KB_DNNL_UTIL_H

#include "dnnl_compat.h"
#include "../workload.h"

dnnl_engine_t kb_dnnl_engine(void);
dnnl_stream_t kb_dnnl_stream(void);
dnnl_data_type_t kb_dnnl_type(kb_dtype t);
/* Check a oneDNN call; on failure fill err and return -1. */
int kb_dnnl_ok(dnnl_status_t st, const char *what, kb_err *err);
/* A plain row-major memory descriptor, owned (kb_dnnl_md_free). */
kb_dnnl_md_t kb_dnnl_md(int ndims, const int64_t *dims, kb_dtype t);
/* A memory object for md with no data yet (set per call with dnnl_memory_set_data_handle). */
dnnl_memory_t kb_dnnl_mem(kb_dnnl_cmd_t md, kb_err *err);
/* Execute and wait. */
void kb_dnnl_exec(dnnl_primitive_t prim, int nargs, const dnnl_exec_arg_t *args);
/* Refuse oneDNN's reference implementations ("ref:any"): they are correct but 100-1000x slower
 * (oneDNN falls back to them silently, e.g. for a post-op it cannot fuse), and a baseline that
 * slow would make every speedup meaningless. impl is the pd's impl_info_str. */
int kb_dnnl_check_impl(const char *impl, const char *what, kb_err *err);
/* Check a plan: `planned` is the status of the kb_dnnl_pd_* call (dnnl_compat.h) that filled
 * *pd. The name of the implementation oneDNN picked goes to impl (may be NULL). Refuses
 * reference implementations; on any failure *pd is destroyed (NULL) and -1 returned. */
int kb_dnnl_plan(dnnl_status_t planned, dnnl_primitive_desc_t *pd, const char *what, char *impl,
                 size_t impl_cap, kb_err *err);
/* kb_dnnl_plan, then the primitive; *pd is destroyed either way. */
dnnl_primitive_t kb_dnnl_primitive(dnnl_status_t planned, dnnl_primitive_desc_t *pd, const char *what,
                                   char *impl, size_t impl_cap, kb_err *err);

/* ---- matmul with fused post-ops --------------------------------------------------------- */

#define KB_DNNL_MAX_POST 4

typedef struct kb_dnnl_post {
    enum { KB_POST_NONE, KB_POST_ELTWISE, KB_POST_BINARY } kind;
    dnnl_alg_kind_t alg; /* dnnl_eltwise_* or dnnl_binary_* */
    float alpha, beta;   /* eltwise parameters */
    int ndims;           /* binary operand shape, broadcast against dst */
    int64_t dims[6];
    kb_dtype type; /* binary operand type */
} kb_dnnl_post;

/* A list of post-ops as oneDNN attributes, with a memory object per binary operand. Shared by
 * every primitive that takes post-ops (matmul here, convolution in dnnl_conv.c). */
typedef struct kb_dnnl_postops {
    dnnl_primitive_attr_t attr;
    dnnl_memory_t mem[KB_DNNL_MAX_POST]; /* NULL for eltwise entries */
    int n;
} kb_dnnl_postops;

/* Build attributes for the post-ops in `post`: an array of KB_DNNL_MAX_POST entries, used up to
 * the first KB_POST_NONE (declare it [KB_DNNL_MAX_POST] so the rest is zero). */
int kb_dnnl_postops_init(kb_dnnl_postops *po, const kb_dnnl_post *post, kb_err *err);
/* Point the binary operands at post_args[i] and append their execution arguments to args;
 * returns how many were appended. */
int kb_dnnl_postops_args(const kb_dnnl_postops *po, const void *const *post_args, dnnl_exec_arg_t *args);
void kb_dnnl_postops_fini(kb_dnnl_postops *po);

/* C[b] = A[b] . B[b] (+ bias) then post-ops in order. batch = 0 means plain 2-D.
 * A is [M][K], or [K][M] when trans_a; B is [K][N], or [N][K] when trans_b; C is [M][N]; bias
 * is [N] of dst type. */
typedef struct kb_dnnl_matmul_desc {
    int64_t batch, m, n, k;
    bool trans_a, trans_b;
    kb_dtype src, wei, dst;
    bool bias;
    kb_dnnl_post post[KB_DNNL_MAX_POST];
} kb_dnnl_matmul_desc;

typedef struct kb_dnnl_matmul kb_dnnl_matmul;

kb_dnnl_matmul *kb_dnnl_matmul_create(const kb_dnnl_matmul_desc *d, kb_err *err);
/* post_args[i] is the operand of post-op i when it is a binary one (else ignored; may be NULL). */
void kb_dnnl_matmul_run(kb_dnnl_matmul *mm, const void *a, const void *b, const void *bias,
                        const void *const *post_args, void *c);
void kb_dnnl_matmul_destroy(kb_dnnl_matmul *mm);

#endif
