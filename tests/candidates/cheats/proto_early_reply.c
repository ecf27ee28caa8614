/* proto_early_reply: forges the protocol. At the start of every call it writes the runner's
 * "returned" byte to the reply descriptor (fd 4) itself, so that kbench stops the clock at once,
 * then does the real work. kbench's clock stops at the reply, and so does the process: its output
 * is judged as it was then, still poison. Verdict: wrong; crash (a second reply) when a loaded
 * machine lets the stop come after the work. */
#include "kbench.h"
static long sys3(long n, long a, long b, long c)
{
    long r;
    __asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c) : "rcx", "r11", "memory");
    return r;
}
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    static const char done = 'd';
    sys3(1 /* write */, 4, (long)&done, 1);
    for (int rep = 0; rep < 20; rep++) /* long enough to be seen working */
        for (int i = 0; i < KB_M; i++)
            for (int n = 0; n < KB_N; n++) {
                float s = 0;
                for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
                c[i * KB_N + n] = kb_st(s);
            }
}
