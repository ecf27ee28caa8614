/* merge.c: run identity and merging shard stores (see store.h). A sharded run's tasks each
 * write their own store; `kbench merge` copies their rows into one. Rows are copied with the
 * columns both stores have (other modules add columns over time), ids shifted past the merged
 * store's own, machine rows kept (deduplicated by content). What is merged is recorded per shard
 * attempt (a random id drawn by the task), which makes merging the same shard twice a no-op.
 * Only completed attempts are merged: a killed task's workload may be half timed, and a re-run
 * of that task is a new attempt that replaces it. */
#include "store.h"

#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../core/util.h"

const char kb_store_shard_schema[] =
    "CREATE TABLE IF NOT EXISTS run_shards ("
    "  run_id INTEGER PRIMARY KEY REFERENCES runs(id), run_key TEXT NOT NULL, attempt TEXT NOT NULL UNIQUE,"
    "  shard_i INTEGER NOT NULL, shard_n INTEGER NOT NULL, kind TEXT NOT NULL, preset TEXT, dtype TEXT,"
    "  threads INTEGER, seed TEXT, version TEXT, binary TEXT, machine TEXT, workloads TEXT);"
    /* in a merged store: each shard attempt merged into it, and the run it went into */
    "CREATE TABLE IF NOT EXISTS merged_shards ("
    "  attempt TEXT PRIMARY KEY, run_key TEXT NOT NULL, shard_i INTEGER NOT NULL, shard_n INTEGER NOT NULL,"
    "  kind TEXT, preset TEXT, dtype TEXT, threads INTEGER, seed TEXT, version TEXT, binary TEXT,"
    "  machine TEXT, workloads TEXT, run_id INTEGER NOT NULL REFERENCES runs(id), source TEXT,"
    "  finished_at TEXT, merged_at TEXT NOT NULL, UNIQUE (run_key, shard_i));";

int kb_store_run_identity(kb_store *s, int64_t run_id, const kb_run_identity *id, kb_err *err)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(
            kb_store_db(s),
            "INSERT INTO run_shards (run_id, run_key, attempt, shard_i, shard_n, kind, preset, dtype,"
            " threads, seed, version, binary, machine, workloads) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            -1, &st, NULL) != SQLITE_OK)
        return kb_store_fail(s, err, "record the run's identity");
    sqlite3_bind_int64(st, 1, run_id);
    const char *t1[] = {id->run_key, id->attempt};
    for (int k = 0; k < 2; k++) sqlite3_bind_text(st, 2 + k, t1[k], -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 4, id->shard_i);
    sqlite3_bind_int(st, 5, id->shard_n);
    const char *t2[] = {id->kind, id->preset, id->dtype};
    for (int k = 0; k < 3; k++) sqlite3_bind_text(st, 6 + k, t2[k], -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 9, id->threads);
    const char *t3[] = {id->seed, id->version, id->binary, id->machine, id->workloads};
    for (int k = 0; k < 5; k++) sqlite3_bind_text(st, 10 + k, t3[k], -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? 0 : kb_store_fail(s, err, "record the run's identity");
}

/* ---- reading shards ---------------------------------------------------------------------- */

/* The fields that must agree across the shards of one merge, as run_shards names them, and as
 * a message names them. */
static const struct {
    const char *col, *what;
} fields[] = {
    {"run_key", "run id"},         {"kind", "kind (run or agent)"},
    {"preset", "preset"},          {"dtype", "dtype"},
    {"threads", "threads"},        {"seed", "run seed"},
    {"version", "kbench version"}, {"binary", "kbench binary (SHA-256)"},
    {"machine", "machine kind"},   {"shard_n", "shard count"},
};
#define N_FIELDS ((int)KB_ARRAY_LEN(fields))

typedef struct attempt {
    char f[N_FIELDS][256];
    char id[48], status[32], finished_at[32];
    char *workloads;
    const char *path;
    int shard_i, shard_n;
    int64_t run_id;        /* in the shard's own store */
    bool complete, merged; /* merged: already in the merged store */
    int take;              /* 1: merge it now */
} attempt;

static void col_copy(sqlite3_stmt *st, int c, char *dst, size_t cap)
{
    const unsigned char *t = sqlite3_column_text(st, c);
    snprintf(dst, cap, "%s", t ? (const char *)t : "");
}

/* The select list that reads an attempt (from run_shards joined to runs, or merged_shards). */
static char *fields_sql(const char *alias)
{
    sqlite3_str *q = sqlite3_str_new(NULL);
    for (int k = 0; k < N_FIELDS; k++)
        sqlite3_str_appendf(q, "%sCAST(%s.%s AS TEXT)", k ? ", " : "", alias, fields[k].col);
    sqlite3_str_appendf(q, ", %s.attempt, %s.shard_i, %s.shard_n, %s.workloads", alias, alias, alias, alias);
    return sqlite3_str_finish(q);
}

static void read_attempt(sqlite3_stmt *st, attempt *a)
{
    memset(a, 0, sizeof *a);
    for (int k = 0; k < N_FIELDS; k++) col_copy(st, k, a->f[k], sizeof a->f[k]);
    col_copy(st, N_FIELDS, a->id, sizeof a->id);
    a->shard_i = sqlite3_column_int(st, N_FIELDS + 1);
    a->shard_n = sqlite3_column_int(st, N_FIELDS + 2);
    const unsigned char *w = sqlite3_column_text(st, N_FIELDS + 3);
    a->workloads = kb_xstrdup(w ? (const char *)w : "");
}

typedef struct list {
    attempt *a;
    int n, cap;
} list;

static attempt *list_add(list *l)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 16;
        l->a = kb_xrealloc(l->a, (size_t)l->cap * sizeof *l->a);
    }
    return &l->a[l->n++];
}

