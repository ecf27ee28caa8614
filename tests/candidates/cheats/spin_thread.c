/* spin_thread: interference. From its fifth call on it leaves a thread spinning, to take a core
 * from whatever runs between its calls (the lib and xla baselines, a --vs candidate: a 2-thread
 * kernel on a 2-core machine slows down a lot), which would inflate its speedup. kbench stops
 * every contestant between its calls (and at the reply), so the thread spins only inside its own
 * calls, against its own threads. The kernel is once.c's, so that `--vs once.c` times it against
 * its twin without the thread. Verdict: ok, and no faster than its twin. */
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
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (int i = 0; i < KB_M; i++) {
        float acc[KB_N];
        for (int j = 0; j < KB_N; j++) acc[j] = 0;
        for (int k = 0; k < KB_K; k++) {
            float av = kb_ld(a[(size_t)i * KB_K + k]);
            for (int j = 0; j < KB_N; j++) acc[j] += av * kb_ld(b[(size_t)k * KB_N + j]);
        }
        for (int j = 0; j < KB_N; j++) c[(size_t)i * KB_N + j] = kb_st(acc[j]);
    }
    if (++calls == 5) pthread_create(&t, 0, spin, 0);
}
