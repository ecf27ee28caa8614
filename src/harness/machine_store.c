/* machine_store.c: the per-machine store (machine_store.h): peaks and lib choices, one SQLite file
 * per user, keyed by the machine. */
#include "machine_store.h"

#include <errno.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct kb_mstore {
    sqlite3 *db;
};

/* ---- the peaks' SQL ----------------------------------------------------------------------- */

const char kb_peaks_table_sql[] =
    "CREATE TABLE IF NOT EXISTS machines ("
    "  id INTEGER PRIMARY KEY, cpu TEXT NOT NULL, cores INTEGER NOT NULL, llc_bytes INTEGER,"
    "  fp32_1 REAL, fp32_all REAL, bf16_1 REAL, bf16_all REAL, bf16_path TEXT,"
    "  bw_1 REAL, bw_all REAL, measured_at TEXT, noisy INTEGER, noisy_reason TEXT);";

/* The row's columns from fp32_1 on, as both readers select them. */
#define PEAK_COLS \
    "fp32_1, fp32_all, bf16_1, bf16_all, bf16_path, bw_1, bw_all, measured_at, noisy, noisy_reason"

static void column_text(sqlite3_stmt *st, int col, char *buf, size_t cap)
{
    const unsigned char *t = sqlite3_column_text(st, col);
    snprintf(buf, cap, "%s", t ? (const char *)t : "");
}

static void read_peaks(sqlite3_stmt *st, int col, kb_peaks *p)
{
    memset(p, 0, sizeof *p);
    p->fp32_1 = sqlite3_column_double(st, col);
    p->fp32_all = sqlite3_column_double(st, col + 1);
    p->bf16_1 = sqlite3_column_double(st, col + 2);
    p->bf16_all = sqlite3_column_double(st, col + 3);
    column_text(st, col + 4, p->bf16_path, sizeof p->bf16_path);
    p->bw_1 = sqlite3_column_double(st, col + 5);
    p->bw_all = sqlite3_column_double(st, col + 6);
    column_text(st, col + 7, p->measured_at, sizeof p->measured_at);
    p->noisy = sqlite3_column_int(st, col + 8) != 0;
    column_text(st, col + 9, p->noisy_reason, sizeof p->noisy_reason);
}

int kb_peaks_sql_load(sqlite3 *db, const kb_machine *m, kb_peaks *p, int64_t *id)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db,
                           "SELECT id, " PEAK_COLS " FROM machines WHERE cpu = ? AND cores = ?"
                           " ORDER BY id DESC LIMIT 1",
                           -1, &st, NULL) != SQLITE_OK)
        return 1;
    sqlite3_bind_text(st, 1, m->cpu, -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 2, m->cores);
    int rc = 1;
    if (sqlite3_step(st) == SQLITE_ROW) {
        *id = sqlite3_column_int64(st, 0);
        read_peaks(st, 1, p);
        rc = 0;
    }
    sqlite3_finalize(st);
    return rc;
}

int kb_peaks_sql_floor(sqlite3 *db, const kb_machine *m, kb_peaks *p, int64_t *id)
{
    if (kb_peaks_sql_load(db, m, p, id)) return 1;
    /* each figure: the best of the newest row and of every row measured on a quiet machine
     * (noisy NULL: stored before the check, taken as quiet); bf16_path from the row with the
     * best bf16 figure */
    const char *sql =
        "SELECT max(fp32_1), max(fp32_all), max(bf16_1), max(bf16_all), max(bw_1), max(bw_all),"
        " (SELECT bf16_path FROM machines WHERE cpu = ?1 AND cores = ?2 AND (coalesce(noisy, 0) = 0"
        "   OR id = ?3) ORDER BY bf16_1 DESC, id DESC LIMIT 1),"
        " sum(coalesce(noisy, 0) = 0)"
        " FROM machines WHERE cpu = ?1 AND cores = ?2 AND (coalesce(noisy, 0) = 0 OR id = ?3)";
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) return 0;
    sqlite3_bind_text(st, 1, m->cpu, -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 2, m->cores);
    sqlite3_bind_int64(st, 3, *id);
    if (sqlite3_step(st) == SQLITE_ROW) {
        double *f[] = {&p->fp32_1, &p->fp32_all, &p->bf16_1, &p->bf16_all, &p->bw_1, &p->bw_all};
        for (int i = 0; i < 6; i++) *f[i] = KB_MAX(*f[i], sqlite3_column_double(st, i));
        if (sqlite3_column_type(st, 6) != SQLITE_NULL) column_text(st, 6, p->bf16_path, sizeof p->bf16_path);
        /* noisy only while no quiet measurement backs any figure */
        if (sqlite3_column_int(st, 7) > 0) p->noisy = false, p->noisy_reason[0] = 0;
    }
    sqlite3_finalize(st);
    return 0;
}

