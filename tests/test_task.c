/* test_task.c: what an agent's prompt says of a workload (issue 28), without a model: the task in
 * the kernel's own terms for every workload of every suite (the prototype, the macros, how an
 * element converts; never the reference's harness internals), a compact prompt that fits a small
 * model's 4k window with the starting program in it, examples that are never the workload being
 * solved, the sampling presets, and the `unchanged` test that tells a reply that is its starting
 * program again from a changed one. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent/prompt.h"
#include "agent/sampling.h"
#include "agent/unchanged.h"
#include "suite/embed/embed.h"
#include "targets/target.h"
#include "support/scratch.h"

static char *task_of(const kb_workload *w, kb_dtype dt)
{
    kb_problem p;
    kb_err err;
    cr_assert_eq(kb_problem_init(&p, w, "tiny", dt, 2, &err), 0, "%s: %s", w->id, err.msg);
    return kb_target_task_text(kb_target_find("cpu"), &p);
}

/* Every workload's task: its id, math, exact prototype (in kb_t, the spelling of the shipped
 * kernels), its macros with their values, the conversions; nothing of kbench's internals. */
Test(task, every_workload_in_the_kernels_own_terms)
{
    static const char *const internals[] = {"p->p[",      "kb_problem", "in[0]",     "out[0]",
                                            "kb_xmalloc", "P_R",        "reference("};
    for (size_t i = 0; i < kb_registry_count(); i++) {
        const kb_workload *w = kb_registry_at(i);
        char *t = task_of(w, KB_DTYPE_BF16);
        cr_expect(strstr(t, w->id) && strstr(t, "void kernel(const kb_t *restrict "), "%s:\n%s", w->id, t);
        cr_expect(strstr(t, "KB_THREADS=2") && strstr(t, "kb_ld(x[i])") && strstr(t, "kb_st(v)"), "%s:\n%s",
                  w->id, t);
        cr_expect(!strstr(t, "kb_bf16 *"), "%s: a second spelling of the element type:\n%s", w->id, t);
        for (size_t k = 0; k < sizeof internals / sizeof *internals; k++)
            cr_expect(!strstr(t, internals[k]), "%s: the task shows %s:\n%s", w->id, internals[k], t);
        free(t);
    }
    char *t = task_of(kb_suite_find("p12_rmsnorm"), KB_DTYPE_F32);
    cr_expect(strstr(t, "here float") && strstr(t, "1e-06"), "f32 task:\n%s", t);
    free(t);
}

static kb_context load(void)
{
    kb_context c;
    kb_err err = {{0}};
    kb_machine m;
    kb_machine_detect(&m);
    kb_peaks pk = {.fp32_1 = 100, .fp32_all = 200, .bf16_1 = 100, .bf16_all = 200, .bw_1 = 10, .bw_all = 20};
    snprintf(pk.bf16_path, sizeof pk.bf16_path, "fma");
    cr_assert_eq(kb_context_load(&c, "cpu", &m, &pk, &err), 0, "%s", err.msg);
    return c;
}

/* The examples a prompt shows: never the workload being solved; compact: one, of its family or
 * kind of computation where there is one. */
Test(task, examples_are_never_the_workload_being_solved)
{
    kb_context c = load();
    int n;
    const kb_context_example *ex = kb_context_examples("cpu", &n);
    for (int i = 0; i < n; i++) {
        for (int compact = 0; compact < 2; compact++) {
            kb_trimmed t;
            kb_context_sized(&c, ex[i].workload, compact, &t);
            char mark[128];
            snprintf(mark, sizeof mark, "### Example: %s", ex[i].workload);
            cr_expect(!strstr(t.view.examples, mark), "%s (%s) shows its own example", ex[i].workload,
                      compact ? "compact" : "full");
            cr_expect(!compact || !strstr(strstr(t.view.examples, "### Example: ")
                                              ? strstr(t.view.examples, "### Example: ") + 1
                                              : "",
                                          "### Example: "),
                      "compact shows more than one example");
            kb_trimmed_free(&t);
        }
    }
    /* a GEMM-like workload with no example of its own family gets one of its kind */
    kb_trimmed t;
    kb_context_sized(&c, "p09_swiglu_mlp", true, &t);
    cr_expect(strstr(t.view.examples, "### Example: "), "p09 (mlp) got no GEMM example:\n%s",
              t.view.examples);
    cr_expect(!*t.view.api && !strstr(t.view.rules, "## What is rejected"),
              "compact keeps the API or all rules");
    cr_expect(strstr(t.view.rules, "## In short"), "%s", t.view.rules);
    kb_trimmed_free(&t);
    kb_context_free(&c);
}

