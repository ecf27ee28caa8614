/* load_gmon_start: defines __gmon_start__, the weak hook the start files' _init calls when
 * anything defines it (meant for gprof), so that candidate code runs inside dlopen without a
 * constructor, an .init_array entry or a byte of .init of its own. Verdict: abi_error
 * ("__gmon_start__"). */
#include "kbench.h"
static volatile float warm;
__attribute__((visibility("hidden"))) void __gmon_start__(void) { warm = 1.0f; }
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s);
        }
}
