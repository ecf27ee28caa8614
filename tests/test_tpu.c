/* test_tpu.c: the tpu target end to end, through kb_evaluate with target "tpu": the shipped
 * Pallas kernels (kernels/tpu/) are ok in JAX's TPU interpret mode, and every broken candidate
 * of tests/candidates/tpu/ gets its verdict and a detail that names the problem. The runner is
 * tools/tpu/runner.py in the .venv that scripts/bootstrap installs; without it these tests fail
 * and say so. No TPU is used ($KBENCH_TPU=0): timing is reported as awaiting one. */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "agent/context.h"
#include "harness/evaluate.h"
#include "support/sampled.h"
#include "targets/tpu/tpu.h"
#include "support/kbench_run.h"
#include "support/scratch.h"

static void setup(void)
{
    kb_quiet = true;
    setenv("KBENCH_TPU", "0", 1);
}

static kb_eval_opts opts(const char *workload, const char *cand, kb_dtype dtype)
{
    static char path[1024];
    snprintf(path, sizeof path, "%s/%s", kb_test_root(), cand);
    kb_eval_opts o;
    kb_eval_opts_default(&o);
    o.target = "tpu";
    o.preset = NULL; /* the workload's verification preset */
    o.w = kb_suite_find(workload);
    o.dtype = dtype;
    o.threads = 2;
    o.candidate = path;
    o.timeout_s = 120;
    o.ref_cache = false;
    return o;
}

static kb_verdict eval_tpu(const char *workload, const char *cand, kb_dtype dtype, kb_result *r)
{
    kb_eval_opts o = opts(workload, cand, dtype);
    cr_assert(o.w, "no workload %s", workload);
    kb_verdict v = kb_evaluate(&o, r);
    cr_log_info("%s %s %s: %s: %s", workload, cand, kb_dtype_name(dtype), kb_verdict_name(v), r->detail);
    return v;
}

#define EXPECT_VERDICT(workload, cand, verdict, needle)                                           \
    do {                                                                                          \
        kb_result r;                                                                              \
        kb_verdict v = eval_tpu(workload, "tests/candidates/tpu/" cand, KB_DTYPE_BF16, &r);       \
        cr_expect_eq(v, verdict, "%s: expected %s, got %s: %s", cand, kb_verdict_name(verdict),   \
                     kb_verdict_name(v), r.detail);                                               \
        cr_expect(strstr(r.detail, needle), "%s: detail lacks '%s': %s", cand, needle, r.detail); \
        kb_result_free(&r);                                                                       \
    } while (0)

TestSuite(tpu, .init = setup, .timeout = 600);

Test(tpu, jax_is_installed)
{
    char py[1024];
    kb_err err = {{0}};
    cr_assert_eq(kb_tpu_python(py, sizeof py, &err), 0, "%s", err.msg);
}

Test(tpu, verification_presets)
{
    cr_expect_str_eq(kb_tpu_verify_preset(kb_suite_find("p08_gemm")), "tpu-check");
    cr_expect_str_eq(kb_tpu_verify_preset(kb_suite_find("p01_flash_attention")), "tpu-check");
    cr_expect_str_eq(kb_tpu_verify_preset(kb_suite_find("p13_cross_entropy")), "tiny");
    cr_expect_str_eq(kb_verdict_name(KB_VERDICT_RACE), "race");
}

/* Under ASan/UBSan (make test's second pass) only the C side changes, and the broken candidates
 * below exercise all of it: the sweep over every shipped kernel runs once, in the plain pass
 * (it is the expensive part: a JAX process per kernel; support/sampled.h). */

static bool file_exists(const char *rel)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", kb_test_root(), rel);
    return access(path, R_OK) == 0;
}

/* One evaluation of a shipped kernel: ok, verified only (no TPU), at the verification preset. */
static void expect_shipped_ok(const char *id, const char *file, kb_dtype dt)
{
    char cand[256];
    snprintf(cand, sizeof cand, "kernels/tpu/%s/%s", id, file);
    kb_result r;
    kb_verdict v = eval_tpu(id, cand, dt, &r);
    cr_expect_eq(v, KB_VERDICT_OK, "%s %s: %s: %s", cand, kb_dtype_name(dt), kb_verdict_name(v), r.detail);
    cr_expect(strstr(r.detail, "timing needs a TPU"), "%s: %s", cand, r.detail);
    cr_expect_str_eq(r.preset, kb_tpu_verify_preset(kb_suite_find(id)));
    cr_expect(strstr(r.compiler, "jax"), "%s", r.compiler);
    cr_expect_eq(r.n_timings, 0);
    kb_result_free(&r);
}

