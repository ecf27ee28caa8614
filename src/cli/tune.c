/* tune.c: `kbench tune <id> <candidate.c>`: search the KB_TUNE parameters a candidate declares.
 *
 * Every configuration of the grid (or of a random sample of it) is compiled with its
 * -DKB_TUNE_<name>=<value> flags, verified and timed against lib like `kbench eval`, and
 * recorded in the store (the flags column holds the configuration). All configurations of the
 * search share one secret seed, so they are compared on the same inputs. The winner (the
 * highest median speedup over lib) is then evaluated again on a second, fresh seed that took no
 * part in choosing it, and so is the default configuration when the winner is another one: the
 * report gives the search number and the fresh one side by side, so a winner that only won by
 * noise shows. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/rng.h"
#include "../core/util.h"
#include "../core/term.h"
#include "../harness/tune.h"
#include "cli.h"

typedef struct tuned {
    size_t index;
    char flags[512];
    kb_verdict verdict;
    double ms, lib_ms, speedup, ci_lo, ci_hi;
    int64_t eval_id;
} tuned;

/* Evaluate one configuration on one seed and record it. Returns 0, or -1 if the store failed. */
static int tune_eval(kb_cli *c, kb_store *st, int64_t machine_id, int64_t run_id, const kb_workload *w,
                     const char *path, const char *flags, uint64_t seed, tuned *t, kb_result *r)
{
    kb_eval_opts o = c->eval;
    o.w = w;
    o.candidate = path;
    o.extra_flags = flags;
    o.seed_given = true;
    o.seed = seed;
    o.measure = true;
    kb_evaluate(&o, r);
    kb_err err = {{0}};
    t->eval_id = kb_store_record(st, r, machine_id, run_id, &err);
    snprintf(t->flags, sizeof t->flags, "%s", flags);
    t->verdict = r->verdict;
    t->ms = t->lib_ms = t->speedup = t->ci_lo = t->ci_hi = 0;
    if (r->verdict == KB_VERDICT_OK && r->n_timings > 1) {
        t->ms = r->timings[0].s.median * 1e3;
        t->lib_ms = r->timings[1].s.median * 1e3;
        t->speedup = r->timings[1].speedup;
        t->ci_lo = r->timings[1].ci_lo;
        t->ci_hi = r->timings[1].ci_hi;
    }
    if (t->eval_id < 0) {
        fprintf(stderr, "kbench: %s\n", err.msg);
        return -1;
    }
    return 0;
}

static json_t *tuned_json(const tuned *t, uint64_t seed)
{
    char s[24];
    snprintf(s, sizeof s, "%016llx", (unsigned long long)seed);
    json_t *o = json_object();
    json_object_set_new(o, "flags", json_string(t->flags));
    json_object_set_new(o, "seed", json_string(s));
    json_object_set_new(o, "verdict", json_string(kb_verdict_name(t->verdict)));
    bool ok = t->verdict == KB_VERDICT_OK;
    json_object_set_new(o, "time_ms", ok ? kb_cli_real(t->ms) : json_null());
    json_object_set_new(o, "lib_ms", ok ? kb_cli_real(t->lib_ms) : json_null());
    json_object_set_new(o, "speedup", ok ? kb_cli_real(t->speedup) : json_null());
    json_object_set_new(o, "ci",
                        ok ? json_pack("[oo]", kb_cli_real(t->ci_lo), kb_cli_real(t->ci_hi)) : json_null());
    json_object_set_new(o, "eval_id", t->eval_id > 0 ? json_integer(t->eval_id) : json_null());
    return o;
}

static void tuned_line(const char *what, const tuned *t, const kb_result *r)
{
    if (t->verdict == KB_VERDICT_OK)
        printf("  %-9s %-40s %9.3f ms  lib %9.3f ms  %6.3fx [%.3f, %.3f]\n", what, t->flags, t->ms, t->lib_ms,
               t->speedup, t->ci_lo, t->ci_hi);
    else
        printf("  %-9s %-40s %s: %.120s\n", what, t->flags, kb_verdict_name(t->verdict), r->detail);
    fflush(stdout);
}

