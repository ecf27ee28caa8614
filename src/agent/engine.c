/* engine.c: what the strategies share (see agent.h): LLM calls answered from the store first and
 * the network second, budgets, and the evaluation pipeline.
 *
 * The pipeline has two threads beside the caller's: one compiles (filling the compile cache), one
 * evaluates. They take turns on the cores (one lock), so no compile runs beside a timing, and
 * only one timing runs at a time. LLM calls overlap with both when the model runs elsewhere;
 * when it generates on this machine's cores (params.local), a request is sent only once every
 * submitted candidate has been evaluated, so no timing runs beside the model either. The
 * evaluation thread has its own connection to the store; the caller's thread records LLM calls
 * and candidates. */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../core/term.h"
#include "../core/text.h"
#include "../core/util.h"
#include "../harness/cache_trim.h" /* kb_cache_dir */
#include "../targets/target.h"
#include "agent.h"
#include "prompt.h" /* KB_TRIM_N */
#include "reply.h"
#include "unchanged.h"

#define MAX_WL KB_AGENT_MAX_WORKLOADS
_Static_assert(KB_TRIM_N <= (int)(sizeof((kb_engine_stats *)0)->trimmed / sizeof(long)),
               "kb_engine_stats.trimmed holds every trim step");

typedef struct queue {
    kb_cand **v;
    int n, cap, head;
} queue;

struct kb_engine {
    kb_engine_setup s;
    kb_agent_params p;
    kb_context ctx;
    bool ctx_loaded;
    const kb_target *t; /* p.target's (its context loaded, so it is registered) */
    kb_err err;
    char stopped[256];
    bool original_done; /* replay: the stored run finished */
    double t0;
    long calls, tokens_in, tokens_out;
    double cost;
    long wl_calls[MAX_WL];
    long call_seq, cand_seq;
    kb_cand **cands;
    int n_cands, cap_cands;
    char src_dir[1024];
    kb_eval_opts eval;
    /* the pipeline */
    pthread_t compiler, evaluator;
    bool threads_started, quit;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    queue to_compile, to_eval;
    int pending;
    kb_err pipe_err;
    pthread_mutex_t cores;            /* held by a compile or an evaluation: they take turns */
    double compile_s, eval_s, wait_s; /* under mu */
    /* the prompt budget */
    long trimmed[KB_TRIM_N], calls_trimmed, over_budget;
    kb_cand *start[MAX_WL]; /* each workload's starting program, or NULL */
};

void kb_call_clear(kb_call *c)
{
    free(c->system);
    free(c->user);
    free(c->text);
    c->system = c->user = c->text = NULL;
}

static void push(queue *q, kb_cand *c)
{
    if (q->n == q->cap) {
        q->cap = q->cap ? 2 * q->cap : 16;
        q->v = kb_xrealloc(q->v, (size_t)q->cap * sizeof *q->v);
    }
    q->v[q->n++] = c;
}

static kb_cand *pop(queue *q) { return q->head < q->n ? q->v[q->head++] : NULL; }

static int wl_index(const kb_engine *e, const char *workload)
{
    for (int i = 0; i < e->p.n_workloads; i++)
        if (!strcmp(e->p.workloads[i], workload)) return i;
    KB_ASSERT(!"workload not in the run");
    return 0;
}

/* ---- evaluation pipeline --------------------------------------------------------------- */

/* A candidate's file, in the target's language. */
static char *source_path(const kb_engine *e, const kb_cand *c)
{
    return kb_xasprintf("%s/%.16s.%s", e->src_dir, c->hash, e->t->source_ext);
}

static int problem_of(const kb_engine *e, const char *workload, kb_problem *p, kb_err *err)
{
    return kb_problem_init(p, kb_suite_find(workload), e->p.preset, e->p.dtype, e->p.threads, err);
}

