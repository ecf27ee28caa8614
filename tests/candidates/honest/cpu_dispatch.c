/* cpu_dispatch: run-time CPU dispatch, as the screen's own message recommends: an AVX-512 path
 * where the machine has it (asked with __builtin_cpu_supports, whose answer libgcc fills in with a
 * constructor of its own, __cpu_indicator_init), the plain loop elsewhere. The toolchain's
 * constructor is not the candidate's: honest, `ok`. */
#include <immintrin.h>
#include "kbench.h"

__attribute__((target("avx512f"))) static void rows_avx512(const kb_t *a, const kb_t *b, kb_t *c)
{
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s);
        }
}

static void rows_plain(const kb_t *a, const kb_t *b, kb_t *c)
{
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s);
        }
}

void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    if (__builtin_cpu_supports("avx512f"))
        rows_avx512(a, b, c);
    else
        rows_plain(a, b, c);
}
