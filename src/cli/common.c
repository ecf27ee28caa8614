/* common.c: option parsing, the store and peaks, and result rendering shared by subcommands. */
#include "cli.h"

#include <getopt.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../core/term.h"
#include "../core/text.h"
#include "../core/util.h"
#include "../harness/machine_store.h"

static int parse_num(const char *cmd, const char *opt, const char *v, double lo, double hi, double *out)
{
    char *end;
    double x = strtod(v, &end);
    if (!*v || *end || !(x >= lo && x <= hi)) {
        fprintf(stderr, "kbench %s: --%s takes a number from %g to %g, not '%s'\n", cmd, opt, lo, hi, v);
        return -1;
    }
    *out = x;
    return 0;
}

/* --allow-busy and --busy-wait as the last command line parsed gave them, for the peaks that
 * kb_cli_machine measures on a machine that has none stored (its callers pass no options). */
static bool busy_allow;
static double busy_wait_s = KB_CLI_BUSY_WAIT_S;

int kb_cli_parse(kb_cli *c, int argc, char **argv, const char *cmd)
{
    memset(c, 0, sizeof *c);
    c->db = "kbench.db";
    c->limit = 20;
    kb_eval_opts_default(&c->eval);
    c->eval.busy_wait_s = KB_CLI_BUSY_WAIT_S;
    /* the library's default is lib only; the commands that take --no-xla time xla too */
    c->eval.xla = kb_cli_takes(cmd, "no-xla");
    /* every option that a command parsed here can take; cmd takes those its table entry lists */
    static const struct option vocab[] = {{"db", required_argument, 0, 'd'},
                                          {"json", no_argument, 0, 'j'},
                                          {"preset", required_argument, 0, 'p'},
                                          {"dtype", required_argument, 0, 't'},
                                          {"threads", required_argument, 0, 'n'},
                                          {"sets", required_argument, 0, 's'},
                                          {"seed", required_argument, 0, 'S'},
                                          {"timeout", required_argument, 0, 'T'},
                                          {"max-time", required_argument, 0, 'M'},
                                          {"min-time", required_argument, 0, 'm'},
                                          {"no-time", no_argument, 0, 'N'},
                                          {"mem-mb", required_argument, 0, 'r'},
                                          {"vs", required_argument, 0, 'v'},
                                          {"kernels", required_argument, 0, 'k'},
                                          {"limit", required_argument, 0, 'l'},
                                          {"quiet", no_argument, 0, 'q'},
                                          {"no-xla", no_argument, 0, 'X'},
                                          {"markdown", no_argument, 0, 'D'},
                                          {"target", required_argument, 0, 'g'},
                                          {"allow-busy", no_argument, 0, 'B'},
                                          {"busy-wait", required_argument, 0, 'W'},
                                          {"shard", required_argument, 0, 'H'},
                                          {"run-id", required_argument, 0, 'I'},
                                          {"seed-file", required_argument, 0, 'F'},
                                          {"out", required_argument, 0, 'o'},
                                          {"grid", no_argument, 0, 'G'},
                                          {"random", required_argument, 0, 'R'},
                                          {"suite", required_argument, 0, 'U'},
                                          {0, 0, 0, 0}};
    struct option longopts[KB_CLI_MAX_OPTS];
    kb_cli_longopts(cmd, vocab, longopts, KB_ARRAY_LEN(longopts));
    optind = 1;
    opterr = 0;
    int ch, idx;
    double x;
    while ((ch = kb_cli_getopt(cmd, argc, argv, longopts, &idx)) != -1) {
        if (ch == KB_CLI_HELP) {
            kb_cli_usage(stdout, cmd);
            return 1;
        }
        if (ch == '?') return -1;
        const char *name = longopts[idx].name;
        switch (ch) {
        case 'd': c->db = optarg; break;
        case 'j': c->json = true; break;
        case 'p': c->eval.preset = optarg; break;
        case 't':
            if (kb_dtype_parse(optarg, &c->eval.dtype)) {
                fprintf(stderr, "kbench %s: --dtype is bf16 or f32, not '%s'\n", cmd, optarg);
                return -1;
            }
            break;
        case 'n':
            if (parse_num(cmd, name, optarg, 1, 1024, &x)) return -1;
            c->eval.threads = (int)x;
            break;
        case 's':
            if (parse_num(cmd, name, optarg, 3, 8, &x)) return -1;
            c->eval.n_sets = (int)x;
            break;
        case 'S': {
            char *end;
            c->eval.seed = strtoull(optarg, &end, 16);
            if (!*optarg || *end) {
                fprintf(stderr, "kbench %s: --seed takes the hex seed printed by an earlier eval, not '%s'\n",
                        cmd, optarg);
                return -1;
            }
            c->eval.seed_given = true;
            break;
        }
        case 'T':
            if (parse_num(cmd, name, optarg, 0.1, 86400, &c->eval.timeout_s)) return -1;
            break;
        case 'M':
            if (parse_num(cmd, name, optarg, 0.01, 86400, &c->eval.max_time_s)) return -1;
            c->max_time_given = true;
            break;
        case 'm':
            if (parse_num(cmd, name, optarg, 0, 86400, &c->eval.min_time_s)) return -1;
            c->min_time_given = true;
            break;
        case 'N': c->eval.measure = false; break;
        case 'X': c->eval.xla = false; break;
        case 'r':
            if (parse_num(cmd, name, optarg, 64, 1 << 22, &x)) return -1;
            c->eval.mem_bytes = (size_t)x << 20;
            break;
        case 'v': c->eval.vs = optarg; break;
        case 'k': c->kernels = optarg; break;
        case 'l':
            if (parse_num(cmd, name, optarg, 1, 1e9, &x)) return -1;
            c->limit = (int)x;
            break;
        case 'q': kb_quiet = true; break;
        case 'D': c->markdown = true; break;
        case 'B': c->eval.allow_busy = true; break;
        case 'W':
            if (parse_num(cmd, name, optarg, 0, 86400, &c->eval.busy_wait_s)) return -1;
            break;
        case 'H': c->shard = optarg; break;
        case 'I': c->run_key = optarg; break;
        case 'F': c->seed_file = optarg; break;
        case 'o': c->out = optarg; break;
        case 'G': c->random = NULL; break;
        case 'R': c->random = optarg; break;
        case 'U':
            if (!kb_cli_suite(cmd, optarg, &(size_t){0})) return -1;
            c->suite = optarg;
            break;
        case 'g':
            if (!kb_target_find(optarg)) {
                char names[256];
                kb_target_names(names, sizeof names);
                fprintf(stderr, "kbench %s: --target is one of %s, not '%s'\n", cmd, names, optarg);
                return -1;
            }
            c->eval.target = optarg;
            break;
        }
    }
    if (c->eval.min_time_s > c->eval.max_time_s) c->eval.min_time_s = c->eval.max_time_s;
    busy_allow = c->eval.allow_busy;
    busy_wait_s = c->eval.busy_wait_s;
    c->argc = argc - optind;
    c->argv = argv + optind;
    return 0;
}

