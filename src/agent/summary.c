/* summary.c: what a run achieved, in the terms of the paper (correct rate, fast_p, geomean
 * speedup over the correct), per workload, and what it cost; plus the best candidates as files. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"
#include "../targets/target.h"
#include "agent.h"
#include "prompt.h"

/* The best correct candidate of a workload the model wrote: fastest, earliest on ties; the
 * starting program is not one. */
static const kb_cand *best_of(kb_engine *e, const char *wl)
{
    const kb_cand *best = NULL;
    for (int i = 0; i < kb_engine_n_cands(e); i++) {
        const kb_cand *c = kb_engine_cand_at(e, i);
        if (strcmp(c->workload, wl) || !kb_cand_ok(c) || c->is_start) continue;
        if (!best || c->out.speedup > best->out.speedup) best = c;
    }
    return best;
}

/* A correct candidate against its workload's start: the ratio of their speedups over lib (the
 * start's time over the candidate's) and a conservative 95% interval from the two intervals
 * (each timed in its own session against lib, so not a paired estimate: `kbench eval ID CAND
 * --vs START` gives that). false when either was not timed. */
static bool vs_start(const kb_cand *c, const kb_cand *start, double *r, double *lo, double *hi)
{
    if (!start || !kb_cand_ok(c) || !kb_cand_ok(start) || !isfinite(c->out.speedup) ||
        !isfinite(start->out.speedup) || !(start->out.ci_lo > 0))
        return false;
    *r = c->out.speedup / start->out.speedup;
    *lo = c->out.ci_lo / start->out.ci_hi;
    *hi = c->out.ci_hi / start->out.ci_lo;
    return isfinite(*r) && isfinite(*lo) && isfinite(*hi);
}

/* What a workload's (or the run's) candidates came to, the start left out. */
typedef struct tally {
    int cands, ok, unchanged, changed_ok, faster_start, faster_lib, attempts, attempts_ok, repairs;
} tally;

/* Was c repaired: is there a candidate "<c's key without /fN>/f<N+1>" whose parent it is? */
static bool repaired_later(kb_engine *e, const kb_cand *c)
{
    const char *f = strstr(c->key, "/f");
    size_t base = f ? (size_t)(f - c->key) : strlen(c->key);
    for (int i = 0; i < kb_engine_n_cands(e); i++) {
        const kb_cand *d = kb_engine_cand_at(e, i);
        if (d->done && !strcmp(d->parent_key, c->key) && !strncmp(d->key, c->key, base) &&
            !strncmp(d->key + base, "/f", 2))
            return true;
    }
    return false;
}

static void count_cand(kb_engine *e, tally *t, const kb_cand *c)
{
    if (!c->done || c->is_start) return;
    const kb_cand *start = kb_engine_start_of(e, c->workload);
    double r, lo, hi;
    bool ok = kb_cand_ok(c);
    t->cands++;
    t->ok += ok;
    t->unchanged += c->unchanged;
    t->changed_ok += ok && !c->unchanged;
    t->faster_start += ok && !c->unchanged && vs_start(c, start, &r, &lo, &hi) && lo > 1;
    t->faster_lib += ok && isfinite(c->out.ci_lo) && c->out.ci_lo > 1;
    bool repair = strstr(c->key, "/f") != NULL;
    t->repairs += repair;
    /* an attempt: a reply with its repairs; correct when its last candidate is */
    if (!repaired_later(e, c)) t->attempts++, t->attempts_ok += ok;
}

static json_t *tally_json(const tally *t)
{
    return json_pack("{s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:i}", "unchanged", t->unchanged, "correct_changed",
                     t->changed_ok, "faster_than_start", t->faster_start, "faster_than_lib", t->faster_lib,
                     "attempts", t->attempts, "attempts_correct", t->attempts_ok, "repairs", t->repairs,
                     "correct", t->ok);
}

static int by_key(const void *a, const void *b)
{
    return strcmp((*(const kb_cand *const *)a)->key, (*(const kb_cand *const *)b)->key);
}

/* A digest of the run's state: every candidate (key, source, verdict) and every choice of best;
 * not the timings, which differ from one measurement to the next. */
