/* agent_store.c: what `kbench agent` keeps: every LLM call (prompt, raw request and response,
 * tokens, cost) and every candidate extracted from a reply, with the evaluation it got.
 * Rows are keyed by (run, key), where a key names one step of a strategy deterministically
 * (e.g. "p08_gemm/t2/b1/p0/k1"), so that a resumed or replayed run finds its own earlier steps. */
#include "agent_store.h"

#include <math.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../core/util.h"

const char kb_store_agent_schema[] =
    "CREATE TABLE IF NOT EXISTS agent_runs ("
    "  run_id INTEGER PRIMARY KEY REFERENCES runs(id), strategy TEXT NOT NULL, model TEXT NOT NULL,"
    "  context_level TEXT NOT NULL, target TEXT NOT NULL, seed TEXT NOT NULL, workloads TEXT NOT NULL,"
    "  params TEXT NOT NULL, context TEXT, wall_s REAL, summary TEXT);"
    "CREATE TABLE IF NOT EXISTS llm_calls ("
    "  id INTEGER PRIMARY KEY, run_id INTEGER NOT NULL REFERENCES runs(id), key TEXT NOT NULL,"
    "  workload TEXT NOT NULL, seq INTEGER NOT NULL, prompt_sha TEXT NOT NULL, system TEXT, prompt TEXT,"
    "  request_body TEXT, response_body TEXT, text TEXT, tokens_in INTEGER, tokens_out INTEGER,"
    "  cost REAL, latency_s REAL, attempts INTEGER, finish_reason TEXT, created_at TEXT NOT NULL,"
    "  UNIQUE (run_id, key));"
    "CREATE TABLE IF NOT EXISTS candidates ("
    "  id INTEGER PRIMARY KEY, run_id INTEGER NOT NULL REFERENCES runs(id), key TEXT NOT NULL,"
    "  workload TEXT NOT NULL, seq INTEGER NOT NULL, calls_so_far INTEGER NOT NULL, step INTEGER,"
    "  call_key TEXT, parent_key TEXT, plan TEXT, menu_item TEXT, source_hash TEXT, source TEXT,"
    "  eval_id INTEGER REFERENCES evaluations(id), verdict TEXT, detail TEXT, speedup REAL,"
    "  ci_lo REAL, ci_hi REAL, time_ms REAL, lib_ms REAL, created_at TEXT NOT NULL, unchanged INTEGER,"
    "  UNIQUE (run_id, key));";

static void bind_text(sqlite3_stmt *st, int i, const char *v)
{
    if (v)
        sqlite3_bind_text(st, i, v, -1, SQLITE_STATIC);
    else
        sqlite3_bind_null(st, i);
}

static void bind_real(sqlite3_stmt *st, int i, double v)
{
    if (isfinite(v))
        sqlite3_bind_double(st, i, v);
    else
        sqlite3_bind_null(st, i);
}

static double col_real(sqlite3_stmt *st, int i)
{
    return sqlite3_column_type(st, i) == SQLITE_NULL ? NAN : sqlite3_column_double(st, i);
}

static char *col_dup(sqlite3_stmt *st, int i)
{
    const unsigned char *t = sqlite3_column_text(st, i);
    return t ? kb_xstrdup((const char *)t) : NULL;
}

/* One statement: prepare, let bind fill it, step once. 0 or -1 with err. */
static int exec1(kb_store *s, const char *sql, void (*bind)(sqlite3_stmt *, const void *), const void *arg,
                 const char *what, kb_err *err)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(kb_store_db(s), sql, -1, &st, NULL) != SQLITE_OK)
        return kb_store_fail(s, err, what);
    bind(st, arg);
    int rc = sqlite3_step(st);
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? 0 : kb_store_fail(s, err, what);
}

typedef struct {
    int64_t run;
    const kb_agent_run_row *r;
} begin_arg;

static void bind_begin(sqlite3_stmt *st, const void *a)
{
    const begin_arg *b = a;
    sqlite3_bind_int64(st, 1, b->run);
    const char *v[] = {b->r->strategy, b->r->model,     b->r->context, b->r->target,
                       b->r->seed,     b->r->workloads, b->r->params};
    for (int i = 0; i < 7; i++) bind_text(st, 2 + i, v[i]);
}

