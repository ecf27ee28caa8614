/* test_load.c: the interference checks (harness/load.h, issue 13 class 5). A real load (a child
 * this test starts, spinning) is busy and named; a window in which only our own processes work
 * is not; the arithmetic of a window on samples with known figures; peaks refused on a busy
 * machine and stored flagged with --allow-busy; the floor's peaks never below the best quiet
 * ones; the noisy columns migrated into a store of the old schema and shown by history, the
 * report's table and --json.
 *
 * The tests run one at a time (main below): a spinner of one is another's interference. */
#include <criterion/criterion.h>
#include <criterion/options.h>
#include <jansson.h>
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "harness/load.h"
#include "report/report.h"
#include "harness/machine_store.h"
#include "store/store.h"
#include "support/kbench_run.h"
#include "support/scratch.h"

static char dir[256];

static void setup(void) { kb_test_scratch(dir, sizeof dir, "kbench-load-"); }
static void teardown(void) { kb_test_scratch_remove(dir); }

TestSuite(load, .init = setup, .fini = teardown, .timeout = 300);

/* ---- a real load: a child that spins, named so that a reason can name it ------------------- */

static void *spin(void *arg)
{
    (void)arg;
    for (volatile unsigned long x = 0;; x++) {
    }
    return NULL;
}

/* A child spinning on `threads` threads (1: one core's worth), called kb-spinner. */
static pid_t spinner(int threads)
{
    pid_t pid = fork();
    cr_assert(pid >= 0, "fork");
    if (pid == 0) {
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        prctl(PR_SET_NAME, "kb-spinner");
        for (int i = 1; i < threads; i++) {
            pthread_t t;
            pthread_create(&t, NULL, spin, NULL);
        }
        spin(NULL);
    }
    struct timespec ts = {0, 200 * 1000 * 1000}; /* let it get going */
    nanosleep(&ts, NULL);
    return pid;
}

static void stop(pid_t pid)
{
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
}

static void sleep_s(double s)
{
    struct timespec ts = {(time_t)s, (long)((s - (double)(time_t)s) * 1e9)};
    nanosleep(&ts, NULL);
}

/* Run `kbench <args>` in the scratch dir with stdout and stderr kept; returns the exit code.
 * Without the test suite's KBENCH_ALLOW_BUSY: these tests are about waiting and refusing. */
static int kb(char **out, char **err, const char *args)
{
    return kb_test_kbench(dir, "-u KBENCH_ALLOW_BUSY", NULL, out, err, "%s", args);
}

/* kb with a machine store of this test's own, dir/machine.db (a copy of the tests' peaks), so
 * that what it measures or changes stays its own. */
static int kb_own(char **out, char **err, const char *args)
{
    char path[512], env[600];
    snprintf(path, sizeof path, "%s/machine.db", dir);
    kb_test_machine_store_copy(path);
    snprintf(env, sizeof env, "-u KBENCH_ALLOW_BUSY " KB_MSTORE_ENV "=%s", path);
    return kb_test_kbench(dir, env, NULL, out, err, "%s", args);
}

Test(load, a_spinning_process_is_busy_and_named)
{
    pid_t pid = spinner(1);
    int pids[] = {(int)pid};
    kb_load_sample a, b, sa, sb;
    kb_load_report r, child;
    kb_load_sample_take(&a, NULL, 0);
    kb_load_sample_take(&sa, pids, 1); /* only to know how much CPU the child got */
    sleep_s(0.5);
    kb_load_sample_take(&b, NULL, 0);
    kb_load_sample_take(&sb, pids, 1);
    kb_load_between(&a, &b, &r);
    kb_load_name_busiest(&b, &r);
    kb_load_between(&sa, &sb, &child);
    stop(pid);
    cr_assert(r.busy, "a spinning child was not seen: %s", r.reason);
    cr_assert_gt(r.other_cores, KB_LOAD_OTHER_CORES, "%s", r.reason);
    cr_assert(strstr(r.reason, "other processes used"), "%s", r.reason);
    /* named when it is the busiest: on a machine where others left it less than most of a core
     * (a dozen runnable tasks on 2 cores), a busier one may be named instead */
    if (child.ours_cores > 0.7)
        cr_assert(strstr(r.reason, "kb-spinner"), "the reason does not name the spinner (%.2f of a core): %s",
                  child.ours_cores, r.reason);
}

