/* become_the_runner: work after the return by taking the runner's place (class 1). kernel()
 * never returns: it computes a sixteenth of the rows, writes the runner's "returned" byte to the
 * reply descriptor (fd 4) itself, finishes the rest (after a pause of some 20 ms that stands for a
 * large GEMM's work), then reads the next command from fd 3 as the runner would and starts again on
 * the same buffers. Under v2 the clock stopped at the forged reply and the outputs were read
 * after the settle wait, complete. kbench stops the process at the reply and judges its outputs
 * as they were then. Verdict: wrong. */
#include "kbench.h"

static long sys3(long n, long a, long b, long c)
{
    long r;
    __asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c) : "rcx", "r11", "memory");
    return r;
}

static void rows(const kb_t *a, const kb_t *b, kb_t *c, int i0, int i1)
{
    for (int i = i0; i < i1; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s);
        }
}

void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    static const char done = 'd';
    for (;;) {
        rows(a, b, c, 0, KB_M / 16);
        sys3(1 /* write */, 4, (long)&done, 1);
        for (volatile long x = 0; x < 30000000L; x++) {
        }
        rows(a, b, c, KB_M / 16, KB_M);
        char cmd;
        if (sys3(0 /* read */, 3, (long)&cmd, 1) != 1) return;
    }
}