static void list_free(list *l)
{
    for (int k = 0; k < l->n; k++) free(l->a[k].workloads);
    free(l->a);
}

static int sql_exec(sqlite3 *db, const char *sql)
{
    return sqlite3_exec(db, sql, NULL, NULL, NULL) == SQLITE_OK ? 0 : -1;
}

static int attach(sqlite3 *db, const char *path)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, "ATTACH DATABASE ? AS s", -1, &st, NULL) != SQLITE_OK) return -1;
    sqlite3_bind_text(st, 1, path, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? 0 : -1;
}

static bool has_table(sqlite3 *db, const char *schema, const char *table)
{
    char *q =
        sqlite3_mprintf("SELECT 1 FROM %s.sqlite_master WHERE type = 'table' AND name = %Q", schema, table);
    sqlite3_stmt *st;
    bool has = sqlite3_prepare_v2(db, q, -1, &st, NULL) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW;
    sqlite3_finalize(st);
    sqlite3_free(q);
    return has;
}

/* The attempts recorded in the shard store at path (attached as s). 0, 1 when the file is not a
 * shard store (logged), -1 on a database error. */
static int read_shard(sqlite3 *db, const char *path, list *l, FILE *log)
{
    struct stat sb;
    if (stat(path, &sb) != 0 || !S_ISREG(sb.st_mode)) {
        fprintf(log, "kbench merge: %s: no such shard store (its task never started, or another path)\n",
                path);
        return 1;
    }
    const char *main_path = sqlite3_db_filename(db, "main");
    struct stat mb;
    if (main_path && stat(main_path, &mb) == 0 && mb.st_dev == sb.st_dev && mb.st_ino == sb.st_ino) {
        fprintf(log, "kbench merge: %s is the merged store itself, not a shard; skipped\n", path);
        return 1;
    }
    if (attach(db, path)) {
        fprintf(log, "kbench merge: %s: cannot read it: %s\n", path, sqlite3_errmsg(db));
        return 1;
    }
    int rc = 0;
    if (!has_table(db, "s", "run_shards") || !has_table(db, "s", "runs")) {
        fprintf(log,
                "kbench merge: %s is not a kbench store with a run identity (written by "
                "kbench run or agent, of this version or later)\n",
                path);
        rc = 1;
    } else {
        char *sel = fields_sql("r");
        char *q = sqlite3_mprintf("SELECT %s, u.status, u.finished_at, r.run_id FROM s.run_shards r"
                                  " JOIN s.runs u ON u.id = r.run_id ORDER BY r.run_id",
                                  sel);
        sqlite3_free(sel);
        sqlite3_stmt *st;
        int n0 = l->n;
        if (sqlite3_prepare_v2(db, q, -1, &st, NULL) != SQLITE_OK)
            rc = -1;
        else {
            while (sqlite3_step(st) == SQLITE_ROW) {
                attempt *a = list_add(l);
                read_attempt(st, a);
                col_copy(st, N_FIELDS + 4, a->status, sizeof a->status);
                col_copy(st, N_FIELDS + 5, a->finished_at, sizeof a->finished_at);
                a->run_id = sqlite3_column_int64(st, N_FIELDS + 6);
                /* an agent run that a budget stopped is finished too */
                a->complete = !strcmp(a->status, "done") || !strcmp(a->status, "stopped");
                a->path = path;
            }
            sqlite3_finalize(st);
        }
        sqlite3_free(q);
        if (rc == 0 && l->n == n0) {
            fprintf(log, "kbench merge: %s holds no run yet (its task was stopped before it began)\n", path);
            rc = 1;
        }
    }
    sql_exec(db, "DETACH DATABASE s");
    return rc;
}

