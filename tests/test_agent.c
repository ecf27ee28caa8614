/* test_agent.c: `kbench agent` end to end, through real HTTP, against a loopback server that
 * plays the LLM with scripted replies: code in fences (a correct kernel, a slow correct one),
 * broken code, a reply without code, plans naming a menu entry; and, per test, a 429 before
 * success, a malformed body, a reply slower than the timeout. Every strategy runs on three
 * workloads; a run killed midway and resumed reaches the state of an uninterrupted one; a replay
 * retraces a run offline.
 *
 * The scripted reply is a pure function of the prompt (lines that carry measurements are left
 * out of it), so two runs with the same seed ask the same questions and get the same answers.
 * The script is not hostile: numbered samples of one prompt cycle through the five kinds of
 * reply (so any three in a row hold a correct one), and told to fix a failure, it does. */
#include <criterion/criterion.h>
#include <jansson.h>
#include <signal.h>
#include <sqlite3.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support/kbench_run.h"
#include "support/loopback.h"
#include "support/scratch.h"

static const char *wls[] = {"p12_rmsnorm", "k41_gemm_add_relu", "p08_gemm"};
/* The slow variant: the naive kernel renamed, called ten times (clearly slower despite noise). */
static const char *wraps[] = {
    "void kernel(const kb_t *restrict x, const kb_t *restrict s, kb_t *restrict out)\n"
    "{\n    for (int i = 0; i < 10; i++) kernel_once(x, s, out);\n}\n",
    "void kernel(const kb_t *restrict x, const kb_t *restrict w, const kb_t *restrict b, kb_t *restrict out)\n"
    "{\n    for (int i = 0; i < 10; i++) kernel_once(x, w, b, out);\n}\n",
    "void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)\n"
    "{\n    for (int i = 0; i < 10; i++) kernel_once(a, b, c);\n}\n",
};

enum { NORMAL, FIRST_429, MALFORMED, SLOW, TPU, WATCH };

typedef struct server {
    int mode;
    bool anthropic;
    int kill_at; /* SIGKILL the agent when this many requests have arrived */
    _Atomic pid_t child;
    atomic_int plans, codes;
    /* WATCH: requests in flight at once, and requests during which an evaluation was stored */
    atomic_int in_flight, max_in_flight, overlapped;
} server;

static char dir[256];

static long long query(const char *sql);

/* FNV-1a over the prompt without the lines that carry measurements or input-dependent details. */
static unsigned long long canonical_hash(const char *s)
{
    unsigned long long h = 1469598103934665603ull;
    while (*s) {
        const char *e = strchr(s, '\n');
        size_t n = e ? (size_t)(e - s + 1) : strlen(s);
        char *line = strndup(s, n);
        if (!strstr(line, "speedup") && strncmp(line, "Verdict:", 8) != 0 &&
            !strstr(line, "Independent attempt #"))
            for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)line[i]) * 1099511628211ull;
        free(line);
        s += n;
    }
    return h;
}

static char *code_reply(int w, const char *user)
{
    unsigned long long h = canonical_hash(user);
    const char *at = strstr(user, "Independent attempt #");
    if (at) h += (unsigned long long)atoi(at + strlen("Independent attempt #"));
    if (strstr(user, "Fix the problem")) h = 2 + h % 3; /* a correct kernel, slow or fast */
    char path[512];
    snprintf(path, sizeof path, "%s/kernels/cpu/%s/naive.c", kb_test_root(), wls[w]);
    char *naive = kb_test_slurp(path);
    cr_assert(naive, "cannot read %s", path);
    char *r = NULL;
    switch (h % 5) {
    case 0: r = strdup("Here it is:\n```c\n#include \"kbench.h\"\nthis is not C at all;\n```\n"); break;
    case 1: r = strdup("I would need to know more about the machine before writing this."); break;
    case 2:
        if (asprintf(&r, "A first version:\n```c\n#define kernel kernel_once\n%s#undef kernel\n%s```\n",
                     naive, wraps[w]) < 0)
            r = NULL;
        break;
    default:
        if (asprintf(&r, "This should be right.\n\n```c\n%s```\nDone.\n", naive) < 0) r = NULL;
    }
    free(naive);
    return r;
}

static char *plan_reply(const char *user)
{
    const char *m = strstr(user, "# Optimisation menu\n\n1. ");
    cr_assert(m, "a plan prompt without a menu");
    m += strlen("# Optimisation menu\n\n1. ");
    size_t n = strcspn(m, ":\n");
    char *r;
    if (asprintf(&r, "Menu: %.*s\nApply it to the innermost loop of the current code.\n", (int)n, m) < 0)
        r = NULL;
    return r;
}

