/* test_protocol.c: the parent's side of the runner protocol against children it cannot trust.
 *
 * - A hostile runner (tests/hostile/hostile_runner.c) that answers wrongly, with garbage, not at
 *   all, twice, with forged fault reports, that exits, kills or stops itself, fills its pipes or
 *   leaves a grandchild: every evaluation ends with a verdict that is not ok, kbench does not
 *   crash (this file also runs under ASan and UBSan) and nothing the child started survives.
 * - A candidate's process holds only its own two regions (no other contestant's memory).
 * - Code of a candidate's that runs at load time (here a constructor, compiled by hand past the
 *   screen) runs inside Landlock: it cannot read the secret seed or kbench's environment. */
#include <criterion/criterion.h>
#include <glob.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "targets/cpu/compile.h"
#include "harness/evaluate.h"
#include "harness/proc.h"
#include "targets/cpu/lib_runner.h"
#include "support/eval_opts.h"
#include "support/scratch.h"

static void setup(void) { kb_quiet = true; }

static kb_eval_opts opts(const char *cand)
{
    kb_eval_opts o = kb_test_eval_opts(cand);
    o.timeout_s = 1.5;
    o.max_time_s = 0.2;
    o.mem_bytes = (size_t)1 << 30;
    o.allow_busy = true; /* verdicts, not times: no waiting for a quiet machine */
    o.xla = false;
    return o;
}

/* Alive and not a zombie (an orphan killed by kbench waits for whoever reaps orphans here). */
static bool running(int pid)
{
    char path[64], st[512];
    snprintf(path, sizeof path, "/proc/%d/stat", pid);
    FILE *f = fopen(path, "r");
    if (!f) return false;
    size_t n = fread(st, 1, sizeof st - 1, f);
    fclose(f);
    st[n] = 0;
    const char *close_paren = strrchr(st, ')');
    return close_paren && close_paren[1] == ' ' && close_paren[2] != 'Z' && close_paren[2] != 'X';
}

static const char *real_runner(void)
{
    const char *r = getenv("KBENCH_RUNNER");
    return r && *r ? r : "build/kbench-runner";
}

TestSuite(protocol, .init = setup, .timeout = 600);

Test(protocol, hostile_children_get_a_verdict)
{
    char real[4096], hostile[4096], mode_path[64], cand[4096];
    snprintf(real, sizeof real, "%s", real_runner());
    snprintf(hostile, sizeof hostile, "%s", real);
    char *slash = strrchr(hostile, '/');
    snprintf(slash ? slash + 1 : hostile, sizeof hostile - (size_t)(slash ? slash + 1 - hostile : 0),
             "tests/hostile-runner");
    cr_assert(access(hostile, X_OK) == 0, "no hostile runner at %s", hostile);
    snprintf(cand, sizeof cand, "%s/kernels/cpu/p08_gemm/naive.c", kb_test_root());
    snprintf(mode_path, sizeof mode_path, "/tmp/kbench-hostile-%d", (int)getpid());
    setenv("KBENCH_RUNNER", hostile, 1);
    for (int mode = 0; mode < 40; mode++) {
        FILE *f = fopen(mode_path, "w");
        cr_assert(f);
        fprintf(f, "%d %d %s\n", mode, 1000 + mode, real);
        fclose(f);
        kb_eval_opts o = opts(cand);
        kb_result r;
        kb_verdict v = kb_evaluate(&o, &r);
        cr_log_info("mode %d: %s: %s", mode, kb_verdict_name(v), r.detail);
        cr_expect(v >= 0 && v < KB_VERDICT_COUNT, "mode %d: no verdict", mode);
        cr_expect_neq(v, KB_VERDICT_OK, "mode %d: a hostile runner passed: %s", mode, r.detail);
        cr_expect(r.detail[0], "mode %d: a verdict without a detail", mode);
        /* "setup failed" once the runner has said it is ready is a forgery, not kbench's fault */
        if (mode == 2) cr_expect_neq(v, KB_VERDICT_HARNESS_ERROR, "mode 2: %s", r.detail);
        kb_result_free(&r);
        glob_t g;
        char pattern[96];
        snprintf(pattern, sizeof pattern, "%s.grandchild.*", mode_path);
        if (glob(pattern, 0, NULL, &g) == 0) {
            for (size_t k = 0; k < g.gl_pathc; k++) {
                int pid = atoi(strrchr(g.gl_pathv[k], '.') + 1);
                unlink(g.gl_pathv[k]);
                usleep(100000);
                cr_expect(!running(pid), "mode %d: its grandchild %d outlived the evaluation", mode, pid);
            }
            globfree(&g);
        }
    }
    unlink(mode_path);
    setenv("KBENCH_RUNNER", real, 1);
}

/* Count the lines of /proc/PID/maps that name a memfd region of kbench's. */
static int count_maps(pid_t pid, const char *name)
{
    char path[64], line[512];
    snprintf(path, sizeof path, "/proc/%d/maps", (int)pid);
    FILE *f = fopen(path, "r");
    int n = 0;
    while (f && fgets(line, sizeof line, f)) n += strstr(line, name) != NULL;
    if (f) fclose(f);
    return n;
}

/* The parent side started by hand: a candidate's process maps its own input set and its own
 * outputs, one region each, and nothing of any other contestant. */
