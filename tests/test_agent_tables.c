/* test_agent_tables.c: the agent's two tables, strategies.def and params.def, and what is made
 * from them: each strategy can run and says what it is, each parameter has a default its own
 * check accepts, survives the JSON stored with a run, and is in --help; runs stored by earlier
 * versions still read. (Each row's C type is checked at compile time, in params.c.) */
#include <criterion/criterion.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "agent/agent.h"
#include "agent/agent_cli.h"
#include "core/text.h"
#include "core/util.h"
#include "suite/workload.h"

TestSuite(agent_tables);

Test(agent_tables, every_strategy_runs_counts_its_calls_and_has_help)
{
    cr_assert_gt(KB_N_STRATEGIES, 0);
    kb_agent_params p;
    kb_agent_params_default(&p);
    p.n_workloads = 1;
    for (int s = 0; s < KB_N_STRATEGIES; s++) {
        const kb_strategy_info *st = &kb_strategies[s];
        cr_assert(st->name && st->name[0], "strategy %d has no name", s);
        cr_expect(st->run, "%s: no function runs it", st->name);
        cr_expect(st->calls, "%s: no function counts its calls", st->name);
        cr_expect(st->help && strlen(st->help) > 10, "%s: no help", st->name);
        cr_expect_str_eq(kb_strategy_names[s], st->name);
        cr_expect_str_eq(kb_strategy_name((kb_strategy)s), st->name);
        kb_strategy parsed = KB_N_STRATEGIES;
        cr_expect_eq(kb_strategy_parse(st->name, &parsed), 0);
        cr_expect_eq((int)parsed, s, "%s parses back to strategy %d", st->name, (int)parsed);
        for (int t = 0; t < s; t++)
            cr_expect_str_neq(kb_strategies[t].name, st->name, "two strategies named alike");
        p.strategy = (kb_strategy)s;
        cr_expect_gt(kb_agent_planned_calls(&p), 0, "%s plans no calls at its defaults", st->name);
        p.max_calls = 1;
        cr_expect_eq(kb_agent_planned_calls(&p), 1, "%s: --max-calls does not cap its calls", st->name);
        p.max_calls = 0;
    }
    cr_expect_null(kb_strategy_names[KB_N_STRATEGIES]);
    kb_strategy out;
    cr_expect_eq(kb_strategy_parse("greedy", &out), -1);
    cr_expect_eq(kb_strategy_parse(NULL, &out), -1);
}

/* A value of d other than p's (the next choice, the other end of the range, other text). */
static void other_value(const kb_agent_params *p, const kb_param *d, char *buf, size_t cap)
{
    char now[256];
    kb_param_format(p, d, now, sizeof now);
    switch (d->type) {
    case KB_PT_INT:
    case KB_PT_LONG: snprintf(buf, cap, "%.0f", atof(now) == d->hi ? d->lo : d->hi); break;
    case KB_PT_REAL: snprintf(buf, cap, "%.17g", atof(now) == d->hi ? d->lo : d->hi); break;
    case KB_PT_TEXT: snprintf(buf, cap, "%s-other", d->key); break;
    case KB_PT_BOOL: snprintf(buf, cap, "%s", strcmp(now, "true") ? "true" : "false"); break;
    case KB_PT_ENUM: {
        int i = 0;
        while (strcmp(d->choices[i], now)) i++;
        snprintf(buf, cap, "%s", d->choices[i + 1] ? d->choices[i + 1] : d->choices[0]);
        break;
    }
    }
}

