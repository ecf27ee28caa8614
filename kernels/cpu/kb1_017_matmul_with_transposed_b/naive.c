/* kb1_017_matmul_with_transposed_b naive: C = A . B^T, B stored [N][K]. Row-parallel, one dot
 * product per output (both operands' rows run along k). Correct for --dtype bf16 and f32. */
#include "kbench.h"

enum { MM = KB_M, KK = KB_K, NN = KB_N }; /* the product [MM][KK] . [KK][NN] */

void kernel(const kb_t *restrict A /* [M][K] */, const kb_t *restrict B /* [N][K] */,
            kb_t *restrict C /* [M][N] */)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long i = 0; i < MM; i++) {
        for (long j = 0; j < NN; j++) {
            float acc = 0.0f;
            for (long k = 0; k < KK; k++) acc += kb_ld(A[(size_t)i * KK + k]) * kb_ld(B[(size_t)j * KK + k]);
            C[(size_t)i * NN + j] = kb_st(acc);
        }
    }
}
