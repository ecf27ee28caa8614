/* secret_include_seed: #include of the secret run seed in the cache directory (the test puts
 * its own cache path where @KBENCH_CACHE@ stands); the seed is hex digits, so the compiler's
 * "invalid suffix" error would quote it. Verdict: compile_error, and the secret appears neither
 * in the detail nor in the compile log kept in the cache: the compiler cannot open the file. */
#include "kbench.h"
static const unsigned long long seed =
#include "@KBENCH_CACHE@/run-seed"
    ;
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s);
            c[0] = kb_st(kb_ld(c[0]) + (float)(seed & 0));
        }
}
