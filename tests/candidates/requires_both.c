/* requires_both: a plain p08_gemm that declares both dtypes and AVX-512 (which it does not
 * strictly need): on an AVX-512 machine it runs in bf16 and f32 and must be `ok`; the
 * declaration changes nothing about how it is compiled. */
#include "kbench.h"

KB_REQUIRES(bf16, f32, avx512f); /* KB_REQUIRES in a comment is not a declaration */

void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s);
        }
}
