/* tools/baselines/margins.c: how far inside its tolerance each lib baseline is, per workload and
 * dtype, on the library this build links (make $(BUILD)/tools/lib-margins). For each output:
 * the worst element's error as a fraction of its allowed error (atol + rtol |want|: 1.0 is the
 * edge, a baseline with margin sits well below it), the number of elements beyond half the
 * tolerance, and the NMSE. Prints the implementation oneDNN picked for each primitive too
 * (KBENCH_LIB_VERBOSE, on stderr). Usage: lib-margins [preset [hex seed [ids [time]]]] (default
 * tiny, 1234, every workload of every suite; ids: comma-separated workload ids, or "all"). With
 * "time", also the median of 7 timed lib calls after a warm one, in ms (the size check of a cpu
 * preset: its baseline should take 1-50 ms; on a quiet machine only). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "suite/lib/dnnl_version.h"
#include "suite_util.h"

static double frac(double got, double want, kb_tol tol)
{
    return fabs(got - want) / (tol.atol + tol.rtol * fabs(want));
}

static int cmp_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Whether id is one of the comma-separated ids in list. */
static bool listed(const char *list, const char *id)
{
    const size_t n = strlen(id);
    for (const char *p = list; p; p = strchr(p, ','), p = p ? p + 1 : NULL)
        if (!strncmp(p, id, n) && (p[n] == ',' || !p[n])) return true;
    return false;
}

int main(int argc, char **argv)
{
    const char *preset = argc > 1 ? argv[1] : "tiny";
    const uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 16) : 0x1234;
    const char *only = argc > 3 && strcmp(argv[3], "all") ? argv[3] : NULL;
    const bool timed = argc > 4 && !strcmp(argv[4], "time");
    char lib[96];
    kb_lib_version(lib, sizeof lib);
    printf("lib: %s, preset %s\n", lib, preset);
    setenv("KBENCH_LIB_VERBOSE", "1", 0);
    int bad = 0;
    for (size_t i = 0; i < kb_registry_count(); i++) {
        const kb_workload *w = kb_registry_at(i);
        if (only && !listed(only, w->id)) continue;
        for (int d = 0; d < (timed ? 1 : 2); d++) { /* timed: bf16, the benchmark's dtype */
            const kb_dtype dt = d ? KB_DTYPE_F32 : KB_DTYPE_BF16;
            fflush(stdout);
            tproblem t;
            tproblem_init(&t, w, preset, dt, seed);
            kb_err err = {{0}};
            void *st = w->lib_init(&t.p, &err);
            if (!st) {
                printf("%-52s %-4s lib_init failed: %s\n", w->id, kb_dtype_name(dt), err.msg);
                bad = 1;
                tproblem_free(&t);
                continue;
            }
            void *out[KB_MAX_TENSORS];
            for (int o = 0; o < t.no; o++) {
                const size_t n = kb_problem_numel(&t.p, &w->outputs[o]);
                out[o] = kb_xaligned(n * 4);
                kb_dtype_poison(kb_problem_dtype(&t.p, &w->outputs[o]), out[o], n);
            }
            w->lib_run(st, (const void *const *)t.in, out);
            if (timed) {
                double ms[7];
                for (int k = 0; k < 7; k++) {
                    const double t0 = kb_now();
                    w->lib_run(st, (const void *const *)t.in, out);
                    ms[k] = (kb_now() - t0) * 1e3;
                }
                qsort(ms, 7, sizeof ms[0], cmp_double);
                printf("%-52s %-4s lib median %.3f ms (7 calls, range %.3f-%.3f)\n", w->id, kb_dtype_name(dt),
                       ms[3], ms[0], ms[6]);
            }
            w->lib_fini(st);
            const kb_tol tol = dt == KB_DTYPE_BF16 ? w->tol_bf16 : w->tol_f32;
            for (int o = 0; o < t.no; o++) {
                const size_t n = kb_problem_numel(&t.p, &w->outputs[o]);
                if (w->outputs[o].kind == KB_KIND_INT32) { /* an index output: exact, no margin */
                    kb_cmp r;
                    kb_compare(out[o], KB_DTYPE_I32, t.ref[o], n, tol, &r);
                    printf("%-52s %-4s %-8s %zu of %zu indices differ (compared exactly)%s\n", w->id,
                           kb_dtype_name(dt), w->outputs[o].name, r.n_bad, n, r.ok ? "" : "  FAIL");
                    bad |= !r.ok;
                    free(out[o]);
                    continue;
                }
                float *got = kb_xaligned(n * 4);
                kb_dtype_to_f32(dt, out[o], got, n);
                double worst = 0;
                size_t half = 0;
                for (size_t k = 0; k < n; k++) {
                    const double f = frac(got[k], t.ref[o][k], tol);
                    if (!(f <= worst)) worst = f; /* NaN counts as worst */
                    if (!(f <= 0.5)) half++;
                }
                kb_cmp r;
                kb_compare(out[o], dt, t.ref[o], n, tol, &r);
                printf("%-52s %-4s %-8s worst %.3f of tolerance, %zu of %zu beyond half, NMSE "
                       "%.2g%s\n",
                       w->id, kb_dtype_name(dt), w->outputs[o].name, worst, half, n, r.nmse,
                       r.ok ? "" : "  FAIL");
                bad |= !r.ok;
                free(got);
                free(out[o]);
            }
            tproblem_free(&t);
        }
    }
    return bad;
}
