/* strategies.c: best-of-n, iterative refinement and Autocomp's beam search over one workload.
 * Each builds its calls in a fixed order with keys that name the step, and chooses only from
 * stored outcomes, so a resumed or replayed run retraces it (see agent.h).
 *
 * Every strategy starts from a correct program where it can (the root): the workload's shipped
 * naive kernel (--start naive), or with --start none the best correct kernel of a translate
 * phase (Autocomp's: rounds of attempts from the task alone, each round told the last
 * failure). Best-of-n and Autocomp give each failed candidate --repairs rounds of repair. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../core/rng.h"
#include "../core/util.h"
#include "../harness/spec.h"
#include "../targets/target.h"
#include "prompt.h"

/* What every strategy needs for one workload. */
typedef struct task {
    kb_engine *e;
    const kb_agent_params *p;
    const kb_context *ctx;
    kb_trimmed sized; /* ctx as the prompt size shows it for this workload */
    const char *wl;
    char *text;    /* the task in the kernel's own terms */
    char *grammar; /* --grammar: the replies' grammar, else NULL */
} task;

/* A reply that is one ```c block whose file includes kbench.h (after any system headers): the
 * format a small model most often misses (prose only, the prototype alone, no fence). */
static const char c_grammar[] = "root ::= \"```c\\n\" incl* \"#include \\\"kbench.h\\\"\\n\" line* \"```\"\n"
                                "incl ::= \"#include <\" [a-zA-Z0-9_./]+ \">\\n\"\n"
                                "line ::= [^`\\n]* \"\\n\"\n";

static void task_open(task *t, kb_engine *e, const kb_problem *pb)
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

static void task_close(task *t)
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

/* What a call asks, before the prompt budget shapes its text. */
typedef enum { ASK_WRITE, ASK_FEEDBACK, ASK_PLAN, ASK_IMPLEMENT } ask_kind;
typedef struct ask {
    ask_kind kind;
    const kb_cand *current;    /* write, feedback: the correct program to improve (or NULL) */
    const kb_cand *prev;       /* feedback: the previous attempt; plan, implement: the parent */
    const kb_cand *best;       /* feedback */
    const char *plan;          /* implement */
    const kb_menu_item **menu; /* plan: the entries shown */
    int n_menu;
    bool with_text;
    int i, n; /* sample i of n (n <= 1: not numbered) */
} ask;

static char *ask_text(const task *t, const kb_prompt_task *pt, int level, const ask *a, const kb_cand *prev)
{
    char *u = NULL;
    switch (a->kind) {
    case ASK_WRITE: u = kb_prompt_write(pt, a->current); break;
    case ASK_FEEDBACK: u = kb_prompt_feedback(pt, a->current, prev, a->best); break;
    case ASK_PLAN:
        /* a plan chooses from the menu, so the budget takes its texts but never its names */
        u = kb_prompt_plan(pt, prev, a->menu, a->n_menu,
                           a->with_text && level <= KB_TRIM_MENU_TEXT && t->p->prompt == KB_PROMPT_FULL);
        break;
    case ASK_IMPLEMENT: u = kb_prompt_implement(pt, prev, a->plan); break;
    }
    return numbered(u, a->i, a->n);
}

/* The call's system and user text within the prompt budget (context window - reply tokens):
 * the steps of kb_trim_step in order until the estimate fits. What was taken is counted by the
 * engine for the run's summary; a prompt that fits nothing is sent whole-task and counted. */
static void fit(task *t, const ask *a, kb_call *c)
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
static void code_call(task *t, kb_call *c, const char *key, const ask *a, int step)
{
    memset(c, 0, sizeof *c);
    snprintf(c->key, sizeof c->key, "%s", key);
    c->workload = t->wl;
    fit(t, a, c);
    c->cand = kb_engine_cand(t->e, key, t->wl, step);
}

static int run_calls(task *t, kb_call *calls, int n)
{
    int rc = kb_engine_complete(t->e, calls, n);
    if (kb_engine_wait(t->e)) rc = -1;
    for (int i = 0; i < n; i++) kb_call_clear(&calls[i]);
    return rc;
}

/* The better of two candidates: correct beats not, then speed; ties keep a. */
static const kb_cand *better(const kb_cand *a, const kb_cand *b)
{
    if (!b || !kb_cand_ok(b)) return a;
    if (!a || !kb_cand_ok(a)) return b;
    return b->out.speedup > a->out.speedup ? b : a;
}

/* Repairs: cands[i] that failed get a call that shows them with what the harness said (after
 * current[i], the program they were to improve, or NULL), round after round while they fail;
 * a repaired candidate takes its original's place in cands. 0, or the engine's -1. */
