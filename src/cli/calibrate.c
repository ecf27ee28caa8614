/* calibrate.c: `kbench calibrate`: choose, by measurement on this machine, the library each
 * workload's lib baseline runs on (targets/cpu/calibrate.h), for every workload of a suite at once,
 * keep the choices in the machine store and print the table. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../targets/cpu/calibrate.h"
#include "../harness/machine_store.h"
#include "cli.h"
#include "../core/term.h"

/* One row of the table: the libraries' medians (or "wrong", "failed"), the choice, the notes. */
static void print_row(const char *id, const kb_calibration *cal, bool stored)
{
    printf("%-44.44s", id);
    for (int i = 0; i < cal->n; i++) {
        const kb_calib_lib *r = &cal->r[i];
        if (r->ok && r->n > 0)
            printf(" %9.3f", r->median_s * 1e3);
        else
            printf(" %9s", r->ok ? "-" : strstr(r->why, "wrong") ? "wrong" : "failed");
    }
    printf("  %-7s%s\n", cal->chosen >= 0 ? cal->r[cal->chosen].lib.name : "none",
           cal->noisy ? (stored ? "  noisy (kept: --allow-busy)" : "  noisy: not kept") : "");
    for (int i = 0; i < cal->n; i++)
        if (!cal->r[i].ok) printf("    %s excluded: %s\n", cal->r[i].lib.name, cal->r[i].why);
}

static json_t *row_json(const char *id, const kb_calibration *cal, bool stored)
{
    json_t *libs = json_array();
    for (int i = 0; i < cal->n; i++) {
        const kb_calib_lib *r = &cal->r[i];
        json_t *o =
            json_pack("{s:s,s:s,s:b}", "library", r->lib.name, "version", r->lib.version, "ok", r->ok);
        json_object_set_new(o, "median_ms", r->ok && r->n > 0 ? json_real(r->median_s * 1e3) : json_null());
        json_object_set_new(o, "calls", json_integer(r->n));
        json_object_set_new(o, "excluded", r->ok ? json_null() : json_string(r->why));
        json_array_append_new(libs, o);
    }
    json_t *o = json_pack("{s:s,s:o,s:i,s:f,s:b,s:b}", "workload", id, "libraries", libs, "rounds",
                          cal->rounds, "seconds", cal->wall_s, "noisy", cal->noisy, "stored", stored);
    json_object_set_new(o, "chosen",
                        cal->chosen >= 0 ? json_string(cal->r[cal->chosen].lib.name) : json_null());
    json_object_set_new(o, "noisy_reason", cal->noisy ? json_string(cal->noisy_reason) : json_null());
    return o;
}

/* The workloads: the ids given, else every distinct workload of the suite (a kb2 alias is its
 * k-workload, calibrated once). n at most KB_CLI_MAX_WORKLOADS. -1 on a bad id. */
static int workloads(const kb_cli *c, const kb_workload **w, size_t *n)
{
    *n = 0;
    if (c->argc > 0) {
        for (int i = 0; i < c->argc && *n < KB_CLI_MAX_WORKLOADS; i++)
            if (!(w[(*n)++] = kb_cli_workload(c->argv[i]))) return -1;
        return 0;
    }
    size_t ne;
    const kb_suite_entry *e = kb_cli_suite("calibrate", c->suite, &ne);
    if (!e) return -1;
    for (size_t i = 0; i < ne && *n < KB_CLI_MAX_WORKLOADS; i++) {
        bool seen = false;
        for (size_t k = 0; k < *n && !seen; k++) seen = w[k] == e[i].w;
        if (!seen) w[(*n)++] = e[i].w;
    }
    return 0;
}

