/* constant_output: writes the same plausible value everywhere (degenerate outputs, pattern S6;
 * JAXBench's zero weights would have let it pass). Verdict: wrong. */
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    (void)a;
    (void)b;
    for (int i = 0; i < KB_M * KB_N; i++) c[i] = kb_st(0.0f);
}
