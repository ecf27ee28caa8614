/* agent_cli.h: `kbench agent`'s command line, made from the tables: every parameter of
 * params.def that has a flag, and the options of one invocation, which are not stored with the
 * run (kb_agent_opts). commands.def's entry for agent names kb_agent_options and kb_agent_usage,
 * so the option list, the parser (src/cli/agent.c) and --help cannot drift apart. */
#ifndef KB_AGENT_CLI_H
#define KB_AGENT_CLI_H

/* The options of one invocation (not parameters of the run). */
typedef enum {
    KB_AOPT_SUITE,
    KB_AOPT_PRICE,
    KB_AOPT_NO_LOCAL,
    KB_AOPT_SEED,
    KB_AOPT_SEED_FILE,
    KB_AOPT_SHARD,
    KB_AOPT_RUN_ID,
    KB_AOPT_RESUME,
    KB_AOPT_REPLAY,
    KB_AOPT_OUT,
    KB_AOPT_DB,
    KB_AOPT_JSON,
    KB_AOPT_QUIET,
    KB_N_AOPTS
} kb_agent_opt;

typedef struct kb_agent_opt_info {
    const char *flag, *arg, *help; /* arg NULL: the option takes no value */
} kb_agent_opt_info;
extern const kb_agent_opt_info kb_agent_opts[KB_N_AOPTS];

/* getopt values: a parameter's is KB_AGENT_PARAM_OPT + its kb_param_id, an invocation option's
 * KB_AGENT_OWN_OPT + its kb_agent_opt. */
enum { KB_AGENT_PARAM_OPT = 1000, KB_AGENT_OWN_OPT = 2000 };

/* The long options' names, space-separated (commands.def's options column), and the usage
 * (kbench agent --help), both filled in before main from the tables. */
extern char kb_agent_options[1024];
extern char kb_agent_usage[16384];

#endif
