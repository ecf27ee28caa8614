/* store.c: SQLite results store (see store.h). Every write is one transaction: a failure (full
 * disk, read-only file) rolls back and leaves every earlier row as it was. */
#include "store.h"

#include <errno.h>
#include <math.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>
#include <sys/statvfs.h>
#include <time.h>

#include "../core/text.h"
#include "../harness/machine_store.h"
#include "../targets/target.h"

struct kb_store {
    sqlite3 *db;
    char path[1024];
};

static const char *schema =
    "CREATE TABLE IF NOT EXISTS machines ("
    "  id INTEGER PRIMARY KEY, cpu TEXT NOT NULL, cores INTEGER NOT NULL, llc_bytes INTEGER,"
    "  fp32_1 REAL, fp32_all REAL, bf16_1 REAL, bf16_all REAL, bf16_path TEXT,"
    "  bw_1 REAL, bw_all REAL, measured_at TEXT);"
    "CREATE TABLE IF NOT EXISTS evaluations ("
    "  id INTEGER PRIMARY KEY, created_at TEXT NOT NULL,"
    "  workload TEXT NOT NULL, jaxbench TEXT, preset TEXT NOT NULL, dtype TEXT NOT NULL,"
    "  threads INTEGER, candidate_path TEXT, candidate_hash TEXT, candidate_source TEXT,"
    "  vs_path TEXT, vs_hash TEXT, compiler TEXT, flags TEXT, machine_id INTEGER REFERENCES machines(id),"
    "  seed TEXT NOT NULL, n_sets INTEGER, verdict TEXT NOT NULL, detail TEXT,"
    "  flops REAL, bytes REAL, floor_ms REAL, time_ms REAL, gflops REAL, gbs REAL, roofline_pct REAL,"
    "  rounds INTEGER, ci_halfwidth REAL);"
    "CREATE TABLE IF NOT EXISTS timings ("
    "  eval_id INTEGER NOT NULL REFERENCES evaluations(id), who TEXT NOT NULL,"
    "  median_ms REAL, q1_ms REAL, q3_ms REAL, min_ms REAL, n INTEGER,"
    "  speedup REAL, ci_lo REAL, ci_hi REAL);"
    "CREATE INDEX IF NOT EXISTS evaluations_workload ON evaluations(workload, id);"
    /* One `kbench run` or `kbench agent` invocation; its evaluations carry its id. */
    "CREATE TABLE IF NOT EXISTS runs ("
    "  id INTEGER PRIMARY KEY, kind TEXT NOT NULL, created_at TEXT NOT NULL, finished_at TEXT,"
    "  status TEXT NOT NULL, preset TEXT, dtype TEXT, threads INTEGER, command TEXT);";

/* Columns added after a database was first created: added in place; old rows keep NULL, or
 * get what fill sets (an UPDATE run once, when the column is added). */
static const struct {
    const char *table, *column, *decl, *fill;
} migrations[] = {
    {"evaluations", "run_id", "INTEGER REFERENCES runs(id)", NULL},
    /* timed (or peaks measured) while the machine was busy, and what was busy (harness/load.h);
     * rows from before the check keep NULL: not known */
    {"evaluations", "noisy", "INTEGER", NULL},
    {"evaluations", "noisy_reason", "TEXT", NULL},
    {"machines", "noisy", "INTEGER", NULL},
    {"machines", "noisy_reason", "TEXT", NULL},
    /* the library behind the lib baseline (kb_result.lib_version) */
    {"evaluations", "lib_version", "TEXT", NULL},
    /* the PJRT plugin behind the xla baseline (kb_result.xla_version); NULL: not asked for */
    {"evaluations", "xla_version", "TEXT", NULL},
    /* the target that evaluated it (src/targets/targets.def): before the column, the tpu
     * target said so in flags, every other row is the cpu target's */
    /* an agent's candidate that is its starting program again (agent/unchanged.h); NULL: before */
    {"candidates", "unchanged", "INTEGER", NULL},
    {"evaluations", "target", "TEXT",
     "UPDATE evaluations SET target = " KB_STORE_LEGACY_TARGET("flags") " WHERE target IS NULL"},
};

