/* uninit_accumulate: accumulates into the output without clearing it first, counting on it
 * being zero (uninitialised reads, pattern S9; the poison makes it NaN). Verdict: wrong. */
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int k = 0; k < KB_K; k++)
            for (int n = 0; n < KB_N; n++)
                c[i * KB_N + n] =
                    kb_st(kb_ld(c[i * KB_N + n]) + kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]));
}
