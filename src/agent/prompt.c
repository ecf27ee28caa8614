/* prompt.c: see prompt.h. Prompts are plain Markdown; code travels in ```c fences. Everything
 * here is a pure function of its arguments, so a resumed run sends exactly the same text. */
#include "prompt.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"
#include "../suite/workload.h"
#include "../targets/target.h"

static FILE *open_text(char **buf, size_t *len)
{
    FILE *f = open_memstream(buf, len);
    KB_ASSERT(f);
    return f;
}

/* fclose sets *buf, so it is read only afterwards */
static char *close_text(FILE *f, char **buf)
{
    fclose(f);
    return *buf;
}

/* The words of the context's target (a context read back from a store names a registered
 * target; one that does not gets the default's words). */
static const kb_target_words *words(const kb_context *ctx)
{
    const kb_target *t = kb_target_find(ctx->target);
    return &(t ? t : kb_target_default())->words;
}

static const char *reply_rule(const kb_context *ctx) { return words(ctx)->reply_rule; }

char *kb_prompt_system(const kb_prompt_task *t)
{
    const kb_context *ctx = t->ctx;
    char *buf;
    size_t len;
    FILE *f = open_text(&buf, &len);
    fprintf(f,
            "You are an expert performance engineer. You write correct, fast %s for the %s target "
            "of kbench, a benchmark that verifies each kernel against a reference on secret inputs "
            "and times it against a baseline.\n\n%s\n",
            words(ctx)->language, ctx->target, reply_rule(ctx));
    /* a part a prompt budget dropped is empty: its heading goes with it */
    if (t->level >= KB_CONTEXT_HARDWARE && *ctx->hardware)
        fprintf(f, "\n# The hardware\n\n%s\n", ctx->hardware);
    if (t->level >= KB_CONTEXT_HARDWARE && *ctx->rules) fprintf(f, "\n# The rules\n\n%s\n", ctx->rules);
    if (t->level >= KB_CONTEXT_FULL && *ctx->api)
        fprintf(f, "\n# API reference (%s)\n\n%s\n", words(ctx)->api_title, ctx->api);
    if (t->level >= KB_CONTEXT_FULL && *ctx->examples)
        fprintf(f, "\n# Annotated examples (other workloads)\n\n%s\n", ctx->examples);
    return close_text(f, &buf);
}

static void menu_block(FILE *f, const kb_menu_item *const *menu, int n, bool with_text)
{
    for (int i = 0; i < n; i++) {
        fprintf(f, "%d. %s", i + 1, menu[i]->name);
        if (with_text && menu[i]->text && *menu[i]->text) fprintf(f, ": %s", menu[i]->text);
        fprintf(f, "\n");
    }
}

static void code_block(FILE *f, const char *src)
{
    size_t n = strlen(src);
    /* a Pallas kernel defines kernel( with def; a C one does not */
    const char *lang = strstr(src, "def kernel(") ? "python" : "c";
    fprintf(f, "```%s\n%s%s```\n", lang, src, n && src[n - 1] == '\n' ? "" : "\n");
}

/* A correct program, its code and what it measured. */
static void current_block(FILE *f, const kb_cand *c, const char *title)
{
    fprintf(f, "# %s\n\n", title);
    code_block(f, c->source);
    if (isfinite(c->out.time_ms) && isfinite(c->out.speedup))
        fprintf(f,
                "It is correct. It takes %.4g ms per call; the library baseline takes %.4g ms "
                "(speedup %.3fx).\n",
                c->out.time_ms, c->out.lib_ms, c->out.speedup);
    else
        fprintf(f, "It is correct (verified, not timed here).\n");
}

/* The task, then the program to improve on, if any. */
static void task_block(FILE *f, const kb_prompt_task *t, const kb_cand *current)
{
    fprintf(f, "# Task\n\n%s", t->task);
    /* what the target adds to every task (none for cpu: its task says it all) */
    if (words(t->ctx)->task_note) fprintf(f, "\n%s\n", words(t->ctx)->task_note);
    if (current) {
        fprintf(f, "\n");
        current_block(f, current, current->is_start ? "Current code (the starting program)" : "Current code");
    }
}

