/* kb1_095_cross_entropy_loss naive: loss = mean_i (log sum_j exp p[i][j] - p[i][t[i]]), in f32.
 * Rows in parallel, each its max, then the sum of exp(p - max); the rows' terms added in
 * double. Correct for --dtype bf16 and f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict predictions /* [N][D] */, const int32_t *restrict targets /* [N] */,
            kb_t *restrict loss /* [1] */)
{
    double total = 0.0;
#pragma omp parallel for num_threads(KB_THREADS) schedule(static) reduction(+ : total)
    for (long i = 0; i < KB_N; i++) {
        const kb_t *p = predictions + i * KB_D;
        float m = -INFINITY, s = 0.0f;
        for (long j = 0; j < KB_D; j++) m = fmaxf(m, kb_ld(p[j]));
        for (long j = 0; j < KB_D; j++) s += expf(kb_ld(p[j]) - m);
        total += m + logf(s) - kb_ld(p[targets[i]]);
    }
    loss[0] = kb_st((float)(total / KB_N));
}
