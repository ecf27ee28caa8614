/* twice: the kernel of once.c, doing all its work twice (see once.c). */
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    volatile int reps = 2; /* volatile: the compiler may not fold the repeat away */
    for (int rep = 0; rep < reps; rep++) {
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
}
