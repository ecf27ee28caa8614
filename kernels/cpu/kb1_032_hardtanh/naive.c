/* kb1_032_hardtanh naive: out = clamp(x, MIN_VAL, MAX_VAL), elementwise, in f32 (libm).
 * Elements in parallel. Correct for --dtype bf16 and f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [R][C] */, kb_t *restrict out /* [R][C] */)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long i = 0; i < (long)KB_R * KB_C; i++) {
        const float v = kb_ld(x[i]);
        out[i] = kb_st(fminf(fmaxf(v, (float)KB_MIN_VAL), (float)KB_MAX_VAL));
    }
}
