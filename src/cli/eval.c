/* eval.c: `kbench eval` (one candidate) and `kbench run` (the shipped candidates of each
 * workload, one table). Both record every evaluation in the store. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../core/term.h"
#include "../core/util.h"
#include "cli.h"
#include "shard.h"

typedef struct session {
    kb_cli c;
    kb_store *st;
    kb_machine m;
    kb_peaks peaks;
    int64_t machine_id;
    int64_t run_id; /* `kbench run`: the run its evaluations belong to */
} session;

static int session_open(session *s)
{
    if (!s->c.eval.threads) s->c.eval.threads = (int)KB_MAX(1, sysconf(_SC_NPROCESSORS_ONLN));
    if (!(s->st = kb_cli_store(&s->c))) return -1;
    bool have_peaks;
    if (kb_cli_machine_for(s->st, s->c.eval.target, s->c.eval.measure, &s->m, &s->peaks, &s->machine_id,
                           &have_peaks))
        return -1;
    s->c.eval.machine = &s->m;
    s->c.eval.peaks = have_peaks ? &s->peaks : NULL;
    return 0;
}

/* Evaluate one candidate, record it. Returns 0, or -1 when it could not be recorded. */
static int evaluate_one(session *s, const kb_workload *w, const char *path, kb_result *r, int64_t *id)
{
    kb_eval_opts o = s->c.eval;
    o.w = w;
    o.candidate = path;
    kb_evaluate(&o, r);
    kb_err err = {{0}};
    *id = kb_store_record(s->st, r, s->machine_id, s->run_id, &err);
    if (*id < 0) {
        fprintf(stderr, "kbench: %s\n", err.msg);
        return -1;
    }
    return 0;
}

static int exit_code(kb_verdict v)
{
    return v == KB_VERDICT_OK ? KB_EXIT_OK : v == KB_VERDICT_HARNESS_ERROR ? KB_EXIT_HARNESS : KB_EXIT_NOT_OK;
}

/* The target's supports slot (cpu: KB_REQUIRES): true when the candidate cannot run here (why:
 * "needs amx_bf16"), so it is skipped rather than failed. A malformed declaration is evaluated
 * anyway and fails to compile; the parser's message, which lists the names kbench knows, goes
 * to stderr first. */
static bool unsupported(const kb_cli *c, const char *cmd, const char *path, char *why, size_t cap)
{
    const kb_target *t = kb_target_find(c->eval.target);
    if (!t || !t->supports) return false;
    const int rc = t->supports(path, c->eval.dtype, why, cap);
    if (rc < 0) fprintf(stderr, "kbench %s: %s\n", cmd, why);
    return rc == 0;
}

static int check_preset(const kb_workload *w, const char *preset)
{
    kb_problem p;
    kb_err err;
    if (kb_problem_init(&p, w, preset, KB_DTYPE_BF16, 1, &err) == 0) return 0;
    fprintf(stderr, "kbench: %s\n", err.msg);
    return -1;
}

static void print_one(const kb_result *r)
{
    char seed[24];
    snprintf(seed, sizeof seed, "%016llx", (unsigned long long)r->seed);
    printf("%s  %s  preset %s  %s  %d threads\n", r->w->id, r->candidate, r->preset, kb_dtype_name(r->dtype),
           r->threads);
    printf("verdict: %s  (%s)\n", kb_verdict_name(r->verdict), r->detail);
    if (r->n_timings > 0) {
        for (int k = 0; k < r->n_timings; k++) {
            const kb_timing *t = &r->timings[k];
            printf("  %-10s median %9.3f ms  IQR [%.3f, %.3f]  min %.3f  n %zu  %.1f GFLOP/s", t->who,
                   t->s.median * 1e3, t->s.q1 * 1e3, t->s.q3 * 1e3, t->s.min * 1e3, t->s.n,
                   r->flops / t->s.median * 1e-9);
            if (r->floor_s > 0) printf(" (%.1f%% of roofline)", 100 * r->floor_s / t->s.median);
            if (t->has_speedup)
                printf("  speedup %.3fx  95%% CI [%.3f, %.3f]", t->speedup, t->ci_lo, t->ci_hi);
            printf("\n");
        }
        printf("  candidate: %.1f GFLOP/s, %.3g GB/s", r->gflops, r->gbs);
        if (r->floor_s > 0) printf(", %.1f%% of roofline (floor %.3f ms)", r->roofline_pct, r->floor_s * 1e3);
        printf("; %d rounds\n", r->rounds);
    }
    if (r->xla_note[0]) printf("%s\n", r->xla_note);
    kb_cli_print_noisy(stdout, r);
    if (r->lib_version[0]) printf("lib: %s\n", r->lib_version);
    if (r->xla_version[0]) printf("xla: %s\n", r->xla_version);
    printf("seed %s (replay with --seed %s)\n", seed, seed);
}

