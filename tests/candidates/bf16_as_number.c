/* bf16_as_number: a GEMM that reads and writes elements as if kb_t were a number, as the local
 * 1.5B model wrote (15 of 16 replies, issue 28). Under bf16, kb_t is kb_bf16, a struct: a
 * compile_error whose detail says to convert with kb_ld and kb_st (targets/cpu/compile_hint.h).
 * Under f32, kb_t is float: correct (ok). */
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    for (int i = 0; i < KB_M; i++)
        for (int j = 0; j < KB_N; j++) {
            float s = 0;
            for (int k = 0; k < KB_K; k++) {
                float x = a[i * KB_K + k];
                s += x * b[k * KB_N + j];
            }
            c[i * KB_N + j] = s;
        }
}