const kb_workload *kb_cli_workload(const char *name)
{
    const kb_workload *w = kb_suite_find(name);
    if (!w) {
        char near[256];
        kb_suite_suggest(name, near, sizeof near);
        fprintf(stderr, "kbench: unknown workload '%s'; closest: %s (kbench list shows all)\n", name, near);
    }
    return w;
}

const kb_suite_entry *kb_cli_suite(const char *cmd, const char *name, size_t *n)
{
    const kb_suite_entry *e = kb_suite_entries(name ? name : KB_SUITE_DEFAULT, n);
    if (!e)
        fprintf(stderr, "kbench %s: --suite takes one of %s, not '%s' (unknown suite)\n", cmd,
                kb_suite_names(), name);
    return e;
}

kb_store *kb_cli_store(const kb_cli *c)
{
    kb_err err = {{0}};
    kb_store *st = kb_store_open(c->db, &err);
    if (!st) fprintf(stderr, "kbench: %s\n", err.msg);
    return st;
}

/* The machine store, or NULL (said once on stderr when `say`: the peaks are then this process's
 * alone). */
static kb_mstore *machine_store(bool say)
{
    static bool said;
    kb_err err = {{0}};
    kb_mstore *ms = kb_mstore_shared(&err);
    if (!ms && say && !said) {
        fprintf(stderr, "kbench: warning: %s; the peaks are measured for this command only\n", err.msg);
        said = true;
    }
    return ms;
}

