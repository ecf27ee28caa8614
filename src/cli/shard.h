/* shard.h: `--shard I/N` for `kbench run` and `kbench agent`: a deterministic split of the
 * workload list into N cost-balanced shards (one per task of a Slurm job array), the run seed
 * the tasks share (read from a file only the user can read, never from a command line), and the
 * run identity each task records so that `kbench merge` can check its shards belong together. */
#ifndef KB_CLI_SHARD_H
#define KB_CLI_SHARD_H

#include <stdbool.h>
#include <stdint.h>

#include "../harness/evaluate.h"
#include "../store/store.h"

/* `git describe --always --dirty` of the tree this binary was built from (build/version.c). */
extern const char kb_version[];

typedef struct kb_shard {
    int i, n;         /* this task is shard i of n, 0 <= i < n; 0 of 1 when not sharded */
    bool sharded;     /* --shard was given */
    char run_key[64]; /* --run-id: what the run's tasks share; else a fresh random id */
} kb_shard;

/* Parse --shard I/N (spec may be NULL) and --run-id; a sharded run needs a run id and a shared
 * seed (seed_given). 0, or -1 with a usage message printed for `kbench <cmd>`. */
int kb_shard_parse(kb_shard *sh, const char *spec, const char *run_id, bool seed_given, const char *cmd);

/* The expected seconds one workload costs: n_evals candidates compiled, verified on o->n_sets
 * input sets and (o->measure) timed, plus its baselines and reference, from the workload's FLOPs
 * and bytes at the preset at fixed nominal rates. Every task computes the same number from the
 * same arguments on any machine, which is what a split needs; it ranks, it does not predict. */
double kb_shard_cost(const kb_workload *w, const kb_eval_opts *o, int n_evals);

/* Longest-processing-time split: items sorted by cost (largest first, ties by index), each
 * given to the least loaded shard (ties: the lowest). out[k] is item k's shard. */
void kb_shard_split(const double *cost, int n, int n_shards, int *out);

/* Which of n items (in order) are this task's: their indices into keep; returns how many. */
int kb_shard_pick(const kb_shard *sh, const double *cost, int n, int *keep);

/* The run seed from the seed file: path (--seed-file), else $KBENCH_SEED_FILE. The file must
 * belong to the user and be readable by nobody else (the script generator writes it 0600).
 * Returns 1 when no seed file is named, 0 with *seed, -1 with a message printed. */
int kb_shard_seed(const char *path, uint64_t *seed);

/* Record this task's identity for run_id (kind "suite" or "agent"): run key, shard, preset,
 * dtype, threads, seed, kbench version and binary hash, machine kind, workload ids. */
int kb_shard_record(kb_store *st, int64_t run_id, const kb_shard *sh, const char *kind, const kb_eval_opts *o,
                    const kb_machine *m, const char *const *ids, int n_ids, kb_err *err);

#endif
