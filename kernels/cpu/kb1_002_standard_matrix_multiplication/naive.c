/* kb1_002_standard_matrix_multiplication naive: C = A . B. Row-parallel, i-k-j loop order so the
 * inner loop streams a row of B; one f32 accumulator row per output row. Correct for --dtype bf16
 * and f32. */
#include <stdlib.h>
#include "kbench.h"

enum { MM = KB_M, KK = KB_K, NN = KB_N }; /* the product [MM][KK] . [KK][NN] */

void kernel(const kb_t *restrict A /* [M][K] */, const kb_t *restrict B /* [K][N] */,
            kb_t *restrict C /* [M][N] */)
{
#pragma omp parallel num_threads(KB_THREADS)
    {
        float *acc = malloc(sizeof(float) * NN);
#pragma omp for schedule(static)
        for (long i = 0; i < MM; i++) {
            for (long j = 0; j < NN; j++) acc[j] = 0.0f;
            for (long k = 0; k < KK; k++) {
                const float av = kb_ld(A[(size_t)i * KK + k]);
                const kb_t *brow = B + (size_t)k * NN;
                for (long j = 0; j < NN; j++) acc[j] += av * kb_ld(brow[j]);
            }
            for (long j = 0; j < NN; j++) C[(size_t)i * NN + j] = kb_st(acc[j]);
        }
        free(acc);
    }
}
