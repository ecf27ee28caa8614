/* store.h: the results store, one SQLite file (default ./kbench.db). One row per evaluation
 * (design section 4 step 6), its per-contestant timings, and the peaks each one used (measured
 * once per machine and kept in the machine store, harness/machine_store.h).
 * WAL mode, so a reader (kbench history) never blocks a writer. */
#ifndef KB_STORE_H
#define KB_STORE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include "../harness/evaluate.h"
#include "../harness/machine.h"

typedef struct kb_store kb_store;

kb_store *kb_store_open(const char *path, kb_err *err);
void kb_store_close(kb_store *s);

/* The newest peaks stored for this machine (same CPU model and core count): 0, or 1 if none. */
int kb_store_load_peaks(kb_store *s, const kb_machine *m, kb_peaks *p, int64_t *machine_id);
/* The peaks that roofline floors use: each figure the best of the newest row and of every row
 * measured on a quiet machine, so that a measurement taken beside other work (too low: bf16
 * 1959 GFLOP/s against 7397 idle) never lowers a peak below what this machine has shown and
 * with it the impossible_time floor. machine_id: the newest row. noisy only when no quiet row
 * exists. 0, or 1 if none is stored. */
int kb_store_floor_peaks(kb_store *s, const kb_machine *m, kb_peaks *p, int64_t *machine_id);
/* Record the peaks an evaluation used (the machine store's, harness/machine_store.h): the row
 * that holds exactly these figures, or a new one; *machine_id its id. */
int kb_store_save_peaks(kb_store *s, const kb_machine *m, const kb_peaks *p, int64_t *machine_id,
                        kb_err *err);

/* A run groups the evaluations of one `kbench run` or `kbench agent` (kind "suite" or "agent").
 * Begin returns its id (> 0) or -1 with err; end sets its status ("done", "failed", ...). */
int64_t kb_store_run_begin(kb_store *s, const char *kind, const char *preset, kb_dtype dtype, int threads,
                           const char *command, kb_err *err);
int kb_store_run_end(kb_store *s, int64_t run_id, const char *status, kb_err *err);

/* Record one evaluation (run_id 0: none); returns its id (> 0) or -1 with err. */
int64_t kb_store_record(kb_store *s, const kb_result *r, int64_t machine_id, int64_t run_id, kb_err *err);

/* For the store's other modules (agent_store.c): the connection, and the error helper that
 * names the store, what failed and the fix. */
struct sqlite3;
struct sqlite3 *kb_store_db(kb_store *s);
int kb_store_fail(kb_store *s, kb_err *err, const char *what);
void kb_store_utc_now(char out[32]);       /* "2026-11-30T08:00:00Z", as rows record it */
extern const char kb_store_agent_schema[]; /* agent_store.c */

/* The target of an evaluation recorded before the store had a target column, as an SQL
 * expression over its flags column: the tpu target wrote "target tpu; ..." into flags, and
 * every other row was the cpu target's. A fact about old databases (the migration and the
 * merge of an old shard use it), so it names the two targets that existed then. */
#define KB_STORE_LEGACY_TARGET(flags) "(CASE WHEN " flags " LIKE 'target tpu;%' THEN 'tpu' ELSE 'cpu' END)"

/* One stored evaluation, as `history` lists it. */
typedef struct kb_history_row {
    int64_t id;
    char created_at[32], workload[64], preset[32], dtype[8], candidate[256], verdict[32];
    char detail[256], seed[24];
    double time_ms, gflops, roofline_pct, speedup, ci_lo, ci_hi;
    char baseline[16];
    bool noisy; /* timed while the machine was busy; the reason says what */
    char noisy_reason[256];
} kb_history_row;

/* Newest first; workload NULL for all. Calls fn for each row. Returns rows seen or -1. */
int kb_store_history(kb_store *s, const char *workload, int limit,
                     void (*fn)(const kb_history_row *row, void *arg), void *arg, kb_err *err);

/* ---- scale-out: run identity and merging shards (merge.c) --------------------------------- */

/* What a task of a sharded run records about itself (one row per run, table run_shards): the
 * run key its tasks share, a fresh attempt id (a re-run task is a new attempt of its shard),
 * which shard, and what must agree across shards for their results to be put together. */
typedef struct kb_run_identity {
    const char *run_key, *attempt, *kind, *preset, *dtype, *seed, *version, *binary, *machine;
    const char *workloads; /* this shard's workload ids, space-separated */
    int threads, shard_i, shard_n;
} kb_run_identity;

extern const char kb_store_shard_schema[];
int kb_store_run_identity(kb_store *s, int64_t run_id, const kb_run_identity *id, kb_err *err);

/* Merge the completed shard stores at paths into out, idempotently: a shard attempt already
 * merged is skipped, rows keep their own machine rows, each run key becomes one run of out.
 * Shards that disagree on the run, kind, preset, dtype, threads, seed, kbench version or binary,
 * machine kind or shard count are refused (nothing written) unless force; one line per problem
 * goes to log. Returns 0 when every run touched is complete, 1 when a shard is missing or did
 * not complete (log names it), 2 when refused, -1 with err when a store failed. */
int kb_store_merge(kb_store *out, const char *const *paths, int n, bool force, FILE *log, kb_err *err);

#endif
