/* k36_matmul_sigmoid_sum: linear layer, sigmoid, sum over the features (JAXBench 36k,
 * KernelBench level 2 #56 "Matmul_Sigmoid_Sum").
 *
 *   out[m][0] = sum_n sigmoid(sum_k x[m][k] * w[k][n] + b[n])
 *
 * Shapes: M rows, K input features, N output features; w is [K][N] (JAXBench computes x . w + b).
 * JAXBench: M 4096, K 8192, N 8192; the cpu preset is M = K = N = 2048 (K and N a quarter of
 * JAXBench's, M, the batch, half of it, so that the bf16 lib baseline takes over 10 ms), and tiny
 * keeps cpu's K and N, so the output has the same scale at both.
 *
 * Inputs. A sum of N sigmoids of zero-mean, independent inputs is N/2 plus noise of about
 * sqrt(N)/4 (1024 +- 12 for N = 2048: two or three bf16 ulps), so with plain random weights
 * and biases the output would be nearly constant at bf16 precision, and a bias vector's effect,
 * about sqrt(N)/40 for N(0,1)*0.1 biases, would not show at all. So:
 * - w ~ 0.005 + N(0,1)*0.02: a small component common to all output features (trained weight
 *   matrices have such directions) shifts every y[m][.] of a row by 0.005 * sum_k x[m][k]
 *   (standard deviation about 0.23 at cpu), and the row sums vary by about +-10% around N/2;
 * - b ~ c + N(0,1)*0.1 with c uniform on [-0.5, 0.5) drawn once per input set: a threshold level
 *   common to the layer, which moves every sum by about N c / 4.
 *
 * Changes from JAXBench: JAXBench's w and b are zeros (its output is the constant N/2); here
 * x ~ N(0,1) (JAXBench: U[0,1)), w and b as above.
 */
#include "workload.h"
#include "ref/ref.h"
#include "../core/rng.h"
#include "lib/rows.h"

#include <math.h>
#include <stdlib.h>

enum { P_M, P_K, P_N };

/* The matmul, the bias and the sum (one add each per element of y); the sigmoid is not
 * counted. */
static double flops(const kb_problem *p)
{
    const double M = (double)p->p[P_M], K = (double)p->p[P_K], N = (double)p->p[P_N];
    return 2.0 * M * N * K + 2.0 * M * N;
}

/* b: N(0,1)*0.1 around a level c uniform on [-0.5, 0.5), one c per input set. */
static void generate(const kb_problem *p, int input, uint64_t seed, void *dst)
{
    KB_ASSERT(input == 2);
    const uint64_t level_stream = (uint64_t)input | (1ull << 32); /* apart from every input's */
    const double c = kb_rng_uniform(seed, level_stream, 0) - 0.5;
    float *b = dst; /* [N] */
    for (int64_t n = 0; n < p->p[P_N]; n++)
        b[n] = (float)(c + 0.1 * kb_rng_normal(seed, (uint64_t)input, (uint64_t)n));
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
    for (int64_t m = 0; m < M; m++) {
        double s = 0.0;
        for (int64_t n = 0; n < N; n++) s += kb_ref_sigmoid(y[m * N + n]);
        o[m] = (float)s;
    }
    free(y);
}
/* kb:reference end */

/* sigmoid(x . w + b) by oneDNN with the sigmoid as a post-op (the epilogue XLA fuses into the
 * dot), stored in the storage type; then a plain pass summing each row in f32
 * (kb_rows_*matmul_rowsum, shared with k23). */
static void *lib_init(const kb_problem *p, kb_err *err)
{
    kb_rows_lib *s = kb_rows_lib_new(p);
    kb_dnnl_matmul_desc d = {
        .m = p->p[P_M],
        .k = p->p[P_K],
        .n = p->p[P_N],
        .src = p->dtype,
        .wei = p->dtype,
        .dst = p->dtype,
        .bias = true,
        .post = {{.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_logistic}},
    };
    return kb_rows_lib_matmul_rowsum(s, &d, err) ? NULL : s;
}

const kb_workload kb_wl_k36_matmul_sigmoid_sum = {
    .id = "k36_matmul_sigmoid_sum",
    .jaxbench = "36k_Matmul_Sigmoid_Sum",
    .family = "fused-gemm",
    .title = "GEMM + bias, sigmoid, sum over features",
    .model = "KernelBench level 2 #56",
    .math = "out[m][0] = sum_n sigmoid(sum_k x[m][k] * w[k][n] + b[n])   (f32 accumulation, "
            "output rounded to the storage type)",
    .params = {"M", "K", "N"},
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
             .shift = 0.005,
             .doc = "weights [in][out], 0.005 + N(0,1)*0.02"},
            {.name = "b",
             .dims = {"N"},
             .init = KB_INIT_CUSTOM,
             .doc = "bias, c + N(0,1)*0.1, c uniform on [-0.5, 0.5) per input set"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"M", "1"}, .doc = "row sums of sigmoid(x.w + b)"},
        },
    .presets =
        {
            {"tiny", {32, 2048, 2048}},
            {"cpu", {2048, 2048, 2048}},
            {"h200", {4096, 8192, 8192}},
            {"tpu-v6e", {4096, 8192, 8192}},
        },
    .tol_bf16 = {.atol = 0.1, .rtol = 8e-3, .nmse = 6e-5},
    .tol_f32 = {.atol = 1e-3, .rtol = 1e-5, .nmse = 6e-13},
    .bf16_intermediates = KB_STAGED_PASS,
    .flops = flops,
    .generate = generate,
    .reference = reference,
    .lib_doc = "oneDNN matmul x.w + b with a sigmoid post-op into the storage type, then a plain "
               "pass summing each row in f32",
    .lib_init = lib_init,
    .lib_run = kb_rows_matmul_rowsum_run,
    .lib_fini = kb_rows_lib_free,
};