/* Record the peaks used in the results store st (when there is one). */
static int record_peaks(kb_store *st, const kb_machine *m, const kb_peaks *p, int64_t *machine_id)
{
    kb_err err = {{0}};
    *machine_id = 0;
    if (st && kb_store_save_peaks(st, m, p, machine_id, &err)) {
        fprintf(stderr, "kbench: %s\n", err.msg);
        return -1;
    }
    return 0;
}

int kb_cli_peaks_measure(kb_store *st, const kb_machine *m, kb_peaks *p, int64_t *machine_id)
{
    kb_err err = {{0}};
    if (kb_peaks_measure_quiet(m, p, busy_allow, busy_wait_s, &err)) {
        fprintf(stderr, "kbench: %s\n", err.msg);
        return -1;
    }
    if (p->noisy)
        fprintf(stderr,
                "kbench: warning: the peaks were measured while the machine was busy (%s); "
                "stored flagged noisy (--allow-busy). Roofline floors keep any better figure this "
                "machine has shown; run kbench peak on a quiet machine for true ones\n",
                p->noisy_reason);
    kb_mstore *ms = machine_store(true);
    if (ms && kb_mstore_save_peaks(ms, m, p, &err)) {
        fprintf(stderr, "kbench: %s\n", err.msg);
        return -1;
    }
    return record_peaks(st, m, p, machine_id);
}

int kb_cli_machine(kb_store *st, kb_machine *m, kb_peaks *p, int64_t *machine_id)
{
    kb_machine_detect(m);
    *machine_id = 0;
    kb_mstore *ms = machine_store(true);
    if (ms && kb_mstore_peaks(ms, m, p) == 0) return record_peaks(st, m, p, machine_id);
    kb_progress("no peaks stored for this machine yet (%s): measuring them once (kbench peak)",
                kb_mstore_path());
    return kb_cli_peaks_measure(st, m, p, machine_id);
}

int kb_cli_machine_for(kb_store *st, const char *target, bool timing, kb_machine *m, kb_peaks *p,
                       int64_t *machine_id, bool *have_peaks)
{
    *have_peaks = true;
    const kb_target *t = target ? kb_target_find(target) : kb_target_default();
    if (timing && (!t || t->uses_host_peaks)) return kb_cli_machine(st, m, p, machine_id);
    kb_machine_detect(m);
    *machine_id = 0;
    kb_mstore *ms = machine_store(false);
    if (ms && kb_mstore_peaks(ms, m, p) == 0) return record_peaks(st, m, p, machine_id);
    memset(p, 0, sizeof *p);
    *have_peaks = false;
    return 0;
}

/* ---- rendering ------------------------------------------------------------------------------ */

/* The `run` table fits 100 columns: long workload ids and file names are cut with "..", times
 * keep four significant digits, and a failure's detail line is cut to the width. Verdicts and
 * speedups whose CI clears 1 are coloured, only on a terminal (term.h). Speedups are the
 * baseline's time over the candidate's: against lib with its CI, then against xla (its CI in
 * eval, --json and the store; the row has no room for two). */
#define COLS 100
#define W_WORKLOAD 20
#define W_CAND 9
#define W_VERDICT 17
#define W_SPEEDUP 20 /* against lib, with its CI */
#define W_XLA 7      /* against xla */

static const char *basename_of(const char *p)
{
    const char *s = strrchr(p, '/');
    return s ? s + 1 : p;
}

/* src in at most w columns, ending in ".." when cut, then padded with spaces to w when pad;
 * control characters become spaces or '?', UTF-8 passes whole (a column per character), so
 * dst needs 4 w + 1 bytes. */
static void fit(char *dst, size_t cap, const char *src, int w, bool pad)
{
    size_t n = 0, cut_at = 0;
    int cols = 0;
    bool cut = false;
    for (const unsigned char *p = (const unsigned char *)src; *p && n + 1 < cap; p++) {
        bool cont = (*p & 0xc0) == 0x80;
        if (!cont) {
            if (cols == w - 2) cut_at = n; /* where ".." goes if it must */
            if (cols == w) {
                cut = true;
                break;
            }
            cols++;
        }
        dst[n++] = *p == '\n' || *p == '\t' ? ' ' : *p < 0x20 || *p == 0x7f ? '?' : (char)*p;
    }
    if (n + 1 >= cap && src[n]) cut = true;
    if (cut && w >= 2) {
        n = cut_at;
        dst[n++] = '.';
        dst[n++] = '.';
        cols = w;
    }
    for (; pad && cols < w && n + 1 < cap; cols++) dst[n++] = ' ';
    dst[n] = 0;
}

