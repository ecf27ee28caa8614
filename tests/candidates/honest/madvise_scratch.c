/* madvise_scratch: a transposed copy of b in a scratch buffer kept across calls, for which it
 * asks the kernel for huge pages (MADV_HUGEPAGE) once. madvise is allowed by the sandbox, and the
 * screen agrees (under v2 the screen refused it): honest, `ok`. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <sys/mman.h>
#include "kbench.h"

void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    static float *bt;
    const size_t bytes = sizeof(float) * KB_K * KB_N;
    if (!bt) {
        bt = aligned_alloc(2 << 20, (bytes + (2 << 20) - 1) & ~(size_t)((2 << 20) - 1));
        if (!bt) return;
        madvise(bt, bytes, MADV_HUGEPAGE);
    }
    for (int k = 0; k < KB_K; k++)
        for (int n = 0; n < KB_N; n++) bt[n * KB_K + k] = kb_ld(b[k * KB_N + n]);
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * bt[n * KB_K + k];
            c[i * KB_N + n] = kb_st(s);
        }
}