static void *compile_main(void *arg)
{
    kb_engine *e = arg;
    pthread_mutex_lock(&e->mu);
    for (;;) {
        kb_cand *c;
        while (!(c = pop(&e->to_compile)) && !e->quit) pthread_cond_wait(&e->cv, &e->mu);
        if (!c) break;
        pthread_mutex_unlock(&e->mu);
        /* Prepare ahead of the evaluator (cpu: compile, so that its own compile finds the
         * cache filled). */
        char *path = source_path(e, c);
        kb_problem p;
        kb_err err;
        if (kb_write_file(path, c->source, strlen(c->source)) == 0 && e->t->prepare &&
            problem_of(e, c->workload, &p, &err) == 0) {
            pthread_mutex_lock(&e->cores);
            double t0 = kb_now();
            e->t->prepare(&p, path);
            double dt = kb_now() - t0;
            pthread_mutex_unlock(&e->cores);
            pthread_mutex_lock(&e->mu);
            e->compile_s += dt;
            pthread_mutex_unlock(&e->mu);
        }
        free(path);
        pthread_mutex_lock(&e->mu);
        push(&e->to_eval, c);
        pthread_cond_broadcast(&e->cv);
    }
    pthread_mutex_unlock(&e->mu);
    return NULL;
}

static void outcome_of(const kb_result *r, kb_cand_outcome *o, int64_t eval_id, const char *path)
{
    memset(o, 0, sizeof *o);
    o->eval_id = eval_id;
    snprintf(o->verdict, sizeof o->verdict, "%s", kb_verdict_name(r->verdict));
    snprintf(o->detail, sizeof o->detail, "%s", r->detail);
    /* the path of the candidate's file means nothing to the model: call it kernel.c */
    kb_text_replace(o->detail, sizeof o->detail, path, "kernel.c");
    o->speedup = o->ci_lo = o->ci_hi = o->time_ms = o->lib_ms = NAN;
    for (int i = 0; i < r->n_timings; i++) {
        const kb_timing *t = &r->timings[i];
        if (!strcmp(t->who, "candidate")) o->time_ms = t->s.median * 1e3;
        if (!strcmp(t->who, "lib")) {
            o->lib_ms = t->s.median * 1e3;
            if (t->has_speedup) o->speedup = t->speedup, o->ci_lo = t->ci_lo, o->ci_hi = t->ci_hi;
        }
    }
}

static void *eval_main(void *arg)
{
    kb_engine *e = arg;
    kb_err err = {{0}};
    kb_store *st = kb_store_open(e->s.db, &err);
    pthread_mutex_lock(&e->mu);
    if (!st) e->pipe_err = err;
    for (;;) {
        kb_cand *c;
        while (!(c = pop(&e->to_eval)) && !e->quit) pthread_cond_wait(&e->cv, &e->mu);
        if (!c) break;
        pthread_mutex_unlock(&e->mu);
        char *path = source_path(e, c);
        kb_eval_opts o = e->eval;
        o.w = kb_suite_find(c->workload);
        o.candidate = path;
        kb_result r;
        pthread_mutex_lock(&e->cores);
        double t0 = kb_now();
        kb_evaluate(&o, &r);
        double dt = kb_now() - t0;
        pthread_mutex_unlock(&e->cores);
        snprintf(r.candidate, sizeof r.candidate, "agent run %lld: %s", (long long)e->s.run, c->key);
        kb_cand_outcome out;
        int64_t id = st ? kb_store_record(st, &r, e->s.machine_id, e->s.run, &err) : -1;
        outcome_of(&r, &out, id > 0 ? id : 0, path);
        kb_result_free(&r);
        free(path);
        int bad = id < 0 || kb_store_cand_set_outcome(st, e->s.run, c->key, &out, &err);
        pthread_mutex_lock(&e->mu);
        e->eval_s += dt;
        if (bad && !e->pipe_err.msg[0]) e->pipe_err = err;
        c->out = out;
        c->done = true;
        e->pending--;
        pthread_cond_broadcast(&e->cv);
    }
    pthread_mutex_unlock(&e->mu);
    kb_store_close(st);
    return NULL;
}

/* ---- the engine -------------------------------------------------------------------------- */