Test(agent_tables, every_parameter_is_whole)
{
    kb_agent_params p;
    kb_agent_params_default(&p);
    char want[256];
    for (int i = 0; i < KB_N_PARAMS; i++) {
        const kb_param *d = &kb_params[i];
        cr_assert(d->key && d->key[0] && d->flag && d->arg && d->def && d->help, "row %d is incomplete", i);
        cr_expect(strlen(d->help) > 5, "%s: no help", d->key);
        cr_expect(d->use & KB_ALL, "%s: no strategy reads it", d->key);
        cr_expect_eq(d->use & ~(KB_ALL | KB_PARAM_ON_RESUME), 0u, "%s: a strategy that does not exist",
                     d->key);
        if (d->type == KB_PT_ENUM)
            cr_expect(d->choices && d->choices[0], "%s: an ENUM without choices", d->key);
        if (d->type <= KB_PT_REAL) cr_expect_lt(d->lo, d->hi, "%s: an empty range", d->key);
        for (int k = 0; k < i; k++) {
            cr_expect_str_neq(kb_params[k].key, d->key, "two parameters keyed %s", d->key);
            if (d->flag[0])
                cr_expect_str_neq(kb_params[k].flag, d->flag, "two parameters take --%s", d->flag);
        }
        for (int k = 0; d->flag[0] && k < KB_N_AOPTS; k++)
            cr_expect_str_neq(kb_agent_opts[k].flag, d->flag, "--%s is a parameter and an option", d->flag);
        /* the defaults and the values of old runs pass the parameter's own check */
        kb_agent_params q = p;
        if (d->def[0])
            cr_expect_eq(kb_param_set(&q, d, d->def, want, sizeof want), 0, "%s's default: %s", d->key, want);
        if (d->was)
            cr_expect_eq(kb_param_set(&q, d, d->was, want, sizeof want), 0, "%s's old value: %s", d->key,
                         want);
        /* and a value out of range, or no choice, does not */
        if (d->type <= KB_PT_REAL) {
            char v[64];
            snprintf(v, sizeof v, "%.17g", d->hi * 2 + 1);
            cr_expect_eq(kb_param_set(&q, d, v, want, sizeof want), -1, "%s takes %s", d->key, v);
            cr_expect(strstr(want, "a number from"), "%s: %s", d->key, want);
            cr_expect_eq(kb_param_set(&q, d, "x", want, sizeof want), -1, "%s takes x", d->key);
        }
        if (d->type == KB_PT_ENUM) {
            cr_expect_eq(kb_param_set(&q, d, "nonsense", want, sizeof want), -1);
            cr_expect(strstr(want, d->choices[0]), "%s's message does not list its choices: %s", d->key,
                      want);
        }
    }
}

/* Every parameter set to another value than its default survives the JSON of a stored run
 * (written by kb_agent_params_json, read by kb_agent_params_from_json), for every strategy. */
Test(agent_tables, every_parameter_round_trips_through_the_stored_json)
{
    for (int s = 0; s < KB_N_STRATEGIES; s++) {
        kb_agent_params p, back;
        kb_agent_params_default(&p);
        char v[256], want[256], a[256], b[256];
        for (int i = 0; i < KB_N_PARAMS; i++) {
            other_value(&p, &kb_params[i], v, sizeof v);
            cr_assert_eq(kb_param_set(&p, &kb_params[i], v, want, sizeof want), 0, "%s = %s: %s",
                         kb_params[i].key, v, want);
        }
        p.strategy = (kb_strategy)s;
        p.n_workloads = 2;
        snprintf(p.workloads[0], sizeof p.workloads[0], "p08_gemm");
        memset(p.workloads[1], 'k', KB_AGENT_ID_MAX - 1); /* the longest id that fits */
        p.workloads[1][KB_AGENT_ID_MAX - 1] = 0;
        json_t *j = kb_agent_params_json(&p);
        cr_expect_eq(json_object_size(j), (size_t)KB_N_PARAMS + 1, "a key per parameter, and the workloads");
        char *text = json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS);
        json_decref(j);
        kb_err err = {{0}};
        cr_assert_eq(kb_agent_params_from_json(&back, text, &err), 0, "%s", err.msg);
        for (int i = 0; i < KB_N_PARAMS; i++) {
            kb_param_format(&p, &kb_params[i], a, sizeof a);
            kb_param_format(&back, &kb_params[i], b, sizeof b);
            cr_expect_str_eq(b, a, "%s: %s stored, %s read back", kb_params[i].key, a, b);
        }
        cr_expect_eq(back.n_workloads, 2);
        cr_expect_str_eq(back.workloads[1], p.workloads[1]);
        /* and the same JSON again */
        j = kb_agent_params_json(&back);
        char *again = json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS);
        json_decref(j);
        cr_expect_str_eq(again, text);
        free(again);
        free(text);
    }
}

