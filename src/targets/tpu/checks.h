/* checks.h: the tpu target's inputs, references and checks, from the harness's oracle and
 * session (oracle.h, spawn.h). A target that runs candidates its own way still draws inputs,
 * computes references and judges outputs as the harness's evaluation does, on typical input sets only (kb_oracle_open_typical: no hard set,
 * no audit). r->w, r->seed and r->n_sets must be set; o->preset names the preset. The session has
 * r->n_sets input sets and n_slots output slots (one contestant). */
#ifndef KB_TARGET_TPU_CHECKS_H
#define KB_TARGET_TPU_CHECKS_H

#include <stdbool.h>
#include <stddef.h>

#include "../../harness/evaluate.h"

typedef struct kb_eval_state kb_eval_state;
/* NULL with r->verdict harness_error and r->detail set when it cannot be set up. */
kb_eval_state *kb_eval_state_open(const kb_eval_opts *o, kb_result *r, int n_slots);
struct kb_session *kb_eval_state_session(kb_eval_state *s); /* spawn.h */
void kb_eval_state_poison(kb_eval_state *s);                /* every output slot */
/* Output slot `slot` against the references of input set `set`; false with why filled. */
bool kb_eval_state_check(kb_eval_state *s, int slot, int set, char *why, size_t cap);
bool kb_eval_state_inputs_intact(const kb_eval_state *s);
void kb_eval_state_close(kb_eval_state *s);

#endif
