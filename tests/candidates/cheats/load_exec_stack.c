/* load_exec_stack: asks for an executable stack (.note.GNU-stack marked "x"), which glibc
 * grants by making every thread's stack executable when the object is dlopened: a place to put
 * code without mprotect. Verdict: abi_error ("executable stack"). */
#include "kbench.h"
__asm__(".section .note.GNU-stack,\"x\",@progbits\n.previous");
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s);
        }
}