static int migrate_columns(sqlite3 *db)
{
    for (size_t i = 0; i < KB_ARRAY_LEN(migrations); i++) {
        /* a table not there yet (the agent's, created after this) gets the column with it */
        char *q =
            sqlite3_mprintf("SELECT count(*), coalesce(sum(name = '%q'), 0) FROM pragma_table_info('%q')",
                            migrations[i].column, migrations[i].table);
        sqlite3_stmt *st;
        int rc = sqlite3_prepare_v2(db, q, -1, &st, NULL);
        sqlite3_free(q);
        if (rc != SQLITE_OK) return -1;
        bool skip =
            sqlite3_step(st) != SQLITE_ROW || sqlite3_column_int(st, 0) == 0 || sqlite3_column_int(st, 1);
        sqlite3_finalize(st);
        if (skip) continue;
        q = sqlite3_mprintf("ALTER TABLE %s ADD COLUMN %s %s", migrations[i].table, migrations[i].column,
                            migrations[i].decl);
        rc = sqlite3_exec(db, q, NULL, NULL, NULL);
        sqlite3_free(q);
        if (rc == SQLITE_OK && migrations[i].fill)
            rc = sqlite3_exec(db, migrations[i].fill, NULL, NULL, NULL);
        if (rc != SQLITE_OK) return -1;
    }
    return 0;
}

/* One process at a time: two that open a new store together (the tests' shared peaks store)
 * would both see a column missing and the second ALTER fail ("duplicate column name"). */
static int migrate(sqlite3 *db)
{
    if (sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK) return -1;
    if (migrate_columns(db) != 0) {
        sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
        return -1;
    }
    return sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) == SQLITE_OK ? 0 : -1;
}

/* Whether the file system that holds path (or would: its directory) has no room left. */
static bool disk_full(const char *path)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash) *slash = 0;
    struct statvfs v;
    if (statvfs(slash ? (dir[0] ? dir : "/") : ".", &v) != 0) return false;
    return v.f_bavail == 0 || v.f_favail == 0;
}

static int sql_fail(kb_store *s, kb_err *err, const char *what)
{
    int code = sqlite3_errcode(s->db);
    /* a full disk often shows as an I/O error (the -wal or -shm file cannot grow) */
    bool full = code == SQLITE_FULL || ((code & 0xff) == SQLITE_IOERR && disk_full(s->path));
    const char *hint = full ? " (the disk is full: free space and run again; nothing stored was lost)"
                       : code == SQLITE_READONLY || code == SQLITE_CANTOPEN
                           ? " (check that the file and its directory are writable, or pass --db)"
                       : code == SQLITE_BUSY ? " (another kbench holds the database; try again)"
                       : code == SQLITE_NOTADB || code == SQLITE_CORRUPT
                           ? " (this is not a kbench database; pass another --db)"
                           : "";
    kb_err_set(err, "results store %s: cannot %s: %s%s", s->path, what, sqlite3_errmsg(s->db), hint);
    return -1;
}

kb_store *kb_store_open(const char *path, kb_err *err)
{
    kb_store *s = kb_xcalloc(1, sizeof *s);
    snprintf(s->path, sizeof s->path, "%s", path);
    if (sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) != SQLITE_OK ||
        sqlite3_busy_timeout(s->db, 10000) != SQLITE_OK ||
        sqlite3_exec(s->db, "PRAGMA journal_mode=WAL; PRAGMA foreign_keys=ON;", NULL, NULL, NULL) !=
            SQLITE_OK ||
        sqlite3_exec(s->db, schema, NULL, NULL, NULL) != SQLITE_OK || migrate(s->db) != 0 ||
        sqlite3_exec(s->db, kb_store_agent_schema, NULL, NULL, NULL) != SQLITE_OK ||
        sqlite3_exec(s->db, kb_store_shard_schema, NULL, NULL, NULL) != SQLITE_OK) {
        if (s->db)
            sql_fail(s, err, "open it");
        else
            kb_err_set(err, "results store %s: cannot open it: out of memory", path);
        kb_store_close(s);
        return NULL;
    }
    return s;
}

void kb_store_close(kb_store *s)
{
    if (!s) return;
    sqlite3_close(s->db);
    free(s);
}

/* The peaks' SQL is the machine store's (harness/machine_store.h): one way to read and write them. */
int kb_store_load_peaks(kb_store *s, const kb_machine *m, kb_peaks *p, int64_t *machine_id)
{
    return kb_peaks_sql_load(s->db, m, p, machine_id);
}

