/* test_cli.c: the kbench command as a user runs it: exit codes, messages that name the problem,
 * --json shapes, the store keeping every row through bad input. Runs build/kbench ($KBENCH_BIN)
 * in a scratch directory. */
#include <criterion/criterion.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "agent/agent_cli.h" /* commands.def's agent entry */
#include "suite/workload.h"
#include "targets/target.h"
#include "support/kbench_run.h"
#include "support/scratch.h"

static char dir[256];

/* Run `kbench <args>` in the scratch dir; stdout and stderr captured. Returns the exit code. */
static int kb(char **out, char **err, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int kb(char **out, char **err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = kb_test_kbenchv(dir, NULL, NULL, out, err, fmt, ap);
    va_end(ap);
    return rc;
}

/* Every test gets its own directory with a store that already holds this machine's peaks. */
static void setup(void) { kb_test_scratch(dir, sizeof dir, "kbench-cli-"); }
static void teardown(void) { kb_test_scratch_remove(dir); }

TestSuite(cli, .init = setup, .fini = teardown, .timeout = 180);

#define FAST "--preset tiny --max-time 0.3 --min-time 0.05 --quiet"

Test(cli, list_json_has_the_suite)
{
    char *out, *err;
    cr_assert_eq(kb(&out, &err, "list --json"), 0, "%s", err);
    json_error_t je;
    json_t *a = json_loads(out, 0, &je);
    cr_assert(json_is_array(a), "not a JSON array: %s", je.text);
    cr_expect_geq(json_array_size(a), 6);
    size_t i;
    json_t *o;
    bool gemm = false;
    json_array_foreach (a, i, o) {
        cr_expect(json_is_string(json_object_get(o, "id")));
        cr_expect(json_is_string(json_object_get(o, "jaxbench")));
        cr_expect(json_is_string(json_object_get(o, "family")));
        cr_expect(json_number_value(json_object_get(o, "flops")) > 0);
        cr_expect(json_number_value(json_object_get(o, "bytes")) > 0);
        if (!strcmp(json_string_value(json_object_get(o, "id")), "p08_gemm")) {
            gemm = true;
            cr_expect_str_eq(json_string_value(json_object_get(o, "jaxbench")), "8p_GEMM");
        }
    }
    cr_expect(gemm);
    json_decref(a);
}

Test(cli, show_accepts_jaxbench_names)
{
    char *out, *err;
    cr_assert_eq(kb(&out, &err, "show 8p --preset tiny"), 0, "%s", err);
    cr_expect(strstr(out, "void kernel(const kb_bf16 *restrict a /* [M][K] */"), "%s", out);
    cr_expect(strstr(out, "-DKB_M=64"), "%s", out);
    cr_expect(strstr(out, "static void reference"), "the reference source is printed");
    cr_assert_eq(kb(&out, &err, "show p08_gemm --dtype f32"), 0, "%s", err);
    cr_expect(strstr(out, "const float *restrict a"), "%s", out);
}

/* show --json: the machine-readable spec tools/xla exports StableHLO from */
Test(cli, show_json_is_the_spec)
{
    char *out, *err;
    cr_assert_eq(kb(&out, &err, "show p11 --json --preset tiny --dtype bf16"), 0, "%s", err);
    json_error_t je;
    json_t *j = json_loads(out, 0, &je);
    cr_assert(json_is_object(j), "not a JSON object: %s", je.text);
    cr_expect_str_eq(json_string_value(json_object_get(j, "id")), "p11_megablox_gmm");
    cr_expect_str_eq(json_string_value(json_object_get(j, "preset")), "tiny");
    cr_expect_str_eq(json_string_value(json_object_get(j, "dtype")), "bf16");
    cr_expect(json_integer_value(json_object_get(json_object_get(j, "params"), "G")) > 0);
    json_t *in = json_object_get(j, "inputs"), *outs = json_object_get(j, "outputs");
    cr_assert(json_is_array(in) && json_array_size(in) == 3, "%s", out);
    cr_assert(json_is_array(outs) && json_array_size(outs) == 1, "%s", out);
    json_t *lhs = json_array_get(in, 0), *gs = json_array_get(in, 2);
    cr_expect_str_eq(json_string_value(json_object_get(lhs, "name")), "lhs");
    cr_expect_str_eq(json_string_value(json_object_get(lhs, "kind")), "float");
    cr_expect_str_eq(json_string_value(json_object_get(lhs, "dtype")), "bf16");
    cr_expect_eq(json_array_size(json_object_get(lhs, "dims")), 2);
    cr_expect_str_eq(json_string_value(json_object_get(gs, "kind")), "int32");
    cr_expect_str_eq(json_string_value(json_object_get(gs, "dtype")), "int32");
    json_t *tol = json_object_get(json_object_get(j, "tolerances"), "f32");
    cr_expect(json_number_value(json_object_get(tol, "atol")) > 0);
    json_decref(j);

    cr_assert_eq(kb(&out, &err, "show p12 --json --preset tiny --dtype f32"), 0, "%s", err);
    j = json_loads(out, 0, &je);
    cr_expect_eq(json_real_value(json_object_get(json_object_get(j, "scalars"), "EPS")), 1e-5,
                 "a scalar reads back as the same double: %s", out);
    cr_expect_str_eq(
        json_string_value(json_object_get(json_array_get(json_object_get(j, "outputs"), 0), "dtype")), "f32");
    json_decref(j);
}

static long file_size(const char *sub, const char *name)
{
    char path[1024];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s/%s", dir, sub, name);
    return stat(path, &st) == 0 ? (long)st.st_size : -1;
}

static char *slurp(const char *sub, const char *name, size_t *len)
{
    return kb_test_read(len, "%s/%s/%s", dir, sub, name);
}

/* dump: input set 0 and the reference, raw, with a manifest that lists every file and its size */
Test(cli, dump_writes_inputs_reference_and_manifest)
{
    char *out, *err;
    cr_assert_eq(kb(&out, &err, "dump p11 --preset tiny --dtype bf16 --seed 5eed --out d1"), 0, "%s", err);
    size_t len;
    char *text = slurp("d1", "manifest.json", &len);
    json_error_t je;
    json_t *m = json_loads(text, 0, &je);
    cr_assert(json_is_object(m), "manifest is not JSON: %s", je.text);
    cr_expect_str_eq(json_string_value(json_object_get(m, "seed")), "0000000000005eed");
    cr_expect(json_number_value(json_object_get(json_object_get(m, "tolerance"), "rtol")) > 0);
    json_t *spec = json_object_get(m, "spec");
    json_t *ins = json_object_get(m, "inputs"), *outs = json_object_get(m, "outputs");
    cr_assert_eq(json_array_size(ins), json_array_size(json_object_get(spec, "inputs")));
    cr_assert_eq(json_array_size(outs), json_array_size(json_object_get(spec, "outputs")));
    size_t i;
    json_t *e;
    json_array_foreach (ins, i, e) {
        const char *dt = json_string_value(json_object_get(e, "dtype"));
        long numel = 1;
        size_t d;
        json_t *v;
        json_array_foreach (json_object_get(e, "dims"), d, v) numel *= (long)json_integer_value(v);
        long want = numel * (!strcmp(dt, "bf16") ? 2 : 4);
        cr_expect_eq(json_integer_value(json_object_get(e, "bytes")), want);
        cr_expect_eq(file_size("d1", json_string_value(json_object_get(e, "file"))), want, "input %s",
                     json_string_value(json_object_get(e, "name")));
    }
    cr_expect_str_eq(json_string_value(json_object_get(json_array_get(ins, 2), "dtype")), "int32");
    json_array_foreach (outs, i, e) {
        long numel = 1;
        size_t d;
        json_t *v;
        json_array_foreach (json_object_get(e, "dims"), d, v) numel *= (long)json_integer_value(v);
        cr_expect_str_eq(json_string_value(json_object_get(e, "dtype")), "f32");
        cr_expect_str_eq(json_string_value(json_object_get(e, "storage_dtype")), "bf16");
        cr_expect_eq(json_integer_value(json_object_get(e, "bytes")), numel * 4);
        cr_expect_eq(file_size("d1", json_string_value(json_object_get(e, "file"))), numel * 4,
                     "reference output %s", json_string_value(json_object_get(e, "name")));
    }
    json_decref(m);
    free(text);

    /* the same seed draws the same inputs; another seed others */
    cr_assert_eq(kb(&out, &err, "dump p11 --preset tiny --dtype bf16 --seed 5eed --out d2"), 0, "%s", err);
    cr_assert_eq(kb(&out, &err, "dump p11 --preset tiny --dtype bf16 --seed 5eee --out d3"), 0, "%s", err);
    size_t l1, l2, l3;
    char *a = slurp("d1", "in_lhs.bin", &l1), *b = slurp("d2", "in_lhs.bin", &l2),
         *c = slurp("d3", "in_lhs.bin", &l3);
    cr_expect(l1 == l2 && !memcmp(a, b, l1), "same seed, same input");
    cr_expect(l1 == l3 && memcmp(a, c, l1), "another seed, another input");
    free(a), free(b), free(c);
    a = slurp("d1", "ref_out.f32", &l1), b = slurp("d2", "ref_out.f32", &l2);
    cr_expect(l1 == l2 && !memcmp(a, b, l1), "same seed, same reference");
    free(a), free(b);

    cr_expect_eq(kb(&out, &err, "dump p11 --preset tiny"), 2, "--out is required");
    cr_expect(strstr(err, "--out"), "%s", err);
}

Test(cli, unknown_workload_suggests_the_closest)
{
    char *out, *err;
    cr_expect_eq(kb(&out, &err, "show gemm"), 2);
    cr_expect(strstr(err, "unknown workload 'gemm'") && strstr(err, "p08_gemm"), "%s", err);
    cr_expect_eq(kb(&out, &err, "eval flash_atention x.c"), 2);
    cr_expect(strstr(err, "p01_flash_attention"), "%s", err);
}

/* One command line, its exit code, and a phrase its output must hold (stderr unless it exits
 * 0; NULL: none): the tests of what the CLI answers a line are rows of a table. */
typedef struct cli_case {
    const char *args;
    int rc;
    const char *needle;
} cli_case;

static void expect_cases(const cli_case *c, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        char *out, *err;
        int rc = kb(&out, &err, "%s", c[i].args);
        cr_expect_eq(rc, c[i].rc, "kbench %s: exit %d, not %d: %s", c[i].args, rc, c[i].rc, err);
        const char *said = c[i].rc ? err : out;
        if (c[i].needle)
            cr_expect(strstr(said, c[i].needle), "kbench %s: lacks '%s': %s", c[i].args, c[i].needle, said);
        free(out);
        free(err);
    }
}