int64_t kb_store_agent_begin(kb_store *s, const kb_agent_run_row *r, kb_err *err)
{
    sqlite3 *db = kb_store_db(s);
    if (sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
        return kb_store_fail(s, err, "start an agent run");
    int64_t run = kb_store_run_begin(s, "agent", r->preset, r->dtype, r->threads, r->command, err);
    begin_arg b = {run, r};
    if (run < 0 ||
        exec1(s,
              "INSERT INTO agent_runs (run_id, strategy, model, context_level, target, seed, workloads,"
              " params) VALUES (?,?,?,?,?,?,?,?)",
              bind_begin, &b, "start an agent run", err) ||
        sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
        if (run >= 0 && !err->msg[0]) kb_store_fail(s, err, "start an agent run");
        sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
        return -1;
    }
    return run;
}

int kb_store_agent_load(kb_store *s, int64_t run, char **params, char **seed, char status[16], kb_err *err)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(kb_store_db(s),
                           "SELECT a.params, a.seed, r.status FROM agent_runs a"
                           " JOIN runs r ON r.id = a.run_id WHERE a.run_id = ?",
                           -1, &st, NULL) != SQLITE_OK)
        return kb_store_fail(s, err, "read the agent run");
    sqlite3_bind_int64(st, 1, run);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) {
        *params = col_dup(st, 0);
        *seed = col_dup(st, 1);
        const unsigned char *t = sqlite3_column_text(st, 2);
        snprintf(status, 16, "%s", t ? (const char *)t : "");
    }
    sqlite3_finalize(st);
    if (rc == SQLITE_ROW) return 0;
    if (rc == SQLITE_DONE)
        kb_err_set(err,
                   "the results store has no agent run %lld (pass --db if it is in another "
                   "store)",
                   (long long)run);
    else
        kb_store_fail(s, err, "read the agent run");
    return -1;
}

typedef struct {
    int64_t run;
    double wall_s;
    const char *summary;
} finish_arg;

static void bind_finish(sqlite3_stmt *st, const void *a)
{
    const finish_arg *f = a;
    sqlite3_bind_double(st, 1, f->wall_s);
    bind_text(st, 2, f->summary);
    sqlite3_bind_int64(st, 3, f->run);
}

int kb_store_agent_finish(kb_store *s, int64_t run, const char *status, double wall_s, const char *summary,
                          kb_err *err)
{
    finish_arg f = {run, wall_s, summary};
    if (exec1(s, "UPDATE agent_runs SET wall_s = ?, summary = ? WHERE run_id = ?", bind_finish, &f,
              "finish the agent run", err))
        return -1;
    return kb_store_run_end(s, run, status, err);
}

static char *agent_text(kb_store *s, int64_t run, const char *column)
{
    sqlite3_stmt *st;
    char *q = sqlite3_mprintf("SELECT %s FROM agent_runs WHERE run_id = ?", column);
    int rc = sqlite3_prepare_v2(kb_store_db(s), q, -1, &st, NULL);
    sqlite3_free(q);
    if (rc != SQLITE_OK) return NULL;
    sqlite3_bind_int64(st, 1, run);
    char *out = sqlite3_step(st) == SQLITE_ROW ? col_dup(st, 0) : NULL;
    sqlite3_finalize(st);
    return out;
}

char *kb_store_agent_summary(kb_store *s, int64_t run) { return agent_text(s, run, "summary"); }
char *kb_store_agent_context(kb_store *s, int64_t run) { return agent_text(s, run, "context"); }

typedef struct {
    int64_t run;
    const char *text;
} hw_arg;

static void bind_hw(sqlite3_stmt *st, const void *a)
{
    const hw_arg *h = a;
    bind_text(st, 1, h->text);
    sqlite3_bind_int64(st, 2, h->run);
}

int kb_store_agent_set_context(kb_store *s, int64_t run, const char *text, kb_err *err)
{
    hw_arg h = {run, text};
    return exec1(s, "UPDATE agent_runs SET context = ? WHERE run_id = ?", bind_hw, &h,
                 "record the run's context", err);
}

