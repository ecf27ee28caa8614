/* abi_no_header: the right kernel for p08_gemm, without #include "kbench.h" (which defines kb_t,
 * kb_ld, kb_st and the KB_ sizes): abi_error, saying that the include is missing. */
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M * KB_N; i++) c[i] = a[0] + b[0];
}
