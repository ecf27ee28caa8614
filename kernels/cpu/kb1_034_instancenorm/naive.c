/* kb1_034_instancenorm naive: per (n, c) plane, the mean and biased variance over (h, w), then
 * out = (x - mean) / sqrt(var + EPS), in f32 (double statistics). Planes in parallel. Correct
 * for --dtype bf16 and f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [N][C][H][W] */, kb_t *restrict out /* [N][C][H][W] */)
{
    const long S = (long)KB_H * KB_W;
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long p = 0; p < (long)KB_N * KB_C; p++) {
        const kb_t *xp = x + p * S;
        double sum = 0.0, sq = 0.0;
        for (long i = 0; i < S; i++) sum += kb_ld(xp[i]);
        const double mean = sum / (double)S;
        for (long i = 0; i < S; i++) {
            const double d = kb_ld(xp[i]) - mean;
            sq += d * d;
        }
        const float a = (float)(1.0 / sqrt(sq / (double)S + KB_EPS)), m = (float)mean;
        for (long i = 0; i < S; i++) out[p * S + i] = kb_st((kb_ld(xp[i]) - m) * a);
    }
}
