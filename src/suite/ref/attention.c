/* attention.c: the reference attention row and the causal frame shared by the attention
 * workloads (p01-p07, p15, p16; see ref.h). */
#include "ref.h"

#include <stdlib.h>
#include "../../core/util.h"

/* kb:ref begin kb_ref_attn_row */
/* One query row q[0..dk) against keys j = 0..n-1 (row j of k at k + j*ldk, of v at v + j*ldv):
 *   s[j]   = scale * sum_d q[d] * k[j][d] + (bias ? bias[j] : 0)   for every j with keep[j]
 *                                                                  (keep NULL: every j)
 *   out[e] = sum_j exp(s[j] - max s) * v[j][e] / sum_j exp(s[j] - max s)      e = 0..dv-1
 * A row that keeps no key (n == 0, or keep all false) is out = 0. work holds n doubles. */
void kb_ref_attn_row(const float *q, const float *k, int64_t ldk, const float *v, int64_t ldv, int64_t n,
                     int64_t dk, int64_t dv, double scale, const float *bias, const bool *keep, double *work,
                     float *out)
{
    double mx = -INFINITY;
    for (int64_t j = 0; j < n; j++) {
        if (keep && !keep[j]) continue;
        const float *kj = k + j * ldk;
        double dot = 0.0;
#pragma omp simd reduction(+ : dot)
        for (int64_t d = 0; d < dk; d++) dot += (double)q[d] * kj[d];
        work[j] = scale * dot + (bias ? bias[j] : 0.0);
        mx = fmax(mx, work[j]);
    }
    for (int64_t e = 0; e < dv; e++) out[e] = 0.0f;
    if (mx == -INFINITY) return; /* no key kept */
    double sum = 0.0;
    for (int64_t j = 0; j < n; j++) {
        if (keep && !keep[j]) continue;
        work[j] = exp(work[j] - mx);
        sum += work[j];
    }
    /* The weighted sum of values, in double, 64 columns at a time. */
    for (int64_t e0 = 0; e0 < dv; e0 += 64) {
        const int64_t ne = dv - e0 < 64 ? dv - e0 : 64;
        double acc[64] = {0};
        for (int64_t j = 0; j < n; j++) {
            if (keep && !keep[j]) continue;
            const double w = work[j];
            const float *vj = v + j * ldv + e0;
#pragma omp simd
            for (int64_t e = 0; e < ne; e++) acc[e] += w * vj[e];
        }
        for (int64_t e = 0; e < ne; e++) out[e0 + e] = (float)(acc[e] / sum);
    }
}
/* kb:ref end */

/* kb:ref begin kb_ref_attn_causal */
/* One (b, h) slice of a causal attention-like operation, q, k, v and out all [S][D]: for each
 * query row i, s[j] = sum_d q[i][d] * k[j][d] for j = 0..i, den = weigh(ctx, i, s), then
 * out[i][e] = (sum_{j<=i} s[j] * v[j][e]) / den, rounded to f32 once; keys j > i are never
 * read. Each score sums over d in order 0, 1, 2, ...; k is copied transposed first so that the
 * i + 1 sums of a row run as independent lanes. */
void kb_ref_attn_causal(const float *q, const float *k, const float *v, int64_t S, int64_t D,
                        kb_ref_attn_weigh weigh, void *ctx, float *out)
{
    double *kt = kb_xmalloc(sizeof(double) * (size_t)(D * S)); /* [D][S] */
    double *s = kb_xmalloc(sizeof(double) * (size_t)S);        /* [S]: one row of scores */
    double *acc = kb_xmalloc(sizeof(double) * (size_t)D);      /* [D] */
    for (int64_t j = 0; j < S; j++)
        for (int64_t d = 0; d < D; d++) kt[d * S + j] = k[j * D + d];
    for (int64_t i = 0; i < S; i++) {
        for (int64_t j = 0; j <= i; j++) s[j] = 0.0;
        for (int64_t d = 0; d < D; d++) {
            const double qd = q[i * D + d];
            const double *ktd = kt + d * S;
#pragma omp simd
            for (int64_t j = 0; j <= i; j++) s[j] += qd * ktd[j];
        }
        const double den = weigh(ctx, i, s);
        for (int64_t d = 0; d < D; d++) acc[d] = 0.0;
        for (int64_t j = 0; j <= i; j++) {
            const double sj = s[j];
            const float *vj = v + j * D;
#pragma omp simd
            for (int64_t d = 0; d < D; d++) acc[d] += sj * vj[d];
        }
        for (int64_t d = 0; d < D; d++) out[i * D + d] = (float)(acc[d] / den);
    }
    free(kt);
    free(s);
    free(acc);
}
/* kb:ref end */
