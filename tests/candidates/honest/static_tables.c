/* static_tables: large static const tables (a 64 KiB lookup table of exact bf16 values, built
 * at compile time) and _Thread_local scratch, data the screen must not take for code or
 * load-time work. Expected: ok. */
#include "kbench.h"
#define R4(x) x, x + 1, x + 2, x + 3
#define R16(x) R4(x), R4(x + 4), R4(x + 8), R4(x + 12)
#define R64(x) R16(x), R16(x + 16), R16(x + 32), R16(x + 48)
#define R256(x) R64(x), R64(x + 64), R64(x + 128), R64(x + 192)
#define R1K(x) R256(x), R256(x + 256), R256(x + 512), R256(x + 768)
#define R4K(x) R1K(x), R1K(x + 1024), R1K(x + 2048), R1K(x + 3072)
#define R16K(x) R4K(x), R4K(x + 4096), R4K(x + 8192), R4K(x + 12288)
/* 16384 int32 entries: table[i] == i, used as an index permutation that is the identity */
static const int identity[16384] = {R16K(0)};
static _Thread_local float scratch[4096];
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    _Static_assert(KB_N <= 4096, "one row of scratch");
    for (int i = 0; i < KB_M; i++) {
        for (int j = 0; j < KB_N; j++) scratch[j] = 0;
        for (int k = 0; k < KB_K; k++) {
            float av = kb_ld(a[i * KB_K + identity[k % 16384] + (k - k % 16384)]);
            for (int j = 0; j < KB_N; j++) scratch[j] += av * kb_ld(b[k * KB_N + j]);
        }
        for (int j = 0; j < KB_N; j++) c[i * KB_N + j] = kb_st(scratch[j]);
    }
}