int kb_store_floor_peaks(kb_store *s, const kb_machine *m, kb_peaks *p, int64_t *machine_id)
{
    return kb_peaks_sql_floor(s->db, m, p, machine_id);
}

int kb_store_save_peaks(kb_store *s, const kb_machine *m, const kb_peaks *p, int64_t *machine_id, kb_err *err)
{
    *machine_id = kb_peaks_sql_find(s->db, m, p);
    if (*machine_id > 0) return 0;
    if (kb_peaks_sql_insert(s->db, m, p, machine_id) != SQLITE_OK) return sql_fail(s, err, "store the peaks");
    return 0;
}

/* Text from outside (a path, a detail quoting a candidate's prints): stored as valid UTF-8
 * always, so that every reader (history --json, the report) can show every row. */
static void bind_utf8(sqlite3_stmt *st, int i, const char *s)
{
    if (kb_utf8_valid(s))
        sqlite3_bind_text(st, i, s, -1, SQLITE_STATIC);
    else
        sqlite3_bind_text(st, i, kb_text_utf8(s), -1, free);
}

static void bind_opt_double(sqlite3_stmt *st, int i, double v, bool present)
{
    if (present)
        sqlite3_bind_double(st, i, v);
    else
        sqlite3_bind_null(st, i);
}

void kb_store_utc_now(char out[32])
{
    time_t t = time(NULL);
    strftime(out, 32, "%Y-%m-%dT%H:%M:%SZ", gmtime(&t));
}

