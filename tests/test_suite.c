/* test_suite.c: every workload of every suite (jaxbench, kb1, kb2), at preset tiny and in both
 * dtypes:
 * - its lib baseline agrees with its reference within the workload's tolerance;
 * - its output is not near-constant, and changing any one input changes the output beyond
 *   tolerance (design section 6: inputs that mean something);
 * - FLOP and byte counts are positive;
 * - JAXBench is exactly its 50 workloads, the default suite; kb1 and kb2 are selected by name,
 *   their ids and KernelBench forms (L1-19) are found, and kb2's k-workloads are aliases;
 * - the reference convolution's general cases (which the 50 do not all use) match its
 *   definition. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include "harness/oracle.h"
#include "suite_util.h"
#include "suite/ref/ref.h"
#include "support/scratch.h"

static void check_lib_matches_reference(const kb_workload *w, kb_dtype dt, kb_dist dist)
{
    tproblem t;
    tproblem_init_dist(&t, w, "tiny", dt, 1234, dist);
    kb_err err = {{0}};
    void *st = w->lib_init(&t.p, &err);
    cr_assert(st, "%s: lib_init failed: %s", w->id, err.msg);
    void *out[KB_MAX_TENSORS];
    for (int o = 0; o < t.no; o++) {
        size_t n = kb_problem_numel(&t.p, &w->outputs[o]);
        out[o] = kb_xaligned(n * 4);
        kb_dtype_poison(kb_problem_dtype(&t.p, &w->outputs[o]), out[o], n);
    }
    w->lib_run(st, (const void *const *)t.in, out);
    w->lib_fini(st);
    for (int o = 0; o < t.no; o++) {
        const kb_tensor_spec *s = &w->outputs[o];
        kb_cmp r;
        kb_tol tol = kb_tol_of(&t.p, dist);
        /* an index output (int32) exactly, against the reference's int32 */
        kb_compare(out[o], kb_problem_dtype(&t.p, s), t.ref[o], kb_problem_numel(&t.p, s), tol, &r);
        char msg[512];
        int64_t dims[KB_MAX_DIMS];
        int nd = kb_problem_dims(&t.p, s, dims);
        kb_compare_describe(&r, tol, dims, nd, msg, sizeof msg);
        cr_expect(r.ok, "%s %s output %s%s: lib vs reference: %s", w->id, kb_dtype_name(dt), s->name,
                  dist == KB_DIST_HARD ? " (hard inputs)" : "", msg);
        free(out[o]);
    }
    tproblem_free(&t);
}

static void check_every_lib(kb_dtype dt, kb_dist dist)
{
    for (size_t i = 0; i < kb_registry_count(); i++) check_lib_matches_reference(kb_registry_at(i), dt, dist);
}
Test(suite, lib_matches_reference_bf16) { check_every_lib(KB_DTYPE_BF16, KB_DIST_TYPICAL); }
Test(suite, lib_matches_reference_f32) { check_every_lib(KB_DTYPE_F32, KB_DIST_TYPICAL); }
/* The hard distribution (workload.h) is part of every verification: lib must hold there too. */
Test(suite, lib_matches_reference_on_hard_inputs_bf16) { check_every_lib(KB_DTYPE_BF16, KB_DIST_HARD); }
Test(suite, lib_matches_reference_on_hard_inputs_f32) { check_every_lib(KB_DTYPE_F32, KB_DIST_HARD); }

/* Every workload's hard distribution changes some input it draws (every workload has at least one
 * float input drawn NORMAL or UNIFORM, or says otherwise), says what it is for, and leaves the
 * reference finite wherever the typical one is. */