/* Our own runner's threads are never interference: a child with 3 spinning threads (more
 * threads than this machine may have cores, as an honest OpenMP kernel has) passed as ours. */
Test(load, our_runner_is_not_interference)
{
    pid_t pid = spinner(3);
    int pids[] = {(int)pid};
    /* the same window seen twice: with the child as ours, and without */
    kb_load_sample a, a2, b, b2;
    kb_load_report ours, not_ours;
    kb_load_sample_take(&a, pids, 1);
    kb_load_sample_take(&a2, NULL, 0);
    sleep_s(0.5);
    kb_load_sample_take(&b, pids, 1);
    kb_load_sample_take(&b2, NULL, 0);
    kb_load_between(&a, &b, &ours);
    kb_load_between(&a2, &b2, &not_ours);
    /* then, the machine otherwise quiet, a window of ours alone is quiet */
    kb_load_report quiet;
    bool was_quiet = kb_load_wait_quiet(pids, 1, 20, &quiet);
    double la = quiet.loadavg1;
    stop(pid);
    cr_assert_gt(ours.ours_cores, 0.05, "the child's CPU clock was not read: %s", ours.reason);
    cr_assert(not_ours.busy, "%s", not_ours.reason);
    /* the child's CPU moved from other processes' to ours, and nothing else did */
    cr_assert_lt(fabs(not_ours.other_cores - ours.other_cores - ours.ours_cores), 0.15,
                 "ours %.2f: other %.2f with the child as ours, %.2f without", ours.ours_cores,
                 ours.other_cores, not_ours.other_cores);
    if (!was_quiet && la >= 1.0)
        cr_skip_test("other processes kept the machine busy for 20 s (load average %.1f): %s", la,
                     quiet.reason);
    cr_assert(was_quiet, "our own spinning runner made the machine look busy: %s", quiet.reason);
    cr_assert_lt(quiet.other_cores, KB_LOAD_OTHER_CORES, "%s", quiet.reason);
}

/* A quiet window is not busy. The machine must be quiet for that: CI runs tests one at a time;
 * a machine that stays busy (its load average says so, independently of the check) skips. */
Test(load, a_quiet_window_is_not_busy)
{
    kb_load_report r;
    bool q = kb_load_wait_quiet(NULL, 0, 20, &r);
    if (!q && r.loadavg1 >= 1.0)
        cr_skip_test("other processes kept the machine busy for 20 s (load average %.1f): %s", r.loadavg1,
                     r.reason);
    cr_assert(q, "no quiet window in 20 s on an idle machine: %s", r.reason);
    cr_assert(!r.busy);
    cr_assert(!strncmp(r.reason, "quiet:", 6), "%s", r.reason);
}

/* ---- the arithmetic, on samples with known figures ----------------------------------------- */

static double hz(void) { return (double)sysconf(_SC_CLK_TCK); }

/* One second on 2 CPUs: `busy` core-seconds busy, `steal` of the CPU time stolen. */
static void window(kb_load_sample *a, kb_load_sample *b, double busy, double steal)
{
    memset(a, 0, sizeof *a);
    a->t = 100, a->has_stat = true, a->ncpu = 2;
    a->busy = 1000, a->idle = 5000, a->steal = 10, a->self_cpu = 3;
    *b = *a;
    b->t = 101;
    b->busy += (uint64_t)llround(busy * hz());
    b->steal += (uint64_t)llround(steal * 2 * hz());
    b->idle += (uint64_t)llround((2 - busy - steal * 2) * hz());
}

