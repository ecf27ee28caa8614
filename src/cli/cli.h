/* cli.h: what the subcommands share: options, exit codes, the store and the machine's peaks,
 * and the two renderings of a result (a terminal table, JSON). */
#ifndef KB_CLI_H
#define KB_CLI_H

#include <getopt.h>
#include <jansson.h>
#include <stdbool.h>
#include <stdio.h>
#include "../harness/evaluate.h"
#include "../store/store.h"
#include "../targets/target.h"

/* Exit codes (design section 5). */
/* KB_EXIT_UNSUPPORTED: `eval` of a candidate whose KB_REQUIRES this machine or dtype lacks */
enum { KB_EXIT_OK = 0, KB_EXIT_NOT_OK = 1, KB_EXIT_USAGE = 2, KB_EXIT_HARNESS = 3, KB_EXIT_UNSUPPORTED = 4 };

typedef struct kb_cli {
    const char *db;        /* --db */
    bool json;             /* --json */
    bool markdown;         /* list: --markdown */
    bool max_time_given;   /* --max-time was given (run has a shorter default) */
    bool min_time_given;   /* --min-time was given (calibrate has its own default) */
    kb_eval_opts eval;     /* --preset --dtype --threads --sets --seed --timeout ... */
    const char *kernels;   /* run: --kernels DIR */
    int limit;             /* history: --limit */
    const char *shard;     /* run: --shard I/N (shard.h) */
    const char *run_key;   /* run: --run-id, shared by a sharded run's tasks */
    const char *seed_file; /* run: --seed-file (else $KBENCH_SEED_FILE): the run's secret seed */
    const char *out;       /* dump: --out DIR */
    const char *random;    /* tune: --random N (NULL: --grid, the default) */
    const char *suite;     /* list, run: --suite (default jaxbench) */
    int argc;              /* positional arguments */
    char **argv;
} kb_cli;

/* The command table (commands.def: one entry per subcommand) and what is derived from it. */
typedef struct kb_command {
    const char *name;                  /* what the user types: kbench <name> */
    int (*run)(int argc, char **argv); /* argv[0] is the name; returns an exit code */
    const char *summary;               /* its line in `kbench help` */
    const char *options;               /* the long options it takes, without --, space-separated */
    const char *usage;                 /* kbench <name> --help */
} kb_command;
extern const kb_command kb_commands[];
extern const size_t kb_n_commands;
const kb_command *kb_command_find(const char *name); /* NULL if there is none */
void kb_cli_usage(FILE *f, const char *cmd);         /* cmd's usage text */
bool kb_cli_takes(const char *cmd, const char *opt); /* the table lists --opt for cmd */
/* getopt_long's table for cmd: the entries of vocab (every option cmd's parser has a case for)
 * that cmd's table entry lists, in the table's order, then --help (val KB_CLI_HELP) and the
 * terminator, into out[cap]. A listed option missing from vocab is our bug (KB_ASSERT). */
#define KB_CLI_HELP 'h'
#define KB_CLI_MAX_OPTS 64
void kb_cli_longopts(const char *cmd, const struct option *vocab, struct option *out, size_t cap);
/* getopt_long over lo (from kb_cli_longopts) with "h" for -h, taking only whole option names:
 * an abbreviation (--run for --run-id) is refused like an unknown option. On '?' the message
 * is printed (on stderr, then cmd's usage): the option needs a value or takes none, belongs to
 * other commands ("does not apply here"), or no command has it. *idx (may be NULL) is the
 * matched entry of lo. */
int kb_cli_getopt(const char *cmd, int argc, char **argv, const struct option *lo, int *idx);

/* Parse the options shared by the subcommands: cmd's table entry says which it takes. Prints a
 * usage error and returns -1 on bad input, prints the usage and returns 1 for --help. */