/* The menu as techniques to consider (full context), names only when the budget took its texts. */
static void techniques(FILE *f, const kb_prompt_task *t)
{
    const kb_context *ctx = t->ctx;
    if (t->level < KB_CONTEXT_FULL || !ctx->n_menu) return;
    fprintf(f, "\n# Techniques to consider\n\n");
    const kb_menu_item *items[256];
    int n = (int)KB_MIN(ctx->n_menu, 256);
    for (int i = 0; i < n; i++) items[i] = &ctx->menu[i];
    menu_block(f, items, n, true);
}

char *kb_prompt_write(const kb_prompt_task *t, const kb_cand *current)
{
    char *buf;
    size_t len;
    FILE *f = open_text(&buf, &len);
    task_block(f, t, current);
    techniques(f, t);
    if (current)
        fprintf(f, "\n# Instruction\n\nWrite a faster version of the current code for this machine. It must "
                   "stay correct: the same prototype, results within the tolerance.\n");
    else
        fprintf(f, "\n# Instruction\n\nWrite a kernel for this workload that is correct within the tolerance "
                   "and as fast as you can make it on this machine.\n");
    fprintf(f, "%s\n", reply_rule(t->ctx));
    return close_text(f, &buf);
}

/* What the harness said of a candidate, in one paragraph. */
static void outcome(FILE *f, const kb_cand *c)
{
    const kb_cand_outcome *o = &c->out;
    if (!strcmp(o->verdict, "no_code")) {
        fprintf(f, "The reply held no ```c fenced block, so there was nothing to compile.\n");
        return;
    }
    fprintf(f, "Verdict: %s.", o->verdict);
    if (o->detail[0]) fprintf(f, " %s", o->detail);
    if (!strcmp(o->verdict, "ok") && isfinite(o->time_ms))
        fprintf(f,
                "\nTime: %.4g ms per call; the library baseline takes %.4g ms; speedup %.3fx "
                "(95%% CI %.3f-%.3f).",
                o->time_ms, o->lib_ms, o->speedup, o->ci_lo, o->ci_hi);
    fprintf(f, "\n");
}

char *kb_prompt_feedback(const kb_prompt_task *t, const kb_cand *current, const kb_cand *prev,
                         const kb_cand *best)
{
    char *buf;
    size_t len;
    FILE *f = open_text(&buf, &len);
    /* the previous attempt may be the current code itself (iterative's best so far): once */
    bool same = current && (current == prev || (current->hash[0] && !strcmp(current->hash, prev->hash)));
    task_block(f, t, same ? NULL : current);
    techniques(f, t);
    fprintf(f, "\n# Your previous attempt\n\n");
    if (prev->source) code_block(f, prev->source);
    outcome(f, prev);
    if (best && best != prev && kb_cand_ok(best) && isfinite(best->out.speedup))
        fprintf(f, "\nYour best correct attempt so far reached a speedup of %.3fx.\n", best->out.speedup);
    fprintf(f, "\n%s\n",
            kb_cand_ok(prev) ? "Make it faster without breaking it."
                             : "Fix the problem, keeping what was right.");
    fprintf(f, "%s\n", reply_rule(t->ctx));
    return close_text(f, &buf);
}

char *kb_prompt_plan(const kb_prompt_task *t, const kb_cand *parent, const kb_menu_item *const *menu,
                     int n_menu, bool with_text)
{
    char *buf;
    size_t len;
    FILE *f = open_text(&buf, &len);
    task_block(f, t, parent);
    fprintf(f, "\n# Optimisation menu\n\n");
    menu_block(f, menu, n_menu, with_text);
    fprintf(f, "\n# Instruction\n\nPlan ONE optimisation of the current code: choose exactly one "
               "entry of the menu and describe concretely what to change in this code and why it "
               "will be faster here. Do not write the code. Begin with a line \"Menu: <entry "
               "name>\".\n");
    return close_text(f, &buf);
}

