/* common.c: option parsing, the store and peaks, and result rendering shared by subcommands. */
#include "cli.h"

#include <getopt.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"

static const struct {
    const char *cmd, *usage;
} usages[] = {
    {"list", "usage: kbench list [--json | --markdown] [--preset P] [--dtype D]\n"
             "  The workloads of the suite, with FLOPs and bytes at the preset (default cpu).\n"
             "  --markdown writes the catalogue (docs/workloads.md).\n"},
    {"show", "usage: kbench show <id> [--preset P] [--dtype D] [--threads N]\n"
             "  The candidate ABI of a workload: prototype, macros, math, tolerances, reference.\n"},
    {"init", "usage: kbench init <id> [file]\n"
             "  Write a correct naive candidate to start from (default: <id>.c; never overwrites).\n"},
    {"eval", "usage: kbench eval <id> <candidate.c> [--vs other.c] [--preset P] [--dtype D]\n"
             "                   [--threads N] [--json] [--db PATH] [--seed HEX] [--sets N]\n"
             "                   [--timeout S] [--max-time S] [--min-time S] [--no-time]\n"
             "                   [--flush-mb N] [--mem-mb N] [--quiet]\n"
             "  Compile, verify on secret-seeded inputs, and time a candidate against the lib\n"
             "  baseline (or against another candidate with --vs). Records one row in the store.\n"
             "  --seed replays an earlier evaluation's inputs; --no-time verifies only.\n"},
    {"run", "usage: kbench run [ids...] [--kernels DIR] [--preset P] [--dtype D] [--threads N]\n"
            "                  [--json] [--db PATH] [--seed HEX] [--max-time S] [--no-time] [--quiet]\n"
            "  Evaluate the shipped candidates (kernels/cpu/<id>/*.c) of each workload (default:\n"
            "  all) and print one table. All runs share one secret seed kept in the cache\n"
            "  directory, so reference outputs are computed once; --seed picks another.\n"},
    {"peak", "usage: kbench peak [--json] [--db PATH]\n"
             "  Measure fp32/bf16 compute and memory bandwidth peaks (1 core, all cores) and\n"
             "  store them for this machine; roofline percentages use them.\n"},
    {"history", "usage: kbench history [id] [--limit N] [--json] [--db PATH]\n"
                "  Stored evaluations, newest first.\n"},
};

static void print_usage(FILE *f, const char *cmd)
{
    for (size_t i = 0; i < KB_ARRAY_LEN(usages); i++)
        if (!strcmp(usages[i].cmd, cmd)) fputs(usages[i].usage, f);
}

static bool allowed_opt(const char *allowed, const char *name)
{
    size_t n = strlen(name);
    for (const char *s = allowed; (s = strstr(s, name)); s += n)
        if ((s == allowed || s[-1] == ' ') && (s[n] == ' ' || s[n] == 0)) return true;
    return false;
}

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

