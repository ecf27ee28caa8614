/* test_suite.c: every workload, at preset tiny and in both dtypes:
 * - its lib baseline agrees with its reference within the workload's tolerance;
 * - its output is not near-constant, and changing any one input changes the output beyond
 *   tolerance (design section 6: inputs that mean something);
 * - FLOP and byte counts are positive;
 * - JAXBench is exactly its 50 workloads (other suites will share the registry). */
#include <criterion/criterion.h>
#include <math.h>
#include "suite_util.h"

static void check_lib_matches_reference(const kb_workload *w, kb_dtype dt)
{
    tproblem t;
    tproblem_init(&t, w, "tiny", dt, 1234);
    kb_err err = {{0}};
    void *st = w->lib_init(&t.p, &err);
    cr_assert(st, "%s: lib_init failed: %s", w->id, err.msg);
    void *out[KB_MAX_TENSORS];
    for (int o = 0; o < t.no; o++) {
        size_t n = kb_problem_numel(&t.p, &w->outputs[o]);
        out[o] = kb_xaligned(n * 4);
        kb_dtype_poison(dt, out[o], n);
    }
    w->lib_run(st, (const void *const *)t.in, out);
    w->lib_fini(st);
    for (int o = 0; o < t.no; o++) {
        const kb_tensor_spec *s = &w->outputs[o];
        kb_cmp r;
        kb_tol tol = dt == KB_DTYPE_BF16 ? w->tol_bf16 : w->tol_f32;
        kb_compare(out[o], dt, t.ref[o], kb_problem_numel(&t.p, s), tol, &r);
        char msg[512];
        int64_t dims[KB_MAX_DIMS];
        int nd = kb_problem_dims(&t.p, s, dims);
        kb_compare_describe(&r, tol, dims, nd, msg, sizeof msg);
        cr_expect(r.ok, "%s %s output %s: lib vs reference: %s", w->id, kb_dtype_name(dt), s->name, msg);
        free(out[o]);
    }
    tproblem_free(&t);
}

Test(suite, lib_matches_reference_bf16)
{
    for (size_t i = 0; i < kb_suite_count(); i++) check_lib_matches_reference(kb_suite_at(i), KB_DTYPE_BF16);
}

Test(suite, lib_matches_reference_f32)
{
    for (size_t i = 0; i < kb_suite_count(); i++) check_lib_matches_reference(kb_suite_at(i), KB_DTYPE_F32);
}

/* Elements of a and b that differ by more than the tolerance (relative to b). */
static size_t count_changed(const float *a, const float *b, size_t n, kb_tol tol)
{
    size_t c = 0;
    for (size_t i = 0; i < n; i++)
        if (fabs((double)a[i] - b[i]) > tol.atol + tol.rtol * fabs((double)b[i])) c++;
    return c;
}

Test(suite, outputs_are_not_degenerate)
{
    for (size_t wi = 0; wi < kb_suite_count(); wi++) {
        const kb_workload *w = kb_suite_at(wi);
        tproblem t;
        tproblem_init(&t, w, "tiny", KB_DTYPE_BF16, 99);
        kb_tol tol = w->tol_bf16;
        for (int o = 0; o < t.no; o++) {
            size_t n = kb_problem_numel(&t.p, &w->outputs[o]);
            float lo = INFINITY, hi = -INFINITY;
            for (size_t k = 0; k < n; k++) lo = fminf(lo, t.ref[o][k]), hi = fmaxf(hi, t.ref[o][k]);
            /* a scalar output (a loss) has no spread over elements; the seed test below covers it */
            cr_expect(n == 1 || hi - lo > 20 * (tol.atol + tol.rtol * fmaxf(fabsf(lo), fabsf(hi))),
                      "%s output %s is near-constant: range [%g, %g]", w->id, w->outputs[o].name, lo, hi);
        }
        /* Another seed gives another output (the spread is over seeds, not only elements). */
        {
            tproblem u;
            tproblem_init(&u, w, "tiny", KB_DTYPE_BF16, 100);
            size_t changed = 0;
            for (int o = 0; o < t.no; o++)
                changed += count_changed(u.ref[o], t.ref[o], kb_problem_numel(&t.p, &w->outputs[o]), tol);
            cr_expect(changed > 0, "%s: the output does not depend on the seed", w->id);
            tproblem_free(&u);
        }
        /* Perturb each input in turn (a different seed for that tensor alone). */
        float *base[KB_MAX_TENSORS];
        for (int o = 0; o < t.no; o++) {
            size_t n = kb_problem_numel(&t.p, &w->outputs[o]);
            base[o] = kb_xaligned(n * 4);
            memcpy(base[o], t.ref[o], n * 4);
        }
        for (int i = 0; i < t.ni; i++) {
            const kb_tensor_spec *s = &w->inputs[i];
            size_t n = kb_problem_numel(&t.p, s);
            void *saved = kb_xaligned(n * 4);
            memcpy(saved, t.in_f32[i], n * 4);
            kb_problem_generate(&t.p, i, 7777, t.in[i]);
            if (s->kind == KB_KIND_INT32) memcpy(t.in_f32[i], t.in[i], n * 4);
            else kb_dtype_to_f32(t.p.dtype, t.in[i], t.in_f32[i], n);
            tproblem_reference(&t);
            size_t changed = 0;
            for (int o = 0; o < t.no; o++)
                changed += count_changed(t.ref[o], base[o], kb_problem_numel(&t.p, &w->outputs[o]), tol);
            cr_expect(changed > 0, "%s: changing input %s does not change the output", w->id, s->name);
            memcpy(t.in_f32[i], saved, n * 4);
            free(saved);
        }
        for (int o = 0; o < t.no; o++) free(base[o]);
        tproblem_free(&t);
    }
}

