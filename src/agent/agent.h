/* agent.h: LLM agents that write candidates (design section 7). One loop, propose -> evaluate ->
 * select, shared by the strategies of strategies.def: best-of-n, iterative refinement, and
 * Autocomp's plan-then-implement beam search. A run's parameters are params.def's.
 *
 * Determinism is what makes runs resumable and replayable: every LLM call and every candidate
 * has a key naming its strategy step ("p08_gemm/t2/b1/p0/k1"), all choices are made in key order
 * from stored replies and stored evaluations, and randomness (Autocomp's menu dropout) is drawn
 * from the run's seed and the key. So a run re-executed against the store takes the same path:
 * `--resume` fills in only what is missing, `--replay` needs nothing but the store. */
#ifndef KB_AGENT_H
#define KB_AGENT_H

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "../harness/evaluate.h"
#include "../store/agent_store.h"
#include "context.h"
#include "llm.h"
#include "sampling.h"

/* The strategies (strategies.def), in the table's order. */
typedef enum {
#define KB_STRATEGY(id, name, run, calls, help) KB_STRATEGY_##id,
#include "strategies.def"
#undef KB_STRATEGY
    KB_N_STRATEGIES
} kb_strategy;
extern const char *const kb_strategy_names[KB_N_STRATEGIES + 1]; /* NULL-terminated */

/* Where a strategy starts (--start): from the workload's shipped naive kernel, correct and in the
 * candidate ABI (the default: every benchmark whose candidates compile reliably shows one), or
 * from nothing: Autocomp's translate phase first asks for a correct kernel, and the strategy
 * optimises from the best correct one. */
typedef enum { KB_START_NAIVE, KB_START_NONE } kb_start;
extern const char *const kb_start_names[]; /* NULL-terminated, in the enum's order */
const char *kb_start_name(kb_start s);
int kb_start_parse(const char *s, kb_start *out);

/* How much the prompt says (--prompt): compact (the task in the kernel's own terms and the
 * context parts in short, sized for a small model's 4k window) or full (every context part
 * whole, for large models). auto: compact for a model on this machine's cores (--local) or a
 * context window of at most 8192 tokens, else full; a stored run has it resolved. */
typedef enum { KB_PROMPT_AUTO, KB_PROMPT_COMPACT, KB_PROMPT_FULL } kb_prompt_size;
extern const char *const kb_prompt_size_names[];
const char *kb_prompt_size_name(kb_prompt_size s);
int kb_prompt_size_parse(const char *s, kb_prompt_size *out);

#define KB_AGENT_MAX_WORKLOADS 256 /* a whole suite (kbench agent --suite kb1) fits */
#define KB_AGENT_ID_MAX 128        /* a workload's id: the longest (a kb1 problem's) has 92 */

/* Everything that determines a run; stored with it as JSON, so --resume needs only the id. Each
 * field but the workloads is a row of params.def, which gives its default, its key in the JSON,
 * its option and its help (a new field needs its row: params.c checks that each row's type is
 * its field's at compile time). */
typedef struct kb_agent_params {
    kb_strategy strategy;
    char model[160];    /* "openai:NAME" or "anthropic:NAME" */
    char base_url[512]; /* "" : from the environment or the public endpoint */
    kb_context_level context;
    char target[16];
    char preset[32];
    kb_dtype dtype;
    int threads;
    int n;                         /* best-of-n: samples per workload */
    int rounds;                    /* iterative: rounds per workload */
    int beam, plans, impls, iters; /* autocomp: B, N, K, T */
    double keep;                   /* autocomp: probability that a menu entry is shown to a plan */
    double slack;                  /* autocomp: a child may be this much slower than its parent */
    int translate_tries;           /* autocomp: rounds of K translations until one is correct */
    int max_calls;                 /* LLM calls per workload; 0: as many as the strategy makes */
    long max_tokens;               /* whole run; 0: no limit */
    double max_cost;               /* USD, whole run; 0: no limit */
    double max_time_s;             /* wall seconds, this invocation; 0: no limit */
    kb_start start;
    kb_prompt_size prompt;
    int repairs;  /* repair rounds of a failed candidate (best-of-n, autocomp): each shows the
                          candidate and its first compiler error or verdict detail */
    bool grammar; /* constrain replies by a GBNF grammar (llama.cpp): one ```c block */
    kb_sampling sampling;
    int reply_tokens;   /* max_tokens of each reply */
    int parallel;       /* LLM requests in flight */
    bool local;         /* the model generates on this machine's cores (a loopback
                                     server): evaluate only while no request is in flight */
    int context_window; /* the model's context in tokens; 0: unknown, no prompt budget */
    double llm_timeout_s;
    int retries;
    double price_in, price_out;         /* USD per million tokens */
    double min_time_s, max_time_eval_s; /* measurement of each candidate */
    int n_workloads;
    char workloads[KB_AGENT_MAX_WORKLOADS][KB_AGENT_ID_MAX];
} kb_agent_params;

