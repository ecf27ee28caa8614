/* test_context.c: the context artifact of the cpu target (src/agent/context.h): the intrinsics
 * reference parsed from the compiler's headers (on a synthetic header with both compilers'
 * styles, and on the real ones), the menu, the rules against the screen's own allow-list, the
 * machine part with and without measured peaks, AMX parts only on AMX machines, every shipped
 * example `ok` through the real harness, and `kbench context build` as a user runs it. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "agent/context.h"
#include "agent/prompt.h"
#include "harness/evaluate.h"
#include "store/store.h"
#include "support/kbench_run.h"
#include "support/scratch.h"

static char *flags_line(void)
{
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[8192];
    char *out = NULL;
    while (f && !out && fgets(line, sizeof line, f))
        if (!strncmp(line, "flags", 5)) out = strdup(strchr(line, ':') + 1);
    if (f) fclose(f);
    return out ? out : strdup("");
}

static bool cpu_has(const char *flag)
{
    char *f = flags_line(), want[64];
    snprintf(want, sizeof want, " %s", flag);
    size_t n = strlen(want);
    bool yes = false;
    for (char *s = f; (s = strstr(s, want)); s += n)
        if (s[n] == ' ' || s[n] == '\n' || !s[n]) yes = true;
    free(f);
    return yes;
}

static kb_context load(const kb_machine *m, const kb_peaks *p)
{
    kb_context c;
    kb_err err = {{0}};
    cr_assert_eq(kb_context_load(&c, "cpu", m, p, &err), 0, "%s", err.msg);
    return c;
}

/* ---- levels and targets ---------------------------------------------------------------------- */

Test(context, levels)
{
    kb_context_level l;
    const char *names[] = {"none", "hardware", "full"};
    for (int i = 0; i < 3; i++) {
        cr_assert_eq(kb_context_level_parse(names[i], &l), 0);
        cr_expect_eq((int)l, i);
        cr_expect_str_eq(kb_context_level_name(l), names[i]);
    }
    cr_expect_eq(kb_context_level_parse("Full", &l), -1);
    cr_expect_eq(kb_context_level_parse("", &l), -1);
    cr_expect_eq(kb_context_level_parse(NULL, &l), -1);
}

Test(context, unknown_target_is_a_clear_error)
{
    kb_context c;
    kb_err err = {{0}};
    cr_assert_eq(kb_context_load(&c, "cuda", NULL, NULL, &err), -1);
    cr_expect(strstr(err.msg, "cuda") && strstr(err.msg, "cpu"), "%s", err.msg);
    kb_context_free(&c); /* empty and safe to free */
}

/* ---- the header parser on a synthetic header -------------------------------------------------- */

static const char synthetic[] =
    "/* a comment with _mm512_fake_ps (__m512 __A) { */\n"
    "#ifndef _AVX512FINTRIN_H_INCLUDED\n"
    "#pragma GCC target(\"avx512f\")\n"
    "typedef float __m512 __attribute__ ((__vector_size__ (64), __may_alias__));\n"
    "typedef struct { int x; } __not_an_intrinsic;\n"
    "extern __inline __m512\n"
    "__attribute__ ((__gnu_inline__, __always_inline__, __artificial__))\n"
    "_mm512_add_ps (__m512 __A, __m512 __B)\n"
    "{\n  return (__m512) ((__v16sf) __A + (__v16sf) __B); /* { unbalanced in a comment */\n}\n"
    "static __inline__ void __DEFAULT_FN_ATTRS512\n"
    "_mm512_storeu_ps(void *__P, __m512 __A) {\n  struct s { int y; } v = {1};\n  (void)v;\n}\n"
    "#ifdef __OPTIMIZE__\n"
    "extern __inline __m512 __attribute__ ((__gnu_inline__))\n"
    "_mm512_shuffle_ps (__m512 __M, __m512 __V, const int __imm) { return __M; }\n"
    "#else\n"
    "#define _mm512_shuffle_ps(X, Y, C) \\\n    ((__m512)__builtin_ia32_shufps512 ((X), (Y), (C)))\n"
    "#endif\n"
    "#define _mm512_roundscale_ps(A, B) \\\n  ((__m512)__builtin_x ((A), (B)))\n"
    "#define _tile_zero_internal(t) __builtin_ia32_tilezero (t)\n"
    "#define _CMP_LT_OQ 0x11\n"
    "extern \"C\" {\n"
    "void _mm_sfence(void);\n"
    "}\n"
    "extern __inline __m512d __attribute__ ((__gnu_inline__))\n"
    "_mm512_add_pd (__m512d __A, __m512d __B) { return __A; }\n"
    "extern __inline __m512 __attribute__ ((__gnu_inline__))\n"
    "_mm512_mask_add_ps (__m512 __W, __mmask16 __U, __m512 __A, __m512 __B) { return __W; }\n"
    "extern __inline __m512 __attribute__ ((__gnu_inline__))\n"
    "_mm512_maskz_add_ps (__mmask16 __U, __m512 __A, __m512 __B) { return __A; }\n"
    "static __inline__ __m512 __attribute__((__always_inline__, __nodebug__))\n"
    "__internal_helper(__m512 __A) { return __A; }\n"
    "#endif\n";

