/* kb1_036_rmsnorm naive: per (n, h, w), the mean of x^2 over the channels, then
 * out = x / sqrt(that + EPS), in f32. Pixels in parallel. Correct for --dtype bf16 and f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [N][C][H][W] */, kb_t *restrict out /* [N][C][H][W] */)
{
    const long S = (long)KB_H * KB_W;
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long ns = 0; ns < (long)KB_N * S; ns++) {
        const long n = ns / S, s = ns % S;
        float sq = 0.0f;
        for (long c = 0; c < KB_C; c++) {
            const float v = kb_ld(x[(n * KB_C + c) * S + s]);
            sq += v * v;
        }
        const float r = 1.0f / sqrtf(sq / (float)KB_C + (float)KB_EPS);
        for (long c = 0; c < KB_C; c++) {
            const long at = (n * KB_C + c) * S + s;
            out[at] = kb_st(kb_ld(x[at]) * r);
        }
    }
}
