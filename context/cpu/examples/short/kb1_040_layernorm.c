/* kb1_040 short example: per sample n, mean and variance over its L = C*H*W elements, then
 * out = (x - mean) / sqrt(var + EPS) * gamma + beta. Faster than a sample per thread when N is
 * small: every loop is split across the threads (OpenMP reductions), and x is read three times
 * instead of kept, since L elements do not fit in cache anyway. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [N][C][H][W] */, const kb_t *restrict gamma /* [C][H][W] */,
            const kb_t *restrict beta /* [C][H][W] */, kb_t *restrict out /* [N][C][H][W] */)
{
    const long L = (long)KB_C * KB_H * KB_W;
    for (long n = 0; n < KB_N; n++) {
        const kb_t *xn = x + n * L;
        double sum = 0.0, sq = 0.0;
#pragma omp parallel for simd num_threads(KB_THREADS) reduction(+ : sum)
        for (long i = 0; i < L; i++) sum += kb_ld(xn[i]);
        const double mean = sum / (double)L;
#pragma omp parallel for simd num_threads(KB_THREADS) reduction(+ : sq)
        for (long i = 0; i < L; i++) {
            const double d = kb_ld(xn[i]) - mean;
            sq += d * d;
        }
        const float r = (float)(1.0 / sqrt(sq / (double)L + KB_EPS)), m = (float)mean;
#pragma omp parallel for simd num_threads(KB_THREADS)
        for (long i = 0; i < L; i++)
            out[n * L + i] = kb_st((kb_ld(xn[i]) - m) * r * kb_ld(gamma[i]) + kb_ld(beta[i]));
    }
}
