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
char *kb_prompt_feedback(const char *spec, const kb_context *ctx, kb_context_level level,
                         const kb_cand *prev, const kb_cand *best);
/* Autocomp: plan one optimisation of parent, choosing from the menu entries shown. */
char *kb_prompt_plan(const char *spec, const kb_cand *parent, const kb_menu_item *const *menu,
                     int n_menu, bool with_text);
/* Autocomp: implement plan on parent. */
char *kb_prompt_implement(const char *spec, const kb_context *ctx, const kb_cand *parent,
                          const char *plan);

/* The candidate file in a reply: the last fenced block (C or Python, or untagged) that defines
 * kernel(, else the last such block; NULL if none (heap). */
char *kb_extract_code(const char *reply);
/* The menu entry a plan names on its "Menu:" line, matched to the menu; "" if none. */
void kb_extract_menu_item(const char *plan, const kb_menu_item *menu, int n_menu, char *out,
                          size_t cap);

#endif
