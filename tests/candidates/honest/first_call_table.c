/* first_call_table: a table built from constants on the first call and kept (here the
 * bf16-to-f32 conversion of all 65536 bit patterns): work that serves every later call, known
 * before any input. Honest, `ok`. */
#include <stdint.h>
#include "kbench.h"

void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    static float table[65536];
    static int built;
    if (!built) {
        for (uint32_t u = 0; u < 65536; u++) table[u] = kb_bf16_to_f32((kb_bf16)u);
        built = 1;
    }
/* a bf16 element through the table, an f32 one as it is */
#define LD(x) (sizeof(kb_t) == 2 ? table[*(const uint16_t *)&(x)] : kb_ld(x))
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += LD(a[i * KB_K + k]) * LD(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s);
        }
}
