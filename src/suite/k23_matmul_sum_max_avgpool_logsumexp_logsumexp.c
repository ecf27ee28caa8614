/* k23_matmul_sum_max_avgpool_logsumexp_logsumexp: linear layer, sum over its features, then four
 * reductions over a one-element axis (JAXBench 23k, KernelBench level 2 #18
 * "Matmul_Sum_Max_AvgPool_LogSumExp_LogSumExp").
 *
 *   y[m][n]  = sum_k x[m][k] * w[n][k] + b[n]
 *   s[m][0]  = sum_n y[m][n]
 *   out[m][0] = lse(lse(mean(max(s))))      each over axis 1, which has one element
 *
 * Over one element, max(v) = mean(v) = v and lse(v) = v + log(exp(v - v)) = v, so out = s:
 * the four trailing reductions are identities (in PyTorch's original too), which a kernel may
 * skip. What is left is a GEMM whose output is only needed summed over n; since
 * sum_n y[m][n] = x[m] . (sum_n w[n]) + sum_n b[n], it also reduces to a matrix-vector product.
 *
 * Shapes: M rows, K input features, N output features; w is [N][K] (PyTorch's Linear layout;
 * JAXBench computes x . w^T + b). JAXBench: M 4096, K 8192, N 8192; the cpu preset is
 * M = K = N = 2048 (K and N a quarter of JAXBench's, M, the batch, half of it, so that the bf16 lib
 * baseline takes over 10 ms), and tiny keeps cpu's K and N, so the output's scale (rms about 40) is
 * the same at both.
 *
 * Changes from JAXBench: JAXBench's w and b are zeros (its output is identically 0); here
 * x ~ N(0,1) (JAXBench: U[0,1)), w ~ N(0,1)*0.02 like initialised weights, b ~ N(0,1)*0.1.
 * The math is JAXBench's, one-element reductions included: the output depends on every input.
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/rows.h"

#include <math.h>
#include <stdlib.h>

enum { P_M, P_K, P_N };

/* The matmul, the bias and the sum over n (one add each per element of y); the one-element
 * reductions do no arithmetic. */
static double flops(const kb_problem *p)
{
    const double M = (double)p->p[P_M], K = (double)p->p[P_K], N = (double)p->p[P_N];
    return 2.0 * M * N * K + 2.0 * M * N;
}

/* kb:reference begin */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t M = p->p[P_M], K = p->p[P_K], N = p->p[P_N];
    const float *x = in[0]; /* [M][K] */
    const float *w = in[1]; /* [N][K] */
    const float *b = in[2]; /* [N] */
    float *o = out[0];      /* [M][1] */
    /* y[m][n] = sum_k x[m][k] * w[n][k] + b[n] in double, summed over k in order (ref/linear.c) */
    double *y = kb_ref_linear(x, w, b, M, K, N, true); /* [M][N] */
    for (int64_t m = 0; m < M; m++) {
        double s = 0.0;
        for (int64_t n = 0; n < N; n++) s += y[m * N + n];
        /* max, mean, logsumexp, logsumexp, each over the single element s */
        const double mx = s;
        const double mean = mx / 1.0;
        const double lse1 = mean + log(exp(mean - mean));
        const double lse2 = lse1 + log(exp(lse1 - lse1));
        o[m] = (float)lse2;
    }
    free(y);
}
/* kb:reference end */

/* y = x . w^T + b by oneDNN into the storage type, as XLA stores the dot; then one pass that
 * sums each row of y in f32 (kb_rows_*matmul_rowsum, shared with k36); the one-element
 * reductions are identities and cost nothing. */
static void *lib_init(const kb_problem *p, kb_err *err)
{
    kb_rows_lib *s = kb_rows_lib_new(p);
    kb_dnnl_matmul_desc d = {
        .m = p->p[P_M],
        .k = p->p[P_K],
        .n = p->p[P_N],
        .trans_b = true,
        .src = p->dtype,
        .wei = p->dtype,
        .dst = p->dtype,
        .bias = true,
    };
    return kb_rows_lib_matmul_rowsum(s, &d, err) ? NULL : s;
}

const kb_workload kb_wl_k23_matmul_sum_max_avgpool_logsumexp_logsumexp = {
    .id = "k23_matmul_sum_max_avgpool_logsumexp_logsumexp",
    .jaxbench = "23k_Matmul_Sum_Max_AvgPool_LogSumExp_LogSumExp",
    .family = "fused-gemm",
    .title = "GEMM + bias, sum over features, then max/mean/logsumexp/logsumexp over one element",
    .model = "KernelBench level 2 #18",
    .math = "s[m] = sum_n (sum_k x[m][k] * w[n][k] + b[n])\n"
            "out[m][0] = lse(lse(mean(max(s[m]))))   (each over a one-element axis: out = s)\n"
            "(f32 accumulation, output rounded to the storage type)",
    .params = {"M", "K", "N"},
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
            {.name = "b", .dims = {"N"}, .init = KB_INIT_NORMAL, .scale = 0.1, .doc = "bias, N(0,1)*0.1"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"M", "1"}, .doc = "row sums of x.w^T + b"},
        },
    .presets =
        {
            {"tiny", {32, 2048, 2048}},
            {"cpu", {2048, 2048, 2048}},
            {"h200", {4096, 8192, 8192}},
            {"tpu-v6e", {4096, 8192, 8192}},
        },
    .tol_bf16 = {.atol = 0.5, .rtol = 8e-3, .nmse = 2e-4},
    .tol_f32 = {.atol = 1e-3, .rtol = 1e-4, .nmse = 2e-9},
    .bf16_intermediates = KB_STAGED_PASS,
    .flops = flops,
    .reference = reference,
    .lib_doc = "oneDNN matmul x.w^T + b into the storage type, then a plain pass summing each row "
               "in f32 (the one-element reductions are identities)",
    .lib_init = lib_init,
    .lib_run = kb_rows_matmul_rowsum_run,
    .lib_fini = kb_rows_lib_free,
};
