/* strategy.c: what the strategies (strategies.def, src/agent/strategies/) share: a workload's
 * task and its prompt budget, a call whose reply becomes a candidate, repairs, and where a
 * strategy starts (see strategy.h). Also the table of strategies itself. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../core/text.h"
#include "../core/util.h"
#include "../harness/spec.h"
#include "../targets/target.h"
#include "prompt.h"
#include "strategy.h"

const kb_strategy_info kb_strategies[KB_N_STRATEGIES] = {
#define KB_STRATEGY(id, name, run, calls, help) [KB_STRATEGY_##id] = {name, run, calls, help},
#include "strategies.def"
#undef KB_STRATEGY
};

const char *const kb_strategy_names[KB_N_STRATEGIES + 1] = {
#define KB_STRATEGY(id, name, run, calls, help) [KB_STRATEGY_##id] = name,
#include "strategies.def"
#undef KB_STRATEGY
};

const char *kb_strategy_name(kb_strategy s) { return kb_strategy_names[s]; }

int kb_strategy_parse(const char *s, kb_strategy *out)
{
    int i = kb_name_index(s, kb_strategy_names);
    if (i >= 0) *out = (kb_strategy)i;
    return i < 0 ? -1 : 0;
}

/* A reply that is one ```c block whose file includes kbench.h (after any system headers): the
 * format a small model most often misses (prose only, the prototype alone, no fence). */
static const char c_grammar[] = "root ::= \"```c\\n\" incl* \"#include \\\"kbench.h\\\"\\n\" line* \"```\"\n"
                                "incl ::= \"#include <\" [a-zA-Z0-9_./]+ \">\\n\"\n"
                                "line ::= [^`\\n]* \"\\n\"\n";

void kb_task_open(kb_task *t, kb_engine *e, const kb_problem *pb)
{
    memset(t, 0, sizeof *t);
    t->e = e;
    t->p = kb_engine_params(e);
    t->ctx = kb_engine_context(e);
    t->wl = pb->w->id;
    const kb_target *tg = kb_engine_target(e);
    t->text = kb_target_task_text(tg, pb);
    kb_context_sized(t->ctx, t->wl, t->p->prompt == KB_PROMPT_COMPACT, &t->sized);
    if (t->p->grammar && !strcmp(tg->fence, "c")) t->grammar = kb_xstrdup(c_grammar);
}

void kb_task_close(kb_task *t)
{
    free(t->text);
    free(t->grammar);
    kb_trimmed_free(&t->sized);
}

/* Samples of one prompt are numbered, so that each call's text is its own: a server that caches
 * replies by prompt still samples anew, and a scripted test server can answer each differently. */
static char *numbered(char *user, int i, int n)
{
    if (n <= 1) return user;
    char *s = kb_xasprintf("%s\n(Independent attempt #%d of %d.)\n", user, i + 1, n);
    free(user);
    return s;
}

static char *ask_text(const kb_task *t, const kb_prompt_task *pt, int level, const kb_ask *a,
                      const kb_cand *prev)
{
    char *u = NULL;
    switch (a->kind) {
    case KB_ASK_WRITE: u = kb_prompt_write(pt, a->current); break;
    case KB_ASK_FEEDBACK: u = kb_prompt_feedback(pt, a->current, prev, a->best); break;
    case KB_ASK_PLAN:
        /* a plan chooses from the menu, so the budget takes its texts but never its names */
        u = kb_prompt_plan(pt, prev, a->menu, a->n_menu,
                           a->with_text && level <= KB_TRIM_MENU_TEXT && t->p->prompt == KB_PROMPT_FULL);
        break;
    case KB_ASK_IMPLEMENT: u = kb_prompt_implement(pt, prev, a->plan); break;
    }
    return numbered(u, a->i, a->n);
}

/* The call's system and user text within the prompt budget (context window - reply tokens):
 * the steps of kb_trim_step in order until the estimate fits. What was taken is counted by the
 * engine for the run's summary; a prompt that fits nothing is sent whole-task and counted. */
void kb_task_fit(kb_task *t, const kb_ask *a, kb_call *c)
{
    long budget = t->p->context_window > 0 ? t->p->context_window - t->p->reply_tokens : 0;
    char *sys = NULL, *user = NULL;
    size_t last_len = 0;
    unsigned taken = 0;
    for (int level = 0; level <= KB_TRIM_N; level++) {
        kb_trimmed tr;
        kb_context_trim(&t->sized.view, level, &tr);
        const kb_cand *prev = a->prev;
        kb_cand cut;
        char *cut_src = NULL;
        if (level > KB_TRIM_PREVIOUS && prev && prev->source) {
            long over = kb_prompt_tokens(sys, user) - budget;
            cut_src = kb_prompt_cut_middle(prev->source,
                                           (long)ceil((double)over * KB_PROMPT_BYTES_PER_TOKEN) + 120);
            cut = *prev;
            cut.source = cut_src;
            prev = &cut;
        }
        kb_prompt_task pt = {.task = t->text, .workload = t->wl, .ctx = &tr.view, .level = t->p->context};
        char *s2 = kb_prompt_system(&pt), *u2 = ask_text(t, &pt, level, a, prev);
        free(cut_src);
        kb_trimmed_free(&tr);
        size_t len = strlen(s2) + strlen(u2);
        if (level > 0 && len < last_len) taken |= 1u << (level - 1);
        free(sys);
        free(user);
        sys = s2, user = u2, last_len = len;
        if (budget <= 0 || kb_prompt_tokens(sys, user) <= budget) break;
    }
    c->system = sys;
    c->user = user;
    c->grammar = t->grammar;
    if (budget > 0) kb_engine_note_prompt(t->e, taken, kb_prompt_tokens(sys, user) > budget);
}

