/* load_target_clones: target_clones, the honest-looking way to get an IFUNC: gcc emits a
 * resolver that runs at load (before any check) to pick the clone for this CPU. Verdict:
 * abi_error ("IFUNC", refused by design); dispatch on the CPU inside the kernel instead. */
#include "kbench.h"
__attribute__((target_clones("avx2", "default"))) void kb_cheat_row(const kb_t *a, const kb_t *b, kb_t *c,
                                                                    int i)
{
    for (int j = 0; j < KB_N; j++) {
        float s = 0;
        for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
        c[i * KB_N + j] = kb_st(s);
    }
}
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++) kb_cheat_row(a, b, c, i);
}
