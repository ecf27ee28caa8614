/* history.c: `kbench history [id]`: stored evaluations, newest first. */
#include <math.h>

#include "cli.h"

#include "../core/text.h"

static void print_row(const kb_history_row *r, void *arg)
{
    json_t *arr = arg;
    if (arr) {
        /* every text through kb_cli_str: a stored byte that is not UTF-8 must not lose the row */
        json_t *o = json_pack("{s:I,s:o,s:o,s:o,s:o,s:o,s:o,s:o,s:o}", "id", (json_int_t)r->id, "created_at",
                              kb_cli_str(r->created_at), "workload", kb_cli_str(r->workload), "preset",
                              kb_cli_str(r->preset), "dtype", kb_cli_str(r->dtype), "candidate",
                              kb_cli_str(r->candidate), "verdict", kb_cli_str(r->verdict), "detail",
                              kb_cli_str(r->detail), "seed", kb_cli_str(r->seed));
        json_object_set_new(o, "time_ms", kb_cli_real(r->time_ms));
        json_object_set_new(o, "gflops", kb_cli_real(r->gflops));
        json_object_set_new(o, "roofline_pct", kb_cli_real(r->roofline_pct));
        json_t *sp = json_object();
        if (isfinite(r->speedup))
            json_object_set_new(sp, r->baseline,
                                json_pack("{s:f,s:[f,f]}", "median", r->speedup, "ci", r->ci_lo, r->ci_hi));
        json_object_set_new(o, "speedup", sp);
        json_object_set_new(o, "noisy", json_boolean(r->noisy));
        json_object_set_new(o, "noisy_reason", r->noisy ? kb_cli_str(r->noisy_reason) : json_null());
        json_array_append_new(arr, o);
        return;
    }
    char t[32] = "-", sp[64] = "-", v[40];
    /* timed while the machine was busy: the verdict marked '*', the reason after the row */
    snprintf(v, sizeof v, "%s%s", r->verdict, r->noisy ? "*" : "");
    if (isfinite(r->time_ms)) snprintf(t, sizeof t, "%.3f", r->time_ms);
    if (isfinite(r->speedup))
        snprintf(sp, sizeof sp, "%.3fx [%.3f, %.3f] vs %s", r->speedup, r->ci_lo, r->ci_hi, r->baseline);
    char cand[1100];
    kb_text_escape(r->candidate, cand, sizeof cand);
    printf("%5lld %-20s %-24s %-6s %-5s %-28s %-16s %10s  %s\n", (long long)r->id, r->created_at, r->workload,
           r->preset, r->dtype, cand, v, t, sp);
    if (r->noisy) printf("      * noisy: timed while the machine was busy (%s)\n", r->noisy_reason);
}

int kb_cmd_history(int argc, char **argv)
{
    kb_cli c;
    int rc = kb_cli_parse(&c, argc, argv, "history");
    if (rc) return rc > 0 ? KB_EXIT_OK : KB_EXIT_USAGE;
    const kb_workload *w = NULL;
    if (c.argc > 1) {
        fprintf(stderr, "kbench history: expected at most one workload id\n");
        return KB_EXIT_USAGE;
    }
    if (c.argc == 1 && !(w = kb_cli_workload(c.argv[0]))) return KB_EXIT_USAGE;
    kb_store *st = kb_cli_store(&c);
    if (!st) return KB_EXIT_HARNESS;
    json_t *arr = c.json ? json_array() : NULL;
    if (!c.json)
        printf("%5s %-20s %-24s %-6s %-5s %-28s %-16s %10s  %s\n", "id", "when", "workload", "preset",
               "dtype", "candidate", "verdict", "median ms", "speedup [95% CI]");
    kb_err err = {{0}};
    int n = kb_store_history(st, w ? w->id : NULL, c.limit, print_row, arr, &err);
    kb_store_close(st);
    if (n < 0) {
        json_decref(arr);
        fprintf(stderr, "kbench: %s\n", err.msg);
        return KB_EXIT_HARNESS;
    }
    if (arr)
        kb_cli_print_json(arr);
    else if (n == 0)
        printf("(no evaluations stored in %s yet)\n", c.db);
    return KB_EXIT_OK;
}