/* Four significant digits for values up to 10^7, in at most 7 columns. */
static void fmt_val(char *out, size_t cap, double x)
{
    int dec = x < 10 ? 3 : x < 100 ? 2 : x < 1000 ? 1 : 0;
    snprintf(out, cap, "%.*f", dec, x);
}

/* Speedups: two significant digits at least (0.023x, not 0.02x). */
static void fmt_ratio(char *out, size_t cap, double x)
{
    int dec = x < 0.1 ? 3 : x < 10 ? 2 : x < 100 ? 1 : 0;
    snprintf(out, cap, "%.*f", dec, x);
}

/* The last xla note under a row: a reason shared by a run of rows is shown once. */
static char table_xla_note[sizeof((kb_result *)0)->xla_note];

const char *kb_cli_noisy_text(const kb_result *r)
{
    static char text[sizeof r->noisy_reason + 128];
    snprintf(text, sizeof text,
             "noisy: timed while the machine was busy (%s); the times and speedups "
             "may not hold",
             r->noisy_reason[0] ? r->noisy_reason : "no reason recorded");
    return text;
}

void kb_cli_print_noisy(FILE *f, const kb_result *r)
{
    if (r->noisy) fprintf(f, "%s\n", kb_cli_noisy_text(r));
}

void kb_cli_table_header(void)
{
    table_xla_note[0] = 0;
    printf("%-*s %-*s %-*s %7s %7s %5s  %-*s %*s\n", W_WORKLOAD, "workload", W_CAND, "candidate", W_VERDICT,
           "verdict", "ms", "GFLOP/s", "%roof", W_SPEEDUP, "speedup [95% CI]", W_XLA, "vs xla");
}

/* A baseline's timing in r, or NULL. */
static const kb_timing *timing_of(const kb_result *r, const char *who)
{
    for (int k = 1; k < r->n_timings; k++)
        if (!strcmp(r->timings[k].who, who)) return &r->timings[k];
    return NULL;
}

/* Green when the CI clears 1, red when it is all below: only then is the difference real. */
static bool speedup_style(const kb_timing *t, kb_term_style *style)
{
    if (t->ci_lo > 1)
        *style = KB_TERM_GREEN;
    else if (t->ci_hi < 1)
        *style = KB_TERM_RED;
    else
        return false;
    return true;
}

/* A candidate not run here (KB_REQUIRES): its row says why, dim; no verdict, no store row. */
void kb_cli_table_skip_row(const char *workload, const char *candidate, const char *why)
{
    char wl[4 * W_WORKLOAD + 1], cand[4 * W_CAND + 1], line[4 * COLS + 1];
    fit(wl, sizeof wl, workload, W_WORKLOAD, true);
    fit(cand, sizeof cand, basename_of(candidate), W_CAND, true);
    char *rest = kb_xasprintf("skipped: %s", why);
    fit(line, sizeof line, rest, COLS - W_WORKLOAD - W_CAND - 2, false);
    printf("%s %s %s%s%s\n", wl, cand, kb_term_on(stdout, KB_TERM_DIM), line, kb_term_off(stdout));
    free(rest);
}

