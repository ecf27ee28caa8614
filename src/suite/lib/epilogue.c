/* epilogue.c: reference linear layer and fused-matmul lib baseline for the GEMM + elementwise
 * epilogue workloads (see epilogue.h). */
#include "epilogue.h"

#include <stdlib.h>
#include <string.h>

double *kb_epi_ref_linear(const float *x, const float *w, const float *b, int64_t M, int64_t K,
                          int64_t N, bool trans_w)
{
    /* A transposed weight is copied to [K][N] first, so one loop nest serves both layouts. */
    float *wt = NULL;
    if (trans_w) {
        wt = kb_xaligned((size_t)(K * N) * sizeof *wt);
        #pragma omp parallel for schedule(static)
        for (int64_t k = 0; k < K; k++)
            for (int64_t n = 0; n < N; n++) wt[k * N + n] = w[n * K + k];
        w = wt;
    }
    double *y = kb_xaligned((size_t)(M * N) * sizeof *y); /* [M][N] */
    /* Rows in blocks of 16 so that w streams 16x less often; the inner loop runs over n, so
     * every y[m][n] still sums k = 0, 1, 2, ... in order. */
    #pragma omp parallel for schedule(dynamic, 1)
    for (int64_t i0 = 0; i0 < M; i0 += 16) {
        const int64_t rows = M - i0 < 16 ? M - i0 : 16;
        double *acc = y + i0 * N; /* [rows][N] */
        memset(acc, 0, (size_t)(rows * N) * sizeof *acc);
        for (int64_t k = 0; k < K; k++)
            for (int64_t r = 0; r < rows; r++) {
                const double xv = x[(i0 + r) * K + k];
                const float *wrow = w + k * N;
                double *arow = acc + r * N;
                #pragma omp simd
                for (int64_t n = 0; n < N; n++) arow[n] += xv * wrow[n];
            }
        if (b)
            for (int64_t r = 0; r < rows; r++)
                for (int64_t n = 0; n < N; n++) acc[r * N + n] += b[n];
    }
    free(wt);
    return y;
}

typedef struct epi_linear {
    kb_dnnl_matmul *mm;
    bool bias;
    int post_input[KB_DNNL_MAX_POST];
} epi_linear;

void *kb_epi_linear_init(const kb_problem *p, const kb_epi_linear_desc *d, kb_err *err)
{
    epi_linear *s = kb_xcalloc(1, sizeof *s);
    kb_dnnl_matmul_desc md = {
        .m = kb_problem_param(p, "M"), .k = kb_problem_param(p, "K"),
        .n = kb_problem_param(p, "N"), .trans_b = d->trans_w,
        .src = p->dtype, .wei = p->dtype, .dst = p->dtype, .bias = d->bias,
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
