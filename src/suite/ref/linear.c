/* linear.c: the reference linear layer, the one GEMM every reference that needs one calls (see
 * ref.h), on an f32 input or on one kept in double, and the batched product with either operand
 * transposed that KernelBench's level-1 matmuls call, built on it. */
#include "ref.h"

#include <stdlib.h>
#include "../../core/util.h"

/* kb:ref begin kb_ref_gemm */
/* y[m][n] = sum_k x[m][k] * w[k][n] (+ b[n] when b is not NULL), in double, each sum running
 * over k in order 0, 1, 2, ... and the bias added last. x is [M][K], in f32 (xf) or in double
 * (xd); w is [K][N], or [N][K] (PyTorch's Linear layout, y = x . w^T) when trans_w, in f32 (wf)
 * or in double (wd): of each pair exactly one is not NULL. b is [N]. Returns a malloc'd [M][N]
 * array of double; free() it. The one GEMM loop behind kb_ref_linear and kb_ref_linear_f64. */
static double *kb_ref_gemm(const float *xf, const double *xd, const float *wf, const double *wd,
                           const float *b, int64_t M, int64_t K, int64_t N, bool trans_w)
{
    double *y = kb_xmalloc(sizeof(double) * (size_t)(M * N)); /* [M][N] */
    float *wtf = NULL;                                        /* w as [K][N] when trans_w */
    double *wtd = NULL;
    if (trans_w) { /* w is [N][K]: copy it to [K][N] (exact) so that rows of w stream below */
        if (wf)
            wtf = kb_xmalloc(sizeof(float) * (size_t)(K * N));
        else
            wtd = kb_xmalloc(sizeof(double) * (size_t)(K * N));
#pragma omp parallel for schedule(static)
        for (int64_t k = 0; k < K; k++)
            for (int64_t n = 0; n < N; n++) {
                if (wf)
                    wtf[k * N + n] = wf[n * K + k];
                else
                    wtd[k * N + n] = wd[n * K + k];
            }
        wf = wtf, wd = wtd;
    }
    /* Blocks of BM rows x BN columns of y, so that a block's accumulators stay in the L1 cache
     * and each row of w is read once per BM rows; every sum still runs over k in order. */
    enum { BM = 16, BN = 256 };
    const int64_t mblocks = (M + BM - 1) / BM, nblocks = (N + BN - 1) / BN;
#pragma omp parallel for schedule(dynamic, 1)
    for (int64_t blk = 0; blk < mblocks * nblocks; blk++) {
        const int64_t i0 = blk / nblocks * BM, n0 = blk % nblocks * BN;
        const int64_t rows = M - i0 < BM ? M - i0 : BM, cols = N - n0 < BN ? N - n0 : BN;
        double *acc = kb_xcalloc(BM * BN, sizeof *acc); /* [rows][BN] */
        for (int64_t k = 0; k < K; k++)
            for (int64_t r = 0; r < rows; r++) {
                const int64_t xi = (i0 + r) * K + k;
                const double xv = xf ? xf[xi] : xd[xi];
                double *arow = acc + r * BN;
                if (wf) {
                    const float *wrow = wf + k * N + n0;
#pragma omp simd
                    for (int64_t n = 0; n < cols; n++) arow[n] += xv * wrow[n];
                } else {
                    const double *wrow = wd + k * N + n0;
#pragma omp simd
                    for (int64_t n = 0; n < cols; n++) arow[n] += xv * wrow[n];
                }
            }
        for (int64_t r = 0; r < rows; r++)
            for (int64_t n = 0; n < cols; n++)
                y[(i0 + r) * N + n0 + n] = b ? acc[r * BN + n] + b[n0 + n] : acc[r * BN + n];
        free(acc);
    }
    free(wtf);
    free(wtd);
    return y;
}
/* kb:ref end */

/* kb:ref begin kb_ref_linear */
/* y[m][n] = sum_k x[m][k] * w[k][n] (+ b[n] when b is not NULL): kb_ref_gemm's contract with x
 * and w in f32 (w [K][N], or [N][K] when trans_w). Returns a malloc'd [M][N] array of double. */
double *kb_ref_linear(const float *x, const float *w, const float *b, int64_t M, int64_t K, int64_t N,
                      bool trans_w)
{
    return kb_ref_gemm(x, NULL, w, NULL, b, M, K, N, trans_w);
}
/* kb:ref end */

/* kb:ref begin kb_ref_linear_f64 */
/* kb_ref_linear on an input x [M][K] held in double (an intermediate that is never rounded), the
 * weights in f32 (w) or, when w is NULL, in double (w64), in the same layout. Returns a malloc'd
 * [M][N] array of double. */
double *kb_ref_linear_f64(const double *x, const float *w, const double *w64, const float *b, int64_t M,
                          int64_t K, int64_t N, bool trans_w)
{
    return kb_ref_gemm(NULL, x, w, w ? NULL : w64, b, M, K, N, trans_w);
}
/* kb:ref end */

/* kb:ref begin kb_ref_matmul */
/* c[i] = op(a[i]) . op(b[i]) for i < batch, rounded to f32 once: op(a[i]) is the [M][K] matrix
 * a[i] ([M][K] as stored, or its transpose when trans_a: stored [K][M]), op(b[i]) the [K][N]
 * matrix b[i] ([K][N], or stored [N][K] when trans_b); c[i] is [M][N]. Each product is
 * kb_ref_linear's (double accumulators, every sum over k in order). */
void kb_ref_matmul(const float *a, const float *b, int64_t batch, int64_t M, int64_t K, int64_t N,
                   bool trans_a, bool trans_b, float *c)
{
    float *at = trans_a ? kb_xmalloc(sizeof(float) * (size_t)(M * K)) : NULL; /* [M][K] */
    for (int64_t i = 0; i < batch; i++) {
        const float *ai = a + i * M * K, *bi = b + i * K * N;
        if (trans_a) { /* a[i] is [K][M]: copy it to [M][K] (exact) */
#pragma omp parallel for schedule(static)
            for (int64_t m = 0; m < M; m++)
                for (int64_t k = 0; k < K; k++) at[m * K + k] = ai[k * M + m];
            ai = at;
        }
        double *y = kb_ref_linear(ai, bi, NULL, M, K, N, trans_b); /* [M][N] */
        float *ci = c + i * M * N;
        for (int64_t j = 0; j < M * N; j++) ci[j] = (float)y[j];
        free(y);
    }
    free(at);
}
/* kb:ref end */