void kb_cli_table_row(const kb_result *r)
{
    char wl[4 * W_WORKLOAD + 1], cand[4 * W_CAND + 1];
    char med[32] = "-", gf[32] = "-", roof[32] = "-", sp[96] = "-", xs[32] = "-";
    fit(wl, sizeof wl, r->w->id, W_WORKLOAD, true);
    fit(cand, sizeof cand, basename_of(r->candidate), W_CAND, true);
    kb_term_style sp_style = KB_TERM_BOLD, x_style = KB_TERM_BOLD;
    bool sp_colour = false, x_colour = false;
    if (r->n_timings > 1) {
        const kb_timing *c = &r->timings[0], *b = &r->timings[1];
        char x[16], lo[16], hi[16];
        fmt_val(med, sizeof med, c->s.median * 1e3);
        fmt_val(gf, sizeof gf, r->gflops);
        if (r->floor_s > 0) snprintf(roof, sizeof roof, "%.1f", r->roofline_pct);
        fmt_ratio(x, sizeof x, b->speedup);
        fmt_ratio(lo, sizeof lo, b->ci_lo);
        fmt_ratio(hi, sizeof hi, b->ci_hi);
        /* the CI loses its space rather than the row its 100th column */
        snprintf(sp, sizeof sp, "%sx [%s,%s%s]%s", x, lo, strlen(x) + strlen(lo) + strlen(hi) > 13 ? "" : " ",
                 hi, kb_contestant_of(b->who) == KB_CONTESTANT_LIB ? "" : " vs --vs");
        sp_colour = speedup_style(b, &sp_style);
        /* against xla: the ratio alone (its CI is in eval, --json and the store), coloured by it */
        const kb_timing *xt = timing_of(r, kb_contestant_name(KB_CONTESTANT_XLA));
        if (xt) {
            fmt_ratio(x, sizeof x, xt->speedup);
            snprintf(xs, sizeof xs, "%sx", x);
            x_colour = speedup_style(xt, &x_style);
        }
    }
    const char *v = kb_verdict_name(r->verdict);
    /* the verdict's padding; a result timed while the machine was busy gets a '*' at its end
     * (the verdict itself stays as it is, for whoever reads the table), the reason below */
    char vpad[W_VERDICT + 1];
    int npad = (int)(W_VERDICT - KB_MIN(strlen(v), W_VERDICT));
    memset(vpad, ' ', (size_t)npad);
    vpad[npad] = 0;
    if (r->noisy && npad >= 2) vpad[npad - 1] = '*';
    kb_term_style vs = r->verdict == KB_VERDICT_OK              ? KB_TERM_GREEN
                       : r->verdict == KB_VERDICT_HARNESS_ERROR ? KB_TERM_YELLOW
                                                                : KB_TERM_RED;
    /* colour codes sit outside the padding so that columns stay aligned */
    printf("%s %s %s%s%s%s %7s %7s %5s  %s%s%s%*s %*s%s%s%s\n", wl, cand, kb_term_on(stdout, vs), v,
           kb_term_off(stdout), vpad, med, gf, roof, sp_colour ? kb_term_on(stdout, sp_style) : "", sp,
           sp_colour ? kb_term_off(stdout) : "", (int)(W_SPEEDUP - KB_MIN(strlen(sp), W_SPEEDUP)), "",
           (int)(W_XLA - KB_MIN(strlen(xs), W_XLA)), "", x_colour ? kb_term_on(stdout, x_style) : "", xs,
           x_colour ? kb_term_off(stdout) : "");
    if (r->verdict != KB_VERDICT_OK) {
        char *line = kb_xasprintf("    %s: %s", kb_verdict_message(r->verdict), r->detail);
        char shown[4 * COLS + 1];
        fit(shown, sizeof shown, line, COLS, false);
        printf("%s%s%s\n", kb_term_on(stdout, KB_TERM_DIM), shown, kb_term_off(stdout));
        free(line);
    }
    if (r->noisy) {
        char *line = kb_xasprintf("    * %s", kb_cli_noisy_text(r));
        char shown[4 * COLS + 1];
        fit(shown, sizeof shown, line, COLS, false);
        printf("%s%s%s\n", kb_term_on(stdout, KB_TERM_DIM), shown, kb_term_off(stdout));
        free(line);
    }
    /* why the xla column is empty (no plugin, no export, XLA failed), once per reason */
    if (r->xla_note[0] && strcmp(r->xla_note, table_xla_note) != 0) {
        char *line = kb_xasprintf("    %s", r->xla_note);
        char shown[4 * COLS + 1];
        fit(shown, sizeof shown, line, COLS, false);
        printf("%s%s%s\n", kb_term_on(stdout, KB_TERM_DIM), shown, kb_term_off(stdout));
        free(line);
        snprintf(table_xla_note, sizeof table_xla_note, "%s", r->xla_note);
    }
}

json_t *kb_cli_real(double v) { return isfinite(v) ? json_real(v) : json_null(); }

/* A JSON string of arbitrary bytes (compiler output, a candidate's prints, a path): jansson
 * refuses invalid UTF-8 (json_string returns NULL, and the row would vanish), so such bytes
 * become U+FFFD; JSON itself escapes control characters. */
json_t *kb_cli_str(const char *s)
{
    char *t = kb_text_utf8(s);
    json_t *j = json_string(t);
    free(t);
    return j;
}

