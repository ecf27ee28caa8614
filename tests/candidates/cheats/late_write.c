/* late_write: from its fifth call on (verification makes four), a background thread touches
 * the output again after the call has returned: work finishing after the return, pattern T2 of
 * the cheat catalogue. The process is stopped at its reply and its outputs are taken as they were
 * then; the late write lands in the next call's output (which it spoils), or never. Verdict:
 * stale_output or wrong. */
#include <pthread.h>
#include <stdatomic.h>
#include "kbench.h"

static kb_t *_Atomic pending; /* the output of the call that just returned */

static void *late(void *arg)
{
    (void)arg;
    for (;;) {
        kb_t *c = atomic_exchange(&pending, (kb_t *)0);
        if (!c) continue;
        for (volatile int spin = 0; spin < 20000; spin++) {
        } /* after the return */
        c[0] = kb_st(kb_ld(c[0]) + 1.0f);
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
    if (++calls == 5) pthread_create(&t, 0, late, 0);
    if (calls >= 5) atomic_store(&pending, c);
}
