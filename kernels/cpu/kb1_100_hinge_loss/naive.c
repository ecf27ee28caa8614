/* kb1_100_hinge_loss naive: loss = mean_ij max(0, 1 - p[i][j] t[j]), t broadcast along the last
 * axis, in f32. Rows in parallel; the rows' sums added in double. Correct for --dtype bf16 and
 * f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict predictions /* [N][D] */, const kb_t *restrict targets /* [D] */,
            kb_t *restrict loss /* [1] */)
{
    double total = 0.0;
#pragma omp parallel for num_threads(KB_THREADS) schedule(static) reduction(+ : total)
    for (long i = 0; i < KB_N; i++) {
        float acc = 0.0f;
        for (long j = 0; j < KB_D; j++)
            acc += fmaxf(0.0f, 1.0f - kb_ld(predictions[i * KB_D + j]) * kb_ld(targets[j]));
        total += acc;
    }
    loss[0] = kb_st((float)(total / ((double)KB_N * KB_D)));
}
