/* main.c: kbench's entry point: dispatch to a subcommand of the table (commands.def). Only main
 * exits. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "shard.h"

static void usage(FILE *f)
{
    fprintf(f, "kbench: a C-native JAXBench: verify and time compute kernels against baselines\n\n"
               "usage: kbench <command> [options]   (kbench <command> --help for its options)\n\n");
    for (size_t i = 0; i < kb_n_commands; i++)
        fprintf(f, "  %-8s %s\n", kb_commands[i].name, kb_commands[i].summary);
    fprintf(f, "\nexit codes: 0 all ok, 1 some verdict not ok, 2 usage error, 3 harness error,\n"
               "            4 unsupported (eval: this machine or dtype lacks what the candidate needs)\n");
}

int main(int argc, char **argv)
{
    /* kbench's own OpenMP threads (fresh inputs, output checks) must sleep when their work is
     * done: spinning, as libgomp's threads do for a while by default, takes a core from the
     * contestant called next (a 2-thread lib call at tiny ran up to 2 ms late). libgomp reads
     * the policy once, before main, so it is set for a second start of this same program. */
    if (!getenv("OMP_WAIT_POLICY")) {
        setenv("OMP_WAIT_POLICY", "PASSIVE", 1);
        execv("/proc/self/exe", argv); /* if this fails, go on as we are */
    }
    /* kbench help <command> is kbench <command> --help */
    if (argc == 3 && !strcmp(argv[1], "help") && kb_command_find(argv[2])) {
        kb_cli_usage(stdout, argv[2]);
        return KB_EXIT_OK;
    }
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? KB_EXIT_USAGE : KB_EXIT_OK;
    }
    if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "version")) {
        printf("kbench %s\n", kb_version);
        return KB_EXIT_OK;
    }
    const kb_command *c = kb_command_find(argv[1]);
    if (c) return c->run(argc - 1, argv + 1);
    fprintf(stderr, "kbench: unknown command '%s'\n\n", argv[1]);
    usage(stderr);
    return KB_EXIT_USAGE;
}
