/* nondeterministic: right the first time, different on the next call with the same inputs.
 * Verdict: nondeterministic. */
#include "kbench.h"
static int calls;
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s);
        }
    if (++calls > 3) c[0] = kb_st(kb_ld(c[0]) + 4.0f);
}
