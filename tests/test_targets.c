/* test_targets.c: the target registry (src/targets/target.h): every entry of targets.def has
 * the interface's version and its mandatory slots, names are unique and found, the preset a
 * target verifies at exists in every workload; an unknown target is a clear error; the default
 * (cpu) and --target tpu still dispatch to their own evaluation, and the store records which
 * target evaluated each result: in new rows, in a database of the schema before the target
 * column (migrated: 'tpu' where the tpu target said so in flags, else 'cpu'), and through
 * `kbench merge`, from shards of either schema. */
#include <criterion/criterion.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "agent/context.h"
#include "harness/evaluate.h"
#include "store/store.h"
#include "support/eval_opts.h"
#include "support/kbench_run.h"
#include "support/scratch.h"
#include "targets/target.h"

static char dir[256];
static void setup(void)
{
    kb_quiet = true;
    setenv("KBENCH_TPU", "0", 1); /* no TPU is used: tpu candidates are verified only */
    kb_test_scratch(dir, sizeof dir, "kbench-targets-");
}
static void teardown(void) { kb_test_scratch_remove(dir); }

TestSuite(targets, .init = setup, .fini = teardown, .timeout = 600);

/* ---- the registry ------------------------------------------------------------------------- */

Test(targets, every_entry_has_the_version_and_its_mandatory_slots)
{
    cr_assert_geq(kb_target_count(), 2, "cpu and tpu are registered");
    cr_expect_eq(kb_target_default(), kb_target_at(0), "the first entry is the default");
    for (size_t i = 0; i < kb_target_count(); i++) {
        const kb_target *t = kb_target_at(i);
        cr_assert(t && t->name && *t->name, "entry %zu has no name", i);
        cr_expect_eq(t->api_version, KB_TARGET_API_VERSION, "%s: api_version %d, the interface is %d",
                     t->name, t->api_version, KB_TARGET_API_VERSION);
        const char *const strings[] = {
            t->source_ext,          t->fence,
            t->words.language,      t->words.reply_rule,
            t->words.api_title,     t->words.api_what,
            t->words.api_full_what, t->words.starter_kind,
            t->words.comment_open,  t->words.comment_close,
        };
        for (size_t k = 0; k < KB_ARRAY_LEN(strings); k++)
            cr_expect(strings[k] != NULL, "%s: mandatory text %zu is NULL", t->name, k);
        cr_expect(t->source_ext && *t->source_ext && t->source_ext[0] != '.', "%s: source_ext '%s'", t->name,
                  t->source_ext);
        cr_expect(t->spec_write, "%s: spec_write is mandatory", t->name);
        cr_expect(t->starter, "%s: starter is mandatory", t->name);
        cr_expect(t->context_load, "%s: context_load is mandatory", t->name);
        cr_expect(t->evaluate || t->native, "%s: evaluate (or native) is mandatory", t->name);
        if (t->native)
            cr_expect(t->native->runner && t->native->build && t->native->lib,
                      "%s: native's runner, build and lib are mandatory", t->name);
        cr_expect_eq(kb_target_find(t->name), t, "%s is found by its name", t->name);
        for (size_t j = 0; j < i; j++)
            cr_expect_neq(strcmp(kb_target_at(j)->name, t->name), 0, "%s registered twice", t->name);
        /* the preset a candidate is verified at when none is named exists in every workload */
        for (size_t w = 0; w < kb_suite_count(); w++) {
            const kb_workload *wl = kb_suite_at(w);
            const char *preset = kb_target_verify_preset(t, wl, "cpu");
            kb_problem p;
            kb_err err = {{0}};
            cr_expect_eq(kb_problem_init(&p, wl, preset, KB_DTYPE_BF16, 1, &err), 0, "%s, %s: %s", t->name,
                         wl->id, err.msg);
        }
    }
}