int64_t kb_store_run_begin(kb_store *s, const char *kind, const char *preset, kb_dtype dtype, int threads,
                           const char *command, kb_err *err)
{
    sqlite3_stmt *st;
    char now[32];
    kb_store_utc_now(now);
    if (sqlite3_prepare_v2(s->db,
                           "INSERT INTO runs (kind, created_at, status, preset, dtype, threads,"
                           " command) VALUES (?, ?, 'running', ?, ?, ?, ?)",
                           -1, &st, NULL) != SQLITE_OK)
        return sql_fail(s, err, "start a run");
    sqlite3_bind_text(st, 1, kind, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, now, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(st, 3, preset, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 4, kb_dtype_name(dtype), -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 5, threads);
    sqlite3_bind_text(st, 6, command, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE) return sql_fail(s, err, "start a run");
    return sqlite3_last_insert_rowid(s->db);
}

int kb_store_run_end(kb_store *s, int64_t run_id, const char *status, kb_err *err)
{
    sqlite3_stmt *st;
    char now[32];
    kb_store_utc_now(now);
    if (sqlite3_prepare_v2(s->db, "UPDATE runs SET status = ?, finished_at = ? WHERE id = ?", -1, &st,
                           NULL) != SQLITE_OK)
        return sql_fail(s, err, "finish the run");
    sqlite3_bind_text(st, 1, status, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, now, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(st, 3, run_id);
    int rc = sqlite3_step(st);
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? 0 : sql_fail(s, err, "finish the run");
}

sqlite3 *kb_store_db(kb_store *s) { return s->db; }

int kb_store_fail(kb_store *s, kb_err *err, const char *what) { return sql_fail(s, err, what); }

int64_t kb_store_record(kb_store *s, const kb_result *r, int64_t machine_id, int64_t run_id, kb_err *err)
{
    if (sqlite3_exec(s->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
        return sql_fail(s, err, "record the result");
    sqlite3_stmt *st = NULL;
    int64_t id = -1;
    char now[32], seed[24];
    kb_store_utc_now(now);
    snprintf(seed, sizeof seed, "%016llx", (unsigned long long)r->seed);
    bool timed = r->n_timings > 0;
    if (sqlite3_prepare_v2(
            s->db,
            "INSERT INTO evaluations (created_at, workload, jaxbench, preset, dtype, threads,"
            " candidate_path, candidate_hash, candidate_source, vs_path, vs_hash, compiler, flags,"
            " machine_id, seed, n_sets, verdict, detail, flops, bytes, floor_ms, time_ms, gflops,"
            " gbs, roofline_pct, rounds, ci_halfwidth, run_id, noisy, noisy_reason, target)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            -1, &st, NULL) != SQLITE_OK)
        goto fail;
    int i = 1;
    sqlite3_bind_text(st, i++, now, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(st, i++, r->w->id, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, i++, r->w->jaxbench, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, i++, r->preset, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, i++, kb_dtype_name(r->dtype), -1, SQLITE_STATIC);
    sqlite3_bind_int(st, i++, r->threads);
    bind_utf8(st, i++, r->candidate);
    sqlite3_bind_text(st, i++, r->hash, -1, SQLITE_STATIC);
    /* the source byte for byte (replay compiles it again): a blob where it is not UTF-8 */
    if (r->source && kb_utf8_valid(r->source))
        sqlite3_bind_text(st, i++, r->source, -1, SQLITE_STATIC);
    else if (r->source)
        sqlite3_bind_blob(st, i++, r->source, (int)strlen(r->source), SQLITE_STATIC);
    else
        sqlite3_bind_null(st, i++);
    if (r->vs[0]) {
        bind_utf8(st, i++, r->vs);
        sqlite3_bind_text(st, i++, r->vs_hash, -1, SQLITE_STATIC);
    } else {
        sqlite3_bind_null(st, i++);
        sqlite3_bind_null(st, i++);
    }
    sqlite3_bind_text(st, i++, r->compiler, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, i++, r->flags, -1, SQLITE_STATIC);
    if (machine_id > 0)
        sqlite3_bind_int64(st, i++, machine_id);
    else
        sqlite3_bind_null(st, i++);
    sqlite3_bind_text(st, i++, seed, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int(st, i++, r->n_sets);
    sqlite3_bind_text(st, i++, kb_verdict_name(r->verdict), -1, SQLITE_STATIC);
    bind_utf8(st, i++, r->detail);
    sqlite3_bind_double(st, i++, r->flops);
    sqlite3_bind_double(st, i++, r->bytes);
    bind_opt_double(st, i++, r->floor_s * 1e3, r->floor_s > 0);
    bind_opt_double(st, i++, timed ? r->timings[0].s.median * 1e3 : 0, timed);
    bind_opt_double(st, i++, r->gflops, timed);
    bind_opt_double(st, i++, r->gbs, timed);
    bind_opt_double(st, i++, r->roofline_pct, timed && r->floor_s > 0);
    if (timed)
        sqlite3_bind_int(st, i++, r->rounds);
    else
        sqlite3_bind_null(st, i++);
    bind_opt_double(st, i++, r->ci_halfwidth, timed);
    if (run_id > 0)
        sqlite3_bind_int64(st, i++, run_id);
    else
        sqlite3_bind_null(st, i++);
    sqlite3_bind_int(st, i++, r->noisy);
    if (r->noisy)
        bind_utf8(st, i++, r->noisy_reason);
    else
        sqlite3_bind_null(st, i++);
    /* kb_evaluate names the target; a result made without it is the default target's */
    const char *target = r->target[0] ? r->target : kb_target_default()->name;
    sqlite3_bind_text(st, i++, target, -1, SQLITE_STATIC);
    if (sqlite3_step(st) != SQLITE_DONE) goto fail;
    sqlite3_finalize(st);
    st = NULL;
    id = sqlite3_last_insert_rowid(s->db);
    if (sqlite3_prepare_v2(s->db, "UPDATE evaluations SET lib_version = ?, xla_version = ? WHERE id = ?", -1,
                           &st, NULL) != SQLITE_OK)
        goto fail;
    const char *versions[] = {r->lib_version, r->xla_version};
    for (int k = 0; k < 2; k++)
        if (versions[k][0])
            sqlite3_bind_text(st, k + 1, versions[k], -1, SQLITE_STATIC);
        else
            sqlite3_bind_null(st, k + 1);
    sqlite3_bind_int64(st, 3, id);
    if (sqlite3_step(st) != SQLITE_DONE) goto fail;
    sqlite3_finalize(st);
    st = NULL;
    for (int k = 0; k < r->n_timings; k++) {
        const kb_timing *tm = &r->timings[k];
        if (sqlite3_prepare_v2(s->db,
                               "INSERT INTO timings (eval_id, who, median_ms, q1_ms, q3_ms,"
                               " min_ms, n, speedup, ci_lo, ci_hi) VALUES (?,?,?,?,?,?,?,?,?,?)",
                               -1, &st, NULL) != SQLITE_OK)
            goto fail;
        sqlite3_bind_int64(st, 1, id);
        sqlite3_bind_text(st, 2, tm->who, -1, SQLITE_STATIC);
        sqlite3_bind_double(st, 3, tm->s.median * 1e3);
        sqlite3_bind_double(st, 4, tm->s.q1 * 1e3);
        sqlite3_bind_double(st, 5, tm->s.q3 * 1e3);
        sqlite3_bind_double(st, 6, tm->s.min * 1e3);
        sqlite3_bind_int64(st, 7, (sqlite3_int64)tm->s.n);
        bind_opt_double(st, 8, tm->speedup, tm->has_speedup);
        bind_opt_double(st, 9, tm->ci_lo, tm->has_speedup);
        bind_opt_double(st, 10, tm->ci_hi, tm->has_speedup);
        if (sqlite3_step(st) != SQLITE_DONE) goto fail;
        sqlite3_finalize(st);
        st = NULL;
    }
    if (sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) goto fail;
    return id;
fail:
    sql_fail(s, err, "record the result");
    sqlite3_finalize(st);
    sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    return -1;
}

static void copy_col(sqlite3_stmt *st, int col, char *dst, size_t cap)
{
    const unsigned char *t = sqlite3_column_text(st, col);
    snprintf(dst, cap, "%s", t ? (const char *)t : "");
}

int kb_store_history(kb_store *s, const char *workload, int limit,
                     void (*fn)(const kb_history_row *row, void *arg), void *arg, kb_err *err)
{
    sqlite3_stmt *st;
    const char *sql =
        "SELECT e.id, e.created_at, e.workload, e.preset, e.dtype, e.candidate_path, e.verdict,"
        " e.detail, e.seed, e.time_ms, e.gflops, e.roofline_pct, t.who, t.speedup, t.ci_lo, t.ci_hi,"
        " e.noisy, e.noisy_reason"
        /* one row per evaluation: its first baseline (lib, or --vs), not also xla's */
        " FROM evaluations e LEFT JOIN timings t ON t.rowid = (SELECT min(rowid) FROM timings"
        "   WHERE eval_id = e.id AND speedup IS NOT NULL)"
        " WHERE (?1 IS NULL OR e.workload = ?1) ORDER BY e.id DESC LIMIT ?2";
    if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) != SQLITE_OK)
        return sql_fail(s, err, "read the history");
    if (workload)
        sqlite3_bind_text(st, 1, workload, -1, SQLITE_STATIC);
    else
        sqlite3_bind_null(st, 1);
    sqlite3_bind_int(st, 2, limit);
    int n = 0, rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        kb_history_row row = {0};
        row.id = sqlite3_column_int64(st, 0);
        copy_col(st, 1, row.created_at, sizeof row.created_at);
        copy_col(st, 2, row.workload, sizeof row.workload);
        copy_col(st, 3, row.preset, sizeof row.preset);
        copy_col(st, 4, row.dtype, sizeof row.dtype);
        copy_col(st, 5, row.candidate, sizeof row.candidate);
        copy_col(st, 6, row.verdict, sizeof row.verdict);
        copy_col(st, 7, row.detail, sizeof row.detail);
        copy_col(st, 8, row.seed, sizeof row.seed);
        row.time_ms = sqlite3_column_type(st, 9) == SQLITE_NULL ? NAN : sqlite3_column_double(st, 9);
        row.gflops = sqlite3_column_type(st, 10) == SQLITE_NULL ? NAN : sqlite3_column_double(st, 10);
        row.roofline_pct = sqlite3_column_type(st, 11) == SQLITE_NULL ? NAN : sqlite3_column_double(st, 11);
        copy_col(st, 12, row.baseline, sizeof row.baseline);
        row.speedup = sqlite3_column_type(st, 13) == SQLITE_NULL ? NAN : sqlite3_column_double(st, 13);
        row.ci_lo = sqlite3_column_double(st, 14);
        row.ci_hi = sqlite3_column_double(st, 15);
        row.noisy = sqlite3_column_int(st, 16) != 0;
        copy_col(st, 17, row.noisy_reason, sizeof row.noisy_reason);
        fn(&row, arg);
        n++;
    }
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE) return sql_fail(s, err, "read the history");
    return n;
}
