/* k48_matmul_batchnorm_biasadd_divide_swish: linear layer, batch norm in inference mode, bias
 * add, divide, Swish (JAXBench 48k, KernelBench level 2 #97
 * "Matmul_BatchNorm_BiasAdd_Divide_Swish").
 *
 *   y[m][n]   = sum_k x[m][k] * w[k][n] + lb[n]
 *   v         = ((y[m][n] - bn_mean[n]) / sqrt(bn_var[n] + EPS) * bn_scale[n] + bn_bias[n]
 *                + bias[0]) / DIVIDE                                EPS 1e-5, DIVIDE 1
 *   out[m][n] = v / (1 + exp(-v))                                   Swish
 *
 * The batch norm uses running statistics (inference mode), which are inputs. Shapes: M rows
 * (batch), K input features, N output features (JAXBench: M 4096, K 8192, N 8192; the cpu
 * preset keeps M:K:N = 1:2:2, tiny keeps its K so that y has the same scale).
 *
 * Changes from JAXBench: its w and lb are zeros, its running statistics 0 and 1, its norm
 * weight and bias 1 and 0 and its bias 0, so its output is identically 0 whatever x is. Here
 * x ~ N(0,1) (JAXBench: U[0,1)), w ~ N(0,1)*0.02 like initialised weights, lb ~ N(0,1)*0.1,
 * running statistics like those of y (standard deviation about 1.1): bn_mean ~ N(0,1)*0.1 and
 * bn_var ~ U[0.5, 1.5); bn_scale ~ 1 + N(0,1)*0.1, bn_bias ~ N(0,1)*0.1 like a trained norm,
 * and bias ~ N(0,1)*0.5 (a single number, drawn larger so that a change of it shows). DIVIDE
 * is 1, as in JAXBench: the division is kept (a kernel may drop it).
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/epilogue.h"

#include <math.h>
#include <stdlib.h>

enum { P_M, P_K, P_N };
enum { S_EPS, S_DIVIDE };
enum { I_X, I_W, I_LB, I_SCALE, I_BNB, I_MEAN, I_VAR, I_BIAS };

/* The matmul plus one add per output for the bias; the normalisation and Swish are not
 * counted. */
static double flops(const kb_problem *p)
{
    const double M = (double)p->p[P_M], K = (double)p->p[P_K], N = (double)p->p[P_N];
    return 2.0 * M * N * K + M * N;
}

/* kb:reference begin */
/* y = x.w + lb comes from kb_ref_linear: double accumulators, each sum over k in order
 * 0, 1, 2, ..., the bias added last. kb_ref_swish(v) = v / (1 + exp(-v)), in double. */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t M = p->p[P_M], K = p->p[P_K], N = p->p[P_N];
    const double eps = p->w->scalars[S_EPS].value, divide = p->w->scalars[S_DIVIDE].value;
    const float *x = in[I_X];                            /* [M][K] */
    const float *w = in[I_W];                            /* [K][N] */
    const float *lb = in[I_LB];                          /* [N] */
    const float *bn_scale = in[I_SCALE];                 /* [N] */
    const float *bn_bias = in[I_BNB];                    /* [N] */
    const float *bn_mean = in[I_MEAN];                   /* [N] */
    const float *bn_var = in[I_VAR];                     /* [N] */
    const float *bias = in[I_BIAS];                      /* [1] */
    float *o = out[0];                                   /* [M][N] */
    double *y = kb_ref_linear(x, w, lb, M, K, N, false); /* [M][N] */
#pragma omp parallel for schedule(static)
    for (int64_t m = 0; m < M; m++)
        for (int64_t n = 0; n < N; n++) {
            double xn = (y[m * N + n] - bn_mean[n]) / sqrt(bn_var[n] + eps);
            double v = (xn * bn_scale[n] + bn_bias[n] + bias[0]) / divide;
            o[m * N + n] = (float)kb_ref_swish(v);
        }
    free(y);
}
/* kb:reference end */

/* The inference-mode batch norm, the bias and the divide fold into one scale and one shift per
 * column, as any inference engine does:
 *   v = y * a[n] + c[n],  a = bn_scale / sqrt(bn_var + EPS) / DIVIDE,
 *                         c = (bn_bias + bias - bn_mean * bn_scale / sqrt(bn_var + EPS)) / DIVIDE
 * a and c (f32, N values) are computed on every call from the inputs, a negligible plain pass;
 * then one oneDNN matmul with lb as its bias and post-ops multiply by a, add c, Swish. */
typedef struct lib_state {
    kb_dnnl_matmul *mm;
    int64_t n;
    kb_dtype dtype;
    float eps, divide;
    float *vec;   /* [5][N]: bn_scale, bn_bias, bn_mean, bn_var as f32, then bias */
    float *a, *c; /* [N] each */
} lib_state;

static void lib_fini(void *state)
{
    lib_state *s = state;
    if (!s) return;
    kb_dnnl_matmul_destroy(s->mm);
    free(s->vec);
    free(s->a);
    free(s->c);
    free(s);
}