/* The default evaluation set's compact prompts, starting program included, fit a 4096-token
 * window with 1536 left for the reply (kbench's --local defaults): whole at levels none and
 * hardware; at full after the prompt budget's steps, before it would cut any code. */
Test(task, compact_prompts_fit_a_4k_window)
{
    static const char *const ids[] = {"p12_rmsnorm",
                                      "p08_gemm",
                                      "k41_gemm_add_relu",
                                      "p13_cross_entropy",
                                      "k19_matmul_subtract_multiply_relu",
                                      "p09_swiglu_mlp",
                                      "k36_matmul_sigmoid_sum",
                                      "p01_flash_attention"};
    kb_context c = load();
    for (size_t i = 0; i < sizeof ids / sizeof *ids; i++) {
        const kb_workload *w = kb_suite_find(ids[i]);
        char *text = task_of(w, KB_DTYPE_BF16);
        kb_cand start = {.is_start = true, .done = true};
        snprintf(start.out.verdict, sizeof start.out.verdict, "ok");
        start.source = (char *)kb_embed_naive(w->id);
        start.out.time_ms = 1, start.out.lib_ms = 1, start.out.speedup = 1;
        kb_trimmed sized;
        kb_context_sized(&c, w->id, true, &sized);
        for (int level = KB_CONTEXT_NONE; level <= KB_CONTEXT_FULL; level++) {
            long tokens = 0;
            int trim = 0;
            for (; trim <= KB_TRIM_PREVIOUS; trim++) {
                kb_trimmed t;
                kb_context_trim(&sized.view, trim, &t);
                kb_prompt_task pt = {.task = text, .workload = w->id, .ctx = &t.view, .level = level};
                char *sys = kb_prompt_system(&pt), *user = kb_prompt_write(&pt, &start);
                tokens = kb_prompt_tokens(sys, user);
                cr_expect(strstr(user, start.source), "%s: the starting program is not shown whole", w->id);
                free(sys);
                free(user);
                kb_trimmed_free(&t);
                if (tokens <= 4096 - 1536 || level < KB_CONTEXT_FULL) break;
            }
            cr_expect_leq(tokens, 4096 - 1536, "%s at level %d: %ld tokens", w->id, level, tokens);
            cr_log_info("%s level %d: %ld tokens after %d budget steps", w->id, level, tokens, trim);
        }
        kb_trimmed_free(&sized);
        free(text);
    }
    kb_context_free(&c);
}

Test(task, sampling_presets_by_model_family)
{
    kb_sampling s;
    cr_expect_str_eq(kb_sampling_preset("qwen2.5-coder-1.5b", &s), "qwen");
    cr_expect(s.temperature == 0.7 && s.top_p == 0.8 && s.top_k == 20 && s.repeat_penalty == 1.05);
    cr_expect_str_eq(kb_sampling_preset("Qwen/Qwen2.5-Coder-32B-Instruct", &s), "qwen");
    cr_expect_str_eq(kb_sampling_preset("gpt-4o-mini", &s), "default");
    cr_expect(s.temperature == 1.0 && s.top_p < 0 && s.top_k < 1 && s.repeat_penalty < 0,
              "the API's own defaults");
    /* what the command line set stays; the rest comes from the preset */
    s = (kb_sampling){0.2, KB_SAMPLING_FROM_PRESET, KB_SAMPLING_FROM_PRESET, -1};
    kb_sampling_resolve("qwen2.5-coder-0.5b", &s);
    cr_expect(s.temperature == 0.2 && s.top_p == 0.8 && s.top_k == 20 && s.repeat_penalty == -1);
    char d[160];
    kb_sampling_describe(&s, d, sizeof d);
    cr_expect_str_eq(d, "temperature 0.2, top_p 0.8, top_k 20");
}

