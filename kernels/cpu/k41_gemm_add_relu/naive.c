/* k41_gemm_add_relu naive: out[m][n] = max(0, sum_k x[m][k] * w[k][n] + b[n]).
 * Row-parallel, i-k-j loop order so the inner loop streams a row of w and vectorises; one f32
 * accumulator row per output row, started at the bias. Correct for --dtype bf16 and f32. */
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [K][N] */,
            const kb_t *restrict b /* [N] */, kb_t *restrict out /* [M][N] */)
{
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *acc = malloc(sizeof(float) * KB_N);
#pragma omp for schedule(static)
        for (int i = 0; i < KB_M; i++) {
            for (int j = 0; j < KB_N; j++) acc[j] = 0.0f;
            for (int k = 0; k < KB_K; k++) {
                float xv = kb_ld(x[(size_t)i * KB_K + k]);
                const kb_t *wrow = w + (size_t)k * KB_N;
                for (int j = 0; j < KB_N; j++) acc[j] += xv * kb_ld(wrow[j]);
            }
            for (int j = 0; j < KB_N; j++) {
                float v = acc[j] + kb_ld(b[j]);
                out[(size_t)i * KB_N + j] = kb_st(v > 0.0f ? v : 0.0f);
            }
        }
        free(acc);
    }
}