Test(targets, an_unknown_target_is_a_clear_error_that_lists_the_targets)
{
    kb_err err = {{0}};
    cr_expect_null(kb_target_find("cuda"));
    cr_expect_null(kb_target_find(NULL));
    cr_expect_null(kb_target_lookup("cuda", &err));
    cr_expect(strstr(err.msg, "'cuda'") && strstr(err.msg, "cpu, tpu"), "%s", err.msg);
    char names[256];
    kb_target_names(names, sizeof names);
    cr_expect(!strncmp(names, "cpu, tpu", 8), "%s", names);

    kb_eval_opts o;
    kb_eval_opts_default(&o);
    o.target = "cuda";
    o.w = kb_suite_find("p12");
    o.candidate = "kernels/cpu/p12_rmsnorm/naive.c";
    kb_result r;
    cr_expect_eq(kb_evaluate(&o, &r), KB_VERDICT_HARNESS_ERROR);
    cr_expect(strstr(r.detail, "'cuda'") && strstr(r.detail, "cpu, tpu"), "%s", r.detail);
    kb_result_free(&r);
}

/* ---- dispatch: the default and --target tpu each reach their own evaluation --------------- */

static kb_verdict eval_p12(const char *target, const char *cand, kb_result *r)
{
    static char path[1024];
    snprintf(path, sizeof path, "%s/%s", kb_test_root(), cand);
    kb_eval_opts o;
    kb_eval_opts_default(&o);
    if (target) o.target = target;
    o.w = kb_suite_find("p12");
    o.preset = target ? NULL : "tiny"; /* tpu: the workload's verification preset */
    o.threads = 2;
    o.candidate = path;
    o.measure = false;
    o.ref_cache = false;
    o.timeout_s = 120;
    kb_verdict v = kb_evaluate(&o, r);
    cr_log_info("%s %s: %s: %s", target ? target : "(default)", cand, kb_verdict_name(v), r->detail);
    return v;
}

Test(targets, the_default_target_compiles_and_runs_a_c_candidate)
{
    kb_result r;
    cr_expect_eq(eval_p12(NULL, "kernels/cpu/p12_rmsnorm/naive.c", &r), KB_VERDICT_OK, "%s", r.detail);
    cr_expect_str_eq(r.target, "cpu");
    cr_expect(strstr(r.flags, "-march=native"), "the cpu target's flags: %s", r.flags);
    kb_result_free(&r);
    /* the cpu target's evaluation refuses a Python file: its compiler reads C */
    cr_expect_neq(eval_p12(NULL, "kernels/tpu/p12_rmsnorm/naive.py", &r), KB_VERDICT_OK);
    cr_expect(strstr(r.detail, "naive.py:1:1: error:"), "%s", r.detail);
    kb_result_free(&r);
}

/* ---- docs/targets.md's recipe, done by a target that lives in this test -------------------- */

/* A new native target needs its own ops table and nothing in src/harness/: this one builds with,
 * and runs on, what the cpu target has (a real cuda target brings nvcc and its own runner), and
 * names its lib baseline its own way. Counting its calls shows the harness went through it. */
static int stub_builds, stub_libs;
static const kb_native_ops *cpu_ops(void) { return kb_target_find("cpu")->native; }
static const char *stub_runner(void) { return cpu_ops()->runner(); }
static char *stub_build(const kb_eval_opts *o, const kb_problem *p, const char *path, kb_result *r)
{
    stub_builds++;
    return cpu_ops()->build(o, p, path, r);
}
static int stub_lib(const kb_problem *p, const kb_eval_opts *o, bool timed, kb_baseline_exe *b, kb_err *err)
{
    stub_libs++;
    if (cpu_ops()->lib(p, o, timed, b, err)) return -1;
    char v[sizeof b->version];
    snprintf(v, sizeof v, "stub lib on %s", b->version);
    snprintf(b->version, sizeof b->version, "%s", v);
    return 0;
}
static const kb_native_ops stub_ops = {.runner = stub_runner, .build = stub_build, .lib = stub_lib};

static kb_verdict stub_eval(const char *cand, kb_result *r)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", kb_test_root(), cand);
    kb_eval_opts o = kb_test_eval_opts(path);
    o.allow_busy = true;
    return kb_evaluate_native(&stub_ops, &o, r);
}

Test(targets, a_target_outside_the_harness_is_evaluated_through_its_ops)
{
    stub_builds = stub_libs = 0;
    kb_result r;
    cr_expect_eq(stub_eval("kernels/cpu/p08_gemm/naive.c", &r), KB_VERDICT_OK, "%s", r.detail);
    cr_expect_eq(stub_builds, 1);
    cr_expect_geq(stub_libs, 2, "the lib a result names, then the one timed");
    cr_expect(!strncmp(r.lib_version, "stub lib on ", 12), "%s", r.lib_version);
    cr_expect_eq(r.n_timings, 2, "the candidate and lib; no xla slot, no xla");
    kb_result_free(&r);
    cr_expect_eq(stub_eval("tests/candidates/wrong_one_element.c", &r), KB_VERDICT_WRONG, "%s", r.detail);
    kb_result_free(&r);
    cr_expect_eq(stub_eval("tests/candidates/compile_error.c", &r), KB_VERDICT_COMPILE_ERROR, "%s", r.detail);
    kb_result_free(&r);
}

