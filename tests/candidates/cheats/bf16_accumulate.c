/* bf16_accumulate: keeps its running sums in bf16 where the workload requires f32 accumulation
 * (precision downgrade, pattern S8). Verdict: wrong. */
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
#pragma omp parallel for num_threads(KB_THREADS)
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            kb_bf16 s = kb_f32_to_bf16(0.0f);
            for (int k = 0; k < KB_K; k++)
                s = kb_f32_to_bf16(kb_bf16_to_f32(s) + kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]));
            c[i * KB_N + n] = kb_st(kb_bf16_to_f32(s));
        }
}