/* The parameters (params.def), in the table's order. */
typedef enum {
#define KB_PARAM(key, ...) KB_PARAM_##key,
#include "params.def"
#undef KB_PARAM
    KB_N_PARAMS
} kb_param_id;

typedef enum { KB_PT_INT, KB_PT_LONG, KB_PT_REAL, KB_PT_TEXT, KB_PT_BOOL, KB_PT_ENUM } kb_param_type;

/* params.def's `use` column: which strategies read a parameter (bit s: strategy s), and whether
 * it is a budget (which --resume may change). */
#define KB_USE(id) (1u << KB_STRATEGY_##id)
#define KB_ALL ((1u << KB_N_STRATEGIES) - 1)
#define KB_PARAM_ON_RESUME (1u << 31)
#define KB_BUDGET (KB_ALL | KB_PARAM_ON_RESUME)

/* A row of params.def (see there for the columns). */
typedef struct kb_param {
    const char *key, *flag, *arg, *def, *was, *help;
    kb_param_type type;
    size_t offset, size;        /* its field in kb_agent_params */
    double lo, hi;              /* numbers: the range the command line accepts */
    const char *const *choices; /* ENUM: the names, in the enum's order, NULL-terminated */
    unsigned use;
} kb_param;
extern const kb_param kb_params[KB_N_PARAMS];

/* Set d's field of p from text v as the command line writes it (NULL: a BOOL flag given);
 * 0, or -1 with what it takes in want ("a number from 1 to 64"). */
int kb_param_set(kb_agent_params *p, const kb_param *d, const char *v, char *want, size_t cap);
/* Its value as the command line would write it. */
void kb_param_format(const kb_agent_params *p, const kb_param *d, char *buf, size_t cap);
/* The parameters only the run's strategy reads, as "samples 8, repairs 1" (the run's echo). */
void kb_agent_params_describe(const kb_agent_params *p, char *buf, size_t cap);

void kb_agent_params_default(kb_agent_params *p);
const char *kb_strategy_name(kb_strategy s);
int kb_strategy_parse(const char *s, kb_strategy *out);
json_t *kb_agent_params_json(const kb_agent_params *p);
/* The most LLM calls the run can make (for the progress bar; autocomp usually makes fewer). */
int kb_agent_planned_calls(const kb_agent_params *p);
int kb_agent_params_from_json(kb_agent_params *p, const char *json, kb_err *err);

/* A candidate: one extracted reply, and what the harness made of it. */
typedef struct kb_cand {
    char key[160], workload[KB_AGENT_ID_MAX], call_key[160], parent_key[160];
    int step;
    char *plan; /* autocomp: the plan it implements (heap) or NULL */
    char menu_item[96];
    char *source; /* heap; NULL when the reply held no code */
    char hash[65];
    bool done;               /* outcome known */
    kb_cand_outcome out;     /* verdict "ok", ..., or "no_code" */
    struct kb_cand *same_as; /* an identical source submitted earlier in this run */
    bool queued;             /* submitted for evaluation */
    bool is_start;           /* the starting program (--start naive), no model's reply */
    bool unchanged;          /* the starting program again, up to whitespace, comments and renames */
} kb_cand;

/* Whether c is known to be correct. */
static inline bool kb_cand_ok(const kb_cand *c) { return c->done && !strcmp(c->out.verdict, "ok"); }

/* One LLM call. When cand is set, the reply's code becomes that candidate, submitted for
 * evaluation as soon as the reply arrives (so evaluation overlaps the other calls). */
typedef struct kb_call {
    char key[160];
    const char *workload;
    char *system, *user; /* heap, owned */
    const char *grammar; /* the reply's grammar (llm.h), or NULL; borrowed */
    char *text;          /* the reply (heap) */
    long tokens_in, tokens_out;
    double cost;
    kb_cand *cand;
} kb_call;

void kb_call_clear(kb_call *c);

typedef enum { KB_ENGINE_LIVE, KB_ENGINE_REPLAY } kb_engine_mode;

typedef struct kb_engine kb_engine;

