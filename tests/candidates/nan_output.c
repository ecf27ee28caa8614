/* nan_output: one output element is NaN where the reference is finite. Verdict: wrong. */
#include <math.h>
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s);
        }
    c[7] = kb_st(NAN);
}
