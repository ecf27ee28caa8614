/* spin_thread: interference. From its fifth call on it leaves a thread spinning, to take a core
 * from whatever runs between its calls (the lib and xla baselines: a 2-thread baseline on a
 * 2-core machine slows down a lot), which would inflate its speedup. kbench stops every
 * contestant between its calls, and a process whose CPU clock still moves after it returned is
 * rejected. Verdict: stale_output ("kept working after the call returned"). */
#include <pthread.h>
#include "kbench.h"
static void *spin(void *arg)
{
    (void)arg;
    for (volatile unsigned long x = 0;; x++) {
    }
    return 0;
}
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    static int calls;
    static pthread_t t;
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s);
        }
    if (++calls == 5) pthread_create(&t, 0, spin, 0);
}
