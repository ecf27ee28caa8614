/* stats.h: the statistics of a measurement: median, quartiles, and a bootstrap confidence
 * interval for the median of per-round ratios (the speedup). */
#ifndef KB_STATS_H
#define KB_STATS_H

#include <stddef.h>
#include <stdint.h>

typedef struct kb_summary {
    size_t n;
    double median, q1, q3, min, max, mean;
} kb_summary;

/* Quantile q in [0,1] of x (n > 0), linear interpolation between order statistics (the R-7 /
 * numpy default). x is not modified. */
double kb_quantile(const double *x, size_t n, double q);
void kb_summarize(const double *x, size_t n, kb_summary *s);

/* Percentile bootstrap CI of the median of x: `reps` resamples drawn with the counter RNG from
 * `seed` (reproducible), level e.g. 0.95. */
void kb_bootstrap_median_ci(const double *x, size_t n, double level, int reps, uint64_t seed,
                            double *lo, double *hi);

#endif