int kb_store_call_find(kb_store *s, int64_t run, const char *key, char **text, char prompt_sha[65],
                       long *tokens_in, long *tokens_out, double *cost, kb_err *err)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(kb_store_db(s),
                           "SELECT text, prompt_sha, tokens_in, tokens_out, cost FROM"
                           " llm_calls WHERE run_id = ? AND key = ?",
                           -1, &st, NULL) != SQLITE_OK)
        return kb_store_fail(s, err, "read a stored LLM call");
    sqlite3_bind_int64(st, 1, run);
    sqlite3_bind_text(st, 2, key, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st), found = 0;
    if (rc == SQLITE_ROW) {
        *text = col_dup(st, 0);
        if (!*text) *text = kb_xstrdup("");
        const unsigned char *sha = sqlite3_column_text(st, 1);
        snprintf(prompt_sha, 65, "%s", sha ? (const char *)sha : "");
        *tokens_in = sqlite3_column_int64(st, 2);
        *tokens_out = sqlite3_column_int64(st, 3);
        *cost = sqlite3_column_double(st, 4);
        found = 1;
    } else if (rc != SQLITE_DONE) {
        found = kb_store_fail(s, err, "read a stored LLM call");
    }
    sqlite3_finalize(st);
    return found;
}

typedef struct {
    int64_t run;
    const kb_call_row *c;
    const char *now;
} call_arg;

static void bind_call(sqlite3_stmt *st, const void *a)
{
    const call_arg *ca = a;
    const kb_call_row *c = ca->c;
    int i = 1;
    sqlite3_bind_int64(st, i++, ca->run);
    const char *t1[] = {c->key, c->workload};
    for (int k = 0; k < 2; k++) bind_text(st, i++, t1[k]);
    sqlite3_bind_int64(st, i++, c->seq);
    const char *t2[] = {c->prompt_sha, c->system, c->prompt, c->request_body, c->response_body, c->text};
    for (int k = 0; k < 6; k++) bind_text(st, i++, t2[k]);
    sqlite3_bind_int64(st, i++, c->tokens_in);
    sqlite3_bind_int64(st, i++, c->tokens_out);
    sqlite3_bind_double(st, i++, c->cost);
    sqlite3_bind_double(st, i++, c->latency_s);
    sqlite3_bind_int(st, i++, c->attempts);
    bind_text(st, i++, c->finish_reason);
    bind_text(st, i++, ca->now);
}

int kb_store_call_add(kb_store *s, int64_t run, const kb_call_row *c, kb_err *err)
{
    char now[32];
    kb_store_utc_now(now);
    call_arg a = {run, c, now};
    return exec1(s,
                 "INSERT INTO llm_calls (run_id, key, workload, seq, prompt_sha, system, prompt,"
                 " request_body, response_body, text, tokens_in, tokens_out, cost, latency_s,"
                 " attempts, finish_reason, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                 bind_call, &a, "record an LLM call", err);
}

long kb_store_next_seq(kb_store *s, int64_t run, const char *table)
{
    char *q = sqlite3_mprintf("SELECT COALESCE(MAX(seq) + 1, 0) FROM %s WHERE run_id = ?", table);
    sqlite3_stmt *st;
    long n = 0;
    if (sqlite3_prepare_v2(kb_store_db(s), q, -1, &st, NULL) == SQLITE_OK) {
        sqlite3_bind_int64(st, 1, run);
        if (sqlite3_step(st) == SQLITE_ROW) n = (long)sqlite3_column_int64(st, 0);
        sqlite3_finalize(st);
    }
    sqlite3_free(q);
    return n;
}

int kb_store_cand_find(kb_store *s, int64_t run, const char *key, char hash[65], kb_cand_outcome *o,
                       kb_err *err)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(kb_store_db(s),
                           "SELECT source_hash, verdict, detail, eval_id, speedup, ci_lo,"
                           " ci_hi, time_ms, lib_ms FROM candidates WHERE run_id = ? AND key = ?",
                           -1, &st, NULL) != SQLITE_OK)
        return kb_store_fail(s, err, "read a stored candidate");
    sqlite3_bind_int64(st, 1, run);
    sqlite3_bind_text(st, 2, key, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st), found = 0;
    if (rc == SQLITE_ROW) {
        const unsigned char *h = sqlite3_column_text(st, 0), *v = sqlite3_column_text(st, 1);
        const unsigned char *d = sqlite3_column_text(st, 2);
        snprintf(hash, 65, "%s", h ? (const char *)h : "");
        found = v ? 2 : 1;
        memset(o, 0, sizeof *o);
        snprintf(o->verdict, sizeof o->verdict, "%s", v ? (const char *)v : "");
        snprintf(o->detail, sizeof o->detail, "%s", d ? (const char *)d : "");
        o->eval_id = sqlite3_column_int64(st, 3);
        o->speedup = col_real(st, 4);
        o->ci_lo = col_real(st, 5);
        o->ci_hi = col_real(st, 6);
        o->time_ms = col_real(st, 7);
        o->lib_ms = col_real(st, 8);
    } else if (rc != SQLITE_DONE) {
        found = kb_store_fail(s, err, "read a stored candidate");
    }
    sqlite3_finalize(st);
    return found;
}

