/* agent_cli.c: `kbench agent`'s option list and --help, written from the tables (params.def,
 * strategies.def, kb_agent_opts) before main runs: commands.def's agent entry points at them. */
#include "agent_cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/text.h"
#include "../core/util.h"
#include "agent.h"

const kb_agent_opt_info kb_agent_opts[KB_N_AOPTS] = {
    [KB_AOPT_SUITE] = {"suite", "S", "every workload of suite S (jaxbench, kb1 or kb2) instead of ids"},
    [KB_AOPT_PRICE] = {"price", "IN,OUT", "USD per million tokens in and out, e.g. 3,15 (for the cost)"},
    [KB_AOPT_NO_LOCAL] = {"no-local", NULL, "the model does not run on these cores (--local)"},
    [KB_AOPT_SEED] = {"seed", "HEX",
                      "the run's seed (evaluation inputs, menu dropout): repeat a run exactly;\n"
                      "default a fresh secret one"},
    [KB_AOPT_SEED_FILE] = {"seed-file", "F",
                           "read it from F (or $KBENCH_SEED_FILE), a file only you can read"},
    [KB_AOPT_SHARD] = {"shard", "I/N",
                       "only shard I (0-based) of N cost-balanced shards of the workloads, for a\n"
                       "job array sharing --run-id and the seed file (docs/scale-out.md)"},
    [KB_AOPT_RUN_ID] = {"run-id", "ID", "the job array's run (with --shard)"},
    [KB_AOPT_RESUME] = {"resume", "RUN",
                        "continue run RUN where it stopped (its budgets may be given again)"},
    [KB_AOPT_REPLAY] = {"replay", "RUN", "re-run RUN from the store, offline, and check that it retraces"},
    [KB_AOPT_OUT] = {"out", "DIR", "where the best candidates go (default kbench-agent-run<RUN>)"},
    [KB_AOPT_DB] = {"db", "PATH", "the store (default kbench.db)"},
    [KB_AOPT_JSON] = {"json", NULL, "print the summary as JSON"},
    [KB_AOPT_QUIET] = {"quiet", NULL, "no progress on stderr"},
};

char kb_agent_options[1024];
char kb_agent_usage[16384];

enum { HELP_COLUMN = 24 };

/* "  --flag ARG" then the help from HELP_COLUMN, each of its lines indented to it; a parameter's
 * choices before it, its default after. */
static void option_line(kb_sbuf *b, const char *flag, const char *arg, const char *help, const kb_param *d)
{
    size_t start = b->len;
    kb_sb_printf(b, "  --%s%s%s", flag, arg && arg[0] ? " " : "", arg ? arg : "");
    size_t used = b->len - start;
    kb_sb_printf(b, "%*s", used + 2 > HELP_COLUMN ? 2 : (int)(HELP_COLUMN - used), "");
    if (d && d->type == KB_PT_ENUM) {
        for (int i = 0; d->choices[i]; i++) kb_sb_printf(b, "%s%s", i ? " | " : "", d->choices[i]);
        kb_sb_puts(b, ": ");
    }
    for (const char *s = help; *s;) {
        size_t n = strcspn(s, "\n");
        kb_sb_putn(b, s, n);
        s += n;
        if (*s == '\n' && s[1]) kb_sb_printf(b, "\n%*s", HELP_COLUMN, "");
        if (*s) s++;
    }
    if (d && d->def[0] && d->type != KB_PT_BOOL) kb_sb_printf(b, " (default %s)", d->def);
    kb_sb_puts(b, "\n");
}

/* The parameters whose `use` is exactly use, under a heading. */
static void param_group(kb_sbuf *b, unsigned use, const char *heading)
{
    bool any = false;
    for (int i = 0; i < KB_N_PARAMS; i++) {
        const kb_param *d = &kb_params[i];
        if (d->use != use || !d->flag[0]) continue;
        if (!any) kb_sb_printf(b, "\n  %s\n", heading);
        any = true;
        option_line(b, d->flag, d->arg, d->help, d);
    }
}

/* The groups of strategy-specific parameters, each headed by the strategies that read it. */
static void strategy_groups(kb_sbuf *b)
{
    unsigned seen[KB_N_PARAMS];
    int n = 0;
    for (int i = 0; i < KB_N_PARAMS; i++) {
        unsigned use = kb_params[i].use;
        bool dup = false;
        for (int k = 0; k < n; k++) dup |= seen[k] == use;
        if (dup || (use & KB_ALL) == KB_ALL) continue;
        seen[n++] = use;
        char heading[256] = "";
        for (int s = 0; s < KB_N_STRATEGIES; s++)
            if (use & (1u << s))
                snprintf(heading + strlen(heading), sizeof heading - strlen(heading), "%s%s",
                         heading[0] ? " and " : "", kb_strategy_names[s]);
        snprintf(heading + strlen(heading), sizeof heading - strlen(heading), ":");
        param_group(b, use, heading);
    }
}

static void own_options(kb_sbuf *b, int from, int to, const char *heading)
{
    if (heading[0]) kb_sb_printf(b, "\n  %s\n", heading);
    for (int i = from; i <= to; i++)
        option_line(b, kb_agent_opts[i].flag, kb_agent_opts[i].arg, kb_agent_opts[i].help, NULL);
}

__attribute__((constructor)) static void agent_cli_tables(void)
{
    kb_sbuf o = {0};
    for (int i = 0; i < KB_N_PARAMS; i++)
        if (kb_params[i].flag[0]) kb_sb_printf(&o, "%s%s", o.len ? " " : "", kb_params[i].flag);
    for (int i = 0; i < KB_N_AOPTS; i++) kb_sb_printf(&o, " %s", kb_agent_opts[i].flag);
    KB_ASSERT(o.len < sizeof kb_agent_options);
    memcpy(kb_agent_options, o.s, o.len + 1);
    free(o.s);

    kb_sbuf b = {0};
    kb_sb_puts(
        &b,
        "usage: kbench agent --strategy S --model M [ids... | --suite S] [options]   start a run\n"
        "       kbench agent --resume RUN [budget options]               continue a stopped run\n"
        "       kbench agent --replay RUN                                re-run it from the store, offline\n"
        "\n"
        "  Let an LLM write candidates for workloads (ids; JAXBench names like 8p and KernelBench\n"
        "  names like L1-19 work too) and keep every prompt, reply, candidate and evaluation in the\n"
        "  store.\n"
        "\n  strategies:\n");
    for (int s = 0; s < KB_N_STRATEGIES; s++)
        kb_sb_printf(&b, "    %-20s%s\n", kb_strategies[s].name, kb_strategies[s].help);
    own_options(&b, KB_AOPT_SUITE, KB_AOPT_SUITE, "the workloads:");
    param_group(&b, KB_ALL, "the run (stored with it; a resumed or replayed run keeps its own):");
    own_options(&b, KB_AOPT_PRICE, KB_AOPT_NO_LOCAL, "");
    strategy_groups(&b);
    param_group(&b, KB_BUDGET, "budgets (stop the run cleanly; --resume may change them):");
    own_options(&b, KB_AOPT_SEED, KB_N_AOPTS - 1, "this invocation:");
    kb_sb_puts(
        &b, "\n  exit: 0 finished with a correct candidate for every workload, 1 finished without one for\n"
            "  some, 2 usage, 3 stopped by an error (kbench agent --resume RUN continues it)\n");
    KB_ASSERT(b.len < sizeof kb_agent_usage);
    memcpy(kb_agent_usage, b.s, b.len + 1);
    free(b.s);
}