/* Runs stored by earlier versions, as their store holds them, read back to the same JSON. */
Test(agent_tables, runs_stored_before_read_the_same)
{
    /* issue 28's version (before the tables), `kbench agent --strategy autocomp ...` */
    static const char v28[] =
        "{\"base_url\":\"http://localhost:9/v1\",\"beam\":2,\"context\":\"full\",\"context_window\":8000,\"dtype\":"
        "\"bf16\",\"grammar\":true,\"impls\":1,\"iters\":4,\"keep\":0.5,\"llm_timeout_s\":1.0,\"local\":true,"
        "\"max_calls\":0,\"max_cost\":0.0,\"max_time_eval_s\":2.0,\"max_time_s\":0.0,\"max_tokens\":0,\"min_time_s\":"
        "0.10000000000000001,\"model\":\"openai:qwen2.5-coder\",\"n\":8,\"parallel\":3,\"plans\":3,\"preset\":\"cpu\","
        "\"price_in\":3.0,\"price_out\":15.0,\"prompt\":\"full\",\"repairs\":2,\"repeat_penalty\":1.1000000000000001,"
        "\"reply_tokens\":1000,\"retries\":0,\"rounds\":8,\"slack\":0.20000000000000001,\"start\":\"none\","
        "\"strategy\":\"autocomp\",\"target\":\"cpu\",\"temperature\":0.29999999999999999,\"threads\":2,\"top_k\":40,"
        "\"top_p\":0.90000000000000002,\"translate_tries\":2,\"workloads\":[\"p08_gemm\"]}";
    kb_agent_params p;
    kb_err err = {{0}};
    cr_assert_eq(kb_agent_params_from_json(&p, v28, &err), 0, "%s", err.msg);
    json_t *j = kb_agent_params_json(&p);
    char *text = json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS);
    json_decref(j);
    cr_expect_str_eq(text, v28);
    free(text);

    /* before issue 28: no local, context_window, start, prompt, repairs, grammar, top_p, top_k,
     * repeat_penalty; such a run was remote and unbudgeted, started from nothing, full prompts */
    static const char old[] =
        "{\"base_url\":\"\",\"beam\":4,\"context\":\"hardware\",\"dtype\":\"f32\",\"impls\":2,\"iters\":8,\"keep\":0.25,"
        "\"llm_timeout_s\":300.0,\"max_calls\":5,\"max_cost\":1.5,\"max_time_eval_s\":5.0,\"max_time_s\":60.0,"
        "\"max_tokens\":12345,\"min_time_s\":0.5,\"model\":\"anthropic:claude-x\",\"n\":8,\"parallel\":4,\"plans\":4,"
        "\"preset\":\"cpu\",\"price_in\":0.0,\"price_out\":0.0,\"reply_tokens\":8192,\"retries\":5,\"rounds\":3,"
        "\"slack\":0.1,\"strategy\":\"iterative\",\"target\":\"cpu\",\"temperature\":1.0,\"threads\":2,"
        "\"translate_tries\":3,\"workloads\":[\"p08_gemm\",\"k41\"]}";
    cr_assert_eq(kb_agent_params_from_json(&p, old, &err), 0, "%s", err.msg);
    cr_expect_eq(p.strategy, KB_STRATEGY_ITERATIVE);
    cr_expect_eq(p.rounds, 3);
    cr_expect_eq(p.max_tokens, 12345);
    cr_expect_eq(p.context, KB_CONTEXT_HARDWARE);
    cr_expect_eq(p.dtype, KB_DTYPE_F32);
    cr_expect(!p.local && !p.grammar);
    cr_expect_eq(p.context_window, 0);
    cr_expect_eq(p.start, KB_START_NONE);
    cr_expect_eq(p.prompt, KB_PROMPT_FULL);
    cr_expect_eq(p.repairs, 0);
    cr_expect(p.sampling.top_p == -1 && p.sampling.top_k == -1 && p.sampling.repeat_penalty == -1);
    cr_expect_eq(p.n_workloads, 2);
    cr_expect_str_eq(p.workloads[1], "k41");

    /* a key every run has, missing: the message names it */
    char *broken = kb_xstrdup(old);
    char *at = strstr(broken, "\"rounds\"");
    memcpy(at, "\"roundz\"", 8);
    cr_expect_eq(kb_agent_params_from_json(&p, broken, &err), -1);
    cr_expect(strstr(err.msg, "no 'rounds'") && strstr(err.msg, "start a new run"), "%s", err.msg);
    at = strstr(broken, "\"iterative\"");
    memcpy(at, "\"iterativ!\"", 11);
    memcpy(strstr(broken, "\"roundz\""), "\"rounds\"", 8);
    cr_expect_eq(kb_agent_params_from_json(&p, broken, &err), -1);
    cr_expect(strstr(err.msg, "'strategy'") && strstr(err.msg, "best-of-n"), "%s", err.msg);
    free(broken);
    cr_expect_eq(kb_agent_params_from_json(&p, "{", &err), -1);
    cr_expect(strstr(err.msg, "not JSON"), "%s", err.msg);
}

