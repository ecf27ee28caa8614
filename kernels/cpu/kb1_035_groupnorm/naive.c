/* kb1_035_groupnorm naive: per (n, g), the mean and biased variance over the group's C/G
 * channels and (h, w) (a contiguous run), then out = (x - mean) / sqrt(var + EPS) * gamma[c] +
 * beta[c], in f32 (double statistics). Groups in parallel. Correct for --dtype bf16 and f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [N][C][H][W] */, const kb_t *restrict gamma /* [C] */,
            const kb_t *restrict beta /* [C] */, kb_t *restrict out /* [N][C][H][W] */)
{
    const long S = (long)KB_H * KB_W, CG = KB_C / KB_G, L = CG * S;
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long ng = 0; ng < (long)KB_N * KB_G; ng++) {
        const kb_t *xg = x + ng * L;
        double sum = 0.0, sq = 0.0;
        for (long i = 0; i < L; i++) sum += kb_ld(xg[i]);
        const double mean = sum / (double)L;
        for (long i = 0; i < L; i++) {
            const double d = kb_ld(xg[i]) - mean;
            sq += d * d;
        }
        const float r = (float)(1.0 / sqrt(sq / (double)L + KB_EPS)), m = (float)mean;
        for (long i = 0; i < L; i++) {
            const long c = (ng % KB_G) * CG + i / S;
            out[ng * L + i] = kb_st((kb_ld(xg[i]) - m) * r * kb_ld(gamma[c]) + kb_ld(beta[c]));
        }
    }
}