static int repair(task *t, kb_cand **cands, const kb_cand *const *current, int n)
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
            code_call(t, &calls[k], key,
                      &(ask){.kind = ASK_FEEDBACK, .current = current ? current[i] : NULL, .prev = cands[i]},
                      cands[i]->step);
            snprintf(calls[k].cand->parent_key, sizeof calls[k].cand->parent_key, "%s", cands[i]->key);
            which[k++] = i;
        }
        if (k) rc = run_calls(t, calls, k);
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
static const kb_cand *translate(task *t, int *rc)
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
            code_call(t, &calls[i], key,
                      &(ask){.kind = prev_fail ? ASK_FEEDBACK : ASK_WRITE, .prev = prev_fail, .i = i, .n = k},
                      0);
            cands[i] = calls[i].cand;
        }
        *rc = run_calls(t, calls, k);
        bool stop = *rc != 0; /* an error, or the replay of a run that stopped here */
        for (int i = 0; i < k; i++) stop |= !cands[i]->done;
        const kb_cand *root = NULL;
        for (int i = 0; i < k && !stop; i++) root = better(root, cands[i]);
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
static const kb_cand *root_of(task *t, const kb_problem *pb, int *rc)
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

int kb_best_of_n(kb_engine *e, const kb_problem *pb)
{
    task t;
    task_open(&t, e, pb);
    int rc = 0;
    const kb_cand *root = root_of(&t, pb, &rc);
    int n = rc ? 0 : KB_MIN(t.p->n, kb_engine_allowance(e, t.wl));
    if (n > 0) {
        kb_call *calls = kb_xcalloc((size_t)n, sizeof *calls);
        kb_cand **cands = kb_xcalloc((size_t)n, sizeof *cands);
        const kb_cand **current = kb_xcalloc((size_t)n, sizeof *current);
        for (int i = 0; i < n; i++) {
            char key[160];
            snprintf(key, sizeof key, "%s/s%d", t.wl, i);
            code_call(&t, &calls[i], key, &(ask){.kind = ASK_WRITE, .current = root, .i = i, .n = t.p->n}, 0);
            cands[i] = calls[i].cand;
            current[i] = root;
        }
        rc = run_calls(&t, calls, n);
        if (rc == 0) rc = repair(&t, cands, current, n);
        free(calls);
        free(cands);
        free(current);
    }
    task_close(&t);
    return rc;
}

int kb_iterative(kb_engine *e, const kb_problem *pb)
{
    task t;
    task_open(&t, e, pb);
    int rc = 0;
    const kb_cand *root = root_of(&t, pb, &rc);
    const kb_cand *prev = NULL, *best = NULL;
    for (int r = 0; r < t.p->rounds && rc == 0 && kb_engine_allowance(e, t.wl) > 0; r++) {
        char key[160];
        snprintf(key, sizeof key, "%s/r%d", t.wl, r);
        kb_call c;
        /* the program to improve: the best correct attempt so far, else the root */
        const kb_cand *current = best ? best : root;
        code_call(
            &t, &c, key,
            &(ask){.kind = prev ? ASK_FEEDBACK : ASK_WRITE, .current = current, .prev = prev, .best = best},
            r);
        kb_cand *cand = c.cand;
        rc = run_calls(&t, &c, 1);
        if (!cand->done) break; /* the run stopped (replay of an unfinished run) */
        prev = cand;
        best = better(best, cand);
    }
    task_close(&t);
    return rc;
}

/* ---- Autocomp ------------------------------------------------------------------------------ */

static uint64_t key_hash(const char *s)
{
    uint64_t h = 1469598103934665603ull;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

/* Menu dropout: each entry shown with probability keep, drawn from the run's seed and the
 * plan's key; at least one entry. */
static int dropout(const task *t, const char *key, const kb_menu_item **out)
{
    uint64_t seed = kb_rng_derive(kb_engine_seed(t->e), 0x6d656e75ull), stream = key_hash(key);
    int n = 0;
    for (int i = 0; i < t->ctx->n_menu; i++)
        if (kb_rng_uniform(seed, stream, (uint64_t)i) < t->p->keep) out[n++] = &t->ctx->menu[i];
    if (!n && t->ctx->n_menu)
        out[n++] = &t->ctx->menu[kb_rng_bits(seed, stream, 1u << 20) % (uint64_t)t->ctx->n_menu];
    return n;
}

static int by_speed(const void *a, const void *b)
{
    const kb_cand *x = *(const kb_cand *const *)a, *y = *(const kb_cand *const *)b;
    if (x->out.speedup != y->out.speedup) return x->out.speedup < y->out.speedup ? 1 : -1;
    return x->step - y->step != 0 ? x->step - y->step : strcmp(x->key, y->key); /* stable */
}

static bool in_pool(const kb_cand *const *pool, int n, const kb_cand *c)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(pool[i]->hash, c->hash)) return true;
    return false;
}