static char *synthetic_dir(void)
{
    char *dir = strdup("/tmp/kbench-ctx-hdr-XXXXXX");
    cr_assert(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof path, "%s/avx512fintrin.h", dir);
    FILE *f = fopen(path, "w");
    cr_assert(f);
    fputs(synthetic, f);
    fclose(f);
    return dir;
}

static void remove_dir(const char *dir)
{
    char cmd[512];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd)) {
    }
}

Test(context, parser_reads_both_compilers_styles)
{
    char *dir = synthetic_dir();
    kb_err err = {{0}};
    char *full = kb_context_api_from(dir, "fpu avx512f sse", false, &err);
    cr_assert(full, "%s", err.msg);
    cr_expect(strstr(full, "__m512 _mm512_add_ps(__m512 a, __m512 b);"), "%s", full);
    cr_expect(strstr(full, "void _mm512_storeu_ps(void *p, __m512 a);"), "%s", full);
    /* the function form wins over gcc's non-optimising macro of the same name */
    cr_expect(strstr(full, "__m512 _mm512_shuffle_ps(__m512 m, __m512 v, const int imm);"), "%s", full);
    cr_expect(!strstr(full, "#define _mm512_shuffle_ps"), "%s", full);
    cr_expect(strstr(full, "#define _mm512_roundscale_ps(a, b)"), "%s", full);
    cr_expect(strstr(full, "__m512d _mm512_add_pd(__m512d a, __m512d b);"), "%s", full);
    cr_expect(strstr(full, "`_CMP_LT_OQ`"), "%s", full);
    cr_expect(!strstr(full, "_mm512_fake_ps"), "comments are not code: %s", full);
    cr_expect(!strstr(full, "_internal"), "%s", full);
    cr_expect(!strstr(full, "__internal_helper"), "%s", full);
    cr_expect(!strstr(full, "__not_an_intrinsic"), "%s", full);
    /* _mm_sfence is declared in xmmintrin.h's place: here it sits in avx512fintrin.h */
    cr_expect(strstr(full, "void _mm_sfence(void);"), "extern \"C\" blocks are read: %s", full);
    free(full);

    char *prompt = kb_context_api_from(dir, "avx512f", true, &err);
    cr_assert(prompt, "%s", err.msg);
    cr_expect(strstr(prompt, "__m512 _mm512_add_ps(__m512 a, __m512 b)  [+mask maskz]\n"), "%s", prompt);
    cr_expect(!strstr(prompt, "_mm512_mask_add_ps(__m512"), "variants fold into one line: %s", prompt);
    cr_expect(!strstr(prompt, "_pd"), "%s", prompt);
    free(prompt);

    /* a CPU without the header's flag gets nothing from it */
    cr_expect_null(kb_context_api_from(dir, "sse sse2", true, &err));
    cr_expect(strstr(err.msg, dir), "%s", err.msg);
    remove_dir(dir);
    free(dir);
}

