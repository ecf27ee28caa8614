/* forge_times: maps the runner's control block (fd 3, shared with kbench) and rewrites every
 * recorded call time to 100 ns, while each real call takes tens of milliseconds. kbench's own
 * clock, fed by the timing tokens, disagrees. Verdict: impossible_time. */
#include "kbench.h"
static long sys6(long n, long a, long b, long c, long d, long e, long f)
{
    long r;
    register long r10 __asm__("r10") = d, r8 __asm__("r8") = e, r9 __asm__("r9") = f;
    __asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10), "r"(r8), "r"(r9)
                     : "rcx", "r11", "memory");
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
    for (volatile long spin = 0; spin < 100000000; spin++) {} /* a slow kernel, ~50+ ms */
    const long len = 31 * 4096;
    long p = sys6(9 /* mmap */, 0, len, 3 /* rw */, 1 /* shared */, 3 /* the control block */, 0);
    if (p < 0 && p > -4096) return;
    double *d = (double *)p;
    for (long i = 0; i < len / 8; i++)
        if (d[i] > 1e-6 && d[i] < 10) d[i] = 1e-7; /* anything that looks like a time */
}
