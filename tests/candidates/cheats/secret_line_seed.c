/* secret_line_seed: a #line naming the run seed file, then an error on that line: gcc quotes
 * "the source line" from the file #line names, i.e. the secret (@KBENCH_CACHE@ is replaced by
 * the test's cache path). Verdict: compile_error, and the secret appears neither in the detail
 * nor in the compile log: the compiler may read only the candidate's own file. */
#include "kbench.h"
#line 1 "@KBENCH_CACHE@/run-seed"
int kb_cheat_here = ;
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s);
        }
}
