/* k40_gemm_groupnorm_min_biasadd: linear layer, group norm, minimum over the features, then a
 * per-feature bias broadcast against the row minima (JAXBench 40k, KernelBench level 2 #75
 * "Gemm_GroupNorm_Min_BiasAdd").
 *
 *   y[m][c]   = sum_k x[m][k] * w[c][k] + lb[c]
 *   g[m][c]   = (y[m][c] - mean_g) / sqrt(var_g + EPS) * gamma[c] + beta[c]
 *   mn[m]     = min_c g[m][c]
 *   out[n][m] = mn[m] + bias[n]
 * where mean_g, var_g are over the N/G consecutive features of c's group in row m (biased
 * variance). The last line is PyTorch's broadcast of the (M, 1) minima, viewed as (1, 1, M, 1),
 * against a bias of shape (1, N, 1, 1): the output is (1, N, M, 1), stored here as [N][M].
 *
 * Shapes: M rows, K input features, N output features, G groups; w is [N][K] (PyTorch's Linear
 * layout; JAXBench computes x . w^T + lb). JAXBench: M 4096, K 8192, N 8192, G 512 (16 features per
 * group); the cpu preset is M = K = N = 2048 (K and N a quarter of JAXBench's, M, the batch, half
 * of it, so that the bf16 lib baseline takes over 10 ms), with the group size 16 (G = N/16). The
 * minima lie around -3 (a normalised group of 16 cannot go below -sqrt(15)).
 *
 * Changes from JAXBench: JAXBench's w, lb and bias are zeros, gamma ones and beta zeros (its
 * group norm sees constant groups and its output is 0); here x ~ N(0,1) (JAXBench: U[0,1)),
 * w ~ N(0,1)*0.02 like initialised weights, lb ~ N(0,1)*0.1, gamma ~ 1 + 0.1 N(0,1),
 * beta ~ 0.1 N(0,1), and bias ~ N(0,1) as PyTorch's original initialises it (torch.randn).
 * JAXBench's bias (1, N, 1, 1) is stored as [N].
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/rows.h"

#include <math.h>
#include <stdlib.h>

enum { P_M, P_K, P_N, P_G };
enum { S_EPS };

/* The matmul, its bias and the final bias add (one per output element); the group norm and
 * the minimum (about 10 flops per element of y, under 1% of the total) are not counted. */
static double flops(const kb_problem *p)
{
    const double M = (double)p->p[P_M], K = (double)p->p[P_K], N = (double)p->p[P_N];
    return 2.0 * M * N * K + 2.0 * M * N;
}

/* kb:reference begin */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t M = p->p[P_M], K = p->p[P_K], N = p->p[P_N], G = p->p[P_G];
    const double eps = p->w->scalars[S_EPS].value;
    const float *x = in[0];     /* [M][K] */
    const float *w = in[1];     /* [N][K] */
    const float *lb = in[2];    /* [N] */
    const float *gamma = in[3]; /* [N] */
    const float *beta = in[4];  /* [N] */
    const float *bias = in[5];  /* [N] */
    float *o = out[0];          /* [N][M] */
    /* y[m][c] = sum_k x[m][k] * w[c][k] + lb[c] in double, summed over k in order (ref/linear.c) */
    double *y = kb_ref_linear(x, w, lb, M, K, N, true); /* [M][N] */
    /* g[m][c] = (y[m][c] - mean_g) / sqrt(var_g + eps) * gamma[c] + beta[c], in place, over the
     * N/G consecutive features of each group (ref/rows.c) */
    kb_ref_groupnorm(y, M, N, G, eps, gamma, beta);
    double *mn = malloc(sizeof(double) * (size_t)M); /* [M] */
    KB_ASSERT(mn);
#pragma omp parallel for schedule(static)
    for (int64_t m = 0; m < M; m++) {
        mn[m] = INFINITY;
        for (int64_t c = 0; c < N; c++) mn[m] = fmin(mn[m], y[m * N + c]);
    }
    for (int64_t n = 0; n < N; n++)
        for (int64_t m = 0; m < M; m++) o[n * M + m] = (float)(mn[m] + bias[n]);
    free(mn);
    free(y);
}
/* kb:reference end */

