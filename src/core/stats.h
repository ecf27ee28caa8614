/* stats.h: the statistics of a measurement: median, quartiles, a bootstrap confidence interval
 * for the median of per-round ratios (the speedup), and the rule that ends a timing loop. Every
 * target's timing uses these, so that a speedup and its CI mean the same for each. */
#ifndef KB_STATS_H
#define KB_STATS_H

#include <stdbool.h>
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
void kb_bootstrap_median_ci(const double *x, size_t n, double level, int reps, uint64_t seed, double *lo,
                            double *hi);

/* The resamples of every speedup CI (each target's): one count, so that a CI means the same
 * wherever it was measured. */
#define KB_BOOTSTRAP_REPS 500

/* The speedup of contestant a against b from times taken in ABBA order (a and b hold 2 x rounds
 * seconds per call; round k is calls 2k and 2k+1 of each; NAN for a round that one of them sat
 * out, which is left out): the median over rounds of
 * (b[2k] + b[2k+1]) / (a[2k] + a[2k+1]) into med, its 95% bootstrap CI (KB_BOOTSTRAP_REPS
 * resamples from seed) into lo and hi. Returns the CI's relative half-width, (hi - lo) / 2 /
 * med, which the stop rule compares with its target. rounds > 0. */
double kb_speedup_ci(const double *a, const double *b, size_t rounds, uint64_t seed, double *med, double *lo,
                     double *hi);

/* When a timing loop stops (every target's: evaluate.c's rounds and the tpu runner's batches).
 * worst_ci(ctx, rounds): the widest relative CI half-width of the speedups that decide the
 * stop; asked only when the rule needs it (it is a bootstrap). */
typedef struct kb_stop_rule {
    int min_rounds, max_rounds;
    double min_time_s, max_time_s, ci_target;
} kb_stop_rule;
/* Stop at the round cap, at 4x the time cap whatever else; at the time cap once there are 3
 * rounds; otherwise after min_rounds and min_time, once the CIs are within ci_target. */
bool kb_stop_rule_met(const kb_stop_rule *r, int rounds, double elapsed_s,
                      double (*worst_ci)(void *ctx, int rounds), void *ctx);

#endif