static void handler(const kb_lb_request *req, kb_lb_response *resp, void *arg)
{
    server *s = arg;
    if (s->kill_at && req->seq + 1 >= s->kill_at && s->child > 0) {
        kill(s->child, SIGKILL);
        resp->hang_up = true;
        return;
    }
    if (s->mode == MALFORMED) {
        resp->body = strdup("<html>502 bad gateway, but with a 200</html>");
        return;
    }
    if (s->mode == SLOW) resp->delay_ms = 3000;
    if (s->mode == WATCH) {
        /* hold the request a while and see whether the agent evaluated anything meanwhile */
        int now = atomic_fetch_add(&s->in_flight, 1) + 1;
        for (int m = atomic_load(&s->max_in_flight);
             now > m && !atomic_compare_exchange_weak(&s->max_in_flight, &m, now);)
            ;
        long long before = query("SELECT COUNT(*) FROM evaluations");
        usleep(400 * 1000);
        if (query("SELECT COUNT(*) FROM evaluations") != before) s->overlapped++;
        atomic_fetch_sub(&s->in_flight, 1);
    }
    if (s->mode == FIRST_429 && req->seq == 0) {
        resp->status = 429;
        snprintf(resp->headers, sizeof resp->headers, "Retry-After: 1\r\n");
        resp->body = strdup("{\"error\": {\"message\": \"rate limited\"}}");
        return;
    }
    bool anthropic_path = strstr(req->path, "/v1/messages") != NULL;
    cr_assert_eq(anthropic_path, s->anthropic, "request to %s", req->path);
    char *user = kb_lb_user_message(req->body);
    cr_assert(user, "no user message in %s", req->body);
    int w = -1;
    const char *first = NULL;
    for (int i = 0; i < 3; i++) {
        const char *at = strstr(user, wls[i]);
        if (at && (!first || at < first)) first = at, w = i;
    }
    cr_assert(w >= 0, "the prompt names none of the test's workloads");
    char *text;
    if (s->mode == TPU) {
        /* the shipped Pallas kernels: naive for the first attempt, the tuned one after */
        char path[512];
        snprintf(path, sizeof path, "%s/kernels/tpu/%s/%s.py", kb_test_root(), wls[w],
                 strstr(user, "attempt #1 ") ? "naive" : "kernel");
        char *py = kb_test_slurp(path);
        cr_assert(py, "cannot read %s", path);
        if (asprintf(&text, "```python\n%s```\n", py) < 0) text = NULL;
        free(py);
    } else if (strstr(user, "Plan ONE optimisation")) {
        text = plan_reply(user);
        s->plans++;
    } else {
        text = code_reply(w, user);
        s->codes++;
    }
    resp->body = s->anthropic ? kb_lb_anthropic_reply(text, 1000, 200) : kb_lb_openai_reply(text, 1000, 200);
    free(text);
    free(user);
}

/* Run build/kbench in the scratch dir, with pid published to the server. */
static int kbench(server *s, char **out, char **err, const char *args)
{
    return kb_test_kbench(dir, NULL, s ? &s->child : NULL, out, err, "%s", args);
}

static void setup(void)
{
    kb_test_scratch(dir, sizeof dir, "kbench-agent-");
    unsetenv("OPENAI_BASE_URL");
    unsetenv("ANTHROPIC_BASE_URL");
}

static void teardown(void) { kb_test_scratch_remove(dir); }

TestSuite(agent, .init = setup, .fini = teardown, .timeout = 600);

/* no repair rounds unless a test asks: the call counts below are the strategies' own */
#define WORK \
    "p12_rmsnorm k41_gemm_add_relu p08_gemm --preset tiny --min-time 0.02 --max-eval-time 0.3 --repairs 0"
#define SEED "--seed 5eed"
#define AUTOCOMP "--strategy autocomp --beam 2 --plans 2 --impls 2 --iters 2 --keep 0.5 --slack 0.1"

