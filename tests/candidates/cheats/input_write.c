/* input_write: scales its input in place (a classic cheat: inputs as scratch). Verdict:
 * input_modified. */
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    kb_t *aw = (kb_t *)a;
    aw[0] = kb_st(kb_ld(a[0]) * 2.0f);
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s);
        }
}
