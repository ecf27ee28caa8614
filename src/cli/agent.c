/* agent.c: `kbench agent`: start, resume or replay an agent run, then print its summary and
 * write the best candidate of each workload to a directory. */
#include <getopt.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../agent/agent.h"
#include "../agent/agent_cli.h"
#include "../core/rng.h"
#include "../core/term.h"
#include "../core/util.h"
#include "cli.h"
#include "shard.h"

typedef struct opts {
    kb_agent_params p;
    bool given[KB_N_PARAMS]; /* set on the command line */
    const char *db, *out;
    const char *shard, *run_key, *seed_file; /* --shard I/N --run-id ID --seed-file F (shard.h) */
    const char *suite;                       /* --suite S: its workloads instead of ids */
    bool json, quiet;
    int64_t resume, replay;
    bool have_seed;
    uint64_t seed;
} opts;

static int bad(const char *opt, const char *v, const char *want)
{
    fprintf(stderr, "kbench agent: --%s takes %s, not '%s'\n", opt, want, v);
    return -1;
}

/* A local model's defaults (--local, unless given): scripts/local-llm serves a 4096-token window,
 * and a kernel of the suite's size is a reply of a few hundred to about 1,500 tokens. */
enum { LOCAL_WINDOW = 4096, LOCAL_REPLY_TOKENS = 1536 };

/* http(s)://localhost..., 127.x.y.z, [::1] */
static bool loopback_url(const char *url)
{
    if (!url) return false;
    const char *h = strstr(url, "://");
    h = h ? h + 3 : url;
    size_t n = strcspn(h, ":/?#");
    if (*h == '[') n = strcspn(h, "]") + 1;
    return (n == 9 && !strncasecmp(h, "localhost", 9)) || (n > 4 && !strncmp(h, "127.", 4)) ||
           (n == 5 && !strncmp(h, "[::1]", 5));
}

/* The getopt table: every parameter with a flag, then the invocation's own options. */
static void vocab_of(struct option *v, size_t cap)
{
    size_t n = 0;
    for (int i = 0; i < KB_N_PARAMS; i++)
        if (kb_params[i].flag[0])
            v[n++] = (struct option){kb_params[i].flag,
                                     kb_params[i].type == KB_PT_BOOL ? no_argument : required_argument, 0,
                                     KB_AGENT_PARAM_OPT + i};
    for (int i = 0; i < KB_N_AOPTS; i++)
        v[n++] =
            (struct option){kb_agent_opts[i].flag, kb_agent_opts[i].arg ? required_argument : no_argument, 0,
                            KB_AGENT_OWN_OPT + i};
    KB_ASSERT(n < cap);
    v[n] = (struct option){0, 0, 0, 0};
}

/* A parameter's value: its table's check, and the target's registry. */
static int param(opts *o, int id, const char *v)
{
    const kb_param *d = &kb_params[id];
    char want[300];
    o->given[id] = true;
    if (kb_param_set(&o->p, d, v, want, sizeof want)) return bad(d->flag, v, want);
    if (id == KB_PARAM_target && !kb_target_find(v)) {
        char names[256];
        kb_target_names(names, sizeof names);
        snprintf(want, sizeof want, "one of %s", names);
        return bad(d->flag, v, want);
    }
    return 0;
}

/* An option of this invocation. */
static int own(opts *o, int id, const char *v)
{
    kb_agent_params *p = &o->p;
    switch ((kb_agent_opt)id) {
    case KB_AOPT_PRICE:
        if (sscanf(v, "%lf,%lf", &p->price_in, &p->price_out) != 2 || p->price_in < 0 || p->price_out < 0)
            return bad("price", v, "IN,OUT in USD per million tokens, e.g. 3,15");
        o->given[KB_PARAM_price_in] = o->given[KB_PARAM_price_out] = true;
        return 0;
    case KB_AOPT_NO_LOCAL:
        p->local = false;
        o->given[KB_PARAM_local] = true;
        return 0;
    case KB_AOPT_OUT: o->out = v; return 0;
    case KB_AOPT_DB: o->db = v; return 0;
    case KB_AOPT_JSON: o->json = true; return 0;
    case KB_AOPT_QUIET: o->quiet = true; return 0;
    case KB_AOPT_RESUME:
    case KB_AOPT_REPLAY: {
        char *end;
        long long run = strtoll(v, &end, 10);
        if (!*v || *end || run <= 0) return bad(kb_agent_opts[id].flag, v, "a run id");
        *(id == KB_AOPT_RESUME ? &o->resume : &o->replay) = run;
        return 0;
    }
    case KB_AOPT_SHARD: o->shard = v; return 0;
    case KB_AOPT_RUN_ID: o->run_key = v; return 0;
    case KB_AOPT_SEED_FILE: o->seed_file = v; return 0;
    case KB_AOPT_SUITE:
        if (!kb_cli_suite("agent", v, &(size_t){0})) return -1;
        o->suite = v;
        return 0;
    case KB_AOPT_SEED: {
        char *end;
        o->seed = strtoull(v, &end, 16);
        o->have_seed = true;
        return !*v || *end ? bad("seed", v, "a hexadecimal number") : 0;
    }
    case KB_N_AOPTS: break;
    }
    KB_ASSERT(!"an option of kb_agent_opts");
    return -1;
}

