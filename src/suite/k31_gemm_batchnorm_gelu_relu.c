/* k31_gemm_batchnorm_gelu_relu: linear layer, batch norm in training mode, GELU, ReLU
 * (JAXBench 31k, KernelBench level 2 #41 "Gemm_BatchNorm_GELU_ReLU").
 *
 *   y[m][n]   = sum_k x[m][k] * w[n][k]                         (x . w^T, w as nn.Linear's)
 *   mean[n]   = (1/M) sum_m y[m][n]
 *   var[n]    = (1/M) sum_m (y[m][n] - mean[n])^2               (biased: batch statistics)
 *   z         = (y[m][n] - mean[n]) / sqrt(var[n] + EPS) * gamma[n] + beta[n]     EPS 1e-5
 *   out[m][n] = max(0, gelu(z))
 *   gelu(t)   = 0.5 * t * (1 + tanh(sqrt(2/pi) * (t + 0.044715 * t^3)))
 *
 * gelu is jax.nn.gelu's default, the tanh approximation. The statistics are over all M rows:
 * every output depends on the whole column. Shapes: M rows (batch), K input features, N output
 * features (JAXBench: M 16384, K 8192, N 8192; the cpu preset keeps M:K:N = 2:1:1).
 *
 * Inputs as JAXBench draws them where they mean something: x ~ U[0,1), w ~ N(0,1) (the
 * normalisation makes the weight scale irrelevant). With x >= 0 a column of y has a mean of
 * about 0.5 * sum_k w[n][k], typically 1.7 times (at the tails 5 times) its standard deviation
 * sqrt(K/12), and the normalisation must cancel it accurately: rounding y to bf16 before the
 * statistics costs about 1% of the output, more than the tolerance, so y stays in f32.
 *
 * Changes from JAXBench: its linear bias (N(0,1)) is dropped: training-mode batch norm
 * subtracts the column mean, which cancels any per-column bias exactly, so it cannot influence
 * the output. Its norm weight and bias are ones and zeros; here gamma ~ 1 + N(0,1)*0.1 and
 * beta ~ N(0,1)*0.1 like a trained norm.
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/epilogue.h"

#include <math.h>
#include <omp.h>
#include <stdlib.h>
#include <string.h>

enum { P_M, P_K, P_N };
enum { S_EPS };
enum { I_X, I_W, I_GAMMA, I_BETA };

/* The matmul only; the statistics, normalisation and activations (about 15 flops per output,
 * under 1% at every preset) are not counted. */
static double flops(const kb_problem *p)
{
    return 2.0 * (double)p->p[P_M] * (double)p->p[P_K] * (double)p->p[P_N];
}

/* kb:reference begin */
/* y = x.w^T comes from kb_ref_linear: double accumulators, each sum over k in order
 * 0, 1, 2, ...; y stays in double. kb_ref_gelu_tanh(t) is the formula above, in double. */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t M = p->p[P_M], K = p->p[P_K], N = p->p[P_N];
    const double eps = p->w->scalars[S_EPS].value;
    const float *x = in[I_X];                             /* [M][K] */
    const float *w = in[I_W];                             /* [N][K] */
    const float *gamma = in[I_GAMMA];                     /* [N] */
    const float *beta = in[I_BETA];                       /* [N] */
    float *o = out[0];                                    /* [M][N] */
    double *y = kb_ref_linear(x, w, NULL, M, K, N, true); /* [M][N] */
    double *mean = calloc((size_t)N, sizeof *mean), *var = calloc((size_t)N, sizeof *var);
    KB_ASSERT(mean && var);
    for (int64_t m = 0; m < M; m++)
        for (int64_t n = 0; n < N; n++) mean[n] += y[m * N + n];
    for (int64_t n = 0; n < N; n++) mean[n] /= (double)M;
    for (int64_t m = 0; m < M; m++)
        for (int64_t n = 0; n < N; n++) {
            double d = y[m * N + n] - mean[n];
            var[n] += d * d;
        }
    for (int64_t n = 0; n < N; n++) var[n] /= (double)M;
#pragma omp parallel for schedule(static)
    for (int64_t m = 0; m < M; m++)
        for (int64_t n = 0; n < N; n++) {
            double z = (y[m * N + n] - mean[n]) / sqrt(var[n] + eps) * gamma[n] + beta[n];
            double g = kb_ref_gelu_tanh(z);
            o[m * N + n] = (float)(g > 0.0 ? g : 0.0);
        }
    free(mean);
    free(var);
    free(y);
}
/* kb:reference end */

/* The steps, the way XLA splits this graph (the statistics need the whole of y first):
 * 1. oneDNN matmul x . w^T, storage type in, y out in f32 (scratch);
 * 2. plain pass: column means, then column variances around them (two reads of y, double
 *    partial sums per thread), folded with gamma and beta into a[n] = gamma / sqrt(var + EPS)
 *    and c[n] = beta - mean * a[n];
 * 3. oneDNN binary primitive y * a (broadcast row) with post-ops add c, GELU (tanh), ReLU: the
 *    fused elementwise pass, jit-vectorised (plain C would call scalar tanhf). oneDNN 2.6 has
 *    a jit binary only when src0 and dst have one type, so in f32 it writes the output and in
 *    bf16 it works in place on y and
 * 4. (bf16 only) a plain pass rounds y to the output. */
