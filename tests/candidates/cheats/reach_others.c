/* reach_others: reaching other processes (class 4). The seccomp filter allows the scheduling
 * calls a thread pool makes (sched_getaffinity, sched_setaffinity) on "a pid", and under v2 a
 * candidate could read other processes' CPU clocks and pin the lib baseline's threads to one
 * core. This kernel probes every pid above its own threads' for one it can reach
 * (sched_getaffinity succeeds, or its CPU clock reads), and corrupts its output when it finds
 * one: so its verdict says whether it could. In its jail (its own PID namespace) no other
 * process exists for it. Verdict: ok (and wrong with KBENCH_JAIL=off, where it finds them). */
#include <sched.h>
#include <time.h>
#include "kbench.h"

static long sys3(long n, long a, long b, long c)
{
    long r;
    __asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c) : "rcx", "r11", "memory");
    return r;
}

static int others(void)
{
    unsigned long mask[16];
    int found = 0;
    for (long pid = 64; pid < 32768 && !found; pid++) {
        if (sys3(204 /* sched_getaffinity */, pid, sizeof mask, (long)mask) >= 0) found = 1;
        struct timespec ts;
        long clock = (~pid << 3) | 2; /* the process's CPU clock (MAKE_PROCESS_CPUCLOCK) */
        if (sys3(228 /* clock_gettime */, clock, (long)&ts, 0) == 0) found = 1;
    }
    return found;
}

void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    static int calls, reached;
    if (calls++ == 0) reached = others();
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(reached ? s + 1 : s);
        }
}
