/* sys_open: reads a file through a raw openat system call (no libc symbol for screening to
 * see). Verdict: sandbox_violation (openat). */
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
    long fd = sys3(257 /* openat */, -100, (long)"/etc/hostname", 0);
    c[0] = kb_st((float)fd);
}