/* Every workload ships a naive kernel (kbench init writes it) and some a tuned one. One test
 * per workload, so that criterion spreads them over the cores: the naive kernel in bf16, the
 * tuned one in bf16 and f32 (tools/tpu/check_all runs every kernel in both dtypes). */
ParameterizedTestParameters(tpu, shipped_kernel_is_ok)
{
    /* indexes, not strings: criterion copies the parameters' bytes into each test's process */
    static int idx[64];
    size_t n = kb_suite_count();
    cr_assert_leq(n, sizeof idx / sizeof idx[0]);
    for (size_t i = 0; i < n; i++) idx[i] = (int)i;
    return cr_make_param_array(int, idx, n);
}

ParameterizedTest(int *param, tpu, shipped_kernel_is_ok)
{
    const char *id = kb_suite_at((size_t)*param)->id;
    char rel[256];
    snprintf(rel, sizeof rel, "kernels/tpu/%s/naive.py", id);
    cr_assert(file_exists(rel), "%s: every workload ships a naive tpu kernel", rel);
#ifdef KB_TEST_SANITIZED
    if (strcmp(id, "p12_rmsnorm")) cr_skip_test("the kernel sweep runs in the plain pass only");
#endif
    expect_shipped_ok(id, "naive.py", KB_DTYPE_BF16);
    snprintf(rel, sizeof rel, "kernels/tpu/%s/kernel.py", id);
    if (file_exists(rel)) {
        expect_shipped_ok(id, "kernel.py", KB_DTYPE_BF16);
        expect_shipped_ok(id, "kernel.py", KB_DTYPE_F32);
    }
}

/* Tuned kernels for the workloads JAXBench ships optimised Pallas kernels for (p01-p04,
 * p06-p08, p11), and p12, k41; each verified where its grid tiles. */
Test(tpu, tuned_kernels_are_shipped)
{
    static const char *ids[] = {
        "p01_flash_attention", "p02_gqa_attention",          "p03_mla_attention", "p04_splash_attention",
        "p06_paged_attention", "p07_ragged_paged_attention", "p08_gemm",          "p11_megablox_gmm",
        "p12_rmsnorm",         "k41_gemm_add_relu"};
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        char rel[256];
        snprintf(rel, sizeof rel, "kernels/tpu/%s/kernel.py", ids[i]);
        cr_expect(file_exists(rel), "%s", rel);
        /* tuned kernels verify where their grids have several blocks per tiled axis */
        cr_expect_str_eq(kb_tpu_verify_preset(kb_suite_find(ids[i])), "tpu-check", "%s", ids[i]);
    }
}

Test(tpu, misaligned_block_is_a_compile_error)
{
    EXPECT_VERDICT("p08_gemm", "misaligned_block.py", KB_VERDICT_COMPILE_ERROR, "divisible by 8 and 128");
}

Test(tpu, race_between_dmas_is_a_race)
{
    EXPECT_VERDICT("p12_rmsnorm", "race_dma.py", KB_VERDICT_RACE, "data race");
}

Test(tpu, out_of_bounds_read_is_a_crash)
{
    EXPECT_VERDICT("p12_rmsnorm", "oob_read.py", KB_VERDICT_CRASH, "out-of-bounds");
}

Test(tpu, wrong_result_is_wrong)
{
    EXPECT_VERDICT("k41_gemm_add_relu", "wrong_relu_order.py", KB_VERDICT_WRONG, "out of tolerance");
}

Test(tpu, uninitialised_accumulator_reads_nan)
{
    EXPECT_VERDICT("p08_gemm", "uninit_acc.py", KB_VERDICT_WRONG, "got nan");
}

Test(tpu, matmul_outside_the_kernel_is_an_abi_error)
{
    EXPECT_VERDICT("p08_gemm", "outside_dot.py", KB_VERDICT_ABI_ERROR, "dot_general");
}

Test(tpu, work_outside_the_kernel_is_an_abi_error)
{
    EXPECT_VERDICT("p12_rmsnorm", "outside_norm.py", KB_VERDICT_ABI_ERROR, "outside the Pallas kernel");
}

Test(tpu, forbidden_import_is_an_abi_error)
{
    EXPECT_VERDICT("p12_rmsnorm", "forbidden_import.py", KB_VERDICT_ABI_ERROR, "import of 'os'");
}

Test(tpu, escape_through_an_allowed_module_is_an_abi_error)
{
    EXPECT_VERDICT("p12_rmsnorm", "escape_via_module.py", KB_VERDICT_ABI_ERROR, "'.sys' is not allowed");
}

