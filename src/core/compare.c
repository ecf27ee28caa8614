/* compare.c: elementwise comparison with NaN/Inf rules, worst-element and NMSE reporting. */
#include "compare.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static float load(const void *p, kb_dtype t, size_t i)
{
    switch (t) {
    case KB_DTYPE_BF16: return kb_bf16_to_f32(((const kb_bf16 *)p)[i]);
    case KB_DTYPE_F32: return ((const float *)p)[i];
    case KB_DTYPE_I32: return (float)((const int32_t *)p)[i];
    }
    return NAN;
}

void kb_compare(const void *got, kb_dtype t, const float *want, size_t n, kb_tol tol, kb_cmp *r)
{
    memset(r, 0, sizeof *r);
    r->n = n;
    double worst_excess = -1, err2 = 0, ref2 = 0;
    for (size_t i = 0; i < n; i++) {
        double g = load(got, t, i), w = want[i];
        if (kb_dtype_is_poison(t, got, i)) r->n_poison++;
        double excess;
        if (!isfinite(g) || !isfinite(w)) {
            bool same = (isnan(g) && isnan(w)) || (isinf(g) && isinf(w) && signbit(g) == signbit(w));
            if (same) continue;
            r->n_nonfinite_bad++;
            excess = INFINITY;
        } else {
            double d = fabs(g - w), bound = tol.atol + tol.rtol * fabs(w);
            err2 += d * d;
            ref2 += w * w;
            if (d > r->max_abs) r->max_abs = d;
            double rel = w != 0 ? d / fabs(w) : (d != 0 ? INFINITY : 0);
            if (rel > r->max_rel) r->max_rel = rel;
            if (d <= bound) continue;
            excess = d / bound;
        }
        r->n_bad++;
        if (excess > worst_excess) {
            worst_excess = excess;
            r->worst = i;
            r->got = g;
            r->want = w;
        }
    }
    r->nmse = ref2 > 0 ? err2 / ref2 : (err2 > 0 ? INFINITY : 0);
    r->ok = r->n_bad == 0;
}

bool kb_compare_passes(const void *got, kb_dtype t, const float *want, size_t n, kb_tol tol)
{
    const float atol = (float)tol.atol, rtol = (float)tol.rtol;
    size_t bad = 0;
    #pragma omp parallel for schedule(static) reduction(+ : bad) if (n > (1u << 16))
    for (size_t i = 0; i < n; i++) {
        float g = load(got, t, i), w = want[i];
        /* within tolerance, or the same infinity, or both NaN (a NaN fails every comparison).
         * The bound is computed in float: a pass here that kb_compare (double) would refuse is
         * at most an ulp at the boundary; a failure goes to kb_compare, which decides */
        bool ok = fabsf(g - w) <= atol + rtol * fabsf(w) || g == w || (g != g && w != w);
        bad += !ok;
    }
    return bad == 0;
}

void kb_compare_describe(const kb_cmp *r, kb_tol tol, const int64_t *dims, int ndim,
                         char *buf, size_t cap)
{
    char idx[160] = "";
    if (dims && ndim > 0) {
        size_t rest = r->worst, pos = 0;
        int64_t sub[16] = {0};
        for (int d = ndim - 1; d >= 0; d--) {
            sub[d] = (int64_t)(rest % (size_t)dims[d]);
            rest /= (size_t)dims[d];
        }
        for (int d = 0; d < ndim && pos < sizeof idx - 24; d++)
            pos += (size_t)snprintf(idx + pos, sizeof idx - pos, "%s%lld", d ? "," : "", (long long)sub[d]);
    } else {
        snprintf(idx, sizeof idx, "%zu", r->worst);
    }
    if (r->ok) {
        snprintf(buf, cap, "all %zu elements within tolerance; max abs err %.3g, NMSE %.2g",
                 r->n, r->max_abs, r->nmse);
        return;
    }
    double bound = tol.atol + tol.rtol * fabs(r->want);
    const char *why = r->n_poison == r->n ? " (output never written: all elements still hold the poison)"
                      : r->n_poison ? " (some elements never written: they still hold the poison)" : "";
    snprintf(buf, cap,
             "%zu of %zu elements out of tolerance%s; worst [%s]: got %.6g want %.6g "
             "(|err| %.3g > %.3g = atol %.3g + rtol %.3g*|want|); max abs err %.3g, NMSE %.2g",
             r->n_bad, r->n, why, idx, r->got, r->want, fabs(r->got - r->want), bound, tol.atol,
             tol.rtol, r->max_abs, r->nmse);
}
