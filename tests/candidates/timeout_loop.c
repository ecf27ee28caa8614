/* timeout_loop: never returns. Verdict: timeout. */
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    volatile int spin = 1;
    while (spin) {
    }
    (void)a;
    (void)b;
    (void)c;
}