json_t *kb_cli_result_json(const kb_result *r, int64_t eval_id)
{
    char seed[24];
    snprintf(seed, sizeof seed, "%016llx", (unsigned long long)r->seed);
    json_t *o = json_object();
    json_object_set_new(o, "workload", json_string(r->w->id));
    json_object_set_new(o, "jaxbench", json_string(r->w->jaxbench));
    json_object_set_new(o, "candidate", kb_cli_str(r->candidate));
    json_object_set_new(o, "candidate_hash", json_string(r->hash));
    json_object_set_new(o, "preset", json_string(r->preset));
    json_object_set_new(o, "dtype", json_string(kb_dtype_name(r->dtype)));
    json_object_set_new(o, "threads", json_integer(r->threads));
    json_object_set_new(o, "seed", json_string(seed));
    json_object_set_new(o, "verdict", json_string(kb_verdict_name(r->verdict)));
    json_object_set_new(o, "detail", kb_cli_str(r->detail));
    json_object_set_new(o, "flops", kb_cli_real(r->flops));
    json_object_set_new(o, "bytes", kb_cli_real(r->bytes));
    bool timed = r->n_timings > 0;
    json_object_set_new(o, "time_ms", timed ? kb_cli_real(r->timings[0].s.median * 1e3) : json_null());
    json_object_set_new(o, "gflops", timed ? kb_cli_real(r->gflops) : json_null());
    json_object_set_new(o, "gbs", timed ? kb_cli_real(r->gbs) : json_null());
    json_object_set_new(o, "roofline_pct",
                        timed && r->floor_s > 0 ? kb_cli_real(r->roofline_pct) : json_null());
    json_object_set_new(o, "floor_ms", r->floor_s > 0 ? kb_cli_real(r->floor_s * 1e3) : json_null());
    json_t *sp = json_object(), *tm = json_object();
    for (int k = 0; k < r->n_timings; k++) {
        const kb_timing *t = &r->timings[k];
        json_t *s = json_object();
        json_object_set_new(s, "median_ms", kb_cli_real(t->s.median * 1e3));
        json_object_set_new(s, "q1_ms", kb_cli_real(t->s.q1 * 1e3));
        json_object_set_new(s, "q3_ms", kb_cli_real(t->s.q3 * 1e3));
        json_object_set_new(s, "min_ms", kb_cli_real(t->s.min * 1e3));
        json_object_set_new(s, "n", json_integer((json_int_t)t->s.n));
        json_object_set_new(s, "gflops", kb_cli_real(r->flops / t->s.median * 1e-9));
        json_object_set_new(s, "roofline_pct",
                            r->floor_s > 0 ? kb_cli_real(100 * r->floor_s / t->s.median) : json_null());
        json_object_set_new(tm, t->who, s);
        if (!t->has_speedup) continue;
        json_t *x = json_object();
        json_object_set_new(x, "median", kb_cli_real(t->speedup));
        json_object_set_new(x, "ci", json_pack("[oo]", kb_cli_real(t->ci_lo), kb_cli_real(t->ci_hi)));
        json_object_set_new(sp, t->who, x);
    }
    json_object_set_new(o, "speedup", sp);
    json_object_set_new(o, "timings", tm);
    /* why the xla baseline has no timing although it was asked for (null otherwise) */
    json_object_set_new(o, "xla_note", r->xla_note[0] ? kb_cli_str(r->xla_note) : json_null());
    /* timed while the machine was busy: the reason says what was seen (harness/load.h) */
    json_object_set_new(o, "noisy", json_boolean(r->noisy));
    json_object_set_new(o, "noisy_reason", r->noisy ? kb_cli_str(r->noisy_reason) : json_null());
    json_object_set_new(o, "rounds", json_integer(r->rounds));
    json_object_set_new(o, "compiler", kb_cli_str(r->compiler));
    json_object_set_new(o, "lib_version", kb_cli_str(r->lib_version));
    json_object_set_new(o, "xla_version", r->xla_version[0] ? kb_cli_str(r->xla_version) : json_null());
    json_object_set_new(o, "flags", kb_cli_str(r->flags));
    json_object_set_new(o, "eval_id", eval_id > 0 ? json_integer(eval_id) : json_null());
    return o;
}

void kb_cli_print_json(json_t *j)
{
    char *s = json_dumps(j, JSON_INDENT(2) | JSON_REAL_PRECISION(10));
    if (s) puts(s);
    free(s);
    json_decref(j);
}
