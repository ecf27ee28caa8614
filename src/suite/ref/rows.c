/* rows.c: the reference row-wise group normalisation and softmax over a double [M][N] matrix,
 * the step after the linear layer of the GEMM + normalisation workloads, and KernelBench's
 * level-1 softmax, log-softmax and reductions over one axis (see ref.h). */
#include "ref.h"

#include <stdlib.h>

#include "../../core/util.h"

/* kb:ref begin kb_ref_groupnorm */
/* Group normalisation of y in place: for each row m and each of the G groups of N/G consecutive
 * columns, y[m][c] = (y[m][c] - mean_g) / sqrt(var_g + eps) * gamma[c] + beta[c], with the
 * group's mean and biased variance (two passes, each sum over the group in order). G = 1 is
 * layer norm over the row. */
void kb_ref_groupnorm(double *y, int64_t M, int64_t N, int64_t G, double eps, const float *gamma,
                      const float *beta)
{
    const int64_t S = N / G; /* features per group */
    KB_ASSERT(G >= 1 && S * G == N);
#pragma omp parallel for schedule(static)
    for (int64_t mg = 0; mg < M * G; mg++) {
        const int64_t m = mg / G, g = mg % G;
        double *yg = y + m * N + g * S;
        double mean = 0.0, var = 0.0;
        for (int64_t j = 0; j < S; j++) mean += yg[j];
        mean /= (double)S;
        for (int64_t j = 0; j < S; j++) var += (yg[j] - mean) * (yg[j] - mean);
        var /= (double)S;
        const double inv = 1.0 / sqrt(var + eps);
        for (int64_t j = 0; j < S; j++) {
            const int64_t c = g * S + j;
            yg[j] = (yg[j] - mean) * inv * gamma[c] + beta[c];
        }
    }
}
/* kb:ref end */

/* kb:ref begin kb_ref_softmax */
/* Softmax of each row: out[m][n] = exp(y[m][n] - max_n y[m]) / sum_n exp(y[m][n] - max_n y[m]),
 * the sum over n in order, each quotient rounded to f32 once. With take_log, the log-softmax:
 * out[m][n] = y[m][n] - max_n y[m] - log(sum_n exp(y[m][n] - max_n y[m])). */
void kb_ref_softmax(const double *y, int64_t M, int64_t N, bool take_log, float *out)
{
#pragma omp parallel for schedule(static)
    for (int64_t m = 0; m < M; m++) {
        const double *ym = y + m * N;
        double mx = -INFINITY, s = 0.0;
        for (int64_t n = 0; n < N; n++) mx = fmax(mx, ym[n]);
        for (int64_t n = 0; n < N; n++) s += exp(ym[n] - mx);
        const double ls = log(s);
        for (int64_t n = 0; n < N; n++)
            out[m * N + n] = (float)(take_log ? ym[n] - mx - ls : exp(ym[n] - mx) / s);
    }
}
/* kb:ref end */

/* kb:ref begin kb_ref_reduce */
/* out[b][m] = op over n of x[b][n][m]: the sum (in double, n in order), the mean (that sum / N),
 * the max or the min, each rounded to f32 once. */
void kb_ref_reduce(const float *x, int64_t B, int64_t N, int64_t M, kb_ref_reduce_op op, float *out)
{
    KB_ASSERT(op != KB_REF_ARGMAX && op != KB_REF_ARGMIN); /* kb_ref_arg_reduce's */
#pragma omp parallel for schedule(static)
    for (int64_t bm = 0; bm < B * M; bm++) {
        const int64_t b = bm / M, m = bm % M;
        const float *xb = x + b * N * M + m;
        double acc = op == KB_REF_MAX ? -INFINITY : op == KB_REF_MIN ? INFINITY : 0.0;
        for (int64_t n = 0; n < N; n++) {
            const double v = xb[n * M];
            acc = op == KB_REF_MAX ? fmax(acc, v) : op == KB_REF_MIN ? fmin(acc, v) : acc + v;
        }
        out[bm] = (float)(op == KB_REF_MEAN ? acc / (double)N : acc);
    }
}
/* kb:ref end */

