/* load_preinit_array: a .preinit_array entry, code meant to run before every other initialiser.
 * GNU ld refuses .preinit_array in a shared object, so the link fails. Verdict: compile_error
 * ("ld returned"); the screen also refuses any DT_PREINIT_ARRAY should a linker emit one. */
#include "kbench.h"
static volatile float warm;
static void precompute(void) { warm = 1.0f; }
__attribute__((section(".preinit_array"), used)) static void (*const kb_cheat_pre)(void) = precompute;
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s);
        }
}