int kb_cmd_calibrate(int argc, char **argv)
{
    kb_cli c;
    int rc = kb_cli_parse(&c, argc, argv, "calibrate");
    if (rc) return rc > 0 ? KB_EXIT_OK : KB_EXIT_USAGE;
    kb_err err = {{0}};
    const char *forced;
    if (kb_lib_forced(&forced, &err)) {
        fprintf(stderr, "kbench calibrate: %s\n", err.msg);
        return KB_EXIT_USAGE;
    }
    if (forced) {
        fprintf(stderr,
                "kbench calibrate: KBENCH_LIB=%s forces one library, so there is nothing to choose: unset "
                "it (or set it to auto) to calibrate\n",
                forced);
        return KB_EXIT_USAGE;
    }
    const kb_workload *w[KB_CLI_MAX_WORKLOADS];
    size_t nw;
    if (workloads(&c, w, &nw)) return KB_EXIT_USAGE;
    if (!c.eval.threads) c.eval.threads = (int)KB_MAX(1, sysconf(_SC_NPROCESSORS_ONLN));
    kb_mstore *ms = kb_mstore_shared(&err);
    if (!ms) {
        fprintf(stderr, "kbench calibrate: %s\n", err.msg);
        return KB_EXIT_HARNESS;
    }
    const kb_lib *libs;
    const int nl = kb_lib_available(&libs);
    kb_machine m;
    kb_machine_detect(&m);
    kb_calib_opts co;
    kb_calib_opts_from(&c.eval, &co);
    if (c.max_time_given) co.max_time_s = c.eval.max_time_s;
    if (c.min_time_given) co.min_time_s = c.eval.min_time_s;
    json_t *rows = json_array();
    if (!c.json) {
        printf("kbench calibrate: preset %s, %s, %d threads on %s (%d cores); store %s\n", c.eval.preset,
               kb_dtype_name(c.eval.dtype), c.eval.threads, m.cpu, m.cores, kb_mstore_path());
        for (int i = 0; i < nl; i++) printf("  %-7s %s\n", libs[i].name, libs[i].version);
        if (kb_lib_missing()[0]) printf("  (%s)\n", kb_lib_missing());
        printf("%-44s", "workload (median ms per call)");
        for (int i = 0; i < nl; i++) printf(" %9s", libs[i].name);
        printf("  lib runs on\n");
    }
    const double t0 = kb_now();
    int excluded_all = 0, failed = 0;
    for (size_t k = 0; k < nw; k++) {
        kb_problem p;
        if (kb_problem_init(&p, w[k], c.eval.preset, c.eval.dtype, c.eval.threads, &err)) {
            fprintf(stderr, "kbench calibrate: %s\n", err.msg);
            failed++;
            continue;
        }
        kb_progress("%s: calibrating (%zu of %zu)", w[k]->id, k + 1, nw);
        kb_calibration cal;
        rc = kb_calibrate(&p, libs, nl, &co, &cal, &err);
        if (rc < 0) {
            fprintf(stderr, "kbench calibrate: %s: %s\n", w[k]->id, err.msg);
            failed++;
            continue;
        }
        bool stored = false;
        if (rc == 0 && (!cal.noisy || co.allow_busy)) {
            kb_lib_choice ch;
            kb_calibration_choice(&cal, &ch);
            if (kb_mstore_save_lib_choice(ms, &m, &p, &ch, &err)) {
                fprintf(stderr, "kbench calibrate: %s\n", err.msg);
                failed++;
            } else {
                stored = true;
            }
        }
        excluded_all += rc > 0;
        if (c.json)
            json_array_append_new(rows, row_json(w[k]->id, &cal, stored));
        else
            print_row(w[k]->id, &cal, stored);
        fflush(stdout);
    }
    if (c.json) {
        json_t *o = json_pack("{s:s,s:s,s:i,s:s,s:i,s:o,s:f}", "preset", c.eval.preset, "dtype",
                              kb_dtype_name(c.eval.dtype), "threads", c.eval.threads, "cpu", m.cpu, "cores",
                              m.cores, "workloads", rows, "seconds", kb_now() - t0);
        kb_cli_print_json(o);
    } else {
        json_decref(rows);
        printf("%zu workloads in %.1f s%s\n", nw, kb_now() - t0,
               excluded_all ? "; on some, every library was excluded (see above)" : "");
    }
    return failed ? KB_EXIT_HARNESS : excluded_all ? KB_EXIT_NOT_OK : KB_EXIT_OK;
}
