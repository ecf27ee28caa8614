/* test_bf16.c: the bf16 type of kbench.h (issue 28). A kb_bf16 is a bfloat16's 16 bits in a
 * struct: it has the size, alignment and bits of a uint16_t, converts exactly through
 * kb_ld/kb_st, and cannot be used as a number, so `float v = x[i]` (what a real model wrote, and
 * what silently read 49408 for -2.0 when kb_bf16 was a uint16_t) is a compile_error, under gcc
 * and clang, whose detail names kb_ld; under f32 the same source is correct. */
#include <criterion/criterion.h>
#include <stdalign.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "targets/cpu/compile_hint.h"
#include "harness/evaluate.h"
#include "support/eval_opts.h"
#include "support/scratch.h"

_Static_assert(sizeof(kb_bf16) == 2 && alignof(kb_bf16) == 2, "kb_bf16 is laid out as a uint16_t");

Test(bf16, the_struct_holds_the_bits_and_converts_exactly)
{
    kb_bf16 v[3] = {kb_f32_to_bf16(-2.0f), kb_f32_to_bf16(1.0f), kb_f32_to_bf16(0.15625f)};
    cr_expect_eq(v[0].bits, 0xc000, "-2.0 is 0xc000, not %#x", v[0].bits);
    cr_expect_eq(v[1].bits, 0x3f80);
    uint16_t raw[3];
    memcpy(raw, v, sizeof raw); /* arrays of it are the same bytes as the uint16_t ones were */
    cr_expect_eq(raw[0], 0xc000);
    cr_expect_eq(raw[2], v[2].bits);
    cr_expect_eq(kb_bf16_to_f32(v[0]), -2.0f);
    cr_expect_eq(kb_ld(v[2]), 0.15625f);
    cr_expect_eq(kb_st(-2.0f).bits, 0xc000);
}

/* The compiler named by cc (gcc or clang) on src with the bf16 macros of p08 at tiny: its exit
 * status; its log into *log (heap). */
static int compile(const char *cc, const char *src, bool f32, char **log)
{
    char dir[256], path[512], cmd[2048];
    kb_test_scratch(dir, sizeof dir, "kbench-bf16-");
    snprintf(path, sizeof path, "%s/k.c", dir);
    FILE *f = fopen(path, "w");
    cr_assert(f);
    fputs(src, f);
    fclose(f);
    snprintf(
        cmd, sizeof cmd,
        "%s -std=c17 -O2 -march=native -fopenmp -I%s/include -DKB_M=8 -DKB_K=8 -DKB_N=8 -DKB_THREADS=1 %s "
        "-c %s -o %s/k.o > %s/log 2>&1",
        cc, kb_test_root(), f32 ? "-DKB_DTYPE_F32" : "", path, dir, dir);
    int rc = system(cmd);
    char lp[512];
    snprintf(lp, sizeof lp, "%s/log", dir);
    *log = kb_read_file(lp, NULL);
    kb_test_scratch_remove(dir);
    return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

/* Each way a model used an element as a number, under both compilers kbench compiles with. */
Test(bf16, a_number_use_does_not_compile_and_the_hint_names_kb_ld)
{
    static const char *const misuses[] = {
        "float v = x[0]; out[0] = kb_st(v);", /* read as a number */
        "out[0] = kb_ld(x[0]) * 2.0f;",       /* write a float */
        "out[0] = kb_st(x[0] * 2.0f);",       /* arithmetic on an element */
        "if (x[0] > 0) out[0] = x[0];",       /* compare an element */
        "out[0] = kb_st(kb_ld(x, 0));",       /* kb_ld given a pointer and an index */
        /* an OpenMP reduction over elements (a real 1.5B reply, p12) */
        "_Pragma(\"omp simd reduction(+ : out[0])\") for (int i = 0; i < 8; i++) out[0] += x[i];",
    };
    const char *compilers[] = {"gcc", "clang"};
    for (size_t c = 0; c < 2; c++)
        for (size_t i = 0; i < sizeof misuses / sizeof *misuses; i++) {
            char *src, *log;
            cr_assert(
                asprintf(&src,
                         "#include \"kbench.h\"\nvoid kernel(const kb_t *restrict x, kb_t *restrict out)\n"
                         "{\n    %s\n}\n",
                         misuses[i]) > 0);
            int rc = compile(compilers[c], src, false, &log);
            cr_expect_neq(rc, 0, "%s compiled `%s` under bf16:\n%s", compilers[c], misuses[i], log);
            const char *hint = kb_compile_hint_for(log);
            cr_expect(hint && strstr(hint, "kb_ld(x[i])") && strstr(hint, "kb_st(v)"),
                      "%s: `%s`: no hint for\n%s", compilers[c], misuses[i], log);
            free(log);
            /* the same source converts correctly under f32 (but kb_ld given two arguments) */
            if (i != 4) {
                cr_expect_eq(compile(compilers[c], src, true, &log), 0, "%s f32: `%s`:\n%s", compilers[c],
                             misuses[i], log);
                free(log);
            }
            free(src);
        }
    /* an unrelated error gets no hint */
    char *log;
    cr_expect_neq(
        compile("gcc", "#include \"kbench.h\"\nvoid kernel(const kb_t *x) { this is not C; }\n", false, &log),
        0);
    cr_expect_null(kb_compile_hint_for(log), "%s", log);
    free(log);
}

/* Through the whole harness: compile_error with the hint under bf16, ok under f32. */
Test(bf16, the_harness_says_to_use_kb_ld, .timeout = 120)
{
    kb_quiet = true;
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/candidates/bf16_as_number.c", kb_test_root());
    kb_eval_opts o = kb_test_eval_opts(path);
    o.allow_busy = true;
    o.measure = false;
    kb_result r;
    cr_expect_eq(kb_evaluate(&o, &r), KB_VERDICT_COMPILE_ERROR, "%s", r.detail);
    cr_expect(strstr(r.detail, "kb_ld(x[i])") && strstr(r.detail, "kb_bf16"), "%s", r.detail);
    kb_result_free(&r);
    o.dtype = KB_DTYPE_F32;
    cr_expect_eq(kb_evaluate(&o, &r), KB_VERDICT_OK, "f32: %s", r.detail);
    kb_result_free(&r);
}
