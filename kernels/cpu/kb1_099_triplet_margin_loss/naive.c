/* kb1_099_triplet_margin_loss naive: loss = mean_i max(0, |a - p + EPS| - |a - n + EPS| +
 * MARGIN) over rows i, |.| the L2 norm, in f32. Rows in parallel; the rows' terms added in
 * double. Correct for --dtype bf16 and f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict anchor /* [N][D] */, const kb_t *restrict positive /* [N][D] */,
            const kb_t *restrict negative /* [N][D] */, kb_t *restrict loss /* [1] */)
{
    double total = 0.0;
#pragma omp parallel for num_threads(KB_THREADS) schedule(static) reduction(+ : total)
    for (long i = 0; i < KB_N; i++) {
        float dp = 0.0f, dn = 0.0f;
        for (long j = 0; j < KB_D; j++) {
            const float a = kb_ld(anchor[i * KB_D + j]);
            const float e = a - kb_ld(positive[i * KB_D + j]) + (float)KB_EPS;
            const float f = a - kb_ld(negative[i * KB_D + j]) + (float)KB_EPS;
            dp += e * e, dn += f * f;
        }
        total += fmaxf(0.0f, sqrtf(dp) - sqrtf(dn) + (float)KB_MARGIN);
    }
    loss[0] = kb_st((float)(total / KB_N));
}