int kb_cli_parse(kb_cli *c, int argc, char **argv, const char *cmd);
/* Look a workload up, or print an error that suggests the closest ids. */
const kb_workload *kb_cli_workload(const char *name);
/* The members of suite `name` (NULL: the default), or print an error that lists the suites. */
const kb_suite_entry *kb_cli_suite(const char *cmd, const char *name, size_t *n);
/* The most workloads one `run` or `agent` takes (a whole suite fits). */
#define KB_CLI_MAX_WORKLOADS 256
/* Open the store, detect the machine and get its peaks (measured now if none are stored). */
kb_store *kb_cli_store(const kb_cli *c);
/* The machine and the peaks its roofline floors use: this machine's, from the machine store
 * (harness/machine_store.h; never below the best it has shown on a quiet machine), measured now
 * and kept there if it has none; recorded in the results store st (NULL: not recorded), whose
 * row *machine_id is. -1 when they cannot be had (the machine stayed busy without --allow-busy:
 * the message says what was busy). */
int kb_cli_machine(kb_store *st, kb_machine *m, kb_peaks *p, int64_t *machine_id);
/* kb_cli_machine for what a command does: a timing by a target that uses the host's peaks
 * (uses_host_peaks) needs them, and measures them if none are stored. Work that times nothing
 * (--no-time), and a target whose roofline has figures of its own (tpu's are the v6e's), takes
 * the stored peaks if there are any and never measures (measuring waits for a quiet machine and
 * fails on a busy one, for numbers such work does not use); *have_peaks says whether p holds any
 * (else p is zeroed and *machine_id 0). */
int kb_cli_machine_for(kb_store *st, const char *target, bool timing, kb_machine *m, kb_peaks *p,
                       int64_t *machine_id, bool *have_peaks);
/* Measure the peaks on a quiet machine (kb_peaks_measure_quiet, with the --allow-busy and
 * --busy-wait last parsed), keep them in the machine store and record them in st (NULL: not
 * recorded). 0, or -1 with the message printed. */
int kb_cli_peaks_measure(kb_store *st, const kb_machine *m, kb_peaks *p, int64_t *machine_id);
#define KB_CLI_BUSY_WAIT_S 60.0 /* --busy-wait's default */

/* Renderings. */
void kb_cli_table_header(void);
void kb_cli_table_row(const kb_result *r);
/* The row of a candidate `run` skips (KB_REQUIRES not met): "skipped: <why>". */
void kb_cli_table_skip_row(const char *workload, const char *candidate, const char *why);
json_t *kb_cli_result_json(const kb_result *r, int64_t eval_id);
/* A noisy result's line ("noisy: timed while the machine was busy (...); ..."): the run table
 * shows it under the row; kb_cli_print_noisy prints it (nothing when r is not noisy), for the
 * eval output. The text is a static buffer. */
const char *kb_cli_noisy_text(const kb_result *r);
void kb_cli_print_noisy(FILE *f, const kb_result *r);
void kb_cli_print_json(json_t *j); /* stdout, then frees j */
json_t *kb_cli_real(double v);     /* json_real, or null for NaN/Inf */
json_t *kb_cli_str(const char *s); /* a JSON string of any bytes (NULL: ""): invalid UTF-8 as U+FFFD */

/* Subcommands. Each returns an exit code. */
int kb_cmd_list(int argc, char **argv);
int kb_cmd_show(int argc, char **argv);
int kb_cmd_init(int argc, char **argv);
int kb_cmd_dump(int argc, char **argv); /* dump.c */
int kb_cmd_eval(int argc, char **argv);
int kb_cmd_run(int argc, char **argv);
int kb_cmd_tune(int argc, char **argv); /* tune.c */
int kb_cmd_peak(int argc, char **argv);
int kb_cmd_calibrate(int argc, char **argv); /* calibrate.c */
int kb_cmd_history(int argc, char **argv);
int kb_cmd_agent(int argc, char **argv);   /* agent.c */
int kb_cmd_context(int argc, char **argv); /* context.c */
int kb_cmd_report(int argc, char **argv);  /* report.c */
int kb_cmd_merge(int argc, char **argv);   /* merge.c */

#endif