Test(targets, target_tpu_verifies_a_pallas_candidate_in_interpret_mode)
{
    kb_result r;
    cr_expect_eq(eval_p12("tpu", "kernels/tpu/p12_rmsnorm/naive.py", &r), KB_VERDICT_OK, "%s", r.detail);
    cr_expect_str_eq(r.target, "tpu");
    cr_expect(strstr(r.detail, "TPU interpret mode"), "%s", r.detail);
    cr_expect(!strstr(r.flags, "target tpu"), "the target is a column now, not a flag: %s", r.flags);
    kb_result_free(&r);
}

/* kbench-stub (Makefile: kbench with tests/targets/stub/ and `KB_TARGET(stub)` added, no file of
 * src/ changed) run in dir: its exit code, stdout and stderr together in *out (heap). */
static int stub_kbench(char **out, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int stub_kbench(char **out, const char *fmt, ...)
{
    char bin[1024], args[2048], cmd[4096];
    snprintf(bin, sizeof bin, "%s", kb_test_bin());
    char *slash = strrchr(bin, '/');
    snprintf(slash ? slash + 1 : bin, sizeof bin - (size_t)(slash ? slash + 1 - bin : 0),
             "tests/kbench-stub");
    cr_assert(access(bin, X_OK) == 0, "%s is not built (make tests)", bin);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(args, sizeof args, fmt, ap);
    va_end(ap);
    snprintf(cmd, sizeof cmd, "cd %s && %s %s > out.txt 2>&1", dir, bin, args);
    int st = system(cmd);
    *out = kb_test_read(NULL, "%s/out.txt", dir);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

Test(targets, the_recipe_adds_a_target_with_no_edit_to_the_core)
{
    char *out;
    /* the usage lists it from its words, beside the others */
    cr_expect_eq(stub_kbench(&out, "eval --help"), 0, "%s", out);
    cr_expect(strstr(out, "stub: stub candidates (.stub), a test of the target recipe") &&
                  strstr(out, "cpu: "),
              "%s", out);
    free(out);
    /* show and init through its spec_write and starter slots */
    cr_expect_eq(stub_kbench(&out, "show p12 --preset tiny --target stub"), 0, "%s", out);
    cr_expect(strstr(out, "stub target: workload p12_rmsnorm at preset tiny"), "%s", out);
    free(out);
    cr_expect_eq(stub_kbench(&out, "init p12 --target stub"), 0, "%s", out);
    free(out);
    char *starter = kb_test_read(NULL, "%s/p12_rmsnorm.stub", dir);
    cr_expect_str_eq(starter, "correct\n", "init names the file with its source_ext");
    free(starter);
    /* eval dispatches to its evaluate, and the store records the target */
    cr_expect_eq(stub_kbench(&out, "eval p12 p12_rmsnorm.stub --target stub --preset tiny --db s.db"), 0,
                 "%s", out);
    cr_expect(strstr(out, "its first line is `correct`"), "%s", out);
    free(out);
    char bad[512];
    snprintf(bad, sizeof bad, "%s/bad.stub", dir);
    cr_assert_eq(kb_write_file(bad, "nope\n", 5), 0);
    cr_expect_eq(stub_kbench(&out, "eval p12 bad.stub --target stub --preset tiny --db s.db"), 1, "%s", out);
    cr_expect(strstr(out, "wrong") && strstr(out, "not `correct`"), "%s", out);
    free(out);
    char db[512];
    snprintf(db, sizeof db, "%s/s.db", dir);
    char *rows = kb_test_rows(db, "SELECT target, verdict FROM evaluations ORDER BY id");
    cr_expect_str_eq(rows, "stub|ok\nstub|wrong\n");
    free(rows);
    /* the real kbench, built from the same src/, has no such target */
    cr_expect_eq(kb_test_kbench(dir, NULL, NULL, &out, NULL, "show p12 --target stub"), 2);
    free(out);
}

/* The context artifact, the spec and the starter come from the target's own slots. */
Test(targets, context_spec_and_starter_come_from_the_target)
{
    const kb_workload *w = kb_suite_find("p12");
    kb_problem p;
    kb_err err = {{0}};
    cr_assert_eq(kb_problem_init(&p, w, "tiny", KB_DTYPE_BF16, 1, &err), 0, "%s", err.msg);
    const kb_target *cpu = kb_target_find("cpu"), *tpu = kb_target_find("tpu");
    char *c_spec = kb_target_spec_text(cpu, &p), *py_spec = kb_target_spec_text(tpu, &p);
    cr_expect(strstr(c_spec, "void kernel("), "%s", c_spec);
    cr_expect(strstr(py_spec, "def kernel(") && strstr(py_spec, "Pallas"), "%s", py_spec);
    free(c_spec);
    free(py_spec);
    cr_expect(strstr(cpu->starter(w), "#include \"kbench.h\""));
    cr_expect(strstr(tpu->starter(w), "pallas_call"));
    kb_context c;
    cr_assert_eq(kb_context_load(&c, "tpu", NULL, NULL, &err), 0, "%s", err.msg);
    cr_expect_str_eq(c.target, "tpu");
    cr_expect(strstr(c.examples, "```python"), "the tpu artifact's examples are in its fence");
    kb_context_free(&c);
}

/* ---- the store's target column ------------------------------------------------------------ */

/* The evaluations table as it was before the target column (and the flags the tpu target
 * wrote then). */
static const char *old_schema =
    "CREATE TABLE evaluations (id INTEGER PRIMARY KEY, created_at TEXT NOT NULL,"
    "  workload TEXT NOT NULL, jaxbench TEXT, preset TEXT NOT NULL, dtype TEXT NOT NULL,"
    "  threads INTEGER, candidate_path TEXT, candidate_hash TEXT, candidate_source TEXT,"
    "  vs_path TEXT, vs_hash TEXT, compiler TEXT, flags TEXT, machine_id INTEGER,"
    "  seed TEXT NOT NULL, n_sets INTEGER, verdict TEXT NOT NULL, detail TEXT,"
    "  flops REAL, bytes REAL, floor_ms REAL, time_ms REAL, gflops REAL, gbs REAL, roofline_pct REAL,"
    "  rounds INTEGER, ci_halfwidth REAL);"
    "INSERT INTO evaluations (created_at, workload, preset, dtype, seed, verdict, flags) VALUES"
    "  ('2026-01-01T00:00:00Z', 'p12_rmsnorm', 'tiny', 'bf16', '01', 'ok',"
    "   '-std=c17 -O3 -march=native -fopenmp -fPIC -DKB_R=64'),"
    "  ('2026-01-01T00:00:01Z', 'p12_rmsnorm', 'tiny', 'bf16', '02', 'ok',"
    "   'target tpu; interpret: detect_races, uninitialized_memory=nan'),"
    "  ('2026-01-01T00:00:02Z', 'p08_gemm', 'tiny', 'bf16', '03', 'compile_error', NULL);";

Test(targets, an_old_store_gets_the_target_column_filled_from_its_flags)
{
    char db[512];
    snprintf(db, sizeof db, "%s/old.db", dir);
    kb_test_exec(db, old_schema);
    kb_err err = {{0}};
    kb_store *s = kb_store_open(db, &err);
    cr_assert(s, "%s", err.msg);
    /* a new row names its target */
    kb_result r;
    memset(&r, 0, sizeof r);
    r.w = kb_suite_find("p12");
    snprintf(r.preset, sizeof r.preset, "tiny");
    snprintf(r.target, sizeof r.target, "tpu");
    r.verdict = KB_VERDICT_OK;
    cr_assert_gt(kb_store_record(s, &r, 0, 0, &err), 0, "%s", err.msg);
    kb_store_close(s);
    cr_expect_str_eq(kb_test_rows(db, "SELECT seed, target FROM evaluations ORDER BY id"),
                     "01|cpu\n02|tpu\n03|cpu\n0000000000000000|tpu\n");
    /* opening it again changes nothing (the fill runs when the column is added) */
    kb_test_exec(db, "UPDATE evaluations SET target = 'cpu' WHERE seed = '02'");
    s = kb_store_open(db, &err);
    cr_assert(s, "%s", err.msg);
    kb_store_close(s);
    cr_expect_str_eq(kb_test_rows(db, "SELECT target FROM evaluations WHERE seed = '02'"), "cpu\n");
}

/* `kbench ARGS` in dir, with the run's seed file; its exit code, *err its stderr. */
#define KB(err, ...) kb_test_kbench(dir, seed_env, NULL, NULL, err, __VA_ARGS__)

Test(targets, kbench_eval_records_the_target_and_merge_carries_it)
{
    char db[512], seed_env[600], *err;
    snprintf(seed_env, sizeof seed_env, "KBENCH_SEED_FILE=%s/seed", dir);
    snprintf(db, sizeof db, "%s/kbench.db", dir); /* the scratch store, with the peaks */
    cr_assert_eq(KB(&err,
                    "eval p12 %s/kernels/cpu/p12_rmsnorm/naive.c --preset tiny --no-time --db kbench.db",
                    kb_test_root()),
                 0, "%s", err);
    free(err);
    cr_assert_eq(KB(&err,
                    "eval p12 %s/kernels/tpu/p12_rmsnorm/naive.py --target tpu --no-time --db kbench.db",
                    kb_test_root()),
                 0, "%s", err);
    free(err);
    cr_expect_str_eq(kb_test_rows(db, "SELECT target, verdict FROM evaluations ORDER BY id"),
                     "cpu|ok\ntpu|ok\n");
    cr_expect_eq(KB(&err, "eval p12 x.c --target cuda --db kbench.db"), 2);
    cr_expect(strstr(err, "--target is one of cpu, tpu, not 'cuda'"), "%s", err);
    free(err);

    /* two shards of one run; shard 1 then made to look as a store from before the column did,
     * with its row marked as the tpu target's in its flags, as the tpu target wrote it then */
    char path[512];
    snprintf(path, sizeof path, "%s/seed", dir);
    FILE *f = fopen(path, "w");
    cr_assert(f);
    fprintf(f, "00c0ffee12345678\n");
    fclose(f);
    for (int i = 0; i < 2; i++) {
        snprintf(db, sizeof db, "%s/s%d.db", dir, i);
        kb_test_store(db);
        int rc = KB(&err, "run p12 k41 --preset tiny --no-time --quiet --shard %d/2 --run-id r1 --db s%d.db",
                    i, i);
        cr_assert(rc == 0 || rc == 1, "shard %d: rc %d: %s", i, rc, err);
        free(err);
    }
    snprintf(db, sizeof db, "%s/s0.db", dir);
    kb_test_exec(db, "UPDATE evaluations SET target = 'tpu' WHERE id = (SELECT min(id) FROM evaluations)");
    char *s0 = kb_test_rows(db, "SELECT workload, candidate_path, target FROM evaluations ORDER BY 1, 2");
    snprintf(db, sizeof db, "%s/s1.db", dir);
    kb_test_exec(
        db,
        "ALTER TABLE evaluations DROP COLUMN target;"
        "UPDATE evaluations SET flags = 'target tpu; ' || flags WHERE id = (SELECT min(id) FROM evaluations)");
    char *s1 =
        kb_test_rows(db, "SELECT workload, candidate_path, CASE WHEN id = (SELECT min(id) FROM evaluations)"
                         " THEN 'tpu' ELSE 'cpu' END FROM evaluations ORDER BY 1, 2");
    cr_assert(strstr(s0, "|tpu\n") && strstr(s1, "|tpu\n"), "each shard has a row: '%s' '%s'", s0, s1);
    cr_assert_eq(KB(&err, "merge m.db s0.db s1.db"), 0, "%s", err);
    free(err);
    snprintf(db, sizeof db, "%s/m.db", dir);
    char *merged = kb_test_rows(db, "SELECT workload, candidate_path, target FROM evaluations ORDER BY 1, 2");
    size_t n = strlen(s0) + strlen(s1) + 1;
    char *both = calloc(1, n);
    /* the shards hold whole workloads, and both are sorted: the merged rows are one then the
     * other, in the order of their first workload */
    if (strcmp(s0, s1) < 0)
        snprintf(both, n, "%s%s", s0, s1);
    else
        snprintf(both, n, "%s%s", s1, s0);
    cr_expect_str_eq(merged, both);
    free(s0);
    free(s1);
    free(merged);
    free(both);
}