/* A call whose reply becomes a candidate with the same key. */
void kb_task_code_call(kb_task *t, kb_call *c, const char *key, const kb_ask *a, int step)
{
    memset(c, 0, sizeof *c);
    snprintf(c->key, sizeof c->key, "%s", key);
    c->workload = t->wl;
    kb_task_fit(t, a, c);
    c->cand = kb_engine_cand(t->e, key, t->wl, step);
}

int kb_task_run_calls(kb_task *t, kb_call *calls, int n)
{
    int rc = kb_engine_complete(t->e, calls, n);
    if (kb_engine_wait(t->e)) rc = -1;
    for (int i = 0; i < n; i++) kb_call_clear(&calls[i]);
    return rc;
}

/* The better of two candidates: correct beats not, then speed; ties keep a. */
const kb_cand *kb_cand_better(const kb_cand *a, const kb_cand *b)
{
    if (!b || !kb_cand_ok(b)) return a;
    if (!a || !kb_cand_ok(a)) return b;
    return b->out.speedup > a->out.speedup ? b : a;
}

/* Repairs: cands[i] that failed get a call that shows them with what the harness said (after
 * current[i], the program they were to improve, or NULL), round after round while they fail;
 * a repaired candidate takes its original's place in cands. 0, or the engine's -1. */
int kb_task_repair(kb_task *t, kb_cand **cands, const kb_cand *const *current, int n)
{
    int rc = 0;
    for (int r = 1; r <= t->p->repairs && rc == 0; r++) {
        int allow = kb_engine_allowance(t->e, t->wl), k = 0;
        kb_call *calls = kb_xcalloc((size_t)KB_MAX(n, 1), sizeof *calls);
        int *which = kb_xcalloc((size_t)KB_MAX(n, 1), sizeof *which);
        for (int i = 0; i < n && k < allow; i++) {
            if (!cands[i] || !cands[i]->done || kb_cand_ok(cands[i])) continue;
            char key[200];
            /* "p12_rmsnorm/s3" -> "p12_rmsnorm/s3/f1", "p12_rmsnorm/s3/f1" -> ".../s3/f2" */
            const char *f = strstr(cands[i]->key, "/f");
            int base = f ? (int)(f - cands[i]->key) : (int)strlen(cands[i]->key);
            snprintf(key, sizeof key, "%.*s/f%d", base, cands[i]->key, r);
            kb_task_code_call(
                t, &calls[k], key,
                &(kb_ask){.kind = KB_ASK_FEEDBACK, .current = current ? current[i] : NULL, .prev = cands[i]},
                cands[i]->step);
            snprintf(calls[k].cand->parent_key, sizeof calls[k].cand->parent_key, "%s", cands[i]->key);
            which[k++] = i;
        }
        if (k) rc = kb_task_run_calls(t, calls, k);
        for (int j = 0; j < k; j++)
            if (calls[j].cand->done) cands[which[j]] = calls[j].cand;
        free(calls);
        free(which);
        if (!k) break;
    }
    return rc;
}

/* Translate: rounds of K attempts from the task until one is correct; the fastest correct one
 * of the first successful round is the root of the search. */
static const kb_cand *translate(kb_task *t, int *rc)
{
    const kb_cand *prev_fail = NULL;
    for (int j = 0; j < t->p->translate_tries && *rc == 0; j++) {
        int k = KB_MIN(t->p->impls, kb_engine_allowance(t->e, t->wl));
        if (k <= 0) break;
        kb_call *calls = kb_xcalloc((size_t)k, sizeof *calls);
        kb_cand **cands = kb_xcalloc((size_t)k, sizeof *cands);
        for (int i = 0; i < k; i++) {
            char key[160];
            snprintf(key, sizeof key, "%s/x%d/k%d", t->wl, j, i);
            kb_task_code_call(
                t, &calls[i], key,
                &(kb_ask){
                    .kind = prev_fail ? KB_ASK_FEEDBACK : KB_ASK_WRITE, .prev = prev_fail, .i = i, .n = k},
                0);
            cands[i] = calls[i].cand;
        }
        *rc = kb_task_run_calls(t, calls, k);
        bool stop = *rc != 0; /* an error, or the replay of a run that stopped here */
        for (int i = 0; i < k; i++) stop |= !cands[i]->done;
        const kb_cand *root = NULL;
        for (int i = 0; i < k && !stop; i++) root = kb_cand_better(root, cands[i]);
        prev_fail = stop ? NULL : cands[0];
        free(calls);
        free(cands);
        if (root && kb_cand_ok(root)) return root;
        if (stop) break;
    }
    return NULL;
}

/* Where the strategy starts: the starting program (evaluated like a candidate, without a call),
 * or the translate phase's best. NULL: no correct program to start from (the strategy then
 * asks from the task alone); *rc -1 when the engine failed. */
const kb_cand *kb_task_root(kb_task *t, const kb_problem *pb, int *rc)
{
    const kb_target *tg = kb_engine_target(t->e);
    const char *src = t->p->start == KB_START_NAIVE && tg->starter ? tg->starter(pb->w) : NULL;
    if (src) {
        kb_cand *s = kb_engine_start(t->e, t->wl, src);
        if (kb_engine_wait(t->e)) *rc = -1;
        if (*rc == 0 && kb_cand_ok(s)) return s;
        return NULL;
    }
    return t->p->start == KB_START_NONE ? translate(t, rc) : NULL;
}
