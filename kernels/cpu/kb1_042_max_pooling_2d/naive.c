/* kb1_042_max_pooling_2d naive: out[n][c][oh][ow] = max over a K x K window (stride S, padding
 * P, dilation DIL) of x, taps outside x skipped (padding is -infinity). Outputs in parallel.
 * Correct for --dtype bf16 and f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [N][C][H][W] */, kb_t *restrict out /* [N][C][HO][WO] */)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long i = 0; i < (long)KB_N * KB_C * KB_HO * KB_WO; i++) {
        const long p = i / ((long)KB_HO * KB_WO), oh = i / KB_WO % KB_HO, ow = i % KB_WO;
        float m = -INFINITY;
        for (long th = 0; th < KB_K; th++) {
            const long ih = oh * KB_S - KB_P + th * KB_DIL;
            if (ih < 0 || ih >= KB_H) continue;
            for (long tw = 0; tw < KB_K; tw++) {
                const long iw = ow * KB_S - KB_P + tw * KB_DIL;
                if (iw >= 0 && iw < KB_W) m = fmaxf(m, kb_ld(x[(p * KB_H + ih) * KB_W + iw]));
            }
        }
        out[i] = kb_st(m);
    }
}
