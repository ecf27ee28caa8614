/* requires_unknown: a correct p08_gemm whose KB_REQUIRES names a feature kbench does not know (a
 * typo of amx_bf16). Verdict: compile_error, naming kb_requires_amx_bf61; `kbench eval` also
 * prints the parser's message with the known names. */
#include "kbench.h"

KB_REQUIRES(bf16, f32, amx_bf61);

void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s);
        }
}
