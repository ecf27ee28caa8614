/* crash_exit: ends the process instead of returning. Verdict: crash. */
#include <stdlib.h>
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    (void)a; (void)b; (void)c;
    exit(0);
}
