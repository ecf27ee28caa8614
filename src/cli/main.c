/* main.c: kbench's entry point: dispatch to a subcommand. Only main exits. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "shard.h"

static const struct {
    const char *name;
    int (*fn)(int, char **);
    const char *what;
} commands[] = {
    {"list", kb_cmd_list, "the workloads of the suite"},
    {"show", kb_cmd_show, "a workload's ABI: prototype, macros, math, tolerances, reference"},
    {"init", kb_cmd_init, "write a correct naive candidate to start from"},
    {"dump", kb_cmd_dump, "write one input set and its reference outputs as raw files"},
    {"eval", kb_cmd_eval, "verify and time one candidate against the baseline"},
    {"run", kb_cmd_run, "evaluate the shipped candidates of each workload, one table"},
    {"tune", kb_cmd_tune, "search a candidate's KB_TUNE parameters, re-measure the best"},
    {"peak", kb_cmd_peak, "measure this machine's compute and bandwidth peaks"},
    {"history", kb_cmd_history, "stored evaluations"},
    {"agent", kb_cmd_agent, "let an LLM write kernels: best-of-n, iterative, autocomp"},
    {"context", kb_cmd_context, "build and inspect what an agent is told about the target"},
    {"report", kb_cmd_report, "an HTML page and a Markdown twin of stored results"},
    {"merge", kb_cmd_merge, "merge the stores of a sharded run's tasks (docs/scale-out.md)"},
};

static void usage(FILE *f)
{
    fprintf(f, "kbench: a C-native JAXBench: verify and time compute kernels against baselines\n\n"
               "usage: kbench <command> [options]   (kbench <command> --help for its options)\n\n");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(f, "  %-8s %s\n", commands[i].name, commands[i].what);
    fprintf(f, "\nexit codes: 0 all ok, 1 some verdict not ok, 2 usage error, 3 harness error\n");
}

int main(int argc, char **argv)
{
    /* kbench's own OpenMP threads (fresh inputs, output checks) must sleep when their work is
     * done: spinning, as libgomp's threads do for a while by default, takes a core from the
     * contestant called next (a 2-thread lib call at tiny ran up to 2 ms late). libgomp reads
     * the policy once, before main, so it is set for a second start of this same program. */
    if (!getenv("OMP_WAIT_POLICY")) {
        setenv("OMP_WAIT_POLICY", "PASSIVE", 1);
        execv("/proc/self/exe", argv);   /* if this fails, go on as we are */
    }
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? KB_EXIT_USAGE : KB_EXIT_OK;
    }
    if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "version")) {
        printf("kbench %s\n", kb_version);
        return KB_EXIT_OK;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(argv[1], commands[i].name)) return commands[i].fn(argc - 1, argv + 1);
    fprintf(stderr, "kbench: unknown command '%s'\n\n", argv[1]);
    usage(stderr);
    return KB_EXIT_USAGE;
}
