/* secret_include_environ: #include "/proc/self/environ", the compiler's environment, which
 * once was kbench's (API keys among it); a syntax error would quote it. Verdict:
 * compile_error, and OPENAI_API_KEY's value (set by the test) appears neither in the detail
 * nor in the compile log: the compiler's environment is clean and /proc is out of its reach. */
#include "kbench.h"
static const char env[] = {
#include "/proc/self/environ"
};
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + j]);
            c[i * KB_N + j] = kb_st(s);
        }
}