static void *lib_init(const kb_problem *p, kb_err *err)
{
    const int64_t N = p->p[P_N];
    lib_state *s = kb_xcalloc(1, sizeof *s);
    s->n = N;
    s->dtype = p->dtype;
    s->eps = (float)p->w->scalars[S_EPS].value;
    s->divide = (float)p->w->scalars[S_DIVIDE].value;
    s->vec = kb_xaligned((size_t)(5 * N) * sizeof(float));
    s->a = kb_xaligned((size_t)N * sizeof(float));
    s->c = kb_xaligned((size_t)N * sizeof(float));
    kb_dnnl_matmul_desc d = {
        .m = p->p[P_M],
        .k = p->p[P_K],
        .n = N,
        .src = p->dtype,
        .wei = p->dtype,
        .dst = p->dtype,
        .bias = true,
        .post =
            {
                {.kind = KB_POST_BINARY,
                 .alg = dnnl_binary_mul,
                 .ndims = 2,
                 .dims = {1, N},
                 .type = KB_DTYPE_F32},
                {.kind = KB_POST_BINARY,
                 .alg = dnnl_binary_add,
                 .ndims = 2,
                 .dims = {1, N},
                 .type = KB_DTYPE_F32},
                {.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_swish, .alpha = 1.0f},
            },
    };
    if (!(s->mm = kb_dnnl_matmul_create(&d, err))) {
        lib_fini(s);
        return NULL;
    }
    return s;
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    lib_state *s = state;
    const int64_t N = s->n;
    float *scale = s->vec, *bnb = s->vec + N, *mean = s->vec + 2 * N, *var = s->vec + 3 * N;
    float *bias = s->vec + 4 * N;
    kb_dtype_to_f32(s->dtype, in[I_SCALE], scale, (size_t)N);
    kb_dtype_to_f32(s->dtype, in[I_BNB], bnb, (size_t)N);
    kb_dtype_to_f32(s->dtype, in[I_MEAN], mean, (size_t)N);
    kb_dtype_to_f32(s->dtype, in[I_VAR], var, (size_t)N);
    kb_dtype_to_f32(s->dtype, in[I_BIAS], bias, 1);
    for (int64_t n = 0; n < N; n++) {
        const float r = scale[n] / sqrtf(var[n] + s->eps);
        s->a[n] = r / s->divide;
        s->c[n] = (bnb[n] + bias[0] - mean[n] * r) / s->divide;
    }
    const void *post[] = {s->a, s->c};
    kb_dnnl_matmul_run(s->mm, in[I_X], in[I_W], in[I_LB], post, out[0]);
}

const kb_workload kb_wl_k48_matmul_batchnorm_biasadd_divide_swish = {
    .id = "k48_matmul_batchnorm_biasadd_divide_swish",
    .jaxbench = "48k_Matmul_BatchNorm_BiasAdd_Divide_Swish",
    .family = "fused-gemm",
    .title = "GEMM + bias, batch norm (inference), bias add, divide, Swish",
    .model = "KernelBench level 2 #97",
    .math = "y[m][n] = sum_k x[m][k] * w[k][n] + lb[n]\n"
            "v = ((y[m][n] - bn_mean[n]) / sqrt(bn_var[n] + EPS) * bn_scale[n] + bn_bias[n]"
            " + bias[0]) / DIVIDE\n"
            "out[m][n] = v / (1 + exp(-v))\n"
            "(f32 accumulation, output rounded to the storage type)",
    .params = {"M", "K", "N"},
    .scalars = {{"EPS", 1e-5}, {"DIVIDE", 1.0}},
    .inputs =
        {
            {.name = "x",
             .dims = {"M", "K"},
             .init = KB_INIT_NORMAL,
             .scale = 1.0,
             .doc = "activations, N(0,1)"},
            {.name = "w",
             .dims = {"K", "N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "weights, N(0,1)*0.02"},
            {.name = "lb",
             .dims = {"N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .doc = "linear bias, N(0,1)*0.1"},
            {.name = "bn_scale",
             .dims = {"N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .shift = 1.0,
             .doc = "norm weight, 1 + N(0,1)*0.1"},
            {.name = "bn_bias",
             .dims = {"N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .doc = "norm bias, N(0,1)*0.1"},
            {.name = "bn_mean",
             .dims = {"N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .doc = "running mean, N(0,1)*0.1"},
            {.name = "bn_var",
             .dims = {"N"},
             .init = KB_INIT_UNIFORM,
             .scale = 0.5,
             .shift = 1.0,
             .doc = "running variance, U[0.5, 1.5)"},
            {.name = "bias",
             .dims = {"1"},
             .init = KB_INIT_NORMAL,
             .scale = 0.5,
             .doc = "one bias added to every element, N(0,1)*0.5"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"M", "N"}, .doc = "swish((bn_eval(x.w + lb) + bias) / DIVIDE)"},
        },
    .presets =
        {
            {"tiny", {64, 2816, 256}},
            {"cpu", {1408, 2816, 2816}},
            {"h200", {4096, 8192, 8192}},
            {"tpu-v6e", {4096, 8192, 8192}},
        },
    .tol_bf16 = {.atol = 1e-4, .rtol = 1e-2, .nmse = 2e-4},
    .tol_f32 = {.atol = 3e-5, .rtol = 1e-4, .nmse = 4e-9},
    .bf16_intermediates = KB_STAGED_FAIL,
    .flops = flops,
    .reference = reference,
    .lib_doc = "batch norm, bias and divide folded into a per-column scale and shift (a plain "
               "pass over N values per call), then one oneDNN matmul with the linear bias and "
               "post-ops multiply, add, Swish; storage-type in and out, f32 accumulation",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = lib_fini,
};