Test(tpu, missing_python_names_bootstrap)
{
    setenv("KBENCH_PYTHON", "/nonexistent/python", 1);
    kb_result r;
    kb_verdict v = eval_tpu("p12_rmsnorm", "kernels/tpu/p12_rmsnorm/naive.py", KB_DTYPE_BF16, &r);
    unsetenv("KBENCH_PYTHON");
    cr_expect_eq(v, KB_VERDICT_HARNESS_ERROR, "%s", r.detail);
    cr_expect(strstr(r.detail, "scripts/bootstrap"), "%s", r.detail);
    kb_result_free(&r);
}

/* ---- timing: kbench drives it (the runner only runs and reports) ---------------------------- */

/* One output's elements, as f32, written in the problem's storage dtype into contestant c's
 * slot of the timed region. */
static void put_output(const kb_problem *p, const kb_layout *l, char *out, int c, const float *v)
{
    kb_dtype_from_f32(kb_problem_dtype(p, &p->w->outputs[0]), v, out + kb_layout_out(l, c, 0, 0),
                      kb_problem_numel(p, &p->w->outputs[0]));
}

/* The outputs timed on the TPU are judged by the harness's comparator against XLA's, where the
 * runner's own comparator counted two equal infinities as wrong (inf - inf is NaN there): the
 * same infinity and NaN against NaN pass, an infinity of the other sign does not, and the
 * detail names XLA as the baseline. */
Test(tpu, timed_outputs_judged_by_the_harness_comparator)
{
    kb_problem p;
    kb_err err = {{0}};
    cr_assert_eq(kb_problem_init(&p, kb_suite_find("p12_rmsnorm"), "tiny", KB_DTYPE_BF16, 1, &err), 0, "%s",
                 err.msg);
    cr_assert_eq(kb_problem_n_outputs(&p), 1);
    kb_layout l;
    kb_layout_init(&l, &p, 1, 1, 2);
    char *out = calloc(1, l.out_size);
    size_t n = kb_problem_numel(&p, &p.w->outputs[0]);
    float *v = malloc(n * sizeof *v);
    for (size_t i = 0; i < n; i++) v[i] = 0.25f * (float)(i % 17) - 2;
    v[3] = INFINITY;
    v[7] = -INFINITY;
    v[11] = NAN;
    put_output(&p, &l, out, 1, v); /* XLA's */
    put_output(&p, &l, out, 0, v); /* the candidate's: the same */
    char why[1000] = "";
    cr_expect(kb_tpu_check_timed(&p, &l, out, why, sizeof why), "equal infinities and NaNs: %s", why);
    v[3] = -INFINITY;
    put_output(&p, &l, out, 0, v);
    cr_expect(!kb_tpu_check_timed(&p, &l, out, why, sizeof why), "an infinity of the other sign passed");
    cr_expect(strstr(why, "xla baseline"), "%s", why);
    v[3] = INFINITY;
    v[20] += 1;
    put_output(&p, &l, out, 0, v);
    cr_expect(!kb_tpu_check_timed(&p, &l, out, why, sizeof why), "a finite error passed");
    free(v);
    free(out);
}

/* A timed evaluation on this host ($KBENCH_TPU=interpret: the TPU's timing path in interpret
 * mode, at the verification preset): kbench asks for the rounds, so the rule it applies decides
 * how many there are, and computes the statistics. */
static void expect_timed_rounds(int min_rounds, int max_rounds, double max_time_s, int want_rounds)
{
    setenv("KBENCH_TPU", "interpret", 1);
    kb_eval_opts o = opts("p12_rmsnorm", "kernels/tpu/p12_rmsnorm/kernel.py", KB_DTYPE_BF16);
    o.min_rounds = min_rounds;
    o.max_rounds = max_rounds;
    o.min_time_s = 0;
    o.max_time_s = max_time_s;
    o.ci_target = 0; /* never met from 2 rounds on (1 round's CI has no width): the caps decide */
    kb_result r;
    kb_verdict v = kb_evaluate(&o, &r);
    setenv("KBENCH_TPU", "0", 1);
    cr_assert_eq(v, KB_VERDICT_OK, "%s: %s", kb_verdict_name(v), r.detail);
    cr_expect(strstr(r.detail, "interpret mode on this host"), "%s", r.detail);
    cr_expect_str_eq(r.preset, "tpu-check", "a host timing is filed under the preset it ran at");
    cr_expect_eq(r.rounds, want_rounds, "%d rounds, the rule (%d..%d, %g s) wants %d: %s", r.rounds,
                 min_rounds, max_rounds, max_time_s, want_rounds, r.detail);
    cr_assert_eq(r.n_timings, 2);
    cr_expect_str_eq(r.timings[1].who, "xla");
    cr_expect_eq(r.timings[0].s.n, (size_t)(2 * want_rounds));
    cr_expect(r.timings[1].has_speedup && r.timings[1].ci_lo <= r.timings[1].speedup &&
                  r.timings[1].speedup <= r.timings[1].ci_hi,
              "speedup %g, CI [%g, %g]", r.timings[1].speedup, r.timings[1].ci_lo, r.timings[1].ci_hi);
    kb_result_free(&r);
}

