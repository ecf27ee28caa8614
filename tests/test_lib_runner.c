/* test_lib_runner.c: lib runs on the fastest correct library of the machine it runs on
 * (targets/cpu/lib_runner.h, calibrate.h): KBENCH_LIB forces one, and what it cannot have is an error
 * that says why; the first timing of a problem calibrates it and the machine store keeps the
 * choice (a second timing, with another --db, measures nothing); `kbench calibrate` prints and
 * keeps a table; a library that is wrong on this machine is excluded and named; a build without
 * the second runner goes on with its own library. Every test that calibrates does so on a
 * machine store of its own (dir/machine.db) with KBENCH_LIB unset. The parts that need
 * kbench-runner-pypi skip, saying why, in a build without PyPI's oneDNN (scripts/bootstrap
 * installs it). */
#include <criterion/criterion.h>
#include <jansson.h>
#include <libgen.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "targets/cpu/calibrate.h"
#include "harness/proc.h"
#include "suite/lib/dnnl_version.h"
#include "support/kbench_run.h"
#include "support/scratch.h"

static char dir[256];
static void setup(void) { kb_test_scratch(dir, sizeof dir, "kbench-librunner-"); }
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

/* kbench in dir with the environment env (for `env`), the machine store dir/machine.db and
 * KBENCH_LIB=lib ("" for unset: auto); its exit status, stdout and stderr. */
