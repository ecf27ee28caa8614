/* load_ctors: a function pointer placed in .ctors by hand (the linker folds .ctors into
 * .init_array), a constructor without the constructor attribute. Verdict: abi_error
 * ("constructor"). */
#include "kbench.h"
static volatile float warm;
static void precompute(void) { warm = 1.0f; }
__attribute__((section(".ctors"), used)) static void (*const kb_cheat_ctor)(void) = precompute;
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s);
        }
}
