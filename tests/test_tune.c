/* test_tune.c: tunable parameters. KB_TUNE declarations parsed from source text (comments,
 * strings and directives skipped, malformed ones named by line), the grid and random samples,
 * the compile flags the harness adds, and a real `kbench tune` at preset tiny that must pick the
 * fast configuration of a candidate whose parameter makes it clearly slow or fast, store every
 * configuration with its flags, and re-measure the winner on a seed it was not chosen on. */
#include <criterion/criterion.h>
#include <jansson.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "targets/cpu/compile.h"
#include "harness/tune.h"
#include "support/scratch.h"

static const char two_params[] = "/* KB_TUNE(IN_COMMENT, 1, 2) is not a declaration */\n"
                                 "#include \"kbench.h\"\n"
                                 "#define KB_TUNE_LOOKALIKE(x) KB_TUNE(x, 1)\n"
                                 "static const char *s = \"KB_TUNE(IN_STRING, 1, 2)\";\n"
                                 "KB_TUNE(MB, 64, 32, 64, 128);\n"
                                 "// KB_TUNE(IN_LINE_COMMENT, 3)\n"
                                 "  KB_TUNE ( UNROLL ,\n"
                                 "           -1, -1, 2 ) ;\n"
                                 "int MY_KB_TUNE(int x);\n";

Test(tune, parse_declarations)
{
    kb_tune_space s;
    char err[300];
    cr_assert_eq(kb_tune_parse(two_params, &s, err, sizeof err), 0, "%s", err);
    cr_assert_eq(s.n, 2);
    cr_assert_str_eq(s.p[0].name, "MB");
    cr_assert_eq(s.p[0].def, 64);
    cr_assert_eq(s.p[0].n, 3);
    cr_assert(s.p[0].v[0] == 32 && s.p[0].v[1] == 64 && s.p[0].v[2] == 128);
    cr_assert_str_eq(s.p[1].name, "UNROLL");
    cr_assert_eq(s.p[1].def, -1);
    cr_assert(s.p[1].n == 2 && s.p[1].v[0] == -1 && s.p[1].v[1] == 2);

    cr_assert_eq(kb_tune_parse("int x;\n", &s, err, sizeof err), 0);
    cr_assert_eq(s.n, 0);
    cr_assert_eq(kb_tune_parse("KB_TUNE(FIXED, 7);\n", &s, err, sizeof err), 0);
    cr_assert(s.n == 1 && s.p[0].n == 1 && s.p[0].v[0] == 7, "a lone default is the only value");
}