int kb_cmd_eval(int argc, char **argv)
{
    session s = {0};
    int rc = kb_cli_parse(&s.c, argc, argv, "eval");
    if (rc) return rc > 0 ? KB_EXIT_OK : KB_EXIT_USAGE;
    if (s.c.argc != 2) {
        fprintf(stderr, "kbench eval: expected <id> <candidate.c> (kbench eval --help)\n");
        return KB_EXIT_USAGE;
    }
    const kb_workload *w = kb_cli_workload(s.c.argv[0]);
    if (!w || check_preset(w, s.c.eval.preset)) return KB_EXIT_USAGE;
    char why[1200];
    if (unsupported(&s.c, "eval", s.c.argv[1], why, sizeof why)) {
        if (s.c.json)
            kb_cli_print_json(
                json_pack("{s:s, s:s, s:s}", "workload", w->id, "candidate", s.c.argv[1], "skipped", why));
        fprintf(stderr,
                "kbench eval: %s: skipped: %s (its KB_REQUIRES; this evaluation is %s on "
                "this machine); exit %d\n",
                s.c.argv[1], why, kb_dtype_name(s.c.eval.dtype), KB_EXIT_UNSUPPORTED);
        return KB_EXIT_UNSUPPORTED;
    }
    if (session_open(&s)) {
        kb_store_close(s.st);
        return KB_EXIT_HARNESS;
    }
    kb_result r;
    int64_t id = 0;
    int recorded = evaluate_one(&s, w, s.c.argv[1], &r, &id);
    if (s.c.json)
        kb_cli_print_json(kb_cli_result_json(&r, id));
    else
        print_one(&r);
    rc = recorded ? KB_EXIT_HARNESS : exit_code(r.verdict);
    kb_result_free(&r);
    kb_store_close(s.st);
    return rc;
}

/* The kernels directory: --kernels, else ./kernels/<target>, else the one this binary was
 * built from. */
static const char *kernels_dir(const kb_cli *c)
{
    static char dir[1024];
    struct stat st;
    if (c->kernels) return c->kernels;
    snprintf(dir, sizeof dir, "kernels/%s", c->eval.target);
    if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode)) return dir;
    const char *root = getenv("KBENCH_ROOT");
    snprintf(dir, sizeof dir, "%s/kernels/%s", root && *root ? root : KB_ROOT, c->eval.target);
    return dir;
}