/* ---- the context, kept with the run ----------------------------------------------------- */

char *kb_engine_context_json(const kb_engine *e)
{
    const kb_context *c = &e->ctx;
    json_t *menu = json_array();
    for (int i = 0; i < c->n_menu; i++)
        json_array_append_new(menu, json_pack("{s:s,s:s}", "name", c->menu[i].name, "text",
                                              c->menu[i].text ? c->menu[i].text : ""));
    json_t *j = json_pack("{s:s,s:s,s:s,s:s,s:s,s:s,s:o}", "target", c->target, "hardware", c->hardware,
                          "rules", c->rules, "api", c->api, "examples", c->examples, "examples_short",
                          c->examples_short, "menu", menu);
    char *text = json_dumps(j, JSON_COMPACT);
    json_decref(j);
    return text;
}

static char *take(char **slot, const char *v)
{
    free(*slot);
    return *slot = kb_xstrdup(v);
}

/* Replace the parts of c with a stored run's. */
static int context_from_json(kb_context *c, const char *text, kb_err *err)
{
    json_error_t je;
    json_t *j = json_loads(text, 0, &je), *menu = NULL;
    const char *hw, *rules, *api, *ex;
    if (!j ||
        json_unpack_ex(j, &je, 0, "{s:s,s:s,s:s,s:s,s:o}", "hardware", &hw, "rules", &rules, "api", &api,
                       "examples", &ex, "menu", &menu) ||
        !json_is_array(menu)) {
        kb_err_set(err, "the stored context of this run cannot be read (%s): start a new run", je.text);
        json_decref(j);
        return -1;
    }
    take(&c->hardware, hw);
    take(&c->rules, rules);
    take(&c->api, api);
    take(&c->examples, ex);
    /* added with issue 28: a run stored before has none */
    const char *exs = json_string_value(json_object_get(j, "examples_short"));
    take(&c->examples_short, exs ? exs : "");
    for (int i = 0; i < c->n_menu; i++) {
        free(c->menu[i].name);
        free(c->menu[i].text);
    }
    c->n_menu = (int)json_array_size(menu);
    c->menu = kb_xrealloc(c->menu, (size_t)KB_MAX(c->n_menu, 1) * sizeof *c->menu);
    for (int i = 0; i < c->n_menu; i++) {
        json_t *m = json_array_get(menu, (size_t)i);
        const char *n = json_string_value(json_object_get(m, "name")),
                   *t = json_string_value(json_object_get(m, "text"));
        c->menu[i].name = kb_xstrdup(n ? n : "");
        c->menu[i].text = kb_xstrdup(t ? t : "");
    }
    json_decref(j);
    return 0;
}

kb_engine *kb_engine_new(const kb_engine_setup *s, kb_err *err)
{
    kb_engine *e = kb_xcalloc(1, sizeof *e);
    e->s = *s;
    e->p = *s->params;
    e->t0 = kb_now();
    if (kb_context_load(&e->ctx, e->p.target, s->machine, s->peaks, err)) {
        free(e);
        return NULL;
    }
    e->ctx_loaded = true;
    e->t = kb_target_find(e->p.target);
    KB_ASSERT(e->t);
    if (s->context && context_from_json(&e->ctx, s->context, err)) {
        kb_engine_free(e);
        return NULL;
    }
    e->call_seq = kb_store_next_seq(s->store, s->run, "llm_calls");
    e->cand_seq = kb_store_next_seq(s->store, s->run, "candidates");
    pthread_mutex_init(&e->mu, NULL);
    pthread_cond_init(&e->cv, NULL);
    pthread_mutex_init(&e->cores, NULL);
    if (s->mode == KB_ENGINE_REPLAY) {
        char *params = NULL, *seed = NULL, status[16];
        if (kb_store_agent_load(s->store, s->run, &params, &seed, status, err) == 0)
            e->original_done = !strcmp(status, "done");
        free(params);
        free(seed);
        return e;
    }
    snprintf(e->src_dir, sizeof e->src_dir, "%s/agent/run%lld", kb_cache_dir(), (long long)s->run);
    if (kb_mkdirs(e->src_dir, 0700) != 0) {
        kb_err_set(err,
                   "cannot create %s for the candidates' sources: %s (set KBENCH_CACHE to a "
                   "writable directory)",
                   e->src_dir, strerror(errno));
        kb_engine_free(e);
        return NULL;
    }
    kb_eval_opts_default(&e->eval);
    e->eval.preset = e->p.preset;
    e->eval.target = e->p.target;
    e->eval.dtype = e->p.dtype;
    e->eval.threads = e->p.threads;
    e->eval.seed_given = true;
    e->eval.seed = s->seed;
    e->eval.machine = s->machine;
    e->eval.peaks = s->peaks;
    e->eval.min_time_s = e->p.min_time_s;
    e->eval.max_time_s = KB_MAX(e->p.max_time_eval_s, e->p.min_time_s);
    if (pthread_create(&e->compiler, NULL, compile_main, e) != 0 ||
        pthread_create(&e->evaluator, NULL, eval_main, e) != 0) {
        kb_err_set(err, "cannot start the evaluation threads: %s", strerror(errno));
        kb_engine_free(e);
        return NULL;
    }
    e->threads_started = true;
    return e;
}