/* The first batch is min_rounds, and the round cap stops it there. */
Test(tpu, timing_stops_at_the_round_cap_of_the_first_batch) { expect_timed_rounds(3, 3, 100, 3); }

/* Batches after the first until the round cap, which a batch never overshoots. */
Test(tpu, timing_asks_for_batches_up_to_the_round_cap) { expect_timed_rounds(2, 5, 100, 5); }

/* The context artifact an agent gets with --target tpu: static parts, the API reference from the
 * installed JAX, the shipped kernels as examples, the menu parsed into entries. */
Test(tpu, context_artifact_loads)
{
    kb_context c;
    kb_err err = {{0}};
    cr_assert_eq(kb_context_load(&c, "tpu", NULL, NULL, &err), 0, "%s", err.msg);
    cr_expect_str_eq(c.target, "tpu");
    cr_expect(strstr(c.hardware, "VMEM") && strstr(c.hardware, "918"), "hardware part");
    cr_expect(strstr(c.rules, "def kernel("), "rules part");
    cr_expect(strstr(c.api, "pl.pallas_call(") && strstr(c.api, "pltpu.make_async_copy("), "api part");
    cr_expect(strstr(c.examples, "```python") && strstr(c.examples, "flash_kernel"), "examples");
    cr_expect_geq(c.n_menu, 20);
    int n;
    const kb_context_example *ex = kb_context_examples("tpu", &n);
    cr_expect_geq(n, 4);
    for (int i = 0; i < n; i++) cr_expect(strstr(ex[i].source, "pallas_call"), "%s", ex[i].file);
    kb_context_free(&c);
}

/* The examples an agent is shown are the shipped kernels, embedded at build time: each is a file
 * of kernels/tpu/<its workload>/ (so shipped_kernel_is_ok verifies it), the embedded copy is that
 * file byte for byte (a stale build fails here), and among them are a blocked kernel with an
 * accumulator and one that scalar-prefetches an index tensor. */
Test(tpu, context_examples_are_shipped_kernels)
{
    int n;
    const kb_context_example *ex = kb_context_examples("tpu", &n);
    bool blocked = false, prefetch = false;
    for (int i = 0; i < n; i++) {
        char dir[256];
        snprintf(dir, sizeof dir, "kernels/tpu/%s/", ex[i].workload);
        cr_expect(!strncmp(ex[i].file, dir, strlen(dir)), "%s is not a shipped kernel of %s", ex[i].file,
                  ex[i].workload);
        cr_expect(kb_suite_find(ex[i].workload), "%s: no such workload", ex[i].workload);
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", kb_test_root(), ex[i].file);
        size_t len = 0;
        char *src = kb_read_file(path, &len);
        cr_assert(src, "%s", path);
        cr_expect(len == strlen(ex[i].source) && !memcmp(src, ex[i].source, len),
                  "%s: the embedded example differs from the file (rebuild)", ex[i].file);
        free(src);
        blocked |= strstr(ex[i].source, "pltpu.VMEM(") && strstr(ex[i].source, "pl.when(") &&
                   strstr(ex[i].source, "\"arbitrary\"");
        prefetch |= strstr(ex[i].source, "PrefetchScalarGridSpec") != NULL;
    }
    cr_expect(blocked, "no example of a blocked kernel with a VMEM accumulator");
    cr_expect(prefetch, "no example with scalar prefetch");
}

/* docs/tpu.md's per-workload table names every workload of the suite in a row's first cell
 * ("| p01 flash attention |", "| k19 k20 k27 ... |"): what its kernel does and any spec change
 * stay documented as workloads are added. */