/* ---- the real reference ------------------------------------------------------------------------ */

Test(context, api_from_the_compilers_headers, .timeout = 60)
{
    kb_machine m;
    kb_machine_detect(&m);
    cr_assert(m.avx512f, "these checks need an AVX-512 machine");
    kb_context c = load(&m, NULL);
    const char *api = c.api;
    cr_expect(strstr(api, "__m512 _mm512_fmadd_ps(__m512 a, __m512 b, __m512 c)"), "fmadd");
    cr_expect(strstr(api, "__m512 _mm512_loadu_ps(void const *p)"), "loadu_ps");
    cr_expect(strstr(api, "void _mm512_storeu_ps(void *p, __m512 a)"), "storeu_ps");
    cr_expect(strstr(api, "float _mm512_reduce_add_ps(__m512 "), "reduce_add_ps");
    if (cpu_has("avx512_bf16")) {
        cr_expect(strstr(api, "__m512 _mm512_dpbf16_ps(__m512 "), "dpbf16_ps");
        cr_expect(strstr(api, "__m512bh _mm512_cvtne2ps_pbh(__m512 "), "cvtne2ps_pbh");
    } else {
        cr_expect(!strstr(api, "_mm512_dpbf16_ps"), "listed for a CPU without avx512_bf16");
    }
    if (cpu_has("amx_bf16") && cpu_has("amx_tile"))
        cr_expect(strstr(api, "_tile_dpbf16ps(") && strstr(api, "_tile_loadconfig("), "AMX");
    /* filtered: no f64, 8/64-bit lanes, fp16 (the one 64-bit-lane name kept on purpose is the
     * way to get the upper half of a zmm) */
    for (const char *l = api; *l; l += strcspn(l, "\n") + (l[strcspn(l, "\n")] == '\n')) {
        char line[512];
        snprintf(line, sizeof line, "%.*s", (int)strcspn(l, "\n"), l);
        if (strstr(line, "_mm512_extracti64x4_epi64(")) continue;
        cr_expect(!strstr(line, "_pd(") && !strstr(line, "__m512d") && !strstr(line, "_epi8(") &&
                      !strstr(line, "_epi64(") && !strstr(line, "_ph("),
                  "excluded: %s", line);
    }
    size_t n = strlen(api);
    cr_expect(n <= 32 * 1024, "prompt API is %zu bytes", n);
    cr_expect(n >= 8 * 1024, "prompt API is only %zu bytes", n);
    kb_err err = {{0}};
    char *full = kb_context_api_full(&err);
    cr_assert(full, "%s", err.msg);
    cr_expect(strlen(full) > 8 * n, "full %zu vs prompt %zu bytes", strlen(full), n);
    cr_expect(strstr(full, "_mm512_add_pd(") && strstr(full, "_mm512_fmadd_ps("), "full lists everything");
    free(full);
    kb_context_free(&c);
}

Test(context, bad_compiler_is_a_clear_error)
{
    setenv("KBENCH_CC", "/nonexistent/cc", 1);
    kb_err err = {{0}};
    char *full = kb_context_api_full(&err);
    unsetenv("KBENCH_CC");
    cr_expect_null(full);
    cr_expect(strstr(err.msg, "/nonexistent/cc") && strstr(err.msg, "KBENCH_CC"), "%s", err.msg);
}

/* ---- menu, rules, hardware, examples ----------------------------------------------------------- */

Test(context, menu_parses)
{
    kb_machine m;
    kb_machine_detect(&m);
    m.amx_bf16 = true;
    kb_context c = load(&m, NULL);
    cr_expect_geq(c.n_menu, 25);
    bool other = false, amx = false;
    for (int i = 0; i < c.n_menu; i++) {
        cr_expect(c.menu[i].name[0] && !strchr(c.menu[i].name, '\n'), "item %d name", i);
        cr_expect_geq(strlen(c.menu[i].text), 60, "item '%s' has too little text", c.menu[i].name);
        cr_expect(!strstr(c.menu[i].text, "## ") && !strstr(c.menu[i].text, "<!--"),
                  "item '%s' swallowed markup", c.menu[i].name);
        other |= strstr(c.menu[i].name, "Other methods") != NULL;
        amx |= strstr(c.menu[i].name, "AMX") != NULL;
    }
    cr_expect(other && amx);
    int with_amx = c.n_menu;
    kb_context_free(&c);
    m.amx_bf16 = false;
    c = load(&m, NULL);
    cr_expect_eq(c.n_menu, with_amx - 1, "the AMX entry is for AMX machines only");
    for (int i = 0; i < c.n_menu; i++) cr_expect(!strstr(c.menu[i].name, "AMX"));
    kb_context_free(&c);
}