/* 1: --help printed; 0 parsed; -1 usage error (printed). */
static int parse(opts *o, int argc, char **argv)
{
    memset(o, 0, sizeof *o);
    kb_agent_params_default(&o->p);
    o->db = "kbench.db";
    struct option vocab[KB_CLI_MAX_OPTS], lo[KB_CLI_MAX_OPTS];
    vocab_of(vocab, KB_ARRAY_LEN(vocab));
    kb_cli_longopts("agent", vocab, lo, KB_ARRAY_LEN(lo));
    kb_agent_params *p = &o->p;
    optind = 1;
    opterr = 0;
    int c;
    while ((c = kb_cli_getopt("agent", argc, argv, lo, NULL)) != -1) {
        if (c == KB_CLI_HELP) {
            kb_cli_usage(stdout, "agent");
            return 1;
        }
        if (c < KB_AGENT_PARAM_OPT) return -1; /* '?': kb_cli_getopt said why */
        int rc = c >= KB_AGENT_OWN_OPT ? own(o, c - KB_AGENT_OWN_OPT, optarg)
                                       : param(o, c - KB_AGENT_PARAM_OPT, optarg);
        if (rc) return -1;
    }
    if (o->resume && o->replay) {
        fprintf(stderr, "kbench agent: --resume and --replay exclude each other\n");
        return -1;
    }
    if (o->resume || o->replay) {
        char kept[64] = ""; /* what was given that the run keeps */
        if (optind < argc || o->suite || o->have_seed)
            snprintf(kept, sizeof kept, "%s",
                     optind < argc ? "workload ids"
                     : o->suite    ? "--suite"
                                   : "--seed");
        for (int i = 0; !kept[0] && i < KB_N_PARAMS; i++)
            if (o->given[i] && !(kb_params[i].use & KB_PARAM_ON_RESUME))
                snprintf(kept, sizeof kept, "--%s", kb_params[i].flag[0] ? kb_params[i].flag : "price");
        if (kept[0]) {
            fprintf(stderr,
                    "kbench agent: a resumed or replayed run keeps its own parameters and workloads (%s "
                    "given); give only the run id (and budgets)\n",
                    kept);
            return -1;
        }
        return 0;
    }
    if (!o->given[KB_PARAM_strategy] || !o->given[KB_PARAM_model] || (optind >= argc) == !o->suite) {
        fprintf(stderr, "kbench agent: need --strategy, --model and either workload ids or --suite\n\n");
        kb_cli_usage(stderr, "agent");
        return -1;
    }
    size_t n_suite = 0;
    const kb_suite_entry *suite = o->suite ? kb_suite_entries(o->suite, &n_suite) : NULL;
    const size_t n_names = suite ? n_suite : (size_t)(argc - optind);
    for (size_t i = 0; i < n_names; i++) {
        if (p->n_workloads == KB_AGENT_MAX_WORKLOADS) {
            fprintf(stderr, "kbench agent: at most %d workloads per run\n", KB_AGENT_MAX_WORKLOADS);
            return -1;
        }
        const kb_workload *w = suite ? suite[i].w : kb_cli_workload(argv[optind + (int)i]);
        if (!w) return -1;
        kb_problem pb;
        kb_err err;
        if (kb_problem_init(&pb, w, p->preset, p->dtype, 1, &err)) {
            fprintf(stderr, "kbench agent: %s\n", err.msg);
            return -1;
        }
        snprintf(p->workloads[p->n_workloads++], sizeof p->workloads[0], "%s", w->id);
    }
    if (!p->threads) p->threads = (int)KB_MAX(1, sysconf(_SC_NPROCESSORS_ONLN));
    /* a loopback server is taken to be a model on these cores (llama.cpp, vLLM on CPU, Ollama),
     * which also serves one request at a time; an SSH tunnel to a remote one says --no-local */
    const char *base = p->base_url[0] ? p->base_url
                                      : getenv(!strncmp(p->model, "anthropic:", 10) ? "ANTHROPIC_BASE_URL"
                                                                                    : "OPENAI_BASE_URL");
    if (!o->given[KB_PARAM_local]) p->local = loopback_url(base);
    if (p->local && !o->given[KB_PARAM_parallel]) p->parallel = 1;
    /* a model on these cores is a small one, served with a small window (scripts/local-llm's
     * default 4096): prompts are fitted to it, with room for a reply of a kernel or two */
    if (p->local && !o->given[KB_PARAM_context_window]) p->context_window = LOCAL_WINDOW;
    if (p->local && !o->given[KB_PARAM_reply_tokens] && p->reply_tokens > LOCAL_REPLY_TOKENS)
        p->reply_tokens = LOCAL_REPLY_TOKENS;
    if (p->prompt == KB_PROMPT_AUTO)
        p->prompt = p->local || (p->context_window > 0 && p->context_window <= 8192) ? KB_PROMPT_COMPACT
                                                                                     : KB_PROMPT_FULL;
    kb_sampling_resolve(p->model, &p->sampling);
    if (p->context_window > 0 && p->reply_tokens >= p->context_window) {
        fprintf(stderr,
                "kbench agent: --reply-tokens %d leaves no room for the prompt in a context "
                "window of %d tokens: lower --reply-tokens (e.g. %d)\n",
                p->reply_tokens, p->context_window, p->context_window / 4);
        return -1;
    }
    return 0;
}

