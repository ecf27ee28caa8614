/* p08_gemm naive: c[m][n] = sum_k a[m][k] * b[k][n].
 * Row-parallel, i-k-j loop order so the inner loop streams a row of b and vectorises; one f32
 * accumulator row per output row. Correct for --dtype bf16 and f32. */
#include <stdlib.h>
#include "kbench.h"

void kernel(const kb_t *restrict a /* [M][K] */, const kb_t *restrict b /* [K][N] */,
            kb_t *restrict c /* [M][N] */)
{
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *acc = malloc(sizeof(float) * KB_N);
#pragma omp for schedule(static)
        for (int i = 0; i < KB_M; i++) {
            for (int j = 0; j < KB_N; j++) acc[j] = 0.0f;
            for (int k = 0; k < KB_K; k++) {
                float av = kb_ld(a[(size_t)i * KB_K + k]);
                const kb_t *brow = b + (size_t)k * KB_N;
                for (int j = 0; j < KB_N; j++) acc[j] += av * kb_ld(brow[j]);
            }
            for (int j = 0; j < KB_N; j++) c[(size_t)i * KB_N + j] = kb_st(acc[j]);
        }
        free(acc);
    }
}
