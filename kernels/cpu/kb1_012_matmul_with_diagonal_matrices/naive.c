/* kb1_012_matmul_with_diagonal_matrices naive: C = diag(A) . B, i.e. C[i][j] = A[i] * B[i][j]: row
 * i of B scaled by A[i], rows in parallel. Correct for --dtype bf16 and f32. */
#include "kbench.h"

void kernel(const kb_t *restrict A /* [N] */, const kb_t *restrict B /* [N][M] */,
            kb_t *restrict C /* [N][M] */)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long i = 0; i < KB_N; i++) {
        const float a = kb_ld(A[i]);
        for (long j = 0; j < KB_M; j++) C[(size_t)i * KB_M + j] = kb_st(a * kb_ld(B[(size_t)i * KB_M + j]));
    }
}