/* ---- copying rows ------------------------------------------------------------------------ */

typedef struct {
    const char *col, *expr; /* expr NULL: leave the column out (the merged store numbers it) */
} remap;

/* Parameters every copy statement may use: ?1 the merged run, ?2 the evaluation id offset,
 * ?3 the shard's run, ?4 and ?5 the candidate and LLM call id offsets. */
typedef struct {
    int64_t v[5];
} params;

static int bind_all(sqlite3_stmt *st, const params *p)
{
    int n = sqlite3_bind_parameter_count(st);
    for (int k = 1; k <= n && k <= 5; k++) sqlite3_bind_int64(st, k, p->v[k - 1]);
    return 0;
}

static bool in_table(sqlite3 *db, const char *schema, const char *table, const char *col)
{
    char *q = sqlite3_mprintf("SELECT 1 FROM pragma_table_info(%Q, %Q) WHERE name = %Q", table, schema, col);
    sqlite3_stmt *st;
    bool has = sqlite3_prepare_v2(db, q, -1, &st, NULL) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW;
    sqlite3_finalize(st);
    sqlite3_free(q);
    return has;
}

/* INSERT INTO main.t the rows of s.t (as x) that match where: the merged store's columns that
 * the shard has too, or their remapped values. Returns rows copied, or -1. */
static int copy_rows(sqlite3 *db, const char *t, const remap *rm, int n_rm, const char *where,
                     const params *p, bool or_ignore)
{
    if (!has_table(db, "s", t)) return 0;
    char *q = sqlite3_mprintf("SELECT name FROM pragma_table_info(%Q, 'main') ORDER BY cid", t);
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, q, -1, &st, NULL) != SQLITE_OK) {
        sqlite3_free(q);
        return -1;
    }
    sqlite3_free(q);
    sqlite3_str *cols = sqlite3_str_new(db), *vals = sqlite3_str_new(db);
    int n = 0;
    while (sqlite3_step(st) == SQLITE_ROW) {
        const char *c = (const char *)sqlite3_column_text(st, 0);
        const char *expr = NULL;
        bool mapped = false;
        for (int k = 0; k < n_rm; k++)
            if (!strcmp(rm[k].col, c)) mapped = true, expr = rm[k].expr;
        if (mapped && !expr) continue;
        if (!mapped && !in_table(db, "s", t, c)) continue;
        sqlite3_str_appendf(cols, "%s\"%w\"", n ? ", " : "", c);
        if (mapped)
            sqlite3_str_appendf(vals, "%s%s", n ? ", " : "", expr);
        else
            sqlite3_str_appendf(vals, "%sx.\"%w\"", n ? ", " : "", c);
        n++;
    }
    sqlite3_finalize(st);
    char *c = sqlite3_str_finish(cols), *v = sqlite3_str_finish(vals);
    q = sqlite3_mprintf(
        "INSERT %s INTO main.\"%w\" (%s) SELECT %s FROM s.\"%w\" AS x WHERE %s ORDER BY x.rowid",
        or_ignore ? "OR IGNORE" : "", t, c, v, t, where);
    sqlite3_free(c);
    sqlite3_free(v);
    int rc = sqlite3_prepare_v2(db, q, -1, &st, NULL);
    sqlite3_free(q);
    if (rc != SQLITE_OK) return -1;
    bind_all(st, p);
    rc = sqlite3_step(st);
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? sqlite3_changes(db) : -1;
}

