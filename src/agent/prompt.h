/* prompt.h: the text of every prompt an agent sends, assembled from the target's context
 * artifact (at the level asked for: none, hardware, full) and the workload's spec. */
#ifndef KB_PROMPT_H
#define KB_PROMPT_H

#include "agent.h"

/* The system prompt: role, reply format and, by level, hardware + rules, then API + examples. */
char *kb_prompt_system(const kb_context *ctx, kb_context_level level);
/* Write a kernel from the spec (best-of-n, iterative round 0, autocomp's translation). */
char *kb_prompt_task(const char *spec, const kb_context *ctx, kb_context_level level);
/* The task again with the previous attempt and what the harness said of it. */
char *kb_prompt_feedback(const char *spec, const kb_context *ctx, kb_context_level level, const kb_cand *prev,
                         const kb_cand *best);
/* Autocomp: plan one optimisation of parent, choosing from the menu entries shown. */
char *kb_prompt_plan(const char *spec, const kb_cand *parent, const kb_menu_item *const *menu, int n_menu,
                     bool with_text);
/* Autocomp: implement plan on parent. */
char *kb_prompt_implement(const char *spec, const kb_context *ctx, const kb_cand *parent, const char *plan);

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
typedef struct kb_trimmed {
    kb_context view;
    kb_menu_item *menu; /* names only (heap array, borrowed names) */
    char *examples;     /* the shortest example (heap) */
} kb_trimmed;
void kb_context_trim(const kb_context *ctx, int level, kb_trimmed *out);
void kb_trimmed_free(kb_trimmed *t);

/* src with its middle replaced by a one-line note so that it loses at least cut bytes (heap); src
 * itself (copied) when cut <= 0. Whole lines are kept, the first and last ones preferred. */
char *kb_prompt_cut_middle(const char *src, long cut);

/* The candidate file in a reply: the last fenced block (C or Python, or untagged) that defines
 * kernel(, else the last such block; NULL if none (heap). */
char *kb_extract_code(const char *reply);
/* The menu entry a plan names on its "Menu:" line, matched to the menu; "" if none. */
void kb_extract_menu_item(const char *plan, const kb_menu_item *menu, int n_menu, char *out, size_t cap);

#endif