Test(cli, usage_errors_exit_2)
{
    static const cli_case cases[] = {
        {"frobnicate", 2, "unknown command"},
        {"eval p08_gemm", 2, NULL},
        {"eval p08_gemm x.c --dtype fp8", 2, "--dtype"},
        {"eval p08_gemm x.c --preset huge", 2, "tiny"}, /* the message lists the presets */
        {"eval --help", 0, "usage: kbench eval"},
    };
    expect_cases(cases, KB_ARRAY_LEN(cases));
}

Test(cli, init_writes_a_candidate_that_is_ok_and_never_overwrites)
{
    char *out, *err;
    cr_assert_eq(kb(&out, &err, "init p12_rmsnorm mine.c"), 0, "%s", err);
    cr_expect_eq(kb(&out, &err, "init p12_rmsnorm mine.c"), 2);
    cr_expect(strstr(err, "never overwritten"), "%s", err);
    cr_expect_eq(kb(&out, &err, "eval p12_rmsnorm mine.c " FAST " --no-time"), 0, "%s%s", out, err);
}

Test(cli, eval_json_and_the_store)
{
    char *out, *err;
    int rc = kb(&out, &err, "eval p08_gemm %s/kernels/cpu/p08_gemm/naive.c --json " FAST, kb_test_root());
    cr_assert_eq(rc, 0, "%s%s", out, err);
    json_error_t je;
    json_t *o = json_loads(out, 0, &je);
    cr_assert(json_is_object(o), "%s: %s", je.text, out);
    const char *keys[] = {"workload", "candidate", "preset", "dtype",        "seed",   "verdict",
                          "detail",   "time_ms",   "gflops", "roofline_pct", "speedup"};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        cr_expect(json_object_get(o, keys[i]), "missing %s", keys[i]);
    cr_expect_str_eq(json_string_value(json_object_get(o, "verdict")), "ok");
    json_t *lib = json_object_get(json_object_get(o, "speedup"), "lib");
    cr_assert(lib, "speedup.lib missing");
    cr_expect(json_number_value(json_object_get(lib, "median")) > 0);
    cr_expect_eq(json_array_size(json_object_get(lib, "ci")), 2);
    json_decref(o);

    /* a broken candidate: exit 1, its own verdict, and the earlier row survives */
    rc = kb(&out, &err, "eval p08_gemm %s/tests/candidates/compile_error.c --json " FAST, kb_test_root());
    cr_expect_eq(rc, 1);
    o = json_loads(out, 0, &je);
    cr_expect_str_eq(json_string_value(json_object_get(o, "verdict")), "compile_error");
    json_decref(o);
    cr_assert_eq(kb(&out, &err, "history p08_gemm --json"), 0, "%s", err);
    json_t *h = json_loads(out, 0, &je);
    cr_assert(json_is_array(h), "%s", out);
    cr_expect_eq(json_array_size(h), 2);
    cr_expect_str_eq(json_string_value(json_object_get(json_array_get(h, 0), "verdict")), "compile_error");
    cr_expect_str_eq(json_string_value(json_object_get(json_array_get(h, 1), "verdict")), "ok");
    json_decref(h);
}