/* The seed file, and --shard: keep this task's workloads (shard.h), each costing its budget. */
static int shard_workloads(opts *o, kb_shard *sh)
{
    int k = o->have_seed ? 1 : kb_shard_seed(o->seed_file, &o->seed);
    if (k == 0) o->have_seed = true;
    if (k < 0 || kb_shard_parse(sh, o->shard, o->run_key, o->have_seed, "agent")) return -1;
    kb_eval_opts eo;
    kb_eval_opts_default(&eo);
    eo.preset = o->p.preset;
    eo.dtype = o->p.dtype;
    eo.threads = o->p.threads;
    double cost[KB_AGENT_MAX_WORKLOADS];
    int keep[KB_AGENT_MAX_WORKLOADS], n = o->p.n_workloads;
    for (int i = 0; i < n; i++)
        cost[i] =
            kb_shard_cost(kb_suite_find(o->p.workloads[i]), &eo, o->p.max_calls > 0 ? o->p.max_calls : 8);
    o->p.n_workloads = kb_shard_pick(sh, cost, n, keep);
    for (int i = 0; i < o->p.n_workloads; i++)
        if (keep[i] != i) memcpy(o->p.workloads[i], o->p.workloads[keep[i]], sizeof o->p.workloads[i]);
    return 0;
}

static kb_llm *make_llm(const kb_agent_params *p, kb_err *err)
{
    kb_llm_config c;
    if (kb_llm_config_parse(&c, p->model, p->base_url[0] ? p->base_url : NULL, err)) return NULL;
    c.timeout_s = p->llm_timeout_s;
    c.max_retries = p->retries;
    c.max_parallel = p->parallel;
    c.temperature = p->sampling.temperature;
    c.top_p = p->sampling.top_p;
    c.top_k = p->sampling.top_k;
    c.repeat_penalty = p->sampling.repeat_penalty;
    c.max_tokens = p->reply_tokens;
    c.price_in = p->price_in;
    c.price_out = p->price_out;
    return kb_llm_new(&c, err);
}

