/* kb1_033_batchnorm naive: per channel c, the mean and biased variance over (n, h, w), then
 * out = (x - mean) / sqrt(var + EPS) * gamma[c] + beta[c], in f32 (double statistics).
 * Channels in parallel. Correct for --dtype bf16 and f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [N][C][H][W] */, const kb_t *restrict gamma /* [C] */,
            const kb_t *restrict beta /* [C] */, kb_t *restrict out /* [N][C][H][W] */)
{
    const long S = (long)KB_H * KB_W, cnt = (long)KB_N * S;
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long c = 0; c < KB_C; c++) {
        double sum = 0.0, sq = 0.0;
        for (long n = 0; n < KB_N; n++)
            for (long i = 0; i < S; i++) sum += kb_ld(x[(n * KB_C + c) * S + i]);
        const double mean = sum / (double)cnt;
        for (long n = 0; n < KB_N; n++)
            for (long i = 0; i < S; i++) {
                const double d = kb_ld(x[(n * KB_C + c) * S + i]) - mean;
                sq += d * d;
            }
        const float a = (float)(1.0 / sqrt(sq / (double)cnt + KB_EPS)) * kb_ld(gamma[c]);
        const float m = (float)mean, b = kb_ld(beta[c]);
        for (long n = 0; n < KB_N; n++)
            for (long i = 0; i < S; i++) {
                const long at = (n * KB_C + c) * S + i;
                out[at] = kb_st((kb_ld(x[at]) - m) * a + b);
            }
    }
}
