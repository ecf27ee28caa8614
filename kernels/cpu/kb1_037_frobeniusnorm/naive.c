/* kb1_037_frobeniusnorm naive: out = x / sqrt(sum of x^2 over every element), the sum in double
 * (a parallel reduction), the scaling in f32. Correct for --dtype bf16 and f32. */
#include <math.h>
#include "kbench.h"

void kernel(const kb_t *restrict x /* [N][C][H][W] */, kb_t *restrict out /* [N][C][H][W] */)
{
    const long n = (long)KB_N * KB_C * KB_H * KB_W;
    double sq = 0.0;
#pragma omp parallel for num_threads(KB_THREADS) schedule(static) reduction(+ : sq)
    for (long i = 0; i < n; i++) {
        const double v = kb_ld(x[i]);
        sq += v * v;
    }
    const float r = (float)(1.0 / sqrt(sq));
#pragma omp parallel for num_threads(KB_THREADS) schedule(static)
    for (long i = 0; i < n; i++) out[i] = kb_st(kb_ld(x[i]) * r);
}
