/* k26_bmm_instancenorm_sum_residualadd_multiply: linear layer, normalisation of each row over
 * its features with an affine, then (t + y) * y with a second input y (JAXBench 26k,
 * KernelBench level 2 #28 "BMM_InstanceNorm_Sum_ResidualAdd_Multiply").
 *
 *   h[m][n]   = sum_k x[m][k] * w[n][k] + b[n]
 *   t[m][n]   = (h[m][n] - mean_n h[m]) / sqrt(var_n h[m] + EPS) * gamma[n] + beta[n]
 *   out[m][n] = (t[m][n] + y[m][n]) * y[m][n]
 * with the mean and the biased variance over the N features of row m.
 *
 * Shapes: M rows, K input features, N output features; w is [N][K] (PyTorch's Linear layout;
 * JAXBench computes x . w^T + b). JAXBench: M 4096, K 8192, N 8192; the cpu preset is
 * M = K = N = 2048 (K and N a quarter of JAXBench's, M, the batch, half of it, so that the bf16 lib
 * baseline takes over 10 ms).
 *
 * Changes from JAXBench: JAXBench views h as (M, N, 1, 1) and instance-normalises each 1x1
 * map: the mean of one element is the element, the variance is 0, so t = beta whatever x, w
 * and b are, and its output is (beta + y) * y (with its beta = 0, y^2). PyTorch's original
 * applies InstanceNorm2d to h.unsqueeze(1).unsqueeze(1), shape (M, 1, 1, N): one channel
 * whose map is the row, i.e. it normalises each row over its N features. We normalise over
 * that axis, as the original intended (the minimal change that makes x, w and b matter), and
 * keep JAXBench's per-feature affine gamma, beta. Inputs: JAXBench's w and b are zeros,
 * gamma ones and beta zeros; here x, y ~ N(0,1) (JAXBench: U[0,1)), w ~ N(0,1)*0.02,
 * b ~ N(0,1)*0.1, gamma ~ 1 + 0.1 N(0,1), beta ~ 0.1 N(0,1).
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/rows.h"

#include <math.h>
#include <stdlib.h>

enum { P_M, P_K, P_N };
enum { S_EPS };

/* The matmul and the bias; the normalisation and the residual multiply (about 10 flops per
 * element of h, under 1% of the total) are not counted. */
static double flops(const kb_problem *p)
{
    const double M = (double)p->p[P_M], K = (double)p->p[P_K], N = (double)p->p[P_N];
    return 2.0 * M * N * K + M * N;
}

/* kb:reference begin */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t M = p->p[P_M], K = p->p[P_K], N = p->p[P_N];
    const double eps = p->w->scalars[S_EPS].value;
    const float *x = in[0];     /* [M][K] */
    const float *y = in[1];     /* [M][N] */
    const float *w = in[2];     /* [N][K] */
    const float *b = in[3];     /* [N] */
    const float *gamma = in[4]; /* [N] */
    const float *beta = in[5];  /* [N] */
    float *o = out[0];          /* [M][N] */
    /* h[m][n] = sum_k x[m][k] * w[n][k] + b[n] in double, summed over k in order (ref/linear.c) */
    double *h = kb_ref_linear(x, w, b, M, K, N, true); /* [M][N] */
    kb_ref_groupnorm(h, M, N, 1, eps, gamma, beta);    /* t: one group, each row normalised whole */
    for (int64_t i = 0; i < M * N; i++) o[i] = (float)((h[i] + y[i]) * y[i]);
    free(h);
}
/* kb:reference end */

/* h = x . w^T + b by oneDNN into the storage type; the normalisation as one plain pass per row
 * (mean, variance, affine write, f32) into the storage type; then (t + y) * y as a plain
 * elementwise pass. */
static void *lib_init(const kb_problem *p, kb_err *err)
{
    const int64_t M = p->p[P_M], N = p->p[P_N];
    kb_rows_lib *s = kb_rows_lib_new(p);
    kb_dnnl_matmul_desc d = {
        .m = M,
        .k = p->p[P_K],
        .n = N,
        .trans_b = true,
        .src = p->dtype,
        .wei = p->dtype,
        .dst = p->dtype,
        .bias = true,
    };
    if (kb_rows_lib_matmul(s, 0, &d, err)) return NULL;
    s->buf[0] = kb_xaligned((size_t)(M * N) * kb_dtype_size(p->dtype)); /* h [M][N] */
    s->buf[1] = kb_xaligned((size_t)(M * N) * kb_dtype_size(p->dtype)); /* t [M][N] */
    s->m = M, s->n = N;
    s->c[0] = (float)p->w->scalars[S_EPS].value;
    return s;
}