/* kb:ref begin kb_ref_arg_reduce */
/* out[b][m] = the n at which x[b][n][m] is largest (argmax) or smallest (argmin), the FIRST such
 * n on ties: a later value replaces the best only when strictly beyond it. x holds no NaN. */
void kb_ref_arg_reduce(const float *x, int64_t B, int64_t N, int64_t M, kb_ref_reduce_op op, int32_t *out)
{
    KB_ASSERT(op == KB_REF_ARGMAX || op == KB_REF_ARGMIN);
#pragma omp parallel for schedule(static)
    for (int64_t bm = 0; bm < B * M; bm++) {
        const int64_t b = bm / M, m = bm % M;
        const float *xb = x + b * N * M + m;
        int64_t best = 0;
        for (int64_t n = 1; n < N; n++) {
            const float v = xb[n * M], e = xb[best * M];
            if (op == KB_REF_ARGMAX ? v > e : v < e) best = n;
        }
        out[bm] = (int32_t)best;
    }
}
/* kb:ref end */

/* kb:ref begin kb_ref_loss */
/* Each row's term in double (columns in order), the rows' terms summed in order, then divided:
 * by N*D for the elementwise means, by N for cross-entropy, the triplet margin and KL's
 * 'batchmean'. Rounded to f32 once. */
static double loss_row(kb_ref_loss_kind kind, double a, double b, const void *const *in, int64_t D, int64_t i)
{
    const float *p = (const float *)in[0] + i * D;
    double acc = 0.0;
    switch (kind) {
    case KB_REF_LOSS_MSE:
    case KB_REF_LOSS_HUBER:
    case KB_REF_LOSS_KL_DIV: {
        const float *t = (const float *)in[1] + i * D;
        for (int64_t j = 0; j < D; j++) {
            const double d = (double)p[j] - t[j];
            if (kind == KB_REF_LOSS_MSE)
                acc += d * d;
            else if (kind == KB_REF_LOSS_HUBER)
                acc += fabs(d) < a ? 0.5 * d * d : a * (fabs(d) - 0.5 * a);
            else
                acc += t[j] * (log(t[j]) - log(p[j]));
        }
        return acc;
    }
    case KB_REF_LOSS_CROSS_ENTROPY: {
        const int32_t target = ((const int32_t *)in[1])[i];
        double m = -INFINITY;
        for (int64_t j = 0; j < D; j++) m = fmax(m, p[j]);
        for (int64_t j = 0; j < D; j++) acc += exp(p[j] - m);
        return m + log(acc) - p[target];
    }
    case KB_REF_LOSS_TRIPLET_MARGIN: {
        const float *pos = (const float *)in[1] + i * D, *neg = (const float *)in[2] + i * D;
        double dp = 0.0, dn = 0.0;
        for (int64_t j = 0; j < D; j++) {
            const double e = (double)p[j] - pos[j] + b, f = (double)p[j] - neg[j] + b;
            dp += e * e, dn += f * f;
        }
        return fmax(0.0, sqrt(dp) - sqrt(dn) + a);
    }
    case KB_REF_LOSS_HINGE: {
        const float *t = in[1];
        for (int64_t j = 0; j < D; j++) acc += fmax(0.0, 1.0 - (double)p[j] * t[j]);
        return acc;
    }
    }
    return NAN;
}

void kb_ref_loss(kb_ref_loss_kind kind, double a, double b, const void *const *in, int64_t N, int64_t D,
                 float *out)
{
    double *row = kb_xmalloc(sizeof(double) * (size_t)N);
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < N; i++) row[i] = loss_row(kind, a, b, in, D, i);
    double total = 0.0;
    for (int64_t i = 0; i < N; i++) total += row[i];
    free(row);
    const bool per_row =
        kind == KB_REF_LOSS_CROSS_ENTROPY || kind == KB_REF_LOSS_KL_DIV || kind == KB_REF_LOSS_TRIPLET_MARGIN;
    out[0] = (float)(total / (per_row ? (double)N : (double)N * (double)D));
}
/* kb:ref end */
