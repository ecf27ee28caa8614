/* proto_garbage: forges the protocol: writes bytes that mean nothing (and a fake "input write"
 * report with an absurd offset) to the reply descriptor, hoping to confuse kbench into a harness
 * error or a crash of its own. kbench believes one expected byte per call and nothing else.
 * Verdict: crash ("broke the runner protocol"). */
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
    static const char junk[] = {'F', 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 'x', 'd'};
    sys3(1 /* write */, 4, (long)junk, sizeof junk);
}
