/* load_ifunc_env: a GNU IFUNC whose resolver runs inside dlopen, before any check or sandbox
 * filter, and reads the process's environment (/proc/self/environ, by a raw system call, which
 * the allow-list lets through) to pick an implementation. Verdict: abi_error ("IFUNC"): IFUNC
 * symbols are refused by design, since their resolver runs at load. */
#include <sys/syscall.h>
#include "kbench.h"
long syscall(long number, ...);
static char stolen[256];
static float unit(void) { return 1.0f; }
static float (*resolve_unit(void))(void)
{
    long fd = syscall(SYS_open, "/proc/self/environ", 0);
    if (fd >= 0) syscall(SYS_read, fd, stolen, sizeof stolen), syscall(SYS_close, fd);
    return unit;
}
float kb_cheat_unit(void) __attribute__((ifunc("resolve_unit")));
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s * kb_cheat_unit());
        }
}
