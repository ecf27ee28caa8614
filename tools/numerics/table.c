/* tools/numerics/table.c: the measurements behind each workload's NMSE bound and its bf16
 * intermediates verdict (make $(BUILD)/tools/numerics-table; docs/numerics.md is its output).
 *
 * For each workload and dtype, on the inputs of `seeds` seeds at a preset, the whole-output NMSE
 * against the f64 reference of what must pass (the lib baseline; the reference in f32) and of
 * what must fail (bf16 accumulation; 1% and 5% of the work skipped), and of a candidate with
 * bf16 intermediates (a JAX program's arithmetic), with whether each passes the elementwise
 * bound. From them: the NMSE bound the measurements support (the geometric middle between the
 * worst that must pass and the best that the bound must catch, rounded up to one digit, and at
 * least 4x (bf16) or 30x (f32) the worst that must pass, more for outputs of few elements; a
 * variant below it is left to the elementwise bound, or undetected: the table shows which), and
 * whether bf16 intermediates pass (pass: within half the elementwise bound on every seed; fail:
 * beyond twice it, or over the NMSE bound, on every seed; marginal otherwise). The mutants are
 * those of tests/numerics/mutants.h. The last columns compare with the bound the workload has.
 *
 * Usage: numerics-table [preset [seeds [ids]]] (default tiny, 2, all; ids comma-separated).
 * Markdown on stdout; exit 1 when a workload's own bounds fail what must pass (the lib baseline,
 * the f32 reference, bf16 intermediates where they pass) or its bf16_intermediates says other
 * than measured. The last column lists the must-fail variants that pass: undetected. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "numerics/mutants.h"

enum { V_LIB, V_F32, V_STAGED, V_ACC, V_SKIP1, V_SKIP5, V_N };
static const char *const vname[V_N] = {"lib", "f32 ref", "bf16 interm.", "bf16 acc", "skip 1%", "skip 5%"};

typedef struct meas {
    bool have;    /* measured (a precision variant needs a reference helper) */
    bool elem_ok; /* every element within atol + rtol|want| on every seed */
    bool half_ok; /* and within half that: a pass with margin */
    bool fail2;   /* beyond twice that, or over the NMSE bound, on every seed: a clear fail */
    size_t n;     /* output elements (the fewest of any output) */
    double nmse;  /* the largest over outputs and seeds */
} meas;

/* Whether id is one of the comma-separated ids in list. */
static bool listed(const char *list, const char *id)
{
    const size_t n = strlen(id);
    for (const char *p = list; p; p = strchr(p, ','), p = p ? p + 1 : NULL)
        if (!strncmp(p, id, n) && (p[n] == ',' || !p[n])) return true;
    return false;
}

/* Outputs in f32 (the mutants') rounded to the storage type and judged, into m. */
static void judge(const tproblem *t, float *const *got, kb_tol tol, meas *m)
{
    bool seed_fail2 = false; /* some output of this input set fails clearly */
    for (int o = 0; o < t->no; o++) {
        const kb_tensor_spec *s = &t->p.w->outputs[o];
        const size_t n = kb_problem_numel(&t->p, s);
        const kb_dtype dt = kb_problem_dtype(&t->p, s);
        void *stored = kb_xaligned(n * 4);
        kb_dtype_from_f32(dt, got[o], stored, n);
        kb_cmp r;
        kb_tol elem = tol;
        elem.nmse = 0;
        kb_compare(stored, dt, t->ref[o], n, elem, &r);
        m->have = true;
        m->elem_ok &= r.ok;
        m->n = m->n ? KB_MIN(m->n, n) : n;
        kb_compare(stored, dt, t->ref[o], n, (kb_tol){.atol = tol.atol / 2, .rtol = tol.rtol / 2}, &r);
        m->half_ok &= r.ok;
        kb_compare(stored, dt, t->ref[o], n, (kb_tol){.atol = 2 * tol.atol, .rtol = 2 * tol.rtol}, &r);
        seed_fail2 |= !r.ok || (tol.nmse > 0 && r.nmse > tol.nmse);
        if (!(r.nmse <= m->nmse)) m->nmse = r.nmse;
        free(stored);
    }
    m->fail2 &= seed_fail2;
}

