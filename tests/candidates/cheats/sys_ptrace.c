/* sys_ptrace: tries to attach to its parent (the harness) with ptrace. Verdict:
 * sandbox_violation (ptrace). */
#include "kbench.h"
static long sys3(long n, long a, long b, long c)
{
    long r;
    __asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c) : "rcx", "r11", "memory");
    return r;
}
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    (void)a;
    (void)b;
    long ppid = sys3(110 /* getppid */, 0, 0, 0);
    long r = sys3(101 /* ptrace */, 16 /* PTRACE_ATTACH */, ppid, 0);
    c[0] = kb_st((float)r);
}
