/* kb1_047_sum_reduction_over_a_dimension naive: out[b][m] = sum over n of x[b][n][m], in f32.
 * Output elements in parallel, each a loop over the reduced axis. Correct for --dtype bf16 and
 * f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [B][N][M] */, kb_t *restrict out /* [B][M] */)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long bm = 0; bm < (long)KB_B * KB_M; bm++) {
        const long b = bm / KB_M, m = bm % KB_M;
        float acc = 0.0f;
        for (long n = 0; n < KB_N; n++) {
            const float v = kb_ld(x[(b * KB_N + n) * KB_M + m]);
            acc += v;
        }
        out[bm] = kb_st(acc);
    }
}
