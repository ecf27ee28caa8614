/* test_lib_runner.c: lib is the fastest library per workload (harness/lib_runner.h): the table's
 * rows, the runner each workload's lib runs in and the library its result records, KBENCH_LIB,
 * that every workload the table sends to PyPI's oneDNN passes there, and what a missing second
 * runner does. The parts that need kbench-runner-pypi skip, saying why, in a build without PyPI's
 * oneDNN (scripts/bootstrap installs it). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "harness/lib_runner.h"
#include "harness/proc.h"
#include "suite/lib/dnnl_version.h"
#include "support/scratch.h"

/* lib_choice.def's rows */
typedef struct row {
    kb_lib_class cls;
    const char *id;
    double ratio;
} row;
static row rows[64];
static size_t n_rows;
static void load_rows(void)
{
    n_rows = kb_lib_choice_count();
    cr_assert_leq(n_rows, KB_ARRAY_LEN(rows));
    for (size_t i = 0; i < n_rows; i++) kb_lib_choice_row(i, &rows[i].cls, &rows[i].id, &rows[i].ratio);
}

static char dir[256];
static void setup(void)
{
    kb_test_scratch(dir, sizeof dir, "kbench-librunner-");
    load_rows();
}
static void teardown(void) { kb_test_scratch_remove(dir); }
TestSuite(lib_runner, .init = setup, .fini = teardown, .timeout = 600);

/* kbench-runner-pypi beside the runner the tests use, when this build has it. */
static const char *alt_runner(void)
{
    static char path[PATH_MAX];
    const char *own = kb_runner_path();
    const char *slash = strrchr(own, '/');
    snprintf(path, sizeof path, "%.*skbench-runner-pypi", slash ? (int)(slash + 1 - own) : 0, own);
    return access(path, X_OK) == 0 ? path : NULL;
}

/* `kbench eval id naive.c` at tiny with KBENCH_LIB=lib (and KBENCH_RUNNER=runner when not NULL):
 * its exit status, and its output (--json on stdout, then stderr) in *out (heap). */
