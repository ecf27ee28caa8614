/* k21_gemm_divide_sum_scaling: linear layer without bias, divided, summed over its features,
 * scaled (JAXBench 21k, KernelBench level 2 #14 "Gemm_Divide_Sum_Scaling").
 *
 *   y[m][n]   = sum_k x[m][k] * w[n][k]
 *   out[m][0] = SCALE * sum_n y[m][n] / DIVISOR             (DIVISOR 2, SCALE 1.5)
 *
 * Shapes: M rows, K input features, N output features; w is [N][K] (PyTorch's Linear layout;
 * JAXBench computes x . w^T). JAXBench: M 4096, K 8192, N 8192; the cpu preset is M = K = N = 2048
 * (K and N a quarter of JAXBench's, M, the batch, half of it, so that the bf16 lib baseline takes
 * over 10 ms), and tiny keeps cpu's K and N so that the output has the same scale (rms about 30) at
 * both. The sum over n commutes with the product: out = SCALE/DIVISOR * x . (sum_n w[n]), so a
 * kernel may reduce w first and do a matrix-vector product instead of a GEMM (JAXBench's one "3.48x
 * faster" LLM kernel did exactly that).
 *
 * Changes from JAXBench: x ~ N(0,1) instead of U[0,1); w ~ N(0,1)*0.02 like initialised weights
 * instead of N(0,1) (the only change of scale: the function is the same). JAXBench asks for
 * precision=HIGHEST, which on a TPU means f32 passes over the product; here every kernel
 * accumulates in f32 anyway.
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/rows.h"

#include <stdlib.h>

enum { P_M, P_K, P_N };
enum { S_DIVISOR, S_SCALE };

/* The matmul plus one add per product for the sum over n (the divide and the scale, one each
 * per row once folded, are not counted). */
static double flops(const kb_problem *p)
{
    const double M = (double)p->p[P_M], K = (double)p->p[P_K], N = (double)p->p[P_N];
    return 2.0 * M * N * K + M * N;
}

/* kb:reference begin */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t M = p->p[P_M], K = p->p[P_K], N = p->p[P_N];
    const double divisor = p->w->scalars[S_DIVISOR].value, scale = p->w->scalars[S_SCALE].value;
    const float *x = in[0]; /* [M][K] */
    const float *w = in[1]; /* [N][K] */
    float *o = out[0];      /* [M][1] */
    /* y[m][n] = sum_k x[m][k] * w[n][k] in double, summed over k in order (ref/linear.c) */
    double *y = kb_ref_linear(x, w, NULL, M, K, N, true); /* [M][N] */
    for (int64_t m = 0; m < M; m++) {
        double s = 0.0;
        for (int64_t n = 0; n < N; n++) s += y[m * N + n] / divisor;
        o[m] = (float)(s * scale);
    }
    free(y);
}
/* kb:reference end */

/* y = x . w^T by oneDNN into the storage type, as XLA stores the dot; then one pass that sums
 * each row of y / DIVISOR in f32 (XLA's reduce fusion); the scale and the rounding per row. */
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
    };
    if (kb_rows_lib_matmul(s, 0, &d, err)) return NULL;
    s->buf[0] = kb_xaligned((size_t)(M * N) * kb_dtype_size(p->dtype)); /* y [M][N] */
    s->buf[1] = kb_xaligned(sizeof(float) * (size_t)M);                 /* row sums [M] */
    s->m = M, s->n = N;
    s->c[0] = (float)(1.0 / p->w->scalars[S_DIVISOR].value);
    s->c[1] = (float)p->w->scalars[S_SCALE].value;
    return s;
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    kb_rows_lib *s = state;
    float *sum = s->buf[1];
    kb_dnnl_matmul_run(s->mm[0], in[0], in[1], NULL, NULL, s->buf[0]);
    kb_rows_reduce(s->dtype, s->buf[0], s->m, s->n, &(kb_rows_map){.scale = s->c[0]}, KB_ROWS_SUM, sum,
                   s->threads);
    for (int64_t m = 0; m < s->m; m++) sum[m] *= s->c[1];
    kb_dtype_from_f32(s->dtype, sum, out[0], (size_t)s->m);
}

const kb_workload kb_wl_k21_gemm_divide_sum_scaling = {
    .id = "k21_gemm_divide_sum_scaling",
    .jaxbench = "21k_Gemm_Divide_Sum_Scaling",
    .family = "fused-gemm",
    .title = "GEMM, divide, sum over features, scale",
    .model = "KernelBench level 2 #14",
    .math = "out[m][0] = SCALE * sum_n (sum_k x[m][k] * w[n][k]) / DIVISOR   (f32 accumulation, "
            "output rounded to the storage type)",
    .params = {"M", "K", "N"},
    .scalars = {{"DIVISOR", 2.0}, {"SCALE", 1.5}},
    .inputs =
        {
            {.name = "x",
             .dims = {"M", "K"},
             .init = KB_INIT_NORMAL,
             .scale = 1.0,
             .doc = "activations, N(0,1)"},
            {.name = "w",
             .dims = {"N", "K"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "weights [out][in], N(0,1)*0.02"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"M", "1"}, .doc = "scaled row sums of x.w^T / DIVISOR"},
        },
    .presets =
        {
            {"tiny", {32, 2048, 2048}},
            {"cpu", {2048, 2048, 2048}},
            {"h200", {4096, 8192, 8192}},
            {"tpu-v6e", {4096, 8192, 8192}},
        },
    .tol_bf16 = {.atol = 0.4, .rtol = 8e-3, .nmse = 2e-4},
    .tol_f32 = {.atol = 1e-3, .rtol = 1e-4, .nmse = 2e-9},
    .bf16_intermediates = KB_STAGED_PASS,
    .flops = flops,
    .reference = reference,
    .lib_doc = "oneDNN matmul x.w^T into the storage type, then a plain pass summing each row in "
               "f32, scaled per row",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = kb_rows_lib_free,
};
