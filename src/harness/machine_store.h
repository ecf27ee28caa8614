/* machine_store.h: what kbench keeps about each machine it runs on, whatever results store
 * (--db) a command writes: the measured peaks, and the library the lib baseline runs on for each
 * problem, chosen by measurement there (lib_runner.h, calibrate.h).
 *
 * One SQLite file per user: $KBENCH_MACHINE_DB, else $XDG_STATE_HOME/kbench/machine.db, else
 * ~/.local/state/kbench/machine.db. Rows are keyed by the machine as the peaks always were (CPU
 * model and core count), so one file serves every machine of a shared home directory, and a new
 * --db neither measures the peaks again nor calibrates again. A results store still records, for
 * each evaluation, the peaks it used (its machines table) and the library that ran.
 *
 * The peaks' SQL (kb_peaks_sql_*) is shared with the results store (store.c), whose machines table
 * has the same columns: the peaks are read and written one way everywhere. */
#ifndef KB_MACHINE_STORE_H
#define KB_MACHINE_STORE_H

#include <stdbool.h>
#include <stdint.h>

#include "../core/util.h"
#include "../suite/workload.h"
#include "machine.h"

/* The path of the machine store (resolved once per process; the environment variable named
 * KB_MSTORE_ENV overrides the default). */
#define KB_MSTORE_ENV "KBENCH_MACHINE_DB"
const char *kb_mstore_path(void);

typedef struct kb_mstore kb_mstore;

/* Open (creating it and its directory if needed) the machine store. NULL with err naming the
 * file, what failed and the fix ($KBENCH_MACHINE_DB elsewhere). */
kb_mstore *kb_mstore_open(kb_err *err);
void kb_mstore_close(kb_mstore *s);
/* The process's one store, opened at its first use and kept open (NULL with err when it cannot
 * be opened; every later call gives the same answer). Thread-safe: SQLite serialises its use. */
kb_mstore *kb_mstore_shared(kb_err *err);

/* The peaks for this machine that roofline floors use: each figure the best of the newest
 * measurement and of every one taken on a quiet machine (kb_peaks_sql_floor). 0, or 1 when none
 * is stored. */
int kb_mstore_peaks(kb_mstore *s, const kb_machine *m, kb_peaks *p);
int kb_mstore_save_peaks(kb_mstore *s, const kb_machine *m, const kb_peaks *p, kb_err *err);

/* ---- the lib baseline's library, per problem ------------------------------------------------
 * A calibration's outcome for one problem (workload, preset and its shape, dtype, threads) on one
 * machine: the library chosen, the libraries that were measured (with their versions: a choice
 * made among other libraries, or other versions of them, no longer holds), and what each did. */
typedef struct kb_lib_choice {
    char library[16];     /* the chosen one's name: "debian", "pypi", "mkl" */
    char version[96];     /* its version string (kb_lib_version) */
    char candidates[512]; /* "debian=oneDNN 2.6.3 (Debian);pypi=oneDNN 3.13.2 (PyPI ...)" */
    char summary[1024];   /* one line: each library's median or why it was excluded */
    char measured_at[32]; /* ISO time */
    int rounds;
    /* measured while other processes used the CPU (stored only when busy machines are allowed):
     * a later timing on a quiet machine measures again */
    bool noisy;
    char noisy_reason[256];
} kb_lib_choice;

/* The stored choice for problem p on machine m: 0, or 1 when there is none. */
int kb_mstore_lib_choice(kb_mstore *s, const kb_machine *m, const kb_problem *p, kb_lib_choice *c);
/* Store (replacing) the choice for problem p on machine m. */
int kb_mstore_save_lib_choice(kb_mstore *s, const kb_machine *m, const kb_problem *p, const kb_lib_choice *c,
                              kb_err *err);
/* ---- the peaks' SQL, for this store and the results store (both have a `machines` table) ---- */
struct sqlite3;
extern const char kb_peaks_table_sql[]; /* CREATE TABLE IF NOT EXISTS machines (...) */
/* The newest row for m: 0, or 1 if none. */
int kb_peaks_sql_load(struct sqlite3 *db, const kb_machine *m, kb_peaks *p, int64_t *id);
/* The floor: each figure the best of the newest row and of every quiet row; noisy only when no
 * quiet row exists; *id the newest row. 0, or 1 if none. */
int kb_peaks_sql_floor(struct sqlite3 *db, const kb_machine *m, kb_peaks *p, int64_t *id);
/* Insert a row; *id its id. An SQLite result code (SQLITE_OK on success). */
int kb_peaks_sql_insert(struct sqlite3 *db, const kb_machine *m, const kb_peaks *p, int64_t *id);
/* The row of m with exactly these peaks (the same measurement), or 0 when there is none. */
int64_t kb_peaks_sql_find(struct sqlite3 *db, const kb_machine *m, const kb_peaks *p);

#endif
