/* scan.c: the reference cumulative sums and products of KernelBench level 1 (L1-89..93) along
 * the rows of a matrix (see ref.h). */
#include "ref.h"

/* kb:ref begin kb_ref_scan */
/* For each row r of x [R][C] and each column c, the running sum (product: the running product)
 * of the row's terms up to c: the terms x[r][k] (times mask[r][k] where mask is not NULL) for
 * k <= c, or k >= c when reverse; exclusive leaves out the term at c itself (an empty sum is 0,
 * an empty product 1). In double, each row in scan order, each output rounded to f32 once. */
void kb_ref_scan(const float *x, const int32_t *mask, int64_t R, int64_t C, bool product, bool reverse,
                 bool exclusive, float *out)
{
#pragma omp parallel for schedule(static)
    for (int64_t r = 0; r < R; r++) {
        double acc = product ? 1.0 : 0.0;
        for (int64_t k = 0; k < C; k++) {
            const int64_t c = reverse ? C - 1 - k : k, i = r * C + c;
            const double t = mask ? (double)x[i] * (double)mask[i] : (double)x[i];
            if (exclusive) out[i] = (float)acc;
            acc = product ? acc * t : acc + t;
            if (!exclusive) out[i] = (float)acc;
        }
    }
}
/* kb:ref end */
