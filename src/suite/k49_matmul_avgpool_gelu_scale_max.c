/* k49_matmul_avgpool_gelu_scale_max: linear layer, average pooling along the features, GELU,
 * scale, maximum (JAXBench 49k, KernelBench level 2 #98 "Matmul_AvgPool_GELU_Scale_Max").
 *
 *   y[m][n] = sum_k x[m][k] * w[k][n] + b[n]
 *   a[m][j] = (1/P) sum_{q<P} y[m][j*P + q]                 (window P, stride P: N/P windows)
 *   out[m]  = max_j SCALE * gelu(a[m][j])                     (SCALE 2)
 * gelu(v) = 0.5 v (1 + tanh(sqrt(2/pi) (v + 0.044715 v^3))), JAX's default (approximate) form.
 *
 * Shapes: M rows, K input features, N output features, P pooling window; w is [K][N] (JAXBench
 * computes x . w + b). JAXBench: M 4096, K 8192, N 8192, P 16; the cpu preset is M = K = N = 2048
 * (K and N a quarter of JAXBench's, M, the batch, half of it, so that the bf16 lib baseline takes
 * over 10 ms), with P = 16, and tiny keeps cpu's K, N and P.
 *
 * Inputs: the rows of x are N(0,1) times a per-row scale uniform on [0.5, 2), as tokens'
 * activations differ in size. A window average then has a standard deviation of about 0.1-0.45
 * depending on the row, and the output ranges over about 0.25-3.3. (With equally scaled rows
 * it would lie within about 0.6-1.4, nearly constant at bf16 precision.)
 *
 * Changes from JAXBench: JAXBench's w and b are zeros (its output is 0); here x is as above
 * (JAXBench: U[0,1)), w ~ N(0,1)*0.02 like initialised weights, b ~ N(0,1)*0.1.
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/rows.h"

#include <math.h>
#include <stdlib.h>

enum { P_M, P_K, P_N, P_P };
enum { S_SCALE };

/* The matmul, the bias and the pooling sum (one add each per element of y); the gelu, scale and
 * maximum (a few flops per window) are not counted. */
static double flops(const kb_problem *p)
{
    const double M = (double)p->p[P_M], K = (double)p->p[P_K], N = (double)p->p[P_N];
    return 2.0 * M * N * K + 2.0 * M * N;
}

/* kb:reference begin */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t M = p->p[P_M], K = p->p[P_K], N = p->p[P_N], P = p->p[P_P];
    const double scale = p->w->scalars[S_SCALE].value;
    const float *x = in[0]; /* [M][K] */
    const float *w = in[1]; /* [K][N] */
    const float *b = in[2]; /* [N] */
    float *o = out[0];      /* [M] */
    /* y[m][n] = sum_k x[m][k] * w[k][n] + b[n] in double, summed over k in order (ref/linear.c) */
    double *y = kb_ref_linear(x, w, b, M, K, N, false); /* [M][N] */
    for (int64_t m = 0; m < M; m++) {
        double mx = -INFINITY;
        for (int64_t j = 0; j < N / P; j++) {
            double a = 0.0;
            for (int64_t q = 0; q < P; q++) a += y[m * N + j * P + q];
            a /= (double)P;
            mx = fmax(mx, scale * kb_ref_gelu_tanh(a));
        }
        o[m] = (float)mx;
    }
    free(y);
}
/* kb:reference end */

/* y = x . w + b by oneDNN into the storage type; the pooling as a plain pass into the storage
 * type (XLA's reduce_window); a plain pass for the row maxima of gelu (f32), scaled per row. */
static void *lib_init(const kb_problem *p, kb_err *err)
{
    const int64_t M = p->p[P_M], N = p->p[P_N], P = p->p[P_P];
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
    s->buf[0] = kb_xaligned((size_t)(M * N) * kb_dtype_size(p->dtype));     /* y [M][N] */
    s->buf[1] = kb_xaligned((size_t)(M * N / P) * kb_dtype_size(p->dtype)); /* a [M][N/P] */
    s->buf[2] = kb_xaligned(sizeof(float) * (size_t)M);                     /* maxima [M] */
    s->m = M, s->n = N, s->g = P;
    s->c[0] = (float)p->w->scalars[S_SCALE].value;
    return s;
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    kb_rows_lib *s = state;
    float *mx = s->buf[2];
    kb_dnnl_matmul_run(s->mm[0], in[0], in[1], in[2], NULL, s->buf[0]);
    kb_rows_avgpool(s->dtype, s->buf[0], s->m, s->n, s->g, s->buf[1], s->threads);
    kb_rows_reduce(s->dtype, s->buf[1], s->m, s->n / s->g, &(kb_rows_map){.fn = KB_ROWS_GELU_TANH},
                   KB_ROWS_MAX, mx, s->threads);
    for (int64_t m = 0; m < s->m; m++) mx[m] *= s->c[0]; /* max(SCALE * v) = SCALE * max(v) */
    kb_dtype_from_f32(s->dtype, mx, out[0], (size_t)s->m);
}

const kb_workload kb_wl_k49_matmul_avgpool_gelu_scale_max = {
    .id = "k49_matmul_avgpool_gelu_scale_max",
    .jaxbench = "49k_Matmul_AvgPool_GELU_Scale_Max",
    .family = "fused-gemm",
    .title = "GEMM + bias, average pool along features, GELU, scale, max",
    .model = "KernelBench level 2 #98",
    .math = "a[m][j] = (1/P) sum_{q<P} (sum_k x[m][k] * w[k][j*P+q] + b[j*P+q])\n"
            "out[m] = max_j SCALE * gelu(a[m][j])   (gelu: tanh form; f32 accumulation; a may be "
            "rounded to the storage type; output rounded to the storage type)",
    .params = {"M", "K", "N", "P"},
    .scalars = {{"SCALE", 2.0}},
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
            {.name = "out", .dims = {"M"}, .doc = "max over windows of SCALE * gelu(window average)"},
        },
    .presets =
        {
            {"tiny", {32, 2048, 2048, 16}},
            {"cpu", {2048, 2048, 2048, 16}},
            {"h200", {4096, 8192, 8192, 16}},
            {"tpu-v6e", {4096, 8192, 8192, 16}},
        },
    .tol_bf16 = {.atol = 1e-2, .rtol = 1e-2, .nmse = 2e-4},
    .tol_f32 = {.atol = 1e-5, .rtol = 1e-5, .nmse = 4e-10},
    .bf16_intermediates = KB_STAGED_PASS,
    .flops = flops,
    .generate = kb_rows_generate_scaled,
    .reference = reference,
    .lib_doc = "oneDNN matmul x.w + b into the storage type, a plain average-pool pass into the "
               "storage type, then a plain max-of-gelu pass per row (f32), scaled",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = kb_rows_lib_free,
};