Test(tune, malformed_declarations_name_the_line)
{
    static const struct {
        const char *src, *needle;
    } bad[] = {
        {"int a;\n\nKB_TUNE(X);\n", "line 3"},
        {"KB_TUNE(X, 1.5, 2);\n", "decimal integers"},
        {"KB_TUNE(X, 0x10);\n", "decimal integers"},
        {"KB_TUNE(X, 1, 2);\nKB_TUNE(X, 3);\n", "declared twice"},
        {"KB_TUNE(X, 1, 2, 2);\n", "twice"},
        {"KB_TUNE(1, 2);\n", "parameter name"},
        {"KB_TUNE X;\n", "followed by"},
        {"KB_TUNE(X, 1 2);\n", "expected ','"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        kb_tune_space s;
        char err[300];
        cr_assert_eq(kb_tune_parse(bad[i].src, &s, err, sizeof err), -1, "accepted: %s", bad[i].src);
        cr_assert(strstr(err, bad[i].needle), "'%s' -> '%s', want '%s'", bad[i].src, err, bad[i].needle);
    }
}

Test(tune, grid_enumerates_every_configuration_once)
{
    kb_tune_space s;
    char err[300];
    cr_assert_eq(kb_tune_parse("KB_TUNE(A, 2, 1, 2);\nKB_TUNE(B, 30, 10, 20, 30);\n"
                               "KB_TUNE(C, 5, 5);\n",
                               &s, err, sizeof err),
                 0, "%s", err);
    size_t n = kb_tune_grid_size(&s);
    cr_assert_eq(n, 6);
    bool seen[2][3] = {{0}};
    for (size_t i = 0; i < n; i++) {
        int ch[KB_TUNE_MAX_PARAMS];
        kb_tune_config(&s, i, ch);
        cr_assert(ch[0] >= 0 && ch[0] < 2 && ch[1] >= 0 && ch[1] < 3 && ch[2] == 0);
        cr_assert(!seen[ch[0]][ch[1]], "configuration %zu repeats", i);
        seen[ch[0]][ch[1]] = true;
        if (i == 0) cr_assert(ch[0] == 0 && ch[1] == 0);
        if (i == 1) cr_assert(ch[0] == 0 && ch[1] == 1, "the last parameter varies fastest");
    }
    cr_assert_eq(kb_tune_default_index(&s), 5); /* A=2 (index 1), B=30 (index 2) */
    int ch[KB_TUNE_MAX_PARAMS];
    char flags[256];
    kb_tune_config(&s, 1, ch);
    kb_tune_flags(&s, ch, flags, sizeof flags);
    cr_assert_str_eq(flags, "-DKB_TUNE_A=1 -DKB_TUNE_B=20 -DKB_TUNE_C=5");
    kb_tune_flags(&s, NULL, flags, sizeof flags);
    cr_assert_str_eq(flags, "-DKB_TUNE_A=2 -DKB_TUNE_B=30 -DKB_TUNE_C=5");

    /* a default outside its values: no default configuration on the grid */
    cr_assert_eq(kb_tune_parse("KB_TUNE(A, 3, 1, 2);\n", &s, err, sizeof err), 0);
    cr_assert_eq(kb_tune_default_index(&s), SIZE_MAX);
}

Test(tune, random_sample_is_distinct_and_starts_at_the_default)
{
    kb_tune_space s;
    char err[300];
    cr_assert_eq(kb_tune_parse("KB_TUNE(A, 4, 1, 2, 3, 4, 5, 6, 7, 8);\n"
                               "KB_TUNE(B, 1, 1, 2, 3, 4);\n",
                               &s, err, sizeof err),
                 0, "%s", err);
    size_t grid = kb_tune_grid_size(&s), out[32], again[32];
    cr_assert_eq(grid, 32);
    size_t n = kb_tune_sample(&s, 10, 42, out);
    cr_assert_eq(n, 10);
    cr_assert_eq(out[0], kb_tune_default_index(&s));
    for (size_t i = 0; i < n; i++) {
        cr_assert_lt(out[i], grid);
        for (size_t j = 0; j < i; j++) cr_assert_neq(out[i], out[j]);
    }
    cr_assert_eq(kb_tune_sample(&s, 10, 42, again), 10);
    cr_assert_arr_eq(out, again, sizeof(size_t) * 10, "the same seed draws the same sample");
    cr_assert_eq(kb_tune_sample(&s, 100, 42, out), 32, "asking for more than the grid gives all of it");
    for (size_t i = 0; i < 32; i++) cr_assert_eq(out[i], i);
}

Test(tune, compile_flags_fill_defaults_and_reject_strangers)
{
    kb_tune_space s;
    char err[300], buf[256];
    cr_assert_eq(kb_tune_parse(two_params, &s, err, sizeof err), 0);
    cr_assert_eq(kb_tune_compile_flags(&s, NULL, buf, sizeof buf, err, sizeof err), 0);
    cr_assert_str_eq(buf, "-DKB_TUNE_MB=64 -DKB_TUNE_UNROLL=-1");
    cr_assert_eq(kb_tune_compile_flags(&s, "-DKB_TUNE_UNROLL=2", buf, sizeof buf, err, sizeof err), 0);
    cr_assert_str_eq(buf, "-DKB_TUNE_MB=64 -DKB_TUNE_UNROLL=2");
    cr_assert_eq(kb_tune_compile_flags(&s, "-DKB_TUNE_NOPE=2", buf, sizeof buf, err, sizeof err), -1);
    cr_assert(strstr(err, "KB_TUNE_NOPE"), "%s", err);
    cr_assert_eq(kb_tune_compile_flags(&s, "-fplugin=evil.so", buf, sizeof buf, err, sizeof err), -1);
    cr_assert_eq(kb_tune_compile_flags(&s, "-DKB_TUNE_MB=abc", buf, sizeof buf, err, sizeof err), -1);
    cr_assert_eq(kb_tune_compile_flags(&s, "-DKB_TUNE_M=1", buf, sizeof buf, err, sizeof err), -1,
                 "a prefix of a declared name is not that name");
}

/* ---- through the compiler and the CLI ---------------------------------------------------- */

static char dir[256];

static void setup(void)
{
    kb_quiet = true;
    snprintf(dir, sizeof dir, "/tmp/kbench-tune-XXXXXX");
    cr_assert(mkdtemp(dir));
    char env[300];
    snprintf(env, sizeof env, "%s/cache", dir);
    setenv("KBENCH_CACHE", env, 1);
    /* a store with this machine's peaks: measured now, they would be refused on a busy machine */
    char db[300];
    snprintf(db, sizeof db, "%s/kbench.db", dir);
    kb_test_store(db);
}

static void teardown(void)
{
    char cmd[512];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    if (system(cmd)) {
    }
}

/* p08_gemm at any preset: REPS passes over the product, each complete, so REPS = 20 is about
 * 20 times slower than REPS = 1 and both are correct. The default is the slow one. */
static const char slow_or_fast[] =
    "#include <stdlib.h>\n"
    "#include \"kbench.h\"\n"
    "KB_TUNE(REPS, 20, 20, 1);\n"
    "#if KB_TUNE_REPS < 1\n#error \"the macro is visible to the preprocessor too\"\n#endif\n"
    "_Static_assert(REPS == KB_TUNE_REPS, \"the enum constant and the macro agree\");\n"
    "void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)\n"
    "{\n"
    "    float *acc = malloc(sizeof(float) * KB_N);\n"
    "    for (int rep = 0; rep < REPS; rep++)\n"
    "        for (int i = 0; i < KB_M; i++) {\n"
    "            for (int j = 0; j < KB_N; j++) acc[j] = 0.0f;\n"
    "            for (int k = 0; k < KB_K; k++) {\n"
    "                float av = kb_ld(a[(size_t)i * KB_K + k]);\n"
    "                for (int j = 0; j < KB_N; j++) acc[j] += av * kb_ld(b[(size_t)k * KB_N + j]);\n"
    "            }\n"
    "            for (int j = 0; j < KB_N; j++) c[(size_t)i * KB_N + j] = kb_st(acc[j]);\n"
    "        }\n"
    "    free(acc);\n"
    "}\n";

static char *write_candidate(const char *name, const char *text)
{
    char *path = malloc(512);
    snprintf(path, 512, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    cr_assert(f);
    fputs(text, f);
    fclose(f);
    return path;
}

Test(tune, compile_records_defaults_and_overrides, .init = setup, .fini = teardown, .timeout = 120)
{
    char *path = write_candidate("tuned.c", slow_or_fast);
    kb_problem p;
    kb_err err;
    cr_assert_eq(kb_problem_init(&p, kb_suite_find("p08_gemm"), "tiny", KB_DTYPE_BF16, 1, &err), 0);
    kb_compiled c;
    char detail[1024];
    cr_assert_eq(kb_compile(&p, path, &c, detail, sizeof detail), KB_VERDICT_OK, "%s", detail);
    cr_assert(strstr(c.flags, " -DKB_TUNE_REPS=20"), "%s", c.flags);
    char so_default[1024];
    snprintf(so_default, sizeof so_default, "%s", c.so_path);
    kb_compiled_free(&c);
    cr_assert_eq(kb_compile_flags(&p, path, "-DKB_TUNE_REPS=1", &c, detail, sizeof detail), KB_VERDICT_OK,
                 "%s", detail);
    cr_assert(strstr(c.flags, " -DKB_TUNE_REPS=1") && !strstr(c.flags, "REPS=20"), "%s", c.flags);
    cr_assert_str_neq(c.so_path, so_default, "another configuration is another object");
    kb_compiled_free(&c);
    cr_assert_eq(kb_compile_flags(&p, path, "-O0", &c, detail, sizeof detail), KB_VERDICT_HARNESS_ERROR);
    kb_compiled_free(&c);
    char *bad = write_candidate("bad.c", "#include \"kbench.h\"\nKB_TUNE(X, 1.5);\n");
    cr_assert_eq(kb_compile(&p, bad, &c, detail, sizeof detail), KB_VERDICT_COMPILE_ERROR);
    cr_assert(strstr(detail, "line 2"), "%s", detail);
    kb_compiled_free(&c);
    free(bad);
    free(path);
}

static json_t *tune_json(const char *args, int *rc)
{
    const char *bin = getenv("KBENCH_BIN");
    char cmd[2048], out[512];
    snprintf(out, sizeof out, "%s/out.json", dir);
    snprintf(cmd, sizeof cmd, "cd %s && %s tune %s > %s 2> %s/err.txt", dir, bin ? bin : "build/kbench", args,
             out, dir);
    int st = system(cmd);
    *rc = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    json_error_t e;
    return json_load_file(out, 0, &e);
}

Test(tune, picks_the_fast_configuration_and_remeasures_on_a_fresh_seed, .init = setup, .fini = teardown,
     .timeout = 300)
{
    char *path = write_candidate("tuned.c", slow_or_fast);
    char args[1024];
    snprintf(args, sizeof args,
             "p08_gemm %s --grid --preset tiny --threads 2 --max-time 0.3 "
             "--min-time 0.05 --quiet --json --db %s/kbench.db",
             path, dir);
    int rc;
    json_t *j = tune_json(args, &rc);
    cr_assert(j, "no JSON from kbench tune");
    if (rc != 0) {
        char *text = json_dumps(j, JSON_COMPACT);
        cr_log_error("kbench tune exited %d: %.3000s", rc, text ? text : "");
        free(text);
    }
    cr_assert_eq(rc, 0);
    json_t *confs = json_object_get(j, "configurations");
    cr_assert_eq(json_array_size(confs), 2);
    for (size_t i = 0; i < 2; i++)
        cr_assert_str_eq(json_string_value(json_object_get(json_array_get(confs, i), "verdict")), "ok");
    json_t *best = json_object_get(j, "best"), *again = json_object_get(j, "remeasured");
    json_t *def = json_object_get(j, "default_remeasured");
    cr_assert_str_eq(json_string_value(json_object_get(best, "flags")), "-DKB_TUNE_REPS=1");
    cr_assert_str_eq(json_string_value(json_object_get(again, "flags")), "-DKB_TUNE_REPS=1");
    cr_assert_str_eq(json_string_value(json_object_get(again, "verdict")), "ok");
    const char *s1 = json_string_value(json_object_get(j, "search_seed"));
    const char *s2 = json_string_value(json_object_get(again, "seed"));
    cr_assert(s1 && s2 && strcmp(s1, s2), "re-measured on the search seed %s", s1);
    cr_assert_str_eq(json_string_value(json_object_get(def, "flags")), "-DKB_TUNE_REPS=20");
    cr_assert_str_eq(json_string_value(json_object_get(def, "seed")), s2);
    /* 20 passes against one: a wide margin, since the machine may be loaded */
    cr_assert_gt(json_real_value(json_object_get(def, "time_ms")),
                 1.5 * json_real_value(json_object_get(again, "time_ms")),
                 "20 passes are not clearly slower than one");

    /* the store holds all four evaluations, each with its configuration in flags */
    char dbp[512];
    snprintf(dbp, sizeof dbp, "%s/kbench.db", dir);
    sqlite3 *db = kb_test_db(dbp);
    sqlite3_stmt *st;
    cr_assert_eq(sqlite3_prepare_v2(db, "SELECT flags, seed FROM evaluations ORDER BY id", -1, &st, NULL),
                 SQLITE_OK);
    int rows = 0, with_reps1 = 0;
    while (sqlite3_step(st) == SQLITE_ROW) {
        const char *f = (const char *)sqlite3_column_text(st, 0);
        cr_assert(f && strstr(f, "-DKB_TUNE_REPS="), "row without its configuration: %s", f);
        with_reps1 += strstr(f, "-DKB_TUNE_REPS=1") && !strstr(f, "REPS=10");
        rows++;
    }
    sqlite3_finalize(st);
    sqlite3_close(db);
    cr_assert_eq(rows, 4, "2 searched + the winner and the default again");
    cr_assert_eq(with_reps1, 2);
    json_decref(j);
    free(path);
}

Test(tune, refuses_a_candidate_without_parameters, .init = setup, .fini = teardown, .timeout = 60)
{
    char args[1024];
    const char *root = getenv("KBENCH_ROOT");
    snprintf(args, sizeof args, "p08_gemm %s/kernels/cpu/p08_gemm/naive.c --preset tiny --db %s/kbench.db",
             root && *root ? root : ".", dir);
    int rc;
    json_t *j = tune_json(args, &rc);
    cr_assert_eq(rc, 2);
    json_decref(j);
    char p[512];
    snprintf(p, sizeof p, "%s/err.txt", dir);
    FILE *f = fopen(p, "r");
    char buf[1024] = {0};
    cr_assert(f);
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    (void)n;
    fclose(f);
    cr_assert(strstr(buf, "declares no parameters"), "%s", buf);
}
