/* proto_double_reply: forges the protocol: after computing, writes a second "returned" byte, so
 * that kbench would take the next call's reply as already there and time it as zero. kbench
 * requires exactly one reply per call, and stops the process at the first: the second is seen
 * in the pipe, or taken for the next call's reply, whose output is then still poison. Verdict:
 * crash ("broke the runner protocol") or wrong. */
#include "kbench.h"
static long sys3(long n, long a, long b, long c)
{
    long r;
    __asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c) : "rcx", "r11", "memory");
    return r;
}
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s);
        }
    static const char done = 'd';
    sys3(1 /* write */, 4, (long)&done, 1);
}
