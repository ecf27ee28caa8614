/* kb1_025_swish naive: out = x / (1 + exp(-x)), elementwise, in f32 (libm).
 * Elements in parallel. Correct for --dtype bf16 and f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [R][C] */, kb_t *restrict out /* [R][C] */)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long i = 0; i < (long)KB_R * KB_C; i++) {
        const float v = kb_ld(x[i]);
        out[i] = kb_st(v / (1.0f + expf(-v)));
    }
}