int kb_autocomp(kb_engine *e, const kb_problem *pb)
{
    task t;
    task_open(&t, e, pb);
    int rc = 0;
    const kb_cand *root = root_of(&t, pb, &rc);
    const int B = t.p->beam, N = t.p->plans, K = t.p->impls;
    const kb_cand **beam = kb_xcalloc((size_t)B, sizeof *beam);
    int nb = 0;
    if (root) beam[nb++] = root;
    const kb_menu_item **menu = kb_xcalloc((size_t)KB_MAX(t.ctx->n_menu, 1), sizeof *menu);
    bool with_text = t.p->context >= KB_CONTEXT_FULL;
    for (int it = 1; it <= t.p->iters && nb && rc == 0; it++) {
        int allow = kb_engine_allowance(e, t.wl);
        int np = KB_MIN(nb * N, allow / (1 + K));
        if (np <= 0) break;
        /* plans: N per beam entry, in beam order */
        kb_call *plans = kb_xcalloc((size_t)np, sizeof *plans);
        for (int i = 0; i < np; i++) {
            const kb_cand *parent = beam[i / N];
            kb_call *c = &plans[i];
            snprintf(c->key, sizeof c->key, "%s/t%d/b%d/p%d", t.wl, it, i / N, i % N);
            c->workload = t.wl;
            int nm = dropout(&t, c->key, menu);
            fit(&t,
                &(ask){.kind = ASK_PLAN, .prev = parent, .menu = menu, .n_menu = nm, .with_text = with_text},
                c);
            c->grammar = NULL; /* a plan is prose */
        }
        rc = kb_engine_complete(e, plans, np);
        int ni = 0;
        kb_call *impls = kb_xcalloc((size_t)(np * K), sizeof *impls);
        kb_cand **kids = kb_xcalloc((size_t)(np * K), sizeof *kids);
        const kb_cand **parents = kb_xcalloc((size_t)(np * K), sizeof *parents);
        for (int i = 0; i < np && rc == 0; i++) {
            if (!plans[i].text) break; /* replay of a run stopped here */
            const kb_cand *parent = beam[i / N];
            for (int k = 0; k < K; k++, ni++) {
                char key[200];
                snprintf(key, sizeof key, "%s/k%d", plans[i].key, k);
                code_call(
                    &t, &impls[ni], key,
                    &(ask){.kind = ASK_IMPLEMENT, .prev = parent, .plan = plans[i].text, .i = k, .n = K}, it);
                kb_cand *c = kids[ni] = impls[ni].cand;
                parents[ni] = parent;
                snprintf(c->parent_key, sizeof c->parent_key, "%s", parent->key);
                c->plan = kb_xstrdup(plans[i].text);
                kb_extract_menu_item(plans[i].text, t.ctx->menu, t.ctx->n_menu, c->menu_item,
                                     sizeof c->menu_item);
            }
        }
        if (rc == 0 && ni) rc = run_calls(&t, impls, ni);
        /* Autocomp's reimplement_failed: each failed implementation gets its repairs */
        if (rc == 0 && ni) rc = repair(&t, kids, parents, ni);
        for (int i = 0; i < np; i++) kb_call_clear(&plans[i]);
        free(plans);
        free(impls);
        /* select: the beam and the children that are correct and not slower than their parent
         * by more than the slack; the best B by speedup, incumbents first on ties */
        const kb_cand **pool = kb_xcalloc((size_t)(nb + ni), sizeof *pool);
        int npool = 0;
        bool complete = true;
        for (int i = 0; i < nb; i++) pool[npool++] = beam[i];
        for (int i = 0; i < ni; i++) {
            const kb_cand *c = kids[i], *parent = parents[i];
            if (!c->done) complete = false;
            if (kb_cand_ok(c) && c->out.speedup * (1 + t.p->slack) >= parent->out.speedup &&
                !in_pool(pool, npool, c))
                pool[npool++] = c;
        }
        free(kids);
        free(parents);
        if (complete && rc == 0) {
            qsort(pool + 0, (size_t)npool, sizeof *pool, by_speed);
            nb = KB_MIN(B, npool);
            memcpy(beam, pool, (size_t)nb * sizeof *beam);
        } else {
            nb = 0; /* stopped mid-iteration */
        }
        free(pool);
    }
    free(menu);
    free(beam);
    task_close(&t);
    return rc;
}
