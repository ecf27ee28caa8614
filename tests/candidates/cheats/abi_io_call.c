/* abi_io_call: reads a file with stdio (candidates may do no I/O). Screening refuses the
 * imported symbols. Verdict: abi_error naming fopen. */
#include <stdio.h>
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    FILE *f = fopen("/etc/hostname", "r");
    c[0] = kb_st(f ? 1.0f : 0.0f);
    if (f) fclose(f);
    (void)a;
    (void)b;
}