/* out = (t + y) * y over n elements, in chunks converted to f32. */
static void residual_multiply(kb_dtype dt, const void *t, const void *y, void *o, int64_t n, int threads)
{
#pragma omp parallel for schedule(static) num_threads(threads)
    for (int64_t c = 0; c < n; c += KB_ROWS_CHUNK) {
        const int64_t len = n - c < KB_ROWS_CHUNK ? n - c : KB_ROWS_CHUNK;
        float tv[KB_ROWS_CHUNK], yv[KB_ROWS_CHUNK];
        kb_rows_load(dt, t, c, len, tv);
        kb_rows_load(dt, y, c, len, yv);
#pragma omp simd
        for (int64_t j = 0; j < len; j++) tv[j] = (tv[j] + yv[j]) * yv[j];
        kb_rows_store(dt, tv, len, o, c);
    }
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    kb_rows_lib *s = state;
    kb_dnnl_matmul_run(s->mm[0], in[0], in[2], in[3], NULL, s->buf[0]);
    kb_rows_groupnorm(s->dtype, s->buf[0], s->m, s->n, 1, s->c[0], in[4], in[5], s->buf[1], s->threads);
    residual_multiply(s->dtype, s->buf[1], in[1], out[0], s->m * s->n, s->threads);
}

const kb_workload kb_wl_k26_bmm_instancenorm_sum_residualadd_multiply = {
    .id = "k26_bmm_instancenorm_sum_residualadd_multiply",
    .jaxbench = "26k_BMM_InstanceNorm_Sum_ResidualAdd_Multiply",
    .family = "fused-gemm",
    .title = "GEMM + bias, normalise each row over its features (affine), (t + y) * y",
    .model = "KernelBench level 2 #28",
    .math = "h[m][n] = sum_k x[m][k] * w[n][k] + b[n]\n"
            "t[m][n] = (h[m][n] - mean_n h[m]) / sqrt(var_n h[m] + EPS) * gamma[n] + beta[n]\n"
            "out[m][n] = (t[m][n] + y[m][n]) * y[m][n]\n"
            "(biased variance; f32 accumulation, output rounded to the storage type)",
    .params = {"M", "K", "N"},
    .scalars = {{"EPS", 1e-5}},
    .inputs =
        {
            {.name = "x",
             .dims = {"M", "K"},
             .init = KB_INIT_NORMAL,
             .scale = 1.0,
             .doc = "activations, N(0,1)"},
            {.name = "y",
             .dims = {"M", "N"},
             .init = KB_INIT_NORMAL,
             .scale = 1.0,
             .doc = "second input, N(0,1)"},
            {.name = "w",
             .dims = {"N", "K"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "weights [out][in], N(0,1)*0.02"},
            {.name = "b", .dims = {"N"}, .init = KB_INIT_NORMAL, .scale = 0.1, .doc = "bias, N(0,1)*0.1"},
            {.name = "gamma",
             .dims = {"N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .shift = 1.0,
             .doc = "norm weight, 1 + 0.1 N(0,1)"},
            {.name = "beta",
             .dims = {"N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .doc = "norm bias, 0.1 N(0,1)"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"M", "N"}, .doc = "(normalised h + y) * y"},
        },
    .presets =
        {
            {"tiny", {32, 512, 1024}},
            {"cpu", {2048, 2048, 2048}},
            {"h200", {4096, 8192, 8192}},
            {"tpu-v6e", {4096, 8192, 8192}},
        },
    .tol_bf16 = {.atol = 0.1, .rtol = 1e-2, .nmse = 3e-5},
    .tol_f32 = {.atol = 1e-4, .rtol = 1e-4, .nmse = 3e-10},
    .bf16_intermediates = KB_STAGED_PASS,
    .flops = flops,
    .reference = reference,
    .lib_doc = "oneDNN matmul x.w^T + b into the storage type, a plain per-row normalisation pass "
               "(f32 mean, variance, affine) into the storage type, then a plain (t + y) * y pass",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = kb_rows_lib_free,
};