void kb_engine_free(kb_engine *e)
{
    if (!e) return;
    if (e->threads_started) {
        pthread_mutex_lock(&e->mu);
        e->quit = true;
        pthread_cond_broadcast(&e->cv);
        pthread_mutex_unlock(&e->mu);
        pthread_join(e->compiler, NULL);
        pthread_join(e->evaluator, NULL);
    }
    pthread_mutex_destroy(&e->mu);
    pthread_cond_destroy(&e->cv);
    pthread_mutex_destroy(&e->cores);
    for (int i = 0; i < e->n_cands; i++) {
        free(e->cands[i]->plan);
        free(e->cands[i]->source);
        free(e->cands[i]);
    }
    free(e->cands);
    free(e->to_compile.v);
    free(e->to_eval.v);
    if (e->ctx_loaded) kb_context_free(&e->ctx);
    free(e);
}

const char *kb_engine_error(const kb_engine *e) { return e->err.msg; }
const char *kb_engine_stopped(const kb_engine *e) { return e->stopped[0] ? e->stopped : NULL; }
const kb_agent_params *kb_engine_params(const kb_engine *e) { return &e->p; }
const kb_context *kb_engine_context(const kb_engine *e) { return &e->ctx; }
const kb_target *kb_engine_target(const kb_engine *e) { return e->t; }
uint64_t kb_engine_seed(const kb_engine *e) { return e->s.seed; }
int kb_engine_n_cands(const kb_engine *e) { return e->n_cands; }
kb_cand *kb_engine_cand_at(const kb_engine *e, int i) { return e->cands[i]; }

void kb_engine_usage(const kb_engine *e, long *calls, long *tokens_in, long *tokens_out, double *cost)
{
    *calls = e->calls, *tokens_in = e->tokens_in, *tokens_out = e->tokens_out, *cost = e->cost;
}

int kb_engine_allowance(kb_engine *e, const char *workload)
{
    if (e->stopped[0]) return 0;
    if (e->s.mode == KB_ENGINE_LIVE && e->p.max_time_s > 0 && kb_now() - e->t0 > e->p.max_time_s)
        snprintf(e->stopped, sizeof e->stopped, "the time budget (--max-time %g s) is spent",
                 e->p.max_time_s);
    else if (e->p.max_tokens > 0 && e->tokens_in + e->tokens_out >= e->p.max_tokens)
        snprintf(e->stopped, sizeof e->stopped, "the token budget (--max-tokens %ld) is spent",
                 e->p.max_tokens);
    else if (e->p.max_cost > 0 && e->cost >= e->p.max_cost)
        snprintf(e->stopped, sizeof e->stopped, "the cost budget (--max-cost %g USD) is spent",
                 e->p.max_cost);
    if (e->stopped[0]) return 0;
    if (e->p.max_calls <= 0) return INT_MAX;
    return (int)KB_MAX(0, e->p.max_calls - e->wl_calls[wl_index(e, workload)]);
}

