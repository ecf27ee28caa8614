/* lib_runner.h: which runner hosts a workload's lib baseline, and the library it runs on.
 *
 * kbench-runner links the build's oneDNN (Debian's libdnnl-dev by default). When .venv holds
 * PyPI's current oneDNN (scripts/bootstrap installs it), `make` also builds kbench-runner-pypi
 * beside it, linked to that one. lib_choice.def lists, per machine class, the workloads where
 * PyPI's was measurably faster (tools/baselines/compare --write-choice; docs/baselines.md): their
 * lib baseline runs in kbench-runner-pypi, every other one in kbench-runner. So `lib` is, per
 * workload, the fastest library measured, and every result records which one it was.
 *
 * $KBENCH_LIB overrides the table: `debian` (the build's own library, kbench-runner, for every
 * workload), `pypi` (kbench-runner-pypi for every workload; an error where it is not built), or
 * `auto` (the default: the table). */
#ifndef KB_LIB_RUNNER_H
#define KB_LIB_RUNNER_H

#include <limits.h>
#include <stdbool.h>

#include "../core/util.h"
#include "../suite/workload.h"

typedef struct kb_lib_runner {
    char path[PATH_MAX]; /* the runner to exec for KB_PROC_LIB */
    char version[96];    /* its library, as kb_lib_version says it (the result's lib_version) */
    bool alternative;    /* kbench-runner-pypi rather than the build's own runner */
} kb_lib_runner;

/* The machine classes of lib_choice.def: the libraries' relative speed differs with AMX. */
typedef enum { KB_LIB_CLASS_NOAMX, KB_LIB_CLASS_AMX } kb_lib_class;

/* This machine's class. */
kb_lib_class kb_lib_class_here(void);
const char *kb_lib_class_name(kb_lib_class c);

/* lib_choice.def's rows, in its order: the i-th's class, workload id and ratio (i < the count). */
size_t kb_lib_choice_count(void);
void kb_lib_choice_row(size_t i, kb_lib_class *cls, const char **workload_id, double *ratio);

/* Whether lib_choice.def sends w to PyPI's oneDNN on machines of class c (and its measured ratio
 * of PyPI's time to Debian's, when ratio is not NULL). */
bool kb_lib_choice(const char *workload_id, kb_lib_class c, double *ratio);

/* The runner for w's lib baseline. 0, or -1 with err when $KBENCH_LIB asks for what cannot be had
 * (an unknown value; `pypi` without kbench-runner-pypi). When the table picks PyPI's oneDNN but
 * kbench-runner-pypi is missing or cannot run, the build's own runner serves, with one note on
 * stderr per process that says why and how to get it. Thread-safe; the version query (the
 * alternative runner run once as `kbench-runner-pypi lib-version`) is made once per process. */
int kb_lib_runner_for(const kb_workload *w, kb_lib_runner *out, kb_err *err);

/* One line for a run's banner: which library lib runs on here, and for which workloads. */
void kb_lib_describe(char *buf, size_t cap);

#endif
