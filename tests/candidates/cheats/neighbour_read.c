/* neighbour_read: copies another contestant's answer. Once, the candidate, the baselines and the
 * --vs candidate shared one process and one output region, with the lib baseline's output slot
 * right after the candidate's; this copies from there instead of computing. Each contestant now
 * has a process of its own holding only its own inputs and outputs: there is nothing there.
 * Verdict: not ok (crash on the unmapped memory, or wrong). */
#include <string.h>
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    (void)a;
    (void)b;
    size_t bytes = sizeof(kb_t) * KB_M * KB_N, stride = (bytes + 4095) & ~(size_t)4095;
    memcpy(c, (const char *)c + stride, bytes);
}
