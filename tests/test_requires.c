/* test_requires.c: KB_REQUIRES, from the declaration to `kbench run`: the parser (what counts as
 * a declaration, the messages), the check against a machine and a dtype, the features detected
 * here against /proc/cpuinfo, an unknown name as a real compile_error, and the CLI: `run` lists
 * an unsupported candidate as skipped and still exits 0, `eval` of one exits 4. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "core/util.h"
#include "harness/evaluate.h"
#include "targets/cpu/requires.h"
#include "support/kbench_run.h"
#include "support/scratch.h"

#define B(name) ((uint64_t)1 << KB_REQ_##name)

static uint64_t parse_ok(const char *src)
{
    kb_requires r;
    char err[1024];
    cr_assert_eq(kb_requires_parse(src, &r, err, sizeof err), 0, "%s: %s", src, err);
    return r.need;
}

static void parse_fails(const char *src, const char *needle)
{
    kb_requires r;
    char err[1024];
    cr_assert_eq(kb_requires_parse(src, &r, err, sizeof err), -1, "accepted: %s", src);
    cr_expect(strstr(err, needle), "message for %s lacks '%s': %s", src, needle, err);
}

Test(requires, parse)
{
    cr_expect_eq(parse_ok("KB_REQUIRES(bf16, amx_bf16);"), B(bf16) | B(amx_bf16));
    cr_expect_eq(parse_ok("int x;\n  KB_REQUIRES( f32 ,\n avx2 ) ;"), B(f32) | B(avx2));
    /* several declarations add up; none is nothing */
    cr_expect_eq(parse_ok("KB_REQUIRES(bf16);\nKB_REQUIRES(avx512f);"), B(bf16) | B(avx512f));
    cr_expect_eq(parse_ok("void kernel(void) {}"), 0);
    /* comments, strings and directives are not declarations */
    cr_expect_eq(parse_ok("/* KB_REQUIRES(f32) */ // KB_REQUIRES(f32)\n"
                          "const char *s = \"KB_REQUIRES(f32)\";\n#define KB_REQUIRES(x) x\n"),
                 0);
}

Test(requires, parse_errors_name_the_problem)
{
    parse_fails("KB_REQUIRES(bf16, amx_bf61);", "'amx_bf61'");
    parse_fails("KB_REQUIRES(bf16, amx_bf61);", "known: bf16, f32, avx,");
    parse_fails("\n\nKB_REQUIRES(avx512f avx512bw);", "line 3");
    parse_fails("KB_REQUIRES bf16;", "followed by (names...)");
    parse_fails("KB_REQUIRES();", "names separated by commas");
}

Test(requires, met_against_dtype_and_machine)
{
    const kb_requires amx = {B(bf16) | B(amx_tile) | B(amx_bf16)}, none = {0}, f32 = {B(f32)};
    const uint64_t all = ~(uint64_t)0 & ~(B(bf16) | B(f32));
    char why[256];
    cr_expect(kb_requires_met(&amx, KB_DTYPE_BF16, all, why, sizeof why));
    cr_expect_str_empty(why);
    cr_expect_not(kb_requires_met(&amx, KB_DTYPE_F32, all, why, sizeof why));
    cr_expect_str_eq(why, "needs bf16");
    cr_expect_not(kb_requires_met(&amx, KB_DTYPE_BF16, B(avx512f), why, sizeof why));
    cr_expect_str_eq(why, "needs amx_tile, amx_bf16");
    cr_expect_not(kb_requires_met(&amx, KB_DTYPE_F32, 0, why, sizeof why));
    cr_expect_str_eq(why, "needs bf16, amx_tile, amx_bf16");
    cr_expect(kb_requires_met(&none, KB_DTYPE_F32, 0, why, sizeof why));
    cr_expect_not(kb_requires_met(&f32, KB_DTYPE_BF16, all, why, sizeof why));
    cr_expect_str_eq(why, "needs f32");
}

