/* once: a row-parallel i-k-j GEMM (like the shipped naive.c), done once. twice.c is the same
 * kernel doing all its work twice: `kbench eval p08_gemm twice.c --vs once.c` must report a
 * speedup (time of once / time of twice) whose confidence interval contains 0.5. */
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (int i = 0; i < KB_M; i++) {
        float acc[KB_N];
        for (int j = 0; j < KB_N; j++) acc[j] = 0;
        for (int k = 0; k < KB_K; k++) {
            float av = kb_ld(a[(size_t)i * KB_K + k]);
            for (int j = 0; j < KB_N; j++) acc[j] += av * kb_ld(b[(size_t)k * KB_N + j]);
        }
        for (int j = 0; j < KB_N; j++) c[(size_t)i * KB_N + j] = kb_st(acc[j]);
    }
}
