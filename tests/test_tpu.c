/* test_tpu.c: the tpu target end to end, through kb_evaluate with target "tpu": the shipped
 * Pallas kernels (kernels/tpu/) are ok in JAX's TPU interpret mode, and every broken candidate
 * of tests/candidates/tpu/ gets its verdict and a detail that names the problem. The runner is
 * tools/tpu/runner.py in the .venv that scripts/bootstrap installs; without it these tests fail
 * and say so. No TPU is used ($KBENCH_TPU=0): timing is reported as awaiting one. */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "agent/context.h"
#include "harness/evaluate.h"
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
    o.preset = NULL;                 /* the workload's verification preset */
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

#define EXPECT_VERDICT(workload, cand, verdict, needle)                                        \
    do {                                                                                       \
        kb_result r;                                                                           \
        kb_verdict v = eval_tpu(workload, "tests/candidates/tpu/" cand, KB_DTYPE_BF16, &r);   \
        cr_expect_eq(v, verdict, "%s: expected %s, got %s: %s", cand, kb_verdict_name(verdict), \
                     kb_verdict_name(v), r.detail);                                            \
        cr_expect(strstr(r.detail, needle), "%s: detail lacks '%s': %s", cand, needle, r.detail); \
        kb_result_free(&r);                                                                    \
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
 * (it is the expensive part: a JAX process per kernel). */
#if defined(__SANITIZE_ADDRESS__)
#define KB_TPU_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define KB_TPU_SANITIZED 1
#endif
#endif

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
    cr_expect_eq(v, KB_VERDICT_OK, "%s %s: %s: %s", cand, kb_dtype_name(dt), kb_verdict_name(v),
                 r.detail);
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
#ifdef KB_TPU_SANITIZED
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
    static const char *ids[] = {"p01_flash_attention", "p02_gqa_attention", "p03_mla_attention",
                                "p04_splash_attention", "p06_paged_attention",
                                "p07_ragged_paged_attention", "p08_gemm", "p11_megablox_gmm",
                                "p12_rmsnorm", "k41_gemm_add_relu"};
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
              strstr(out, "a bf16[8192,8192]") && strstr(out, "## The candidate ABI (tpu target)"), "%s", out);
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

/* context/tpu/api.md is what tools/tpu/api_ref.py makes from the installed (pinned) jax. */
Test(tpu, api_reference_is_current)
{
    char py[1024], cmd[3072];
    kb_err err = {{0}};
    cr_assert_eq(kb_tpu_python(py, sizeof py, &err), 0, "%s", err.msg);
    snprintf(cmd, sizeof cmd, "%s %s/tools/tpu/api_ref.py --check --out %s/context/tpu/api.md 2>&1",
             py, kb_test_root(), kb_test_root());
    cr_expect_eq(system(cmd), 0, "context/tpu/api.md is stale: run .venv/bin/python tools/tpu/api_ref.py");
}