static void alloc_outs(const tproblem *t, float **out)
{
    for (int o = 0; o < t->no; o++) out[o] = kb_xaligned(kb_problem_numel(&t->p, &t->p.w->outputs[o]) * 4);
}

static void free_outs(const tproblem *t, float **out)
{
    for (int o = 0; o < t->no; o++) free(out[o]);
}

/* The lib baseline on t's inputs, outputs converted to f32 into out; false if it cannot plan. */
static bool run_lib(const tproblem *t, float **out, char *why, size_t cap)
{
    const kb_workload *w = t->p.w;
    kb_err err = {{0}};
    void *st = w->lib_init(&t->p, &err);
    if (!st) {
        snprintf(why, cap, "%s", err.msg);
        return false;
    }
    void *raw[KB_MAX_TENSORS];
    for (int o = 0; o < t->no; o++) raw[o] = kb_xaligned(kb_problem_tensor_bytes(&t->p, &w->outputs[o]));
    w->lib_run(st, (const void *const *)t->in, raw);
    w->lib_fini(st);
    for (int o = 0; o < t->no; o++) {
        const kb_tensor_spec *s = &w->outputs[o];
        kb_dtype_to_f32(kb_problem_dtype(&t->p, s), raw[o], out[o], kb_problem_numel(&t->p, s));
        free(raw[o]);
    }
    return true;
}

static void measure(const kb_workload *w, const char *preset, kb_dtype dt, int seeds, meas *m)
{
    for (int v = 0; v < V_N; v++) m[v] = (meas){.elem_ok = true, .half_ok = true, .fail2 = true};
    const kb_tol tol = dt == KB_DTYPE_BF16 ? w->tol_bf16 : w->tol_f32;
    for (int k = 0; k < seeds; k++) {
        const uint64_t seed = 0x9e3779b9ull * (uint64_t)(k + 1);
        tproblem t;
        tproblem_init(&t, w, preset, dt, seed);
        float *out[KB_MAX_TENSORS];
        alloc_outs(&t, out);
        char why[256];
        if (run_lib(&t, out, why, sizeof why))
            judge(&t, out, tol, &m[V_LIB]);
        else
            fprintf(stderr, "%s %s: lib_init failed: %s\n", w->id, kb_dtype_name(dt), why);
        const kb_mutant prec[] = {KB_MUTANT_F32, KB_MUTANT_BF16_STAGED, KB_MUTANT_BF16_ACC};
        for (int v = 0; v < 3; v++) {
            kb_mutant_set(prec[v]);
            kb_mutant_reference(&t, out);
            const long calls = kb_mutant_calls();
            kb_mutant_set(KB_MUTANT_NONE);
            if (calls) judge(&t, out, tol, &m[V_F32 + v]);
        }
        kb_mutant_skip(&t, 0.01, seed ^ 0x5a5a, out);
        judge(&t, out, tol, &m[V_SKIP1]);
        kb_mutant_skip(&t, 0.05, seed ^ 0x5a5a, out);
        judge(&t, out, tol, &m[V_SKIP5]);
        free_outs(&t, out);
        tproblem_free(&t);
    }
}

/* v to one significant digit, rounded up. */
static double sig1(double v)
{
    const double p = pow(10, floor(log10(v)));
    return ceil(v / p * (1 - 1e-12)) * p;
}

static void cell(const meas *m)
{
    if (!m->have)
        printf(" n/a |");
    else
        printf(" %.1e%s |", m->nmse, m->elem_ok ? "" : " ✗");
}

