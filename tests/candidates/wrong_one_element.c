/* wrong_one_element: correct except one element, off by 1. Verdict: wrong, naming c[3,5]. */
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s);
        }
    c[3 * KB_N + 5] = kb_st(kb_ld(c[3 * KB_N + 5]) + 1.0f);
}