/* Every string literal in the body of `name[] = { ... };` of src. */
static int literals(const char *src, const char *name, char out[][64], int cap)
{
    const char *s = strstr(src, name), *end = NULL;
    cr_assert(s && (s = strchr(s, '{')) && (end = strstr(s, "};")), "%s not found", name);
    int n = 0;
    for (; s < end && n < cap; s++) {
        if (s[0] == '/' && s[1] == '*') {
            s = strstr(s + 2, "*/") + 1;
            continue;
        }
        if (*s != '"') continue;
        const char *q = strchr(s + 1, '"');
        snprintf(out[n++], 64, "%.*s", (int)(q - s - 1), s + 1);
        s = q;
    }
    return n;
}

Test(context, rules_list_every_allowed_symbol)
{
    kb_context c = load(NULL, NULL);
    char path[1024];
    snprintf(path, sizeof path, "%s/src/targets/cpu/screen_symbols.c", kb_test_root());
    char *src = kb_read_file(path, NULL);
    cr_assert(src, "cannot read %s", path);
    static char names[400][64];
    int n = literals(src, "exact[]", names, 400);
    cr_expect_geq(n, 100);
    for (int i = 0; i < n; i++) {
        char want[80];
        snprintf(want, sizeof want, "`%s`", names[i]);
        cr_expect(strstr(c.rules, want), "rules do not list %s", names[i]);
    }
    n = literals(src, "prefixes[]", names, 400);
    cr_expect_geq(n, 3);
    for (int i = 0; i < n; i++) {
        char want[80];
        snprintf(want, sizeof want, "`%s*`", names[i]);
        cr_expect(strstr(c.rules, want), "rules do not list the prefix %s", names[i]);
    }
    cr_expect(!strstr(c.rules, "`fopen`") && !strstr(c.rules, "`getenv`"));
    /* and the rules themselves */
    const char *must[] = {
        "KB_THREADS",       "KB_DTYPE_F32",      "-march=native", "input_modified", "stale_output",
        "impossible_time",  "sandbox_violation", "NaN pattern",   "constructor",    "atol",
        "nondeterministic", "arch_prctl"};
    for (size_t i = 0; i < sizeof must / sizeof must[0]; i++)
        cr_expect(strstr(c.rules, must[i]), "rules lack %s", must[i]);
    free(src);
    kb_context_free(&c);
}

Test(context, hardware_has_this_machines_numbers)
{
    kb_machine m;
    kb_machine_detect(&m);
    kb_peaks p = {.fp32_1 = 123.4,
                  .fp32_all = 234.5,
                  .bf16_1 = 345.6,
                  .bf16_all = 456.7,
                  .bw_1 = 12.3,
                  .bw_all = 23.45,
                  .bf16_path = "avx512_bf16",
                  .measured_at = "2001-02-03T04:05:06Z"};
    kb_context c = load(&m, &p);
    const char *want[] = {"123.4",
                          "234.5",
                          "345.6",
                          "456.7",
                          "12.3",
                          "23.4 ",
                          "avx512_bf16",
                          "2001-02-03T04:05:06Z",
                          "10.0 FLOP/byte for f32",
                          "19.5 FLOP/byte for bf16",
                          m.cpu,
                          "32 vector registers",
                          "L1d"};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        cr_expect(strstr(c.hardware, want[i]), "hardware lacks '%s':\n%s", want[i], c.hardware);
    cr_expect(!strstr(c.hardware, "not measured"));
    kb_context_free(&c);

    c = load(&m, NULL);
    cr_expect(strstr(c.hardware, "not measured"), "%s", c.hardware);
    cr_expect(!strstr(c.hardware, "123.4"));
    kb_context_free(&c);
}