typedef struct lib_state {
    kb_dnnl_matmul *mm;
    dnnl_primitive_t norm;
    kb_dnnl_postops norm_post;
    dnnl_memory_t norm_y, norm_a, norm_out;
    int64_t m, n;
    int threads;
    kb_dtype dtype;
    float eps;
    float *y;            /* [M][N] */
    double *part;        /* [threads][N] partial column sums */
    double *mean, *var;  /* [N] */
    float *gamma, *beta; /* [N], as f32 */
    float *a, *c;        /* [N] */
} lib_state;

static void lib_fini(void *state)
{
    lib_state *s = state;
    if (!s) return;
    kb_dnnl_matmul_destroy(s->mm);
    if (s->norm) dnnl_primitive_destroy(s->norm);
    dnnl_memory_t mems[] = {s->norm_y, s->norm_a, s->norm_out};
    for (size_t i = 0; i < KB_ARRAY_LEN(mems); i++)
        if (mems[i]) dnnl_memory_destroy(mems[i]);
    kb_dnnl_postops_fini(&s->norm_post);
    void *bufs[] = {s->y, s->part, s->mean, s->var, s->gamma, s->beta, s->a, s->c};
    for (size_t i = 0; i < KB_ARRAY_LEN(bufs); i++) free(bufs[i]);
    free(s);
}

static void *lib_init(const kb_problem *p, kb_err *err)
{
    const int64_t M = p->p[P_M], K = p->p[P_K], N = p->p[P_N];
    lib_state *s = kb_xcalloc(1, sizeof *s);
    s->m = M;
    s->n = N;
    s->threads = p->threads > 0 ? p->threads : 1;
    s->dtype = p->dtype;
    s->eps = (float)p->w->scalars[S_EPS].value;
    s->y = kb_xaligned((size_t)(M * N) * sizeof *s->y);
    s->part = kb_xaligned((size_t)(s->threads * N) * sizeof *s->part);
    s->mean = kb_xaligned((size_t)N * sizeof *s->mean);
    s->var = kb_xaligned((size_t)N * sizeof *s->var);
    s->gamma = kb_xaligned((size_t)N * sizeof *s->gamma);
    s->beta = kb_xaligned((size_t)N * sizeof *s->beta);
    s->a = kb_xaligned((size_t)N * sizeof *s->a);
    s->c = kb_xaligned((size_t)N * sizeof *s->c);

    kb_dnnl_matmul_desc mm = {
        .m = M,
        .k = K,
        .n = N,
        .trans_b = true,
        .src = p->dtype,
        .wei = p->dtype,
        .dst = KB_DTYPE_F32,
    };
    if (!(s->mm = kb_dnnl_matmul_create(&mm, err))) goto fail;

    const kb_dnnl_post post[KB_DNNL_MAX_POST] = {
        {.kind = KB_POST_BINARY, .alg = dnnl_binary_add, .ndims = 2, .dims = {1, N}, .type = KB_DTYPE_F32},
        {.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_gelu_tanh},
        {.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_relu, .alpha = 0.0f},
    };
    if (kb_dnnl_postops_init(&s->norm_post, post, err)) goto fail;
    const int64_t full[2] = {M, N}, row[2] = {1, N};
    kb_dnnl_md_t ymd = kb_dnnl_md(2, full, KB_DTYPE_F32), amd = kb_dnnl_md(2, row, KB_DTYPE_F32);
    dnnl_primitive_desc_t pd = NULL;
    const bool ok = (s->norm = kb_dnnl_primitive(
                         kb_dnnl_pd_binary(&pd, dnnl_binary_mul, ymd, amd, ymd, s->norm_post.attr), &pd,
                         "normalisation (binary)", NULL, 0, err)) &&
                    (s->norm_y = kb_dnnl_mem(ymd, err)) && (s->norm_a = kb_dnnl_mem(amd, err)) &&
                    (s->norm_out = kb_dnnl_mem(ymd, err));
    kb_dnnl_md_free(ymd);
    kb_dnnl_md_free(amd);
    if (!ok) goto fail;
    return s;
fail:
    lib_fini(s);
    return NULL;
}

/* res[n] = (1/M) sum_m f(y[m][n]), f(v) = v without center, (v - center[n])^2 with it. Rows are
 * split over the threads, each with its own partial sums (vectorised over n). */