static int64_t query_int(sqlite3 *db, const char *sql, const params *p)
{
    sqlite3_stmt *st;
    int64_t v = -1;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) return -1;
    bind_all(st, p);
    if (sqlite3_step(st) == SQLITE_ROW) v = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    return v;
}

/* Map the shard's machine rows that its evaluations use to rows of the merged store: an
 * identical row (every column but the id) if there is one, else a copy. */
static int map_machines(sqlite3 *db, const params *p)
{
    if (sql_exec(db, "CREATE TEMP TABLE IF NOT EXISTS kb_map_machine (old INTEGER PRIMARY KEY, new INTEGER);"
                     "DELETE FROM temp.kb_map_machine"))
        return -1;
    sqlite3_str *same = sqlite3_str_new(db);
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, "SELECT name FROM pragma_table_info('machines', 'main') WHERE name <> 'id'",
                           -1, &st, NULL) != SQLITE_OK)
        return -1;
    while (sqlite3_step(st) == SQLITE_ROW) {
        const char *c = (const char *)sqlite3_column_text(st, 0);
        if (in_table(db, "s", "machines", c)) sqlite3_str_appendf(same, " AND m.\"%w\" IS x.\"%w\"", c, c);
    }
    sqlite3_finalize(st);
    char *cond = sqlite3_str_finish(same);
    char *find = sqlite3_mprintf("SELECT m.id FROM main.machines m, s.machines x WHERE x.id = ?1%s"
                                 " ORDER BY m.id LIMIT 1",
                                 cond ? cond : "");
    sqlite3_free(cond);
    int rc = 0;
    if (sqlite3_prepare_v2(db,
                           "SELECT DISTINCT machine_id FROM s.evaluations WHERE machine_id IS NOT NULL AND"
                           " (run_id = ?3 OR id IN (SELECT eval_id FROM s.candidates WHERE run_id = ?3))",
                           -1, &st, NULL) != SQLITE_OK) {
        sqlite3_free(find);
        return -1;
    }
    bind_all(st, p);
    while (rc == 0 && sqlite3_step(st) == SQLITE_ROW) {
        params q = {{sqlite3_column_int64(st, 0)}};
        int64_t id = query_int(db, find, &q);
        if (id <= 0) {
            remap rm[] = {{"id", NULL}};
            if (copy_rows(db, "machines", rm, 1, "x.id = ?1", &q, false) != 1) rc = -1;
            id = sqlite3_last_insert_rowid(db);
        }
        char *ins = sqlite3_mprintf("INSERT INTO temp.kb_map_machine VALUES (%lld, %lld)", (long long)q.v[0],
                                    (long long)id);
        if (rc == 0 && sql_exec(db, ins)) rc = -1;
        sqlite3_free(ins);
    }
    sqlite3_finalize(st);
    sqlite3_free(find);
    return rc;
}

/* The merged store's run for a run key: the one its earlier shards went to, else a new one
 * made from this shard's run row (status incomplete until every shard is in). */
static int64_t merged_run(sqlite3 *db, const attempt *a, params *p)
{
    sqlite3_stmt *st;
    int64_t id = 0;
    if (sqlite3_prepare_v2(db, "SELECT run_id FROM main.merged_shards WHERE run_key = ? LIMIT 1", -1, &st,
                           NULL) != SQLITE_OK)
        return -1;
    sqlite3_bind_text(st, 1, a->f[0], -1, SQLITE_STATIC);
    if (sqlite3_step(st) == SQLITE_ROW) id = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    if (id > 0) return id;
    remap rm[] = {{"id", NULL}, {"status", "'incomplete'"}, {"finished_at", "NULL"}};
    if (copy_rows(db, "runs", rm, 3, "x.id = ?3", p, false) != 1) return -1;
    return sqlite3_last_insert_rowid(db);
}

