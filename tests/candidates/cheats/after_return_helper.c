/* after_return_helper: work after the return (class 1 of evaluation v3's attacks). kernel()
 * computes the first sixteenth of the rows and hands the rest to a helper thread, which does them
 * after kernel() has returned (after a pause of some 20 ms that stands for a large GEMM's work) and then
 * sleeps. Under v2 the parent's settle wait let such a helper finish before the outputs were
 * read. kbench stops the process the moment it replies and judges the outputs as they were then:
 * fifteen sixteenths of them still hold the poison. Verdict: wrong. */
#include <pthread.h>
#include "kbench.h"

static const kb_t *A, *B;
static kb_t *C;
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int pending;

static void rows(int i0, int i1)
{
    for (int i = i0; i < i1; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(A[i * KB_K + k]) * kb_ld(B[k * KB_N + n]);
            C[i * KB_N + n] = kb_st(s);
        }
}

static void *helper(void *arg)
{
    (void)arg;
    for (;;) {
        pthread_mutex_lock(&mu);
        while (!pending) pthread_cond_wait(&cv, &mu);
        pending = 0;
        pthread_mutex_unlock(&mu);
        for (volatile long x = 0; x < 30000000L; x++) {
        }
        rows(KB_M / 16, KB_M);
    }
    return 0;
}

void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    static pthread_t t;
    if (!t) pthread_create(&t, 0, helper, 0);
    A = a, B = b, C = c;
    rows(0, KB_M / 16);
    pthread_mutex_lock(&mu);
    pending = 1;
    pthread_cond_signal(&cv);
    pthread_mutex_unlock(&mu);
}
