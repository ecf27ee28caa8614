/* kb1_024_log_softmax naive: out[r][c] = x[r][c] - max x[r] - log(sum_c' exp(x[r][c'] - max x[r])).
 * Rows in parallel; per row a pass for the max, one for the f32 sum of exponentials, one for
 * the write. Correct for --dtype bf16 and f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [R][C] */, kb_t *restrict out /* [R][C] */)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (int r = 0; r < KB_R; r++) {
        const kb_t *xr = x + (size_t)r * KB_C;
        kb_t *yr = out + (size_t)r * KB_C;
        float mx = -INFINITY, s = 0.0f;
        for (int c = 0; c < KB_C; c++) mx = fmaxf(mx, kb_ld(xr[c]));
        for (int c = 0; c < KB_C; c++) s += expf(kb_ld(xr[c]) - mx);
        const float ls = logf(s);
        for (int c = 0; c < KB_C; c++) yr[c] = kb_st(kb_ld(xr[c]) - mx - ls);
    }
}