Test(context, amx_parts_only_on_amx_machines)
{
    kb_machine m;
    kb_machine_detect(&m);
    m.amx_bf16 = false;
    kb_context c = load(&m, NULL);
    cr_expect(!strstr(c.hardware, "_tile_dpbf16ps") && strstr(c.hardware, "AMX: not present"), "%s",
              c.hardware);
    cr_expect(!strstr(c.hardware, "<!--"));
    cr_expect(!strstr(c.examples, "_tile_") && strstr(c.examples, "p08_gemm"));
    kb_context_free(&c);
    m.amx_bf16 = true;
    c = load(&m, NULL);
    cr_expect(strstr(c.hardware, "_tile_dpbf16ps") && strstr(c.hardware, "ARCH_REQ_XCOMP_PERM"));
    cr_expect(!strstr(c.hardware, "<!--"));
    cr_expect(strstr(c.examples, "k41_gemm_add_relu") && strstr(c.examples, "_tile_loadconfig"));
    kb_context_free(&c);
}

/* The embedded examples are the files in context/cpu/examples/, all of them. */
Test(context, examples_are_embedded_and_current)
{
    int n;
    const kb_context_example *ex = kb_context_examples("cpu", &n);
    cr_assert_geq(n, 2);
    for (int i = 0; i < n; i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", kb_test_root(), ex[i].file);
        char *disk = kb_read_file(path, NULL);
        cr_assert(disk, "cannot read %s", path);
        cr_expect_str_eq(ex[i].source, disk, "%s: the binary's copy is stale (rebuild)", ex[i].file);
        cr_expect_eq(ex[i].needs_amx, strstr(disk, "_tile_loadconfig") != NULL, "%s", ex[i].file);
        cr_expect(kb_suite_find(ex[i].workload), "%s is not a workload", ex[i].workload);
        free(disk);
        cr_expect(strlen(ex[i].source) < 7 * 1024, "%s is %zu bytes", ex[i].file, strlen(ex[i].source));
    }
    /* the annotated examples, and the short ones of compact prompts */
    for (int sub = 0; sub < 2; sub++) {
        char dir[1024];
        snprintf(dir, sizeof dir, "%s/context/cpu/examples%s", kb_test_root(), sub ? "/short" : "");
        DIR *d = opendir(dir);
        cr_assert(d, "%s", dir);
        for (struct dirent *e; (e = readdir(d));) {
            if (!strstr(e->d_name, ".c")) continue;
            bool listed = false;
            for (int i = 0; i < n; i++)
                listed |= strstr(ex[i].file, e->d_name) && ex[i].short_form == (sub == 1);
            cr_expect(listed, "%s is not embedded (add it to src/targets/cpu/context_embed.c)", e->d_name);
        }
        closedir(d);
    }
    cr_expect_null(kb_context_examples("cuda", &n));
    cr_expect_eq(n, 0);
}

Test(context, examples_are_ok_through_the_harness, .timeout = 300)
{
    kb_quiet = true;
    kb_machine m;
    kb_machine_detect(&m);
    int n;
    const kb_context_example *ex = kb_context_examples("cpu", &n);
    for (int i = 0; i < n; i++) {
        if (ex[i].needs_amx && !m.amx_bf16) continue; /* nothing to run it on */
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", kb_test_root(), ex[i].file);
        kb_eval_opts o;
        kb_eval_opts_default(&o);
        o.w = kb_suite_find(ex[i].workload);
        cr_assert(o.w);
        o.preset = "tiny";
        o.dtype = KB_DTYPE_BF16; /* the GEMM examples are bf16-only (they say so) */
        o.threads = 2;
        o.candidate = path;
        o.measure = false;
        kb_result r;
        kb_verdict v = kb_evaluate(&o, &r);
        cr_expect_eq(v, KB_VERDICT_OK, "%s: %s: %s", ex[i].file, kb_verdict_name(v), r.detail);
        kb_result_free(&r);
    }
}

