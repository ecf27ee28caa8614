/* p12_rmsnorm naive: out[r][e] = x[r][e] * rsqrt(mean_e'(x[r][e']^2) + EPS) * scale[e].
 * Rows in parallel; per row one pass for the f32 sum of squares, one for the scaled write.
 * Correct for --dtype bf16 and f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [R][E] */, const kb_t *restrict scale /* [E] */,
            kb_t *restrict out /* [R][E] */)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (int r = 0; r < KB_R; r++) {
        const kb_t *xr = x + (size_t)r * KB_E;
        kb_t *yr = out + (size_t)r * KB_E;
        float ss = 0.0f;
        for (int e = 0; e < KB_E; e++) {
            float v = kb_ld(xr[e]);
            ss += v * v;
        }
        const float inv = 1.0f / sqrtf(ss / (float)KB_E + (float)KB_EPS);
        for (int e = 0; e < KB_E; e++) yr[e] = kb_st(kb_ld(xr[e]) * inv * kb_ld(scale[e]));
    }
}