static void prompt_sha(const kb_call *c, char out[65])
{
    char *t = kb_xasprintf("%s\x1e%s", c->system ? c->system : "", c->user);
    kb_sha256_hex(t, strlen(t), out);
    free(t);
}

static void count(kb_engine *e, const kb_call *c)
{
    e->calls++;
    e->wl_calls[wl_index(e, c->workload)]++;
    e->tokens_in += c->tokens_in;
    e->tokens_out += c->tokens_out;
    e->cost += c->cost;
    kb_bar_step((int)e->calls);
}

static void submit(kb_engine *e, kb_cand *c);

/* A reply arrived (or was found): its code becomes the call's candidate. */
static void take_reply(kb_engine *e, kb_call *c)
{
    if (!c->cand) return;
    c->cand->source = kb_extract_code(c->text);
    snprintf(c->cand->call_key, sizeof c->cand->call_key, "%s", c->key);
    submit(e, c->cand);
}

typedef struct live_ctx {
    kb_engine *e;
    kb_call **calls;
} live_ctx;

static void on_reply(kb_llm_request *r, void *arg)
{
    live_ctx *lc = arg;
    kb_engine *e = lc->e;
    kb_call *c = r->arg;
    if (r->status != 0) {
        if (!e->err.msg[0]) kb_err_set(&e->err, "LLM call %s failed: %s", c->key, r->err.msg);
        return;
    }
    c->text = kb_xstrdup(r->text ? r->text : "");
    c->tokens_in = r->tokens_in, c->tokens_out = r->tokens_out, c->cost = r->cost;
    char sha[65];
    prompt_sha(c, sha);
    kb_call_row row = {.key = c->key,
                       .workload = c->workload,
                       .prompt_sha = sha,
                       .system = c->system,
                       .prompt = c->user,
                       .request_body = r->request_body,
                       .response_body = r->response_body,
                       .text = c->text,
                       .finish_reason = r->finish_reason,
                       .seq = e->call_seq++,
                       .tokens_in = r->tokens_in,
                       .tokens_out = r->tokens_out,
                       .cost = r->cost,
                       .latency_s = r->latency_s,
                       .attempts = r->attempts};
    kb_err err = {{0}};
    if (kb_store_call_add(e->s.store, e->s.run, &row, &err) && !e->err.msg[0]) e->err = err;
    count(e, c);
    take_reply(e, c);
}

/* Wait until every submitted candidate has been evaluated (time counted as the cost of local). */
static void drain(kb_engine *e)
{
    double t0 = kb_now();
    pthread_mutex_lock(&e->mu);
    while (e->pending > 0) pthread_cond_wait(&e->cv, &e->mu);
    e->wait_s += kb_now() - t0;
    pthread_mutex_unlock(&e->mu);
}

void kb_engine_note_prompt(kb_engine *e, unsigned mask, bool over)
{
    for (int i = 0; i < KB_TRIM_N; i++) e->trimmed[i] += (mask >> i) & 1u;
    e->calls_trimmed += mask != 0;
    e->over_budget += over;
}

void kb_engine_stats_get(kb_engine *e, kb_engine_stats *out)
{
    memset(out, 0, sizeof *out);
    for (int i = 0; i < KB_TRIM_N; i++) out->trimmed[i] = e->trimmed[i];
    out->calls_trimmed = e->calls_trimmed, out->over_budget = e->over_budget;
    pthread_mutex_lock(&e->mu);
    out->compile_s = e->compile_s, out->eval_s = e->eval_s, out->wait_s = e->wait_s;
    pthread_mutex_unlock(&e->mu);
}

