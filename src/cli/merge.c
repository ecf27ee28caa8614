/* merge.c: `kbench merge OUT.db SHARD.db...`: put the stores that the tasks of a sharded run
 * (`kbench run --shard I/N`, one per task of a Slurm job array) wrote into one store, which
 * `kbench report` and `history` then read like any other (src/store/merge.c does the work).
 * Exit codes: 0 every run is complete, 1 a shard is missing or did not complete, 2 usage or
 * shards that do not belong together, 3 a store failed. */
#include <getopt.h>
#include <string.h>

#include "cli.h"

int kb_cmd_merge(int argc, char **argv)
{
    static const struct option vocab[] = {{"force", no_argument, 0, 'f'}, {0, 0, 0, 0}};
    struct option longopts[KB_CLI_MAX_OPTS];
    kb_cli_longopts("merge", vocab, longopts, KB_ARRAY_LEN(longopts));
    bool force = false;
    optind = 1;
    opterr = 0;
    int ch;
    while ((ch = kb_cli_getopt("merge", argc, argv, longopts, NULL)) != -1) {
        switch (ch) {
        case 'f': force = true; break;
        case KB_CLI_HELP: kb_cli_usage(stdout, "merge"); return KB_EXIT_OK;
        default: return KB_EXIT_USAGE; /* '?': kb_cli_getopt said why */
        }
    }
    if (argc - optind < 2) {
        fprintf(stderr, "kbench merge: expected the merged store and at least one shard store\n");
        kb_cli_usage(stderr, "merge");
        return KB_EXIT_USAGE;
    }
    kb_cli c = {.db = argv[optind]};
    kb_store *st = kb_cli_store(&c);
    if (!st) return KB_EXIT_HARNESS;
    kb_err err = {{0}};
    int rc =
        kb_store_merge(st, (const char *const *)argv + optind + 1, argc - optind - 1, force, stderr, &err);
    kb_store_close(st);
    if (rc < 0) fprintf(stderr, "kbench: %s\n", err.msg);
    return rc < 0 ? KB_EXIT_HARNESS : rc == 2 ? KB_EXIT_USAGE : rc ? KB_EXIT_NOT_OK : KB_EXIT_OK;
}
