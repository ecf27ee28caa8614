/* omp_many_threads: an honest kernel that oversubscribes the machine: 16 OpenMP threads on however
 * many cores there are. Its threads must sleep between calls like any others (the runner's OpenMP
 * waits passively), and none of the interference or work-after-return checks may catch it. */
#include <omp.h>
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
#pragma omp parallel for num_threads(16) schedule(dynamic, 1)
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s);
        }
}
