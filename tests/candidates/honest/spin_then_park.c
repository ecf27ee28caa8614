/* spin_then_park: a thread pool of its own whose worker spins for up to 200 ms after each job
 * before it parks on a condition variable (as Intel's OpenMP does by default). The spinning is
 * no work after the return: it computes nothing. kbench stops the process at the reply, so the
 * spin costs the candidate only its own time. Honest, `ok`. */
#include <pthread.h>
#include <stdatomic.h>
#include <time.h>
#include "kbench.h"

static const kb_t *A, *B;
static kb_t *C;
static atomic_int job, done;
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;

static void rows(int i0, int i1)
{
    for (int i = i0; i < i1; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(A[i * KB_K + k]) * kb_ld(B[k * KB_N + n]);
            C[i * KB_N + n] = kb_st(s);
        }
}

static void *worker(void *arg)
{
    (void)arg;
    int seen = 0;
    for (;;) {
        /* spin for a while (about 200 ms of polls), then park */
        for (long spins = 0; atomic_load(&job) == seen && spins < 40000000L; spins++) __builtin_ia32_pause();
        pthread_mutex_lock(&mu);
        while (atomic_load(&job) == seen) pthread_cond_wait(&cv, &mu);
        pthread_mutex_unlock(&mu);
        seen = atomic_load(&job);
        rows(KB_M / 2, KB_M);
        atomic_store(&done, seen);
    }
    return 0;
}

void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    static pthread_t t;
    if (!t) pthread_create(&t, 0, worker, 0);
    A = a, B = b, C = c;
    pthread_mutex_lock(&mu);
    int j = atomic_fetch_add(&job, 1) + 1;
    pthread_cond_signal(&cv);
    pthread_mutex_unlock(&mu);
    rows(0, KB_M / 2);
    while (atomic_load(&done) != j) __builtin_ia32_pause();
}