static void column_mean(const lib_state *s, const double *center, double *res)
{
    const int64_t M = s->m, N = s->n;
    const float *y = s->y;
    double *part = s->part;
    memset(part, 0, (size_t)(s->threads * N) * sizeof *part);
#pragma omp parallel num_threads(s->threads)
    {
        double *acc = part + (int64_t)omp_get_thread_num() * N;
#pragma omp for schedule(static)
        for (int64_t m = 0; m < M; m++) {
            const float *row = y + m * N;
            if (center) {
#pragma omp simd
                for (int64_t n = 0; n < N; n++) {
                    double d = row[n] - center[n];
                    acc[n] += d * d;
                }
            } else {
#pragma omp simd
                for (int64_t n = 0; n < N; n++) acc[n] += row[n];
            }
        }
    }
    for (int64_t n = 0; n < N; n++) {
        double t = 0;
        for (int i = 0; i < s->threads; i++) t += part[i * N + n];
        res[n] = t / (double)M;
    }
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    lib_state *s = state;
    const int64_t N = s->n;
    kb_dnnl_matmul_run(s->mm, in[I_X], in[I_W], NULL, NULL, s->y);
    column_mean(s, NULL, s->mean);
    column_mean(s, s->mean, s->var);
    kb_dtype_to_f32(s->dtype, in[I_GAMMA], s->gamma, (size_t)N);
    kb_dtype_to_f32(s->dtype, in[I_BETA], s->beta, (size_t)N);
    for (int64_t n = 0; n < N; n++) {
        s->a[n] = (float)(s->gamma[n] / sqrt(s->var[n] + s->eps));
        s->c[n] = (float)(s->beta[n] - s->mean[n] * s->a[n]);
    }
    dnnl_memory_set_data_handle(s->norm_y, s->y);
    dnnl_memory_set_data_handle(s->norm_a, s->a);
    const bool f32 = s->dtype == KB_DTYPE_F32;
    dnnl_memory_set_data_handle(s->norm_out, f32 ? out[0] : s->y);
    dnnl_exec_arg_t args[3 + KB_DNNL_MAX_POST] = {
        {DNNL_ARG_SRC_0, s->norm_y},
        {DNNL_ARG_SRC_1, s->norm_a},
        {DNNL_ARG_DST, s->norm_out},
    };
    const void *post_args[] = {s->c};
    int n = 3 + kb_dnnl_postops_args(&s->norm_post, post_args, args + 3);
    kb_dnnl_exec(s->norm, n, args);
    if (!f32) {
        const float *y = s->y;
        kb_bf16 *o = out[0];
#pragma omp parallel for simd schedule(static) num_threads(s->threads)
        for (int64_t i = 0; i < s->m * N; i++) o[i].bits = kb_f32_to_bf16(y[i]).bits;
    }
}

const kb_workload kb_wl_k31_gemm_batchnorm_gelu_relu = {
    .id = "k31_gemm_batchnorm_gelu_relu",
    .jaxbench = "31k_Gemm_BatchNorm_GELU_ReLU",
    .family = "fused-gemm",
    .title = "GEMM, batch norm (training: batch statistics), GELU (tanh), ReLU",
    .model = "KernelBench level 2 #41",
    .math = "y[m][n] = sum_k x[m][k] * w[n][k]\n"
            "mean[n] = mean_m y[m][n];  var[n] = mean_m (y[m][n] - mean[n])^2\n"
            "z = (y[m][n] - mean[n]) / sqrt(var[n] + EPS) * gamma[n] + beta[n]\n"
            "out[m][n] = max(0, 0.5 * z * (1 + tanh(sqrt(2/pi) * (z + 0.044715 * z^3))))\n"
            "(f32 accumulation; keep y in f32, its column means are large; output rounded to "
            "the storage type)",
    .params = {"M", "K", "N"},
    .scalars = {{"EPS", 1e-5}},
    .inputs =
        {
            {.name = "x",
             .dims = {"M", "K"},
             .init = KB_INIT_UNIFORM,
             .scale = 0.5,
             .shift = 0.5,
             .doc = "activations, U[0,1) as in JAXBench"},
            {.name = "w",
             .dims = {"N", "K"},
             .init = KB_INIT_NORMAL,
             .scale = 1.0,
             .doc = "weights, [out][in] as nn.Linear stores them, N(0,1) as in JAXBench"},
            {.name = "gamma",
             .dims = {"N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .shift = 1.0,
             .doc = "norm weight, 1 + N(0,1)*0.1"},
            {.name = "beta",
             .dims = {"N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .doc = "norm bias, N(0,1)*0.1"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"M", "N"}, .doc = "relu(gelu_tanh(batchnorm_train(x.w^T)))"},
        },
    .presets =
        {
            {"tiny", {128, 1408, 128}},
            {"cpu", {2816, 1408, 1408}},
            {"h200", {16384, 8192, 8192}},
            {"tpu-v6e", {16384, 8192, 8192}},
        },
    .tol_bf16 = {.atol = 1e-4, .rtol = 1e-2, .nmse = 2e-4},
    .tol_f32 = {.atol = 3e-5, .rtol = 1e-4, .nmse = 5e-9},
    .bf16_intermediates = KB_STAGED_FAIL,
    .flops = flops,
    .reference = reference,
    .lib_doc = "oneDNN matmul x.w^T to an f32 scratch; plain OpenMP passes for the column mean "
               "and variance; oneDNN binary primitive (multiply by gamma/std) with post-ops add "
               "shift, GELU tanh form, ReLU, in f32; in bf16 a plain pass rounds to the output",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = lib_fini,
};
