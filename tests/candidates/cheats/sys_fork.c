/* sys_fork: starts a process (fork) through a raw system call, e.g. to keep working after
 * the call returns. Verdict: sandbox_violation (fork). */
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
    long p = sys3(57 /* fork */, 0, 0, 0);
    c[0] = kb_st((float)p);
}