/* A candidate's file name ending, the target's: ".c", ".py". */
static const char *candidate_ext(const kb_cli *c)
{
    static char ext[24];
    snprintf(ext, sizeof ext, ".%s", kb_target_find(c->eval.target)->source_ext);
    return ext;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* The files ending in ext in dir/id, sorted; returns how many (paths are heap strings). */
static int list_candidates(const char *dir, const char *id, const char *ext, char **out, int cap)
{
    char *sub = kb_xasprintf("%s/%s", dir, id);
    DIR *d = opendir(sub);
    int n = 0;
    size_t el = strlen(ext);
    for (struct dirent *e; d && (e = readdir(d)) && n < cap;) {
        size_t l = strlen(e->d_name);
        if (l > el && !strcmp(e->d_name + l - el, ext)) out[n++] = kb_xasprintf("%s/%s", sub, e->d_name);
    }
    if (d) closedir(d);
    free(sub);
    qsort(out, (size_t)n, sizeof *out, cmp_str);
    return n;
}

/* --shard: keep this task's workloads, balanced by their cost with their candidate counts. */
static int shard_workloads(const kb_cli *c, const kb_shard *sh, const kb_workload **ws, int nw)
{
    double cost[KB_CLI_MAX_WORKLOADS];
    int keep[KB_CLI_MAX_WORKLOADS];
    for (int i = 0; i < nw; i++) {
        char *cands[64];
        int nc = list_candidates(kernels_dir(c), ws[i]->id, candidate_ext(c), cands, 64);
        for (int k = 0; k < nc; k++) free(cands[k]);
        cost[i] = kb_shard_cost(ws[i], &c->eval, nc);
    }
    int m = kb_shard_pick(sh, cost, nw, keep);
    for (int k = 0; k < m; k++) ws[k] = ws[keep[k]];
    return m;
}

int kb_cmd_run(int argc, char **argv)
{
    session s = {0};
    int rc = kb_cli_parse(&s.c, argc, argv, "run");
    if (rc) return rc > 0 ? KB_EXIT_OK : KB_EXIT_USAGE;
    /* run times every shipped candidate: a shorter cap per workload than one eval's (each
     * workload's session still makes at least 3 rounds, and more while it fits) */
    if (!s.c.max_time_given) s.c.eval.max_time_s = 2.0;
    kb_shard sh;
    int from_file = s.c.eval.seed_given ? 1 : kb_shard_seed(s.c.seed_file, &s.c.eval.seed);
    if (from_file == 0) s.c.eval.seed_given = true;
    if (from_file < 0 || kb_shard_parse(&sh, s.c.shard, s.c.run_key, s.c.eval.seed_given, "run"))
        return KB_EXIT_USAGE;
    const kb_workload *ws[KB_CLI_MAX_WORKLOADS];
    int nw = 0;
    if (s.c.argc && s.c.suite) {
        fprintf(stderr, "kbench run: give workload ids or --suite, not both\n");
        return KB_EXIT_USAGE;
    }
    for (int i = 0; i < s.c.argc; i++) {
        if (!(ws[nw++] = kb_cli_workload(s.c.argv[i]))) return KB_EXIT_USAGE;
        if (nw == KB_CLI_MAX_WORKLOADS) break;
    }
    /* no ids: every workload of the suite; for a target whose kernels cover part of the
     * suite, those with shipped kernels */
    const kb_target *tg = kb_target_find(s.c.eval.target);
    KB_ASSERT(tg); /* kb_cli_parse took only a registered name */
    const bool shipped_only = tg->run_shipped_only;
    size_t n_suite = 0;
    const kb_suite_entry *suite = nw ? NULL : kb_cli_suite("run", s.c.suite, &n_suite);
    for (size_t i = 0; i < n_suite && nw < KB_CLI_MAX_WORKLOADS; i++) {
        char *cands[64];
        int nc = shipped_only
                     ? list_candidates(kernels_dir(&s.c), suite[i].w->id, candidate_ext(&s.c), cands, 64)
                     : 1;
        for (int k = 0; shipped_only && k < nc; k++) free(cands[k]);
        if (nc) ws[nw++] = suite[i].w;
    }
    for (int i = 0; i < nw; i++)
        if (check_preset(ws[i], s.c.eval.preset)) return KB_EXIT_USAGE;
    nw = shard_workloads(&s.c, &sh, ws, nw);
    if (session_open(&s)) {
        kb_store_close(s.st);
        return KB_EXIT_HARNESS;
    }
    const char *dir = kernels_dir(&s.c);
    char *command = kb_join_args(argc, argv);
    kb_err err = {{0}};
    s.run_id =
        kb_store_run_begin(s.st, "suite", s.c.eval.preset, s.c.eval.dtype, s.c.eval.threads, command, &err);
    free(command);
    const char *ids[KB_CLI_MAX_WORKLOADS];
    for (int i = 0; i < nw; i++) ids[i] = ws[i]->id;
    if (s.run_id > 0 && kb_shard_record(s.st, s.run_id, &sh, "suite", &s.c.eval, &s.m, ids, nw, &err))
        s.run_id = -1;
    if (s.run_id < 0) {
        fprintf(stderr, "kbench: %s\n", err.msg);
        kb_store_close(s.st);
        return KB_EXIT_HARNESS;
    }
    json_t *all = json_array();
    int worst = KB_EXIT_OK, total = 0, n_ok = 0, n_skipped = 0;
    if (!s.c.json) {
        if (tg->run_banner) tg->run_banner(stdout, &s.c.eval);
        kb_cli_table_header();
    }
    /* the bar counts candidates: list them all first */
    int n_cands = 0;
    for (int i = 0; i < nw; i++) {
        char *cands[64];
        int nc = list_candidates(dir, ws[i]->id, candidate_ext(&s.c), cands, 64);
        for (int k = 0; k < nc; k++) free(cands[k]);
        n_cands += nc;
    }
    kb_bar_begin("run", n_cands);
    for (int i = 0; i < nw; i++) {
        char *cands[64];
        int nc = list_candidates(dir, ws[i]->id, candidate_ext(&s.c), cands, 64);
        if (!nc) {
            kb_bar_hide();
            fprintf(stderr, "kbench run: no candidates in %s/%s\n", dir, ws[i]->id);
            continue;
        }
        /* KB_REQUIRES: what cannot run here is a skipped row, left out of the group */
        int kept = 0;
        for (int k = 0; k < nc; k++) {
            char why[1200];
            if (!unsupported(&s.c, "run", cands[k], why, sizeof why)) {
                cands[kept++] = cands[k];
                continue;
            }
            kb_bar_hide();
            if (s.c.json)
                json_array_append_new(all, json_pack("{s:s, s:s, s:s}", "workload", ws[i]->id, "candidate",
                                                     cands[k], "skipped", why));
            else
                kb_cli_table_skip_row(ws[i]->id, cands[k], why);
            kb_bar_step(total + ++n_skipped);
            free(cands[k]);
        }
        if (!(nc = kept)) continue;
        /* all of a workload's candidates in one session where the target can: the baselines are
         * timed once, interleaved with every candidate (a target without evaluate_group, e.g.
         * tpu, evaluates one at a time) */
        kb_result *rs = kb_xcalloc((size_t)KB_MAX(nc, 1), sizeof *rs);
        kb_eval_opts o = s.c.eval;
        o.w = ws[i];
        if (nc > 0) kb_evaluate_group(&o, (const char *const *)cands, nc, rs);
        for (int k = 0; k < nc; k++) {
            kb_result *r = &rs[k];
            kb_err rerr = {{0}};
            int64_t id = kb_store_record(s.st, r, s.machine_id, s.run_id, &rerr);
            if (id < 0) {
                fprintf(stderr, "kbench: %s\n", rerr.msg);
                worst = KB_EXIT_HARNESS;
            }
            kb_bar_hide();
            if (s.c.json)
                json_array_append_new(all, kb_cli_result_json(r, id));
            else {
                kb_cli_table_row(r);
                fflush(stdout);
            }
            total++;
            kb_bar_step(total + n_skipped);
            n_ok += r->verdict == KB_VERDICT_OK;
            int e = exit_code(r->verdict);
            if (e > worst) worst = e;
            kb_result_free(r);
            free(cands[k]);
        }
        free(rs);
    }
    kb_bar_end();
    if (s.c.json)
        kb_cli_print_json(all);
    else {
        json_decref(all);
        printf("%d of %d candidates ok", n_ok, total);
        if (n_skipped) printf(", %d skipped (KB_REQUIRES not met here)", n_skipped);
        printf("; results in %s (run %lld)\n", s.c.db, (long long)s.run_id);
    }
    if (kb_store_run_end(s.st, s.run_id, "done", &err)) {
        fprintf(stderr, "kbench: %s\n", err.msg);
        worst = KB_EXIT_HARNESS;
    }
    kb_store_close(s.st);
    return worst;
}