int main(int argc, char **argv)
{
    const char *preset = argc > 1 ? argv[1] : "tiny";
    const int seeds = argc > 2 ? atoi(argv[2]) : 2;
    const char *only = argc > 3 ? argv[3] : NULL;
    kb_quiet = true;
    printf("| workload | dtype |");
    for (int v = 0; v < V_N; v++) printf(" %s |", vname[v]);
    printf(" supported bound | bound | bf16 interm. | undetected |\n|---|---|");
    for (int v = 0; v < V_N + 4; v++) printf("---|");
    printf("\n");
    int bad = 0;
    for (size_t i = 0; i < kb_suite_count(); i++) {
        const kb_workload *w = kb_suite_at(i);
        if (only && !listed(only, w->id)) continue;
        for (int d = 0; d < 2; d++) {
            const kb_dtype dt = d ? KB_DTYPE_F32 : KB_DTYPE_BF16;
            const kb_tol tol = d ? w->tol_f32 : w->tol_bf16;
            meas m[V_N];
            measure(w, preset, dt, seeds, m);
            /* bf16 intermediates pass at bf16 where they pass the elementwise bound with margin
             * (within half of it on every seed: a pass on these seeds alone can fail on the next
             * one); at f32 they are a precision downgrade and must fail */
            const bool staged_ok = !d && m[V_STAGED].have && m[V_STAGED].half_ok;
            /* what the NMSE bound must let through, and what it must catch: at bf16, bf16
             * intermediates that fail the elementwise bound are left to that bound */
            double pass = 0, fail = INFINITY;
            for (int v = 0; v < V_N; v++) {
                if (!m[v].have || (v == V_STAGED && !d && !staged_ok)) continue;
                const bool must_pass = v == V_LIB || v == V_F32 || (v == V_STAGED && staged_ok);
                if (must_pass)
                    pass = fmax(pass, m[v].nmse);
                else
                    fail = fmin(fail, m[v].nmse);
            }
            printf("| %s | %s |", w->id, kb_dtype_name(dt));
            for (int v = 0; v < V_N; v++) cell(&m[v]);
            /* The geometric middle, but at least `margin` x what must pass: 4x at bf16 (the
             * output's rounding dominates, the same at every size), 30x at f32 (accumulation
             * error, which grows with the reduction's length from tiny to cpu), times
             * sqrt(1000/n) for an output of n < 1000 elements, whose NMSE varies more from one
             * input set to the next (one element: its relative error squared) */
            pass = fmax(pass, 1e-20);
            const double few = fmax(1, sqrt(1000.0 / (double)(m[V_LIB].n ? m[V_LIB].n : 1000)));
            const double margin = (d ? 30 : 4) * few;
            const double bound = fmax(sig1(sqrt(pass * fail)), sig1(margin * pass));
            printf(" %.0e%s |", bound, bound < fail ? "" : " (catches none)");
            /* The workload's own bounds against the measurements: what must pass failing, or a
             * bf16 intermediates verdict other than the workload states, is an error (exit 1);
             * what must fail passing is shown as undetected. */
            bool error = false;
            char undetected[128] = "";
            for (int v = 0; v < V_N; v++) {
                if (!m[v].have) continue;
                const bool must_pass = v == V_LIB || v == V_F32 || (v == V_STAGED && staged_ok);
                const bool passes = m[v].elem_ok && !(tol.nmse > 0 && m[v].nmse > tol.nmse);
                if (must_pass && !passes) error = true;
                if (!must_pass && passes)
                    snprintf(undetected + strlen(undetected), sizeof undetected - strlen(undetected), "%s%s",
                             undetected[0] ? ", " : "", vname[v]);
            }
            const kb_staged want = !m[V_STAGED].have   ? KB_STAGED_UNMEASURED
                                   : staged_ok         ? KB_STAGED_PASS
                                   : m[V_STAGED].fail2 ? KB_STAGED_FAIL
                                                       : KB_STAGED_MARGINAL;
            if (!d && w->bf16_intermediates != want) error = true;
            bad |= error;
            printf(" %.0e%s | %s | %s |\n", tol.nmse, error ? " **error**" : "",
                   d                              ? "fail"
                   : want == KB_STAGED_UNMEASURED ? "n/a"
                   : staged_ok                    ? "pass"
                   : want == KB_STAGED_FAIL       ? "fail"
                                                  : "marginal",
                   undetected[0] ? undetected : "");
            fflush(stdout);
        }
    }
    return bad;
}