typedef struct kb_engine_setup {
    kb_engine_mode mode;
    const char *db; /* the store's path: the evaluation thread opens its own */
    kb_store *store;
    int64_t run;
    uint64_t seed; /* the secret seed of every evaluation in the run */
    const kb_agent_params *params;
    const kb_machine *machine;
    const kb_peaks *peaks;
    int64_t machine_id;
    kb_llm *llm;         /* NULL in replay */
    const char *context; /* the run's stored context (JSON), or NULL: build it now */
} kb_engine_setup;

kb_engine *kb_engine_new(const kb_engine_setup *s, kb_err *err);
void kb_engine_free(kb_engine *e);

/* Calls the engine still allows for a workload now: 0 when a budget is spent (then
 * kb_engine_stopped says which). Strategies size their batches by it. */
int kb_engine_allowance(kb_engine *e, const char *workload);
const char *kb_engine_stopped(const kb_engine *e); /* NULL, or why the run stopped */

/* Answer n calls (stored replies first, then the network); 0, or -1 with the engine's error
 * (a failed call stops the run; it can be resumed). */
int kb_engine_complete(kb_engine *e, kb_call *calls, int n);
/* A new candidate owned by the engine; the reply of the call that carries it is submitted for
 * evaluation (or takes its stored outcome). */
kb_cand *kb_engine_cand(kb_engine *e, const char *key, const char *workload, int step);
/* The starting program of a workload (key "<workload>/start", no call): submitted for evaluation
 * like a candidate; every later candidate of the workload is compared with it (kb_cand.unchanged).
 * It counts in no summary total: it is not the model's. */
kb_cand *kb_engine_start(kb_engine *e, const char *workload, const char *source);
/* The starting program of a workload, or NULL. */
const kb_cand *kb_engine_start_of(const kb_engine *e, const char *workload);
/* Wait until every submitted candidate has its outcome; 0 or -1 with the engine's error. */
int kb_engine_wait(kb_engine *e);
const char *kb_engine_error(const kb_engine *e);

/* The context as JSON (heap), to store with a new run. */
char *kb_engine_context_json(const kb_engine *e);

/* What the strategies share. */
const kb_agent_params *kb_engine_params(const kb_engine *e);
const kb_context *kb_engine_context(const kb_engine *e);
/* The target the run's candidates are for (src/targets/target.h). */
const struct kb_target *kb_engine_target(const kb_engine *e);
uint64_t kb_engine_seed(const kb_engine *e);
/* The engine's candidates, in creation order. */
int kb_engine_n_cands(const kb_engine *e);
kb_cand *kb_engine_cand_at(const kb_engine *e, int i);
/* LLM usage so far (stored calls included). */
void kb_engine_usage(const kb_engine *e, long *calls, long *tokens_in, long *tokens_out, double *cost);

/* The prompt budget: a call's prompt had the kb_trim_step steps in mask taken (bit s: step s),
 * and still did not fit when over. Counted for the summary (calls answered from the store too,
 * so a resumed run counts as an uninterrupted one). */
void kb_engine_note_prompt(kb_engine *e, unsigned mask, bool over);
/* For the summary: how many calls had each trim step taken, how many had any, how many did not
 * fit even so; and the seconds this invocation spent compiling, evaluating, and with the LLM
 * path waiting for evaluations to finish before it sent (the cost of --local). */
typedef struct kb_engine_stats {
    long trimmed[16], calls_trimmed, over_budget;
    double compile_s, eval_s, wait_s;
} kb_engine_stats;
void kb_engine_stats_get(kb_engine *e, kb_engine_stats *out);

/* A strategy (strategies.def): run runs one workload to the end of its budget (0, or -1 when the
 * engine failed); calls is the most LLM calls it makes for one workload. */
typedef struct kb_strategy_info {
    const char *name;
    int (*run)(kb_engine *e, const kb_problem *p);
    int (*calls)(const kb_agent_params *p);
    const char *help;
} kb_strategy_info;
extern const kb_strategy_info kb_strategies[KB_N_STRATEGIES];
#define KB_STRATEGY(id, name, run, calls, help) \
    int run(kb_engine *e, const kb_problem *p); \
    int calls(const kb_agent_params *p);
#include "strategies.def"
#undef KB_STRATEGY

/* The summary of a run (correct rate, fast_p, geomean, best per workload, usage, and a digest of
 * the run's state: candidates, verdicts and choices, not timings). */
json_t *kb_agent_summary(kb_engine *e, const char *status, double wall_s);
/* Write the best candidate of each workload to dir/<id>.c; 0 or -1 with err. */
int kb_agent_write_best(kb_engine *e, const char *dir, kb_err *err);

#endif