int kb_peaks_sql_insert(sqlite3 *db, const kb_machine *m, const kb_peaks *p, int64_t *id)
{
    sqlite3_stmt *st;
    int rc = sqlite3_prepare_v2(db,
                                "INSERT INTO machines (cpu, cores, llc_bytes, fp32_1, fp32_all, bf16_1,"
                                " bf16_all, bf16_path, bw_1, bw_all, measured_at, noisy, noisy_reason)"
                                " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                                -1, &st, NULL);
    if (rc != SQLITE_OK) return rc;
    sqlite3_bind_text(st, 1, m->cpu, -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 2, m->cores);
    sqlite3_bind_int64(st, 3, (sqlite3_int64)m->llc_bytes);
    const double v[] = {p->fp32_1, p->fp32_all, p->bf16_1, p->bf16_all};
    for (int i = 0; i < 4; i++) sqlite3_bind_double(st, 4 + i, v[i]);
    sqlite3_bind_text(st, 8, p->bf16_path, -1, SQLITE_STATIC);
    sqlite3_bind_double(st, 9, p->bw_1);
    sqlite3_bind_double(st, 10, p->bw_all);
    sqlite3_bind_text(st, 11, p->measured_at, -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 12, p->noisy);
    if (p->noisy)
        sqlite3_bind_text(st, 13, p->noisy_reason, -1, SQLITE_STATIC);
    else
        sqlite3_bind_null(st, 13);
    rc = sqlite3_step(st);
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE) return rc == SQLITE_OK ? SQLITE_ERROR : rc;
    *id = sqlite3_last_insert_rowid(db);
    return SQLITE_OK;
}

int64_t kb_peaks_sql_find(sqlite3 *db, const kb_machine *m, const kb_peaks *p)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db,
                           "SELECT id FROM machines WHERE cpu = ? AND cores = ? AND measured_at IS ?"
                           " AND fp32_1 = ? AND fp32_all = ? AND bf16_1 = ? AND bf16_all = ? AND bw_1 = ?"
                           " AND bw_all = ? AND coalesce(noisy, 0) = ? ORDER BY id DESC LIMIT 1",
                           -1, &st, NULL) != SQLITE_OK)
        return 0;
    sqlite3_bind_text(st, 1, m->cpu, -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 2, m->cores);
    sqlite3_bind_text(st, 3, p->measured_at, -1, SQLITE_STATIC);
    const double v[] = {p->fp32_1, p->fp32_all, p->bf16_1, p->bf16_all, p->bw_1, p->bw_all};
    for (int i = 0; i < 6; i++) sqlite3_bind_double(st, 4 + i, v[i]);
    sqlite3_bind_int(st, 10, p->noisy);
    int64_t id = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : 0;
    sqlite3_finalize(st);
    return id;
}

/* ---- the store ---------------------------------------------------------------------------- */

static const char *lib_choice_table_sql =
    "CREATE TABLE IF NOT EXISTS lib_choices ("
    "  cpu TEXT NOT NULL, cores INTEGER NOT NULL, workload TEXT NOT NULL, preset TEXT NOT NULL,"
    "  shape TEXT NOT NULL, dtype TEXT NOT NULL, threads INTEGER NOT NULL,"
    "  library TEXT NOT NULL, version TEXT NOT NULL, candidates TEXT NOT NULL, summary TEXT,"
    "  rounds INTEGER, measured_at TEXT, noisy INTEGER, noisy_reason TEXT,"
    "  PRIMARY KEY (cpu, cores, workload, preset, shape, dtype, threads));";

static char path_buf[1024];
static pthread_once_t path_once = PTHREAD_ONCE_INIT;
static void find_path(void)
{
    const char *e = getenv(KB_MSTORE_ENV), *x = getenv("XDG_STATE_HOME"), *h = getenv("HOME");
    if (e && *e)
        snprintf(path_buf, sizeof path_buf, "%s", e);
    else if (x && *x)
        snprintf(path_buf, sizeof path_buf, "%s/kbench/machine.db", x);
    else
        snprintf(path_buf, sizeof path_buf, "%s/.local/state/kbench/machine.db", h && *h ? h : "/tmp");
}

const char *kb_mstore_path(void)
{
    pthread_once(&path_once, find_path);
    return path_buf;
}

static void fail(sqlite3 *db, kb_err *err, const char *what)
{
    kb_err_set(err,
               "the machine store %s: cannot %s: %s (check that it and its directory are writable, or "
               "set " KB_MSTORE_ENV " to another file)",
               kb_mstore_path(), what, db ? sqlite3_errmsg(db) : "out of memory");
}

kb_mstore *kb_mstore_open(kb_err *err)
{
    const char *path = kb_mstore_path();
    char dir[1024];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash && slash != dir) {
        *slash = 0;
        if (kb_mkdirs(dir, 0755)) {
            kb_err_set(err,
                       "the machine store %s: cannot create its directory: %s (set " KB_MSTORE_ENV
                       " to a file in a writable directory)",
                       path, strerror(errno));
            return NULL;
        }
    }
    kb_mstore *s = kb_xcalloc(1, sizeof *s);
    if (sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) != SQLITE_OK ||
        sqlite3_busy_timeout(s->db, 10000) != SQLITE_OK ||
        sqlite3_exec(s->db, "PRAGMA journal_mode=WAL;", NULL, NULL, NULL) != SQLITE_OK ||
        sqlite3_exec(s->db, kb_peaks_table_sql, NULL, NULL, NULL) != SQLITE_OK ||
        sqlite3_exec(s->db, lib_choice_table_sql, NULL, NULL, NULL) != SQLITE_OK) {
        fail(s->db, err, "open it");
        kb_mstore_close(s);
        return NULL;
    }
    return s;
}