static void state_digest(kb_engine *e, char out[65])
{
    int n = kb_engine_n_cands(e);
    const kb_cand **v = kb_xcalloc((size_t)KB_MAX(n, 1), sizeof *v);
    for (int i = 0; i < n; i++) v[i] = kb_engine_cand_at(e, i);
    qsort(v, (size_t)n, sizeof *v, by_key);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    KB_ASSERT(f);
    for (int i = 0; i < n; i++)
        if (v[i]->done) fprintf(f, "%s %s %s\n", v[i]->key, v[i]->hash, v[i]->out.verdict);
    const kb_agent_params *p = kb_engine_params(e);
    for (int w = 0; w < p->n_workloads; w++) {
        const kb_cand *b = best_of(e, p->workloads[w]);
        fprintf(f, "best %s %s\n", p->workloads[w], b ? b->key : "-");
    }
    fclose(f);
    kb_sha256_hex(buf, len, out);
    free(buf);
    free(v);
}

static json_t *real_or_null(double v) { return isfinite(v) ? json_real(v) : json_null(); }

/* A candidate's speedup over lib with its interval, and against the start where there is one. */
static json_t *cand_json(const kb_cand *c, const kb_cand *start)
{
    json_t *o = json_pack("{s:s,s:o,s:o,s:o,s:o,s:o,s:b}", "key", c->key, "speedup",
                          real_or_null(c->out.speedup), "ci_lo", real_or_null(c->out.ci_lo), "ci_hi",
                          real_or_null(c->out.ci_hi), "time_ms", real_or_null(c->out.time_ms), "lib_ms",
                          real_or_null(c->out.lib_ms), "unchanged", c->unchanged);
    double r, lo, hi;
    if (start && c != start && vs_start(c, start, &r, &lo, &hi))
        json_object_set_new(o, "vs_start", json_pack("{s:f,s:f,s:f}", "ratio", r, "lo", lo, "hi", hi));
    return o;
}

