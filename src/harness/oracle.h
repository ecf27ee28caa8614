/* oracle.h: what a candidate's outputs are judged against.
 *
 * The secret input sets of an evaluation and the references computed from them in kbench's own
 * process (cached on disk where they are slow to compute: `kbench run` and repeated evaluations
 * use the same secret seed). They are of two kinds: the verification sets, which every
 * candidate meets first (the last of them drawn from the workload's hard distribution), and the
 * audit sets, which it meets only during timing, in sweeps chosen at random (evaluate.c): no
 * call count or order tells it which calls are checked against a reference. Every other timed
 * call is checked against the lib baseline's output on the same fresh inputs, under the combined
 * tolerance below; where the two disagree, a reference of those inputs decides
 * (kb_oracle_open_set). */
#ifndef KB_ORACLE_H
#define KB_ORACLE_H

#include <stdbool.h>
#include "protocol.h"

#define KB_AUDIT_SETS 4 /* sets a candidate meets only during timing: typical, hard, typical, hard */

typedef struct kb_oracle {
    const kb_problem *p;
    uint64_t seed;
    int n_verify;  /* the verification sets come first, then the audit sets */
    kb_layout lay; /* all the input sets (one output slot, for offsets) */
    char *in;      /* the sets, storage type, lay.set_stride apart */
    bool own_in;
    float *ref[KB_MAX_SETS][KB_MAX_TENSORS]; /* f32; an index output's holds int32 */
} kb_oracle;

/* Draw n_verify + n_audit input sets from seed into `in` (NULL: a buffer of its own; else a region
 * laid out as kb_layout_init(p, n_verify + n_audit, ...)) and compute (or load from the cache)
 * their references. Set k is drawn from kb_rng_derive(seed, k), from kb_oracle_dist's
 * distribution. */
void kb_oracle_open(kb_oracle *o, const kb_problem *p, uint64_t seed, int n_verify, int n_audit, char *in,
                    bool cache, double cache_min_s);
/* One set drawn from set_seed and dist (exactly the inputs kb_inputs_generate makes of them) and
 * its reference, never cached: what decides a disagreement on fresh inputs. */
void kb_oracle_open_set(kb_oracle *o, const kb_problem *p, uint64_t set_seed, kb_dist dist);
/* The distribution of set k of an oracle with n_verify verification sets: the last verification
 * set and every second audit set are HARD. */
kb_dist kb_oracle_dist(int set, int n_verify);
void kb_oracle_close(kb_oracle *o);

/* Fill one input set (laid out as `lay`'s set 0, at dst) for an arbitrary seed. */
void kb_inputs_generate(const kb_problem *p, const kb_layout *lay, uint64_t seed, kb_dist dist, char *dst);
/* Poison every output of one slot (at slot, laid out as lay's slots). */
void kb_outputs_poison(const kb_problem *p, const kb_layout *lay, char *slot);

/* The outputs at `slot` against the references of set `set`; false with why filled. */
bool kb_oracle_check(const kb_oracle *o, const kb_layout *lay, const char *slot, int set, char *why,
                     size_t cap);

/* The tolerance for comparing a candidate with a baseline that is itself within (atol, rtol) of
 * the reference. If |c - r| <= a + t|r| and |b - r| <= a + t|r|, then |c - b| <= 2a + 2t|r|,
 * and |r| <= (|b| + a) / (1 - t), so |c - b| <= 2a + 2t(|b| + a)/(1 - t): every candidate the
 * reference would accept passes against the baseline, and a candidate that passes is within
 * 3a + 3t|r| of the reference (to first order in t). The NMSE bound n becomes
 * 4n / (1 - sqrt n)^2 in the same way (the triangle inequality on the output's norm). */
kb_tol kb_tol_against_baseline(kb_tol t);

/* Outputs at `got` against the baseline's at `base` (both laid out as lay's slot, in their
 * storage types), under the combined tolerance; `who` names the baseline in why ("lib"). NaN
 * matches NaN and an infinity the same infinity. false with why filled. */
bool kb_check_against(const kb_problem *p, const kb_layout *lay, const char *got, const char *base,
                      const char *who, char *why, size_t cap);

#endif