Test(suite, hard_inputs_differ_and_say_why)
{
    for (size_t w_i = 0; w_i < kb_registry_count(); w_i++) {
        const kb_workload *w = kb_registry_at(w_i);
        const kb_hard *h = kb_workload_hard(w);
        cr_expect(h->what && h->why && strlen(h->why) > 20, "%s: a hard distribution without its reason",
                  w->id);
        tproblem a, b;
        tproblem_init_dist(&a, w, "tiny", KB_DTYPE_F32, 99, KB_DIST_TYPICAL);
        tproblem_init_dist(&b, w, "tiny", KB_DTYPE_F32, 99, KB_DIST_HARD);
        int changed = 0, eligible = 0;
        for (int i = 0; i < a.ni; i++) {
            if (!kb_hard_changes(w, i)) continue;
            eligible++;
            size_t n = kb_problem_numel(&a.p, &w->inputs[i]);
            changed += memcmp(a.in[i], b.in[i], n * 4) != 0;
        }
        cr_expect(eligible > 0, "%s: no input its hard distribution can change", w->id);
        cr_expect_eq(changed, eligible, "%s: the hard distribution left an input as it was", w->id);
        for (int o = 0; o < a.no; o++) {
            if (w->outputs[o].kind != KB_KIND_FLOAT) continue;
            size_t n = kb_problem_numel(&a.p, &w->outputs[o]), bad = 0;
            for (size_t k = 0; k < n; k++) bad += isfinite(a.ref[o][k]) && !isfinite(b.ref[o][k]);
            cr_expect_eq(bad, 0, "%s: %zu reference outputs not finite on hard inputs", w->id, bad);
        }
        tproblem_free(&a);
        tproblem_free(&b);
    }
}

/* Elements of reference outputs a and b (of output spec s) that differ by more than the
 * tolerance (relative to b); of an index output (int32, compared exactly), the indices that
 * differ at all. */
static size_t count_changed(const kb_tensor_spec *s, const float *a, const float *b, size_t n, kb_tol tol)
{
    size_t c = 0;
    if (s->kind == KB_KIND_INT32) {
        const int32_t *ai = (const int32_t *)a, *bi = (const int32_t *)b;
        for (size_t i = 0; i < n; i++) c += ai[i] != bi[i];
        return c;
    }
    for (size_t i = 0; i < n; i++)
        if (fabs((double)a[i] - b[i]) > tol.atol + tol.rtol * fabs((double)b[i])) c++;
    return c;
}

