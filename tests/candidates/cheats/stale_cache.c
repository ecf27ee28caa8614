/* stale_cache: computes for its first four calls (what verification makes), then replays the
 * last output without computing. Timed calls see new inputs under the same pointers, so their
 * outputs no longer match. Verdict: stale_output. */
#include <string.h>
#include "kbench.h"
static kb_t saved[KB_M * KB_N];
static int calls;
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    if (calls++ < 4) {
        for (int i = 0; i < KB_M; i++)
            for (int j = 0; j < KB_N; j++) {
                float s = 0;
                for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
                c[i * KB_N + j] = kb_st(s);
            }
        memcpy(saved, c, sizeof saved);
        return;
    }
    memcpy(c, saved, sizeof saved);
    (void)a;
    (void)b;
}
