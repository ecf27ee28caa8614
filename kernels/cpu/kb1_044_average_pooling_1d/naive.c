/* kb1_044_average_pooling_1d naive: out[n][c][o] = sum over t < K of x[n][c][o*S - P + t] / K,
 * taps outside x counting as 0 (the divisor is always K). Outputs in parallel. Correct for
 * --dtype bf16 and f32. */
#include "kbench.h"

void kernel(const kb_t *restrict x /* [N][C][L] */, kb_t *restrict out /* [N][C][LO] */)
{
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long i = 0; i < (long)KB_N * KB_C * KB_LO; i++) {
        const long p = i / KB_LO, o = i % KB_LO;
        float sum = 0.0f;
        for (long t = 0; t < KB_K; t++) {
            const long at = o * KB_S - KB_P + t * KB_DIL;
            if (at >= 0 && at < KB_L) sum += kb_ld(x[p * KB_L + at]);
        }
        out[i] = kb_st(sum / (float)KB_K);
    }
}