static int record_merged(sqlite3 *db, const attempt *a, int64_t run)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db,
                           "INSERT INTO main.merged_shards (run_key, kind, preset, dtype, threads, seed,"
                           " version, binary, machine, shard_n, attempt, shard_i, workloads, run_id, source,"
                           " finished_at, merged_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                           -1, &st, NULL) != SQLITE_OK)
        return -1;
    for (int k = 0; k < N_FIELDS; k++) sqlite3_bind_text(st, k + 1, a->f[k], -1, SQLITE_STATIC);
    sqlite3_bind_text(st, N_FIELDS + 1, a->id, -1, SQLITE_STATIC);
    sqlite3_bind_int(st, N_FIELDS + 2, a->shard_i);
    sqlite3_bind_text(st, N_FIELDS + 3, a->workloads, -1, SQLITE_STATIC);
    sqlite3_bind_int64(st, N_FIELDS + 4, run);
    sqlite3_bind_text(st, N_FIELDS + 5, a->path, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, N_FIELDS + 6, a->finished_at, -1, SQLITE_STATIC);
    char now[32];
    kb_store_utc_now(now);
    sqlite3_bind_text(st, N_FIELDS + 7, now, -1, SQLITE_TRANSIENT);
    int rc = sqlite3_step(st);
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? 0 : -1;
}

/* Copy one completed attempt, in one transaction. Returns evaluations copied, or -1. */
static int merge_one(sqlite3 *db, const attempt *a)
{
    if (attach(db, a->path)) return -1;
    int n = -1;
    params p = {{0}};
    p.v[2] = a->run_id;
    if (sql_exec(db, "BEGIN IMMEDIATE")) goto out;
    if ((p.v[0] = merged_run(db, a, &p)) <= 0) goto fail;
    p.v[1] = query_int(db, "SELECT coalesce(max(id), 0) FROM main.evaluations", &p);
    p.v[3] = query_int(db, "SELECT coalesce(max(id), 0) FROM main.candidates", &p);
    p.v[4] = query_int(db, "SELECT coalesce(max(id), 0) FROM main.llm_calls", &p);
    if (p.v[1] < 0 || p.v[3] < 0 || p.v[4] < 0 || map_machines(db, &p)) goto fail;
    const char *mine = "(x.run_id = ?3 OR x.id IN (SELECT eval_id FROM s.candidates WHERE run_id = ?3))";
    remap ev[] = {{"id", "x.id + ?2"},
                  {"run_id", "?1"},
                  {"machine_id", "(SELECT new FROM temp.kb_map_machine WHERE old = x.machine_id)"},
                  /* a shard from before the target column: its target from its flags */
                  {"target", KB_STORE_LEGACY_TARGET("x.flags")}};
    const int n_ev = in_table(db, "s", "evaluations", "target") ? 3 : 4;
    if ((n = copy_rows(db, "evaluations", ev, n_ev, mine, &p, false)) < 0) goto fail;
    remap tm[] = {{"eval_id", "x.eval_id + ?2"}};
    if (copy_rows(db, "timings", tm, 1,
                  "x.eval_id IN (SELECT id FROM s.evaluations WHERE run_id = ?3 OR id IN"
                  " (SELECT eval_id FROM s.candidates WHERE run_id = ?3))",
                  &p, false) < 0)
        goto fail;
    /* an agent run's rows: one agent_runs row per merged run (the first shard's), its
     * workload list extended by each further shard's; calls and candidates keep their keys,
     * which name their workload, so shards (disjoint workloads) never collide */
    remap ar[] = {{"run_id", "?1"}};
    int got = copy_rows(db, "agent_runs", ar, 1, "x.run_id = ?3", &p, true);
    if (got < 0) goto fail;
    if (got == 0 && has_table(db, "s", "agent_runs") &&
        query_int(db, "SELECT count(*) FROM s.agent_runs WHERE run_id = ?3", &p) > 0) {
        sqlite3_stmt *st;
        if (sqlite3_prepare_v2(db,
                               "UPDATE main.agent_runs SET workloads = workloads || ' ' ||"
                               " (SELECT workloads FROM s.agent_runs WHERE run_id = ?3) WHERE run_id = ?1",
                               -1, &st, NULL) != SQLITE_OK)
            goto fail;
        bind_all(st, &p);
        int rc = sqlite3_step(st);
        sqlite3_finalize(st);
        if (rc != SQLITE_DONE) goto fail;
    }
    remap lc[] = {{"id", "x.id + ?5"}, {"run_id", "?1"}};
    if (copy_rows(db, "llm_calls", lc, 2, "x.run_id = ?3", &p, false) < 0) goto fail;
    remap cd[] = {{"id", "x.id + ?4"}, {"run_id", "?1"}, {"eval_id", "x.eval_id + ?2"}};
    if (copy_rows(db, "candidates", cd, 3, "x.run_id = ?3", &p, false) < 0) goto fail;
    if (record_merged(db, a, p.v[0]) || sql_exec(db, "COMMIT")) goto fail;
    goto out;
fail:
    n = -1;
    sql_exec(db, "ROLLBACK");
out:;
    /* the message of the failure, before DETACH replaces it */
    char *msg = n < 0 ? kb_xstrdup(sqlite3_errmsg(db)) : NULL;
    sql_exec(db, "DETACH DATABASE s");
    if (msg) {
        fprintf(stderr, "kbench merge: %s: %s\n", a->path, msg);
        free(msg);
    }
    return n;
}

