/* epilogue.c: the fused-matmul lib baseline of the GEMM + elementwise epilogue workloads (see
 * epilogue.h). */
#include "epilogue.h"

#include <stdlib.h>
#include <string.h>

typedef struct epi_linear {
    kb_dnnl_matmul *mm;
    bool bias;
    int post_input[KB_DNNL_MAX_POST];
} epi_linear;

void *kb_epi_linear_init(const kb_problem *p, const kb_epi_linear_desc *d, kb_err *err)
{
    epi_linear *s = kb_xcalloc(1, sizeof *s);
    kb_dnnl_matmul_desc md = {
        .m = kb_problem_param(p, "M"),
        .k = kb_problem_param(p, "K"),
        .n = kb_problem_param(p, "N"),
        .trans_b = d->trans_w,
        .src = p->dtype,
        .wei = p->dtype,
        .dst = p->dtype,
        .bias = d->bias,
    };
    memcpy(md.post, d->post, sizeof md.post);
    memcpy(s->post_input, d->post_input, sizeof s->post_input);
    s->bias = d->bias;
    if (!(s->mm = kb_dnnl_matmul_create(&md, err))) {
        free(s);
        return NULL;
    }
    return s;
}

void kb_epi_linear_run(void *state, const void *const *in, void *const *out)
{
    const epi_linear *s = state;
    const void *post_args[KB_DNNL_MAX_POST] = {NULL};
    for (int i = 0; i < KB_DNNL_MAX_POST; i++)
        if (s->post_input[i] > 0) post_args[i] = in[s->post_input[i]];
    kb_dnnl_matmul_run(s->mm, in[0], in[1], s->bias ? in[2] : NULL, post_args, out[0]);
}

void kb_epi_linear_fini(void *state)
{
    epi_linear *s = state;
    if (!s) return;
    kb_dnnl_matmul_destroy(s->mm);
    free(s);
}