Test(load, the_window_arithmetic)
{
    kb_load_sample a, b;
    kb_load_report r;
    /* this process used 1.5 cores, the machine 1.5 busy: quiet */
    window(&a, &b, 1.5, 0);
    b.self_cpu = a.self_cpu + 1.5;
    kb_load_between(&a, &b, &r);
    cr_assert(!r.busy, "%s", r.reason);
    cr_assert_float_eq(r.other_cores, 0, 0.02);
    cr_assert_float_eq(r.ours_cores, 1.5, 1e-9);
    /* a runner pid's 0.9 core counts as ours; the 0.6 left is someone else's */
    window(&a, &b, 1.5, 0);
    a.npids = b.npids = 1;
    a.pids[0] = b.pids[0] = 4242;
    a.pid_cpu[0] = 7, b.pid_cpu[0] = 7.9;
    kb_load_between(&a, &b, &r);
    cr_assert(r.busy);
    cr_assert_float_eq(r.other_cores, 0.6, 0.02);
    cr_assert(strstr(r.reason, "other processes used 0.60 of a core"), "%s", r.reason);
    /* a runner gone by the second sample: its CPU after the first is not ours */
    b.pid_cpu[0] = -1;
    kb_load_between(&a, &b, &r);
    cr_assert_float_eq(r.other_cores, 1.5, 0.02);
    /* steal */
    window(&a, &b, 0, 0.12);
    kb_load_between(&a, &b, &r);
    cr_assert(r.busy);
    cr_assert_float_eq(r.steal_frac, 0.12, 0.01);
    cr_assert(strstr(r.reason, "steal 12%"), "%s", r.reason);
    /* PSI counts only while our own processes are idle: our threads waiting for each other
     * raise it too */
    window(&a, &b, 0, 0);
    a.has_psi = b.has_psi = true;
    a.psi_some_us = 1000, b.psi_some_us = 1000 + 500000;
    kb_load_between(&a, &b, &r);
    cr_assert(r.busy, "%s", r.reason);
    cr_assert_float_eq(r.psi_some_frac, 0.5, 1e-6);
    cr_assert(strstr(r.reason, "CPU pressure 50%"), "%s", r.reason);
    window(&a, &b, 2, 0);
    a.has_psi = b.has_psi = true;
    a.psi_some_us = 1000, b.psi_some_us = 1000 + 900000;
    b.self_cpu = a.self_cpu + 2;
    kb_load_between(&a, &b, &r);
    cr_assert(!r.busy, "our 8 threads on 2 cores are not noise: %s", r.reason);
    /* without PSI and without /proc/stat nothing is judged busy on no evidence */
    window(&a, &b, 0, 0);
    a.has_stat = b.has_stat = false;
    kb_load_between(&a, &b, &r);
    cr_assert(!r.busy);
    cr_assert(isnan(r.psi_some_frac));
}

Test(load, samples_read_this_machine)
{
    kb_load_sample s;
    int self = (int)getpid(), gone = 0x7ffffff0;
    int pids[] = {self, gone};
    kb_load_sample_take(&s, pids, 2);
    cr_assert(s.has_stat, "/proc/stat was not read");
    cr_assert_geq(s.ncpu, 1);
    cr_assert_gt(s.busy + s.idle, 0);
    cr_assert_gt(s.self_cpu, 0);
    cr_assert_gt(s.pid_cpu[0], 0, "our own pid's CPU clock");
    cr_assert_lt(s.pid_cpu[1], 0, "a pid that does not exist has no CPU time");
    cr_assert_eq(s.has_psi, access("/proc/pressure/cpu", R_OK) == 0);
}

/* ---- peaks ------------------------------------------------------------------------------- */

static int count_rows(const char *sql)
{
    char db[512];
    snprintf(db, sizeof db, "%s/kbench.db", dir);
    sqlite3 *h = kb_test_db(db);
    sqlite3_stmt *st;
    cr_assert_eq(sqlite3_prepare_v2(h, sql, -1, &st, NULL), SQLITE_OK, "%s", sqlite3_errmsg(h));
    int n = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int(st, 0) : -1;
    sqlite3_finalize(st);
    sqlite3_close(h);
    return n;
}

