/* real_llm.c: `kbench agent` against a real model (opt-in: `make test-llm`; not part of check,
 * since it takes minutes of both cores). scripts/local-llm serves Qwen2.5-Coder on loopback; a
 * best-of-n run of 2 samples on p12 at tiny, with nothing but kbench's defaults (the starting
 * program, the compact prompt fitted to the local window of 4096 tokens, Qwen's sampling, one
 * repair round), must store every call with its prompt and reply, give every candidate a verdict,
 * fit its prompts to the window by the server's own count, send the model's sampling, show the
 * starting program and never the harness internals, and replay offline to the same state. Skips
 * with a message when the model is not installed.
 *
 * KBENCH_LLM_MODEL picks the model (1.5b, default, or 0.5b); KBENCH_LLM_PORT the server's port
 * (8097); KBENCH_LLM_THREADS its threads (2; 1 on a busy machine, where 2 collapse). A server
 * already running there is used and left running; one this test starts, it stops. */
#include <criterion/criterion.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "support/kbench_run.h"
#include "support/scratch.h"

#define WINDOW 4096

static char dir[256];

static const char *env_or(const char *name, const char *dflt)
{
    const char *v = getenv(name);
    return v && *v ? v : dflt;
}

/* scripts/local-llm with args; its first stdout line into line (may be NULL); the exit code. */
static int local_llm(const char *args, char *line, size_t cap)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "%s/scripts/local-llm %s", kb_test_root(), args);
    FILE *p = popen(cmd, "r");
    cr_assert(p, "cannot run %s", cmd);
    char buf[1024] = "";
    if (!fgets(buf, sizeof buf, p)) buf[0] = 0;
    buf[strcspn(buf, "\n")] = 0;
    while (fgetc(p) != EOF) {
    }
    if (line) snprintf(line, cap, "%s", buf);
    return WEXITSTATUS(pclose(p));
}

static void setup(void) { kb_test_scratch(dir, sizeof dir, "kbench-real-llm-"); }
static void teardown(void) { kb_test_scratch_remove(dir); }

TestSuite(real_llm, .init = setup, .fini = teardown, .timeout = 7200);

Test(real_llm, best_of_n_two_samples_on_p12_stored_judged_and_replayed)
{
    const char *model = env_or("KBENCH_LLM_MODEL", "1.5b"), *port = env_or("KBENCH_LLM_PORT", "8097");
    char args[512], line[1024];
    snprintf(args, sizeof args, "path --model %s", model);
    if (local_llm(args, NULL, 0) != 0)
        cr_skip_test("the %s model is not installed: run scripts/local-llm install --model %s (about "
                     "10 minutes the first time), then make test-llm",
                     model, model);
    snprintf(args, sizeof args, "status --port %s 2>/dev/null", port);
    bool ours = local_llm(args, NULL, 0) != 0;
    snprintf(args, sizeof args, "start --model %s --port %s --ctx %d --threads %s", model, port, WINDOW,
             env_or("KBENCH_LLM_THREADS", "2"));
    cr_assert_eq(local_llm(args, line, sizeof line), 0, "scripts/local-llm %s failed", args);
    char url[256];
    cr_assert_eq(sscanf(line, "%255s", url), 1, "no URL in '%s'", line);
    cr_log_info("server: %s (%s)", line, ours ? "started here" : "already running");

    /* kbench's defaults: what a user gets with nothing but the model */
    char cmd[2048], *out, *err;
    snprintf(
        cmd, sizeof cmd,
        "agent --strategy best-of-n --samples 2 --model openai:qwen2.5-coder-%s --base-url %s "
        "--llm-timeout 1800 --preset tiny --min-time 0.05 --max-eval-time 0.5 --json --out best p12_rmsnorm",
        model, url);
    int rc = kb_test_kbench(dir, NULL, NULL, &out, &err, "%s", cmd);
    if (ours) {
        snprintf(args, sizeof args, "stop --port %s", port);
        local_llm(args, NULL, 0);
    }
    cr_assert(rc == 0 || rc == 1, "kbench %s: exit %d\n%s", cmd, rc, err);
    json_error_t je;
    json_t *s = json_loads(out, 0, &je);
    cr_assert(json_is_object(s), "not JSON (%s): %s\n%s", je.text, out, err);
    cr_log_info("summary: %s", out);
    long long run = json_integer_value(json_object_get(s, "run"));
    long long calls = json_integer_value(json_object_get(s, "llm_calls"));
    char sql[512];

    /* two samples and a repair of each that failed, every call stored with its prompt and reply */
    cr_assert_eq(calls, 2 + json_integer_value(json_object_get(s, "repairs")), "%s", out);
    snprintf(
        sql, sizeof sql,
        "SELECT COUNT(*) FROM llm_calls WHERE run_id = %lld AND prompt IS NOT NULL "
        "AND request_body IS NOT NULL AND response_body IS NOT NULL AND text IS NOT NULL AND tokens_out > 0",
        run);
    cr_assert_eq(kb_test_query(dir, sql), calls, "a call stored without its prompt or reply");
    /* each candidate has a verdict (no_code included), and the starting program is correct */
    snprintf(sql, sizeof sql, "SELECT COUNT(*) FROM candidates WHERE run_id = %lld AND verdict IS NOT NULL",
             run);
    cr_assert_eq(kb_test_query(dir, sql), calls + 1, "a candidate without a verdict");
    snprintf(
        sql, sizeof sql,
        "SELECT COUNT(*) FROM candidates WHERE run_id = %lld AND key = 'p12_rmsnorm/start' AND verdict = 'ok'",
        run);
    cr_assert_eq(kb_test_query(dir, sql), 1, "the starting program was not evaluated ok");
    /* the prompts fit the window: the server's own count of prompt tokens says so */
    snprintf(sql, sizeof sql, "SELECT MAX(tokens_in) FROM llm_calls WHERE run_id = %lld", run);
    long long max_in = kb_test_query(dir, sql);
    cr_assert(max_in > 0 && max_in <= WINDOW - 1536, "a prompt of %lld tokens in a window of %d", max_in,
              WINDOW);
    /* the task in the kernel's own terms with the starting program, and the model's sampling */
    snprintf(sql, sizeof sql,
             "SELECT COUNT(*) FROM llm_calls WHERE run_id = %lld AND prompt LIKE '%%# Current code%%'"
             " AND prompt NOT LIKE '%%p->p[%%' AND request_body LIKE '%%\"top_k\":20%%'",
             run);
    cr_assert_eq(kb_test_query(dir, sql), calls, "a prompt without the start, or not Qwen's sampling");
    cr_assert(json_is_integer(json_object_get(s, "unchanged")), "the summary does not count unchanged: %s",
              out);
    cr_assert(json_is_true(json_object_get(json_object_get(s, "pipeline"), "local")),
              "a loopback model not run as local");
    free(out);
    free(err);

    /* the replay retraces it with no server */
    snprintf(cmd, sizeof cmd, "agent --replay %lld --json", run);
    rc = kb_test_kbench(dir, NULL, NULL, &out, &err, "%s", cmd);
    cr_assert(rc == 0 || rc == 1, "replay: exit %d\n%s", rc, err);
    json_t *r = json_loads(out, 0, &je);
    cr_assert(json_is_true(json_object_get(r, "replay_matches")),
              "the replay did not retrace the run: %s\n%s", out, err);
    cr_assert_str_eq(json_string_value(json_object_get(r, "state")),
                     json_string_value(json_object_get(s, "state")));
    json_decref(r);
    json_decref(s);
    free(out);
    free(err);
}
