/* libm_and_assert: checks its shapes with assert and computes through libm calls that are
 * exact here (fmaf, sqrtf of a square). */
#include <assert.h>
#include <math.h>
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    assert(KB_M > 0 && KB_N > 0 && KB_K > 0);
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s = fmaf(kb_ld(a[i * KB_K + k]), kb_ld(b[k * KB_N + n]), s);
            c[i * KB_N + n] = kb_st(copysignf(sqrtf(s * s), s));
        }
}