Test(cli, seed_replays)
{
    char *out, *err;
    kb(&out, &err, "eval p08_gemm %s/tests/candidates/wrong_one_element.c --seed 00000000000000ab " FAST,
       kb_test_root());
    cr_expect(strstr(out, "seed 00000000000000ab"), "%s", out);
    char *first = strdup(strstr(out, "worst"));
    kb(&out, &err, "eval p08_gemm %s/tests/candidates/wrong_one_element.c --seed ab " FAST, kb_test_root());
    cr_expect(strstr(out, first), "replay differs:\n%s\nvs\n%s", first, out);
    free(first);
}

Test(cli, missing_candidate_file)
{
    char *out, *err;
    cr_expect_eq(kb(&out, &err, "eval p08_gemm nowhere.c " FAST), 1);
    cr_expect(strstr(out, "cannot read candidate nowhere.c: No such file"), "%s", out);
}

Test(cli, unusable_store_is_a_clear_harness_error)
{
    char *out, *err;
    char path[512];
    snprintf(path, sizeof path, "%s/notadb.db", dir);
    FILE *f = fopen(path, "w");
    fputs("this is not an SQLite database, and must survive kbench\n", f);
    fclose(f);
    int rc =
        kb(&out, &err, "eval p08_gemm %s/kernels/cpu/p08_gemm/naive.c --db notadb.db " FAST, kb_test_root());
    cr_expect_eq(rc, 3);
    cr_expect(strstr(err, "notadb.db") && strstr(err, "not a kbench database"), "%s", err);
    f = fopen(path, "r");
    char buf[128] = "";
    cr_expect(fgets(buf, sizeof buf, f) && strstr(buf, "must survive"), "the file was changed");
    fclose(f);
    rc = kb(&out, &err, "history --db /nonexistent-dir/x.db");
    cr_expect_eq(rc, 3);
    cr_expect(strstr(err, "/nonexistent-dir/x.db"), "%s", err);
}

