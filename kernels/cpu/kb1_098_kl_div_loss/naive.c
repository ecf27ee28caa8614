/* kb1_098_kl_div_loss naive: loss = sum_ij t[i][j] (ln t[i][j] - ln p[i][j]) / N ('batchmean'),
 * in f32. Rows in parallel; the rows' sums added in double. Correct for --dtype bf16 and f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict predictions /* [N][D] */, const kb_t *restrict targets /* [N][D] */,
            kb_t *restrict loss /* [1] */)
{
    double total = 0.0;
#pragma omp parallel for num_threads(KB_THREADS) schedule(static) reduction(+ : total)
    for (long i = 0; i < KB_N; i++) {
        float acc = 0.0f;
        for (long j = 0; j < KB_D; j++) {
            const float t = kb_ld(targets[i * KB_D + j]);
            acc += t * (logf(t) - logf(kb_ld(predictions[i * KB_D + j])));
        }
        total += acc;
    }
    loss[0] = kb_st((float)(total / KB_N));
}
