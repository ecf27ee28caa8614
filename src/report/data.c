/* data.c: one run from the store, for the report: the run, its machine's peaks, its
 * evaluations with every baseline's time, an agent's candidates; then what the page derives
 * (which evaluations it shows, fast_p per baseline, the verdict breakdown). */
#include <math.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"
#include "../harness/contestant.h"

const double kb_rep_p[KB_REP_NP] = {0, 1, 1.5, 2};

static double col_num(sqlite3_stmt *st, int i)
{
    return sqlite3_column_type(st, i) == SQLITE_NULL ? NAN : sqlite3_column_double(st, i);
}

static void col_str(sqlite3_stmt *st, int i, char *dst, size_t cap)
{
    const unsigned char *t = sqlite3_column_text(st, i);
    snprintf(dst, cap, "%s", t ? (const char *)t : "");
}

static char *col_dup(sqlite3_stmt *st, int i)
{
    const unsigned char *t = sqlite3_column_text(st, i);
    return kb_xstrdup(t ? (const char *)t : "");
}

static sqlite3_stmt *prepare(kb_store *s, const char *sql, kb_err *err)
{
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(kb_store_db(s), sql, -1, &st, NULL) != SQLITE_OK) {
        kb_store_fail(s, err, "read the run");
        sqlite3_finalize(st);
        return NULL;
    }
    return st;
}

int64_t kb_report_latest(kb_store *s, kb_err *err)
{
    sqlite3_stmt *st = prepare(s, "SELECT id FROM runs ORDER BY id DESC LIMIT 1", err);
    if (!st) return -1;
    int rc = sqlite3_step(st);
    int64_t id = rc == SQLITE_ROW ? sqlite3_column_int64(st, 0) : 0;
    sqlite3_finalize(st);
    if (rc != SQLITE_ROW && rc != SQLITE_DONE) return kb_store_fail(s, err, "read the runs");
    return id;
}

void kb_report_list_runs(kb_store *s, char *out, size_t cap)
{
    kb_err err;
    out[0] = 0;
    sqlite3_stmt *st = prepare(s, "SELECT id, kind, created_at FROM runs ORDER BY id DESC LIMIT 10", &err);
    if (!st) return;
    size_t n = 0;
    while (sqlite3_step(st) == SQLITE_ROW && n + 1 < cap) {
        char kind[16], at[32];
        col_str(st, 1, kind, sizeof kind);
        col_str(st, 2, at, sizeof at);
        int w = snprintf(out + n, cap - n, "%s%lld (%s, %s)", n ? ", " : "",
                         (long long)sqlite3_column_int64(st, 0), kind, at);
        if (w < 0) break;
        n += (size_t)w;
    }
    if (n >= cap) n = cap - 1;
    out[n] = 0;
    sqlite3_finalize(st);
}

static int load_run(kb_store *s, int64_t id, kb_rep_run *r, kb_err *err)
{
    sqlite3_stmt *st = prepare(s,
                               "SELECT kind, created_at, finished_at, status, preset, dtype, threads,"
                               " command FROM runs WHERE id = ?",
                               err);
    if (!st) return -1;
    sqlite3_bind_int64(st, 1, id);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) {
        r->id = id;
        col_str(st, 0, r->kind, sizeof r->kind);
        col_str(st, 1, r->created_at, sizeof r->created_at);
        col_str(st, 2, r->finished_at, sizeof r->finished_at);
        col_str(st, 3, r->status, sizeof r->status);
        col_str(st, 4, r->preset, sizeof r->preset);
        col_str(st, 5, r->dtype, sizeof r->dtype);
        r->threads = sqlite3_column_int(st, 6);
        r->command = col_dup(st, 7);
    }
    sqlite3_finalize(st);
    if (rc == SQLITE_DONE) return 1;
    if (rc != SQLITE_ROW) return kb_store_fail(s, err, "read the run");
    /* columns by name: stores made before a column was renamed (context -> context_level) still
     * report; a store without the agent tables' columns reports the run without them */
    if (sqlite3_prepare_v2(kb_store_db(s), "SELECT * FROM agent_runs WHERE run_id = ?", -1, &st, NULL) !=
        SQLITE_OK) {
        sqlite3_finalize(st);
        return 0;
    }
    sqlite3_bind_int64(st, 1, id);
    bool level = false; /* a context_level column: "context" is then the artifact's text */
    for (int i = 0; i < sqlite3_column_count(st); i++)
        level |= !strcmp(sqlite3_column_name(st, i), "context_level");
    if (sqlite3_step(st) == SQLITE_ROW)
        for (int i = 0; i < sqlite3_column_count(st); i++) {
            const char *name = sqlite3_column_name(st, i);
            if (!strcmp(name, "strategy"))
                col_str(st, i, r->strategy, sizeof r->strategy);
            else if (!strcmp(name, "model"))
                col_str(st, i, r->model, sizeof r->model);
            else if (!strcmp(name, level ? "context_level" : "context"))
                col_str(st, i, r->context, sizeof r->context);
        }
    sqlite3_finalize(st);
    return 0;
}

