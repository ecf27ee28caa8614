/* kb1_090_cumprod naive: out[r][c] = product over k <= c of x[r][k], a running f32 product
 * along each row. Rows in parallel. Correct for --dtype bf16 and f32. */
#include "kbench.h"

void kernel(const kb_t *restrict x /* [R][C] */, kb_t *restrict out /* [R][C] */)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long r = 0; r < KB_R; r++) {
        float acc = 1.0f;
        for (long c = 0; c < KB_C; c++) {
            acc *= kb_ld(x[r * KB_C + c]);
            out[r * KB_C + c] = kb_st(acc);
        }
    }
}