Test(tpu, docs_list_every_workload)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/docs/tpu.md", kb_test_root());
    size_t len = 0;
    char *doc = kb_read_file(path, &len);
    cr_assert(doc, "%s", path);
    char *table = strstr(doc, "\n| workload | naive.py");
    cr_assert(table, "docs/tpu.md has no per-workload table");
    char *end = strstr(table + 1, "\n\n");
    if (end) *end = 0;
    for (size_t i = 0; i < kb_suite_count(); i++) {
        const char *id = kb_suite_at(i)->id; /* "p01_flash_attention": its row says "p01" */
        bool found = false;
        for (const char *row = strstr(table, "\n| "); row && !found; row = strstr(row + 1, "\n| ")) {
            const char *cell_end = strchr(row + 3, '|');
            for (const char *c = row + 3; c + 3 <= cell_end && !found; c++)
                found = !strncmp(c, id, 3) && (c[-1] == ' ') && (c[3] == ' ' || c[3] == '|');
        }
        cr_expect(found, "docs/tpu.md's kernel table has no row for %s", id);
    }
    free(doc);
}

/* The CLI: show prints the Python signature and both presets; init writes a starting kernel
 * for a workload that has one and says which have one otherwise. */
static char *run_kbench(const char *args, int *status)
{
    char dir[] = "/tmp/kbench-tpu-cli-XXXXXX", *out, *err;
    cr_assert(mkdtemp(dir));
    *status = kb_test_kbench(dir, NULL, NULL, &out, &err, "%s", args);
    char *both = kb_xasprintf("%s%s", out, err);
    free(out);
    free(err);
    kb_test_scratch_remove(dir);
    return both;
}

Test(tpu, cli_show_and_init)
{
    int st;
    char *out = run_kbench("show p08 --target tpu", &st);
    cr_expect_eq(st, 0, "%s", out);
    cr_expect(strstr(out, "def kernel(a, b):") && strstr(out, "tpu-check") && strstr(out, "tpu-v6e") &&
                  strstr(out, "a bf16[8192,8192]") && strstr(out, "## The candidate ABI (tpu target)"),
              "%s", out);
    free(out);
    char dir[] = "/tmp/kbench-tpu-init-XXXXXX", cmd[256];
    cr_assert(mkdtemp(dir));
    snprintf(cmd, sizeof cmd, "init p12 %s/mine.py --target tpu", dir);
    out = run_kbench(cmd, &st);
    cr_expect_eq(st, 0, "%s", out);
    free(out);
    snprintf(cmd, sizeof cmd, "%s/mine.py", dir);
    size_t len = 0;
    char *src = kb_read_file(cmd, &len);
    cr_expect(src && strstr(src, "pallas_call"), "%s", cmd);
    free(src);
    unlink(cmd);
    rmdir(dir);
}

/* kbench run --target tpu: one table row per shipped kernel, verified only (no TPU), and with a
 * fresh store it measures no CPU peaks (a tpu result does not use them; on a busy machine the
 * measurement used to fail the whole run). */
Test(tpu, cli_run_table)
{
    char dir[] = "/tmp/kbench-tpu-run-XXXXXX", cmd[512];
    cr_assert(mkdtemp(dir));
    snprintf(cmd, sizeof cmd, "run p12 --target tpu --db %s/run.db --threads 1", dir);
    int st;
    char *out = run_kbench(cmd, &st);
    cr_log_info("%s", out);
    cr_expect_eq(st, 0, "%s", out);
    cr_expect(strstr(out, "kbench run: target tpu"), "%s", out);
    cr_expect(strstr(out, "2 of 2 candidates ok"), "%s", out);
    const char *k = strstr(out, "p12_rmsnorm          kernel.py ok");
    const char *nv = strstr(out, "p12_rmsnorm          naive.py  ok");
    cr_expect(k && nv, "a row per shipped kernel: %s", out);
    cr_expect(strstr(out, "timing needs a TPU"), "%s", out);
    cr_expect(!strstr(out, "peak"), "a tpu run measured the CPU peaks: %s", out);
    free(out);
    static const char *files[] = {"run.db", "run.db-wal", "run.db-shm"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        snprintf(cmd, sizeof cmd, "%s/%s", dir, files[i]);
        unlink(cmd);
    }
    rmdir(dir);
}

/* context/tpu/api.md is what tools/tpu/api_ref.py makes from the installed (pinned) jax. */
Test(tpu, api_reference_is_current)
{
    char py[1024], cmd[3072];
    kb_err err = {{0}};
    cr_assert_eq(kb_tpu_python(py, sizeof py, &err), 0, "%s", err.msg);
    snprintf(cmd, sizeof cmd, "%s %s/tools/tpu/api_ref.py --check --out %s/context/tpu/api.md 2>&1", py,
             kb_test_root(), kb_test_root());
    cr_expect_eq(system(cmd), 0, "context/tpu/api.md is stale: run .venv/bin/python tools/tpu/api_ref.py");
}
