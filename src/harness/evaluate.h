/* evaluate.h: one evaluation of a candidate (design section 4): compile, screen, verify in a
 * child on several secret-seeded input sets, time it interleaved against the baselines (lib,
 * and xla where it is available) in a child, check the timed outputs and the roofline, and
 * produce one result. */
#ifndef KB_EVALUATE_H
#define KB_EVALUATE_H

#include "../core/stats.h"
#include "../suite/workload.h"
#include "contestant.h"
#include "machine.h"
#include "protocol.h"
#include "verdict.h"

typedef struct kb_eval_opts {
    const kb_workload *w;
    const char *preset;
    kb_dtype dtype;
    int threads;
    const char *candidate;
    const char *vs;          /* a second candidate to time against instead of lib; or NULL */
    const char *extra_flags; /* the candidate's -DKB_TUNE_<name>=<v> (kbench tune); or NULL */
    int n_sets;              /* >= 3 */
    bool seed_given;
    uint64_t seed;          /* replay: the seed of an earlier evaluation (verification sets;
                                  * the timed calls' fresh inputs are derived from it too) */
    bool measure;           /* false: verify only */
    bool xla;               /* also time the xla baseline (when measuring against lib), if
                                  * its PJRT plugin and StableHLO export are found */
    bool ref_cache;         /* keep slow reference outputs on disk, keyed by seed */
    double ref_cache_min_s; /* ... when computing them took longer than this */
    double timeout_s;       /* wall-clock limit of the verification child */
    size_t mem_bytes;       /* the child's address-space limit beyond the shared regions */
    double min_time_s, max_time_s, ci_target;
    int min_rounds, max_rounds;
    const kb_machine *machine;
    const kb_peaks *peaks;
    bool allow_busy;    /* time even when the machine is busy, and record the result
                                  * flagged noisy, instead of waiting and re-timing */
    double busy_wait_s; /* how long to wait for a quiet machine before timing */
    const char *target; /* the target's name (src/targets/targets.def; NULL or unset:
                                  * the default, the first there) */
} kb_eval_opts;

void kb_eval_opts_default(kb_eval_opts *o);
/* The stop rule o's timing runs under (min and max rounds and time, ci_target): every target's
 * timing loop stops by it (core/stats.h). */
kb_stop_rule kb_eval_stop_rule(const kb_eval_opts *o);

typedef struct kb_timing {
    char who[32];     /* kb_contestant_name: "candidate", "lib", "vs", "xla" */
    kb_summary s;     /* per-call seconds */
    bool has_speedup; /* baselines: speedup = their time / the candidate's */
    double speedup, ci_lo, ci_hi;
} kb_timing;

typedef struct kb_result {
    const kb_workload *w;
    char target[16]; /* the target that evaluated it (kb_evaluate fills it) */
    char preset[32];
    kb_dtype dtype;
    int threads;
    char candidate[1024], hash[65];
    char *source; /* heap; freed by kb_result_free */
    char vs[1024], vs_hash[65];
    char compiler[160], flags[1024];
    uint64_t seed;
    int n_sets;
    kb_verdict verdict;
    char detail[1024];
    int n_timings; /* 0 when not measured */
    kb_timing timings[KB_MAX_CONTESTANTS];
    char xla_note[512]; /* xla asked for but not timed: why, one line ("xla: ...") */
    int rounds;
    double ci_halfwidth;
    double flops, bytes, floor_s; /* floor: the roofline's lower bound on time */
    double gflops, gbs, roofline_pct;
    /* timed while the machine was busy (other processes' CPU, steal, pressure): the times and
     * speedups may not hold; the reason says what was seen */
    bool noisy;
    char noisy_reason[256];
    char lib_version[96]; /* the library behind lib: "oneDNN 3.13.2 (PyPI onednn ...)" */
    char xla_version[96]; /* the PJRT plugin behind xla, when asked for: "lammps_jax_pjrt_cpu 0.11.2" */
} kb_result;

/* One evaluation by the target o->target names (its evaluate slot, src/targets/target.h).
 * Always fills r (verdict harness_error when kbench itself fails, or the target is unknown) and
 * returns r->verdict. */
kb_verdict kb_evaluate(const kb_eval_opts *o, kb_result *r);
/* The n candidates (paths) of workload o->w together, by the target's evaluate_group where it
 * has one, else one at a time (o->candidate and o->vs are ignored). Fills rs[0..n-1]; returns n
 * (at most 64). */
int kb_evaluate_group(const kb_eval_opts *o, const char *const *cands, int n, kb_result *rs);

/* The evaluation of a candidate that runs natively (a target's native slot, target.h: the cpu
 * target's): built by the target (compiled and screened), verified in a jailed runner process of
 * its own, the group timed in one session against the baselines, which are timed once.
 * kb_evaluate and kb_evaluate_group come here for a target with native ops; a target defined
 * elsewhere (a test's) may call them directly. */
typedef struct kb_native_ops kb_native_ops; /* targets/target.h */
kb_verdict kb_evaluate_native(const kb_native_ops *ops, const kb_eval_opts *o, kb_result *r);
int kb_evaluate_group_native(const kb_native_ops *ops, const kb_eval_opts *o, const char *const *cands, int n,
                             kb_result *rs);

/* The roofline floor of problem p (seconds) at the peaks of the target o->target names (its
 * peaks slot): the larger of its FLOPs at the compute peak and its bytes at the bandwidth; 0
 * when the target has no peaks. */
double kb_roofline_floor(const kb_problem *p, const kb_eval_opts *o);
void kb_result_free(kb_result *r);
/* Set r's verdict and its detail (printf-style); returns v. */
kb_verdict kb_result_set(kb_result *r, kb_verdict v, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif
