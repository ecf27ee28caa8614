/* norm.c: the reference normalisations of KernelBench level 1 (batch, instance, group, layer,
 * RMS, Frobenius, L1 and L2 norms, L1-33..40): one function over a 3-axis view of the tensor in
 * which a mask names the axes the statistic is taken over (see ref.h). */
#include "ref.h"

#include <stdlib.h>
#include "../../core/util.h"

/* kb:ref begin kb_ref_norm */
/* x is viewed as [d[0]][d[1]][d[2]]; the statistic of element (i0, i1, i2) is taken over the set
 * of elements that share its index on every axis NOT in `reduce` (bit a: axis a reduced), each
 * set of `count` elements:
 *   KB_REF_NORM_STANDARD: y = (x - mean) / sqrt(var + eps) * gamma[c] + beta[c]  (biased var)
 *   KB_REF_NORM_RMS:      y = x / sqrt(mean of x^2 + eps) * gamma[c] + beta[c]
 *   KB_REF_NORM_L2:       y = x / sqrt(sum of x^2)
 *   KB_REF_NORM_L1_MEAN:  y = x / (mean of |x|)
 * where c = (i0 mod groups) * d[1] + i1 indexes gamma and beta (NULL: 1 and 0; only STANDARD
 * and RMS have them; an RMSNorm's per-feature scale is gamma with the features on axis 1).
 * Double accumulators in index order; the mean first, then the squared deviations from it (no
 * E[x^2] - E[x]^2 cancellation); each output rounded to f32 once. */
static int64_t norm_set(int64_t i, const int64_t d[3], unsigned reduce, const int64_t k[3])
{
    /* element i's set: its index (i0, i1, i2) with the reduced axes dropped */
    const int64_t i0 = i / (d[1] * d[2]), i1 = i / d[2] % d[1], i2 = i % d[2];
    return ((reduce & 1 ? 0 : i0) * k[1] + (reduce & 2 ? 0 : i1)) * k[2] + (reduce & 4 ? 0 : i2);
}

void kb_ref_norm(const float *x, const int64_t d[3], unsigned reduce, kb_ref_norm_stat stat, double eps,
                 const float *gamma, const float *beta, int64_t groups, float *out)
{
    const int64_t k[3] = {reduce & 1 ? 1 : d[0], reduce & 2 ? 1 : d[1], reduce & 4 ? 1 : d[2]};
    const int64_t n = d[0] * d[1] * d[2], sets = k[0] * k[1] * k[2];
    const double count = (double)n / (double)sets;     /* elements per set */
    double *s1 = kb_xcalloc((size_t)sets, sizeof *s1); /* per set: sum of x, x^2 or |x| */
    double *s2 = kb_xcalloc((size_t)sets, sizeof *s2); /* per set: squared deviations from the mean */
    for (int64_t i = 0; i < n; i++) {
        const double v = x[i];
        s1[norm_set(i, d, reduce, k)] += stat == KB_REF_NORM_STANDARD  ? v
                                         : stat == KB_REF_NORM_L1_MEAN ? fabs(v)
                                                                       : v * v;
    }
    if (stat == KB_REF_NORM_STANDARD) {
        for (int64_t i = 0; i < n; i++) {
            const int64_t s = norm_set(i, d, reduce, k);
            const double dev = x[i] - s1[s] / count;
            s2[s] += dev * dev;
        }
    }
    /* the sums are complete: the outputs are independent of one another */
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < n; i++) {
        const int64_t s = norm_set(i, d, reduce, k);
        const int64_t c = (i / (d[1] * d[2]) % groups) * d[1] + i / d[2] % d[1]; /* gamma's index */
        const double v = x[i];
        double y;
        if (stat == KB_REF_NORM_STANDARD || stat == KB_REF_NORM_RMS) {
            y = stat == KB_REF_NORM_STANDARD ? (v - s1[s] / count) / sqrt(s2[s] / count + eps)
                                             : v / sqrt(s1[s] / count + eps);
            y = y * (gamma ? gamma[c] : 1.0) + (beta ? beta[c] : 0.0);
        } else if (stat == KB_REF_NORM_L2)
            y = v / sqrt(s1[s]);
        else
            y = v / (s1[s] / count); /* KB_REF_NORM_L1_MEAN */
        out[i] = (float)y;
    }
    free(s1);
    free(s2);
}
/* kb:ref end */