static int load_timings(kb_store *s, kb_rep_eval *e, kb_err *err)
{
    sqlite3_stmt *st = prepare(s,
                               "SELECT who, median_ms, q1_ms, q3_ms, speedup, ci_lo, ci_hi"
                               " FROM timings WHERE eval_id = ? ORDER BY rowid",
                               err);
    if (!st) return -1;
    sqlite3_bind_int64(st, 1, e->id);
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        char who[16];
        col_str(st, 0, who, sizeof who);
        if (kb_contestant_of(who) == KB_CONTESTANT_CANDIDATE) {
            e->q1_ms = col_num(st, 2);
            e->q3_ms = col_num(st, 3);
            continue;
        }
        if (e->n_base == KB_REP_MAX_BASE) continue;
        kb_rep_base *b = &e->base[e->n_base++];
        memcpy(b->who, who, sizeof b->who);
        b->median_ms = col_num(st, 1);
        b->q1_ms = col_num(st, 2);
        b->q3_ms = col_num(st, 3);
        b->speedup = col_num(st, 4);
        b->ci_lo = col_num(st, 5);
        b->ci_hi = col_num(st, 6);
    }
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? 0 : kb_store_fail(s, err, "read the timings");
}

/* The machine's peaks as its evaluations used them (kb_store_floor_peaks): each figure the best
 * of its own row and of every quiet row of the same kind of machine measured before it, so that
 * the roofs drawn match the floors and "% of roofline" the store holds, even when the row itself
 * was measured on a busy machine. */
static void load_machine(kb_store *s, int64_t machine_id, kb_rep_run *r)
{
    kb_err err;
    sqlite3_stmt *st = prepare(s,
                               "SELECT m.cpu, m.cores, max(f.fp32_1), max(f.fp32_all), max(f.bf16_1),"
                               " max(f.bf16_all), max(f.bw_1), max(f.bw_all)"
                               " FROM machines m JOIN machines f ON f.cpu = m.cpu AND f.cores = m.cores"
                               "  AND f.id <= m.id AND (coalesce(f.noisy, 0) = 0 OR f.id = m.id)"
                               " WHERE m.id = ? GROUP BY m.id",
                               &err);
    if (!st) return;
    sqlite3_bind_int64(st, 1, machine_id);
    if (sqlite3_step(st) == SQLITE_ROW) {
        col_str(st, 0, r->cpu, sizeof r->cpu);
        r->cores = sqlite3_column_int(st, 1);
        r->fp32_1 = col_num(st, 2);
        r->fp32_all = col_num(st, 3);
        r->bf16_1 = col_num(st, 4);
        r->bf16_all = col_num(st, 5);
        r->bw_1 = col_num(st, 6);
        r->bw_all = col_num(st, 7);
        r->has_peaks = r->fp32_all > 0 && r->bw_all > 0;
    }
    sqlite3_finalize(st);
}

/* The run's evaluations: its own, and (agent runs) those its candidates point to. */
static int load_evals(kb_store *s, kb_rep_run *r, kb_err *err)
{
    sqlite3_stmt *st =
        prepare(s,
                "SELECT id, workload, candidate_path, verdict, detail, flops, bytes, floor_ms, time_ms,"
                " gflops, gbs, roofline_pct, machine_id, noisy FROM evaluations"
                " WHERE run_id = ?1 OR id IN (SELECT eval_id FROM candidates WHERE run_id = ?1) ORDER BY id",
                err);
    if (!st) return -1;
    sqlite3_bind_int64(st, 1, r->id);
    int rc, cap = 0;
    int64_t machine_id = 0;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        if (r->n_evals == cap)
            r->evals = kb_xrealloc(r->evals, sizeof *r->evals * (size_t)(cap = cap ? 2 * cap : 16));
        kb_rep_eval *e = &r->evals[r->n_evals++];
        memset(e, 0, sizeof *e);
        e->id = sqlite3_column_int64(st, 0);
        col_str(st, 1, e->workload, sizeof e->workload);
        e->candidate = col_dup(st, 2);
        col_str(st, 3, e->verdict, sizeof e->verdict);
        e->detail = col_dup(st, 4);
        e->flops = col_num(st, 5);
        e->bytes = col_num(st, 6);
        e->floor_ms = col_num(st, 7);
        e->time_ms = col_num(st, 8);
        e->gflops = col_num(st, 9);
        e->gbs = col_num(st, 10);
        e->roofline_pct = col_num(st, 11);
        e->q1_ms = e->q3_ms = NAN;
        if (!machine_id) machine_id = sqlite3_column_int64(st, 12);
        e->noisy = sqlite3_column_int(st, 13) != 0;
    }
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE) return kb_store_fail(s, err, "read the evaluations");
    for (int i = 0; i < r->n_evals; i++)
        if (load_timings(s, &r->evals[i], err)) return -1;
    if (machine_id) load_machine(s, machine_id, r);
    return 0;
}