static int eval(const char *id, const char *lib, const char *runner, char **out)
{
    char cmd[4096], path[512];
    snprintf(path, sizeof path, "%s/%s-%s.out", dir, id, lib);
    snprintf(cmd, sizeof cmd,
             "cd %s && KBENCH_LIB=%s %s%s %s eval %s %s/kernels/cpu/%s/naive.c --json --no-xla --quiet "
             "--preset tiny --max-time 0.2 --allow-busy --db kbench.db > %s 2>&1",
             dir, lib, runner ? "KBENCH_RUNNER=" : "", runner ? runner : "", kb_test_bin(), id,
             kb_test_root(), id, path);
    const int rc = system(cmd);
    *out = kb_test_slurp(path);
    cr_assert(*out, "no output from: %s", cmd);
    return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

static void want_version(const char *out, const char *version)
{
    char want[160];
    snprintf(want, sizeof want, "\"lib_version\": \"%s\"", version);
    cr_expect(strstr(out, want), "no %s in\n%s", want, out);
}

Test(lib_runner, every_row_names_a_workload_once_below_the_threshold)
{
    for (size_t i = 0; i < n_rows; i++) {
        cr_expect(kb_suite_find(rows[i].id), "%s is no workload", rows[i].id);
        cr_expect(rows[i].ratio > 0 && rows[i].ratio < 0.95, "%s: ratio %g", rows[i].id, rows[i].ratio);
        for (size_t j = 0; j < i; j++)
            cr_expect(rows[j].cls != rows[i].cls || strcmp(rows[j].id, rows[i].id), "%s twice", rows[i].id);
        double r = 0;
        cr_expect(kb_lib_choice(rows[i].id, rows[i].cls, &r) && r == rows[i].ratio, "%s", rows[i].id);
    }
    /* a workload no row names runs on the build's own library on every class */
    cr_expect(!kb_lib_choice("p08_gemm_not_a_row", KB_LIB_CLASS_NOAMX, NULL));
    cr_expect(!kb_lib_choice("p08_gemm_not_a_row", KB_LIB_CLASS_AMX, NULL));
}

Test(lib_runner, the_table_picks_the_runner_and_the_recorded_library)
{
    const kb_lib_class here = kb_lib_class_here();
    char own[96];
    kb_lib_version(own, sizeof own);
    kb_err err = {{0}};
    kb_lib_runner lr;
    setenv("KBENCH_LIB", "auto", 1);
    int checked_alt = 0;
    for (size_t i = 0; i < kb_suite_count(); i++) {
        const kb_workload *w = kb_suite_at(i);
        cr_assert_eq(kb_lib_runner_for(w, &lr, &err), 0, "%s", err.msg);
        if (kb_lib_choice(w->id, here, NULL) && alt_runner()) {
            cr_expect(lr.alternative && !strcmp(lr.path, alt_runner()), "%s: %s", w->id, lr.path);
            cr_expect(strstr(lr.version, "(PyPI onednn "), "%s: %s", w->id, lr.version);
            checked_alt++;
        } else {
            cr_expect(!lr.alternative && !strcmp(lr.path, kb_runner_path()), "%s: %s", w->id, lr.path);
            cr_expect_str_eq(lr.version, own, "%s", w->id);
        }
    }
    setenv("KBENCH_LIB", "debian", 1);
    for (size_t i = 0; i < n_rows; i++) {
        cr_assert_eq(kb_lib_runner_for(kb_suite_find(rows[i].id), &lr, &err), 0, "%s", err.msg);
        cr_expect(!lr.alternative && !strcmp(lr.version, own), "%s: %s", rows[i].id, lr.version);
    }
    setenv("KBENCH_LIB", "nonsense", 1);
    cr_expect_eq(kb_lib_runner_for(kb_suite_at(0), &lr, &err), -1);
    cr_expect(strstr(err.msg, "KBENCH_LIB=nonsense") && strstr(err.msg, "debian, pypi or auto"), "%s",
              err.msg);
    unsetenv("KBENCH_LIB");
    if (!checked_alt)
        cr_log_info("no workload on PyPI's oneDNN checked: %s",
                    alt_runner() ? "no row for this machine's class" : "kbench-runner-pypi is not built");
}

Test(lib_runner, each_library_serves_and_is_recorded)
{
    if (!alt_runner())
        cr_skip_test("kbench-runner-pypi is not built (scripts/bootstrap installs PyPI's oneDNN)");
    char own[96];
    kb_lib_version(own, sizeof own);
    char *out;
    cr_expect_eq(eval("p08_gemm", "debian", NULL, &out), 0, "%s", out);
    want_version(out, own);
    free(out);
    cr_expect_eq(eval("p08_gemm", "pypi", NULL, &out), 0, "%s", out);
    cr_expect(strstr(out, "\"lib_version\": \"oneDNN 3.") && strstr(out, "(PyPI onednn "), "%s", out);
    cr_expect(strstr(out, "\"verdict\": \"ok\""), "%s", out);
    free(out);
}

/* Every workload the table sends to PyPI's oneDNN on this machine: its naive candidate is ok
 * against a lib run there (every timed output is checked against lib's), and the result says so. */
Test(lib_runner, every_chosen_workload_passes_on_its_library)
{
    if (!alt_runner())
        cr_skip_test("kbench-runner-pypi is not built (scripts/bootstrap installs PyPI's oneDNN)");
    const kb_lib_class here = kb_lib_class_here();
    int n = 0;
    for (size_t i = 0; i < n_rows; i++) {
        if (rows[i].cls != here) continue;
        char *out;
        cr_expect_eq(eval(rows[i].id, "auto", NULL, &out), 0, "%s: %s", rows[i].id, out);
        cr_expect(strstr(out, "\"verdict\": \"ok\"") && strstr(out, "(PyPI onednn "), "%s: %s", rows[i].id,
                  out);
        free(out);
        n++;
    }
    if (!n)
        cr_skip_test("no row of src/harness/lib_choice.def for this machine's class (%s)",
                     kb_lib_class_name(here));
}

Test(lib_runner, a_missing_second_runner_is_said_and_lib_goes_on)
{
    /* a runner with no kbench-runner-pypi beside it */
    char runner[512];
    snprintf(runner, sizeof runner, "%s/kbench-runner", dir);
    cr_assert_eq(symlink(kb_runner_path(), runner), 0);
    char own[96];
    kb_lib_version(own, sizeof own);
    char *out;
    cr_expect_eq(eval("p08_gemm", "pypi", runner, &out), 3, "%s", out);
    cr_expect(strstr(out, "KBENCH_LIB=pypi, but") && strstr(out, "kbench-runner-pypi is not built") &&
                  strstr(out, "scripts/bootstrap"),
              "%s", out);
    free(out);
    const kb_lib_class here = kb_lib_class_here();
    for (size_t i = 0; i < n_rows; i++) {
        if (rows[i].cls != here) continue;
        cr_expect_eq(eval(rows[i].id, "auto", runner, &out), 0, "%s", out);
        want_version(out, own);
        cr_expect(strstr(out, "kbench: note: lib runs on") && strstr(out, "is not built"), "%s", out);
        free(out);
        break;
    }
}
