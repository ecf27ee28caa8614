/* attributes: unusual but harmless attributes (always_inline, noinline, hot, cold, aligned,
 * flatten) that change code layout and sections (.text.hot, .text.unlikely) but load nothing.
 * Expected: ok. */
#include "kbench.h"
static _Alignas(64) float bias[16] __attribute__((aligned(64)));
static inline __attribute__((always_inline)) float dot(const kb_t *a, const kb_t *b, int j)
{
    float s = 0;
    for (int k = 0; k < KB_K; k++) s += kb_ld(a[k]) * kb_ld(b[k * KB_N + j]);
    return s;
}
__attribute__((noinline, hot)) static void row(const kb_t *a, const kb_t *b, kb_t *c)
{
    for (int j = 0; j < KB_N; j++) c[j] = kb_st(dot(a, b, j) + bias[j % 16]);
}
__attribute__((noinline, cold)) static void fail(void) { __builtin_trap(); }
__attribute__((flatten)) void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    if (!a || !b || !c) fail();
    for (int i = 0; i < KB_M; i++) row(a + i * KB_K, b, c + i * KB_N);
}
