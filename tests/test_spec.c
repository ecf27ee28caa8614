/* test_spec.c: the specification a candidate's author receives is complete. `kbench show` (and
 * the tpu target's spec, and an agent's prompt) prints a workload's reference and then the body
 * of every reference-library helper it calls; here, for every workload, every kb_ref_* name that
 * appears anywhere in that printed text must have its body printed, every function that the
 * printed code calls must be printed (but the C library's and the harness's plumbing), and the
 * embedded library must be the one in src/suite/ref/, every kb_ref_* name in it marked for
 * printing. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/util.h"
#include "harness/spec.h"
#include "suite/embed/embed.h"
#include "suite/workload.h"
#include "targets/tpu/tpu.h"
#include "support/scratch.h"

static char *reference_text(const char *id)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    cr_assert(f);
    kb_spec_write_reference(f, id);
    fclose(f);
    return buf;
}

static bool ident_char(char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* Calls fn(name, ctx) for every kb_ref_* identifier in text (repeats included). */
static void each_ref_name(const char *text, void (*fn)(const char *, void *), void *ctx)
{
    for (const char *q = text; (q = strstr(q, "kb_ref_")); q++) {
        if (q > text && ident_char(q[-1])) continue;
        size_t l = 0;
        while (ident_char(q[l])) l++;
        if (l == strlen("kb_ref_")) continue; /* "kb_ref_*" in prose */
        char name[128];
        cr_assert(l < sizeof name);
        memcpy(name, q, l);
        name[l] = 0;
        fn(name, ctx);
    }
}

typedef struct {
    const char *id, *text;
} printed;

/* The helper's body follows its heading: the heading is there and the text after it defines
 * the name (its definition line, or its typedef, names it before the next heading). */
static void expect_body_printed(const char *name, void *ctx)
{
    const printed *p = ctx;
    char heading[192];
    snprintf(heading, sizeof heading, "/* ---- %s (src/suite/ref/", name);
    const char *h = strstr(p->text, heading);
    cr_assert(h, "%s: its printed reference names %s, whose body is not printed", p->id, name);
    const char *body = strchr(h, '\n') + 1, *next = strstr(body, "/* ---- ");
    const char *def = strstr(body, name);
    cr_expect(def && (!next || def < next), "%s: the text under %s's heading does not define it", p->id,
              name);
}

Test(spec, every_ref_helper_a_reference_names_is_printed)
{
    for (size_t i = 0; i < kb_registry_count(); i++) {
        const kb_workload *w = kb_registry_at(i);
        char *text = reference_text(w->id);
        cr_assert(!strstr(text, "not available"), "%s: %s", w->id, text);
        printed p = {w->id, text};
        each_ref_name(text, expect_body_printed, &p);
        free(text);
    }
}

/* Each helper is printed once, however many times it is named. */
Test(spec, each_ref_helper_is_printed_once)
{
    for (size_t i = 0; i < kb_registry_count(); i++) {
        const kb_workload *w = kb_registry_at(i);
        char *text = reference_text(w->id);
        for (const char *q = text; (q = strstr(q, "/* ---- kb_ref_")); q++) {
            size_t l = strlen("/* ---- ");
            while (ident_char(q[l])) l++;
            char heading[192];
            snprintf(heading, sizeof heading, "%.*s (", (int)l, q);
            cr_expect(!strstr(q + 1, heading), "%s: %s printed twice", w->id, heading + 8);
        }
        free(text);
    }
}

/* ---- every function a printed reference calls is printed ---------------------------------- */

/* What a printed reference may call without printing it: the C library's maths and memory, and
 * the harness's plumbing (a problem's parameters and tensor sizes, allocation, bf16 conversion,
 * util.h's assert, min and max). None of them computes the workload's function. A family's row
 * lookup (`*_row_of`) returns the row of its .def table, whose columns the math line prints. */
static const char *const unprinted_ok[] = {
    /* the C library */
    "exp", "expf", "expm1", "log", "log1p", "logf", "sqrt", "sqrtf", "tanh", "tanhf", "erf", "erff", "fabs",
    "fabsf", "fmax", "fmin", "pow", "cos", "sin", "floor", "ceil", "isnan", "isinf", "memcpy", "memset",
    "strcmp", "free", "malloc", "calloc",
    /* the harness's plumbing (src/suite/workload.h, src/core/util.h, src/core/dtype.h) */
    "kb_problem_param", "kb_problem_numel", "kb_problem_dims", "kb_problem_n_inputs", "kb_xmalloc",
    "kb_xcalloc", "kb_xaligned", "kb_bf16_to_f32", "KB_ASSERT", "KB_MIN", "KB_MAX", "KB_ARRAY_LEN"};