/* --suite: the default is JAXBench's 50; kb1 lists KernelBench level 1 under its own ids and
 * forms; kb2 lists the k-workloads it shares with JAXBench as aliases; a wrong name is a usage
 * error that lists the suites. */
static json_t *list_json(const char *args)
{
    char *out, *err, cmd[256];
    snprintf(cmd, sizeof cmd, "list --json %s", args);
    cr_assert_eq(kb(&out, &err, "%s", cmd), 0, "%s: %s", cmd, err);
    json_error_t je;
    json_t *a = json_loads(out, 0, &je);
    cr_assert(json_is_array(a), "%s: not a JSON array: %s", cmd, je.text);
    return a;
}

Test(cli, list_selects_a_suite)
{
    json_t *a = list_json("");
    cr_expect_eq(json_array_size(a), 50, "without --suite, JAXBench's 50");
    json_decref(a);
    a = list_json("--suite jaxbench");
    cr_expect_eq(json_array_size(a), 50);
    json_decref(a);

    a = list_json("--suite kb1 --preset tiny");
    size_t n, i;
    kb_suite_entries("kb1", &n);
    cr_expect_eq(json_array_size(a), n);
    cr_expect_geq(n, 13);
    json_t *o;
    bool relu = false;
    json_array_foreach (a, i, o) {
        const char *id = json_string_value(json_object_get(o, "id"));
        cr_expect(!strncmp(id, "kb1_", 4), "%s", id);
        cr_expect(json_number_value(json_object_get(o, "flops")) > 0, "%s", id);
        cr_expect_null(json_object_get(o, "alias_of"), "%s", id);
        if (!strcmp(id, "kb1_019_relu")) {
            relu = true;
            cr_expect_str_eq(json_string_value(json_object_get(o, "jaxbench")), "L1-19");
        }
    }
    cr_expect(relu);
    json_decref(a);

    a = list_json("--suite kb2");
    bool k18 = false;
    json_array_foreach (a, i, o) {
        const char *id = json_string_value(json_object_get(o, "id"));
        cr_expect(!strncmp(id, "kb2_", 4), "%s", id);
        if (!strcmp(id, "kb2_001_conv2d_relu_biasadd")) {
            k18 = true;
            cr_expect_str_eq(json_string_value(json_object_get(o, "jaxbench")), "L2-1");
            cr_expect_str_eq(json_string_value(json_object_get(o, "alias_of")), "k18_conv2d_relu_biasadd");
        }
    }
    cr_expect(k18);
    json_decref(a);

    char *out, *err;
    cr_expect_eq(kb(&out, &err, "list --suite kb3"), 2);
    cr_expect(strstr(err, "--suite takes one of jaxbench, kb1, kb2, not 'kb3'"), "%s", err);
    cr_expect_eq(kb(&out, &err, "list --suite kb1 --markdown"), 0, "%s", err);
    cr_expect(strstr(out, "## kb1_019_relu") && strstr(out, "KernelBench `L1-19`") &&
                  strstr(out, "Changes from KernelBench"),
              "%s", out);
    cr_expect(!strstr(out, "## p08_gemm"), "the kb1 page holds kb1 only");
    /* kb2's page: its own problems in full, its aliases as links to the k-workloads */
    cr_expect_eq(kb(&out, &err, "list --suite kb2 --markdown"), 0, "%s", err);
    cr_expect(strstr(out, "## kb2_063_gemm_relu_divide") && strstr(out, "KernelBench `L2-63`") &&
                  strstr(out, "alias of [k18_conv2d_relu_biasadd]"),
              "%s", out);
    cr_expect(!strstr(out, "## k18_conv2d_relu_biasadd"), "an alias is the k-workload's entry");
}