/* y = x . w^T + lb by oneDNN into the storage type; the group norm as a plain pass into the
 * storage type (both kb_rows_gemm_groupnorm_run, shared with k45); a plain pass for the row
 * minima (f32); a plain pass writing the broadcast. */
static void *lib_init(const kb_problem *p, kb_err *err)
{
    kb_rows_lib *s = kb_rows_lib_gemm_groupnorm(p, p->w->scalars[S_EPS].value, err);
    if (!s) return NULL;
    s->buf[2] = kb_xaligned(sizeof(float) * (size_t)(s->m + s->n)); /* mn [M], bias [N] */
    return s;
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    kb_rows_lib *s = state;
    const int64_t M = s->m, N = s->n;
    float *mn = s->buf[2], *bias = mn + M;
    kb_rows_gemm_groupnorm_run(s, in);
    kb_rows_reduce(s->dtype, s->buf[1], M, N, NULL, KB_ROWS_MIN, mn, s->threads);
    kb_rows_load(s->dtype, in[5], 0, N, bias);
#pragma omp parallel for schedule(static) num_threads(s->threads)
    for (int64_t n = 0; n < N; n++) {
        float row[KB_ROWS_CHUNK];
        for (int64_t m0 = 0; m0 < M; m0 += KB_ROWS_CHUNK) {
            const int64_t len = M - m0 < KB_ROWS_CHUNK ? M - m0 : KB_ROWS_CHUNK;
#pragma omp simd
            for (int64_t j = 0; j < len; j++) row[j] = mn[m0 + j] + bias[n];
            kb_rows_store(s->dtype, row, len, out[0], n * M + m0);
        }
    }
}

const kb_workload kb_wl_k40_gemm_groupnorm_min_biasadd = {
    .id = "k40_gemm_groupnorm_min_biasadd",
    .jaxbench = "40k_Gemm_GroupNorm_Min_BiasAdd",
    .family = "fused-gemm",
    .title = "GEMM + bias, group norm, min over features, broadcast bias add",
    .model = "KernelBench level 2 #75",
    .math = "g[m][c] = groupnorm_G(sum_k x[m][k] * w[c][k] + lb[c]) * gamma[c] + beta[c]\n"
            "out[n][m] = min_c g[m][c] + bias[n]\n"
            "(group norm over N/G consecutive features, biased variance, EPS; f32 accumulation, "
            "output rounded to the storage type)",
    .params = {"M", "K", "N", "G"},
    .scalars = {{"EPS", 1e-5}},
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
            {.name = "lb",
             .dims = {"N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.1,
             .doc = "linear bias, N(0,1)*0.1"},
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
            {.name = "bias",
             .dims = {"N"},
             .init = KB_INIT_NORMAL,
             .scale = 1.0,
             .doc = "broadcast bias (JAXBench (1,N,1,1)), N(0,1)"},
        },
    .outputs =
        {
            {.name = "out",
             .dims = {"N", "M"},
             .doc = "row minima plus bias, broadcast (JAXBench (1,N,M,1))"},
        },
    .presets =
        {
            {"tiny", {32, 1024, 1024, 64}},
            {"cpu", {2048, 2048, 2048, 128}},
            {"h200", {4096, 8192, 8192, 512}},
            {"tpu-v6e", {4096, 8192, 8192, 512}},
        },
    .tol_bf16 = {.atol = 3e-2, .rtol = 1e-2, .nmse = 5e-5},
    .tol_f32 = {.atol = 1e-4, .rtol = 1e-5, .nmse = 5e-10},
    .bf16_intermediates = KB_STAGED_PASS,
    .flops = flops,
    .reference = reference,
    .lib_doc = "oneDNN matmul x.w^T + lb into the storage type, a plain group-norm pass into the "
               "storage type, a plain row-minimum pass (f32), a plain broadcast-add pass",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = kb_rows_lib_free,
};
