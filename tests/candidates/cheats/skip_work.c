/* skip_work: drops the last 1% of the reduction over k (partial computation, pattern S7): the
 * error it leaves is far beyond the tolerance. Verdict: wrong. */
#include "kbench.h"
void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    const int kk = KB_K - (KB_K + 99) / 100;
#pragma omp parallel for num_threads(KB_THREADS)
    for (int i = 0; i < KB_M; i++)
        for (int n = 0; n < KB_N; n++) {
            float s = 0;
            for (int k = 0; k < kk; k++) s += kb_ld(a[i * KB_K + k]) * kb_ld(b[k * KB_N + n]);
            c[i * KB_N + n] = kb_st(s);
        }
}
