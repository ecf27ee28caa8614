/* strategy.h: what a strategy's file (src/agent/strategies/<name>.c) builds on. A strategy runs
 * one workload: it opens a task, asks for code in calls whose keys name its steps (so a resumed
 * or replayed run retraces it, agent.h), chooses only from stored outcomes, and closes the task.
 * Its two functions are named in strategies.def, which declares them (agent.h).
 *
 * Every strategy starts from a correct program where it can (kb_task_root): the workload's
 * shipped naive kernel (--start naive), or with --start none the best correct kernel of a
 * translate phase (Autocomp's: rounds of attempts from the task alone, each round told the last
 * failure). kb_task_repair gives each failed candidate --repairs rounds of repair. */
#ifndef KB_STRATEGY_H
#define KB_STRATEGY_H

#include "agent.h"
#include "prompt.h"

/* What every strategy needs for one workload. */
typedef struct kb_task {
    kb_engine *e;
    const kb_agent_params *p;
    const kb_context *ctx;
    kb_trimmed sized; /* ctx as the prompt size shows it for this workload */
    const char *wl;
    char *text;    /* the task in the kernel's own terms */
    char *grammar; /* --grammar: the replies' grammar, else NULL */
} kb_task;

void kb_task_open(kb_task *t, kb_engine *e, const kb_problem *pb);
void kb_task_close(kb_task *t);

/* What a call asks, before the prompt budget shapes its text. */
typedef enum { KB_ASK_WRITE, KB_ASK_FEEDBACK, KB_ASK_PLAN, KB_ASK_IMPLEMENT } kb_ask_kind;
typedef struct kb_ask {
    kb_ask_kind kind;
    const kb_cand *current;    /* write, feedback: the correct program to improve (or NULL) */
    const kb_cand *prev;       /* feedback: the previous attempt; plan, implement: the parent */
    const kb_cand *best;       /* feedback */
    const char *plan;          /* implement */
    const kb_menu_item **menu; /* plan: the entries shown */
    int n_menu;
    bool with_text;
    int i, n; /* sample i of n (n <= 1: not numbered) */
} kb_ask;

/* The call's system and user text within the prompt budget (context window - reply tokens). */
void kb_task_fit(kb_task *t, const kb_ask *a, kb_call *c);
/* A call whose reply becomes a candidate with the same key (at strategy step `step`). */
void kb_task_code_call(kb_task *t, kb_call *c, const char *key, const kb_ask *a, int step);
/* Answer the calls and wait for their candidates' outcomes; the calls are cleared. 0 or -1. */
int kb_task_run_calls(kb_task *t, kb_call *calls, int n);
/* The better of two candidates: correct beats not, then speed; ties keep a. */
const kb_cand *kb_cand_better(const kb_cand *a, const kb_cand *b);
/* Repairs: cands[i] that failed get a call that shows them with what the harness said (after
 * current[i], the program they were to improve, or NULL), round after round while they fail;
 * a repaired candidate takes its original's place in cands. 0, or the engine's -1. */
int kb_task_repair(kb_task *t, kb_cand **cands, const kb_cand *const *current, int n);
/* Where the strategy starts: the starting program, or the translate phase's best. NULL: no
 * correct program to start from; *rc -1 when the engine failed. */
const kb_cand *kb_task_root(kb_task *t, const kb_problem *pb, int *rc);

#endif
