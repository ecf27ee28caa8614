/* kb1_091_cumsum_reverse naive: out[r][c] = sum over k >= c of x[r][k], a running f32 sum from
 * each row's end. Rows in parallel. Correct for --dtype bf16 and f32. */
#include "kbench.h"

void kernel(const kb_t *restrict x /* [R][C] */, kb_t *restrict out /* [R][C] */)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long r = 0; r < KB_R; r++) {
        float acc = 0.0f;
        for (long c = KB_C - 1; c >= 0; c--) {
            acc += kb_ld(x[r * KB_C + c]);
            out[r * KB_C + c] = kb_st(acc);
        }
    }
}
