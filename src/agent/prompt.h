/* prompt.h: the text of every prompt an agent sends, assembled from the target's context
 * artifact (at the level asked for: none, hardware, full) and the workload's spec. */
#ifndef KB_PROMPT_H
#define KB_PROMPT_H

#include "agent.h"
#include "reply.h"

/* What every prompt of one workload is built from. */
typedef struct kb_prompt_task {
    const char *task;       /* the workload in the kernel's own terms (kb_target_task_text) */
    const char *workload;   /* its id: an example of it is never shown */
    const kb_context *ctx;  /* the context as the prompt size and the budget shaped it */
    kb_context_level level; /* what of it the model is told */
} kb_prompt_task;

/* The system prompt: role, reply format and, by level, hardware + rules, then API + examples. */
char *kb_prompt_system(const kb_prompt_task *t);
/* Write a kernel: a faster version of current (a correct program: the start, the best so far),
 * or, current NULL, a correct one from the task alone. */
char *kb_prompt_write(const kb_prompt_task *t, const kb_cand *current);
/* The previous attempt and what the harness said of it, after the task and current (the correct
 * program to improve on, or NULL): iterative's rounds, and the repair of a failed candidate. best
 * (may be NULL): the best correct attempt so far, whose speedup is quoted. */
char *kb_prompt_feedback(const kb_prompt_task *t, const kb_cand *current, const kb_cand *prev,
                         const kb_cand *best);
/* Autocomp: plan one optimisation of parent, choosing from the menu entries shown. */
char *kb_prompt_plan(const kb_prompt_task *t, const kb_cand *parent, const kb_menu_item *const *menu,
                     int n_menu, bool with_text);
/* Autocomp: implement plan on parent. */
char *kb_prompt_implement(const kb_prompt_task *t, const kb_cand *parent, const char *plan);

/* The context as a prompt of this size shows it, for workload (heap view, free with
 * kb_trimmed_free): the examples never include the workload's own; compact keeps of the
 * hardware only this machine's part, of the rules only their summary ("## In short"), one
 * example (of the workload's family where there is one), the menu's names, no API reference. */
typedef struct kb_trimmed kb_trimmed;
void kb_context_sized(const kb_context *ctx, const char *workload, bool compact, kb_trimmed *out);

/* ---- the prompt budget ---------------------------------------------------------------------- */

/* What a prompt budget takes out of a prompt that does not fit the model's context window, in
 * this order (least useful to a small model first), until it fits. The task itself (the spec, the
 * prototype, the reference, the reply format) is never cut. */
typedef enum {
    KB_TRIM_API,          /* the intrinsics reference: dropped */
    KB_TRIM_MENU_TEXT,    /* the optimisation menu: names only */
    KB_TRIM_HARDWARE,     /* the machine's facts and peaks: dropped */
    KB_TRIM_EXAMPLES_ONE, /* the annotated examples: only the shortest kept */
    KB_TRIM_MENU,         /* the menu: dropped */
    KB_TRIM_EXAMPLES,     /* the examples: dropped */
    KB_TRIM_RULES,        /* the rules: dropped */
    KB_TRIM_PREVIOUS,     /* the previous attempt's (or parent's) code: its middle cut out */
    KB_TRIM_N
} kb_trim_step;

/* "api dropped", "menu names only", ... (for the stored summary). */
const char *kb_trim_step_name(int step);

/* Tokens a prompt of this many bytes is taken to use: bytes / KB_PROMPT_BYTES_PER_TOKEN, rounded
 * up. Deliberately an estimate, not the model's tokenizer, so that the prompts of a run stay a
 * pure function of the run (replay needs no model). Qwen2.5's tokenizer took 2.87 bytes per
 * token on a p12 task prompt (spec, numbers, reference code; prose does better): 2.5 errs on the
 * side of fitting. */
#define KB_PROMPT_BYTES_PER_TOKEN 2.5
#define KB_PROMPT_TEMPLATE_TOKENS 64 /* the chat template's own tokens around the messages */
long kb_prompt_tokens(const char *system, const char *user);

/* A view of ctx with the first `level` steps applied (level 0: ctx unchanged). Free with
 * kb_trimmed_free; the view borrows ctx's strings. */
struct kb_trimmed {
    kb_context view;
    kb_menu_item *menu;     /* names only (heap array, borrowed names) */
    char *examples;         /* the examples kept (heap) */
    char *hardware, *rules; /* compact parts (heap) */
};
void kb_context_trim(const kb_context *ctx, int level, kb_trimmed *out);
void kb_trimmed_free(kb_trimmed *t);

/* src with its middle replaced by a one-line note so that it loses at least cut bytes (heap); src
 * itself (copied) when cut <= 0. Whole lines are kept, the first and last ones preferred. */
char *kb_prompt_cut_middle(const char *src, long cut);

#endif