typedef struct {
    int64_t run;
    const kb_cand_row *c;
    const char *now;
} cand_arg;

static void bind_cand(sqlite3_stmt *st, const void *a)
{
    const cand_arg *ca = a;
    const kb_cand_row *c = ca->c;
    int i = 1;
    sqlite3_bind_int64(st, i++, ca->run);
    bind_text(st, i++, c->key);
    bind_text(st, i++, c->workload);
    sqlite3_bind_int64(st, i++, c->seq);
    sqlite3_bind_int64(st, i++, c->calls_so_far);
    sqlite3_bind_int(st, i++, c->step);
    const char *t[] = {c->call_key, c->parent_key, c->plan, c->menu_item, c->source_hash, c->source};
    for (int k = 0; k < 6; k++) bind_text(st, i++, t[k]);
    bind_text(st, i++, ca->now);
    sqlite3_bind_int(st, i++, c->unchanged);
}

int kb_store_cand_add(kb_store *s, int64_t run, const kb_cand_row *c, kb_err *err)
{
    char now[32];
    kb_store_utc_now(now);
    cand_arg a = {run, c, now};
    return exec1(s,
                 "INSERT INTO candidates (run_id, key, workload, seq, calls_so_far, step, call_key,"
                 " parent_key, plan, menu_item, source_hash, source, created_at, unchanged)"
                 " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                 bind_cand, &a, "record a candidate", err);
}

typedef struct {
    int64_t run;
    const char *key;
    const kb_cand_outcome *o;
} outcome_arg;

static void bind_outcome(sqlite3_stmt *st, const void *a)
{
    const outcome_arg *oa = a;
    const kb_cand_outcome *o = oa->o;
    if (o->eval_id > 0)
        sqlite3_bind_int64(st, 1, o->eval_id);
    else
        sqlite3_bind_null(st, 1);
    bind_text(st, 2, o->verdict);
    bind_text(st, 3, o->detail);
    double v[] = {o->speedup, o->ci_lo, o->ci_hi, o->time_ms, o->lib_ms};
    for (int k = 0; k < 5; k++) bind_real(st, 4 + k, v[k]);
    sqlite3_bind_int64(st, 9, oa->run);
    sqlite3_bind_text(st, 10, oa->key, -1, SQLITE_STATIC);
}

int kb_store_cand_set_outcome(kb_store *s, int64_t run, const char *key, const kb_cand_outcome *o,
                              kb_err *err)
{
    outcome_arg a = {run, key, o};
    return exec1(s,
                 "UPDATE candidates SET eval_id = ?, verdict = ?, detail = ?, speedup = ?, ci_lo = ?,"
                 " ci_hi = ?, time_ms = ?, lib_ms = ? WHERE run_id = ? AND key = ?",
                 bind_outcome, &a, "record a candidate's evaluation", err);
}