Test(load, peaks_on_a_busy_machine_are_refused_or_stored_flagged)
{
    const char *flagged = "SELECT count(*) FROM machines WHERE noisy = 1 AND noisy_reason LIKE"
                          " '%other processes used%'";
    int before = count_rows("SELECT count(*) FROM machines"), before_flagged = count_rows(flagged);
    /* one core's worth of other work on this machine: every phase sees it */
    pid_t pid = spinner(1);
    char *out, *err;
    int rc = kb_own(&out, &err, "peak --db kbench.db --busy-wait 0");
    cr_assert_eq(rc, 3, "a busy peak measurement was not refused (%d): %s%s", rc, out, err);
    cr_assert(strstr(err, "busy during all 3 peak measurements"), "%s", err);
    cr_assert(strstr(err, "--allow-busy"), "%s", err);
    cr_assert(strstr(err, "other processes used"), "%s", err);
    cr_assert_eq(count_rows("SELECT count(*) FROM machines"), before, "refused peaks were stored");
    free(out), free(err);
    rc = kb_own(&out, &err, "peak --db kbench.db --allow-busy --json");
    stop(pid);
    cr_assert_eq(rc, 0, "%s", err);
    json_error_t je;
    json_t *o = json_loads(out, 0, &je);
    cr_assert(o, "%s", out);
    cr_assert(json_is_true(json_object_get(o, "noisy")), "%s", out);
    const char *why = json_string_value(json_object_get(o, "noisy_reason"));
    cr_assert(why && strstr(why, "other processes used"), "%s", out);
    json_decref(o);
    cr_assert_eq(count_rows(flagged), before_flagged + 1, "the peaks were not stored flagged");
    cr_assert(strstr(err, "stored flagged noisy"), "%s", err);
    free(out), free(err);
}

/* ---- the floor's peaks ------------------------------------------------------------------- */

static void add_machine(sqlite3 *h, const char *cpu, double bf16_all, const char *noisy)
{
    char *q = sqlite3_mprintf("INSERT INTO machines (cpu, cores, llc_bytes, fp32_1, fp32_all, bf16_1,"
                              " bf16_all, bf16_path, bw_1, bw_all, measured_at, noisy) VALUES"
                              " (%Q, 2, 1, 100, 200, %f, %f, 'amx', 10, 20, 'then', %s)",
                              cpu, bf16_all / 2, bf16_all, noisy);
    cr_assert_eq(sqlite3_exec(h, q, NULL, NULL, NULL), SQLITE_OK, "%s", sqlite3_errmsg(h));
    sqlite3_free(q);
}

Test(load, the_floor_never_uses_a_peak_below_the_best_quiet_one)
{
    char db[512];
    snprintf(db, sizeof db, "%s/floor.db", dir);
    kb_err err = {{0}};
    kb_store *s = kb_store_open(db, &err);
    cr_assert(s, "%s", err.msg);
    sqlite3 *h = kb_test_db(db);
    /* quiet (noisy NULL: stored before the check), a better quiet one, then a busy one, newest */
    add_machine(h, "cpu A", 7000, "NULL");
    add_machine(h, "cpu A", 7397, "0");
    add_machine(h, "cpu A", 1959, "1");
    /* another machine's better figure does not count */
    add_machine(h, "cpu B", 9999, "0");
    /* only busy measurements: they are what there is, flagged */
    add_machine(h, "cpu C", 1959, "1");
    sqlite3_close(h);
    kb_machine m = {.cores = 2};
    kb_peaks p;
    int64_t id;
    snprintf(m.cpu, sizeof m.cpu, "cpu A");
    cr_assert_eq(kb_store_floor_peaks(s, &m, &p, &id), 0);
    cr_assert_float_eq(p.bf16_all, 7397, 1e-9);
    cr_assert_float_eq(p.bf16_1, 7397 / 2.0, 1e-9);
    cr_assert_eq(id, 3, "the machine id is the newest row's");
    cr_assert(!p.noisy, "quiet measurements back the figures");
    /* the newest row as it is */
    cr_assert_eq(kb_store_load_peaks(s, &m, &p, &id), 0);
    cr_assert_float_eq(p.bf16_all, 1959, 1e-9);
    cr_assert(p.noisy);
    snprintf(m.cpu, sizeof m.cpu, "cpu C");
    cr_assert_eq(kb_store_floor_peaks(s, &m, &p, &id), 0);
    cr_assert_float_eq(p.bf16_all, 1959, 1e-9);
    cr_assert(p.noisy);
    snprintf(m.cpu, sizeof m.cpu, "cpu D");
    cr_assert_eq(kb_store_floor_peaks(s, &m, &p, &id), 1, "no peaks stored");
    kb_store_close(s);
}

