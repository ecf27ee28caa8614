/* load_fake_cpu_init: code at load time under the toolchain's name. libgcc's CPU-feature
 * constructor (__cpu_indicator_init, which __builtin_cpu_supports brings) is allowed; this kernel
 * names a constructor of its own so, hoping to pass for it. The screen recognises libgcc's by its
 * size too (measured on a reference compiled with the builtin), and this one is not libgcc's.
 * Verdict: abi_error (constructor). */
#include "kbench.h"
static volatile int ready;
__attribute__((constructor, used)) static void __cpu_indicator_init(void) { ready = 1; }
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = ready ? 0 : 1;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s);
        }
}
