/* sys_kill_parent: signals its parent (the harness). Verdict: sandbox_violation (getppid or
 * kill: neither is allowed). */
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
    long r = sys3(62 /* kill */, sys3(110 /* getppid */, 0, 0, 0), 19 /* SIGSTOP */, 0);
    c[0] = kb_st((float)r);
}
