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

#include "suite/workload.h"
#include "support/scratch.h"

static char dir[256];


/* Run `kbench <args>` in the scratch dir; stdout and stderr captured. Returns the exit code. */
static int kb(char **out, char **err, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int kb(char **out, char **err, const char *fmt, ...)
{
    char args[2048], cmd[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(args, sizeof args, fmt, ap);
    va_end(ap);
    const char *bin = getenv("KBENCH_BIN");
    snprintf(cmd, sizeof cmd, "cd %s && %s %s > out.txt 2> err.txt", dir, bin ? bin : "build/kbench", args);
    int st = system(cmd);
    char path[512];
    size_t n;
    FILE *f;
    snprintf(path, sizeof path, "%s/out.txt", dir);
    f = fopen(path, "r");
    *out = calloc(1, 1 << 20);
    n = f ? fread(*out, 1, (1 << 20) - 1, f) : 0;
    (void)n;
    if (f) fclose(f);
    snprintf(path, sizeof path, "%s/err.txt", dir);
    f = fopen(path, "r");
    *err = calloc(1, 1 << 20);
    n = f ? fread(*err, 1, (1 << 20) - 1, f) : 0;
    if (f) fclose(f);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* Every test gets its own directory with a store that already holds this machine's peaks. */
static void setup(void) { kb_test_scratch(dir, sizeof dir, "kbench-cli-"); }
static void teardown(void) { kb_test_scratch_remove(dir); }

TestSuite(cli, .init = setup, .fini = teardown, .timeout = 180);

#define FAST "--preset tiny --max-time 0.3 --min-time 0.05 --flush-mb 1 --quiet"

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
    json_array_foreach(a, i, o) {
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
    cr_expect_str_eq(json_string_value(json_object_get(json_array_get(json_object_get(j, "outputs"), 0), "dtype")), "f32");
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
    char path[1024];
    snprintf(path, sizeof path, "%s/%s/%s", dir, sub, name);
    FILE *f = fopen(path, "rb");
    cr_assert(f, "cannot open %s", path);
    fseek(f, 0, SEEK_END);
    *len = (size_t)ftell(f);
    fseek(f, 0, SEEK_SET);
    char *b = malloc(*len + 1);
    cr_assert_eq(fread(b, 1, *len, f), *len);
    b[*len] = 0;   /* callers parse it as text */
    fclose(f);
    return b;
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
    json_array_foreach(ins, i, e) {
        const char *dt = json_string_value(json_object_get(e, "dtype"));
        long numel = 1;
        size_t d;
        json_t *v;
        json_array_foreach(json_object_get(e, "dims"), d, v) numel *= (long)json_integer_value(v);
        long want = numel * (!strcmp(dt, "bf16") ? 2 : 4);
        cr_expect_eq(json_integer_value(json_object_get(e, "bytes")), want);
        cr_expect_eq(file_size("d1", json_string_value(json_object_get(e, "file"))), want,
                     "input %s", json_string_value(json_object_get(e, "name")));
    }
    cr_expect_str_eq(json_string_value(json_object_get(json_array_get(ins, 2), "dtype")), "int32");
    json_array_foreach(outs, i, e) {
        long numel = 1;
        size_t d;
        json_t *v;
        json_array_foreach(json_object_get(e, "dims"), d, v) numel *= (long)json_integer_value(v);
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
    char *a = slurp("d1", "in_lhs.bin", &l1), *b = slurp("d2", "in_lhs.bin", &l2), *c = slurp("d3", "in_lhs.bin", &l3);
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

Test(cli, usage_errors_exit_2)
{
    char *out, *err;
    cr_expect_eq(kb(&out, &err, "frobnicate"), 2);
    cr_expect(strstr(err, "unknown command"), "%s", err);
    cr_expect_eq(kb(&out, &err, "eval p08_gemm"), 2);
    cr_expect_eq(kb(&out, &err, "eval p08_gemm x.c --dtype fp8"), 2);
    cr_expect(strstr(err, "--dtype"), "%s", err);
    cr_expect_eq(kb(&out, &err, "eval p08_gemm x.c --preset huge"), 2);
    cr_expect(strstr(err, "tiny"), "the message lists the presets: %s", err);
    cr_expect_eq(kb(&out, &err, "eval --help"), 0);
    cr_expect(strstr(out, "usage: kbench eval"), "%s", out);
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
    const char *keys[] = {"workload", "candidate", "preset", "dtype", "seed", "verdict", "detail",
                          "time_ms", "gflops", "roofline_pct", "speedup"};
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
    kb(&out, &err, "eval p08_gemm %s/tests/candidates/wrong_one_element.c --seed 00000000000000ab " FAST, kb_test_root());
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
    int rc = kb(&out, &err, "eval p08_gemm %s/kernels/cpu/p08_gemm/naive.c --db notadb.db " FAST, kb_test_root());
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
    json_array_foreach(a, i, o) {
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
    json_array_foreach(a, i, o) {
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
    cr_expect(strstr(err, "unknown suite 'kb3'") && strstr(err, "jaxbench, kb1, kb2"), "%s", err);
    cr_expect_eq(kb(&out, &err, "list --suite kb1 --markdown"), 0, "%s", err);
    cr_expect(strstr(out, "## kb1_019_relu") && strstr(out, "KernelBench `L1-19`") &&
              strstr(out, "Changes from KernelBench"), "%s", out);
    cr_expect(!strstr(out, "## p08_gemm"), "the kb1 page holds kb1 only");
}

/* Every command that takes an id takes the KernelBench form; unknown ones say so. */
Test(cli, kernelbench_forms_are_ids)
{
    char *out, *err;
    cr_expect_eq(kb(&out, &err, "show L1-19"), 0, "%s", err);
    cr_expect(strstr(out, "kb1_019_relu (KernelBench L1-19)"), "%s", out);
    cr_expect_eq(kb(&out, &err, "show L2-1"), 0, "%s", err);
    cr_expect(strstr(out, "k18_conv2d_relu_biasadd (JAXBench 18k"), "an alias shows its k-workload: %s", out);
    cr_expect_eq(kb(&out, &err, "show L1-999"), 2);
    cr_expect(strstr(err, "unknown workload 'L1-999'"), "%s", err);
    cr_expect_eq(kb(&out, &err, "init L1-20 relu.c"), 0, "%s", err);
    cr_expect_eq(kb(&out, &err, "eval L1-20 relu.c --preset tiny --no-time --no-xla"), 0,
                 "%s", err);
    cr_expect_eq(kb(&out, &err, "run p08 --suite kb1"), 2);
    cr_expect(strstr(err, "not both"), "%s", err);
    cr_expect_eq(kb(&out, &err, "run --suite nope"), 2);
    cr_expect(strstr(err, "unknown suite 'nope'"), "%s", err);
    cr_expect_eq(kb(&out, &err, "agent --strategy best-of-n --model openai:m --suite nope"), 2);
    cr_expect(strstr(err, "unknown suite 'nope'"), "%s", err);
    cr_expect_eq(kb(&out, &err, "agent --strategy best-of-n --model openai:m --suite kb1 p08"), 2);
    cr_expect(strstr(err, "either workload ids or --suite"), "%s", err);
}

/* run --suite kb1: the suite's workloads that have candidates in --kernels, each verified. */
Test(cli, run_takes_a_suite)
{
    char *out, *err, cmd[2048];
    snprintf(cmd, sizeof cmd, "cd %s && mkdir -p ks/kb1_019_relu ks/kb1_026_gelu && cp "
             "%s/kernels/cpu/kb1_019_relu/naive.c ks/kb1_019_relu/ && cp "
             "%s/kernels/cpu/kb1_026_gelu/naive.c ks/kb1_026_gelu/", dir, kb_test_root(), kb_test_root());
    cr_assert_eq(system(cmd), 0);
    int rc = kb(&out, &err, "run --suite kb1 --kernels ks --json --preset tiny --no-time --no-xla");
    cr_assert_eq(rc, 0, "exit %d; stderr: %s", rc, err);
    json_error_t je;
    json_t *a = json_loads(out, 0, &je);
    cr_assert(json_is_array(a), "%s", out);
    cr_expect_eq(json_array_size(a), 2);
    size_t i;
    json_t *o;
    json_array_foreach(a, i, o) {
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
    snprintf(cmd, sizeof cmd, "cd %s && mkdir -p k/p08_gemm k/p12_rmsnorm && cp %s/kernels/cpu/p08_gemm/naive.c "
             "k/p08_gemm/ && cp %s/kernels/cpu/p12_rmsnorm/naive.c k/p12_rmsnorm/", dir, kb_test_root(),
             kb_test_root());
    cr_assert_eq(system(cmd), 0);
    int rc = kb(&out, &err, "run p08_gemm p12_rmsnorm --kernels k --json " FAST);
    cr_assert_eq(rc, 0, "exit %d; stderr: %s", rc, err);
    json_error_t je;
    json_t *a = json_loads(out, 0, &je);
    cr_assert(json_is_array(a), "%s", out);
    cr_expect_eq(json_array_size(a), 2);
    size_t i;
    json_t *o;
    json_array_foreach(a, i, o) {
        cr_expect_str_eq(json_string_value(json_object_get(o, "verdict")), "ok");
        cr_expect(json_object_get(json_object_get(o, "speedup"), "lib"));
    }
    json_decref(a);
}
