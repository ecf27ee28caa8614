/* sys_socket: opens a network socket through a raw system call. Verdict: sandbox_violation
 * (socket). */
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
    long s = sys3(41 /* socket */, 2, 1, 0);
    c[0] = kb_st((float)s);
}
