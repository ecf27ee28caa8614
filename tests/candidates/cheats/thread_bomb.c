/* thread_bomb: exhausting the machine's pids (class 5): 3000 sleeping threads on small stacks,
 * each holding a pid of the machine's 32768, then the correct product. Its jail caps its tasks
 * (a pids cgroup of its own): creation fails past the cap, and asking past it is a verdict.
 * Verdict: sandbox_violation ("more threads than its jail allows"). */
#include <pthread.h>
#include "kbench.h"

static void *sleeper(void *arg)
{
    (void)arg;
    static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
    static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
    pthread_mutex_lock(&mu);
    for (;;) pthread_cond_wait(&cv, &mu);
    return 0;
}

void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    static int started;
    if (!started++) {
        pthread_attr_t at;
        pthread_attr_init(&at);
        pthread_attr_setstacksize(&at, 64 * 1024);
        for (int i = 0; i < 3000; i++) {
            pthread_t t;
            if (pthread_create(&t, &at, sleeper, 0)) break;
        }
    }
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s);
        }
}