/* kb_cli_machine (what eval, run, tune, agent and context use) gives the best quiet peaks of the
 * machine store: the context's hardware part shows the figures it got. */
Test(load, commands_use_the_floor_peaks)
{
    char *out, *err;
    cr_assert_eq(kb_own(&out, &err, "history --db kbench.db"), 0, "%s%s", out, err); /* makes machine.db */
    free(out), free(err);
    char db[512];
    snprintf(db, sizeof db, "%s/machine.db", dir);
    sqlite3 *h = kb_test_db(db);
    /* this machine's rows: raise its quiet figures to a recognisable best, then a busy one */
    cr_assert_eq(sqlite3_exec(h, "UPDATE machines SET bf16_all = 7397.25, noisy = 0", NULL, NULL, NULL),
                 SQLITE_OK);
    cr_assert_eq(sqlite3_exec(h,
                              "INSERT INTO machines (cpu, cores, llc_bytes, fp32_1, fp32_all, bf16_1,"
                              " bf16_all, bf16_path, bw_1, bw_all, measured_at, noisy, noisy_reason)"
                              " SELECT cpu, cores, llc_bytes, fp32_1, fp32_all, bf16_1, 1959.5, bf16_path,"
                              " bw_1, bw_all, measured_at, 1, 'busy' FROM machines",
                              NULL, NULL, NULL),
                 SQLITE_OK);
    sqlite3_close(h);
    int rc = kb_own(&out, &err, "context build --out ctx --db kbench.db");
    cr_assert_eq(rc, 0, "%s%s", out, err);
    char path[512];
    snprintf(path, sizeof path, "%s/ctx/hardware.md", dir);
    char *hw = kb_test_slurp(path);
    cr_assert(hw, "no hardware.md");
    cr_assert(strstr(hw, "7397.2") || strstr(hw, "7397.3"), "the best quiet bf16 peak is not used:\n%s", hw);
    cr_assert(!strstr(hw, "1959.5"), "a busy peak lowered the floor:\n%s", hw);
    free(hw), free(out), free(err);
    /* the results store records the peaks that were used */
    snprintf(path, sizeof path, "%s/kbench.db", dir);
    char *rows = kb_test_rows(path, "SELECT bf16_all FROM machines");
    cr_assert(strstr(rows, "7397.25"), "%s", rows);
    free(rows);
}

/* Peaks are per machine, not per store: a new --db measures nothing, and work that times nothing
 * (--no-time) never needs them, even on a busy machine with an empty machine store. */
Test(load, peaks_are_per_machine_and_verification_never_needs_them)
{
    char *out, *err;
    /* an empty machine store, a busy machine, no --allow-busy: verification only works */
    char env[600];
    snprintf(env, sizeof env, "-u KBENCH_ALLOW_BUSY " KB_MSTORE_ENV "=%s/empty-machine.db", dir);
    pid_t pid = spinner(1);
    int rc = kb_test_kbench(
        dir, env, NULL, &out, &err,
        "run p08 p12 --preset tiny --no-time --no-xla --db fresh.db --busy-wait 0 --kernels %s/kernels/cpu",
        kb_test_root());
    stop(pid);
    cr_assert(rc == 0 || rc == 1, "run --no-time failed on a busy machine with no peaks (%d): %s%s", rc, out,
              err);
    cr_assert(!strstr(err, "measuring") && !strstr(err, "peak"), "it measured or asked for peaks: %s", err);
    cr_assert(strstr(out, "p08_gemm") && strstr(out, "p12_rmsnorm"), "%s", out);
    free(out), free(err);
    /* a timing with a new --db takes the stored peaks: nothing is measured again */
    char args[1024];
    snprintf(args, sizeof args,
             "eval p12 %s/kernels/cpu/p12_rmsnorm/naive.c --preset tiny --no-xla --allow-busy --max-time 0.1 "
             "--db another.db",
             kb_test_root());
    rc = kb_own(&out, &err, args);
    cr_assert_eq(rc, 0, "%s%s", out, err);
    cr_assert(!strstr(err, "measuring"), "a new store measured the peaks again: %s", err);
    free(out), free(err);
    snprintf(env, sizeof env, "%s/another.db", dir);
    char *rows = kb_test_rows(env, "SELECT count(*) FROM machines");
    cr_assert_str_eq(rows, "1\n", "the results store does not record the peaks it used");
    free(rows);
}

