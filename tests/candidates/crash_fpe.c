/* crash_fpe: integer division by zero. Verdict: crash (SIGFPE). */
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    volatile int zero = 0;
    c[0] = kb_st((float)(KB_M / zero));
    (void)a;
    (void)b;
}