/* --help and the option list name every parameter's flag, its default and every strategy. */
Test(agent_tables, help_and_options_come_from_the_tables)
{
    char needle[128];
    for (int i = 0; i < KB_N_PARAMS; i++) {
        const kb_param *d = &kb_params[i];
        if (!d->flag[0]) continue;
        snprintf(needle, sizeof needle, "  --%s%s%s ", d->flag, d->arg[0] ? " " : "", d->arg);
        const char *line = strstr(kb_agent_usage, needle);
        cr_expect(line, "--help lacks '%s'", needle);
        if (line && d->def[0] && d->type != KB_PT_BOOL) {
            snprintf(needle, sizeof needle, "(default %s)", d->def);
            const char *def = strstr(line, needle), *next = strstr(line + 3, "\n  --");
            cr_expect(def && (!next || def < next), "--%s's help lacks '%s'", d->flag, needle);
        }
        snprintf(needle, sizeof needle, " %s ", d->flag);
        char list[1100];
        snprintf(list, sizeof list, " %s ", kb_agent_options);
        const char *first = strstr(list, needle);
        cr_expect(first && !strstr(first + 1, needle), "the option list has --%s %s", d->flag,
                  first ? "twice" : "not");
    }
    for (int s = 0; s < KB_N_STRATEGIES; s++) {
        cr_expect(strstr(kb_agent_usage, kb_strategies[s].help), "--help lacks %s's line",
                  kb_strategies[s].name);
        snprintf(needle, sizeof needle, "\n    %s ", kb_strategies[s].name);
        cr_expect(strstr(kb_agent_usage, needle), "--help lacks %s", kb_strategies[s].name);
    }
    /* the echo of a run names the parameters only its strategy reads */
    kb_agent_params p;
    kb_agent_params_default(&p);
    char echo[512];
    kb_agent_params_describe(&p, echo, sizeof echo);
    cr_expect_str_eq(echo, "repairs 1, samples 8");
    p.strategy = KB_STRATEGY_ITERATIVE;
    kb_agent_params_describe(&p, echo, sizeof echo);
    cr_expect_str_eq(echo, "rounds 8");
}

/* Every workload's id fits a run's parameters and its candidates (a kb1 id has 92 characters;
 * 64 cut them, and the run crashed on the cut name). */