/* Every command that takes an id takes the KernelBench form; unknown ones say so. */
Test(cli, kernelbench_forms_are_ids)
{
    static const cli_case cases[] = {
        {"show L1-19", 0, "kb1_019_relu (KernelBench L1-19)"},
        {"show L2-1", 0, "k18_conv2d_relu_biasadd (JAXBench 18k"}, /* an alias shows its k-workload */
        {"show L1-999", 2, "unknown workload 'L1-999'"},
        {"init L1-20 relu.c", 0, NULL},
        {"eval L1-20 relu.c --preset tiny --no-time --no-xla", 0, NULL},
        {"run p08 --suite kb1", 2, "not both"},
        {"run --suite nope", 2, "not 'nope' (unknown suite)"},
        {"agent --strategy best-of-n --model openai:m --suite nope", 2, "not 'nope' (unknown suite)"},
        {"agent --strategy best-of-n --model openai:m --suite kb1 p08", 2, "either workload ids or --suite"},
    };
    expect_cases(cases, KB_ARRAY_LEN(cases));
}

/* run --suite kb1: the suite's workloads that have candidates in --kernels, each verified. */
Test(cli, run_takes_a_suite)
{
    char *out, *err, cmd[2048];
    snprintf(cmd, sizeof cmd,
             "cd %s && mkdir -p ks/kb1_019_relu ks/kb1_026_gelu && cp "
             "%s/kernels/cpu/kb1_019_relu/naive.c ks/kb1_019_relu/ && cp "
             "%s/kernels/cpu/kb1_026_gelu/naive.c ks/kb1_026_gelu/",
             dir, kb_test_root(), kb_test_root());
    cr_assert_eq(system(cmd), 0);
    int rc = kb(&out, &err, "run --suite kb1 --kernels ks --json --preset tiny --no-time --no-xla");
    cr_assert_eq(rc, 0, "exit %d; stderr: %s", rc, err);
    json_error_t je;
    json_t *a = json_loads(out, 0, &je);
    cr_assert(json_is_array(a), "%s", out);
    cr_expect_eq(json_array_size(a), 2);
    size_t i;
    json_t *o;
    json_array_foreach (a, i, o) {
        const char *w = json_string_value(json_object_get(o, "workload"));
        cr_expect(!strcmp(w, "kb1_019_relu") || !strcmp(w, "kb1_026_gelu"), "%s", w);
        cr_expect_str_eq(json_string_value(json_object_get(o, "verdict")), "ok");
    }
    json_decref(a);
    cr_expect(strstr(err, "no candidates in ks/kb1_020_leaky_relu"), "the others are named: %s", err);
}

