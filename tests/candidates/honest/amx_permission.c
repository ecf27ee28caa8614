/* amx_permission: asks the kernel for AMX tile permission (arch_prctl, as every
 * AMX kernel must) through the libc syscall() wrapper, then computes in plain C. The sandbox
 * allows arch_prctl. */
#include <unistd.h>
#include <sys/syscall.h>
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18 /* XTILEDATA */);
#pragma omp parallel for num_threads(KB_THREADS)
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s);
        }
}