static int load_cands(kb_store *s, kb_rep_run *r, kb_err *err)
{
    sqlite3_stmt *st =
        prepare(s,
                "SELECT workload, seq, calls_so_far, verdict, speedup, unchanged FROM candidates"
                " WHERE run_id = ? AND key NOT LIKE '%/start' ORDER BY workload, calls_so_far, seq",
                err);
    if (!st) return -1;
    sqlite3_bind_int64(st, 1, r->id);
    int rc, cap = 0;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        if (r->n_cands == cap)
            r->cands = kb_xrealloc(r->cands, sizeof *r->cands * (size_t)(cap = cap ? 2 * cap : 16));
        kb_rep_cand *c = &r->cands[r->n_cands++];
        memset(c, 0, sizeof *c);
        col_str(st, 0, c->workload, sizeof c->workload);
        c->seq = sqlite3_column_int(st, 1);
        c->calls = sqlite3_column_int(st, 2);
        col_str(st, 3, c->verdict, sizeof c->verdict);
        c->speedup = !strcmp(c->verdict, "ok") ? col_num(st, 4) : NAN;
        c->unchanged = sqlite3_column_int(st, 5) != 0;
    }
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? 0 : kb_store_fail(s, err, "read the candidates");
}

/* ---- what the page derives ------------------------------------------------------------------ */

static const kb_rep_base *find_base(const kb_rep_eval *e, const char *who)
{
    for (int k = 0; k < e->n_base; k++)
        if (!strcmp(e->base[k].who, who)) return &e->base[k];
    return NULL;
}

static bool is_ok(const kb_rep_eval *e) { return !strcmp(e->verdict, "ok"); }

/* The speedup of e over baseline who, NaN when e is not correct or has none. */
static double ok_speedup(const kb_rep_eval *e, const char *who)
{
    const kb_rep_base *b = find_base(e, who);
    return is_ok(e) && b && isfinite(b->speedup) ? b->speedup : NAN;
}

static void add_verdict(kb_rep_run *r, const char *v)
{
    for (int i = 0; i < r->n_verdicts; i++)
        if (!strcmp(r->verdicts[i].verdict, v)) {
            r->verdicts[i].count++;
            return;
        }
    if (r->n_verdicts == (int)KB_ARRAY_LEN(r->verdicts)) return;
    kb_rep_verdict *n = &r->verdicts[r->n_verdicts++];
    snprintf(n->verdict, sizeof n->verdict, "%s", v);
    n->count = 1;
}

static int cmp_verdict(const void *a, const void *b)
{
    const kb_rep_verdict *x = a, *y = b;
    bool xo = !strcmp(x->verdict, "ok"), yo = !strcmp(y->verdict, "ok");
    if (xo != yo) return xo ? -1 : 1;
    if (x->count != y->count) return y->count - x->count;
    return strcmp(x->verdict, y->verdict);
}

/* Agent runs show one evaluation per workload: the fastest correct one vs the first baseline,
 * else the latest. Suite runs show every evaluation (a few shipped candidates per workload). */
static void choose_shown(kb_rep_run *r)
{
    bool best_only = !strcmp(r->kind, "agent");
    for (int i = 0; i < r->n_evals; i++) {
        kb_rep_eval *e = &r->evals[i];
        e->shown = !best_only;
        if (!best_only) continue;
        int pick = -1;
        double best = -1;
        for (int j = 0; j < r->n_evals; j++) {
            if (strcmp(r->evals[j].workload, e->workload)) continue;
            double sp = r->n_bases ? ok_speedup(&r->evals[j], r->bases[0]) : NAN;
            if (isfinite(sp) && sp > best)
                best = sp, pick = j;
            else if (best < 0)
                pick = j; /* the latest, while nothing is correct */
        }
        e->shown = pick == i;
    }
    r->n_shown = 0;
    for (int i = 0; i < r->n_evals; i++) r->n_shown += r->evals[i].shown;
}

