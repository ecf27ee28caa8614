/* load_wx_section: code in a section declared writable and executable ("awx"), which the
 * linker puts in an RWX segment: code the kernel could rewrite at run time without any
 * mprotect the sandbox would see. Verdict: abi_error ("writable and executable"). */
#include "kbench.h"
__asm__(".pushsection .kb_cheat_wx,\"awx\",@progbits\n"
        ".globl kb_cheat_one\n.type kb_cheat_one,@function\n"
        "kb_cheat_one: movss .Lone(%rip), %xmm0\n ret\n.Lone: .float 1.0\n.popsection");
float kb_cheat_one(void);
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s * kb_cheat_one());
        }
}