char *kb_prompt_implement(const kb_prompt_task *t, const kb_cand *parent, const char *plan)
{
    char *buf;
    size_t len;
    FILE *f = open_text(&buf, &len);
    task_block(f, t, parent);
    fprintf(f,
            "\n# Plan\n\n%s\n\n# Instruction\n\nApply this plan to the current code. Keep it "
            "correct.\n%s\n",
            plan, reply_rule(t->ctx));
    return close_text(f, &buf);
}

/* ---- the prompt budget ---------------------------------------------------------------------- */

const char *kb_trim_step_name(int step)
{
    static const char *const names[KB_TRIM_N] = {
        "api dropped",  "menu names only",  "hardware dropped", "one example kept",
        "menu dropped", "examples dropped", "rules dropped",    "previous code cut",
    };
    return step >= 0 && step < KB_TRIM_N ? names[step] : "?";
}

long kb_prompt_tokens(const char *system, const char *user)
{
    size_t n = (system ? strlen(system) : 0) + (user ? strlen(user) : 0);
    return (long)ceil((double)n / KB_PROMPT_BYTES_PER_TOKEN) + KB_PROMPT_TEMPLATE_TOKENS;
}

/* The "### Example: <workload>" sections of an examples part, one at a time: *at the next
 * section's start (NULL at the end), its length and its workload's id into id. */
#define EXAMPLE_MARK "### Example: "
static const char *next_example(const char **at, size_t *n, char *id, size_t cap)
{
    const char *s = *at ? strstr(*at, EXAMPLE_MARK) : NULL;
    if (!s) return *at = NULL;
    const char *next = strstr(s + 1, "\n" EXAMPLE_MARK);
    *n = next ? (size_t)(next + 1 - s) : strlen(s);
    const char *w = s + strlen(EXAMPLE_MARK);
    snprintf(id, cap, "%.*s", (int)KB_MIN(strcspn(w, " \n"), cap - 1), w);
    *at = next ? next + 1 : NULL;
    return s;
}

/* The examples of part that are not of workload (heap): all of them, or, one, the one a
 * compact prompt shows: of the workload's family, else of a family of the same kind (matrix
 * products, convolutions), else none; the shortest of those. */
static char *examples_for(const char *part, const char *workload, bool one)
{
    static const char *const kinds[][8] = {
        {"gemm", "matmul", "fused-gemm", "mlp", "grouped-gemm", "attention", NULL},
        {"convolution", "fused-conv", NULL},
        {"norm", "softmax", "reduction", "loss", "activation", "pooling", "scan", NULL},
    };
    const kb_workload *self = workload ? kb_suite_find(workload) : NULL;
    const char *best = NULL;
    size_t best_n = 0;
    int best_rank = 0;
    char *all = kb_xstrdup("");
    char id[96];
    size_t n;
    for (const char *at = part, *s; (s = next_example(&at, &n, id, sizeof id));) {
        if (workload && !strcmp(id, workload)) continue; /* never the workload being solved */
        if (!one) {
            char *more = kb_xasprintf("%s%.*s", all, (int)n, s);
            free(all);
            all = more;
            continue;
        }
        const kb_workload *w = kb_suite_find(id);
        int rank = 0; /* 2: the same family, 1: the same kind */
        if (w && self && !strcmp(w->family, self->family)) rank = 2;
        for (size_t k = 0; w && self && !rank && k < KB_ARRAY_LEN(kinds); k++) {
            bool a = false, b = false;
            for (int j = 0; kinds[k][j]; j++)
                a |= !strcmp(kinds[k][j], w->family), b |= !strcmp(kinds[k][j], self->family);
            if (a && b) rank = 1;
        }
        if (rank && (rank > best_rank || (rank == best_rank && n < best_n)))
            best = s, best_n = n, best_rank = rank;
    }
    if (!one) return all;
    free(all);
    return best ? kb_xasprintf("%.*s", (int)best_n, best) : kb_xstrdup("");
}

