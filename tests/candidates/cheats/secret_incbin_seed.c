/* secret_incbin_seed: .incbin of the run seed into the object's data (@KBENCH_CACHE@ is
 * replaced by the test's cache path), for the kernel to branch on later. Verdict:
 * compile_error (the assembler cannot open the file), and the secret appears neither in the
 * detail nor in the compile log. */
#include "kbench.h"
__asm__(".pushsection .rodata\n.globl kb_cheat_seed\nkb_cheat_seed: .incbin \"@KBENCH_CACHE@/run-seed\"\n"
        ".byte 0\n.popsection");
extern const char kb_cheat_seed[];
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s + (float)(kb_cheat_seed[0] == 0));
        }
}