json_t *kb_agent_summary(kb_engine *e, const char *status, double wall_s)
{
    const kb_agent_params *p = kb_engine_params(e);
    static const double ps[] = {0, 1, 1.5, 2};
    int fast[4] = {0}, solved = 0;
    double log_sum = 0;
    tally all = {0};
    json_t *verdicts = json_object(), *wls = json_array();
    for (int i = 0; i < kb_engine_n_cands(e); i++) {
        const kb_cand *c = kb_engine_cand_at(e, i);
        if (!c->done || c->is_start) continue;
        count_cand(e, &all, c);
        json_t *v = json_object_get(verdicts, c->out.verdict);
        json_object_set_new(verdicts, c->out.verdict, json_integer(v ? json_integer_value(v) + 1 : 1));
    }
    for (int w = 0; w < p->n_workloads; w++) {
        const char *id = p->workloads[w];
        tally t = {0};
        for (int i = 0; i < kb_engine_n_cands(e); i++) {
            const kb_cand *c = kb_engine_cand_at(e, i);
            if (!strcmp(c->workload, id)) count_cand(e, &t, c);
        }
        const kb_cand *b = best_of(e, id), *start = kb_engine_start_of(e, id);
        json_t *o = json_pack("{s:s,s:i,s:i}", "id", id, "candidates", t.cands, "correct", t.ok);
        json_t *counts = tally_json(&t);
        json_object_update_missing(o, counts);
        json_decref(counts);
        if (b) {
            solved++;
            log_sum += log(b->out.speedup);
            for (int k = 0; k < 4; k++) fast[k] += b->out.speedup > ps[k];
            json_object_set_new(o, "best", cand_json(b, start));
        } else {
            json_object_set_new(o, "best", json_null());
        }
        json_object_set_new(o, "start",
                            start && start->done ? json_pack("{s:s,s:o}", "verdict", start->out.verdict,
                                                             "lib", cand_json(start, NULL))
                                                 : json_null());
        json_array_append_new(wls, o);
    }
    long calls, tin, tout;
    double cost;
    kb_engine_usage(e, &calls, &tin, &tout, &cost);
    char digest[65];
    state_digest(e, digest);
    double nw = KB_MAX(p->n_workloads, 1);
    json_t *fp = json_pack("{s:f,s:f,s:f,s:f}", "0", fast[0] / nw, "1", fast[1] / nw, "1.5", fast[2] / nw,
                           "2", fast[3] / nw);
    const char *stopped = kb_engine_stopped(e);
    kb_engine_stats st;
    kb_engine_stats_get(e, &st);
    /* what the prompt budget took out (null without a --context-window) */
    json_t *budget = json_null();
    if (p->context_window > 0) {
        json_t *steps = json_object();
        for (int i = 0; i < KB_TRIM_N; i++)
            if (st.trimmed[i]) json_object_set_new(steps, kb_trim_step_name(i), json_integer(st.trimmed[i]));
        budget = json_pack("{s:i,s:i,s:f,s:I,s:o,s:I}", "context_window", p->context_window, "prompt_tokens",
                           p->context_window - p->reply_tokens, "bytes_per_token", KB_PROMPT_BYTES_PER_TOKEN,
                           "calls_trimmed", (json_int_t)st.calls_trimmed, "steps", steps, "over_budget",
                           (json_int_t)st.over_budget);
    }
    /* where this invocation's time went beside the LLM: compiles and evaluations take turns, and
     * with a local model the calls wait for the evaluations (wait_for_eval_s is that cost) */
    json_t *pipeline =
        json_pack("{s:b,s:i,s:f,s:f,s:f}", "local", p->local, "parallel", p->parallel, "compile_s",
                  st.compile_s, "eval_s", st.eval_s, "wait_for_eval_s", st.wait_s);
    json_t *out = json_pack(
        "{s:s,s:s,s:s,s:s,s:s,s:s,s:o,s:i,s:i,s:o,s:i,s:o,s:o,s:o,s:o,s:I,s:I,s:I,"
        "s:f,s:o,s:s}",
        "status", status, "strategy", kb_strategy_name(p->strategy), "model", p->model, "context",
        kb_context_level_name(p->context), "target", p->target, "preset", p->preset, "stopped",
        stopped ? json_string(stopped) : json_null(), "candidates", all.cands, "correct", all.ok,
        "correct_rate", real_or_null(all.cands ? (double)all.ok / all.cands : NAN), "solved", solved,
        "fast_p", fp, "geomean_speedup", real_or_null(solved ? exp(log_sum / solved) : NAN), "verdicts",
        verdicts, "workloads", wls, "llm_calls", (json_int_t)calls, "tokens_in", (json_int_t)tin,
        "tokens_out", (json_int_t)tout, "cost_usd", cost, "wall_s", real_or_null(wall_s), "state", digest);
    json_t *more = tally_json(&all);
    json_object_update_missing(out, more);
    json_decref(more);
    json_object_set_new(out, "start", json_string(kb_start_name(p->start)));
    json_object_set_new(out, "prompt", json_string(kb_prompt_size_name(p->prompt)));
    char sampling[160];
    kb_sampling_describe(&p->sampling, sampling, sizeof sampling);
    json_object_set_new(out, "sampling", json_string(sampling));
    json_object_set_new(out, "prompt_budget", budget);
    json_object_set_new(out, "pipeline", pipeline);
    return out;
}

int kb_agent_write_best(kb_engine *e, const char *dir, kb_err *err)
{
    const kb_agent_params *p = kb_engine_params(e);
    if (kb_mkdirs(dir, 0755) != 0) {
        kb_err_set(err, "cannot create %s for the best candidates: %s (pass --out DIR)", dir,
                   strerror(errno));
        return -1;
    }
    for (int w = 0; w < p->n_workloads; w++) {
        const kb_cand *b = best_of(e, p->workloads[w]);
        if (!b) continue;
        const kb_target *t = kb_target_find(p->target);
        if (!t) t = kb_target_default();
        char *path = kb_xasprintf("%s/%s.%s", dir, p->workloads[w], t->source_ext);
        char how[64] = "verified, not timed";
        if (isfinite(b->out.speedup)) snprintf(how, sizeof how, "%.3fx the baseline", b->out.speedup);
        char *text = kb_xasprintf("%s Written by kbench agent (%s, %s, context %s, target %s): candidate "
                                  "%s, %s. %s\n%s",
                                  t->words.comment_open, kb_strategy_name(p->strategy), p->model,
                                  kb_context_level_name(p->context), p->target, b->key, how,
                                  t->words.comment_close, b->source);
        int rc = kb_write_file(path, text, strlen(text));
        if (rc) kb_err_set(err, "cannot write %s: %s", path, strerror(errno));
        free(text);
        free(path);
        if (rc) return -1;
    }
    return 0;
}