/* ---- the merge --------------------------------------------------------------------------- */

static bool same_shard(const attempt *a, const attempt *b)
{
    return !strcmp(a->f[0], b->f[0]) && a->shard_i == b->shard_i;
}

/* Every run key of list l, its shards present in the merged store and missing: logged; the
 * merged run's status set. Returns 1 when some run is incomplete, 0, or -1. */
static int check_complete(sqlite3 *db, const list *l, FILE *log)
{
    int incomplete = 0;
    for (int k = 0; k < l->n; k++) {
        const attempt *a = &l->a[k];
        bool seen = false;
        for (int j = 0; j < k && !seen; j++) seen = !strcmp(l->a[j].f[0], a->f[0]);
        if (seen) continue;
        int n = a->shard_n > 0 ? a->shard_n : 1;
        unsigned char *have = kb_xcalloc((size_t)n, 1);
        sqlite3_stmt *st;
        int64_t run = 0;
        if (sqlite3_prepare_v2(db, "SELECT shard_i, run_id FROM main.merged_shards WHERE run_key = ?", -1,
                               &st, NULL) != SQLITE_OK) {
            free(have);
            return -1;
        }
        sqlite3_bind_text(st, 1, a->f[0], -1, SQLITE_STATIC);
        int present = 0;
        while (sqlite3_step(st) == SQLITE_ROW) {
            int i = sqlite3_column_int(st, 0);
            run = sqlite3_column_int64(st, 1);
            if (i >= 0 && i < n && !have[i]) have[i] = 1, present++;
        }
        sqlite3_finalize(st);
        for (int i = 0; i < n; i++)
            if (!have[i])
                fprintf(log,
                        "kbench merge: run %s: shard %d/%d is missing: no completed store of it was "
                        "given; re-run that task (--shard %d/%d) and merge again\n",
                        a->f[0], i, n, i, n);
        free(have);
        fprintf(log, "kbench merge: run %s: %d of %d shards merged%s\n", a->f[0], present, n,
                present == n ? ", complete" : "");
        if (present < n) incomplete = 1;
        if (run > 0) {
            char *q = sqlite3_mprintf(
                "UPDATE main.runs SET status = %Q, finished_at = %s WHERE id = %lld",
                present == n ? "done" : "incomplete",
                present == n ? "(SELECT max(finished_at) FROM main.merged_shards WHERE run_id = runs.id)"
                             : "NULL",
                (long long)run);
            int rc = sql_exec(db, q);
            sqlite3_free(q);
            if (rc) return -1;
        }
    }
    return incomplete;
}

