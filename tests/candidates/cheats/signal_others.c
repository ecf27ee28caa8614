/* signal_others: interference by signals. Sends SIGSTOP to the processes whose ids follow its
 * own (the other contestants' runners are started one after another), to freeze the baselines
 * while their clock runs. Signals to other processes are forbidden (seccomp; Landlock's signal
 * scope too). Verdict: sandbox_violation. */
#include "kbench.h"
static long sys2(long n, long a, long b)
{
    long r;
    __asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b) : "rcx", "r11", "memory");
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
    long self = sys2(39 /* getpid */, 0, 0);
    for (long p = self - 4; p <= self + 4; p++)
        if (p != self && p > 1) sys2(62 /* kill */, p, 19 /* SIGSTOP */);
}
