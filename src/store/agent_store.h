/* agent_store.h: the agent's rows in the results store (schema in agent_store.c). A run's LLM
 * calls and candidates are keyed by strategy step, so a resumed or replayed run finds them. */
#ifndef KB_AGENT_STORE_H
#define KB_AGENT_STORE_H

#include <stdint.h>
#include "store.h"

typedef struct kb_agent_run_row {
    const char *command, *preset, *strategy, *model, *context, *target, *seed, *workloads, *params;
    kb_dtype dtype;
    int threads;
} kb_agent_run_row;

/* A new run of kind "agent" with its agent_runs row; returns its id or -1 with err. */
int64_t kb_store_agent_begin(kb_store *s, const kb_agent_run_row *r, kb_err *err);
/* An agent run's params JSON and seed (heap strings) and status; 0, or -1 with err (no such run). */
int kb_store_agent_load(kb_store *s, int64_t run, char **params, char **seed, char status[16], kb_err *err);
int kb_store_agent_finish(kb_store *s, int64_t run, const char *status, double wall_s, const char *summary,
                          kb_err *err);
/* The summary JSON stored when the run finished (heap), or NULL. */
char *kb_store_agent_summary(kb_store *s, int64_t run);
/* The context artifact as the run began (JSON, heap), or NULL: a resumed or replayed run tells
 * the model the same, even after the context files changed, `kbench peak` measured again, or on
 * another machine. */
char *kb_store_agent_context(kb_store *s, int64_t run);
int kb_store_agent_set_context(kb_store *s, int64_t run, const char *json, kb_err *err);

typedef struct kb_call_row {
    const char *key, *workload, *prompt_sha, *system, *prompt, *request_body, *response_body;
    const char *text, *finish_reason;
    long seq, tokens_in, tokens_out;
    double cost, latency_s;
    int attempts;
} kb_call_row;

/* The stored reply for (run, key): 1 and heap *text + *prompt_sha, 0 if none, -1 on error. */
int kb_store_call_find(kb_store *s, int64_t run, const char *key, char **text, char prompt_sha[65],
                       long *tokens_in, long *tokens_out, double *cost, kb_err *err);
int kb_store_call_add(kb_store *s, int64_t run, const kb_call_row *c, kb_err *err);
/* The next free sequence number of a run's calls (or candidates). */
long kb_store_next_seq(kb_store *s, int64_t run, const char *table);

typedef struct kb_cand_row {
    const char *key, *workload, *call_key, *parent_key, *plan, *menu_item, *source_hash, *source;
    long seq, calls_so_far;
    int step;
    bool unchanged; /* the workload's starting program again (agent/unchanged.h) */
} kb_cand_row;

typedef struct kb_cand_outcome {
    int64_t eval_id;  /* 0: none (no code) */
    char verdict[32]; /* a verdict name, or "no_code" */
    char detail[1024];
    double speedup, ci_lo, ci_hi, time_ms, lib_ms; /* NAN when not timed */
} kb_cand_outcome;

/* 2: the candidate is stored with an outcome (filled), 1: stored without one, 0: not stored,
 * -1: error. *hash gets its source hash when stored. */
int kb_store_cand_find(kb_store *s, int64_t run, const char *key, char hash[65], kb_cand_outcome *o,
                       kb_err *err);
int kb_store_cand_add(kb_store *s, int64_t run, const kb_cand_row *c, kb_err *err);
int kb_store_cand_set_outcome(kb_store *s, int64_t run, const char *key, const kb_cand_outcome *o,
                              kb_err *err);

#endif