/* What cpuid and the kernel say agrees with the flags the kernel itself reports. */
Test(requires, machine_matches_cpuinfo)
{
    char *info = kb_read_file("/proc/cpuinfo", NULL);
    if (!info) cr_skip_test("no /proc/cpuinfo");
    char *flags = strstr(info, "\nflags");
    cr_assert(flags, "no flags line in /proc/cpuinfo");
    char *end = strchr(flags + 1, '\n');
    if (end) *end = 0;
    const uint64_t have = kb_requires_machine();
    const struct {
        const char *flag;
        uint64_t bit;
    } f[] = {
        {" avx2", B(avx2)},         {" fma", B(fma)},           {" avx512f", B(avx512f)},
        {" avx512bw", B(avx512bw)}, {" avx512vl", B(avx512vl)}, {" avx512_bf16", B(avx512_bf16)},
        {" amx_tile", B(amx_tile)}, {" amx_bf16", B(amx_bf16)},
    };
    for (size_t i = 0; i < sizeof f / sizeof f[0]; i++) {
        char word[32];
        snprintf(word, sizeof word, "%s ", f[i].flag);
        const bool listed =
            strstr(flags, word) || (strlen(flags) >= strlen(f[i].flag) &&
                                    !strcmp(flags + strlen(flags) - strlen(f[i].flag), f[i].flag));
        cr_expect_eq(!!(have & f[i].bit), listed, "%s: cpuinfo %d, detected %d", f[i].flag + 1, listed,
                     !!(have & f[i].bit));
    }
    cr_expect_eq(have & (B(bf16) | B(f32)), 0, "dtypes are not machine features");
    free(info);
}

static kb_verdict eval_file(const char *rel, kb_dtype dt, kb_result *r)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", kb_test_root(), rel);
    kb_eval_opts o;
    kb_eval_opts_default(&o);
    o.w = kb_suite_find("p08_gemm");
    o.preset = "tiny";
    o.dtype = dt;
    o.threads = 2;
    o.candidate = path;
    o.measure = false;
    o.timeout_s = 60;
    return kb_evaluate(&o, r);
}

/* An unknown name fails to compile on every path (agents and tune too), naming it. */
Test(requires, unknown_name_is_a_compile_error, .timeout = 120)
{
    kb_quiet = true;
    kb_result r;
    kb_verdict v = eval_file("tests/candidates/requires_unknown.c", KB_DTYPE_BF16, &r);
    cr_expect_eq(v, KB_VERDICT_COMPILE_ERROR, "%s: %s", kb_verdict_name(v), r.detail);
    cr_expect(strstr(r.detail, "kb_requires_amx_bf61"), "detail: %s", r.detail);
    kb_result_free(&r);
}

/* A declaration met here compiles and runs as if it were not there, in both dtypes. */
Test(requires, met_declaration_is_ok, .timeout = 120)
{
    if (!(kb_requires_machine() & B(avx512f))) cr_skip_test("no avx512f here");
    kb_quiet = true;
    for (int k = 0; k < 2; k++) {
        kb_result r;
        kb_verdict v = eval_file("tests/candidates/requires_both.c", k ? KB_DTYPE_F32 : KB_DTYPE_BF16, &r);
        cr_expect_eq(v, KB_VERDICT_OK, "%s: %s", kb_verdict_name(v), r.detail);
        kb_result_free(&r);
    }
}

Test(requires, run_skips_and_eval_refuses, .timeout = 300)
{
    char dir[256];
    kb_test_scratch(dir, sizeof dir, "kbench-requires-");
    char args[2048];
    /* f32: the bf16-only expert is a skipped row, its naive sibling runs, the exit code is 0 */
    snprintf(args, sizeof args,
             "run p17_triangle_multiplication --kernels %s/kernels/cpu --dtype f32 "
             "--preset tiny --no-time --quiet",
             kb_test_root());
    char *out, *err;
    int rc = kb_test_kbench(dir, NULL, NULL, &out, &err, "%s", args);
    cr_expect_eq(rc, 0, "run --dtype f32 exited %d: %s%s", rc, out, err);
    cr_expect(strstr(out, "expert.c  skipped: needs bf16"), "no skipped row: %s", out);
    cr_expect(strstr(out, "1 of 1 candidates ok, 1 skipped"), "summary: %s", out);
    free(out);
    free(err);
    snprintf(args, sizeof args,
             "eval p17_triangle_multiplication %s/kernels/cpu/p17_triangle_multiplication/expert.c "
             "--dtype f32 --preset tiny --no-time --quiet",
             kb_test_root());
    rc = kb_test_kbench(dir, NULL, NULL, &out, &err, "%s", args);
    cr_expect_eq(rc, 4, "eval of an unsupported candidate exited %d: %s%s", rc, out, err);
    cr_expect(strstr(err, "skipped: needs bf16"), "stderr: %s", err);
    free(out);
    free(err);
    kb_test_scratch_remove(dir);
}