static int kb(const char *lib, const char *env, char **out, char **err, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static int kb(const char *lib, const char *env, char **out, char **err, const char *fmt, ...)
{
    char e[2048];
    snprintf(e, sizeof e, "%s/machine.db", dir);
    kb_test_machine_store_copy(e);
    /* env's options (-u NAME) before every assignment, as `env` wants them */
    const bool opt = env && env[0] == '-';
    snprintf(e, sizeof e, "%s %s %s%s KBENCH_MACHINE_DB=%s/machine.db %s", *lib ? "" : "-u KBENCH_LIB",
             opt ? env : "", *lib ? "KBENCH_LIB=" : "", lib, dir, env && !opt ? env : "");
    va_list ap;
    va_start(ap, fmt);
    int rc = kb_test_kbenchv(dir, e, NULL, out, err, fmt, ap);
    va_end(ap);
    return rc;
}

/* `kbench eval id naive.c` at tiny, timed briefly: its exit status and output (--json, then
 * stderr) in *out (heap). */
static int eval(const char *id, const char *lib, const char *env, const char *db, char **out)
{
    char *o, *e;
    int rc = kb(lib, env, &o, &e,
                "eval %s %s/kernels/cpu/%s/naive.c --json --no-xla --preset tiny --max-time 0.2 --allow-busy "
                "--db %s",
                id, kb_test_root(), id, db);
    *out = kb_xasprintf("%s%s", o, e);
    free(o), free(e);
    return rc;
}

static void want_version(const char *out, const char *version)
{
    char want[160];
    snprintf(want, sizeof want, "\"lib_version\": \"%s\"", version);
    cr_expect(strstr(out, want), "no %s in\n%s", want, out);
}

Test(lib_runner, kbench_lib_forces_one_library_or_says_why_not)
{
    char own[96];
    kb_lib_version(own, sizeof own);
    const kb_lib *libs;
    const int n = kb_lib_available(&libs);
    cr_assert_geq(n, 1);
    cr_expect_str_eq(libs[0].version, own, "the build's own library comes first");
    cr_expect_str_eq(libs[0].path, kb_runner_path());
    cr_expect_eq(n > 1, alt_runner() != NULL, "kbench-runner-pypi is %sbuilt, yet %d libraries",
                 alt_runner() ? "" : "not ", n);
    kb_problem p;
    kb_err err = {{0}};
    cr_assert_eq(kb_problem_init(&p, kb_suite_find("p08_gemm"), "tiny", KB_DTYPE_BF16, 2, &err), 0);
    kb_lib_runner lr;
    setenv("KBENCH_LIB", libs[0].name, 1);
    cr_assert_eq(kb_lib_runner_for(&p, &lr, &err), 0, "%s", err.msg);
    cr_expect(!strcmp(lr.path, kb_runner_path()) && !strcmp(lr.version, own), "%s %s", lr.path, lr.version);
    if (alt_runner()) {
        setenv("KBENCH_LIB", "pypi", 1);
        cr_assert_eq(kb_lib_runner_for(&p, &lr, &err), 0, "%s", err.msg);
        cr_expect(!strcmp(lr.path, alt_runner()) && strstr(lr.version, "(PyPI onednn "), "%s %s", lr.path,
                  lr.version);
        kb_eval_opts o;
        kb_eval_opts_default(&o);
        cr_assert_eq(kb_lib_runner_timed(&p, &o, &lr, &err), 0, "%s", err.msg);
        cr_expect(!strcmp(lr.path, alt_runner()), "a forced library is not calibrated: %s", lr.path);
    }
    /* a library this build has no runner on (a BLAS=mkl build's own runner is MKL's) */
    bool has_mkl = false;
    for (int i = 0; i < n; i++) has_mkl |= !strcmp(libs[i].name, "mkl");
    setenv("KBENCH_LIB", "mkl", 1);
    if (!has_mkl) {
        cr_expect_eq(kb_lib_runner_for(&p, &lr, &err), -1);
        cr_expect(strstr(err.msg, "KBENCH_LIB=mkl, but") && strstr(err.msg, "kbench-runner-mkl"), "%s",
                  err.msg);
    }
    setenv("KBENCH_LIB", "nonsense", 1);
    cr_expect_eq(kb_lib_runner_for(&p, &lr, &err), -1);
    cr_expect(strstr(err.msg, "KBENCH_LIB=nonsense") && strstr(err.msg, "debian, pypi, mkl or auto"), "%s",
              err.msg);
    unsetenv("KBENCH_LIB");
}

Test(lib_runner, each_library_serves_and_is_recorded)
{
    if (!alt_runner())
        cr_skip_test("kbench-runner-pypi is not built (scripts/bootstrap installs PyPI's oneDNN)");
    char own[96];
    kb_lib_version(own, sizeof own);
    char *out;
    cr_expect_eq(eval("p08_gemm", "debian", NULL, "kbench.db", &out), 0, "%s", out);
    want_version(out, own);
    free(out);
    cr_expect_eq(eval("p08_gemm", "pypi", NULL, "kbench.db", &out), 0, "%s", out);
    cr_expect(strstr(out, "\"lib_version\": \"oneDNN 3.") && strstr(out, "(PyPI onednn "), "%s", out);
    cr_expect(strstr(out, "\"verdict\": \"ok\""), "%s", out);
    free(out);
}

/* The first timing of a problem on a machine calibrates it; the choice is kept per machine, so a
 * second timing, into another results store, measures nothing; the result names the library
 * that won; verification alone never calibrates. */
Test(lib_runner, the_first_timing_calibrates_and_the_machine_keeps_the_choice)
{
    if (!alt_runner())
        cr_skip_test("kbench-runner-pypi is not built: with one library there is nothing to choose");
    char *out;
    cr_expect_eq(eval("k41_gemm_add_relu", "", NULL, "a.db", &out), 0, "%s", out);
    cr_expect(strstr(out, "choosing lib's library on this machine"), "no calibration:\n%s", out);
    cr_expect(strstr(out, "k41_gemm_add_relu: lib runs on "), "%s", out);
    free(out);
    char path[512];
    snprintf(path, sizeof path, "%s/machine.db", dir);
    char *rows = kb_test_rows(path, "SELECT workload, preset, dtype, library, candidates FROM lib_choices");
    cr_expect(strstr(rows, "k41_gemm_add_relu|tiny|bf16|") && strstr(rows, "debian=") &&
                  strstr(rows, ";pypi="),
              "%s", rows);
    /* the library the machine store chose is the one the result names */
    char *lib = kb_test_rows(path, "SELECT version FROM lib_choices WHERE workload = 'k41_gemm_add_relu'");
    lib[strcspn(lib, "\n")] = 0;
    snprintf(path, sizeof path, "%s/a.db", dir);
    char *recorded = kb_test_rows(path, "SELECT lib_version FROM evaluations");
    cr_expect(!strncmp(recorded, lib, strlen(lib)), "recorded %s, chosen %s", recorded, lib);
    free(rows), free(recorded);
    cr_expect_eq(eval("k41_gemm_add_relu", "", NULL, "b.db", &out), 0, "%s", out);
    cr_expect(!strstr(out, "choosing lib's library"), "a second timing calibrated again:\n%s", out);
    want_version(out, lib);
    free(out);
    /* verification only, another problem: nothing is measured */
    char *o, *e;
    cr_expect_eq(kb("", NULL, &o, &e,
                    "eval p12 %s/kernels/cpu/p12_rmsnorm/naive.c --preset tiny --no-time --db c.db",
                    kb_test_root()),
                 0, "%s%s", o, e);
    cr_expect(!strstr(e, "choosing lib's library"), "--no-time calibrated:\n%s", e);
    free(o), free(e), free(lib);
}

Test(lib_runner, kbench_calibrate_prints_and_keeps_a_table)
{
    if (!alt_runner())
        cr_skip_test("kbench-runner-pypi is not built: with one library there is nothing to choose");
    char *out, *err;
    int rc = kb("", NULL, &out, &err, "calibrate p08 k41 --preset tiny --dtype f32 --allow-busy --json");
    cr_assert_eq(rc, 0, "%s%s", out, err);
    json_error_t je;
    json_t *o = json_loads(out, 0, &je);
    cr_assert(o, "%s", out);
    json_t *rows = json_object_get(o, "workloads");
    cr_assert_eq(json_array_size(rows), 2, "%s", out);
    for (size_t i = 0; i < 2; i++) {
        json_t *r = json_array_get(rows, i), *libs = json_object_get(r, "libraries");
        const char *chosen = json_string_value(json_object_get(r, "chosen"));
        cr_assert(chosen, "%s", out);
        cr_expect_eq(json_array_size(libs), 2, "%s", out);
        /* the chosen library is correct and no correct one is faster */
        double best = 1e30, mine = -1;
        for (size_t k = 0; k < json_array_size(libs); k++) {
            json_t *l = json_array_get(libs, k);
            if (!json_is_true(json_object_get(l, "ok"))) continue;
            const double ms = json_real_value(json_object_get(l, "median_ms"));
            cr_expect_gt(json_integer_value(json_object_get(l, "calls")), 0, "%s", out);
            if (ms < best) best = ms;
            if (!strcmp(json_string_value(json_object_get(l, "library")), chosen)) mine = ms;
        }
        cr_expect(mine >= 0 && mine == best, "%s chose %s (%g ms, best %g): %s",
                  json_string_value(json_object_get(r, "workload")), chosen, mine, best, out);
        cr_expect(json_is_true(json_object_get(r, "stored")), "%s", out);
    }
    json_decref(o);
    free(out), free(err);
    char path[512];
    snprintf(path, sizeof path, "%s/machine.db", dir);
    char *n = kb_test_rows(path, "SELECT count(*) FROM lib_choices WHERE preset = 'tiny' AND dtype = 'f32'");
    cr_expect_str_eq(n, "2\n");
    free(n);
    /* KBENCH_LIB forces one library: nothing to calibrate, said so */
    rc = kb("debian", NULL, &out, &err, "calibrate p08 --preset tiny");
    cr_expect_eq(rc, 2, "%s%s", out, err);
    cr_expect(strstr(err, "KBENCH_LIB=debian forces one library"), "%s", err);
    free(out), free(err);
}

/* A process that spins on one core until killed (and dies with the test). */
static pid_t spinner(void)
{
    pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) {
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        for (volatile unsigned long i = 0;; i++) {
        }
    }
    return pid;
}