int kb_cmd_tune(int argc, char **argv)
{
    kb_cli c;
    int rc = kb_cli_parse(&c, argc, argv, "tune");
    if (rc) return rc > 0 ? KB_EXIT_OK : KB_EXIT_USAGE;
    if (c.argc != 2) {
        fprintf(stderr, "kbench tune: expected <id> <candidate.c>\n");
        kb_cli_usage(stderr, "tune");
        return KB_EXIT_USAGE;
    }
    long random_n = 0; /* --grid (the default) */
    if (c.random) {
        char *end;
        random_n = strtol(c.random, &end, 10);
        if (!*c.random || *end || random_n < 1 || random_n > KB_TUNE_MAX_GRID) {
            fprintf(stderr,
                    "kbench tune: --random takes a number of configurations from 1 "
                    "to %d, not '%s'\n",
                    KB_TUNE_MAX_GRID, c.random);
            return KB_EXIT_USAGE;
        }
    }
    const kb_workload *w = kb_cli_workload(c.argv[0]);
    const char *path = c.argv[1];
    kb_problem prob;
    kb_err err = {{0}};
    if (!w || kb_problem_init(&prob, w, c.eval.preset, KB_DTYPE_BF16, 1, &err)) {
        if (w) fprintf(stderr, "kbench tune: %s\n", err.msg);
        return KB_EXIT_USAGE;
    }
    char *src = kb_read_file(path, NULL);
    kb_tune_space space;
    char perr[300];
    if (!src || kb_tune_parse(src, &space, perr, sizeof perr) || space.n == 0) {
        if (!src)
            fprintf(stderr, "kbench tune: cannot read %s\n", path);
        else if (space.n == 0 && !perr[0])
            fprintf(stderr,
                    "kbench tune: %s declares no parameters: add lines like "
                    "KB_TUNE(MB, 64, 32, 64, 128); (see kbench.h)\n",
                    path);
        else
            fprintf(stderr, "kbench tune: %s: %s\n", path, perr);
        free(src);
        return KB_EXIT_USAGE;
    }
    free(src);
    size_t grid = kb_tune_grid_size(&space);
    if (grid > KB_TUNE_MAX_GRID && !random_n) {
        fprintf(stderr, "kbench tune: the grid has %zu configurations; use --random N\n", grid);
        return KB_EXIT_USAGE;
    }

    if (!c.eval.threads) c.eval.threads = (int)KB_MAX(1, sysconf(_SC_NPROCESSORS_ONLN));
    kb_store *st = kb_cli_store(&c);
    kb_machine m;
    kb_peaks peaks;
    int64_t machine_id;
    if (!st || kb_cli_machine(st, &m, &peaks, &machine_id)) {
        kb_store_close(st);
        return KB_EXIT_HARNESS;
    }
    c.eval.machine = &m;
    c.eval.peaks = &peaks;
    char *command = kb_join_args(argc, argv);
    int64_t run_id =
        kb_store_run_begin(st, "tune", c.eval.preset, c.eval.dtype, c.eval.threads, command, &err);
    free(command);
    if (run_id < 0) {
        fprintf(stderr, "kbench: %s\n", err.msg);
        kb_store_close(st);
        return KB_EXIT_HARNESS;
    }

    /* the search: one seed for every configuration, so they see the same inputs */
    uint64_t seed = c.eval.seed_given ? c.eval.seed : kb_rng_fresh_seed();
    uint64_t fresh = kb_rng_fresh_seed();
    while (fresh == seed) fresh = kb_rng_fresh_seed();
    size_t n = random_n ? KB_MIN((size_t)random_n, grid) : grid;
    size_t *idx = kb_xcalloc(n, sizeof *idx);
    n = kb_tune_sample(&space, n, kb_rng_derive(seed, 0x73616d70), idx);
    tuned *res = kb_xcalloc(n, sizeof *res);
    int worst = KB_EXIT_OK;
    if (!c.json)
        printf("kbench tune %s %s: %zu of %zu configurations, preset %s, %s, %d threads, "
               "search seed %016llx\n",
               w->id, path, n, grid, c.eval.preset, kb_dtype_name(c.eval.dtype), c.eval.threads,
               (unsigned long long)seed);
    size_t best = SIZE_MAX;
    for (size_t i = 0; i < n; i++) {
        int choice[KB_TUNE_MAX_PARAMS];
        char flags[512];
        kb_tune_config(&space, idx[i], choice);
        kb_tune_flags(&space, choice, flags, sizeof flags);
        kb_result r;
        kb_progress("tune %zu/%zu: %s", i + 1, n, flags);
        if (tune_eval(&c, st, machine_id, run_id, w, path, flags, seed, &res[i], &r)) worst = KB_EXIT_HARNESS;
        res[i].index = idx[i];
        if (r.verdict == KB_VERDICT_HARNESS_ERROR) worst = KB_EXIT_HARNESS;
        if (!c.json) tuned_line("search", &res[i], &r);
        kb_result_free(&r);
        if (res[i].verdict == KB_VERDICT_OK && (best == SIZE_MAX || res[i].speedup > res[best].speedup))
            best = i;
    }

    /* the winner, and the default beside it, on a seed that chose nothing */
    tuned again = {0}, def_again = {0};
    size_t def_index = kb_tune_default_index(&space);
    bool with_default = false;
    if (best != SIZE_MAX) {
        kb_result r;
        if (tune_eval(&c, st, machine_id, run_id, w, path, res[best].flags, fresh, &again, &r))
            worst = KB_EXIT_HARNESS;
        again.index = res[best].index;
        if (!c.json) {
            printf("best configuration, measured again on fresh seed %016llx:\n", (unsigned long long)fresh);
            tuned_line("search", &res[best], &r);
            tuned_line("again", &again, &r);
        }
        kb_result_free(&r);
        if (res[best].index != def_index) {
            char flags[512];
            kb_tune_flags(&space, NULL, flags, sizeof flags);
            with_default = true;
            if (tune_eval(&c, st, machine_id, run_id, w, path, flags, fresh, &def_again, &r))
                worst = KB_EXIT_HARNESS;
            if (!c.json) tuned_line("default", &def_again, &r);
            kb_result_free(&r);
        }
        if (again.verdict != KB_VERDICT_OK && worst == KB_EXIT_OK) worst = KB_EXIT_NOT_OK;
    } else {
        if (!c.json) printf("no configuration was ok\n");
        if (worst == KB_EXIT_OK) worst = KB_EXIT_NOT_OK;
    }

    if (c.json) {
        char s[24];
        snprintf(s, sizeof s, "%016llx", (unsigned long long)seed);
        json_t *o = json_object(), *arr = json_array();
        json_object_set_new(o, "workload", json_string(w->id));
        json_object_set_new(o, "candidate", json_string(path));
        json_object_set_new(o, "preset", json_string(c.eval.preset));
        json_object_set_new(o, "grid_size", json_integer((json_int_t)grid));
        json_object_set_new(o, "search_seed", json_string(s));
        for (size_t i = 0; i < n; i++) json_array_append_new(arr, tuned_json(&res[i], seed));
        json_object_set_new(o, "configurations", arr);
        json_object_set_new(o, "best", best != SIZE_MAX ? tuned_json(&res[best], seed) : json_null());
        json_object_set_new(o, "remeasured", best != SIZE_MAX ? tuned_json(&again, fresh) : json_null());
        json_object_set_new(o, "default_remeasured",
                            with_default ? tuned_json(&def_again, fresh) : json_null());
        json_object_set_new(o, "run_id", json_integer(run_id));
        kb_cli_print_json(o);
    } else
        printf("results in %s (run %lld)\n", c.db, (long long)run_id);
    if (kb_store_run_end(st, run_id, worst == KB_EXIT_HARNESS ? "failed" : "done", &err)) {
        fprintf(stderr, "kbench: %s\n", err.msg);
        worst = KB_EXIT_HARNESS;
    }
    kb_store_close(st);
    free(idx);
    free(res);
    return worst;
}