static void print_summary(json_t *s, int64_t run, const char *out)
{
    printf("\nagent run %lld: %s, %s, context %s, preset %s: %s\n", (long long)run,
           json_string_value(json_object_get(s, "strategy")), json_string_value(json_object_get(s, "model")),
           json_string_value(json_object_get(s, "context")), json_string_value(json_object_get(s, "preset")),
           json_string_value(json_object_get(s, "status")));
    printf("prompt %s, start %s, sampling: %s\n", json_string_value(json_object_get(s, "prompt")),
           json_string_value(json_object_get(s, "start")), json_string_value(json_object_get(s, "sampling")));
    const char *stopped = json_string_value(json_object_get(s, "stopped"));
    if (stopped) printf("stopped: %s\n", stopped);
    printf("%-32s %5s %7s %5s  %-27s %-22s\n", "workload", "cands", "correct", "unch.",
           "best: speedup vs lib [95% CI]", "vs start [95% CI]");
    size_t i;
    json_t *w;
    json_array_foreach (json_object_get(s, "workloads"), i, w) {
        json_t *b = json_object_get(w, "best"), *vs = json_object_get(b, "vs_start");
        char sp[64] = "-", st[64] = "-";
        if (json_is_object(b))
            snprintf(sp, sizeof sp, "%.3fx [%.3f, %.3f]%s", json_number_value(json_object_get(b, "speedup")),
                     json_number_value(json_object_get(b, "ci_lo")),
                     json_number_value(json_object_get(b, "ci_hi")),
                     json_is_true(json_object_get(b, "unchanged")) ? " u" : "");
        if (json_is_object(vs))
            snprintf(st, sizeof st, "%.2fx [%.2f, %.2f]", json_number_value(json_object_get(vs, "ratio")),
                     json_number_value(json_object_get(vs, "lo")),
                     json_number_value(json_object_get(vs, "hi")));
        printf("%-32.32s %5lld %7lld %5lld  %-27s %-22s\n", json_string_value(json_object_get(w, "id")),
               (long long)json_integer_value(json_object_get(w, "candidates")),
               (long long)json_integer_value(json_object_get(w, "correct")),
               (long long)json_integer_value(json_object_get(w, "unchanged")), sp, st);
    }
    json_t *fp = json_object_get(s, "fast_p");
    char gm[32] = "-";
    if (json_is_number(json_object_get(s, "geomean_speedup")))
        snprintf(gm, sizeof gm, "%.3fx", json_number_value(json_object_get(s, "geomean_speedup")));
    printf("candidates %lld, correct %lld (%.0f%%): unchanged %lld (the start again), changed %lld, of which "
           "faster than the start %lld; faster than lib %lld\n",
           (long long)json_integer_value(json_object_get(s, "candidates")),
           (long long)json_integer_value(json_object_get(s, "correct")),
           100 * json_number_value(json_object_get(s, "correct_rate")),
           (long long)json_integer_value(json_object_get(s, "unchanged")),
           (long long)json_integer_value(json_object_get(s, "correct_changed")),
           (long long)json_integer_value(json_object_get(s, "faster_than_start")),
           (long long)json_integer_value(json_object_get(s, "faster_than_lib")));
    printf("attempts %lld (each reply with its %lld repairs), correct %lld; fast_0 %.2f fast_1 %.2f fast_1.5 "
           "%.2f fast_2 %.2f; geomean speedup of the solved %s\n",
           (long long)json_integer_value(json_object_get(s, "attempts")),
           (long long)json_integer_value(json_object_get(s, "repairs")),
           (long long)json_integer_value(json_object_get(s, "attempts_correct")),
           json_number_value(json_object_get(fp, "0")), json_number_value(json_object_get(fp, "1")),
           json_number_value(json_object_get(fp, "1.5")), json_number_value(json_object_get(fp, "2")), gm);
    printf("LLM calls %lld, tokens %lld in + %lld out, cost %.4f USD, wall %.1f s\n",
           (long long)json_integer_value(json_object_get(s, "llm_calls")),
           (long long)json_integer_value(json_object_get(s, "tokens_in")),
           (long long)json_integer_value(json_object_get(s, "tokens_out")),
           json_number_value(json_object_get(s, "cost_usd")),
           json_number_value(json_object_get(s, "wall_s")));
    if (out && json_integer_value(json_object_get(s, "solved")) > 0) printf("best candidates in %s/\n", out);
}