int kb_store_merge(kb_store *out, const char *const *paths, int n, bool force, FILE *log, kb_err *err)
{
    sqlite3 *db = kb_store_db(out);
    list l = {0}, done = {0};
    int problems = 0, rc = 0;
    for (int k = 0; k < n; k++) {
        int r = read_shard(db, paths[k], &l, log);
        if (r < 0) {
            rc = kb_store_fail(out, err, "read a shard");
            goto out;
        }
        problems |= r;
    }
    /* what is merged already */
    char *sel = fields_sql("m");
    char *q = sqlite3_mprintf("SELECT %s FROM main.merged_shards m ORDER BY m.rowid", sel);
    sqlite3_free(sel);
    sqlite3_stmt *st;
    rc = sqlite3_prepare_v2(db, q, -1, &st, NULL);
    sqlite3_free(q);
    if (rc != SQLITE_OK) {
        rc = kb_store_fail(out, err, "read what it merged before");
        goto out;
    }
    while (sqlite3_step(st) == SQLITE_ROW) read_attempt(st, list_add(&done));
    sqlite3_finalize(st);
    rc = 0;
    /* they must belong together: every field as the first merged (or given) shard's */
    const attempt *ref = done.n ? &done.a[0] : l.n ? &l.a[0] : NULL;
    int refused = 0;
    for (int k = 0; k < l.n && !force; k++)
        for (int f = 0; f < N_FIELDS; f++)
            if (strcmp(l.a[k].f[f], ref->f[f])) {
                fprintf(log,
                        "kbench merge: %s (shard %d/%d) differs from %s in its %s: '%s' vs '%s'; "
                        "refusing to mix them (--force merges anyway)\n",
                        l.a[k].path, l.a[k].shard_i, l.a[k].shard_n,
                        done.n ? "what is merged already" : ref->path, fields[f].what, l.a[k].f[f],
                        ref->f[f]);
                refused = 1;
                break;
            }
    if (refused) {
        rc = 2;
        goto out;
    }
    /* which attempt of each shard to merge: none if one is merged already, else the first
     * completed one given */
    for (int k = 0; k < l.n; k++) {
        attempt *a = &l.a[k];
        for (int j = 0; j < done.n; j++) {
            if (!strcmp(done.a[j].id, a->id))
                a->merged = true;
            else if (same_shard(&done.a[j], a) && a->complete)
                fprintf(log,
                        "kbench merge: %s: shard %d/%d of run %s is merged already (another attempt);"
                        " this one is ignored\n",
                        a->path, a->shard_i, a->shard_n, a->f[0]);
        }
        bool covered = a->merged;
        for (int j = 0; j < done.n; j++) covered |= same_shard(&done.a[j], a);
        for (int j = 0; j < k; j++)
            if (l.a[j].take && same_shard(&l.a[j], a)) {
                covered = true;
                if (strcmp(l.a[j].id, a->id) && a->complete)
                    fprintf(log,
                            "kbench merge: %s: shard %d/%d of run %s is also in %s (another attempt);"
                            " this one is ignored\n",
                            a->path, a->shard_i, a->shard_n, a->f[0], l.a[j].path);
            }
        if (!covered && a->complete) a->take = 1;
    }
    for (int k = 0; k < l.n; k++) {
        attempt *a = &l.a[k];
        bool covered = a->take;
        for (int j = 0; j < l.n; j++) covered |= (l.a[j].take || l.a[j].merged) && same_shard(&l.a[j], a);
        for (int j = 0; j < done.n; j++) covered |= same_shard(&done.a[j], a);
        if (!covered && !a->complete) {
            fprintf(log,
                    "kbench merge: %s: shard %d/%d of run %s did not complete (status %s: its task was "
                    "killed, failed, or is still running); not merged\n",
                    a->path, a->shard_i, a->shard_n, a->f[0], a->status);
            problems = 1;
        }
    }
    int n_merged = 0, n_evals = 0, n_same = 0;
    for (int k = 0; k < l.n; k++) {
        if (l.a[k].merged) n_same++;
        if (!l.a[k].take) continue;
        int e = merge_one(db, &l.a[k]);
        if (e < 0) {
            rc = kb_store_fail(out, err, "merge a shard");
            goto out;
        }
        n_merged++;
        n_evals += e;
    }
    fprintf(log, "kbench merge: %d shard(s) merged (%d evaluations)", n_merged, n_evals);
    if (n_same) fprintf(log, ", %d merged before (unchanged)", n_same);
    fprintf(log, "\n");
    int c = check_complete(db, &l, log);
    if (c < 0)
        rc = kb_store_fail(out, err, "update the merged run");
    else
        rc = c || problems;
out:
    list_free(&l);
    list_free(&done);
    return rc;
}
