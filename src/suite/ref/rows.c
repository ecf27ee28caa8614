/* rows.c: the reference row-wise group normalisation and softmax over a double [M][N] matrix,
 * the step after the linear layer of the GEMM + normalisation workloads (see ref.h). */
#include "ref.h"

#include "../../core/util.h"

/* kb:ref begin kb_ref_groupnorm */
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
void kb_ref_softmax(const double *y, int64_t M, int64_t N, float *out)
{
    #pragma omp parallel for schedule(static)
    for (int64_t m = 0; m < M; m++) {
        const double *ym = y + m * N;
        double mx = -INFINITY, s = 0.0;
        for (int64_t n = 0; n < N; n++) mx = fmax(mx, ym[n]);
        for (int64_t n = 0; n < N; n++) s += exp(ym[n] - mx);
        for (int64_t n = 0; n < N; n++) out[m * N + n] = (float)(exp(ym[n] - mx) / s);
    }
}
/* kb:ref end */
