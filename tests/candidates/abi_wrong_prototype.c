/* abi_wrong_prototype: float tensors where the ABI says kb_bf16 (bf16 run). Verdict: abi_error. */
#include "kbench.h"
void kernel(const float *restrict a, const float *restrict b, float *restrict c) { c[0] = a[0] * b[0]; }
