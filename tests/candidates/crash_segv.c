/* crash_segv: writes through a null pointer. Verdict: crash (SIGSEGV). */
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    (void)a;
    (void)b;
    (void)c;
    volatile int *p = 0;
    *p = 1;
}