/* ---- the store: a database of the old schema migrated; noisy results recorded and shown ---- */

static const char *old_schema =
    "CREATE TABLE machines (id INTEGER PRIMARY KEY, cpu TEXT NOT NULL, cores INTEGER NOT NULL,"
    "  llc_bytes INTEGER, fp32_1 REAL, fp32_all REAL, bf16_1 REAL, bf16_all REAL, bf16_path TEXT,"
    "  bw_1 REAL, bw_all REAL, measured_at TEXT);"
    "CREATE TABLE evaluations (id INTEGER PRIMARY KEY, created_at TEXT NOT NULL,"
    "  workload TEXT NOT NULL, jaxbench TEXT, preset TEXT NOT NULL, dtype TEXT NOT NULL,"
    "  threads INTEGER, candidate_path TEXT, candidate_hash TEXT, candidate_source TEXT,"
    "  vs_path TEXT, vs_hash TEXT, compiler TEXT, flags TEXT, machine_id INTEGER REFERENCES machines(id),"
    "  seed TEXT NOT NULL, n_sets INTEGER, verdict TEXT NOT NULL, detail TEXT,"
    "  flops REAL, bytes REAL, floor_ms REAL, time_ms REAL, gflops REAL, gbs REAL, roofline_pct REAL,"
    "  rounds INTEGER, ci_halfwidth REAL);"
    "CREATE TABLE timings (eval_id INTEGER NOT NULL REFERENCES evaluations(id), who TEXT NOT NULL,"
    "  median_ms REAL, q1_ms REAL, q3_ms REAL, min_ms REAL, n INTEGER, speedup REAL, ci_lo REAL, ci_hi REAL);"
    "INSERT INTO evaluations (created_at, workload, preset, dtype, seed, verdict, detail)"
    "  VALUES ('2026-01-01T00:00:00Z', 'p08_gemm', 'tiny', 'bf16', '00000000000000aa', 'ok', 'old row');"
    "INSERT INTO machines (cpu, cores, bf16_all) VALUES ('old cpu', 2, 1234);";

typedef struct seen {
    int n;
    kb_history_row rows[4];
} seen;

static void collect(const kb_history_row *row, void *arg)
{
    seen *s = arg;
    if (s->n < 4) s->rows[s->n++] = *row;
}

