/* kb1_088_mingpt_new_gelu naive: out = 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))), elementwise, in f32 (libm).
 * Elements in parallel. Correct for --dtype bf16 and f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [R][C] */, kb_t *restrict out /* [R][C] */)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long i = 0; i < (long)KB_R * KB_C; i++) {
        const float v = kb_ld(x[i]);
        out[i] = kb_st(0.5f * v * (1.0f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v))));
    }
}
