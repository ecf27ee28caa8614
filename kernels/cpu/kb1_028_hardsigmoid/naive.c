/* kb1_028_hardsigmoid naive: out = clamp((x + 3) / 6, 0, 1), elementwise, in f32 (libm).
 * Elements in parallel. Correct for --dtype bf16 and f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [R][C] */, kb_t *restrict out /* [R][C] */)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long i = 0; i < (long)KB_R * KB_C; i++) {
        const float v = kb_ld(x[i]);
        out[i] = kb_st(fminf(fmaxf((v + 3.0f) / 6.0f, 0.0f), 1.0f));
    }
}