static bool unprinted_allowed(const char *name)
{
    size_t l = strlen(name);
    if (!strcmp(name, "row_of") || (l > 7 && !strcmp(name + l - 7, "_row_of"))) return true;
    for (size_t i = 0; i < sizeof unprinted_ok / sizeof *unprinted_ok; i++)
        if (!strcmp(name, unprinted_ok[i])) return true;
    return false;
}

/* text with every comment, string and character literal blanked (newlines kept), and the
 * printer's own heading line of the helpers */
static char *code_only(const char *text)
{
    char *c = strdup(text);
    const char *heading = "the reference library functions it calls";
    for (char *h = strstr(c, heading); h; h = strstr(h, heading))
        for (; *h && *h != '\n'; h++) *h = ' ';
    for (char *q = c; *q; q++) {
        if (q[0] == '/' && q[1] == '*') {
            char *e = strstr(q + 2, "*/");
            char *end = e ? e + 2 : q + strlen(q);
            for (; q < end; q++)
                if (*q != '\n') *q = ' ';
            q--;
        } else if (q[0] == '/' && q[1] == '/') {
            for (; *q && *q != '\n'; q++) *q = ' ';
            q--;
        } else if (*q == '"' || *q == '\'') {
            const char quote = *q;
            for (q++; *q && *q != quote; q++) {
                if (*q == '\\' && q[1]) *q++ = ' ';
                *q = ' ';
            }
            if (!*q) q--;
        }
    }
    return c;
}

/* Whether name occurs as a whole identifier in text[0..len). */
static bool names_ident(const char *text, size_t len, const char *name)
{
    const size_t l = strlen(name);
    for (const char *q = text; (q = memmem(q, len - (size_t)(q - text), name, l)); q++)
        if ((q == text || !ident_char(q[-1])) && !ident_char(q[l])) return true;
    return false;
}

/* Whether code defines function or macro `name`, or has it as a parameter (a function pointer
 * the caller passes): a line that starts in column 0 (a definition's place; calls are indented)
 * whose first `(` follows `name`, or `#define name(`; or the parameter list of such a line (to
 * its `{` or `;`) names it. */
static bool defines(const char *code, const char *name)
{
    const size_t l = strlen(name);
    for (const char *line = code; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        if (!ident_char(*line) && *line != '#') continue;
        const char *open = strchr(line, '('), *nl = strchr(line, '\n');
        if (!open || (nl && open > nl) || (size_t)(open - line) < l) continue;
        if (!memcmp(open - l, name, l) && (open - l == line || !ident_char(open[-(ptrdiff_t)l - 1])))
            return true;
        const size_t params = strcspn(open, "{;");
        if (names_ident(open, params, name)) return true;
    }
    return false;
}

/* Calls fn(name, ctx) for every identifier that code calls (followed by `(`), keywords and
 * definitions' own names included (the caller tells them apart). */
static void each_call(const char *code, void (*fn)(const char *, void *), void *ctx)
{
    static const char *const keywords[] = {
        "if",      "for",     "while",         "switch",  "return",   "sizeof", "_Static_assert",
        "defined", "_Pragma", "__attribute__", "alignof", "_Alignof", "double", "float",
        "int",     "void",    "char",          "bool"};
    for (const char *q = code; *q; q++) {
        if (!ident_char(*q) || (q > code && ident_char(q[-1])) || (*q >= '0' && *q <= '9')) continue;
        size_t l = 0;
        while (ident_char(q[l])) l++;
        const char *after = q + l;
        while (*after == ' ') after++;
        if (*after != '(' || l >= 128) continue;
        char name[128];
        memcpy(name, q, l);
        name[l] = 0;
        bool kw = false;
        for (size_t i = 0; i < sizeof keywords / sizeof *keywords && !kw; i++)
            kw = !strcmp(name, keywords[i]);
        if (!kw) fn(name, ctx);
    }
}

typedef struct {
    const char *code;
    char unprinted[512]; /* the names, each followed by a space */
} calls_ctx;

static void note_unprinted(const char *name, void *ctx)
{
    calls_ctx *c = ctx;
    char word[160];
    snprintf(word, sizeof word, "%s ", name);
    if (unprinted_allowed(name) || defines(c->code, name) || strstr(c->unprinted, word)) return;
    if (strlen(c->unprinted) + strlen(word) < sizeof c->unprinted) strcat(c->unprinted, word);
}

/* The functions that the printed text calls and does not print, each once ("" if none). */
static void unprinted_calls(const char *text, calls_ctx *c)
{
    char *code = code_only(text);
    c->code = code;
    c->unprinted[0] = 0;
    each_call(code, note_unprinted, c);
    free(code);
}

/* The specification is the printed code: a function the printed reference (or a helper printed
 * with it) calls must be printed too, wherever it is defined (the workload's file outside its
 * markers, a header, the reference library), unless it is plumbing (unprinted_ok). */