/* The first section of a markdown part (up to its second "## " heading), or all of it. */
static char *first_section(const char *part)
{
    const char *s = part;
    while (*s == '\n') s++;
    const char *next = strstr(s + (strncmp(s, "## ", 3) ? 0 : 3), "\n## ");
    return next ? kb_xasprintf("%.*s", (int)(next + 1 - part), part) : kb_xstrdup(part);
}

/* The shortest example section of part (heap), or "". */
static char *shortest_example(const char *part)
{
    const char *best = NULL;
    size_t best_n = 0, n;
    char id[96];
    for (const char *at = part, *s; (s = next_example(&at, &n, id, sizeof id));)
        if (!best || n < best_n) best = s, best_n = n;
    return best ? kb_xasprintf("%.*s", (int)best_n, best) : kb_xstrdup("");
}

void kb_context_sized(const kb_context *ctx, const char *workload, bool compact, kb_trimmed *out)
{
    memset(out, 0, sizeof *out);
    kb_context *v = &out->view;
    *v = *ctx;
    v->examples = out->examples =
        examples_for(compact ? ctx->examples_short : ctx->examples, workload, compact);
    if (!compact) return;
    v->api = "";
    /* this machine's CPU, caches and ISA, without the peaks and the static notes */
    v->hardware = out->hardware = first_section(ctx->hardware);
    char *sub = strstr(out->hardware, "\n### ");
    if (sub) sub[1] = 0;
    v->rules = out->rules = first_section(ctx->rules);
    if (ctx->n_menu) {
        out->menu = kb_xcalloc((size_t)ctx->n_menu, sizeof *out->menu);
        for (int i = 0; i < ctx->n_menu; i++) out->menu[i] = (kb_menu_item){ctx->menu[i].name, ""};
        v->menu = out->menu;
    }
}

void kb_context_trim(const kb_context *ctx, int level, kb_trimmed *out)
{
    memset(out, 0, sizeof *out);
    kb_context *v = &out->view;
    *v = *ctx;
    if (level > KB_TRIM_API) v->api = "";
    if (level > KB_TRIM_MENU_TEXT && ctx->n_menu) {
        out->menu = kb_xcalloc((size_t)ctx->n_menu, sizeof *out->menu);
        for (int i = 0; i < ctx->n_menu; i++) out->menu[i] = (kb_menu_item){ctx->menu[i].name, ""};
        v->menu = out->menu;
    }
    if (level > KB_TRIM_HARDWARE) v->hardware = "";
    if (level > KB_TRIM_EXAMPLES_ONE) v->examples = out->examples = shortest_example(ctx->examples);
    if (level > KB_TRIM_MENU) v->n_menu = 0;
    if (level > KB_TRIM_EXAMPLES) v->examples = "";
    if (level > KB_TRIM_RULES) v->rules = "";
}

void kb_trimmed_free(kb_trimmed *t)
{
    free(t->menu);
    free(t->examples);
    free(t->hardware);
    free(t->rules);
    memset(t, 0, sizeof *t);
}

char *kb_prompt_cut_middle(const char *src, long cut)
{
    size_t n = strlen(src);
    if (cut <= 0) return kb_xstrdup(src);
    /* keep head and tail of (n - cut - the note) / 2 bytes each, narrowed to whole lines */
    const size_t note = 96;
    size_t keep = n > (size_t)cut + note ? (n - (size_t)cut - note) / 2 : 0;
    const char *head_end = src + keep;
    while (head_end > src && head_end[-1] != '\n') head_end--;
    const char *tail = src + n - keep;
    while (*tail && tail > head_end && tail[-1] != '\n') tail++;
    if (tail < head_end) tail = head_end;
    int lines = 0;
    for (const char *s = head_end; s < tail; s++) lines += *s == '\n';
    bool py = strstr(src, "def kernel(") != NULL;
    return kb_xasprintf("%.*s%s [%d lines left out here to fit the model's context window]%s\n%s",
                        (int)(head_end - src), src, py ? "#" : "/*", lines, py ? "" : " */", tail);
}
