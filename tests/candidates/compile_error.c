/* compile_error: a syntax error (missing semicolon). Verdict: compile_error. */
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    int x = 1(void)x;
    (void)a;
    (void)b;
    (void)c;
}