Test(cli, run_prints_one_row_per_shipped_candidate)
{
    char *out, *err, cmd[2048];
    /* a kernels directory of its own: the shipped one grows (expert.c) */
    snprintf(cmd, sizeof cmd,
             "cd %s && mkdir -p k/p08_gemm k/p12_rmsnorm && cp %s/kernels/cpu/p08_gemm/naive.c "
             "k/p08_gemm/ && cp %s/kernels/cpu/p12_rmsnorm/naive.c k/p12_rmsnorm/",
             dir, kb_test_root(), kb_test_root());
    cr_assert_eq(system(cmd), 0);
    int rc = kb(&out, &err, "run p08_gemm p12_rmsnorm --kernels k --json " FAST);
    cr_assert_eq(rc, 0, "exit %d; stderr: %s", rc, err);
    json_error_t je;
    json_t *a = json_loads(out, 0, &je);
    cr_assert(json_is_array(a), "%s", out);
    cr_expect_eq(json_array_size(a), 2);
    size_t i;
    json_t *o;
    json_array_foreach (a, i, o) {
        cr_expect_str_eq(json_string_value(json_object_get(o, "verdict")), "ok");
        cr_expect(json_object_get(json_object_get(o, "speedup"), "lib"));
    }
    json_decref(a);
}

/* ---- the command table: each usage names exactly the options its command's parser takes -------- */

/* The table as kbench is built from it (the handlers are left out: this test runs the binary). */
static const struct {
    const char *name, *options, *usage;
} table[] = {
#define KB_COMMAND(name, fn, summary, options, usage) {#name, options, usage},
#include "cli/commands.def"
#undef KB_COMMAND
};
#define N_TABLE (sizeof table / sizeof table[0])

typedef struct {
    int n;
    char name[96][32];
} names;

static bool has(const names *s, const char *name)
{
    for (int i = 0; i < s->n; i++)
        if (!strcmp(s->name[i], name)) return true;
    return false;
}

static void add(names *s, const char *name, size_t len)
{
    cr_assert(len > 0 && len < sizeof s->name[0] && s->n < (int)(sizeof s->name / sizeof s->name[0]));
    char w[32];
    memcpy(w, name, len);
    w[len] = 0;
    if (!has(s, w)) strcpy(s->name[s->n++], w);
}

/* The table's option list, split at spaces (a doubled or trailing space is an error). */
static names listed_options(const char *list)
{
    names s = {0};
    for (const char *p = list; *p;) {
        size_t len = strcspn(p, " ");
        cr_assert(len > 0, "an empty word in the option list '%s'", list);
        add(&s, p, len);
        p += len;
        if (*p) cr_assert(*++p, "a trailing space in '%s'", list);
    }
    return s;
}

/* Every --word a usage text names (--help aside: every command takes it). */
static names usage_options(const char *usage)
{
    names s = {0};
    for (const char *p = usage; (p = strstr(p, "--")); p += 2) {
        if (p > usage && (p[-1] == '-' || (p[-1] >= 'a' && p[-1] <= 'z'))) continue;
        size_t len = strspn(p + 2, "abcdefghijklmnopqrstuvwxyz0123456789-");
        if (len && !(len == 4 && !strncmp(p + 2, "help", 4))) add(&s, p + 2, len);
    }
    return s;
}

