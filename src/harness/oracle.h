/* oracle.h: what a candidate's outputs are judged against.
 *
 * The secret input sets of an evaluation and the references computed from them in kbench's own
 * process (cached on disk where they are slow to compute: `kbench run` and repeated evaluations
 * use the same secret seed). They are of two kinds: the verification sets, which every
 * candidate meets first (the last of them drawn from the workload's hard distribution), and the
 * audit sets, which it meets only during timing, in sweeps chosen at random by a schedule it
 * cannot steer (evaluate.c): no call count, order or pace tells it which calls are checked
 * against a reference. Every other timed call is checked against the lib baseline's output on
 * the same fresh inputs, under the combined tolerance below; where the two disagree, a reference
 * of those inputs decides (kb_oracle_open_set). */
#ifndef KB_ORACLE_H
#define KB_ORACLE_H

#include <stdbool.h>
#include "protocol.h"

/* Audits (evaluate.c): timed sweep j of a timing is audited with probability
 * min(1, KB_AUDIT_RATE / j). A candidate wrong on a majority of the N sweeps escapes them all with
 * probability below 2^-KB_AUDIT_RATE, whatever N and whatever its pace. */
#define KB_AUDIT_RATE 4
/* An audit set's reference is cached when it took this long: an evaluation opens a dozen or more
 * (4 + 4 ln(N / 4) for N timed sweeps), each once per machine seed. */
#define KB_AUDIT_CACHE_MIN_S 0.01

typedef struct kb_oracle {
    const kb_problem *p;
    uint64_t seed;
    int n_verify;              /* its sets (one for a single set) */
    kb_dist hard;              /* the last set's distribution: hard, or typical (tpu) */
    kb_dist dist[KB_MAX_SETS]; /* each set's */
    kb_layout lay;             /* all the input sets (one output slot, for offsets) */
    char *in;                  /* the sets, storage type, lay.set_stride apart */
    bool own_in;
    float *ref[KB_MAX_SETS][KB_MAX_TENSORS]; /* f32; an index output's holds int32 */
} kb_oracle;

/* Draw n_sets verification sets from seed into `in` (NULL: a buffer of its own; else a region laid
 * out as kb_layout_init(p, n_sets, ...)) and compute (or load from the cache) their references.
 * Set k is drawn from kb_rng_derive(seed, k), the last from the hard distribution. */
void kb_oracle_open(kb_oracle *o, const kb_problem *p, uint64_t seed, int n_sets, char *in, bool cache,
                    double cache_min_s);
/* The same with every set from the typical distribution: for the tpu target, whose kernels are JAX
 * programs that round intermediates to bf16 as JAX does, and are verified, not timed, so no audit
 * or shortcut-breaking set applies (docs/tpu.md). */
void kb_oracle_open_typical(kb_oracle *o, const kb_problem *p, uint64_t seed, int n_sets, char *in,
                            bool cache, double cache_min_s);
/* One set drawn from set_seed and dist (exactly the inputs kb_inputs_generate makes of them) and
 * its reference, never cached: what decides a disagreement on fresh inputs. */
void kb_oracle_open_set(kb_oracle *o, const kb_problem *p, uint64_t set_seed, kb_dist dist);
/* Audit set k of distribution dist for the verification seed `seed` (so its reference is cached
 * across evaluations, as the verification sets' are), drawn into in (NULL: a buffer of its own;
 * else laid out as kb_layout_init(p, 1, ...)'s set 0). Returns the seconds spent computing its
 * reference (0 when the cache had it). */
double kb_oracle_open_audit(kb_oracle *o, const kb_problem *p, uint64_t seed, kb_dist dist, int k, char *in,
                            bool cache);
void kb_oracle_close(kb_oracle *o);

/* The tolerance an output is judged by: the workload's for the problem's dtype on typical inputs;
 * on hard ones KB_HARD_TOL times its atol and rtol (its NMSE bound the square of that). The hard
 * distribution is there to catch shortcuts, whose errors are orders of magnitude over any
 * tolerance, not to judge precision, which the typical sets judge at 1x: its heavy tails and
 * dominant values raise an honest kernel's rounding error too (k36's f32 naive kernel, summing in
 * order, went 6% over its NMSE bound on one seed's hard set). */
#define KB_HARD_TOL 4
kb_tol kb_tol_of(const kb_problem *p, kb_dist dist);

/* Fill one input set (laid out as `lay`'s set 0, at dst) for an arbitrary seed. */
void kb_inputs_generate(const kb_problem *p, const kb_layout *lay, uint64_t seed, kb_dist dist, char *dst);
/* Poison every output of one slot (at slot, laid out as lay's slots). */
void kb_outputs_poison(const kb_problem *p, const kb_layout *lay, char *slot);

/* The outputs at `slot` against the references of set `set`; false with why filled. */
bool kb_oracle_check(const kb_oracle *o, const kb_layout *lay, const char *slot, int set, char *why,
                     size_t cap);

/* The same for a baseline (lib, xla, a library being calibrated), which is trusted to compute the
 * workload's function, not to round as the f32 reference does: every element within
 * KB_BASELINE_SLACK times the tolerance, and the NMSE bound as it is. A library that keeps a bf16
 * intermediate (oneDNN's matmul into the storage type, then a norm) can miss the elementwise bound
 * by a little where a hard set's tails amplify it: 1 element of 4194304 on k26 at `cpu`, |err|
 * 0.644 against 0.515 (1.25x), NMSE 3.4e-6. That is rounding. A bug is far out on an element
 * (tests/hostile/wrong_lib.c: an exponent bit) or over the NMSE bound (PyPI's oneDNN 3.13 on p11
 * on AMX: 71656 of 3145728 elements, NMSE 0.023). No candidate is judged more loosely for it:
 * candidates meet the bound itself against the reference, and against lib where the reference
 * decides every disagreement. */
#define KB_BASELINE_SLACK 4
bool kb_oracle_check_baseline(const kb_oracle *o, const kb_layout *lay, const char *slot, int set, char *why,
                              size_t cap);

/* The tolerance for comparing a candidate with a baseline that is itself within (atol, rtol) of
 * the reference. If |c - r| <= a + t|r| and |b - r| <= a + t|r|, then |c - b| <= 2a + 2t|r|,
 * and |r| <= (|b| + a) / (1 - t), so |c - b| <= 2a + 2t(|b| + a)/(1 - t): every candidate the
 * reference would accept passes against the baseline, and a candidate that passes is within
 * 3a + 3t|r| of the reference (to first order in t). The NMSE bound n becomes
 * 4n / (1 - sqrt n)^2 in the same way (the triangle inequality on the output's norm). */
kb_tol kb_tol_against_baseline(kb_tol t);

/* Outputs at `got` against the baseline's at `base` (both laid out as lay's slot, in their
 * storage types), on inputs drawn from dist, under the combined tolerance; `who` names the baseline in why ("lib"). NaN
 * matches NaN and an infinity the same infinity. false with why filled. */
bool kb_check_against(const kb_problem *p, const kb_layout *lay, const char *got, const char *base,
                      const char *who, kb_dist dist, char *why, size_t cap);

#endif
