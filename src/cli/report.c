/* report.c: `kbench report [--run RUN] [--out DIR] [--db PATH]`: one run from the store as an
 * HTML page with charts and a Markdown twin (src/report). Exit codes: 0 written, 2 usage (an
 * unknown run: the message lists those that exist), 3 the store or the files failed. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "../report/report.h"
#include "cli.h"

static const char usage[] =
    "usage: kbench report [--run RUN] [--out DIR] [--db PATH]\n"
    "  Write one run as a self-contained HTML page (DIR/report.html: summary with fast_p and\n"
    "  geomean speedups, speedup bars with 95% CIs, a roofline under this machine's measured\n"
    "  peaks, the verdicts, an agent's trajectory, the per-workload table) and its Markdown\n"
    "  twin (DIR/report.md, charts as DIR/*.svg). Default: the newest run, DIR kbench-report.\n";

int kb_cmd_report(int argc, char **argv)
{
    const char *db = "kbench.db", *out = "kbench-report", *run = NULL;
    static const struct option longopts[] = {{"run", required_argument, 0, 'r'}, {"out", required_argument, 0, 'o'},
                                             {"db", required_argument, 0, 'd'}, {"help", no_argument, 0, 'h'},
                                             {0, 0, 0, 0}};
    optind = 1;
    opterr = 0;
    int ch;
    while ((ch = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
        switch (ch) {
        case 'r': run = optarg; break;
        case 'o': out = optarg; break;
        case 'd': db = optarg; break;
        case 'h': fputs(usage, stdout); return KB_EXIT_OK;
        default:
            fprintf(stderr, "kbench report: unknown or incomplete option '%s'\n%s", argv[optind - 1], usage);
            return KB_EXIT_USAGE;
        }
    }
    if (optind < argc) {
        fprintf(stderr, "kbench report: unexpected argument '%s'\n%s", argv[optind], usage);
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
        if (id < 0) fprintf(stderr, "kbench: %s\n", err.msg);
        else fprintf(stderr, "kbench report: no runs in %s yet: `kbench run` records one\n", db);
        kb_store_close(st);
        return id < 0 ? KB_EXIT_HARNESS : KB_EXIT_USAGE;
    }
    int loaded = kb_report_load(st, id, &r, &err);
    if (loaded > 0) {
        char runs[1024];
        kb_report_list_runs(st, runs, sizeof runs);
        fprintf(stderr, "kbench report: no run %lld in %s; %s%s\n", id, db, runs[0] ? "runs there: " : "it has no runs yet",
                runs);
        rc = KB_EXIT_USAGE;
    } else if (loaded < 0) {
        fprintf(stderr, "kbench: %s\n", err.msg);
        rc = KB_EXIT_HARNESS;
    } else if (kb_report_write(&r, out, &err)) {
        fprintf(stderr, "kbench report: %s\n", err.msg);
        rc = KB_EXIT_HARNESS;
    } else {
        printf("run %lld (%s): %d evaluations of %d workloads, %d correct\nwrote %s/report.html and %s/report.md\n",
               id, r.kind, r.n_evals, r.n_workloads, r.n_ok, out, out);
    }
    if (loaded == 0) kb_report_free(&r);
    kb_store_close(st);
    return rc;
}
