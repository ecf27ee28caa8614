/* load_init_section: a call placed in the .init section, between the start files' prologue and
 * epilogue of _init, so that DT_INIT runs candidate code inside dlopen; no constructor
 * attribute, nothing in .init_array. Verdict: abi_error ("DT_INIT"). */
#include "kbench.h"
static volatile float warm;
__attribute__((visibility("hidden"), used)) void kb_cheat_at_load(void) { warm = 1.0f; }
__asm__(".pushsection .init,\"ax\",@progbits\n\tcall kb_cheat_at_load\n.popsection");
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s);
        }
}
