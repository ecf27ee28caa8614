/* k42_gemm_max_subtract_gelu: linear layer, maximum over the features, minus the batch mean of
 * the maxima, GELU (JAXBench 42k, KernelBench level 2 #80 "Gemm_Max_Subtract_GELU").
 *
 *   y[m][n]   = sum_k x[m][k] * w[k][n] + b[n]
 *   mx[m]     = max_n y[m][n]
 *   out[m][0] = gelu(mx[m] - (1/M) sum_m' mx[m'])
 * gelu(v) = 0.5 v (1 + tanh(sqrt(2/pi) (v + 0.044715 v^3))), JAX's default (approximate) form.
 *
 * Shapes: M rows, K input features, N output features; w is [K][N] (JAXBench computes x . w + b).
 * JAXBench: M 4096, K 8192, N 8192; the cpu preset is M = K = N = 2048 (K and N a quarter of
 * JAXBench's, M, the batch, half of it, so that the bf16 lib baseline takes over 10 ms), and tiny
 * keeps cpu's K and N.
 *
 * Inputs: the rows of x are N(0,1) times a per-row scale uniform on [0.5, 2), as tokens'
 * activations differ in size, so the row maxima range over about 1.5-6.5 and the centred output
 * over about [-0.17, 4]. (With equally scaled rows the maxima are 3 +- 0.3 and the output lies
 * within [-0.15, 0.6].)
 *
 * Changes from JAXBench: JAXBench subtracts the mean over axis 1 of the (M, 1) maxima, a
 * one-element axis, so mx - mean(mx) and its output are identically 0 (in PyTorch's original
 * too). We take that mean over the batch axis instead (the minimal change that gives the
 * subtraction a meaning), so every output depends on every row: a kernel needs all the row
 * maxima before it can write any output. Inputs: JAXBench's w and b are zeros; here x is as
 * above (JAXBench: U[0,1)), w ~ N(0,1)*0.02 like initialised weights, b ~ N(0,1)*0.1.
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/rows.h"

#include <math.h>
#include <stdlib.h>

enum { P_M, P_K, P_N };

/* The matmul and the bias; the maximum, the mean and the gelu (one or two flops per element of
 * y, a few per row) are not counted. */
static double flops(const kb_problem *p)
{
    const double M = (double)p->p[P_M], K = (double)p->p[P_K], N = (double)p->p[P_N];
    return 2.0 * M * N * K + M * N;
}

/* kb:reference begin */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t M = p->p[P_M], K = p->p[P_K], N = p->p[P_N];
    const float *x = in[0]; /* [M][K] */
    const float *w = in[1]; /* [K][N] */
    const float *b = in[2]; /* [N] */
    float *o = out[0];      /* [M][1] */
    /* y[m][n] = sum_k x[m][k] * w[k][n] + b[n] in double, summed over k in order (ref/linear.c) */
    double *y = kb_ref_linear(x, w, b, M, K, N, false); /* [M][N] */
    double *mx = malloc(sizeof(double) * (size_t)M);    /* [M] */
    KB_ASSERT(mx);
    double mean = 0.0;
    for (int64_t m = 0; m < M; m++) {
        mx[m] = -INFINITY;
        for (int64_t n = 0; n < N; n++) mx[m] = fmax(mx[m], y[m * N + n]);
        mean += mx[m];
    }
    mean /= (double)M;
    for (int64_t m = 0; m < M; m++) {
        o[m] = (float)kb_ref_gelu_tanh(mx[m] - mean);
    }
    free(mx);
    free(y);
}
/* kb:reference end */

/* y = x . w + b by oneDNN into the storage type; a plain pass for the row maxima (f32); the
 * mean and the gelu over the M maxima. */
static void *lib_init(const kb_problem *p, kb_err *err)
{
    const int64_t M = p->p[P_M], N = p->p[P_N];
    kb_rows_lib *s = kb_rows_lib_new(p);
    kb_dnnl_matmul_desc d = {
        .m = M,
        .k = p->p[P_K],
        .n = N,
        .src = p->dtype,
        .wei = p->dtype,
        .dst = p->dtype,
        .bias = true,
    };
    if (kb_rows_lib_matmul(s, 0, &d, err)) return NULL;
    s->buf[0] = kb_xaligned((size_t)(M * N) * kb_dtype_size(p->dtype)); /* y [M][N] */
    s->buf[1] = kb_xaligned(sizeof(float) * (size_t)M);                 /* mx [M] */
    s->m = M, s->n = N;
    return s;
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    kb_rows_lib *s = state;
    float *mx = s->buf[1];
    kb_dnnl_matmul_run(s->mm[0], in[0], in[1], in[2], NULL, s->buf[0]);
    kb_rows_reduce(s->dtype, s->buf[0], s->m, s->n, NULL, KB_ROWS_MAX, mx, s->threads);
    float sum = 0.0f;
    for (int64_t m = 0; m < s->m; m++) sum += mx[m];
    const float mean = sum / (float)s->m;
    for (int64_t m = 0; m < s->m; m++) mx[m] = kb_rows_gelu_tanhf(mx[m] - mean);
    kb_dtype_from_f32(s->dtype, mx, out[0], (size_t)s->m);
}

const kb_workload kb_wl_k42_gemm_max_subtract_gelu = {
    .id = "k42_gemm_max_subtract_gelu",
    .jaxbench = "42k_Gemm_Max_Subtract_GELU",
    .family = "fused-gemm",
    .title = "GEMM + bias, max over features, minus the batch mean of the maxima, GELU",
    .model = "KernelBench level 2 #80",
    .math = "mx[m] = max_n (sum_k x[m][k] * w[k][n] + b[n])\n"
            "out[m][0] = gelu(mx[m] - mean_m' mx[m'])   (gelu: tanh form; the mean over the M "
            "rows; f32 accumulation, output rounded to the storage type)",
    .params = {"M", "K", "N"},
    .inputs =
        {
            {.name = "x",
             .dims = {"M", "K"},
             .init = KB_INIT_CUSTOM,
             .doc = "activations, N(0,1) times a per-row scale in [0.5, 2)"},
            {.name = "w",
             .dims = {"K", "N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "weights [in][out], N(0,1)*0.02"},
            {.name = "b", .dims = {"N"}, .init = KB_INIT_NORMAL, .scale = 0.1, .doc = "bias, N(0,1)*0.1"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"M", "1"}, .doc = "gelu of the centred row maxima"},
        },
    .presets =
        {
            {"tiny", {32, 2048, 2048}},
            {"cpu", {2048, 2048, 2048}},
            {"h200", {4096, 8192, 8192}},
            {"tpu-v6e", {4096, 8192, 8192}},
        },
    .tol_bf16 = {.atol = 2.5e-2, .rtol = 1e-2, .nmse = 2e-3},
    .tol_f32 = {.atol = 3e-5, .rtol = 1e-4, .nmse = 4e-8},
    .bf16_intermediates = KB_STAGED_MARGINAL,
    .flops = flops,
    .generate = kb_rows_generate_scaled,
    .reference = reference,
    .lib_doc = "oneDNN matmul x.w + b into the storage type, a plain row-maximum pass (f32), then "
               "the mean and the gelu over the maxima",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = kb_rows_lib_free,
};
