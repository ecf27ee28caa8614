/* kb2_055_matmul_maxpool_sum_scale naive: y = x . w^T + b, then out[m] = SCALE_FACTOR * sum_j
 * max(y[m][2j], y[m][2j+1]). Rows in parallel: each row's y in an f32 buffer (the dot products of
 * x's row with w's rows, in f32), then the epilogue on it, rounded once. Correct for --dtype bf16
 * and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [N][K] */,
            const kb_t *restrict b /* [N] */, kb_t *restrict out /* [M] */)
{
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *y = malloc(sizeof(float) * KB_N);
#pragma omp for schedule(static)
        for (long m = 0; m < KB_M; m++) {
            for (long n = 0; n < KB_N; n++) {
                float acc = 0.0f;
                for (long k = 0; k < KB_K; k++) acc += kb_ld(x[m * KB_K + k]) * kb_ld(w[n * KB_K + k]);
                y[n] = acc + kb_ld(b[n]);
            }
            float s = 0.0f;
            for (long j = 0; j < KB_N / 2; j++) s += fmaxf(y[2 * j], y[2 * j + 1]);
            out[m] = kb_st(s * (float)KB_SCALE_FACTOR);
        }
        free(y);
    }
}
