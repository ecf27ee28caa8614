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

/* The best correct candidate of a workload: fastest, earliest on ties. */
static const kb_cand *best_of(kb_engine *e, const char *wl)
{
    const kb_cand *best = NULL;
    for (int i = 0; i < kb_engine_n_cands(e); i++) {
        const kb_cand *c = kb_engine_cand_at(e, i);
        if (strcmp(c->workload, wl) || !kb_cand_ok(c)) continue;
        if (!best || c->out.speedup > best->out.speedup) best = c;
    }
    return best;
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

json_t *kb_agent_summary(kb_engine *e, const char *status, double wall_s)
{
    const kb_agent_params *p = kb_engine_params(e);
    static const double ps[] = {0, 1, 1.5, 2};
    int fast[4] = {0}, n_cands = 0, n_ok = 0, solved = 0;
    double log_sum = 0;
    json_t *verdicts = json_object(), *wls = json_array();
    for (int i = 0; i < kb_engine_n_cands(e); i++) {
        const kb_cand *c = kb_engine_cand_at(e, i);
        if (!c->done) continue;
        n_cands++;
        n_ok += kb_cand_ok(c);
        json_t *v = json_object_get(verdicts, c->out.verdict);
        json_object_set_new(verdicts, c->out.verdict, json_integer(v ? json_integer_value(v) + 1 : 1));
    }
    for (int w = 0; w < p->n_workloads; w++) {
        const char *id = p->workloads[w];
        int nc = 0, nok = 0;
        for (int i = 0; i < kb_engine_n_cands(e); i++) {
            const kb_cand *c = kb_engine_cand_at(e, i);
            if (strcmp(c->workload, id) || !c->done) continue;
            nc++;
            nok += kb_cand_ok(c);
        }
        const kb_cand *b = best_of(e, id);
        json_t *o = json_pack("{s:s,s:i,s:i}", "id", id, "candidates", nc, "correct", nok);
        if (b) {
            solved++;
            log_sum += log(b->out.speedup);
            for (int k = 0; k < 4; k++) fast[k] += b->out.speedup > ps[k];
            json_object_set_new(
                o, "best",
                json_pack("{s:s,s:o,s:o,s:o,s:o,s:o}", "key", b->key, "speedup", real_or_null(b->out.speedup),
                          "ci_lo", real_or_null(b->out.ci_lo), "ci_hi", real_or_null(b->out.ci_hi), "time_ms",
                          real_or_null(b->out.time_ms), "lib_ms", real_or_null(b->out.lib_ms)));
        } else {
            json_object_set_new(o, "best", json_null());
        }
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
        stopped ? json_string(stopped) : json_null(), "candidates", n_cands, "correct", n_ok, "correct_rate",
        real_or_null(n_cands ? (double)n_ok / n_cands : NAN), "solved", solved, "fast_p", fp,
        "geomean_speedup", real_or_null(solved ? exp(log_sum / solved) : NAN), "verdicts", verdicts,
        "workloads", wls, "llm_calls", (json_int_t)calls, "tokens_in", (json_int_t)tin, "tokens_out",
        (json_int_t)tout, "cost_usd", cost, "wall_s", real_or_null(wall_s), "state", digest);
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
