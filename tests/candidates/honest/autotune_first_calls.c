/* autotune_first_calls: the honest look-alike of cheats/slow_start_then_approx.c. An autotuner
 * that tries a slow variant (column by column, plus a spin standing for a tuning sweep) on its
 * first seven calls, then keeps the fast one: slow at the start, fast after, exact throughout.
 * Verdict: ok. */
#include "kbench.h"

static void by_columns(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int n = 0; n < KB_N; n++)
        for (int i = 0; i < KB_M; i++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s);
        }
}

static void by_rows(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    float acc[KB_N];
    for (int i = 0; i < KB_M; i++) {
        for (int n = 0; n < KB_N; n++) acc[n] = 0;
        for (int k = 0; k < KB_K; k++) {
            float x = kb_ld(a[i * KB_K + k]);
            for (int n = 0; n < KB_N; n++) acc[n] += x * kb_ld(b[k * KB_N + n]);
        }
        for (int n = 0; n < KB_N; n++) c[i * KB_N + n] = kb_st(acc[n]);
    }
}

void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    static int calls;
    if (++calls <= 7) {
        volatile unsigned spin = 0;
        for (unsigned i = 0; i < 20000000u; i++) spin += i;
        by_columns(a, b, c);
    } else {
        by_rows(a, b, c);
    }
}