/* Calibration is a timing: measured while another process uses the CPU, its choice serves the
 * evaluation but is not kept, unless busy machines are allowed, and then it is kept flagged. */
Test(lib_runner, a_choice_measured_on_a_busy_machine_is_not_kept_unless_allowed_and_flagged)
{
    if (!alt_runner())
        cr_skip_test("kbench-runner-pypi is not built: with one library there is nothing to choose");
    const pid_t pid = spinner();
    char *o, *e;
    int rc = kb(
        "", "-u KBENCH_ALLOW_BUSY", &o, &e,
        "eval k41_gemm_add_relu %s/kernels/cpu/k41_gemm_add_relu/naive.c --no-xla --preset tiny --max-time "
        "0.2 --busy-wait 0 --db busy.db",
        kb_test_root());
    cr_expect_eq(rc, 0, "%s%s", o, e);
    cr_expect(strstr(e, "choosing lib's library") && strstr(e, "measured while the machine was busy"), "%s",
              e);
    free(o), free(e);
    char path[512];
    snprintf(path, sizeof path, "%s/machine.db", dir);
    char *n = kb_test_rows(path, "SELECT count(*) FROM lib_choices");
    cr_expect_str_eq(n, "0\n", "a choice measured on a busy machine was kept");
    free(n);
    rc = kb("", "-u KBENCH_ALLOW_BUSY", &o, &e,
            "calibrate k41_gemm_add_relu --preset tiny --busy-wait 0 --allow-busy --json");
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    cr_expect_eq(rc, 0, "%s%s", o, e);
    cr_expect(strstr(o, "\"noisy\": true") && strstr(o, "\"stored\": true"), "%s", o);
    free(o), free(e);
    n = kb_test_rows(path, "SELECT noisy, noisy_reason LIKE '%other processes%' FROM lib_choices");
    cr_expect_str_eq(n, "1|1\n", "kept, but not flagged noisy with what was busy");
    free(n);
}

