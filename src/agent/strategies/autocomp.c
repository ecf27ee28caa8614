/* autocomp.c: Autocomp's plan-then-implement beam search: each iteration, --plans plans per beam
 * entry (each shown a random part of the optimisation menu, --keep), --impls implementations of
 * each, repairs of the failed ones, and a beam of the --beam fastest correct programs that are not
 * slower than their parent by more than --slack. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/rng.h"
#include "../../core/util.h"
#include "../strategy.h"

static uint64_t key_hash(const char *s)
{
    uint64_t h = 1469598103934665603ull;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

/* Menu dropout: each entry shown with probability keep, drawn from the run's seed and the
 * plan's key; at least one entry. */
static int dropout(const kb_task *t, const char *key, const kb_menu_item **out)
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
    kb_task t;
    kb_task_open(&t, e, pb);
    int rc = 0;
    const kb_cand *root = kb_task_root(&t, pb, &rc);
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
            kb_task_fit(
                &t,
                &(kb_ask){
                    .kind = KB_ASK_PLAN, .prev = parent, .menu = menu, .n_menu = nm, .with_text = with_text},
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
                kb_task_code_call(
                    &t, &impls[ni], key,
                    &(kb_ask){
                        .kind = KB_ASK_IMPLEMENT, .prev = parent, .plan = plans[i].text, .i = k, .n = K},
                    it);
                kb_cand *c = kids[ni] = impls[ni].cand;
                parents[ni] = parent;
                snprintf(c->parent_key, sizeof c->parent_key, "%s", parent->key);
                c->plan = kb_xstrdup(plans[i].text);
                kb_extract_menu_item(plans[i].text, t.ctx->menu, t.ctx->n_menu, c->menu_item,
                                     sizeof c->menu_item);
            }
        }
        if (rc == 0 && ni) rc = kb_task_run_calls(&t, impls, ni);
        /* Autocomp's reimplement_failed: each failed implementation gets its repairs */
        if (rc == 0 && ni) rc = kb_task_repair(&t, kids, parents, ni);
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
    kb_task_close(&t);
    return rc;
}

int kb_autocomp_calls(const kb_agent_params *p)
{
    return p->impls * p->translate_tries + p->iters * p->beam * p->plans * (1 + p->impls);
}
