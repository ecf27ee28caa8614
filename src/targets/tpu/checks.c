/* checks.c: the tpu target's inputs, references and checks (checks.h). */
#include "checks.h"

#include <stdlib.h>

#include "../../core/util.h"
#include "../../harness/oracle.h"
#include "../../harness/spawn.h"

struct kb_eval_state {
    kb_problem p;
    kb_session s;
    kb_oracle orc;
    uint64_t in_sum;
};

kb_eval_state *kb_eval_state_open(const kb_eval_opts *o, kb_result *r, int n_slots)
{
    kb_eval_state *st = kb_xcalloc(1, sizeof *st);
    kb_err err = {{0}};
    if (kb_problem_init(&st->p, o->w, o->preset, o->dtype, o->threads, &err)) {
        kb_result_set(r, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
        free(st);
        return NULL;
    }
    kb_layout lay;
    kb_layout_init(&lay, &st->p, r->n_sets, n_slots, 1);
    if (kb_session_open(&st->s, &lay, &err)) {
        kb_result_set(r, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
        free(st);
        return NULL;
    }
    kb_oracle_open_typical(&st->orc, &st->p, r->seed, r->n_sets, st->s.in, o->ref_cache, o->ref_cache_min_s);
    st->in_sum = kb_checksum(st->s.in, st->s.lay.in_size);
    return st;
}

kb_session *kb_eval_state_session(kb_eval_state *s) { return &s->s; }

void kb_eval_state_poison(kb_eval_state *s)
{
    for (int slot = 0; slot < s->s.lay.n_slots; slot++)
        kb_outputs_poison(&s->p, &s->s.lay, s->s.out + kb_layout_out(&s->s.lay, 0, slot, 0));
}

bool kb_eval_state_check(kb_eval_state *s, int slot, int set, char *why, size_t cap)
{
    return kb_oracle_check(&s->orc, &s->s.lay, s->s.out + kb_layout_out(&s->s.lay, 0, slot, 0), set, why,
                           cap);
}

bool kb_eval_state_inputs_intact(const kb_eval_state *s)
{
    return kb_checksum(s->s.in, s->s.lay.in_size) == s->in_sum;
}

void kb_eval_state_close(kb_eval_state *s)
{
    if (!s) return;
    kb_oracle_close(&s->orc);
    kb_session_close(&s->s);
    free(s);
}
