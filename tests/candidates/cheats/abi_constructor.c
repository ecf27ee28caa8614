/* abi_constructor: code that would run at load time, outside every check. Verdict: abi_error. */
#include "kbench.h"
static volatile float warm; /* volatile: the constructor must not be optimised away */
__attribute__((constructor)) static void precompute(void) { warm = 1.0f; }
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s);
        }
    c[0] = kb_st(kb_ld(c[0]) * warm);
}
