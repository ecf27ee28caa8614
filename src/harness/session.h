/* session.h: what the harness's evaluation modules share (internal to src/harness/): the
 * contestants of one evaluation, each a runner process (proc.h), and the session that verifies
 * and times them. evaluate.c runs the group (processes, verification, results), calls.c
 * says how a call went and verifies, timing.c measures (sweeps, audits, the stop rule, the
 * statistics). Nothing here is a target's: a target reaches the harness through its native ops
 * (targets/target.h). */
#ifndef KB_HARNESS_SESSION_H
#define KB_HARNESS_SESSION_H

#include <stdbool.h>
#include <stdint.h>

#include "../targets/target.h"
#include "evaluate.h"
#include "load.h"
#include "oracle.h"
#include "proc.h"

/* ---- where the time goes (KBENCH_PROFILE) ---- */
enum {
    PH_COMPILE,
    PH_ORACLE,
    PH_LOAD,
    PH_VERIFY,
    PH_AWAIT,
    PH_QUIET,
    PH_GEN,
    PH_PREP,
    PH_CALL,
    PH_WATCH,
    PH_CHECK,
    PH_STATS,
    PH_N
};
/* Close the running phase into phase k (wall and kbench's own CPU). */
void kb_ev_phase(int k);
/* A timed call's wall time, counted as calls rather than as the phase around them. */
void kb_ev_phase_call(double wall_s);

typedef struct entrant {
    kb_proc proc;
    kb_proc_kind kind;
    kb_result *r;     /* a candidate's result (the --vs candidate's is internal) */
    const char *name; /* "candidate", "vs", "lib", "xla" */
    const char *who;  /* "the candidate", "the --vs candidate", ... for messages */
    bool started, active;
    bool sits_out;       /* xla only: not called in this round (its time budget, below) */
    double *t;           /* timed calls: t[2 k] forward, t[2 k + 1] backward, round k; NAN
                              * for a round it sat out */
    double cpu, wall;    /* sums over the timed calls */
    double verify_min_s; /* a candidate's fastest verification call */
} entrant;

typedef struct session {
    const kb_eval_opts *o;
    const kb_native_ops *ops; /* the target's build, runner and baselines */
    kb_problem p;
    kb_layout lay; /* one contestant's regions: one input set, one output slot */
    kb_limits lim;
    kb_oracle orc;
    uint64_t vseed, tseed;
    entrant *e; /* candidates first, then lib, then xla */
    int n, n_cand;
    int lib, xla; /* indices into e, or -1 */
    char xla_note[512];
    char xla_version[96]; /* the plugin's package, once located */
    char *staging;        /* one input set, for fresh inputs */
    int audits[2];        /* audit sets used: typical, hard (each is used once) */
    double aside_s;       /* a timing's wall time spent on references, not on rounds */
    int sweeps;           /* sweeps made: each draws its inputs from (tseed, its number) */
    kb_load_sample since; /* the machine's load, watched from before the references on */
    bool watching;
} session;

/* ---- calls.c ---- */
/* Why a call (or loading) went wrong, as a verdict and a detail, charged to the contestant. */
kb_verdict kb_ev_call_verdict(const session *s, const entrant *en, const kb_call *c, const char *when,
                              char *d, size_t cap);
/* A baseline's failure is never a candidate's: lib's is ours, xla's drops xla. */
void kb_ev_baseline_failed(session *s, int i, const kb_call *c, const char *when);
/* A candidate's failure: its verdict (or, for the --vs candidate, its reference candidate's). */
void kb_ev_candidate_failed(session *s, int i, kb_verdict v, const char *d);
/* Inputs into contestant i's input region, its outputs poisoned, both out of the caches. */
void kb_ev_prepare_call(session *s, int i, const char *inputs);
/* A candidate over its jail's task cap: a sandbox violation (set); true when it was. */
bool kb_ev_over_task_cap(session *s, int i);
/* Candidate i on every verification set, then on set 0 again. */
void kb_ev_verify(session *s, int i);
int kb_ev_active_candidates(const session *s);

/* ---- timing.c ---- */
/* Time the active contestants until the stop rule (on a quiet machine unless allowed busy):
 * returns the rounds recorded; *noisy and reason say whether something else ran. */
int kb_ev_measure(session *s, bool *noisy, char *reason, size_t cap);
/* Candidate i's statistics and speedups against every baseline that lasted. */
void kb_ev_summarize(session *s, int i, int rounds);

#endif
