/* has_include_oracle: a compile-time oracle (class 7). `__has_include` of a path outside the
 * compiler's reach failed with "Permission denied" when the file existed and compiled quietly
 * when it did not: one bit per compile about any path (the seed, the store, a file of the
 * user's). The compiler's jail has its own file tree, in which nothing outside the system's
 * directories exists: every such probe answers "no", whatever is on the machine. So this kernel,
 * which fails to compile when it learns that /etc/passwd or kbench's cache exists, compiles.
 * Verdict: ok. */
#include "kbench.h"
#if __has_include("/etc/passwd") || __has_include("/etc/hostname") || \
                                                  __has_include("/root/.cache/kbench/run-seed")
#error "a path outside the compiler's tree exists: the oracle works"
#endif
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s);
        }
}
