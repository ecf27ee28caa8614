/* k31_gemm_batchnorm_gelu_relu naive: y[m][n] = sum_k x[m][k] * w[n][k];
 * z = (y - mean_m y) / sqrt(var_m y + EPS) * gamma[n] + beta[n] (batch statistics over the M
 * rows, biased variance); out[m][n] = max(0, gelu(z)), gelu in its tanh form.
 * Four passes: w is transposed to an f32 [K][N] copy; y = x.w^T into an f32 scratch (tiles of
 * RB rows x CB columns whose accumulators stay in L1 while k runs over the whole depth; each
 * element of a row of the copy is loaded once per k and used for the RB rows); the column
 * means and variances (blocks of SB columns, so each cache line of y is used whole); then the
 * normalisation and activations. y stays in f32: its column means are several times
 * its spread, and rounding it to bf16 would lose the difference. Correct for --dtype bf16 and
 * f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

#define RB 8   /* rows per block of the matmul */
#define CB 256 /* columns per block of the matmul */
#define SB 16  /* columns per block of the statistics */

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [N][K] */,
            const kb_t *restrict gamma /* [N] */, const kb_t *restrict beta /* [N] */,
            kb_t *restrict out /* [M][N] */)
{
    float *wt = malloc(sizeof(float) * KB_K * KB_N); /* [K][N] */
    float *y = malloc(sizeof(float) * KB_M * KB_N);  /* [M][N] */
    float *scale = malloc(sizeof(float) * KB_N);     /* gamma / std */
    float *shift = malloc(sizeof(float) * KB_N);     /* beta - mean * scale */

#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (int k = 0; k < KB_K; k++)
        for (int n = 0; n < KB_N; n++) wt[(size_t)k * KB_N + n] = kb_ld(w[(size_t)n * KB_K + k]);

#pragma omp parallel for collapse(2) schedule(static) num_threads(KB_THREADS)
    for (int j0 = 0; j0 < KB_N; j0 += CB)
        for (int i0 = 0; i0 < KB_M; i0 += RB) {
            const int rows = KB_M - i0 < RB ? KB_M - i0 : RB;
            const int cols = KB_N - j0 < CB ? KB_N - j0 : CB;
            float acc[RB][CB] = {{0}};
            for (int k = 0; k < KB_K; k++) {
                float xv[RB]; /* rows past the end of x count as zeros and are not stored */
                for (int r = 0; r < RB; r++) xv[r] = r < rows ? kb_ld(x[(size_t)(i0 + r) * KB_K + k]) : 0.0f;
                const float *wrow = wt + (size_t)k * KB_N + j0;
                for (int j = 0; j < cols; j++)
                    for (int r = 0; r < RB; r++) acc[r][j] += xv[r] * wrow[j];
            }
            for (int r = 0; r < rows; r++)
                for (int j = 0; j < cols; j++) y[(size_t)(i0 + r) * KB_N + j0 + j] = acc[r][j];
        }

#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (int j0 = 0; j0 < KB_N; j0 += SB) {
        const int cols = KB_N - j0 < SB ? KB_N - j0 : SB;
        float sum[SB] = {0}, sq[SB] = {0};
        for (int m = 0; m < KB_M; m++)
            for (int c = 0; c < cols; c++) sum[c] += y[(size_t)m * KB_N + j0 + c];
        for (int c = 0; c < cols; c++) sum[c] /= (float)KB_M; /* now the mean */
        for (int m = 0; m < KB_M; m++)
            for (int c = 0; c < cols; c++) {
                const float d = y[(size_t)m * KB_N + j0 + c] - sum[c];
                sq[c] += d * d;
            }
        for (int c = 0; c < cols; c++) {
            const float s = kb_ld(gamma[j0 + c]) / sqrtf(sq[c] / (float)KB_M + (float)KB_EPS);
            scale[j0 + c] = s;
            shift[j0 + c] = kb_ld(beta[j0 + c]) - sum[c] * s;
        }
    }

#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (int m = 0; m < KB_M; m++)
        for (int n = 0; n < KB_N; n++) {
            const float z = y[(size_t)m * KB_N + n] * scale[n] + shift[n];
            const float g = 0.5f * z * (1.0f + tanhf(0.7978845608f * (z + 0.044715f * z * z * z)));
            out[(size_t)m * KB_N + n] = kb_st(g > 0.0f ? g : 0.0f);
        }

    free(wt);
    free(y);
    free(scale);
    free(shift);
}