int kb_cli_parse(kb_cli *c, int argc, char **argv, const char *cmd, const char *allowed)
{
    memset(c, 0, sizeof *c);
    c->db = "kbench.db";
    c->limit = 20;
    kb_eval_opts_default(&c->eval);
    static const struct option longopts[] = {
        {"db", required_argument, 0, 'd'}, {"json", no_argument, 0, 'j'},
        {"preset", required_argument, 0, 'p'}, {"dtype", required_argument, 0, 't'},
        {"threads", required_argument, 0, 'n'}, {"sets", required_argument, 0, 's'},
        {"seed", required_argument, 0, 'S'}, {"timeout", required_argument, 0, 'T'},
        {"max-time", required_argument, 0, 'M'}, {"min-time", required_argument, 0, 'm'},
        {"no-time", no_argument, 0, 'N'}, {"flush-mb", required_argument, 0, 'f'},
        {"mem-mb", required_argument, 0, 'r'}, {"vs", required_argument, 0, 'v'},
        {"kernels", required_argument, 0, 'k'}, {"limit", required_argument, 0, 'l'},
        {"quiet", no_argument, 0, 'q'}, {"markdown", no_argument, 0, 'D'}, {"help", no_argument, 0, 'h'}, {0, 0, 0, 0}};
    optind = 1;
    opterr = 0;
    int ch, idx;
    double x;
    while ((ch = getopt_long(argc, argv, "h", longopts, &idx)) != -1) {
        if (ch == 'h') {
            print_usage(stdout, cmd);
            return 1;
        }
        if (ch == '?') {
            fprintf(stderr, "kbench %s: unknown or incomplete option '%s'\n", cmd, argv[optind - 1]);
            print_usage(stderr, cmd);
            return -1;
        }
        const char *name = NULL;
        for (int i = 0; longopts[i].name; i++)
            if (longopts[i].val == ch) name = longopts[i].name;
        if (!allowed_opt(allowed, name)) {
            fprintf(stderr, "kbench %s: --%s does not apply here\n", cmd, name);
            print_usage(stderr, cmd);
            return -1;
        }
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
        case 'n': if (parse_num(cmd, name, optarg, 1, 1024, &x)) return -1; c->eval.threads = (int)x; break;
        case 's': if (parse_num(cmd, name, optarg, 3, 8, &x)) return -1; c->eval.n_sets = (int)x; break;
        case 'S': {
            char *end;
            c->eval.seed = strtoull(optarg, &end, 16);
            if (!*optarg || *end) {
                fprintf(stderr, "kbench %s: --seed takes the hex seed printed by an earlier eval, not '%s'\n", cmd, optarg);
                return -1;
            }
            c->eval.seed_given = true;
            break;
        }
        case 'T': if (parse_num(cmd, name, optarg, 0.1, 86400, &c->eval.timeout_s)) return -1; break;
        case 'M': if (parse_num(cmd, name, optarg, 0.01, 86400, &c->eval.max_time_s)) return -1; break;
        case 'm': if (parse_num(cmd, name, optarg, 0, 86400, &c->eval.min_time_s)) return -1; break;
        case 'N': c->eval.measure = false; break;
        case 'f': if (parse_num(cmd, name, optarg, 0, 65536, &x)) return -1; c->eval.flush_bytes = (size_t)x << 20; break;
        case 'r': if (parse_num(cmd, name, optarg, 64, 1 << 22, &x)) return -1; c->eval.mem_bytes = (size_t)x << 20; break;
        case 'v': c->eval.vs = optarg; break;
        case 'k': c->kernels = optarg; break;
        case 'l': if (parse_num(cmd, name, optarg, 1, 1e9, &x)) return -1; c->limit = (int)x; break;
        case 'q': kb_quiet = true; break;
        case 'D': c->markdown = true; break;
        }
    }
    if (c->eval.min_time_s > c->eval.max_time_s) c->eval.min_time_s = c->eval.max_time_s;
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

kb_store *kb_cli_store(const kb_cli *c)
{
    kb_err err = {{0}};
    kb_store *st = kb_store_open(c->db, &err);
    if (!st) fprintf(stderr, "kbench: %s\n", err.msg);
    return st;
}

int kb_cli_machine(kb_store *st, kb_machine *m, kb_peaks *p, int64_t *machine_id)
{
    kb_machine_detect(m);
    *machine_id = 0;
    if (st && kb_store_load_peaks(st, m, p, machine_id) == 0) return 0;
    kb_progress("no peaks stored for this machine yet: measuring them once (kbench peak)");
    kb_peaks_measure(m, p);
    kb_err err = {{0}};
    if (st && kb_store_save_peaks(st, m, p, machine_id, &err)) {
        fprintf(stderr, "kbench: %s\n", err.msg);
        return -1;
    }
    return 0;
}

/* ---- rendering ------------------------------------------------------------------------------ */

void kb_cli_table_header(void)
{
    printf("%-24s %-16s %-16s %10s %10s %9s %7s  %s\n", "workload", "candidate", "verdict",
           "median ms", "lib ms", "GFLOP/s", "%roof", "speedup vs lib [95% CI]");
}

