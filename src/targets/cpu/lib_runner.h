/* lib_runner.h: which library a problem's lib baseline runs on, and the runner that hosts it.
 *
 * A build has one runner per library it can offer: kbench-runner, on the build's own oneDNN
 * (Debian's libdnnl-dev by default), and beside it, where `make` built them, kbench-runner-pypi
 * (PyPI's current oneDNN, which scripts/bootstrap installs into .venv) and kbench-runner-mkl
 * (GEMMs on MKL, KBENCH_LIBS=mkl scripts/bootstrap). Each names its library when asked
 * (`kbench-runner-pypi lib-version`), and every result records the one that ran.
 *
 * `lib` is the fastest correct library on the machine it runs on: the first time a problem
 * (workload, preset and shape, dtype, threads) is timed on a machine, every library is timed on
 * it over a few interleaved rounds and checked against the reference (calibrate.h), and the
 * fastest correct one is kept in the machine store (machine_store.h), beside the peaks. A library
 * whose output is wrong there is excluded, and the calibration says which and why. `kbench
 * calibrate` does it for a whole suite at once and prints the table.
 *
 * $KBENCH_LIB forces one library for every problem, without measuring: `debian`, `pypi`, `mkl`
 * (an error where this build has no runner on it), or `auto` (the default: calibrated). */
#ifndef KB_LIB_RUNNER_H
#define KB_LIB_RUNNER_H

#include <limits.h>
#include <stdbool.h>

#include "../../core/util.h"
#include "../../suite/workload.h"
#include "../../harness/evaluate.h"

#define KB_MAX_LIBS 4

/* One library this build can run lib on. */
typedef struct kb_lib {
    char name[16];       /* "debian", "pypi", "mkl" */
    char path[PATH_MAX]; /* its runner */
    char version[96];    /* as the runner says it (kb_lib_version): the result's lib_version */
} kb_lib;

/* Path of kbench-runner, the cpu target's runner (candidates, xla, and lib on the build's own
 * oneDNN): $KBENCH_RUNNER, else next to this executable. */
const char *kb_runner_path(void);

/* The libraries of this build that can run here, the build's own runner's first; *libs points at
 * a table made once per process (each extra runner asked its version once). Returns the count
 * (at least 1). */
int kb_lib_available(const kb_lib **libs);
/* Why a library the build could offer is not among them ("kbench-runner-pypi is not built
 * (scripts/bootstrap installs ...)"), or "" when none is missing. */
const char *kb_lib_missing(void);

typedef struct kb_lib_runner {
    char path[PATH_MAX]; /* the runner to exec for KB_PROC_LIB */
    char name[16];       /* the library's name */
    char version[96];    /* its library, as kb_lib_version says it (the result's lib_version) */
} kb_lib_runner;

/* The library p's lib runs on when it is not timed now: $KBENCH_LIB's, else the choice this
 * machine's store holds for p, else the build's own. Measures nothing. 0, or -1 with err when
 * $KBENCH_LIB asks for what cannot be had (an unknown value; a library this build lacks). */
int kb_lib_runner_for(const kb_problem *p, kb_lib_runner *out, kb_err *err);

/* The library p's lib runs on for a timing with options o: $KBENCH_LIB's; else, with one library,
 * that one; else the stored choice, or a calibration now (o->allow_busy and o->busy_wait_s say
 * what a busy machine does: calibrate.h), stored when measured on a quiet machine or when busy
 * machines are allowed (flagged noisy), kept for this process in any case. 0, or -1 with err
 * (every library excluded: each one's reason). Thread-safe. */
int kb_lib_runner_timed(const kb_problem *p, const kb_eval_opts *o, kb_lib_runner *out, kb_err *err);

/* $KBENCH_LIB as a library name, or NULL for auto (the default); -1 with err for a value that
 * names no library. */
int kb_lib_forced(const char **name, kb_err *err);

/* One line for a run's banner: which libraries lib chooses among here, or the one forced. */
void kb_lib_describe(char *buf, size_t cap);

#endif