/* How the usage invokes the command: the plain words after "usage: kbench" ("context build"). */
static void invocation(const char *usage, char *out, size_t cap)
{
    const char *p = strstr(usage, "usage: kbench ");
    cr_assert(p == usage, "a usage text starts with 'usage: kbench ': %.60s", usage);
    p += strlen("usage: kbench ");
    out[0] = 0;
    for (;;) {
        size_t len = strspn(p, "abcdefghijklmnopqrstuvwxyz");
        if (!len || (p[len] != ' ' && p[len] != '\n')) break;
        snprintf(out + strlen(out), cap - strlen(out), "%s%.*s", out[0] ? " " : "", (int)len, p);
        p += len + 1;
    }
}

/* No usage names a target (a new target would leave it stale): each is filled in from the
 * registry, and every command that takes --target lists every registered target, with the
 * line its entry gives. */
Test(cli, usage_lists_the_targets_from_the_registry)
{
    for (size_t i = 0; i < N_TABLE; i++) {
        for (size_t t = 0; t < kb_target_count(); t++) {
            const char *name = kb_target_at(t)->name;
            char pat[3][64];
            snprintf(pat[0], sizeof pat[0], "--target %s", name);
            snprintf(pat[1], sizeof pat[1], "%s|", name);
            snprintf(pat[2], sizeof pat[2], "|%s", name);
            for (int k = 0; k < 3; k++)
                cr_expect(!strstr(table[i].usage, pat[k]),
                          "commands.def writes out target %s in "
                          "kbench %s's usage ('%s'): use {targets} or {target-lines}",
                          name, table[i].name, pat[k]);
        }
        if (!strstr(table[i].options, "target")) continue;
        char *text = kb_target_usage_text(table[i].usage);
        cr_expect(!strchr(text, '{'), "kbench %s: a placeholder left in its usage:\n%s", table[i].name, text);
        for (size_t t = 0; t < kb_target_count(); t++) {
            const kb_target *tg = kb_target_at(t);
            char line[256];
            snprintf(line, sizeof line, "%s: %s", tg->name, tg->words.usage);
            cr_expect(strstr(text, line), "kbench %s --help lacks '%s':\n%s", table[i].name, line, text);
        }
        char synopsis[256], *p = synopsis;
        p += snprintf(synopsis, sizeof synopsis, "[--target ");
        for (size_t t = 0; t < kb_target_count(); t++)
            p += snprintf(p, sizeof synopsis - (size_t)(p - synopsis), "%s%s", t ? "|" : "",
                          kb_target_at(t)->name);
        if (strcmp(table[i].name, "agent")) /* agent's synopsis says [options] */
            cr_expect(strstr(text, synopsis), "kbench %s --help lacks '%s':\n%s", table[i].name, synopsis,
                      text);
        free(text);
    }
}

Test(cli, every_usage_names_exactly_the_options_its_command_takes)
{
    for (size_t i = 0; i < N_TABLE; i++) {
        names want = listed_options(table[i].options), got = usage_options(table[i].usage);
        for (int k = 0; k < want.n; k++)
            cr_expect(has(&got, want.name[k]), "kbench %s takes --%s, its usage does not say so",
                      table[i].name, want.name[k]);
        for (int k = 0; k < got.n; k++)
            cr_expect(has(&want, got.name[k]), "the usage of kbench %s names --%s, which it does not take",
                      table[i].name, got.name[k]);
        char *out, *err, *text = kb_target_usage_text(table[i].usage);
        cr_expect_eq(kb(&out, &err, "%s --help", table[i].name), 0, "%s", err);
        cr_expect_str_eq(out, text, "kbench %s --help prints its table entry's usage", table[i].name);
        free(out), free(err);
        cr_expect_eq(kb(&out, &err, "help %s", table[i].name), 0, "%s", err);
        cr_expect_str_eq(out, text);
        free(out), free(err), free(text);
    }
    char *out, *err;
    cr_expect_eq(kb(&out, &err, "help"), 0, "%s", err);
    for (size_t i = 0; i < N_TABLE; i++) {
        char line[64];
        snprintf(line, sizeof line, "\n  %-8s ", table[i].name);
        cr_expect(strstr(out, line), "kbench help does not list %s:\n%s", table[i].name, out);
    }
    free(out), free(err);
}

