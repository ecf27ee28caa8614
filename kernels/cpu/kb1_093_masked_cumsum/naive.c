/* kb1_093_masked_cumsum naive: out[r][c] = sum over k <= c of x[r][k] where mask[r][k] is 1, a
 * running f32 sum along each row. Rows in parallel. Correct for --dtype bf16 and f32. */
#include <stdint.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [R][C] */, const int32_t *restrict mask /* [R][C] */,
            kb_t *restrict out /* [R][C] */)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long r = 0; r < KB_R; r++) {
        float acc = 0.0f;
        for (long c = 0; c < KB_C; c++) {
            if (mask[r * KB_C + c]) acc += kb_ld(x[r * KB_C + c]);
            out[r * KB_C + c] = kb_st(acc);
        }
    }
}