Test(load, an_old_store_is_migrated_and_noisy_results_are_kept_and_shown)
{
    char db[512];
    snprintf(db, sizeof db, "%s/old.db", dir);
    sqlite3 *h = kb_test_db(db);
    cr_assert_eq(sqlite3_exec(h, old_schema, NULL, NULL, NULL), SQLITE_OK, "%s", sqlite3_errmsg(h));
    sqlite3_close(h);
    kb_err err = {{0}};
    kb_store *s = kb_store_open(db, &err);
    cr_assert(s, "the old store did not open: %s", err.msg);
    /* the old machine row reads as quiet */
    kb_machine m = {.cores = 2};
    snprintf(m.cpu, sizeof m.cpu, "old cpu");
    kb_peaks p;
    int64_t mid;
    cr_assert_eq(kb_store_floor_peaks(s, &m, &p, &mid), 0);
    cr_assert(!p.noisy);
    cr_assert_float_eq(p.bf16_all, 1234, 1e-9);
    /* a noisy result recorded in a run, beside the old row */
    kb_result r;
    memset(&r, 0, sizeof r);
    r.w = kb_suite_find("p08_gemm");
    cr_assert(r.w);
    snprintf(r.preset, sizeof r.preset, "tiny");
    snprintf(r.candidate, sizeof r.candidate, "fast.c");
    r.verdict = KB_VERDICT_OK;
    r.n_timings = 2;
    snprintf(r.timings[0].who, sizeof r.timings[0].who, "candidate");
    snprintf(r.timings[1].who, sizeof r.timings[1].who, "lib");
    r.timings[0].s.median = 1e-3, r.timings[1].s.median = 2e-3;
    r.timings[1].has_speedup = true;
    r.timings[1].speedup = 2, r.timings[1].ci_lo = 1.9, r.timings[1].ci_hi = 2.1;
    r.noisy = true;
    snprintf(r.noisy_reason, sizeof r.noisy_reason, "other processes used 0.98 of a core (cc1 0.97)");
    int64_t run = kb_store_run_begin(s, "suite", "tiny", KB_DTYPE_BF16, 2, "kbench run", &err);
    cr_assert_gt(run, 0, "%s", err.msg);
    cr_assert_gt(kb_store_record(s, &r, 0, run, &err), 0, "%s", err.msg);
    r.noisy = false;
    r.noisy_reason[0] = 0;
    cr_assert_gt(kb_store_record(s, &r, 0, run, &err), 0, "%s", err.msg);
    seen sn = {0};
    cr_assert_eq(kb_store_history(s, NULL, 10, collect, &sn, &err), 3, "%s", err.msg);
    /* newest first: quiet, noisy, the old row (NULL: not known, shown as not noisy) */
    cr_assert(!sn.rows[0].noisy);
    cr_assert(sn.rows[1].noisy);
    cr_assert_str_eq(sn.rows[1].noisy_reason, "other processes used 0.98 of a core (cc1 0.97)");
    cr_assert(!sn.rows[2].noisy);
    cr_assert_str_eq(sn.rows[2].detail, "old row");
    /* the report's table marks it */
    kb_rep_run rep;
    cr_assert_eq(kb_report_load(s, run, &rep, &err), 0, "%s", err.msg);
    int marked = 0;
    for (int i = 0; i < rep.n_evals; i++) {
        char cells[KB_REP_MAX_COLS][KB_REP_CELL];
        kb_report_cells(&rep, &rep.evals[i], cells);
        marked += !strcmp(cells[2], "ok (noisy)");
        cr_assert(rep.evals[i].noisy == !strcmp(cells[2], "ok (noisy)"), "%s", cells[2]);
    }
    cr_assert_eq(marked, 1);
    kb_report_free(&rep);
    kb_store_close(s);
    /* kbench history shows it, in text and JSON */
    char *out, *e2;
    cr_assert_eq(kb(&out, &e2, "history --db old.db"), 0, "%s", e2);
    cr_assert(strstr(out, "ok*"), "%s", out);
    cr_assert(strstr(out, "noisy: timed while the machine was busy (other processes used 0.98"), "%s", out);
    free(out), free(e2);
    cr_assert_eq(kb(&out, &e2, "history --db old.db --json"), 0, "%s", e2);
    json_error_t je;
    json_t *a = json_loads(out, 0, &je);
    cr_assert(json_is_array(a) && json_array_size(a) == 3, "%s", out);
    cr_assert(json_is_false(json_object_get(json_array_get(a, 0), "noisy")));
    cr_assert(json_is_true(json_object_get(json_array_get(a, 1), "noisy")));
    cr_assert(strstr(json_string_value(json_object_get(json_array_get(a, 1), "noisy_reason")), "0.98"));
    cr_assert(json_is_null(json_object_get(json_array_get(a, 2), "noisy_reason")));
    json_decref(a);
    free(out), free(e2);
}

Test(load, the_options_are_parsed)
{
    char *out, *err;
    cr_assert_eq(kb(&out, &err, "peak --busy-wait -1"), 2);
    cr_assert(strstr(err, "--busy-wait takes a number"), "%s", err);
    free(out), free(err);
    cr_assert_eq(kb(&out, &err, "history --allow-busy"), 2);
    cr_assert(strstr(err, "--allow-busy does not apply here"), "%s", err);
    free(out), free(err);
    cr_assert_eq(kb(&out, &err, "eval --help"), 0);
    cr_assert(strstr(out, "--allow-busy") && strstr(out, "--busy-wait"), "%s", out);
    free(out), free(err);
}

/* One test at a time: each one's spinner would be another's interference. */
int main(int argc, char *argv[])
{
    struct criterion_test_set *tests = criterion_initialize();
    criterion_options.jobs = 1;
    int result = 0;
    if (criterion_handle_args(argc, argv, true)) result = !criterion_run_all_tests(tests);
    criterion_finalize(tests);
    return result;
}