static json_t *run_json(server *s, int want_exit, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static json_t *run_json(server *s, int want_exit, const char *fmt, ...)
{
    char args[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(args, sizeof args, fmt, ap);
    va_end(ap);
    char *out, *err;
    int rc = kbench(s, &out, &err, args);
    /* want_exit -1: 0 or 1, whichever the fake model's reply (a hash of the prompt) earns */
    cr_assert(want_exit < 0 ? rc == 0 || rc == 1 : rc == want_exit,
              "kbench %s: exit %d\nstdout: %s\nstderr: %s", args, rc, out, err);
    json_error_t je;
    json_t *j = json_loads(out, 0, &je);
    cr_assert(json_is_object(j), "not JSON (%s): %s\nstderr: %s", je.text, out, err);
    free(out);
    free(err);
    return j;
}

static long long query(const char *sql) { return kb_test_query(dir, sql); }

/* query with the SQL formatted from fmt. */
static long long queryf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static long long queryf(const char *fmt, ...)
{
    char sql[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(sql, sizeof sql, fmt, ap);
    va_end(ap);
    return query(sql);
}

/* A run's candidates, one "key verdict hash" line each in key order (heap): shown when two runs
 * that should agree do not. */
static char *cand_lines(long long run)
{
    char path[512], sql[256];
    snprintf(path, sizeof path, "%s/kbench.db", dir);
    snprintf(sql, sizeof sql,
             "SELECT key, verdict, substr(source_hash, 1, 8), speedup FROM candidates "
             "WHERE run_id = %lld ORDER BY key",
             run);
    sqlite3 *db = kb_test_db(path);
    sqlite3_stmt *st;
    cr_assert_eq(sqlite3_prepare_v2(db, sql, -1, &st, NULL), SQLITE_OK);
    char *buf = calloc(1, 1 << 16);
    while (sqlite3_step(st) == SQLITE_ROW && strlen(buf) < (1 << 16) - 200)
        snprintf(buf + strlen(buf), (1 << 16) - strlen(buf), "%s %s %s %.3f\n", sqlite3_column_text(st, 0),
                 sqlite3_column_text(st, 1), sqlite3_column_text(st, 2), sqlite3_column_double(st, 3));
    sqlite3_finalize(st);
    sqlite3_close(db);
    return buf;
}

/* What every finished run must show: its calls and candidates stored, every candidate with an
 * outcome, the summary consistent with the store, a correct candidate for each workload. */
static void check_run(json_t *s, long long run)
{
    cr_assert_str_eq(json_string_value(json_object_get(s, "status")), "done");
    char sql[256];
    snprintf(sql, sizeof sql, "SELECT COUNT(*) FROM llm_calls WHERE run_id = %lld", run);
    cr_assert_eq(query(sql), json_integer_value(json_object_get(s, "llm_calls")));
    snprintf(sql, sizeof sql, "SELECT COUNT(*) FROM candidates WHERE run_id = %lld AND verdict IS NULL", run);
    cr_assert_eq(query(sql), 0, "candidates without an outcome");
    /* the starting programs are stored as candidates but are not the model's */
    snprintf(sql, sizeof sql,
             "SELECT COUNT(*) FROM candidates WHERE run_id = %lld AND key NOT LIKE '%%/start'", run);
    cr_assert_eq(query(sql), json_integer_value(json_object_get(s, "candidates")));
    snprintf(sql, sizeof sql,
             "SELECT COUNT(*) FROM llm_calls WHERE run_id = %lld AND (response_body IS NULL"
             " OR prompt IS NULL OR request_body LIKE '%%sk-test%%')",
             run);
    cr_assert_eq(query(sql), 0, "a call stored without its prompt or reply, or with the key");
    cr_assert_eq(json_integer_value(json_object_get(s, "solved")), 3, "%s", json_dumps(s, JSON_INDENT(1)));
    cr_assert_gt(json_real_value(json_object_get(json_object_get(s, "fast_p"), "0")), 0.99);
    cr_assert_eq(json_integer_value(json_object_get(s, "tokens_in")),
                 1000 * json_integer_value(json_object_get(s, "llm_calls")));
    for (int i = 0; i < 3; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/best/%s.c", dir, wls[i]);
        struct stat st;
        cr_assert_eq(stat(path, &st), 0, "best candidate %s not written", path);
    }
}

Test(agent, best_of_n_end_to_end)
{
    server s = {.mode = NORMAL};
    kb_loopback *lb = kb_loopback_start(handler, &s);
    cr_assert(lb);
    setenv("OPENAI_API_KEY", "sk-test-key", 1);
    json_t *j = run_json(&s, 0,
                         "agent --strategy best-of-n --samples 4 --model openai:test-model "
                         "--base-url %s --json --out best --price 3,15 " WORK " " SEED,
                         kb_loopback_url(lb));
    long long run = json_integer_value(json_object_get(j, "run"));
    check_run(j, run);
    cr_assert_eq(json_integer_value(json_object_get(j, "llm_calls")), 12);
    /* 12 calls of 1000 + 200 tokens at 3 and 15 USD per million */
    cr_assert_float_eq(json_real_value(json_object_get(j, "cost_usd")), 12 * (1000 * 3 + 200 * 15) * 1e-6,
                       1e-9);
    json_t *v = json_object_get(j, "verdicts");
    cr_assert(json_object_get(v, "ok"), "no correct candidate at all");
    cr_assert(json_object_get(v, "compile_error") || json_object_get(v, "no_code"),
              "the script's broken replies did not show: %s", json_dumps(v, 0));
    json_decref(j);
    kb_loopback_stop(lb);
}

Test(agent, iterative_end_to_end_anthropic)
{
    server s = {.mode = NORMAL, .anthropic = true};
    kb_loopback *lb = kb_loopback_start(handler, &s);
    cr_assert(lb);
    setenv("ANTHROPIC_API_KEY", "sk-test-key", 1);
    json_t *j = run_json(&s, 0,
                         "agent --strategy iterative --rounds 4 --model anthropic:test-model "
                         "--base-url %s --json --out best " WORK " " SEED,
                         kb_loopback_url(lb));
    long long run = json_integer_value(json_object_get(j, "run"));
    check_run(j, run);
    cr_assert_eq(json_integer_value(json_object_get(j, "llm_calls")), 12);
    /* rounds after the first carry the previous attempt and its verdict */
    char sql[256];
    snprintf(sql, sizeof sql,
             "SELECT COUNT(*) FROM llm_calls WHERE run_id = %lld AND key LIKE '%%/r1'"
             " AND prompt LIKE '%%# Your previous attempt%%' AND (prompt LIKE '%%Verdict:%%' OR"
             " prompt LIKE '%%no ```c fenced block%%')",
             run);
    cr_assert_eq(query(sql), 3);
    json_decref(j);
    kb_loopback_stop(lb);
}

Test(agent, autocomp_killed_resumed_equals_uninterrupted_and_replays)
{
    setenv("OPENAI_API_KEY", "sk-test-key", 1);
    server s = {.mode = NORMAL};
    kb_loopback *lb = kb_loopback_start(handler, &s);
    cr_assert(lb);
    json_t *a =
        run_json(&s, 0, "agent " AUTOCOMP " --model openai:m --base-url %s --json --out best " WORK " " SEED,
                 kb_loopback_url(lb));
    long long run_a = json_integer_value(json_object_get(a, "run"));
    check_run(a, run_a);
    cr_assert_gt(s.plans, 0, "autocomp made no plans");
    char sql[256];
    snprintf(sql, sizeof sql,
             "SELECT COUNT(*) FROM candidates WHERE run_id = %lld AND parent_key IS NOT NULL"
             " AND plan LIKE 'Menu:%%' AND menu_item IS NOT NULL",
             run_a);
    cr_assert_gt(query(sql), 0, "no implementation recorded with its parent and plan");
    int total = kb_loopback_count(lb);
    kb_loopback_stop(lb);

    /* the same run, killed when about half of its calls were made, then resumed */
    server k = {.mode = NORMAL, .kill_at = total / 2};
    lb = kb_loopback_start(handler, &k);
    char *out, *err;
    char args[2048];
    snprintf(args, sizeof args,
             "agent " AUTOCOMP " --model openai:m --base-url %s --json --out best2 " WORK " " SEED,
             kb_loopback_url(lb));
    cr_assert_eq(kbench(&k, &out, &err, args), -1, "the agent was not killed: %s", err);
    free(out);
    free(err);
    long long run_b = query("SELECT MAX(id) FROM runs");
    cr_assert_neq(run_b, run_a);
    snprintf(sql, sizeof sql, "SELECT COUNT(*) FROM runs WHERE id = %lld AND status = 'running'", run_b);
    cr_assert_eq(query(sql), 1, "the killed run is not left as running");
    snprintf(sql, sizeof sql, "SELECT COUNT(*) FROM llm_calls WHERE run_id = %lld", run_b);
    cr_assert_gt(query(sql), 0, "the killed run stored no calls");
    k.kill_at = 0;
    json_t *b = run_json(&k, 0, "agent --resume %lld --json --out best", run_b);
    cr_assert_eq(json_integer_value(json_object_get(b, "run")), run_b);
    check_run(b, run_b);
    cr_assert_str_eq(json_string_value(json_object_get(b, "state")),
                     json_string_value(json_object_get(a, "state")),
                     "killed+resumed run differs from the uninterrupted one:\n%s\n---\n%s", cand_lines(run_a),
                     cand_lines(run_b));
    cr_assert_eq(json_integer_value(json_object_get(b, "llm_calls")),
                 json_integer_value(json_object_get(a, "llm_calls")));
    kb_loopback_stop(lb);

    /* replay: no server at all */
    json_t *r = run_json(NULL, 0, "agent --replay %lld --json", run_a);
    cr_assert(json_is_true(json_object_get(r, "replay_matches")));
    cr_assert_str_eq(json_string_value(json_object_get(r, "state")),
                     json_string_value(json_object_get(a, "state")));
    cr_assert(json_equal(json_object_get(r, "workloads"), json_object_get(a, "workloads")),
              "replay summary differs");
    json_decref(a);
    json_decref(b);
    json_decref(r);
}

Test(agent, rate_limit_then_success)
{
    setenv("OPENAI_API_KEY", "sk-test-key", 1);
    server s = {.mode = FIRST_429};
    kb_loopback *lb = kb_loopback_start(handler, &s);
    json_t *j = run_json(
        &s, 0,
        "agent --strategy best-of-n --samples 3 --model openai:m --base-url %s "
        "--json --out best p12_rmsnorm --preset tiny --min-time 0.02 --max-eval-time 0.3 --repairs 0 " SEED,
        kb_loopback_url(lb));
    long long run = json_integer_value(json_object_get(j, "run"));
    char sql[256];
    snprintf(sql, sizeof sql, "SELECT MAX(attempts) FROM llm_calls WHERE run_id = %lld", run);
    cr_assert_eq(query(sql), 2, "the 429 was not retried");
    json_decref(j);
    kb_loopback_stop(lb);
}

static void expect_failure(int mode, const char *extra, const char *needle)
{
    setenv("OPENAI_API_KEY", "sk-test-key", 1);
    server s = {.mode = mode};
    kb_loopback *lb = kb_loopback_start(handler, &s);
    char args[1024], *out, *err;
    snprintf(args, sizeof args,
             "agent --strategy best-of-n --samples 1 --model openai:m --base-url %s "
             "p12_rmsnorm --preset tiny --start none %s",
             kb_loopback_url(lb), extra);
    int rc = kbench(&s, &out, &err, args);
    cr_assert_eq(rc, 3, "exit %d: %s", rc, err);
    cr_assert(strstr(err, needle), "message lacks '%s': %s", needle, err);
    cr_assert(strstr(err, "--resume"), "the message does not say how to continue: %s", err);
    cr_assert(!strstr(err, "sk-test-key"), "the key was printed");
    cr_assert_eq(query("SELECT COUNT(*) FROM runs WHERE kind = 'agent' AND status = 'failed'"), 1);
    free(out);
    free(err);
    kb_loopback_stop(lb);
}

Test(agent, malformed_reply_stops_the_run_clearly) { expect_failure(MALFORMED, "", "not JSON"); }

Test(agent, slow_reply_times_out_clearly)
{
    expect_failure(SLOW, "--llm-timeout 0.5 --retries 1", "no reply within");
}

Test(agent, usage_errors)
{
    char *out, *err;
    unsetenv("OPENAI_API_KEY");
    cr_assert_eq(kbench(NULL, &out, &err, "agent --strategy best-of-n --model openai:gpt-4o p12_rmsnorm"), 2);
    cr_assert(strstr(err, "OPENAI_API_KEY"), "%s", err);
    free(out), free(err);
    cr_assert_eq(kbench(NULL, &out, &err, "agent --strategy greedy --model openai:m p12"), 2);
    cr_assert(strstr(err, "best-of-n, iterative or autocomp"), "%s", err);
    free(out), free(err);
    cr_assert_eq(kbench(NULL, &out, &err, "agent --strategy iterative --model gpt-4o p12"), 2);
    cr_assert(strstr(err, "openai:"), "%s", err);
    free(out), free(err);
    cr_assert_eq(kbench(NULL, &out, &err, "agent --replay 99"), 2);
    cr_assert(strstr(err, "no agent run 99"), "%s", err);
    free(out), free(err);
    /* a resumed run keeps its parameters: one given is refused, not ignored (budgets may change) */
    cr_assert_eq(kbench(NULL, &out, &err, "agent --resume 7 --samples 3"), 2);
    cr_assert(strstr(err, "keeps its own parameters") && strstr(err, "--samples given"), "%s", err);
    free(out), free(err);
    cr_assert_eq(kbench(NULL, &out, &err, "agent --replay 7 --price 3,15"), 2);
    cr_assert(strstr(err, "--price given"), "%s", err);
    free(out), free(err);
    cr_assert_eq(kbench(NULL, &out, &err,
                        "agent --strategy iterative --model openai:m --base-url "
                        "http://127.0.0.1:9/v1 --context-window 4096 --reply-tokens 8192 p12"),
                 2);
    cr_assert(strstr(err, "leaves no room for the prompt"), "%s", err);
    free(out), free(err);
}

/* Budgets stop a run cleanly: calls per workload cap each strategy, and a cost cap ends the run
 * with the reason in the summary (it stays resumable with a larger budget). */
Test(agent, budgets)
{
    setenv("OPENAI_API_KEY", "sk-test-key", 1);
    server s = {.mode = NORMAL};
    kb_loopback *lb = kb_loopback_start(handler, &s);
    json_t *j = run_json(&s, 0,
                         "agent --strategy best-of-n --samples 4 --max-calls 3 --model openai:m "
                         "--base-url %s --json --out best " WORK " " SEED,
                         kb_loopback_url(lb));
    cr_assert_eq(json_integer_value(json_object_get(j, "llm_calls")), 9, "3 calls for each of 3 workloads");
    json_decref(j);
    /* each call costs 1000 * 3 + 200 * 15 = 6000 micro-USD: a 0.01 USD cap stops after the
     * first workload's batch */
    j = run_json(&s, 1,
                 "agent --strategy iterative --rounds 4 --model openai:m --price 3,15 "
                 "--max-cost 0.01 --base-url %s --json --out best " WORK " " SEED,
                 kb_loopback_url(lb));
    cr_assert_str_eq(json_string_value(json_object_get(j, "status")), "stopped");
    cr_assert(strstr(json_string_value(json_object_get(j, "stopped")), "cost budget"));
    cr_assert_eq(json_integer_value(json_object_get(j, "llm_calls")), 2);
    json_decref(j);
    kb_loopback_stop(lb);
}

/* --context sets what the model is told: nothing of the machine, the machine and the rules, or
 * also the API reference, examples and the menu. */
Test(agent, context_levels)
{
    setenv("OPENAI_API_KEY", "sk-test-key", 1);
    server s = {.mode = NORMAL};
    kb_loopback *lb = kb_loopback_start(handler, &s);
    const char *levels[] = {"none", "hardware", "full"};
    for (int i = 0; i < 3; i++) {
        json_t *j = run_json(&s, 0,
                             "agent --strategy best-of-n --samples 3 --context %s --model openai:m "
                             "--base-url %s --json --out best p12_rmsnorm --preset tiny --min-time 0.02 "
                             "--max-eval-time 0.3 --prompt full --context-window 0 --repairs 0",
                             levels[i], kb_loopback_url(lb));
        long long run = json_integer_value(json_object_get(j, "run"));
        cr_assert_str_eq(json_string_value(json_object_get(j, "context")), levels[i]);
        char sql[512];
        snprintf(sql, sizeof sql,
                 "SELECT COUNT(*) FROM llm_calls WHERE run_id = %lld AND system LIKE "
                 "'%%# The hardware%%' AND system LIKE '%%GFLOP/s%%'",
                 run);
        cr_assert_eq(query(sql), i >= 1 ? 3 : 0, "hardware part at level %s", levels[i]);
        snprintf(sql, sizeof sql,
                 "SELECT COUNT(*) FROM llm_calls WHERE run_id = %lld AND system LIKE "
                 "'%%_mm512_dpbf16_ps%%' AND prompt LIKE '%%# Techniques to consider%%'",
                 run);
        cr_assert_eq(query(sql), i == 2 ? 3 : 0, "API reference and menu at level %s", levels[i]);
        /* the task in the kernel's own terms at every level: the prototype, the conversions and
         * the starting program; never the reference's harness internals */
        snprintf(
            sql, sizeof sql,
            "SELECT COUNT(*) FROM llm_calls WHERE run_id = %lld AND prompt LIKE '%%void kernel(%%'"
            " AND prompt LIKE '%%kb_ld(x[i])%%' AND prompt LIKE '%%# Current code (the starting program)%%'"
            " AND prompt NOT LIKE '%%p->p[%%' AND prompt NOT LIKE '%%kb_problem%%'"
            " AND prompt NOT LIKE '%%in[0]%%'",
            run);
        cr_assert_eq(query(sql), 3, "the task in the kernel's own terms at every level");
        json_decref(j);
    }
    kb_loopback_stop(lb);
}

/* --target tpu: the model is asked for Pallas kernels in Python, and its replies are verified in
 * TPU interpret mode (no timing without a TPU). */
Test(agent, tpu_target_end_to_end)
{
    setenv("OPENAI_API_KEY", "sk-test-key", 1);
    setenv("KBENCH_TPU", "0", 1);
    server s = {.mode = TPU};
    kb_loopback *lb = kb_loopback_start(handler, &s);
    json_t *j = run_json(&s, 0,
                         "agent --target tpu --strategy best-of-n --samples 2 --model openai:m "
                         "--base-url %s --json --out best p12_rmsnorm " SEED,
                         kb_loopback_url(lb));
    long long run = json_integer_value(json_object_get(j, "run"));
    cr_assert_str_eq(json_string_value(json_object_get(j, "target")), "tpu");
    cr_assert_eq(json_integer_value(json_object_get(j, "correct")), 2, "%s", json_dumps(j, JSON_INDENT(1)));
    char sql[512];
    snprintf(sql, sizeof sql,
             "SELECT COUNT(*) FROM llm_calls WHERE run_id = %lld AND system LIKE '%%Pallas%%'"
             " AND prompt LIKE '%%def kernel(%%' AND prompt LIKE '%%```python fenced block%%'",
             run);
    cr_assert_eq(query(sql), 2, "the prompts do not ask for a Pallas kernel in Python");
    snprintf(sql, sizeof sql,
             "SELECT COUNT(*) FROM evaluations WHERE run_id = %lld AND verdict = 'ok'"
             " AND compiler LIKE '%%interpret%%'",
             run);
    cr_assert_eq(query(sql), 2, "the candidates were not verified in TPU interpret mode");
    struct stat st;
    char path[512];
    snprintf(path, sizeof path, "%s/best/p12_rmsnorm.py", dir);
    cr_assert_eq(stat(path, &st), 0, "the best Pallas kernel was not written as %s", path);
    json_decref(j);
    kb_loopback_stop(lb);
    unsetenv("KBENCH_TPU");
}

/* A replay that would ask something other than what the run stored stops with "diverges"
 * instead of mixing two versions: here the stored prompt's hash no longer matches. */
Test(agent, replay_refuses_a_diverging_run)
{
    setenv("OPENAI_API_KEY", "sk-test-key", 1);
    server s = {.mode = NORMAL};
    kb_loopback *lb = kb_loopback_start(handler, &s);
    json_t *j = run_json(&s, 0,
                         "agent --strategy best-of-n --samples 3 --model openai:m --base-url %s "
                         "--json --out best p12_rmsnorm --preset tiny --min-time 0.02 --max-eval-time 0.3 "
                         "--repairs 0 " SEED,
                         kb_loopback_url(lb));
    long long run = json_integer_value(json_object_get(j, "run"));
    json_decref(j);
    kb_loopback_stop(lb);
    char path[512], sql[256];
    snprintf(path, sizeof path, "%s/kbench.db", dir);
    snprintf(sql, sizeof sql,
             "UPDATE llm_calls SET prompt_sha = 'x' WHERE run_id = %lld AND key = 'p12_rmsnorm/s1'", run);
    sqlite3 *db = kb_test_db(path);
    cr_assert_eq(sqlite3_exec(db, sql, NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(db);
    char args[64], *out, *err;
    snprintf(args, sizeof args, "agent --replay %lld", run);
    cr_assert_eq(kbench(NULL, &out, &err, args), 1, "%s", err);
    cr_assert(strstr(err, "diverges at p12_rmsnorm/s1"), "%s", err);
    free(out);
    free(err);
}

/* One agent run on p12_rmsnorm at tiny against a fresh fake model in mode (WATCH counts requests
 * in flight and evaluations stored meanwhile): `kbench agent ARGS --base-url URL --json ...`;
 * its summary. */
static json_t *fake_run(server *s, int mode, const char *args)
{
    setenv("OPENAI_API_KEY", "sk-test-key", 1);
    *s = (server){.mode = mode};
    kb_loopback *lb = kb_loopback_start(handler, s);
    cr_assert(lb);
    json_t *j = run_json(
        s, -1, "agent %s --base-url %s --json --out best p12_rmsnorm --preset tiny --max-eval-time 0.3 " SEED,
        args, kb_loopback_url(lb));
    kb_loopback_stop(lb);
    return j;
}

/* Six samples, watched, with flags added. */
static json_t *watched_run(server *s, const char *flags)
{
    char args[512];
    snprintf(args, sizeof args,
             "%s --strategy best-of-n --samples 6 --model openai:m --min-time 0.1 --repairs 0", flags);
    return fake_run(s, WATCH, args);
}

/* A loopback model is taken to run on these cores: one request at a time, and no evaluation
 * while one is in flight (the summary says what the waiting cost). --no-local restores the
 * overlap: requests in parallel, evaluations beside them. */
Test(agent, local_model_serialises_and_never_evaluates_beside_a_request)
{
    setenv("OPENAI_API_KEY", "sk-test-key", 1);
    server s;
    json_t *j = watched_run(&s, "");
    json_t *pipe = json_object_get(j, "pipeline");
    cr_assert(json_is_true(json_object_get(pipe, "local")), "%s", json_dumps(pipe, 0));
    cr_assert_eq(json_integer_value(json_object_get(pipe, "parallel")), 1);
    cr_assert_eq(s.max_in_flight, 1, "requests overlapped");
    cr_assert_eq(s.overlapped, 0, "an evaluation was stored while a request was in flight");
    cr_assert_gt(json_real_value(json_object_get(pipe, "eval_s")), 0);
    cr_assert_gt(json_real_value(json_object_get(pipe, "wait_for_eval_s")), 0, "the calls never waited");
    json_decref(j);

    server r;
    j = watched_run(&r, "--no-local");
    pipe = json_object_get(j, "pipeline");
    cr_assert(json_is_false(json_object_get(pipe, "local")));
    cr_assert_gt(r.max_in_flight, 1, "--no-local still sent one request at a time");
    json_decref(j);
}

/* --context-window: a full-context prompt that does not fit loses parts in the stated order,
 * the task itself stays, and the summary counts what was taken. */
Test(agent, prompt_budget_drops_context_parts_in_order)
{
    setenv("OPENAI_API_KEY", "sk-test-key", 1);
    server s = {.mode = NORMAL};
    kb_loopback *lb = kb_loopback_start(handler, &s);
    /* 6000 - 1000 reply tokens: room for about 15 KB, not the ~60 KB of the full context */
    json_t *j = run_json(&s, 0,
                         "agent --strategy iterative --rounds 3 --context full --context-window 6000 "
                         "--reply-tokens 1000 --model openai:m --base-url %s --json --out best p12_rmsnorm "
                         "--preset tiny --min-time 0.02 --max-eval-time 0.3 --prompt full " SEED,
                         kb_loopback_url(lb));
    long long run = json_integer_value(json_object_get(j, "run"));
    json_t *b = json_object_get(j, "prompt_budget");
    cr_assert_eq(json_integer_value(json_object_get(b, "calls_trimmed")), 3, "%s", json_dumps(b, 0));
    cr_assert_eq(json_integer_value(json_object_get(b, "over_budget")), 0);
    json_t *steps = json_object_get(b, "steps");
    cr_assert_eq(json_integer_value(json_object_get(steps, "api dropped")), 3, "%s", json_dumps(b, 0));
    char sql[512];
    /* every prompt within the estimate's budget: (6000 - 1000 - 64) tokens of 2.5 bytes */
    snprintf(sql, sizeof sql,
             "SELECT COUNT(*) FROM llm_calls WHERE run_id = %lld AND "
             "length(CAST(system AS BLOB)) + length(CAST(prompt AS BLOB)) <= %d",
             run, (6000 - 1000 - 64) * 5 / 2);
    cr_assert_eq(query(sql), 3, "a prompt over the budget");
    /* the API reference went first; the task (prototype, reference) stayed */
    snprintf(sql, sizeof sql,
             "SELECT COUNT(*) FROM llm_calls WHERE run_id = %lld AND system NOT LIKE "
             "'%%# API reference%%' AND prompt LIKE '%%void kernel(%%' AND prompt LIKE '%%reference%%'",
             run);
    cr_assert_eq(query(sql), 3);
    /* a part is dropped only after every part before it in the order */
    if (json_object_get(steps, "rules dropped"))
        cr_assert(json_object_get(steps, "examples dropped") && json_object_get(steps, "hardware dropped"));
    json_decref(j);

    /* without a window nothing is trimmed and the summary says so (whatever the one reply's
     * verdict) */
    j = run_json(&s, -1,
                 "agent --strategy best-of-n --samples 1 --context full --model openai:m --base-url %s "
                 "--json --out best p12_rmsnorm --preset tiny --min-time 0.02 --max-eval-time 0.3 "
                 "--context-window 0 --repairs 0",
                 kb_loopback_url(lb));
    cr_assert(json_is_null(json_object_get(j, "prompt_budget")));
    json_decref(j);
    kb_loopback_stop(lb);
}

/* One agent run against a fresh scripted model (mode NORMAL); its summary. */
static json_t *scripted_run(const char *args)
{
    server s;
    char with[512];
    snprintf(with, sizeof with, "%s --min-time 0.02", args);
    return fake_run(&s, NORMAL, with);
}

/* One repair round (the default): the fake model's broken first replies (not C, no code) are
 * shown again with what the harness said, and the fixed reply becomes its attempt's candidate;
 * replies that are the starting program again are `unchanged`: stored so and counted apart in
 * the summary; the slow variant (the naive kernel called ten times) is a change. */
Test(agent, repairs_and_unchanged)
{
    json_t *j = scripted_run("--strategy best-of-n --samples 5 --model openai:m");
    long long run = json_integer_value(json_object_get(j, "run"));
    /* numbered samples cycle through the five kinds of reply: two of them fail, and are repaired */
    long long repairs =
        queryf("SELECT COUNT(*) FROM candidates WHERE run_id = %lld AND key LIKE '%%/f1'", run);
    cr_assert_eq(repairs, 2, "%s", json_dumps(j, JSON_INDENT(1)));
    cr_expect_eq(json_integer_value(json_object_get(j, "repairs")), repairs);
    cr_expect_eq(json_integer_value(json_object_get(j, "llm_calls")), 5 + repairs);
    cr_expect_eq(json_integer_value(json_object_get(j, "attempts")), 5);
    cr_expect_eq(json_integer_value(json_object_get(j, "attempts_correct")), 5,
                 "a repair did not fix its attempt");
    cr_expect_eq(
        queryf("SELECT COUNT(*) FROM candidates c JOIN llm_calls l ON l.run_id = c.run_id AND l.key = c.key"
               " WHERE c.run_id = %lld AND c.key LIKE '%%/f1' AND c.parent_key || '/f1' = c.key"
               " AND l.prompt LIKE '%%# Your previous attempt%%' AND l.prompt LIKE '%%Fix the problem%%'"
               " AND l.prompt LIKE '%%# Current code (the starting program)%%'",
               run),
        repairs, "a repair prompt lacks the failed attempt, the fix request or the start");
    /* unchanged: the store and the summary agree, and only the naive kernel's copies are it */
    long long unchanged =
        queryf("SELECT COUNT(*) FROM candidates WHERE run_id = %lld AND unchanged = 1", run);
    cr_expect_geq(unchanged, 2);
    cr_expect_eq(json_integer_value(json_object_get(j, "unchanged")), unchanged);
    cr_expect_eq(
        queryf(
            "SELECT COUNT(*) FROM candidates WHERE run_id = %lld AND unchanged = 1 AND source LIKE '%%kernel_once%%'",
            run),
        0, "the slow variant counted unchanged");
    cr_expect_eq(queryf("SELECT COUNT(*) FROM candidates WHERE run_id = %lld AND key = 'p12_rmsnorm/start'"
                        " AND verdict = 'ok' AND unchanged = 0",
                        run),
                 1, "the starting program is stored, evaluated, and not unchanged from itself");
    json_t *w = json_array_get(json_object_get(j, "workloads"), 0);
    cr_expect(json_is_object(json_object_get(w, "start")), "no start in the workload's summary");
    cr_expect_eq(json_integer_value(json_object_get(w, "unchanged")), unchanged);
    json_decref(j);
}

/* Sampling follows the model family (Qwen's own recommendation for a qwen model), each value
 * overridable; --grammar sends the reply's grammar. What is sent is in the stored request. */
Test(agent, sampling_presets_and_grammar_are_sent)
{
    json_t *j = scripted_run(
        "--strategy best-of-n --samples 1 --model openai:qwen2.5-coder-test --grammar --repairs 0");
    long long run = json_integer_value(json_object_get(j, "run"));
    cr_expect_str_eq(json_string_value(json_object_get(j, "sampling")),
                     "temperature 0.7, top_p 0.8, top_k 20, repeat penalty 1.05");
    cr_expect_eq(
        queryf("SELECT COUNT(*) FROM llm_calls WHERE run_id = %lld AND request_body LIKE '%%\"top_k\":20%%'"
               " AND request_body LIKE '%%\"top_p\":%%' AND request_body LIKE '%%\"repeat_penalty\":%%'"
               " AND request_body LIKE '%%\"grammar\":\"root ::= %%'",
               run),
        1, "the qwen preset or the grammar was not sent");
    json_decref(j);
    j = scripted_run(
        "--strategy best-of-n --samples 1 --model openai:m --top-k 5 --temperature 0.25 --repairs 0");
    run = json_integer_value(json_object_get(j, "run"));
    cr_expect_eq(
        queryf(
            "SELECT COUNT(*) FROM llm_calls WHERE run_id = %lld AND request_body LIKE '%%\"top_k\":5%%'"
            " AND request_body LIKE '%%\"temperature\":0.25%%' AND request_body NOT LIKE '%%repeat_penalty%%'"
            " AND request_body NOT LIKE '%%top_p%%' AND request_body NOT LIKE '%%grammar%%'",
            run),
        1, "the overrides or the default preset were not what was sent");
    json_decref(j);
}

/* --start none: no starting program; Autocomp's translate phase asks for a correct kernel first
 * (keys .../x0/k0), and best-of-n samples improve the best correct one. */
Test(agent, start_none_translates_first)
{
    json_t *j = scripted_run("--strategy best-of-n --samples 2 --start none --model openai:m --repairs 0");
    long long run = json_integer_value(json_object_get(j, "run"));
    cr_expect_str_eq(json_string_value(json_object_get(j, "start")), "none");
    cr_expect_eq(queryf("SELECT COUNT(*) FROM candidates WHERE run_id = %lld AND key LIKE '%%/start'", run),
                 0, "a starting program under --start none");
    cr_expect_gt(queryf("SELECT COUNT(*) FROM llm_calls WHERE run_id = %lld AND key LIKE 'p12_rmsnorm/x0/k%%'"
                        " AND prompt NOT LIKE '%%# Current code%%'",
                        run),
                 0, "no translate attempt from the task alone");
    json_decref(j);
}
