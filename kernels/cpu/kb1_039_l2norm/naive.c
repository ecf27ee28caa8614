/* kb1_039_l2norm naive: out[r][d] = x[r][d] / sqrt(sum over d' of x[r][d']^2), in f32. Rows in
 * parallel. Correct for --dtype bf16 and f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [R][D] */, kb_t *restrict out /* [R][D] */)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long r = 0; r < KB_R; r++) {
        float sq = 0.0f;
        for (long d = 0; d < KB_D; d++) {
            const float v = kb_ld(x[r * KB_D + d]);
            sq += v * v;
        }
        const float norm = sqrtf(sq);
        for (long d = 0; d < KB_D; d++) out[r * KB_D + d] = kb_st(kb_ld(x[r * KB_D + d]) / norm);
    }
}