/* Each command is tried with every option any command takes, then --help (so nothing runs): the
 * options its usage names get past the parser (at most their value is refused, by name), every
 * other one is refused with a message that names it. */
Test(cli, every_command_takes_the_options_its_usage_names_and_refuses_others, .timeout = 600)
{
    names all = {0};
    for (size_t i = 0; i < N_TABLE; i++) {
        names n = usage_options(table[i].usage);
        for (int k = 0; k < n.n; k++) add(&all, n.name[k], strlen(n.name[k]));
    }
    add(&all, "no-such-option", strlen("no-such-option"));
    for (size_t i = 0; i < N_TABLE; i++) {
        names mine = usage_options(table[i].usage);
        char cmd[64];
        invocation(table[i].usage, cmd, sizeof cmd);
        for (int k = 0; k < all.n; k++) {
            const char *o = all.name[k];
            char *out, *err, flag[40];
            snprintf(flag, sizeof flag, "--%s", o);
            int rc = kb(&out, &err, "%s %s x --help", cmd, flag);
            if (has(&mine, o)) {
                cr_expect(!strstr(err, "does not apply") && !strstr(err, "unknown option"),
                          "kbench %s refuses %s, which its usage names: %s", cmd, flag, err);
                cr_expect(rc == 0 || (rc == 2 && strstr(err, flag)), "kbench %s %s x --help: exit %d: %s",
                          cmd, flag, rc, err);
            } else {
                char why[80];
                if (strcmp(o, "no-such-option"))
                    snprintf(why, sizeof why, "%s does not apply here", flag);
                else
                    snprintf(why, sizeof why, "unknown option '%s'", flag);
                cr_expect_eq(rc, 2, "kbench %s takes %s, which its usage does not name", cmd, flag);
                cr_expect(strstr(err, why), "kbench %s %s: the message does not say '%s': %s", cmd, flag, why,
                          err);
            }
            free(out), free(err);
        }
    }
}

/* Lying to the reader (docs/integrity.md, class 6): a crash that prints escape sequences and bytes
 * that are not UTF-8, from a file whose name is not UTF-8 either. The terminal sees the escapes
 * as text, the store keeps valid UTF-8, and `history --json` keeps every row. */
Test(cli, history_json_keeps_every_row)
{
    char cand[600], *out = NULL, *err = NULL;
    snprintf(cand, sizeof cand, "%s/bad\xff-name.c", dir);
    char src[512];
    snprintf(src, sizeof src, "%s/tests/candidates/cheats/escape_output.c", kb_test_root());
    char *text = kb_read_file(src, NULL);
    cr_assert(text && kb_write_file(cand, text, strlen(text)) == 0);
    free(text);
    int rc = kb(&out, &err, "eval p08 '%s' " FAST " --no-xla", cand);
    cr_expect_eq(rc, 1, "%s%s", out, err);
    cr_expect(strstr(out, "\\e[2J") && !strchr(out, '\033'), "the escapes reached the terminal raw: %s", out);
    free(out), free(err);
    rc = kb(&out, &err, "eval p08 %s/kernels/cpu/p08_gemm/naive.c " FAST " --no-xla", kb_test_root());
    free(out), free(err);
    cr_assert_eq(kb(&out, &err, "history --json"), 0, "%s", err);
    json_error_t je;
    json_t *rows = json_loads(out, 0, &je);
    cr_assert(rows && json_is_array(rows), "history --json is not JSON: %s: %s", je.text, out);
    cr_expect_eq(json_array_size(rows), 2, "a row went missing: %s", out);
    json_t *bad = json_array_get(rows, 1);
    const char *path = json_string_value(json_object_get(bad, "candidate"));
    cr_expect(path && strstr(path, "bad\xef\xbf\xbd-name.c"), "the path is not U+FFFD-mended: %s", out);
    json_decref(rows);
    free(out), free(err);
    cr_expect_eq(kb_test_query(dir, "SELECT count(*) FROM evaluations WHERE detail LIKE '%\\e[2J%'"), 1);
}