int kb_cmd_agent(int argc, char **argv)
{
    opts o;
    int prc = parse(&o, argc, argv);
    if (prc) return prc > 0 ? KB_EXIT_OK : KB_EXIT_USAGE;
    kb_quiet = o.quiet || o.json;
    kb_err err = {{0}};
    int64_t existing = o.resume ? o.resume : o.replay;
    kb_shard sh;
    if (!existing && shard_workloads(&o, &sh)) return KB_EXIT_USAGE;
    kb_cli cli = {.db = o.db};
    kb_store *st = kb_cli_store(&cli);
    if (!st) return KB_EXIT_HARNESS;
    uint64_t seed = 0;
    char *context = NULL;
    if (existing) {
        char *params = NULL, *seed_hex = NULL, status[16];
        opts cmd = o;
        if (kb_store_agent_load(st, existing, &params, &seed_hex, status, &err) ||
            kb_agent_params_from_json(&o.p, params, &err)) {
            fprintf(stderr, "kbench agent: %s\n", err.msg);
            free(params);
            free(seed_hex);
            kb_store_close(st);
            return KB_EXIT_USAGE;
        }
        seed = strtoull(seed_hex, NULL, 16);
        free(params);
        free(seed_hex);
        if (o.resume && !strcmp(status, "done")) {
            fprintf(stderr,
                    "kbench agent: run %lld is finished; nothing to resume (--replay %lld "
                    "shows it again)\n",
                    (long long)existing, (long long)existing);
            kb_store_close(st);
            return KB_EXIT_USAGE;
        }
        /* the budgets given now replace the stored ones */
        char want[128], v[64];
        for (int i = 0; i < KB_N_PARAMS; i++)
            if (cmd.given[i] && (kb_params[i].use & KB_PARAM_ON_RESUME)) {
                kb_param_format(&cmd.p, &kb_params[i], v, sizeof v);
                KB_ASSERT(kb_param_set(&o.p, &kb_params[i], v, want, sizeof want) == 0);
            }
        context = kb_store_agent_context(st, existing);
    }
    kb_llm *llm = NULL;
    if (!o.replay && !(llm = make_llm(&o.p, &err))) {
        fprintf(stderr, "kbench agent: %s\n", err.msg);
        kb_store_close(st);
        free(context);
        return KB_EXIT_USAGE;
    }
    kb_machine m;
    kb_peaks peaks;
    int64_t machine_id = 0;
    bool have_peaks;
    if (kb_cli_machine_for(st, o.p.target, true, &m, &peaks, &machine_id, &have_peaks)) {
        kb_llm_free(llm);
        kb_store_close(st);
        free(context);
        return KB_EXIT_HARNESS;
    }
    int64_t run = existing;
    if (!existing) {
        seed = o.have_seed ? o.seed : kb_rng_fresh_seed();
        char seed_hex[24], ws[KB_AGENT_ID_MAX * KB_AGENT_MAX_WORKLOADS] = "";
        snprintf(seed_hex, sizeof seed_hex, "%016llx", (unsigned long long)seed);
        for (int i = 0; i < o.p.n_workloads; i++)
            snprintf(ws + strlen(ws), sizeof ws - strlen(ws), "%s%s", i ? " " : "", o.p.workloads[i]);
        json_t *pj = kb_agent_params_json(&o.p);
        char *params = json_dumps(pj, JSON_COMPACT | JSON_SORT_KEYS);
        json_decref(pj);
        char *command = kb_join_args(argc, argv);
        kb_agent_run_row row = {.command = command,
                                .preset = o.p.preset,
                                .strategy = kb_strategy_name(o.p.strategy),
                                .model = o.p.model,
                                .context = kb_context_level_name(o.p.context),
                                .target = o.p.target,
                                .seed = seed_hex,
                                .workloads = ws,
                                .params = params,
                                .dtype = o.p.dtype,
                                .threads = o.p.threads};
        run = kb_store_agent_begin(st, &row, &err);
        free(command);
        free(params);
        const char *ids[KB_AGENT_MAX_WORKLOADS];
        for (int i = 0; i < o.p.n_workloads; i++) ids[i] = o.p.workloads[i];
        kb_eval_opts eo = {.preset = o.p.preset,
                           .dtype = o.p.dtype,
                           .threads = o.p.threads,
                           .seed = seed,
                           .seed_given = true};
        if (run > 0 && kb_shard_record(st, run, &sh, "agent", &eo, &m, ids, o.p.n_workloads, &err)) run = -1;
        if (run < 0) {
            fprintf(stderr, "kbench agent: %s\n", err.msg);
            kb_llm_free(llm);
            kb_store_close(st);
            return KB_EXIT_HARNESS;
        }
    }
    kb_engine_setup setup = {.mode = o.replay ? KB_ENGINE_REPLAY : KB_ENGINE_LIVE,
                             .db = o.db,
                             .store = st,
                             .run = run,
                             .seed = seed,
                             .params = &o.p,
                             .machine = &m,
                             .peaks = have_peaks ? &peaks : NULL,
                             .machine_id = machine_id,
                             .llm = llm,
                             .context = context};
    kb_engine *e = kb_engine_new(&setup, &err);
    if (!e) {
        fprintf(stderr, "kbench agent: %s\n", err.msg);
        kb_llm_free(llm);
        kb_store_close(st);
        free(context);
        return KB_EXIT_HARNESS;
    }
    if (!existing) {
        char *cj = kb_engine_context_json(e);
        if (kb_store_agent_set_context(st, run, cj, &err)) fprintf(stderr, "kbench agent: %s\n", err.msg);
        free(cj);
    }
    if (!o.json) {
        char own[512]; /* the parameters only this strategy reads (params.def) */
        kb_agent_params_describe(&o.p, own, sizeof own);
        fprintf(stderr, "kbench agent: run %lld (%s%s%s, %s, context %s), %d workloads%s\n", (long long)run,
                kb_strategy_name(o.p.strategy), own[0] ? ": " : "", own, o.p.model,
                kb_context_level_name(o.p.context), o.p.n_workloads,
                o.replay   ? ", replayed from the store"
                : o.resume ? ", resumed"
                           : "");
    }
    double t0 = kb_now();
    int rc = 0;
    kb_bar_begin("agent calls", kb_agent_planned_calls(&o.p));
    for (int i = 0; i < o.p.n_workloads && rc == 0 && !kb_engine_stopped(e); i++) {
        kb_problem pb;
        if (kb_problem_init(&pb, kb_suite_find(o.p.workloads[i]), o.p.preset, o.p.dtype, o.p.threads, &err)) {
            fprintf(stderr, "kbench agent: %s\n", err.msg);
            rc = -1;
            break;
        }
        kb_progress("%s: %s", kb_strategy_name(o.p.strategy), pb.w->id);
        rc = kb_strategies[o.p.strategy].run(e, &pb);
    }
    kb_bar_end();
    const char *stopped = kb_engine_stopped(e);
    const char *status = rc ? "failed" : stopped ? "stopped" : "done";
    json_t *summary = kb_agent_summary(e, status, o.replay ? NAN : kb_now() - t0);
    json_object_set_new(summary, "run", json_integer(run));
    int exit_code = KB_EXIT_OK;
    if (rc && o.replay) {
        fprintf(stderr, "kbench agent: replay of run %lld failed: %s\n", (long long)run, kb_engine_error(e));
        exit_code = KB_EXIT_NOT_OK;
    } else if (rc) {
        fprintf(stderr,
                "kbench agent: %s\nkbench agent: run %lld stopped; `kbench agent --resume %lld` "
                "continues it\n",
                kb_engine_error(e), (long long)run, (long long)run);
        exit_code = KB_EXIT_HARNESS;
    } else if (json_integer_value(json_object_get(summary, "solved")) < o.p.n_workloads) {
        exit_code = KB_EXIT_NOT_OK;
    }
    char outdir[1024] = "";
    if (!o.replay) {
        snprintf(outdir, sizeof outdir, "%s", o.out ? o.out : "");
        if (!o.out) snprintf(outdir, sizeof outdir, "kbench-agent-run%lld", (long long)run);
        char *text = json_dumps(summary, JSON_COMPACT | JSON_SORT_KEYS);
        if (kb_store_agent_finish(st, run,
                                  rc        ? "failed"
                                  : stopped ? "stopped"
                                            : "done",
                                  kb_now() - t0, text, &err) ||
            kb_agent_write_best(e, outdir, &err)) {
            fprintf(stderr, "kbench agent: %s\n", err.msg);
            exit_code = KB_EXIT_HARNESS;
        }
        free(text);
    } else if (!rc) {
        /* a replay must retrace the run: same candidates, verdicts and choices */
        char *stored = kb_store_agent_summary(st, run);
        json_t *orig = stored ? json_loads(stored, 0, NULL) : NULL;
        const char *want = json_string_value(json_object_get(orig, "state"));
        const char *got = json_string_value(json_object_get(summary, "state"));
        bool same = want && got && !strcmp(want, got);
        json_object_set_new(summary, "replay_matches", want ? json_boolean(same) : json_null());
        if (!o.json)
            fprintf(stderr, "kbench agent: replay of run %lld %s\n", (long long)run,
                    !want  ? "(the run never finished; nothing to compare with)"
                    : same ? "reproduces it exactly"
                           : "DIFFERS from the stored run");
        if (want && !same) exit_code = KB_EXIT_NOT_OK;
        json_decref(orig);
        free(stored);
    }
    if (o.json)
        kb_cli_print_json(summary);
    else {
        print_summary(summary, run, outdir[0] ? outdir : NULL);
        json_decref(summary);
    }
    kb_engine_free(e);
    kb_llm_free(llm);
    kb_store_close(st);
    free(context);
    return exit_code;
}
