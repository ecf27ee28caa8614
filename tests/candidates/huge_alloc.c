/* huge_alloc: allocates and touches 64 GiB, 1 GiB at a time, without checking for failure.
 * Under the runner's memory limit an allocation fails and the write through NULL faults.
 * Verdict: crash (SIGSEGV). */
#include <stdlib.h>
#include <string.h>
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < 64; i++) {
        char *p = malloc((size_t)1 << 30);
        memset(p, 1, (size_t)1 << 30);
    }
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s);
        }
}