static void derive(kb_rep_run *r)
{
    for (int i = 0; i < r->n_evals; i++) {
        const kb_rep_eval *e = &r->evals[i];
        bool seen = false;
        for (int j = 0; j < i && !seen; j++) seen = !strcmp(r->evals[j].workload, e->workload);
        r->n_workloads += !seen;
        r->n_ok += is_ok(e);
        for (int k = 0; k < e->n_base; k++) {
            bool have = false;
            for (int b = 0; b < r->n_bases; b++) have |= !strcmp(r->bases[b], e->base[k].who);
            if (!have && r->n_bases < KB_REP_MAX_BASE)
                memcpy(r->bases[r->n_bases++], e->base[k].who, sizeof r->bases[0]);
        }
    }
    choose_shown(r);
    /* fast_p per baseline over workloads, each counted by its best correct candidate */
    for (int b = 0; b < r->n_bases; b++) {
        kb_rep_summary *sm = &r->summary[b];
        memcpy(sm->who, r->bases[b], sizeof sm->who);
        sm->workloads = r->n_workloads;
        double logsum = 0;
        for (int i = 0; i < r->n_evals; i++) {
            bool first = true;
            for (int j = 0; j < i && first; j++)
                first = strcmp(r->evals[j].workload, r->evals[i].workload) != 0;
            if (!first) continue;
            double best = NAN;
            for (int j = i; j < r->n_evals; j++) {
                if (strcmp(r->evals[j].workload, r->evals[i].workload)) continue;
                double sp = ok_speedup(&r->evals[j], sm->who);
                if (isfinite(sp) && !(sp <= best)) best = sp;
            }
            if (!isfinite(best)) continue;
            sm->correct++;
            logsum += log(best);
            for (int p = 0; p < KB_REP_NP; p++) sm->fast[p] += best > kb_rep_p[p];
        }
        sm->geomean = sm->correct ? exp(logsum / sm->correct) : NAN;
    }
    /* verdicts: an agent's candidates (some never reach an evaluation), else the evaluations */
    if (r->n_cands)
        for (int i = 0; i < r->n_cands; i++)
            add_verdict(r, r->cands[i].verdict[0] ? r->cands[i].verdict : "none");
    else
        for (int i = 0; i < r->n_evals; i++) add_verdict(r, r->evals[i].verdict);
    qsort(r->verdicts, (size_t)r->n_verdicts, sizeof r->verdicts[0], cmp_verdict);
}

int kb_report_load(kb_store *s, int64_t run_id, kb_rep_run *r, kb_err *err)
{
    memset(r, 0, sizeof *r);
    int rc = load_run(s, run_id, r, err);
    if (rc) return rc;
    if (load_evals(s, r, err) || load_cands(s, r, err)) return -1;
    derive(r);
    return 0;
}

void kb_report_free(kb_rep_run *r)
{
    for (int i = 0; i < r->n_evals; i++) {
        free(r->evals[i].candidate);
        free(r->evals[i].detail);
    }
    free(r->evals);
    free(r->cands);
    free(r->command);
    memset(r, 0, sizeof *r);
}

double kb_report_peak_gflops(const kb_rep_run *r)
{
    bool one = r->threads == 1;
    if (!strcmp(r->dtype, "f32")) return one ? r->fp32_1 : r->fp32_all;
    return one ? r->bf16_1 : r->bf16_all;
}

double kb_report_peak_gbs(const kb_rep_run *r) { return r->threads == 1 ? r->bw_1 : r->bw_all; }

double kb_report_base_gflops(const kb_rep_eval *e, const kb_rep_base *b)
{
    return b->median_ms > 0 ? e->flops / (b->median_ms * 1e-3) * 1e-9 : NAN;
}

const char *kb_report_basename(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

void kb_report_num(char *out, size_t cap, double x)
{
    double a = fabs(x);
    if (!isfinite(x))
        snprintf(out, cap, "-");
    else if (a >= 100)
        snprintf(out, cap, "%.0f", x);
    else if (a >= 10)
        snprintf(out, cap, "%.1f", x);
    else if (a >= 1)
        snprintf(out, cap, "%.2f", x);
    else
        snprintf(out, cap, "%.3g", x);
}
