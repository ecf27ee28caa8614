/* abi_forbidden_symbol: calls a library the candidate may not link (BLAS). Verdict: abi_error. */
#include "kbench.h"
void cblas_sgemm(int, int, int, int, int, int, float, const float *, int, const float *, int, float, float *,
                 int);
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    cblas_sgemm(101, 111, 111, KB_M, KB_N, KB_K, 1.0f, (const float *)a, KB_K, (const float *)b, KB_N, 0.0f,
                (float *)c, KB_N);
}