static int cmp_i32(const void *a, const void *b)
{
    const int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

/* How many elements of an index output hold its most frequent value. */
static size_t most_frequent_count(const int32_t *v, size_t n)
{
    int32_t *c = kb_xaligned(n * sizeof *c + 1);
    memcpy(c, v, n * sizeof *c);
    qsort(c, n, sizeof *c, cmp_i32);
    size_t best = 0;
    for (size_t i = 0, run = 0; i < n; i++) {
        run = i && c[i] == c[i - 1] ? run + 1 : 1;
        if (run > best) best = run;
    }
    free(c);
    return best;
}

Test(suite, outputs_are_not_degenerate)
{
    for (size_t wi = 0; wi < kb_registry_count(); wi++) {
        const kb_workload *w = kb_registry_at(wi);
        tproblem t;
        tproblem_init(&t, w, "tiny", KB_DTYPE_BF16, 99);
        kb_tol tol = w->tol_bf16;
        for (int o = 0; o < t.no; o++) {
            size_t n = kb_problem_numel(&t.p, &w->outputs[o]);
            if (w->outputs[o].kind == KB_KIND_INT32) {
                /* an index output is near-constant when one index fills half of it or more */
                size_t mode = most_frequent_count((const int32_t *)t.ref[o], n);
                cr_expect(n == 1 || 2 * mode < n,
                          "%s output %s is near-constant: %zu of %zu indices are the same", w->id,
                          w->outputs[o].name, mode, n);
                continue;
            }
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
                changed += count_changed(&w->outputs[o], u.ref[o], t.ref[o],
                                         kb_problem_numel(&t.p, &w->outputs[o]), tol);
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
            if (s->kind == KB_KIND_INT32)
                memcpy(t.in_f32[i], t.in[i], n * 4);
            else
                kb_dtype_to_f32(t.p.dtype, t.in[i], t.in_f32[i], n);
            tproblem_reference(&t);
            size_t changed = 0;
            for (int o = 0; o < t.no; o++)
                changed += count_changed(&w->outputs[o], t.ref[o], base[o],
                                         kb_problem_numel(&t.p, &w->outputs[o]), tol);
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

/* Every workload outside JAXBench has the two presets the tests and the benchmark use, positive
 * counts, and is found by its id, its 7-character prefix and its KernelBench form. */
Test(suite, every_workload_has_tiny_and_cpu)
{
    cr_assert_gt(kb_registry_count(), kb_suite_count(), "the registry holds more than JAXBench");
    for (size_t wi = 0; wi < kb_registry_count(); wi++) {
        const kb_workload *w = kb_registry_at(wi);
        kb_problem p;
        kb_err err;
        cr_assert(kb_problem_init(&p, w, "tiny", KB_DTYPE_BF16, 1, &err) == 0, "%s", err.msg);
        cr_expect(kb_problem_flops(&p) > 0 && kb_problem_bytes(&p) > 0, "%s", w->id);
        cr_assert(kb_problem_init(&p, w, "cpu", KB_DTYPE_F32, 1, &err) == 0, "%s", err.msg);
        cr_expect(kb_suite_find(w->id) == w, "%s", w->id);
        cr_expect(kb_suite_find(w->jaxbench) == w, "%s not found by %s", w->id, w->jaxbench);
    }
}

/* kb_suite_entries: the three suites, each member found by its own names; the default is
 * JAXBench's 50 in kb_suite_at's order. */
Test(suite, suites_select_their_members)
{
    size_t n;
    const kb_suite_entry *e = kb_suite_entries(KB_SUITE_DEFAULT, &n);
    cr_assert(e);
    cr_assert_eq(n, 50);
    cr_assert_eq(n, kb_suite_count());
    for (size_t i = 0; i < n; i++) cr_expect(e[i].w == kb_suite_at(i));
    const char *names[] = {"kb1", "kb2"};
    for (int s = 0; s < 2; s++) {
        e = kb_suite_entries(names[s], &n);
        cr_assert(e && n > 0, "suite %s is empty", names[s]);
        long last = 0;
        for (size_t i = 0; i < n; i++) {
            char form[16];
            const long num = strtol(e[i].id + 4, NULL, 10);
            snprintf(form, sizeof form, "L%d-%ld", s + 1, num);
            cr_expect(!strncmp(e[i].id, names[s], 3) && e[i].id[3] == '_', "%s", e[i].id);
            cr_expect_str_eq(e[i].form, form);
            cr_expect(num > last, "%s: the suite is in KernelBench's order", e[i].id);
            last = num;
            cr_expect(kb_suite_find(e[i].id) == e[i].w, "%s", e[i].id);
            cr_expect(kb_suite_find(form) == e[i].w, "%s", form);
            form[0] = 'l';
            cr_expect(kb_suite_find(form) == e[i].w, "%s (lower case)", form);
            char prefix[8];
            snprintf(prefix, sizeof prefix, "%.7s", e[i].id);
            cr_expect(kb_suite_find(prefix) == e[i].w, "%s", prefix);
        }
    }
    cr_expect_null(kb_suite_entries("kb3", &n));
    cr_expect_eq(n, 0);
    cr_expect_null(kb_suite_entries(NULL, &n));
    cr_expect(strstr(kb_suite_names(), "jaxbench") && strstr(kb_suite_names(), "kb1") &&
              strstr(kb_suite_names(), "kb2"));
}

/* The KernelBench form and the kb1 ids resolve to the workload itself. */
Test(suite, kernelbench_forms)
{
    const kb_workload *relu = kb_suite_find("kb1_019_relu");
    cr_assert(relu, "kb1_019_relu is a workload");
    cr_expect_str_eq(relu->id, "kb1_019_relu");
    cr_expect(kb_suite_find("L1-19") == relu);
    cr_expect(kb_suite_find("L1-019") == relu);
    cr_expect(kb_suite_find("kb1_019") == relu);
    cr_expect(kb_suite_find("L1-88") == kb_suite_find("kb1_088_mingpt_new_gelu"));
    cr_expect_null(kb_suite_find("L1-"));
    cr_expect_null(kb_suite_find("L1-19x"));
    cr_expect_null(kb_suite_find("L3-19"));
    cr_expect_null(kb_suite_find("L1-999"));
    cr_expect_null(kb_suite_find("kb1_999_nothing"));
    cr_expect_null(kb_suite_find("kb1_01"));
}

/* A level-2 problem that is one of k18-k50 is that workload: found by its kb2 id and form,
 * listed in kb2, and not a second workload in the registry; kb2's other problems are its own
 * workloads, named as kb1's are. */
Test(suite, kb2_aliases_are_the_k_workloads)
{
    const kb_workload *k18 = kb_suite_find("k18_conv2d_relu_biasadd");
    cr_assert(k18);
    cr_expect(kb_suite_find("L2-1") == k18);
    cr_expect(kb_suite_find("kb2_001_conv2d_relu_biasadd") == k18);
    cr_expect(kb_suite_find("kb2_001") == k18);
    cr_expect(kb_suite_find("L2-22") == kb_suite_find("24k"));
    /* the problems whose k-workload computes another function than KernelBench's are kb2's own
     * (tools/fidelity): the k-workloads keep JAXBench's */
    static const char *const faithful[] = {"L2-17", "L2-28", "L2-34", "L2-37", "L2-41", "L2-53", "L2-67",
                                           "L2-80", "L2-84", "L2-86", "L2-95", "L2-97", "L2-98", "L2-99"};
    for (size_t i = 0; i < KB_ARRAY_LEN(faithful); i++) {
        const kb_workload *w = kb_suite_find(faithful[i]);
        cr_assert(w, "%s", faithful[i]);
        cr_expect(!strncmp(w->id, "kb2_", 4) && !strcmp(w->jaxbench, faithful[i]), "%s is %s", faithful[i],
                  w->id);
    }
    cr_expect(kb_suite_find("L2-99") != kb_suite_find("50k"));
    const kb_workload *own = kb_suite_find("L2-63"); /* kb2's own, a family's row */
    cr_assert(own);
    cr_expect_str_eq(own->id, "kb2_063_gemm_relu_divide");
    cr_expect(kb_suite_find("kb2_063") == own);
    size_t n, aliases = 0;
    const kb_suite_entry *e = kb_suite_entries("kb2", &n);
    for (size_t i = 0; i < n; i++) {
        if (!strcmp(e[i].id, e[i].w->id)) { /* kb2's own problem (a family's row) */
            cr_expect(!strncmp(e[i].w->jaxbench, "L2-", 3), "%s", e[i].id);
            continue;
        }
        aliases++;
        /* JAXBench named each k-workload after its KernelBench file */
        cr_expect_str_eq(e[i].id + 8, strchr(e[i].w->id, '_') + 1, "%s is %s", e[i].id, e[i].w->id);
        bool in_jaxbench = false;
        for (size_t k = 0; k < kb_suite_count(); k++) in_jaxbench |= kb_suite_at(k) == e[i].w;
        cr_expect(in_jaxbench, "%s: its k-workload is JAXBench's own", e[i].id);
    }
    cr_expect_eq(aliases, 19,
                 "the 19 level-2 problems among k18-k50 that compute KernelBench's function are aliases");
    /* each workload once in the registry */
    for (size_t i = 0; i < kb_registry_count(); i++)
        for (size_t j = i + 1; j < kb_registry_count(); j++)
            cr_expect(kb_registry_at(i) != kb_registry_at(j), "%s twice", kb_registry_at(i)->id);
    char near[256];
    kb_suite_suggest("relu", near, sizeof near);
    cr_expect(strstr(near, "kb1_019_relu"), "%s", near);
}

/* Tolerances are tight enough to see 1% of the work skipped: zeroing every 100th element of the
 * largest input (what a kernel that skips 1% of its reduction or its rows computes with) must
 * move the output beyond tolerance. In bf16 the output's own rounding can hide 1% of a long
 * reduction (a scalar loss, a sum over thousands of terms), so the check is made in f32, where
 * such cheats are then caught; bf16 is checked with 5% skipped. */
static void check_skipped_work(kb_dtype dt, size_t stride)
{
    for (size_t wi = 0; wi < kb_registry_count(); wi++) {
        const kb_workload *w = kb_registry_at(wi);
        tproblem t;
        tproblem_init(&t, w, "tiny", dt, 4242);
        kb_tol tol = kb_tol_of(&t.p, KB_DIST_TYPICAL);
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
            changed +=
                count_changed(&w->outputs[o], t.ref[o], base[o], kb_problem_numel(&t.p, &w->outputs[o]), tol);
        cr_expect(changed > 0, "%s (%s): zeroing 1/%zu of input %s stays within tolerance", w->id,
                  kb_dtype_name(dt), stride, w->inputs[big].name);
        for (int o = 0; o < t.no; o++) free(base[o]);
        tproblem_free(&t);
    }
}

Test(suite, skipped_work_is_visible_f32) { check_skipped_work(KB_DTYPE_F32, 100); }
Test(suite, skipped_work_is_visible_bf16) { check_skipped_work(KB_DTYPE_BF16, 20); }

/* Argmax and argmin give the FIRST index of the extreme: the reference library on a column with
 * ties, and the tiny bf16 inputs of L1-51 and L1-52 do tie (so the lib-vs-reference check above
 * exercises the rule, and a kernel that takes the last index is caught, tests/test_verdicts.c). */
Test(suite, argmax_and_argmin_take_the_first_index_on_ties)
{
    /* x [1][5][3]: column 0 ties at the max (n 1, 3) and the min (n 0, 4); column 1 is constant;
     * column 2 has one max (n 2) and one min (n 0) */
    const float x[5][3] = {{-1, 7, -5}, {4, 7, 0}, {0, 7, 9}, {4, 7, 1}, {-1, 7, 2}};
    int32_t out[3];
    kb_ref_arg_reduce(&x[0][0], 1, 5, 3, KB_REF_ARGMAX, out);
    cr_expect(out[0] == 1 && out[1] == 0 && out[2] == 2, "argmax %d %d %d", out[0], out[1], out[2]);
    kb_ref_arg_reduce(&x[0][0], 1, 5, 3, KB_REF_ARGMIN, out);
    cr_expect(out[0] == 0 && out[1] == 0 && out[2] == 0, "argmin %d %d %d", out[0], out[1], out[2]);

    const char *ids[] = {"kb1_051_argmax_over_a_dimension", "kb1_052_argmin_over_a_dimension"};
    for (int k = 0; k < 2; k++) {
        const kb_workload *w = kb_suite_find(ids[k]);
        cr_assert(w, "%s", ids[k]);
        cr_expect_eq(w->outputs[0].kind, KB_KIND_INT32);
        tproblem t;
        tproblem_init(&t, w, "tiny", KB_DTYPE_BF16, 1234);
        const int64_t B = kb_problem_param(&t.p, "B"), N = kb_problem_param(&t.p, "N"),
                      M = kb_problem_param(&t.p, "M");
        size_t tied = 0;
        for (int64_t bm = 0; bm < B * M; bm++) {
            const float *col = t.in_f32[0] + (bm / M) * N * M + bm % M;
            const int32_t at = ((const int32_t *)t.ref[0])[bm];
            int n_best = 0;
            for (int64_t n = 0; n < N; n++) {
                n_best += col[n * M] == col[at * M];
                /* nothing before the index equals or beats it */
                if (n < at) cr_assert(k ? col[n * M] > col[at * M] : col[n * M] < col[at * M]);
            }
            tied += n_best > 1;
        }
        cr_expect_gt(tied, 0, "%s: no column of the tiny bf16 input ties at its extreme", w->id);
        tproblem_free(&t);
    }
}

/* kb_ref_conv against its definition, evaluated output by output (the same order of sums, so
 * the results must be equal): every dimension count, groups, stride, padding, dilation, both
 * directions. The 50 workloads use only dense stride-1 forward and one transposed case; the
 * KernelBench families will use the rest. */
static double conv_direct(const kb_ref_conv_desc *d, const float *x, const float *w, const int64_t *o,
                          int64_t n, int64_t f)
{
    const int64_t Cg = d->C / d->groups, Fg = d->F / d->groups, g = f / Fg;
    int64_t taps = 1, in_plane = 1;
    for (int k = 0; k < d->dims; k++) taps *= d->kernel[k], in_plane *= d->in[k];
    double acc = 0;
    for (int64_t c = 0; c < Cg; c++)
        for (int64_t t = 0; t < taps; t++) {
            int64_t tk[3], rem = t, idx = 0;
            for (int k = d->dims - 1; k >= 0; k--) tk[k] = rem % d->kernel[k], rem /= d->kernel[k];
            bool ok = true;
            for (int k = 0; k < d->dims && ok; k++) {
                const int64_t s = d->stride[k] ? d->stride[k] : 1;
                const int64_t dl = d->dilation[k] ? d->dilation[k] : 1;
                int64_t i;
                if (!d->transposed) {
                    i = o[k] * s - d->pad[k] + tk[k] * dl;
                } else {
                    const int64_t num = o[k] + d->pad[k] - tk[k] * dl;
                    ok = num >= 0 && num % s == 0;
                    i = num / s;
                }
                ok = ok && i >= 0 && i < d->in[k];
                idx = idx * d->in[k] + i;
            }
            if (!ok) continue;
            const int64_t cx = g * Cg + c;
            const float wv =
                d->transposed ? w[(cx * Fg + f - g * Fg) * taps + t] : w[(f * Cg + c) * taps + t];
            acc += (double)wv * x[(n * d->C + cx) * in_plane + idx];
        }
    return acc;
}

Test(suite, ref_conv_matches_its_definition)
{
    const kb_ref_conv_desc cases[] = {
        {.dims = 1,
         .C = 4,
         .F = 6,
         .groups = 2,
         .in = {13},
         .kernel = {3},
         .stride = {2},
         .pad = {1},
         .dilation = {2}},
        {.dims = 2,
         .C = 3,
         .F = 2,
         .groups = 1,
         .in = {7, 9},
         .kernel = {3, 2},
         .stride = {1, 2},
         .pad = {2, 0}},
        {.dims = 3,
         .C = 4,
         .F = 4,
         .groups = 4,
         .in = {5, 6, 4},
         .kernel = {2, 3, 2},
         .stride = {2, 1, 1},
         .pad = {1, 1, 0},
         .dilation = {1, 2, 1}},
        {.dims = 2,
         .C = 4,
         .F = 6,
         .groups = 2,
         .in = {5, 4},
         .kernel = {3, 3},
         .stride = {2, 3},
         .pad = {1, 2},
         .dilation = {1, 2},
         .transposed = true},
        {.dims = 3,
         .C = 2,
         .F = 3,
         .groups = 1,
         .in = {3, 4, 3},
         .kernel = {4, 4, 4},
         .stride = {2, 2, 2},
         .pad = {1, 1, 1},
         .transposed = true},
    };
    for (size_t ci = 0; ci < sizeof cases / sizeof cases[0]; ci++) {
        kb_ref_conv_desc d = cases[ci];
        int64_t plane = 1, in_plane = 1, taps = 1;
        for (int k = 0; k < d.dims; k++) {
            const int64_t s = d.stride[k] ? d.stride[k] : 1, dl = d.dilation[k] ? d.dilation[k] : 1;
            const int64_t span = dl * (d.kernel[k] - 1) + 1;
            d.out[k] = d.transposed ? (d.in[k] - 1) * s - 2 * d.pad[k] + span
                                    : (d.in[k] + 2 * d.pad[k] - span) / s + 1;
            plane *= d.out[k], in_plane *= d.in[k], taps *= d.kernel[k];
        }
        const int64_t N = 2;
        const int64_t nw = (d.transposed ? d.C * (d.F / d.groups) : d.F * (d.C / d.groups)) * taps;
        float *x = kb_xmalloc(sizeof(float) * (size_t)(N * d.C * in_plane));
        float *w = kb_xmalloc(sizeof(float) * (size_t)nw), bias[8];
        for (int64_t i = 0; i < N * d.C * in_plane; i++) x[i] = (float)((i * 7919 % 113) - 56) / 17;
        for (int64_t i = 0; i < nw; i++) w[i] = (float)((i * 104729 % 97) - 48) / 31;
        for (int i = 0; i < 8; i++) bias[i] = (float)i / 4 - 1;
        double *out = kb_xmalloc(sizeof(double) * (size_t)plane);
        for (int64_t n = 0; n < N; n++)
            for (int64_t f = 0; f < d.F; f++) {
                kb_ref_conv(&d, x, w, ci % 2 ? bias : NULL, n, f, out);
                for (int64_t e = 0; e < plane; e++) {
                    int64_t o[3], rem = e;
                    for (int k = d.dims - 1; k >= 0; k--) o[k] = rem % d.out[k], rem /= d.out[k];
                    const double want = conv_direct(&d, x, w, o, n, f) + (ci % 2 ? bias[f] : 0);
                    cr_assert_eq(out[e], want,
                                 "case %zu, n %lld f %lld output %lld: %.17g, "
                                 "want %.17g",
                                 ci, (long long)n, (long long)f, (long long)e, out[e], want);
                }
            }
        free(x), free(w), free(out);
    }
}

/* Every workload states its math and its baseline (a family's table of texts with an entry
 * missing would leave one empty). */
Test(suite, every_workload_states_its_math_and_baseline)
{
    for (size_t i = 0; i < kb_registry_count(); i++) {
        const kb_workload *w = kb_registry_at(i);
        cr_expect(w->math && strlen(w->math) > 20, "%s: no math line", w->id);
        cr_expect(w->lib_doc && strlen(w->lib_doc) > 10, "%s: no baseline description", w->id);
    }
}

/* ---- tools/new-workload: every piece a workload needs ----------------------------------------- */

/* The shell script run in the repository (2>&1): its exit code, its output in *out (heap). */
static int sh_in_root(const char *script, char **out)
{
    char *cmd = NULL;
    cr_assert(asprintf(&cmd, "cd '%s' && { %s; } 2>&1", kb_test_root(), script) > 0);
    FILE *p = popen(cmd, "r");
    cr_assert(p, "cannot run %s", cmd);
    size_t len = 0;
    FILE *m = open_memstream(out, &len);
    for (int c; (c = fgetc(p)) != EOF;) fputc(c, m);
    fclose(m);
    const int status = pclose(p);
    free(cmd);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* `tools/new-workload ARGS`: its exit code, its output in *out. */
static int new_workload(const char *args, char **out)
{
    char *cmd = NULL;
    cr_assert(asprintf(&cmd, "tools/new-workload %s", args) > 0);
    const int rc = sh_in_root(cmd, out);
    free(cmd);
    return rc;
}

/* Every workload of every suite has every required piece (a JAXBench workload, a kb1 row, a kb2
 * chain, a kb2 alias), and a made-up id fails, naming each hand-written and generated piece it
 * lacks. */
Test(suite, new_workload_names_every_piece)
{
    char *out = NULL;
    cr_expect_eq(new_workload("p12_rmsnorm", &out), 0, "%s", out);
    cr_expect(strstr(out, "ok       kernels/tpu/p12_rmsnorm/naive.py"), "%s", out);
    free(out);
    cr_expect_eq(new_workload("kb2_001_conv2d_relu_biasadd", &out), 0, "%s", out);
    cr_expect(
        strstr(out, "an alias (src/suite/kb2/aliases.def) of the JAXBench workload k18_conv2d_relu_biasadd"),
        "%s", out);
    free(out);

    cr_expect_eq(new_workload("p51_made_up", &out), 1, "%s", out);
    const char *lacks[] = {"src/suite/p51_made_up.c (the workload",
                           "src/suite/p51_made_up.c (its reference",
                           "src/suite/p51_made_up.c (its lib baseline",
                           "src/suite/workloads.def (its line KB_WORKLOAD(p51_made_up))",
                           "kernels/cpu/p51_made_up/naive.c",
                           "kernels/tpu/p51_made_up/naive.py",
                           "tools/xla/workloads/p51_made_up.py",
                           "xla/stablehlo/cpu/f32/p51_made_up.mlir",
                           "xla/stablehlo/manifest.json",
                           "docs/workloads.md",
                           "p51_made_up lacks 13 required piece(s)"};
    for (size_t i = 0; i < sizeof lacks / sizeof *lacks; i++)
        cr_expect(strstr(out, lacks[i]), "new-workload p51_made_up does not name %s:\n%s", lacks[i], out);
    cr_expect(!strstr(out, "  expert.c.in ("), "an optional piece is not a missing one:\n%s", out);
    free(out);
    cr_expect_eq(new_workload("kb1_999_made_up", &out), 1, "%s", out);
    cr_expect(strstr(out, "src/suite/kb1/<family>.def (its row KB_ROW(999, 999, made_up, ...))"), "%s", out);
    free(out);
    cr_expect_eq(new_workload("'Not an id'", &out), 2, "%s", out);
    free(out);

    /* and every registered workload passes, in one shell */
    size_t cap = 64, len = 0;
    char *ids = kb_xmalloc(cap);
    ids[0] = 0;
    for (size_t i = 0; i < kb_registry_count(); i++) {
        const char *id = kb_registry_at(i)->id;
        while (len + strlen(id) + 2 > cap) ids = kb_xrealloc(ids, cap *= 2);
        len += (size_t)sprintf(ids + len, "%s ", id);
    }
    char *cmd = NULL;
    cr_assert(asprintf(&cmd,
                       "for id in %s; do tools/new-workload $id >/dev/null 2>&1 || echo \"FAILS $id\"; done",
                       ids) > 0);
    cr_expect_eq(sh_in_root(cmd, &out), 0);
    cr_expect(!strstr(out, "FAILS"), "tools/new-workload fails on registered workloads:\n%s", out);
    free(out);
    free(cmd);
    free(ids);
}
