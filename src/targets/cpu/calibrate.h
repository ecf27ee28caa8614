/* calibrate.h: which library lib runs on, measured on the machine it runs on.
 *
 * For one problem, every library of the build (lib_runner.h) is started in a runner process of
 * its own, as the lib baseline always is. Each is first checked against the reference on one
 * input set (of a fixed seed and the workload's typical distribution, judged at 1x as a
 * verification set is; the reference cache keeps its reference). Then rounds: every round draws fresh inputs, of the typical and the
 * hard distribution in turn (the same for every library), calls each library once in an order
 * that alternates from round to round (ABBA), on inputs and outputs written out of the caches as
 * an evaluation's timed calls are, and compares the libraries' outputs with each other; when
 * they disagree, the reference on those inputs says which is wrong. A library that is wrong, or
 * fails, is excluded with the reason. Rounds run until at least min_rounds and min_time_s of
 * calls, at most max_rounds or max_time_s; the fastest by median of the rest is chosen.
 *
 * Calibration is a timing: it waits up to busy_wait_s for a quiet machine (unless allow_busy) and
 * measures the load over its rounds; a choice made while other processes used the CPU is flagged
 * noisy with what was seen (the caller does not store it unless busy machines are allowed). */
#ifndef KB_CALIBRATE_H
#define KB_CALIBRATE_H

#include "lib_runner.h"
#include "../../harness/machine_store.h"

typedef struct kb_calib_opts {
    int min_rounds, max_rounds;
    double min_time_s, max_time_s; /* the libraries' calls' wall time, summed */
    bool allow_busy;
    double busy_wait_s;
    double timeout_s; /* one call's (and one runner's loading) wall-clock limit */
    size_t mem_bytes; /* each runner's address-space limit beyond its regions */
} kb_calib_opts;

/* The defaults (5-20 rounds, 0.25-3 s), with an evaluation's busy, timeout and memory options. */
void kb_calib_opts_from(const kb_eval_opts *o, kb_calib_opts *co);

typedef struct kb_calib_lib {
    kb_lib lib;
    bool ok;         /* not excluded */
    char why[600];   /* excluded: why ("wrong against the reference on fresh inputs: ...") */
    double median_s; /* per call, over the rounds */
    int n;           /* timed calls */
} kb_calib_lib;

typedef struct kb_calibration {
    int n;
    kb_calib_lib r[KB_MAX_LIBS];
    int chosen; /* index into r, or -1 when every library was excluded */
    int rounds;
    bool noisy;
    char noisy_reason[256];
    double wall_s; /* the whole calibration, runner starts and reference included */
} kb_calibration;

/* Calibrate problem p over libs[0..n). 0 with c->chosen set; 1 when every library was excluded
 * (c->r[i].why says why each); -1 with err when kbench itself failed. */
int kb_calibrate(const kb_problem *p, const kb_lib *libs, int n, const kb_calib_opts *o, kb_calibration *c,
                 kb_err *err);

/* c as the machine store keeps it (c->chosen >= 0): the chosen library, the libraries measured
 * and a one-line summary of each. */
void kb_calibration_choice(const kb_calibration *c, kb_lib_choice *out);
/* "debian=oneDNN 2.6.3 (Debian);pypi=...": which libraries, at which versions, a choice was made
 * among (a stored choice holds while this is unchanged). */
void kb_lib_candidates(const kb_lib *libs, int n, char *buf, size_t cap);

#endif