Test(spec, every_function_a_printed_reference_calls_is_printed)
{
    for (size_t i = 0; i < kb_registry_count(); i++) {
        const kb_workload *w = kb_registry_at(i);
        char *text = reference_text(w->id);
        calls_ctx c;
        unprinted_calls(text, &c);
        cr_expect(!c.unprinted[0],
                  "%s: its printed reference calls %s: `kbench show` does not print their bodies", w->id,
                  c.unprinted);
        free(text);
    }
}

/* The check above can fail: a printed reference that calls a helper show does not print is
 * caught, and nothing in comments, strings, definitions or the plumbing is. */
Test(spec, an_unprinted_helper_is_caught)
{
    const char *text =
        "static double twice(double t) { return 2 * t; }\n"
        "static void reference(const kb_problem *p, double (*scale)(double))\n{\n"
        "    double v = twice(1.0) + scale(2.0) + hidden_epilogue(p); /* hidden_comment(x) */\n"
        "    KB_ASSERT(v > 0 && \"not_a_call(\" && (double)(v) > exp(0));\n}\n";
    calls_ctx c;
    unprinted_calls(text, &c);
    cr_expect_str_eq(c.unprinted, "hidden_epilogue ");
}

/* The check: the k19 spec shows the GEMM's loop, not just the call. */
Test(spec, show_k19_prints_the_reference_gemm_loop)
{
    char *text = reference_text("k19_matmul_subtract_multiply_relu");
    cr_expect(strstr(text, "kb_ref_linear(x, w, b, M, K, N, false)"), "%s", text);
    cr_expect(strstr(text, "double *kb_ref_linear(const float *x"), "%s", text);
    cr_expect(strstr(text, "for (int64_t k = 0; k < K; k++)"), "%s", text);
    cr_expect(strstr(text, "arow[n] += xv * wrow[n];"), "%s", text);
    free(text);
    /* every workload's reference now calls a helper (p12 was the last without one): p12 prints
     * the normalisation it calls */
    text = reference_text("p12_rmsnorm");
    cr_expect(strstr(text, "void kb_ref_norm(const float *x"), "%s", text);
    free(text);
}

/* The tpu target's spec ends with the same printer. */
Test(spec, tpu_spec_prints_the_helpers_too)
{
    const kb_workload *w = kb_suite_find("p11");
    cr_assert(w);
    char *text = kb_tpu_spec_text(w, KB_DTYPE_BF16);
    cr_expect(strstr(text, "/* ---- kb_ref_grouped_linear (src/suite/ref/grouped.c) ---- */"), "%s", text);
    free(text);
}

static void expect_marked(const char *name, void *ctx)
{
    const char *file = ctx;
    char begin[192];
    snprintf(begin, sizeof begin, "/* kb:ref begin %s */\n", name);
    bool found = false;
    for (size_t i = 0; i < kb_embed_ref_count() && !found; i++)
        found = strstr(kb_embed_ref_text(i), begin) != NULL;
    cr_expect(found, "src/suite/ref/%s names %s, which no kb:ref begin marker cuts out", file, name);
}

/* Every kb_ref_* function or type of the library can be printed, and the embedded files are
 * all of src/suite/ref/, as they are on disk. */
Test(spec, the_embedded_library_is_src_suite_ref)
{
    size_t n = kb_embed_ref_count();
    cr_assert(n > 0);
    for (size_t i = 0; i < n; i++)
        each_ref_name(kb_embed_ref_text(i), expect_marked, (void *)kb_embed_ref_name(i));

    char dir[4096];
    snprintf(dir, sizeof dir, "%s/src/suite/ref", kb_test_root());
    DIR *d = opendir(dir);
    cr_assert(d, "cannot open %s (KBENCH_ROOT)", dir);
    size_t on_disk = 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t l = strlen(e->d_name);
        if (l < 3 || (strcmp(e->d_name + l - 2, ".c") && strcmp(e->d_name + l - 2, ".h"))) continue;
        on_disk++;
        size_t i = 0;
        while (i < n && strcmp(kb_embed_ref_name(i), e->d_name)) i++;
        cr_expect(i < n, "src/suite/ref/%s is not listed in src/suite/ref/ref_files.def", e->d_name);
        if (i == n) continue;
        char path[4352];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        FILE *f = fopen(path, "rb");
        cr_assert(f);
        char *text = NULL;
        size_t len = 0;
        FILE *m = open_memstream(&text, &len);
        for (int c; (c = fgetc(f)) != EOF;) fputc(c, m);
        fclose(f);
        fclose(m);
        cr_expect(!strcmp(text, kb_embed_ref_text(i)), "the embedded %s is stale", e->d_name);
        free(text);
    }
    closedir(d);
    cr_expect_eq(on_disk, n, "ref_files.def lists %zu files, src/suite/ref/ holds %zu", n, on_disk);
}
