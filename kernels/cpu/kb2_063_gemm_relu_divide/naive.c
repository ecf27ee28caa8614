/* kb2_063_gemm_relu_divide naive: y = x . w^T + b, then out = max(y, 0) / DIVISOR. Rows in
 * parallel: each row's y in an f32 buffer (the dot products of x's row with w's rows, in f32),
 * then the epilogue on it, rounded once. Correct for --dtype bf16 and f32. */
#include <math.h>
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [N][K] */,
            const kb_t *restrict b /* [N] */, kb_t *restrict out /* [M][N] */)
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
            for (long n = 0; n < KB_N; n++) out[m * KB_N + n] = kb_st(fmaxf(y[n], 0.0f) / (float)KB_DIVISOR);
        }
        free(y);
    }
}