/* ---- kbench context build ----------------------------------------------------------------------- */

/* `kbench context ARGS` in dir; *out is its stdout, then its stderr. */
/* kbench context in dir, with the machine store dir/m.db */
static int run(const char *dir, char **out, const char *args)
{
    char *o, *e, env[600];
    snprintf(env, sizeof env, "KBENCH_MACHINE_DB=%s/m.db", dir);
    int rc = kb_test_kbench(dir, env, NULL, &o, &e, "context %s", args);
    *out = kb_xasprintf("%s%s", o, e);
    free(o);
    free(e);
    return rc;
}

Test(context, cli_build_writes_every_part, .timeout = 120)
{
    char dir[] = "/tmp/kbench-ctx-cli-XXXXXX";
    cr_assert(mkdtemp(dir));
    /* a machine store that already holds recognisable peaks for this machine: nothing is
     * measured, and the results store (--db) records the peaks that were used */
    char db[512], mdb[512];
    snprintf(db, sizeof db, "%s/k.db", dir);
    snprintf(mdb, sizeof mdb, "%s/m.db", dir);
    kb_err err = {{0}};
    kb_store *st = kb_store_open(mdb, &err); /* a store of either kind has the same machines table */
    cr_assert(st, "%s", err.msg);
    kb_machine m;
    kb_machine_detect(&m);
    kb_peaks p = {.fp32_1 = 111.1,
                  .fp32_all = 222.2,
                  .bf16_1 = 333.3,
                  .bf16_all = 444.4,
                  .bw_1 = 11.1,
                  .bw_all = 22.2,
                  .bf16_path = "avx512_bf16",
                  .measured_at = "1999-09-09T09:09:09Z"};
    int64_t id;
    cr_assert_eq(kb_store_save_peaks(st, &m, &p, &id, &err), 0, "%s", err.msg);
    kb_store_close(st);

    char *out, args[1024];
    snprintf(args, sizeof args, "build --out %s/ctx --db %s", dir, db);
    int rc = run(dir, &out, args);
    cr_assert_eq(rc, 0, "%s", out);
    const char *files[] = {"hardware.md", "rules.md", "api.md", "api-full.md", "menu.md", "examples.md"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char path[600];
        snprintf(path, sizeof path, "%s/ctx/%s", dir, files[i]);
        size_t len = 0;
        char *text = kb_read_file(path, &len);
        cr_expect(text && len > 1000, "%s missing or short", files[i]);
        cr_expect(strstr(out, files[i]), "the table does not name %s:\n%s", files[i], out);
        if (text && !strcmp(files[i], "hardware.md"))
            cr_expect(strstr(text, "222.2") && strstr(text, "1999-09-09T09:09:09Z"), "stored peaks unused");
        if (text && !strcmp(files[i], "menu.md")) cr_expect(strstr(text, "## Other methods not listed"));
        free(text);
    }
    char *rows = kb_test_rows(db, "SELECT fp32_all FROM machines");
    cr_expect(strstr(rows, "222.2"), "the results store does not record the peaks used: %s", rows);
    free(rows);
    cr_expect(strstr(out, "bytes") && strstr(out, "tokens"), "%s", out);
    free(out);

    cr_expect_eq(run(dir, &out, "--help"), 0);
    cr_expect(strstr(out, "usage: kbench context build"), "%s", out);
    free(out);
    cr_expect_eq(run(dir, &out, "build --target gpu"), 2);
    cr_expect(strstr(out, "gpu") && strstr(out, "cpu"), "%s", out);
    free(out);
    cr_expect_eq(run(dir, &out, "build --out /proc/no/such/dir"), 2);
    cr_expect(strstr(out, "/proc/no/such/dir"), "%s", out);
    free(out);
    cr_expect_eq(run(dir, &out, "build --bogus"), 2);
    cr_expect(strstr(out, "--bogus"), "%s", out);
    free(out);
    cr_expect_eq(run(dir, &out, "frobnicate"), 2);
    free(out);
    remove_dir(dir);
}