/* `unchanged`: the starting program up to whitespace, comments, number spelling and consistent
 * renames of its own names is unchanged; any change to what it computes is not. */
Test(task, unchanged_is_the_start_up_to_cosmetics)
{
    const char *start = kb_embed_naive("p12_rmsnorm");
    cr_assert(start);
    /* cosmetics: comments gone, reindented, variables renamed, 0.0f spelled 0.f */
    const char *cosmetic =
        "#include <math.h>\n#include \"kbench.h\"\n"
        "// faster (not really)\n"
        "void kernel(const kb_t *restrict x, const kb_t *restrict scale, kb_t *restrict out) {\n"
        "  #pragma omp parallel for num_threads(KB_THREADS) schedule(static)\n"
        "  for (int row = 0; row < KB_R; row++) {\n"
        "    const kb_t *src = x + (size_t)row * KB_E; kb_t *dst = out + (size_t)row * KB_E;\n"
        "    float sum = 0.f;\n"
        "    for (int i = 0; i < KB_E; i++) { float val = kb_ld(src[i]); sum += val * val; }\n"
        "    const float r = 1.0f / sqrtf(sum / (float)KB_E + (float)KB_EPS);\n"
        "    for (int i = 0; i < KB_E; i++) dst[i] = kb_st(kb_ld(src[i]) * r * kb_ld(scale[i]));\n"
        "  }\n}\n";
    cr_expect(kb_source_unchanged(start, start));
    cr_expect(kb_source_unchanged(start, cosmetic), "a cosmetic edit counted as a change");
    /* a header dropped (it compiles: the kernel needs none of <math.h> but sqrtf) or added */
    char *fewer = strdup(cosmetic);
    memcpy(strstr(fewer, "#include <math.h>"), "/* no math.h */   ", 17);
    cr_expect(kb_source_unchanged(start, fewer), "dropping an include counted as a change");
    char *more;
    cr_assert(asprintf(&more, "#include <stdlib.h>\n%s", cosmetic) > 0);
    cr_expect(kb_source_unchanged(start, more), "adding an include counted as a change");
    free(fewer);
    free(more);
    /* each of these changes what is computed or how */
    struct {
        const char *from, *to;
    } edits[] = {
        {"sqrtf(", "sqrt("},               /* another library function */
        {"val * val", "val * val * 1.0f"}, /* an operation more */
        {"schedule(static)", "schedule(dynamic)"},
        {"row < KB_R", "row < KB_R - 1"},
        {"sum += val", "sum -= val"},
        {"src[i]) * r", "dst[i]) * r"}, /* another of its own names */
    };
    for (size_t i = 0; i < sizeof edits / sizeof *edits; i++) {
        char *v = strdup(cosmetic), *at = strstr(v, edits[i].from);
        cr_assert(at, "%s", edits[i].from);
        char *changed;
        cr_assert(asprintf(&changed, "%.*s%s%s", (int)(at - v), v, edits[i].to, at + strlen(edits[i].from)) >
                  0);
        cr_expect(!kb_source_unchanged(start, changed), "`%s` -> `%s` counted as unchanged", edits[i].from,
                  edits[i].to);
        free(changed);
        free(v);
    }
    cr_expect(!kb_source_unchanged(start, kb_embed_naive("p08_gemm")));
    cr_expect(!kb_source_unchanged(start, NULL));
}
