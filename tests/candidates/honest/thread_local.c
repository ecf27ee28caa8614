/* thread_local: a _Thread_local accumulator row per OpenMP thread, static helpers, a static
 * const table. */
#include "kbench.h"
static _Thread_local float acc[KB_N];
static const float one[1] = {1.0f};
static inline float mul(float x, float y) { return x * y * one[0]; }
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(dynamic, 4)
    for (int i = 0; i < KB_M; i++) {
        for (int n = 0; n < KB_N; n++) acc[n] = 0;
        for (int k = 0; k < KB_K; k++)
            for (int n = 0; n < KB_N; n++) acc[n] += mul(kb_ld(a[i * KB_K + k]), kb_ld(b[k * KB_N + n]));
        for (int n = 0; n < KB_N; n++) c[i * KB_N + n] = kb_st(acc[n]);
    }
}