void kb_mstore_close(kb_mstore *s)
{
    if (!s) return;
    sqlite3_close(s->db);
    free(s);
}

static kb_mstore *shared;
static kb_err shared_err;
static pthread_once_t shared_once = PTHREAD_ONCE_INIT;
static void open_shared(void) { shared = kb_mstore_open(&shared_err); }

kb_mstore *kb_mstore_shared(kb_err *err)
{
    pthread_once(&shared_once, open_shared);
    if (!shared) *err = shared_err;
    return shared;
}

int kb_mstore_peaks(kb_mstore *s, const kb_machine *m, kb_peaks *p)
{
    int64_t id;
    return kb_peaks_sql_floor(s->db, m, p, &id);
}

int kb_mstore_save_peaks(kb_mstore *s, const kb_machine *m, const kb_peaks *p, kb_err *err)
{
    int64_t id;
    if (kb_peaks_sql_insert(s->db, m, p, &id) == SQLITE_OK) return 0;
    fail(s->db, err, "store the peaks");
    return -1;
}

/* The problem's key columns: its preset's shape ("M=512 K=2048 N=2048"), so that a choice made
 * for other shapes of the same preset name does not carry over. */
static void shape_of(const kb_problem *p, char *buf, size_t cap)
{
    size_t n = 0;
    buf[0] = 0;
    for (int i = 0; i < KB_MAX_PARAMS && p->w->params[i] && n < cap; i++)
        n += (size_t)snprintf(buf + n, cap - n, "%s%s=%lld", i ? " " : "", p->w->params[i],
                              (long long)p->p[i]);
}

static void bind_key(sqlite3_stmt *st, const kb_machine *m, const kb_problem *p, const char *shape)
{
    sqlite3_bind_text(st, 1, m->cpu, -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 2, m->cores);
    sqlite3_bind_text(st, 3, p->w->id, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 4, p->preset->name, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 5, shape, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 6, kb_dtype_name(p->dtype), -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 7, p->threads);
}

#define CHOICE_COLS "library, version, candidates, summary, rounds, measured_at, noisy, noisy_reason"

static void read_choice(sqlite3_stmt *st, int col, kb_lib_choice *c)
{
    memset(c, 0, sizeof *c);
    column_text(st, col, c->library, sizeof c->library);
    column_text(st, col + 1, c->version, sizeof c->version);
    column_text(st, col + 2, c->candidates, sizeof c->candidates);
    column_text(st, col + 3, c->summary, sizeof c->summary);
    c->rounds = sqlite3_column_int(st, col + 4);
    column_text(st, col + 5, c->measured_at, sizeof c->measured_at);
    c->noisy = sqlite3_column_int(st, col + 6) != 0;
    column_text(st, col + 7, c->noisy_reason, sizeof c->noisy_reason);
}

int kb_mstore_lib_choice(kb_mstore *s, const kb_machine *m, const kb_problem *p, kb_lib_choice *c)
{
    char shape[512];
    shape_of(p, shape, sizeof shape);
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(s->db,
                           "SELECT " CHOICE_COLS " FROM lib_choices WHERE cpu = ? AND cores = ? AND"
                           " workload = ? AND preset = ? AND shape = ? AND dtype = ? AND threads = ?",
                           -1, &st, NULL) != SQLITE_OK)
        return 1;
    bind_key(st, m, p, shape);
    int rc = 1;
    if (sqlite3_step(st) == SQLITE_ROW) {
        read_choice(st, 0, c);
        rc = 0;
    }
    sqlite3_finalize(st);
    return rc;
}

int kb_mstore_save_lib_choice(kb_mstore *s, const kb_machine *m, const kb_problem *p, const kb_lib_choice *c,
                              kb_err *err)
{
    char shape[512];
    shape_of(p, shape, sizeof shape);
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(s->db,
                           "INSERT OR REPLACE INTO lib_choices (cpu, cores, workload, preset, shape, dtype,"
                           " threads, " CHOICE_COLS ") VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                           -1, &st, NULL) != SQLITE_OK) {
        fail(s->db, err, "store the lib choice");
        return -1;
    }
    bind_key(st, m, p, shape);
    const char *text[] = {c->library, c->version, c->candidates, c->summary};
    for (int i = 0; i < 4; i++) sqlite3_bind_text(st, 8 + i, text[i], -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 12, c->rounds);
    sqlite3_bind_text(st, 13, c->measured_at, -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 14, c->noisy);
    if (c->noisy)
        sqlite3_bind_text(st, 15, c->noisy_reason, -1, SQLITE_STATIC);
    else
        sqlite3_bind_null(st, 15);
    const int rc = sqlite3_step(st);
    sqlite3_finalize(st);
    if (rc == SQLITE_DONE) return 0;
    fail(s->db, err, "store the lib choice");
    return -1;
}
