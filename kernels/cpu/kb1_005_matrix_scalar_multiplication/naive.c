/* kb1_005_matrix_scalar_multiplication naive: C = S * A, elementwise in f32. Correct for --dtype
 * bf16 and f32. */
#include "kbench.h"

void kernel(const kb_t *restrict A /* [M][N] */, kb_t *restrict C /* [M][N] */)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long i = 0; i < (long)KB_M * KB_N; i++) C[i] = kb_st((float)KB_S * kb_ld(A[i]));
}
