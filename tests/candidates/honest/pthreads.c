/* pthreads: one POSIX thread per block of rows, created and joined inside the call. */
#include <pthread.h>
#include "kbench.h"
struct part {
    const kb_t *a, *b;
    kb_t *c;
    int lo, hi;
};
static void *work(void *arg)
{
    struct part *p = arg;
    for (int i = p->lo; i < p->hi; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(p->a[i * KB_K + k]) * kb_ld(p->b[k * KB_N + n]);
            p->c[i * KB_N + n] = kb_st(s);
        }
    return 0;
}
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    enum { T = 4 };
    pthread_t t[T];
    struct part p[T];
    for (int i = 0; i < T; i++) {
        p[i] = (struct part){a, b, c, KB_M * i / T, KB_M * (i + 1) / T};
        pthread_create(&t[i], 0, work, &p[i]);
    }
    for (int i = 0; i < T; i++) pthread_join(t[i], 0);
}
