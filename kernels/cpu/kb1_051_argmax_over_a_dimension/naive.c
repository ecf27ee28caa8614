/* kb1_051_argmax_over_a_dimension naive: out[b][m] = the first n at which x[b][n][m] is the
 * largest, as an int32 index. Output elements in parallel, each a loop over the reduced axis in
 * order that takes a new index only on a strictly larger value, so ties keep the lowest n.
 * Correct for --dtype bf16 and f32 (the comparison is exact in f32). */
#include <math.h>
#include <stdint.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [B][N][M] */, int32_t *restrict out /* [B][M] */)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long bm = 0; bm < (long)KB_B * KB_M; bm++) {
        const long b = bm / KB_M, m = bm % KB_M;
        float best = -INFINITY;
        int32_t at = 0;
        for (long n = 0; n < KB_N; n++) {
            const float v = kb_ld(x[(b * KB_N + n) * KB_M + m]);
            if (v > best) {
                best = v;
                at = (int32_t)n;
            }
        }
        out[bm] = at;
    }
}