/* A library whose output is wrong on this machine is excluded and named, however fast it is: the
 * real runner with a matmul that flips one output element (tests/hostile/wrong_lib.c). */
Test(lib_runner, a_wrong_library_is_excluded_and_named)
{
    char wrong[PATH_MAX];
    snprintf(wrong, sizeof wrong, "%s/tests/wrong-lib-runner", dirname(kb_xstrdup(kb_test_bin())));
    cr_assert_eq(access(wrong, X_OK), 0, "no %s (make tests builds it)", wrong);
    kb_lib libs[2] = {{.name = "debian"}, {.name = "broken", .version = "a broken library"}};
    snprintf(libs[0].path, sizeof libs[0].path, "%s", kb_runner_path());
    kb_lib_version(libs[0].version, sizeof libs[0].version);
    snprintf(libs[1].path, sizeof libs[1].path, "%s", wrong);
    kb_eval_opts eo;
    kb_eval_opts_default(&eo);
    eo.allow_busy = true;
    kb_calib_opts co;
    kb_calib_opts_from(&eo, &co);
    for (int dt = 0; dt < 2; dt++) {
        kb_problem p;
        kb_err err = {{0}};
        cr_assert_eq(kb_problem_init(&p, kb_suite_find("p08_gemm"), "tiny", dt ? KB_DTYPE_F32 : KB_DTYPE_BF16,
                                     2, &err),
                     0);
        kb_calibration cal;
        cr_assert_eq(kb_calibrate(&p, libs, 2, &co, &cal, &err), 0, "%s", err.msg);
        cr_expect_eq(cal.chosen, 0, "the wrong library was chosen");
        cr_expect(cal.r[0].ok, "%s", cal.r[0].why);
        cr_expect(!cal.r[1].ok && strstr(cal.r[1].why, "wrong against the reference") &&
                      strstr(cal.r[1].why, "out of tolerance"),
                  "%s", cal.r[1].why);
        kb_lib_choice c;
        kb_calibration_choice(&cal, &c);
        cr_expect_str_eq(c.library, "debian");
        cr_expect(strstr(c.summary, "broken excluded: wrong against the reference"), "%s", c.summary);
        /* the wrong one alone: nothing to choose, and the caller is told */
        cr_expect_eq(kb_calibrate(&p, libs + 1, 1, &co, &cal, &err), 1);
        cr_expect(cal.chosen < 0 && strstr(cal.r[0].why, "wrong"), "dtype %d: %s", dt, cal.r[0].why);
    }
}

Test(lib_runner, a_missing_second_runner_is_said_and_lib_goes_on)
{
    /* a runner with no kbench-runner-pypi beside it */
    char runner[512], env[600];
    snprintf(runner, sizeof runner, "%s/kbench-runner", dir);
    cr_assert_eq(symlink(kb_runner_path(), runner), 0);
    snprintf(env, sizeof env, "KBENCH_RUNNER=%s", runner);
    char own[96];
    kb_lib_version(own, sizeof own);
    const kb_lib *libs;
    kb_lib_available(&libs); /* libs[0]: the build's own runner, the one this test links against */
    char *out;
    if (strcmp(libs[0].name, "pypi")) {
        /* Debian's build (or MKL's): PyPI's is the second runner, and it is not there */
        cr_expect_eq(eval("p08_gemm", "pypi", env, "kbench.db", &out), 3, "%s", out);
        cr_expect(strstr(out, "KBENCH_LIB=pypi, but") && strstr(out, "kbench-runner-pypi is not built") &&
                      strstr(out, "scripts/bootstrap"),
                  "%s", out);
    } else {
        /* a DNNL=pypi build: its own runner is PyPI's, so pypi needs no second runner and is
         * served; Debian's is the library such a build has no runner on */
        cr_expect_eq(eval("p08_gemm", "pypi", env, "kbench.db", &out), 0, "%s", out);
        want_version(out, own);
        free(out);
        cr_expect_eq(eval("p08_gemm", "debian", env, "kbench.db", &out), 3, "%s", out);
        cr_expect(strstr(out, "KBENCH_LIB=debian, but this build has no runner on it"), "%s", out);
    }
    free(out);
    /* auto with one library: it, without calibrating */
    cr_expect_eq(eval("p08_gemm", "", env, "kbench.db", &out), 0, "%s", out);
    want_version(out, own);
    cr_expect(!strstr(out, "choosing lib's library"), "%s", out);
    free(out);
}