Test(agent_tables, every_workload_id_fits)
{
    static const char *const suites[] = {"jaxbench", "kb1", "kb2"};
    for (size_t s = 0; s < sizeof suites / sizeof suites[0]; s++) {
        size_t n = 0;
        const kb_suite_entry *e = kb_suite_entries(suites[s], &n);
        cr_assert(e && n > 0, "suite %s", suites[s]);
        for (size_t i = 0; i < n; i++)
            cr_expect_lt(strlen(e[i].w->id), (size_t)KB_AGENT_ID_MAX, "%s does not fit", e[i].w->id);
    }
}

/* docs/agents.md's recipe for a new strategy compiles as it stands: its file against
 * strategy.h, and its line of strategies.def against the table's columns. */
Test(agent_tables, the_docs_recipe_for_a_strategy_compiles)
{
    const char *root = getenv("KBENCH_ROOT");
    cr_assert(root, "KBENCH_ROOT is not set (make check sets it)");
    char path[1024];
    snprintf(path, sizeof path, "%s/docs/agents.md", root);
    char *doc = kb_read_file(path, NULL);
    cr_assert(doc, "cannot read %s", path);
    const char *sec = strstr(doc, "### Adding a strategy");
    cr_assert(sec, "docs/agents.md has no 'Adding a strategy'");
    const char *file = strstr(sec, "```c\n"), *file_end = file ? strstr(file + 5, "```") : NULL;
    const char *line = file_end ? strstr(file_end + 3, "```c\n") : NULL;
    const char *line_end = line ? strstr(line + 5, "```") : NULL;
    cr_assert(line_end, "the recipe has no strategy file and .def line in ```c blocks");
    char src[] = "/tmp/kbench-recipe-XXXXXX.c";
    int fd = mkstemps(src, 2);
    cr_assert(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fprintf(f, "%.*s\n", (int)(file_end - file - 5), file + 5);
    fprintf(f,
            "#define KB_STRATEGY(id, name, run, calls, help) "
            "const kb_strategy_info recipe_##id = {name, run, calls, help};\n%.*s\n",
            (int)(line_end - line - 5), line + 5);
    fclose(f);
    char *cmd = kb_xasprintf("cc -std=c17 -D_GNU_SOURCE -Wall -Wextra -Werror -fsyntax-only -I%s/include "
                             "-I%s/src/agent/strategies %s 2>&1",
                             root, root, src);
    FILE *p = popen(cmd, "r");
    char out[4096] = "";
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = 0;
    int rc = pclose(p);
    cr_expect_eq(rc, 0, "docs/agents.md's strategy does not compile:\n%s", out);
    unlink(src);
    free(cmd);
    free(doc);
}

/* A candidate's path in a verdict's detail becomes kernel.c for the model: within the buffer,
 * also when the path is shorter than the name or is the name (it used to overflow, or loop). */
Test(agent_tables, the_candidate_path_is_scrubbed_within_its_buffer)
{
    char s[64] = "/c/0123456789abcdef.c:3: error; /c/0123456789abcdef.c:4";
    kb_text_replace(s, sizeof s, "/c/0123456789abcdef.c", "kernel.c");
    cr_expect_str_eq(s, "kernel.c:3: error; kernel.c:4");
    char t[16] = "a.c a.c a.c";
    kb_text_replace(t, sizeof t, "a.c", "kernel.c"); /* grows: what does not fit is cut */
    cr_expect_str_eq(t, "kernel.c ");
    char u[32] = "kernel.c and kernel.c";
    kb_text_replace(u, sizeof u, "kernel.c", "kernel.c");
    cr_expect_str_eq(u, "kernel.c and kernel.c");
    char v[8] = "x.c";
    kb_text_replace(v, sizeof v, "x.c", "kernel.c"); /* no room for the name at all */
    cr_expect_str_eq(v, "");
}