int kb_engine_complete(kb_engine *e, kb_call *calls, int n)
{
    kb_llm_request *reqs = kb_xcalloc((size_t)KB_MAX(n, 1), sizeof *reqs);
    int n_live = 0;
    for (int i = 0; i < n && !e->err.msg[0]; i++) {
        kb_call *c = &calls[i];
        char sha[65], stored_sha[65];
        prompt_sha(c, sha);
        int found = kb_store_call_find(e->s.store, e->s.run, c->key, &c->text, stored_sha, &c->tokens_in,
                                       &c->tokens_out, &c->cost, &e->err);
        if (found < 0) break;
        if (found && strcmp(sha, stored_sha) != 0) {
            kb_err_set(&e->err,
                       "run %lld diverges at %s: kbench now asks a different question than "
                       "the one stored (kbench or its context changed since the run began); resume "
                       "and replay need the same version: start a new run",
                       (long long)e->s.run, c->key);
            break;
        }
        if (found) {
            count(e, c);
            take_reply(e, c);
            continue;
        }
        if (e->s.mode == KB_ENGINE_REPLAY) {
            if (e->original_done)
                kb_err_set(&e->err,
                           "replay of run %lld: no stored reply for %s, though the run "
                           "finished: the strategy took another path (kbench changed?)",
                           (long long)e->s.run, c->key);
            else
                snprintf(e->stopped, sizeof e->stopped,
                         "the stored run ends here (%s): it was "
                         "stopped; kbench agent --resume %lld continues it",
                         c->key, (long long)e->s.run);
            break;
        }
        reqs[n_live++] =
            (kb_llm_request){.system = c->system, .user = c->user, .grammar = c->grammar, .arg = c};
    }
    if (n_live && !e->err.msg[0] && !e->stopped[0]) {
        live_ctx lc = {e, NULL};
        if (!e->p.local) {
            kb_llm_run(e->s.llm, reqs, n_live, on_reply, &lc);
        } else {
            /* the model shares the cores: send a batch of `parallel` only when the pipeline is
             * empty, so that generation and timing never overlap */
            int step = KB_MAX(1, e->p.parallel);
            for (int i = 0; i < n_live && !e->err.msg[0]; i += step) {
                drain(e);
                kb_llm_run(e->s.llm, reqs + i, KB_MIN(step, n_live - i), on_reply, &lc);
            }
        }
    }
    for (int i = 0; i < n_live; i++) kb_llm_request_clear(&reqs[i]);
    free(reqs);
    return e->err.msg[0] ? -1 : 0;
}

kb_cand *kb_engine_cand(kb_engine *e, const char *key, const char *workload, int step)
{
    kb_cand *c = kb_xcalloc(1, sizeof *c);
    snprintf(c->key, sizeof c->key, "%s", key);
    snprintf(c->workload, sizeof c->workload, "%s", workload);
    c->step = step;
    if (e->n_cands == e->cap_cands) {
        e->cap_cands = e->cap_cands ? 2 * e->cap_cands : 64;
        e->cands = kb_xrealloc(e->cands, (size_t)e->cap_cands * sizeof *e->cands);
    }
    e->cands[e->n_cands++] = c;
    return c;
}

kb_cand *kb_engine_start(kb_engine *e, const char *workload, const char *source)
{
    char key[160];
    snprintf(key, sizeof key, "%s/start", workload);
    kb_cand *c = kb_engine_cand(e, key, workload, 0);
    c->is_start = true;
    c->source = kb_xstrdup(source);
    e->start[wl_index(e, workload)] = c;
    submit(e, c);
    return c;
}

const kb_cand *kb_engine_start_of(const kb_engine *e, const char *workload)
{
    return e->start[wl_index(e, workload)];
}

static void set_outcome(kb_engine *e, kb_cand *c, const kb_cand_outcome *o)
{
    c->out = *o;
    c->done = true;
    kb_err err = {{0}};
    if (e->s.mode == KB_ENGINE_LIVE && kb_store_cand_set_outcome(e->s.store, e->s.run, c->key, o, &err) &&
        !e->err.msg[0])
        e->err = err;
}

