/* report.c: placeholder until the subcommand lands (being written now). */
#include <stdio.h>
#include "cli.h"

int kb_cmd_report(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fprintf(stderr, "kbench report: not built yet\n");
    return KB_EXIT_USAGE;
}