static const char *basename_of(const char *p)
{
    const char *s = strrchr(p, '/');
    return s ? s + 1 : p;
}

void kb_cli_table_row(const kb_result *r)
{
    char med[32] = "-", lib[32] = "-", gf[32] = "-", roof[32] = "-", sp[96] = "-";
    if (r->n_timings > 0) {
        const kb_timing *c = &r->timings[0], *b = &r->timings[1];
        snprintf(med, sizeof med, "%.3f", c->s.median * 1e3);
        snprintf(lib, sizeof lib, "%.3f", b->s.median * 1e3);
        snprintf(gf, sizeof gf, "%.1f", r->gflops);
        if (r->floor_s > 0) snprintf(roof, sizeof roof, "%.1f", r->roofline_pct);
        snprintf(sp, sizeof sp, "%.3fx [%.3f, %.3f]%s", b->speedup, b->ci_lo, b->ci_hi,
                 strcmp(b->who, "lib") ? " vs --vs" : "");
    }
    printf("%-24s %-16s %-16s %10s %10s %9s %7s  %s\n", r->w->id, basename_of(r->candidate),
           kb_verdict_name(r->verdict), med, lib, gf, roof, sp);
    if (r->verdict != KB_VERDICT_OK) printf("    %s: %s\n", kb_verdict_message(r->verdict), r->detail);
}

json_t *kb_cli_real(double v) { return isfinite(v) ? json_real(v) : json_null(); }

/* A JSON string of arbitrary bytes (compiler output, a candidate's prints): anything that is
 * not printable ASCII becomes '?', so the document is always valid. */
static json_t *str(const char *s)
{
    char *t = kb_xstrdup(s ? s : "");
    for (char *q = t; *q; q++)
        if ((unsigned char)*q < 0x20 || (unsigned char)*q > 0x7e) *q = *q == '\n' ? ' ' : '?';
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
    json_object_set_new(o, "candidate", str(r->candidate));
    json_object_set_new(o, "candidate_hash", json_string(r->hash));
    json_object_set_new(o, "preset", json_string(r->preset));
    json_object_set_new(o, "dtype", json_string(kb_dtype_name(r->dtype)));
    json_object_set_new(o, "threads", json_integer(r->threads));
    json_object_set_new(o, "seed", json_string(seed));
    json_object_set_new(o, "verdict", json_string(kb_verdict_name(r->verdict)));
    json_object_set_new(o, "detail", str(r->detail));
    json_object_set_new(o, "flops", kb_cli_real(r->flops));
    json_object_set_new(o, "bytes", kb_cli_real(r->bytes));
    bool timed = r->n_timings > 0;
    json_object_set_new(o, "time_ms", timed ? kb_cli_real(r->timings[0].s.median * 1e3) : json_null());
    json_object_set_new(o, "gflops", timed ? kb_cli_real(r->gflops) : json_null());
    json_object_set_new(o, "gbs", timed ? kb_cli_real(r->gbs) : json_null());
    json_object_set_new(o, "roofline_pct", timed && r->floor_s > 0 ? kb_cli_real(r->roofline_pct) : json_null());
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
        json_object_set_new(s, "roofline_pct", r->floor_s > 0 ? kb_cli_real(100 * r->floor_s / t->s.median) : json_null());
        json_object_set_new(tm, t->who, s);
        if (!t->has_speedup) continue;
        json_t *x = json_object();
        json_object_set_new(x, "median", kb_cli_real(t->speedup));
        json_object_set_new(x, "ci", json_pack("[oo]", kb_cli_real(t->ci_lo), kb_cli_real(t->ci_hi)));
        json_object_set_new(sp, t->who, x);
    }
    json_object_set_new(o, "speedup", sp);
    json_object_set_new(o, "timings", tm);
    json_object_set_new(o, "rounds", json_integer(r->rounds));
    json_object_set_new(o, "compiler", str(r->compiler));
    json_object_set_new(o, "flags", str(r->flags));
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
