/* kb1_096_huber_loss naive: loss = mean_ij h(p[i][j] - t[i][j]) with h(d) = |d| < DELTA ? d^2/2
 * : DELTA (|d| - DELTA/2), in f32. Rows in parallel; the rows' sums added in double. Correct for
 * --dtype bf16 and f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict predictions /* [N][D] */, const kb_t *restrict targets /* [N][D] */,
            kb_t *restrict loss /* [1] */)
{
    const float delta = (float)KB_DELTA;
    double total = 0.0;
#pragma omp parallel for num_threads(KB_THREADS) schedule(static) reduction(+ : total)
    for (long i = 0; i < KB_N; i++) {
        float acc = 0.0f;
        for (long j = 0; j < KB_D; j++) {
            const float d = fabsf(kb_ld(predictions[i * KB_D + j]) - kb_ld(targets[i * KB_D + j]));
            acc += d < delta ? 0.5f * d * d : delta * (d - 0.5f * delta);
        }
        total += acc;
    }
    loss[0] = kb_st((float)(total / ((double)KB_N * KB_D)));
}