/* A JAXBench benchmark/ name: digits, then p (primitive) or k (KernelBench-derived), then
 * '_' ("8p_GEMM", "41k_Gemm_Add_ReLU"). */
static bool is_jaxbench_name(const char *s)
{
    const char *q = s;
    while (*q >= '0' && *q <= '9') q++;
    return q > s && (*q == 'p' || *q == 'k') && q[1] == '_';
}

/* The registry will hold more suites (KernelBench levels 1 and 2 as families); JAXBench's own
 * part stays its 50 workloads. */
Test(suite, jaxbench_has_50)
{
    size_t n = 0;
    for (size_t i = 0; i < kb_suite_count(); i++) n += is_jaxbench_name(kb_suite_at(i)->jaxbench);
    cr_assert_eq(n, 50, "JAXBench has 50 workloads; the registry holds %zu of them", n);
}

Test(suite, counts_and_presets)
{
    for (size_t wi = 0; wi < kb_suite_count(); wi++) {
        const kb_workload *w = kb_suite_at(wi);
        kb_problem p;
        kb_err err;
        cr_assert(kb_problem_init(&p, w, "tiny", KB_DTYPE_BF16, 1, &err) == 0, "%s", err.msg);
        cr_assert(kb_problem_init(&p, w, "h200", KB_DTYPE_BF16, 1, &err) == 0, "%s", err.msg);
        cr_assert(kb_problem_init(&p, w, "tpu-v6e", KB_DTYPE_BF16, 1, &err) == 0, "%s", err.msg);
        cr_assert(kb_problem_init(&p, w, "cpu", KB_DTYPE_BF16, 1, &err) == 0, "%s", err.msg);
        cr_expect(kb_problem_flops(&p) > 0 && kb_problem_bytes(&p) > 0, "%s", w->id);
        cr_expect(kb_suite_find(w->id) == w);
        cr_expect(kb_suite_find(w->jaxbench) == w, "%s not found by %s", w->id, w->jaxbench);
    }
}

/* Tolerances are tight enough to see 1% of the work skipped: zeroing every 100th element of the
 * largest input (what a kernel that skips 1% of its reduction or its rows computes with) must
 * move the output beyond tolerance. In bf16 the output's own rounding can hide 1% of a long
 * reduction (a scalar loss, a sum over thousands of terms), so the check is made in f32, where
 * such cheats are then caught; bf16 is checked with 5% skipped. */
static void check_skipped_work(kb_dtype dt, size_t stride)
{
    for (size_t wi = 0; wi < kb_suite_count(); wi++) {
        const kb_workload *w = kb_suite_at(wi);
        tproblem t;
        tproblem_init(&t, w, "tiny", dt, 4242);
        kb_tol tol = dt == KB_DTYPE_BF16 ? w->tol_bf16 : w->tol_f32;
        int big = -1;
        size_t big_n = 0;
        for (int i = 0; i < t.ni; i++) {
            size_t n = kb_problem_numel(&t.p, &w->inputs[i]);
            if (w->inputs[i].kind == KB_KIND_FLOAT && n > big_n) big = i, big_n = n;
        }
        float *base[KB_MAX_TENSORS];
        for (int o = 0; o < t.no; o++) {
            size_t n = kb_problem_numel(&t.p, &w->outputs[o]);
            base[o] = kb_xaligned(n * 4);
            memcpy(base[o], t.ref[o], n * 4);
        }
        for (size_t k = 37 % stride; k < big_n; k += stride) t.in_f32[big][k] = 0;
        tproblem_reference(&t);
        size_t changed = 0;
        for (int o = 0; o < t.no; o++)
            changed += count_changed(t.ref[o], base[o], kb_problem_numel(&t.p, &w->outputs[o]), tol);
        cr_expect(changed > 0, "%s (%s): zeroing 1/%zu of input %s stays within tolerance", w->id,
                  kb_dtype_name(dt), stride, w->inputs[big].name);
        for (int o = 0; o < t.no; o++) free(base[o]);
        tproblem_free(&t);
    }
}

Test(suite, skipped_work_is_visible_f32) { check_skipped_work(KB_DTYPE_F32, 100); }
Test(suite, skipped_work_is_visible_bf16) { check_skipped_work(KB_DTYPE_BF16, 20); }
