/* stats.c: quantiles, the percentile bootstrap, the speedup CI and the stop rule (stats.h). */
#include "stats.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "rng.h"
#include "util.h"

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double sorted_quantile(const double *s, size_t n, double q)
{
    double pos = q * (double)(n - 1);
    size_t lo = (size_t)floor(pos);
    size_t hi = lo + 1 < n ? lo + 1 : lo;
    double frac = pos - (double)lo;
    return s[lo] + frac * (s[hi] - s[lo]);
}

double kb_quantile(const double *x, size_t n, double q)
{
    KB_ASSERT(n > 0);
    double *s = kb_xmalloc(n * sizeof *s);
    memcpy(s, x, n * sizeof *s);
    qsort(s, n, sizeof *s, cmp_double);
    double v = sorted_quantile(s, n, q);
    free(s);
    return v;
}

void kb_summarize(const double *x, size_t n, kb_summary *out)
{
    memset(out, 0, sizeof *out);
    out->n = n;
    if (!n) return;
    double *s = kb_xmalloc(n * sizeof *s);
    memcpy(s, x, n * sizeof *s);
    qsort(s, n, sizeof *s, cmp_double);
    out->median = sorted_quantile(s, n, 0.5);
    out->q1 = sorted_quantile(s, n, 0.25);
    out->q3 = sorted_quantile(s, n, 0.75);
    out->min = s[0];
    out->max = s[n - 1];
    double sum = 0;
    for (size_t i = 0; i < n; i++) sum += s[i];
    out->mean = sum / (double)n;
    free(s);
}

void kb_bootstrap_median_ci(const double *x, size_t n, double level, int reps, uint64_t seed, double *lo,
                            double *hi)
{
    KB_ASSERT(n > 0 && reps > 0);
    double *meds = kb_xmalloc((size_t)reps * sizeof *meds);
    double *res = kb_xmalloc(n * sizeof *res);
    for (int r = 0; r < reps; r++) {
        for (size_t i = 0; i < n; i++) res[i] = x[kb_rng_bits(seed, (uint64_t)r, i) % n];
        qsort(res, n, sizeof *res, cmp_double);
        meds[r] = sorted_quantile(res, n, 0.5);
    }
    qsort(meds, (size_t)reps, sizeof *meds, cmp_double);
    double a = (1 - level) / 2;
    *lo = sorted_quantile(meds, (size_t)reps, a);
    *hi = sorted_quantile(meds, (size_t)reps, 1 - a);
    free(res);
    free(meds);
}

double kb_speedup_ci(const double *a, const double *b, size_t rounds, uint64_t seed, double *med, double *lo,
                     double *hi)
{
    KB_ASSERT(rounds > 0);
    double *x = kb_xmalloc(rounds * sizeof *x);
    size_t n = 0;
    for (size_t k = 0; k < rounds; k++) { /* the rounds both took part in (NAN: sat out) */
        double r = (b[2 * k] + b[2 * k + 1]) / (a[2 * k] + a[2 * k + 1]);
        if (!isnan(r)) x[n++] = r;
    }
    KB_ASSERT(n > 0);
    *med = kb_quantile(x, n, 0.5);
    kb_bootstrap_median_ci(x, n, 0.95, KB_BOOTSTRAP_REPS, seed, lo, hi);
    free(x);
    return (*hi - *lo) / 2 / *med;
}

bool kb_stop_rule_met(const kb_stop_rule *r, int rounds, double elapsed_s,
                      double (*worst_ci)(void *ctx, int rounds), void *ctx)
{
    if (rounds >= KB_MAX(r->max_rounds, 1) || elapsed_s >= 4 * r->max_time_s) return true;
    if (elapsed_s >= r->max_time_s && rounds >= 3) return true;
    if (rounds < r->min_rounds || elapsed_s < r->min_time_s) return false;
    return worst_ci(ctx, rounds) <= r->ci_target;
}
