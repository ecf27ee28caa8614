/* target.c: a stub target, the recipe of docs/targets.md done for real in a test. It is this
 * directory and one line of targets.def, and nothing else: the Makefile builds kbench-stub, which
 * is kbench with a registry expanded from targets.def plus `KB_TARGET(stub)` (the line a new
 * target adds) and this file linked in; no file of src/ is edited or compiled differently.
 * test_targets then reaches the stub through the CLI, the registry, the dispatch and the store.
 *
 * Its candidates are text files (.stub): one whose first line is `correct` passes, any other is
 * wrong. It has no build or runner: it evaluates in its own evaluate slot, as a target
 * whose runner does not speak protocol.h does (docs/targets.md says what a target that does
 * needs today). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent/context.h"
#include "harness/evaluate.h"
#include "targets/target.h"

extern const kb_target kb_target_stub; /* below; registered by kbench-stub's targets.def */

static void spec_write(FILE *f, const kb_problem *p, bool with_rules)
{
    fprintf(f, "stub target: workload %s at preset %s%s\n", p->w->id, p->preset->name,
            with_rules ? "; a candidate's first line is `correct`" : "");
}

static const char *starter(const kb_workload *w)
{
    (void)w;
    return "correct\n";
}

static int context_load(kb_context *c, const kb_machine *m, const kb_peaks *p, kb_err *err)
{
    (void)m, (void)p, (void)err;
    memset(c, 0, sizeof *c);
    snprintf(c->target, sizeof c->target, "stub");
    c->hardware = kb_xstrdup("# Hardware\n\nA stub: no hardware.\n");
    c->rules = kb_xstrdup("# Rules\n\nThe first line is `correct`.\n");
    c->api = kb_xstrdup("");
    c->examples = kb_xstrdup("");
    c->examples_short = kb_xstrdup("");
    return 0;
}

static kb_verdict evaluate(const kb_eval_opts *o, kb_result *r)
{
    memset(r, 0, sizeof *r);
    r->w = o->w;
    snprintf(r->preset, sizeof r->preset, "%s", o->preset ? o->preset : "");
    r->dtype = o->dtype;
    r->threads = o->threads;
    snprintf(r->candidate, sizeof r->candidate, "%s", o->candidate);
    FILE *f = fopen(o->candidate, "r");
    char line[64] = "";
    if (!f) {
        r->verdict = KB_VERDICT_HARNESS_ERROR;
        snprintf(r->detail, sizeof r->detail, "stub target: cannot read %s", o->candidate);
        return r->verdict;
    }
    if (!fgets(line, sizeof line, f)) line[0] = 0;
    fclose(f);
    bool ok = !strcmp(line, "correct\n");
    r->verdict = ok ? KB_VERDICT_OK : KB_VERDICT_WRONG;
    snprintf(r->detail, sizeof r->detail, "stub target: %s",
             ok ? "its first line is `correct`" : "not `correct`");
    return r->verdict;
}

const kb_target kb_target_stub = {
    .api_version = KB_TARGET_API_VERSION,
    .name = "stub",
    .source_ext = "stub",
    .fence = "text",
    .words =
        {
            .language = "stub candidates",
            .reply_rule = "Reply with the candidate in one ```text fenced block.",
            .api_title = "the stub's API",
            .api_what = "the stub's API",
            .api_full_what = "the stub's whole API",
            .starter_kind = "stub ",
            .comment_open = "# ",
            .comment_close = "",
            .usage = "stub candidates (.stub), a test of the target recipe",
        },
    .spec_write = spec_write,
    .starter = starter,
    .context_load = context_load,
    .evaluate = evaluate,
};
