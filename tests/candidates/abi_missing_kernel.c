/* abi_missing_kernel: the entry point has another name. Verdict: abi_error. */
#include "kbench.h"
void gemm_kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    c[0] = kb_st(kb_ld(a[0]) * kb_ld(b[0]));
}
