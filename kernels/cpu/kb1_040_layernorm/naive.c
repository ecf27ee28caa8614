/* kb1_040_layernorm naive: per sample n, the mean and biased variance over (c, h, w), then
 * out = (x - mean) / sqrt(var + EPS) * gamma[c][h][w] + beta[c][h][w], in f32 (double
 * statistics). Samples in parallel. Correct for --dtype bf16 and f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [N][C][H][W] */, const kb_t *restrict gamma /* [C][H][W] */,
            const kb_t *restrict beta /* [C][H][W] */, kb_t *restrict out /* [N][C][H][W] */)
{
    const long L = (long)KB_C * KB_H * KB_W;
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long n = 0; n < KB_N; n++) {
        const kb_t *xn = x + n * L;
        double sum = 0.0, sq = 0.0;
        for (long i = 0; i < L; i++) sum += kb_ld(xn[i]);
        const double mean = sum / (double)L;
        for (long i = 0; i < L; i++) {
            const double d = kb_ld(xn[i]) - mean;
            sq += d * d;
        }
        const float r = (float)(1.0 / sqrt(sq / (double)L + KB_EPS)), m = (float)mean;
        for (long i = 0; i < L; i++)
            out[n * L + i] = kb_st((kb_ld(xn[i]) - m) * r * kb_ld(gamma[i]) + kb_ld(beta[i]));
    }
}
