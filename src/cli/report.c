/* report.c: `kbench report [--run RUN] [--out DIR] [--db PATH]`: one run from the store as an
 * HTML page with charts and a Markdown twin (src/report). Exit codes: 0 written, 2 usage (an
 * unknown run: the message lists those that exist), 3 the store or the files failed. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "../report/report.h"
#include "cli.h"

int kb_cmd_report(int argc, char **argv)
{
    const char *db = "kbench.db", *out = "kbench-report", *run = NULL;
    static const struct option vocab[] = {{"run", required_argument, 0, 'r'},
                                          {"out", required_argument, 0, 'o'},
                                          {"db", required_argument, 0, 'd'},
                                          {0, 0, 0, 0}};
    struct option longopts[KB_CLI_MAX_OPTS];
    kb_cli_longopts("report", vocab, longopts, KB_ARRAY_LEN(longopts));
    optind = 1;
    opterr = 0;
    int ch;
    while ((ch = kb_cli_getopt("report", argc, argv, longopts, NULL)) != -1) {
        switch (ch) {
        case 'r': run = optarg; break;
        case 'o': out = optarg; break;
        case 'd': db = optarg; break;
        case KB_CLI_HELP: kb_cli_usage(stdout, "report"); return KB_EXIT_OK;
        default: return KB_EXIT_USAGE; /* '?': kb_cli_getopt said why */
        }
    }
    if (optind < argc) {
        fprintf(stderr, "kbench report: unexpected argument '%s'\n", argv[optind]);
        kb_cli_usage(stderr, "report");
        return KB_EXIT_USAGE;
    }
    long long id = 0;
    if (run) {
        char *end;
        id = strtoll(run, &end, 10);
        if (!*run || *end || id <= 0) {
            fprintf(stderr, "kbench report: --run takes a run id (a positive number), not '%s'\n", run);
            return KB_EXIT_USAGE;
        }
    }
    kb_cli c = {.db = db};
    kb_store *st = kb_cli_store(&c);
    if (!st) return KB_EXIT_HARNESS;
    kb_err err = {{0}};
    int rc = KB_EXIT_OK;
    kb_rep_run r;
    if (!run && (id = kb_report_latest(st, &err)) <= 0) {
        if (id < 0)
            fprintf(stderr, "kbench: %s\n", err.msg);
        else
            fprintf(stderr, "kbench report: no runs in %s yet: `kbench run` records one\n", db);
        kb_store_close(st);
        return id < 0 ? KB_EXIT_HARNESS : KB_EXIT_USAGE;
    }
    int loaded = kb_report_load(st, id, &r, &err);
    if (loaded > 0) {
        char runs[1024];
        kb_report_list_runs(st, runs, sizeof runs);
        fprintf(stderr, "kbench report: no run %lld in %s; %s%s\n", id, db,
                runs[0] ? "runs there: " : "it has no runs yet", runs);
        rc = KB_EXIT_USAGE;
    } else if (loaded < 0) {
        fprintf(stderr, "kbench: %s\n", err.msg);
        rc = KB_EXIT_HARNESS;
    } else if (kb_report_write(&r, out, &err)) {
        fprintf(stderr, "kbench report: %s\n", err.msg);
        rc = KB_EXIT_HARNESS;
    } else {
        printf(
            "run %lld (%s): %d evaluations of %d workloads, %d correct\nwrote %s/report.html and %s/report.md\n",
            id, r.kind, r.n_evals, r.n_workloads, r.n_ok, out, out);
    }
    if (loaded == 0) kb_report_free(&r);
    kb_store_close(st);
    return rc;
}