static void submit(kb_engine *e, kb_cand *c)
{
    if (c->source) kb_sha256_hex(c->source, strlen(c->source), c->hash);
    const kb_cand *start = e->start[wl_index(e, c->workload)];
    c->unchanged = !c->is_start && start && kb_source_unchanged(start->source, c->source);
    char stored_hash[65] = "";
    kb_cand_outcome o;
    int found = kb_store_cand_find(e->s.store, e->s.run, c->key, stored_hash, &o, &e->err);
    if (found < 0) return;
    if (found && strcmp(stored_hash, c->hash) != 0) {
        kb_err_set(&e->err,
                   "run %lld diverges at candidate %s: its stored source differs from the "
                   "one extracted now (kbench changed since the run began): start a new run",
                   (long long)e->s.run, c->key);
        return;
    }
    if (found == 2) {
        c->out = o;
        c->done = true;
        return;
    }
    if (e->s.mode == KB_ENGINE_REPLAY) {
        if (e->original_done)
            kb_err_set(&e->err, "replay of run %lld: candidate %s has no stored outcome", (long long)e->s.run,
                       c->key);
        else
            snprintf(e->stopped, sizeof e->stopped,
                     "the stored run ends here (%s was not yet "
                     "evaluated): kbench agent --resume %lld continues it",
                     c->key, (long long)e->s.run);
        return;
    }
    if (!found) {
        kb_cand_row row = {.key = c->key,
                           .workload = c->workload,
                           .call_key = c->call_key,
                           .parent_key = c->parent_key[0] ? c->parent_key : NULL,
                           .plan = c->plan,
                           .menu_item = c->menu_item[0] ? c->menu_item : NULL,
                           .source_hash = c->source ? c->hash : NULL,
                           .source = c->source,
                           .seq = e->cand_seq++,
                           .calls_so_far = e->calls,
                           .step = c->step,
                           .unchanged = c->unchanged};
        if (kb_store_cand_add(e->s.store, e->s.run, &row, &e->err)) return;
    }
    if (!c->source) {
        memset(&o, 0, sizeof o);
        snprintf(o.verdict, sizeof o.verdict, "no_code");
        snprintf(o.detail, sizeof o.detail, "the reply held no fenced C code block");
        o.speedup = o.ci_lo = o.ci_hi = o.time_ms = o.lib_ms = NAN;
        set_outcome(e, c, &o);
        return;
    }
    /* the same source submitted before in this run and workload: one evaluation serves both,
     * so identical code gets identical numbers whichever reply arrived first */
    for (int i = 0; i < e->n_cands; i++) {
        kb_cand *d = e->cands[i];
        if (d == c || !d->source || !d->hash[0] || strcmp(d->hash, c->hash) ||
            strcmp(d->workload, c->workload))
            continue;
        if (!d->done && !d->queued && !d->same_as) continue; /* not submitted (yet) */
        c->same_as = d->same_as ? d->same_as : d;
        pthread_mutex_lock(&e->mu);
        bool ready = c->same_as->done;
        kb_cand_outcome same = c->same_as->out;
        pthread_mutex_unlock(&e->mu);
        if (ready) set_outcome(e, c, &same); /* else kb_engine_wait copies it */
        return;
    }
    c->queued = true;
    pthread_mutex_lock(&e->mu);
    e->pending++;
    push(&e->to_compile, c);
    pthread_cond_broadcast(&e->cv);
    pthread_mutex_unlock(&e->mu);
}

int kb_engine_wait(kb_engine *e)
{
    pthread_mutex_lock(&e->mu);
    while (e->pending > 0) pthread_cond_wait(&e->cv, &e->mu);
    if (e->pipe_err.msg[0] && !e->err.msg[0]) e->err = e->pipe_err;
    pthread_mutex_unlock(&e->mu);
    for (int i = 0; i < e->n_cands; i++) {
        kb_cand *c = e->cands[i];
        if (!c->done && c->same_as && c->same_as->done) set_outcome(e, c, &c->same_as->out);
    }
    return e->err.msg[0] ? -1 : 0;
}
