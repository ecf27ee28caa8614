/* kb1_094_mse_loss naive: loss = mean_ij (p[i][j] - t[i][j])^2, in f32. Rows in parallel, each
 * a loop over its columns; the rows' sums added in double. Correct for --dtype bf16 and f32. */
#include "kbench.h"

void kernel(const kb_t *restrict predictions /* [N][D] */, const kb_t *restrict targets /* [N][D] */,
            kb_t *restrict loss /* [1] */)
{
    double total = 0.0;
#pragma omp parallel for num_threads(KB_THREADS) schedule(static) reduction(+ : total)
    for (long i = 0; i < KB_N; i++) {
        float acc = 0.0f;
        for (long j = 0; j < KB_D; j++) {
            const float d = kb_ld(predictions[i * KB_D + j]) - kb_ld(targets[i * KB_D + j]);
            acc += d * d;
        }
        total += acc;
    }
    loss[0] = kb_st((float)(total / ((double)KB_N * KB_D)));
}
