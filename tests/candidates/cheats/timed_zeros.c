/* timed_zeros: garbage in timed calls. Correct in its first four calls (what verification makes)
 * and in every tenth call after, zeros in the others, betting that only some timed outputs are
 * checked (once, only each output slot's last write was). Every output of every call is checked.
 * Verdict: stale_output. */
#include <string.h>
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    static int calls;
    ++calls;
    if (calls > 4 && calls % 10 != 0) {
        memset(c, 0, sizeof(kb_t) * KB_M * KB_N);
        return;
    }
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s);
        }
}
