/* sys_exec_memory: makes memory executable to run generated code (mprotect with
 * PROT_EXEC). Verdict: sandbox_violation (mprotect). */
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
    static char page[8192] __attribute__((aligned(4096)));
    long r = sys3(10 /* mprotect */, (long)page, 4096, 7 /* RWX */);
    c[0] = kb_st((float)r);
}