Test(protocol, a_candidate_process_holds_only_its_own_regions)
{
    kb_problem p;
    kb_err err = {{0}};
    cr_assert_eq(kb_problem_init(&p, kb_suite_find("p08_gemm"), "tiny", KB_DTYPE_BF16, 2, &err), 0);
    kb_limits lim = {.timeout_s = 10, .mem_bytes = (size_t)1 << 30, .threads = 2};
    kb_proc lib, cand;
    kb_call c;
    kb_lib_runner lr;
    cr_assert_eq(kb_lib_runner_for(&p, &lr, &err), 0, "%s", err.msg);
    cr_assert_eq(kb_proc_start(&lib, KB_PROC_LIB, &p, lr.path, NULL, NULL, &lim, &err), 0, "%s", err.msg);
    cr_assert_eq(kb_proc_await(&lib, 10, &c), 0);
    /* a trivially loadable object: the naive candidate, compiled through the harness */
    kb_compiled comp;
    char cand_path[4096], d[1024];
    snprintf(cand_path, sizeof cand_path, "%s/kernels/cpu/p08_gemm/naive.c", kb_test_root());
    cr_assert_eq(kb_compile(&p, cand_path, &comp, d, sizeof d), KB_VERDICT_OK, "%s", d);
    cr_assert_eq(
        kb_proc_start(&cand, KB_PROC_CANDIDATE, &p, kb_runner_path(), comp.so_path, NULL, &lim, &err), 0);
    cr_assert_eq(kb_proc_await(&cand, 10, &c), 0, "status %d", c.status);
    cr_expect_eq(count_maps(cand.pid, "kbench-inputs"), 1);
    cr_expect_eq(count_maps(cand.pid, "kbench-outputs"), 1);
    cr_expect_eq(count_maps(lib.pid, "kbench-inputs"), 1);
    kb_proc_call(&cand, 10, &c);
    cr_expect_eq(c.status, KB_CALL_OK);
    cr_expect(c.wall_s > 0 && c.cpu_s >= 0);
    kb_compiled_free(&comp);
    kb_proc_close(&cand);
    kb_proc_close(&lib);
}

/* Load-time code, past the screen (compiled by hand): it runs under Landlock, and the secret
 * seed file and kbench's environment are out of its reach. */
Test(protocol, load_time_code_is_sandboxed)
{
    char dir[] = "/tmp/kbench-landlock-XXXXXX";
    cr_assert(mkdtemp(dir));
    char seed[256], src[256], so[256], cmd[1024];
    snprintf(seed, sizeof seed, "%s/run-seed", dir);
    FILE *f = fopen(seed, "w");
    cr_assert(f);
    fputs("SECRET-SEED-0123456789\n", f);
    fclose(f);
    setenv("KBENCH_TEST_SECRET", "SECRET-ENV-9876", 1);
    snprintf(src, sizeof src, "%s/ctor.c", dir);
    snprintf(so, sizeof so, "%s/ctor.so", dir);
    f = fopen(src, "w");
    cr_assert(f);
    fprintf(
        f,
        "#include <stdio.h>\n"
        "static void dump(const char *p) { FILE *f = fopen(p, \"r\"); char b[256] = \"\";\n"
        "  if (!f) { printf(\"denied %%s\\n\", p); return; }\n"
        "  size_t n = fread(b, 1, sizeof b - 1, f); b[n] = 0; fclose(f); printf(\"read %%s: %%s\\n\", p, b); }\n"
        "__attribute__((constructor)) static void steal(void) {\n"
        "  char p[64]; dump(\"%s\"); snprintf(p, sizeof p, \"/proc/%%d/environ\", (int)getppid()); dump(p);\n"
        "  dump(\"/proc/self/environ\"); fflush(stdout); }\n"
        "int getppid(void);\n"
        "void kb_entry(const void *const *in, void *const *out) { (void)in; (void)out; }\n",
        seed);
    fclose(f);
    snprintf(cmd, sizeof cmd, "cc -shared -fPIC -o %s %s", so, src);
    cr_assert_eq(system(cmd), 0);
    kb_problem p;
    kb_err err = {{0}};
    cr_assert_eq(kb_problem_init(&p, kb_suite_find("p08_gemm"), "tiny", KB_DTYPE_BF16, 1, &err), 0);
    kb_limits lim = {.timeout_s = 10, .mem_bytes = (size_t)1 << 30, .threads = 1};
    kb_proc pr;
    kb_call c;
    cr_assert_eq(kb_proc_start(&pr, KB_PROC_CANDIDATE, &p, kb_runner_path(), so, NULL, &lim, &err), 0, "%s",
                 err.msg);
    cr_assert_eq(kb_proc_await(&pr, 10, &c), 0, "status %d: %s", c.status, pr.log_tail);
    kb_proc_call(&pr, 10, &c);
    kb_drain_tail(pr.log_fd, pr.log_tail, sizeof pr.log_tail, &pr.tail_len);
    char printed[sizeof pr.log_tail];
    snprintf(printed, sizeof printed, "%s", pr.log_tail);
    kb_proc_close(&pr);
    cr_log_info("the constructor printed: %s", printed);
    cr_expect(strstr(printed, "denied"), "the constructor did not run: %s", printed);
    cr_expect(!strstr(printed, "SECRET"), "load-time code read a secret: %s", printed);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    cr_expect_eq(system(cmd), 0);
}
