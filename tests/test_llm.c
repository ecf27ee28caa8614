/* test_llm.c: the LLM client through real HTTP against the loopback server: both wire formats,
 * what reaches the server (model, messages, auth header, and the key nowhere else), retries on
 * 429 / 503 / hang-ups with Retry-After honoured and without stalling other requests, the
 * failures that must not be retried, timeouts, bounded parallelism, and the model-spec parser. */
#include <criterion/criterion.h>
#include <curl/curl.h>
#include <jansson.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "agent/llm.h"
#include "core/util.h"
#include "support/loopback.h"

#define OPENAI_KEY "sk-test-0123456789-secret"
#define ANTHROPIC_KEY "sk-ant-test-9876543210-secret"

/* What the fake API does, and what it saw. */
typedef struct script {
    bool anthropic;        /* reply format */
    const char *reply;     /* a 200 body; NULL: a normal reply that quotes the user message */
    int fail_n;            /* the first fail_n matching requests get the failure below */
    const char *fail_user; /* only requests with this user message fail (NULL: any) */
    int fail_status;
    const char *fail_headers, *fail_body;
    bool fail_hang_up;
    int delay_ms;           /* before every answer */
    const char *delay_user; /* only for requests with this user message (NULL: any) */
    int hold_ms;            /* inside the handler, to count concurrency */
    atomic_int failed_served, in_flight, max_in_flight;
    pthread_mutex_t mu;
    char headers[4096], body[8192], path[256]; /* of the last request */
} script;

static void handler(const kb_lb_request *q, kb_lb_response *resp, void *arg)
{
    script *s = arg;
    int now = atomic_fetch_add(&s->in_flight, 1) + 1;
    for (int m = atomic_load(&s->max_in_flight);
         now > m && !atomic_compare_exchange_weak(&s->max_in_flight, &m, now);)
        ;
    pthread_mutex_lock(&s->mu);
    snprintf(s->headers, sizeof s->headers, "%s", q->headers);
    snprintf(s->body, sizeof s->body, "%s", q->body);
    snprintf(s->path, sizeof s->path, "%s", q->path);
    pthread_mutex_unlock(&s->mu);
    if (s->hold_ms) usleep((useconds_t)s->hold_ms * 1000);
    atomic_fetch_sub(&s->in_flight, 1);

    char *user = kb_lb_user_message(q->body);
    bool match = !s->fail_user || (user && !strcmp(user, s->fail_user));
    if (match && atomic_fetch_add(&s->failed_served, 1) < s->fail_n) {
        resp->status = s->fail_status;
        snprintf(resp->headers, sizeof resp->headers, "%s", s->fail_headers ? s->fail_headers : "");
        resp->body = s->fail_body ? kb_xstrdup(s->fail_body) : NULL;
        resp->hang_up = s->fail_hang_up;
    } else if (s->reply) {
        resp->body = kb_xstrdup(s->reply);
    } else {
        char *text = kb_xasprintf("Here is the kernel:\n```c\n/* %s */\nvoid kernel(void) {}\n```\n",
                                  user ? user : "?");
        resp->body =
            s->anthropic ? kb_lb_anthropic_reply(text, 1200, 345) : kb_lb_openai_reply(text, 1200, 345);
        free(text);
    }
    if (!s->delay_user || (user && !strcmp(user, s->delay_user))) resp->delay_ms = s->delay_ms;
    free(user);
}

static kb_loopback *serve(script *s)
{
    pthread_mutex_init(&s->mu, NULL);
    kb_loopback *lb = kb_loopback_start(handler, s);
    cr_assert(lb, "cannot start the loopback server");
    return lb;
}

/* A config for the loopback server; quick backoff so that only Retry-After makes a test wait. */
static kb_llm_config config(const char *spec, const kb_loopback *lb)
{
    kb_llm_config c;
    kb_err e = {{0}};
    cr_assert_eq(kb_llm_config_parse(&c, spec, kb_loopback_url(lb), &e), 0, "%s", e.msg);
    c.backoff_s = 0.01;
    return c;
}

static kb_llm *client(const kb_llm_config *c)
{
    kb_err e = {{0}};
    kb_llm *l = kb_llm_new(c, &e);
    cr_assert(l, "kb_llm_new: %s", e.msg);
    return l;
}

/* One request through a fresh client; the caller clears it. */
static void run_one(const kb_llm_config *c, kb_llm_request *r)
{
    kb_llm *l = client(c);
    kb_llm_run(l, r, 1, NULL, NULL);
    kb_llm_free(l);
}

static void expect_no_key(const kb_llm_request *r, const char *key)
{
    cr_expect(!r->request_body || !strstr(r->request_body, key), "the key is in request_body");
    cr_expect(!strstr(r->err.msg, key), "the key is in the error message");
    cr_expect(!r->response_body || !strstr(r->response_body, key));
}

Test(llm, openai_reply_tokens_cost_and_what_the_server_saw)
{
    setenv("OPENAI_API_KEY", OPENAI_KEY, 1);
    script s = {0};
    kb_loopback *lb = serve(&s);
    kb_llm_config c = config("openai:gpt-4o-mini", lb);
    c.price_in = 2.5;
    c.price_out = 10;
    c.temperature = 0.5;
    c.max_tokens = 1000;
    kb_llm_request r = {.system = "You write fast kernels.", .user = "Write p08_gemm."};
    run_one(&c, &r);

    cr_assert_eq(r.status, 0, "%s", r.err.msg);
    cr_expect(strstr(r.text, "```c\n/* Write p08_gemm. */\nvoid kernel(void) {}\n```"), "%s", r.text);
    cr_expect_eq(r.tokens_in, 1200);
    cr_expect_eq(r.tokens_out, 345);
    cr_expect(fabs(r.cost - (1200 * 2.5 + 345 * 10) / 1e6) < 1e-12, "cost %g", r.cost);
    cr_expect_eq(r.attempts, 1);
    cr_expect_eq(r.http_status, 200);
    cr_expect_str_eq(r.finish_reason, "stop");
    cr_expect(r.latency_s > 0 && r.latency_s < 5);
    cr_expect_str_empty(r.err.msg);
    cr_expect(r.response_body && strstr(r.response_body, "chat.completion"));

    cr_expect_str_eq(s.path, "/chat/completions");
    cr_expect_str_eq(s.body, r.request_body, "the server got another body than the one recorded");
    char v[256];
    cr_assert(kb_lb_header(s.headers, "Authorization", v, sizeof v), "no Authorization header");
    cr_expect_str_eq(v, "Bearer " OPENAI_KEY);
    cr_expect(!kb_lb_header(s.headers, "x-api-key", v, sizeof v));
    json_t *b = json_loads(s.body, 0, NULL);
    cr_assert(b, "the body sent is not JSON");
    cr_expect_str_eq(json_string_value(json_object_get(b, "model")), "gpt-4o-mini");
    json_t *m0 = json_array_get(json_object_get(b, "messages"), 0);
    cr_expect_str_eq(json_string_value(json_object_get(m0, "role")), "system");
    cr_expect_str_eq(json_string_value(json_object_get(m0, "content")), "You write fast kernels.");
    cr_expect_eq(json_array_size(json_object_get(b, "messages")), 2);
    cr_expect_eq(json_integer_value(json_object_get(b, "max_tokens")), 1000);
    cr_expect(fabs(json_number_value(json_object_get(b, "temperature")) - 0.5) < 1e-12);
    json_decref(b);
    char *user = kb_lb_user_message(s.body);
    cr_expect_str_eq(user, "Write p08_gemm.");
    free(user);
    expect_no_key(&r, OPENAI_KEY);
    kb_llm_request_clear(&r);
    cr_expect(!r.text && !r.request_body && r.user, "clear frees outputs and keeps inputs");
    kb_loopback_stop(lb);
}

Test(llm, anthropic_reply_joins_text_blocks_and_sends_its_headers)
{
    setenv("ANTHROPIC_API_KEY", ANTHROPIC_KEY, 1);
    script s = {
        .reply = "{\"type\":\"message\",\"role\":\"assistant\",\"content\":["
                 "{\"type\":\"thinking\",\"thinking\":\"hmm\"},"
                 "{\"type\":\"text\",\"text\":\"```c\\nvoid kernel(void) {}\\n\"},"
                 "{\"type\":\"text\",\"text\":\"```\\n\"}],"
                 "\"stop_reason\":\"max_tokens\",\"usage\":{\"input_tokens\":3000,\"output_tokens\":8192}}"};
    kb_loopback *lb = serve(&s);
    kb_llm_config c = config("anthropic:claude-sonnet-4-5", lb);
    c.price_in = 3;
    c.price_out = 15;
    c.temperature = -1;
    kb_llm_request r = {.system = "You write fast kernels.", .user = "Write k41."};
    run_one(&c, &r);

    cr_assert_eq(r.status, 0, "%s", r.err.msg);
    cr_expect_str_eq(r.text, "```c\nvoid kernel(void) {}\n```\n");
    cr_expect_eq(r.tokens_in, 3000);
    cr_expect_eq(r.tokens_out, 8192);
    cr_expect(fabs(r.cost - (3000 * 3.0 + 8192 * 15.0) / 1e6) < 1e-12, "cost %g", r.cost);
    cr_expect_str_eq(r.finish_reason, "max_tokens");

    cr_expect_str_eq(s.path, "/v1/messages");
    char v[256];
    cr_assert(kb_lb_header(s.headers, "x-api-key", v, sizeof v), "no x-api-key header");
    cr_expect_str_eq(v, ANTHROPIC_KEY);
    cr_assert(kb_lb_header(s.headers, "anthropic-version", v, sizeof v));
    cr_expect_str_eq(v, "2023-06-01");
    cr_expect(!kb_lb_header(s.headers, "Authorization", v, sizeof v));
    json_t *b = json_loads(s.body, 0, NULL);
    cr_assert(b);
    cr_expect_str_eq(json_string_value(json_object_get(b, "model")), "claude-sonnet-4-5");
    cr_expect_str_eq(json_string_value(json_object_get(b, "system")), "You write fast kernels.");
    cr_expect_eq(json_array_size(json_object_get(b, "messages")), 1);
    cr_expect_eq(json_integer_value(json_object_get(b, "max_tokens")), 8192);
    cr_expect(!json_object_get(b, "temperature"), "temperature < 0 must not be sent");
    json_decref(b);
    char *user = kb_lb_user_message(s.body);
    cr_expect_str_eq(user, "Write k41.");
    free(user);
    expect_no_key(&r, ANTHROPIC_KEY);
    kb_llm_request_clear(&r);
    kb_loopback_stop(lb);
}

/* llama.cpp / Ollama style: content as parts, no usage, no key and no auth header. */
Test(llm, openai_compatible_without_key_or_usage)
{
    unsetenv("OPENAI_API_KEY");
    script s = {.reply =
                    "{\"choices\":[{\"message\":{\"role\":\"assistant\",\"content\":["
                    "{\"type\":\"text\",\"text\":\"part one, \"},{\"type\":\"text\",\"text\":\"part two\"}]},"
                    "\"finish_reason\":\"length\"}]}"};
    kb_loopback *lb = serve(&s);
    kb_llm_config c = config("openai:llama3:8b", lb);
    cr_expect_str_eq(c.model, "llama3:8b");
    kb_llm_request r = {.user = "hi"};
    run_one(&c, &r);
    cr_assert_eq(r.status, 0, "%s", r.err.msg);
    cr_expect_str_eq(r.text, "part one, part two");
    cr_expect_eq(r.tokens_in, 0);
    cr_expect_eq(r.tokens_out, 0);
    cr_expect_eq(r.cost, 0);
    cr_expect_str_eq(r.finish_reason, "length");
    char v[256];
    cr_expect(!kb_lb_header(s.headers, "Authorization", v, sizeof v), "an auth header without a key");
    json_t *b = json_loads(s.body, 0, NULL);
    cr_expect_eq(json_array_size(json_object_get(b, "messages")), 1, "no system message was given");
    json_decref(b);
    kb_llm_request_clear(&r);
    kb_loopback_stop(lb);
}

Test(llm, retry_after_429_is_honoured)
{
    setenv("OPENAI_API_KEY", OPENAI_KEY, 1);
    script s = {.fail_n = 1,
                .fail_status = 429,
                .fail_headers = "Retry-After: 1\r\n",
                .fail_body = "{\"error\":{\"message\":\"Rate limit reached\"}}"};
    kb_loopback *lb = serve(&s);
    kb_llm_config c = config("openai:gpt-4o-mini", lb);
    kb_llm_request r = {.user = "x"};
    run_one(&c, &r);
    cr_assert_eq(r.status, 0, "%s", r.err.msg);
    cr_expect_eq(r.attempts, 2);
    cr_expect_eq(r.http_status, 200);
    cr_expect_str_empty(r.err.msg, "a stale error after success: %s", r.err.msg);
    cr_expect(r.latency_s >= 0.95, "waited only %.3f s of Retry-After: 1", r.latency_s);
    cr_expect(r.latency_s < 3, "waited %.3f s", r.latency_s);
    cr_expect_eq(kb_loopback_count(lb), 2);
    kb_llm_request_clear(&r);
    kb_loopback_stop(lb);
}

typedef struct done_log {
    int n;
    kb_llm_request *order[8];
} done_log;

static void on_done(kb_llm_request *r, void *arg)
{
    done_log *d = arg;
    cr_assert_lt(d->n, 8);
    d->order[d->n++] = r;
}

Test(llm, a_request_backing_off_does_not_stall_the_others)
{
    unsetenv("OPENAI_API_KEY");
    /* "slow" is told to come back in 1 s while "fast" is still being answered (300 ms): the
     * client must keep reading "fast" during the wait */
    script s = {.fail_n = 1,
                .fail_user = "slow",
                .fail_status = 429,
                .fail_headers = "Retry-After: 1\r\n",
                .delay_ms = 300,
                .delay_user = "fast"};
    kb_loopback *lb = serve(&s);
    kb_llm_config c = config("openai:m", lb);
    kb_llm *l = client(&c);
    kb_llm_request r[2] = {{.user = "slow"}, {.user = "fast"}};
    done_log d = {0};
    cr_expect_eq(kb_llm_run(l, r, 2, on_done, &d), 0);
    cr_assert_eq(d.n, 2);
    cr_expect_eq(d.order[0], &r[1], "the fast request must finish first");
    cr_expect(r[1].latency_s >= 0.29 && r[1].latency_s < 0.8, "the fast request took %.3f s", r[1].latency_s);
    cr_expect_eq(r[1].attempts, 1);
    cr_expect_eq(r[0].attempts, 2);
    cr_expect(r[0].latency_s >= 0.95);
    cr_expect(strstr(r[0].text, "/* slow */") && strstr(r[1].text, "/* fast */"), "replies mixed up");
    for (int i = 0; i < 2; i++) kb_llm_request_clear(&r[i]);
    kb_llm_free(l);
    kb_loopback_stop(lb);
}

Test(llm, retries_503_and_hang_ups)
{
    unsetenv("OPENAI_API_KEY");
    script s = {.fail_n = 2, .fail_status = 503, .fail_body = "upstream overloaded"};
    kb_loopback *lb = serve(&s);
    kb_llm_config c = config("openai:m", lb);
    kb_llm_request r = {.user = "x"};
    run_one(&c, &r);
    cr_assert_eq(r.status, 0, "%s", r.err.msg);
    cr_expect_eq(r.attempts, 3);
    kb_llm_request_clear(&r);

    /* out of retries: the 503 is reported, not fatal */
    atomic_store(&s.failed_served, 0);
    c.max_retries = 1;
    run_one(&c, &r);
    cr_expect_eq(r.status, -1);
    cr_expect_eq(r.attempts, 2);
    cr_expect(!r.fatal);
    cr_expect_eq(r.http_status, 503);
    cr_expect(strstr(r.err.msg, "HTTP 503: upstream overloaded") && strstr(r.err.msg, "after 2 attempts"),
              "%s", r.err.msg);
    kb_llm_request_clear(&r);
    kb_loopback_stop(lb);

    script h = {.fail_n = 1, .fail_hang_up = true};
    lb = serve(&h);
    c = config("openai:m", lb);
    run_one(&c, &r);
    cr_assert_eq(r.status, 0, "%s", r.err.msg);
    cr_expect_geq(r.attempts, 2);
    kb_llm_request_clear(&r);
    kb_loopback_stop(lb);
}

Test(llm, http_401_fails_at_once_and_names_the_variable)
{
    setenv("ANTHROPIC_API_KEY", ANTHROPIC_KEY, 1);
    script s = {.fail_n = 100,
                .fail_status = 401,
                .fail_body = "{\"type\":\"error\",\"error\":{\"type\":\"authentication_error\","
                             "\"message\":\"invalid x-api-key\"}}"};
    kb_loopback *lb = serve(&s);
    kb_llm_config c = config("anthropic:claude-sonnet-4-5", lb);
    kb_llm_request r = {.user = "x"};
    run_one(&c, &r);
    cr_expect_eq(r.status, -1);
    cr_expect(r.fatal);
    cr_expect_eq(r.attempts, 1);
    cr_expect_eq(r.http_status, 401);
    cr_expect_eq(kb_loopback_count(lb), 1);
    cr_expect(strstr(r.err.msg, "HTTP 401: invalid x-api-key") && strstr(r.err.msg, "ANTHROPIC_API_KEY") &&
                  strstr(r.err.msg, kb_loopback_url(lb)),
              "%s", r.err.msg);
    expect_no_key(&r, ANTHROPIC_KEY);
    kb_llm_request_clear(&r);
    kb_loopback_stop(lb);
}

Test(llm, malformed_replies_are_fatal_with_a_clear_message)
{
    unsetenv("OPENAI_API_KEY");
    script s = {.reply = "<html><body>502 Bad Gateway</body></html>"};
    kb_loopback *lb = serve(&s);
    kb_llm_config c = config("openai:m", lb);
    kb_llm_request r = {.user = "x"};
    run_one(&c, &r);
    cr_expect_eq(r.status, -1);
    cr_expect(r.fatal);
    cr_expect_eq(r.attempts, 1);
    cr_expect(strstr(r.err.msg, "reply is not JSON (first bytes: <html><body>502"), "%s", r.err.msg);
    kb_llm_request_clear(&r);

    s.reply = "{\"object\":\"chat.completion\",\"choices\":[]}";
    run_one(&c, &r);
    cr_expect_eq(r.status, -1);
    cr_expect(r.fatal);
    cr_expect(strstr(r.err.msg, "reply has no choices[0].message.content"), "%s", r.err.msg);
    kb_llm_request_clear(&r);
    kb_loopback_stop(lb);
}

Test(llm, a_prompt_that_is_not_utf8_fails_without_a_send)
{
    unsetenv("OPENAI_API_KEY");
    script s = {0};
    kb_loopback *lb = serve(&s);
    kb_llm_config c = config("openai:m", lb);
    kb_llm *l = client(&c);
    kb_llm_request r[2] = {{.user = "caf\xe9 (Latin-1)"}, {.user = "fine", .system = "\xff"}};
    done_log d = {0};
    cr_expect_eq(kb_llm_run(l, r, 2, on_done, &d), 2);
    cr_expect_eq(d.n, 2);
    for (int i = 0; i < 2; i++) {
        cr_expect_eq(r[i].status, -1);
        cr_expect(r[i].fatal);
        cr_expect_eq(r[i].attempts, 0);
        cr_expect(strstr(r[i].err.msg, "not valid UTF-8"), "%s", r[i].err.msg);
        kb_llm_request_clear(&r[i]);
    }
    cr_expect_eq(kb_loopback_count(lb), 0);
    kb_llm_free(l);
    kb_loopback_stop(lb);
}

Test(llm, a_slow_reply_times_out)
{
    unsetenv("OPENAI_API_KEY");
    script s = {.delay_ms = 2000};
    kb_loopback *lb = serve(&s);
    kb_llm_config c = config("openai:m", lb);
    c.timeout_s = 0.3;
    c.max_retries = 1;
    kb_llm_request r = {.user = "x"};
    run_one(&c, &r);
    cr_expect_eq(r.status, -1);
    cr_expect(!r.fatal, "a timeout may pass with a longer --llm-timeout");
    cr_expect_eq(r.attempts, 2);
    cr_expect_eq(r.http_status, 0);
    cr_expect(strstr(r.err.msg, "no reply within 0.3 s after 2 attempts"), "%s", r.err.msg);
    cr_expect(r.latency_s >= 0.55 && r.latency_s < 1.5, "latency %.3f s", r.latency_s);
    kb_llm_request_clear(&r);
    kb_loopback_stop(lb);
}

Test(llm, at_most_max_parallel_in_flight)
{
    unsetenv("OPENAI_API_KEY");
    script s = {.hold_ms = 300};
    kb_loopback *lb = serve(&s);
    kb_llm_config c = config("openai:m", lb);
    c.max_parallel = 3;
    kb_llm *l = client(&c);
    kb_llm_request r[6] = {{0}};
    char users[6][16];
    for (int i = 0; i < 6; i++) {
        snprintf(users[i], sizeof users[i], "request %d", i);
        r[i].user = users[i];
    }
    done_log d = {0};
    double t0 = kb_now();
    cr_expect_eq(kb_llm_run(l, r, 6, on_done, &d), 0);
    double wall = kb_now() - t0;
    cr_expect_eq(d.n, 6);
    cr_expect_leq(atomic_load(&s.max_in_flight), 3);
    cr_expect_geq(atomic_load(&s.max_in_flight), 2, "requests did not overlap");
    cr_expect(wall < 1.5, "6 x 300 ms, 3 at a time, took %.2f s", wall);
    for (int i = 0; i < 6; i++) {
        cr_expect_eq(r[i].status, 0, "%s", r[i].err.msg);
        char want[32];
        snprintf(want, sizeof want, "/* %s */", users[i]);
        cr_expect(r[i].text && strstr(r[i].text, want), "reply %d is not its own", i);
        kb_llm_request_clear(&r[i]);
    }
    kb_llm_free(l);
    kb_loopback_stop(lb);
}

Test(llm, config_parse)
{
    unsetenv("OPENAI_BASE_URL");
    unsetenv("ANTHROPIC_BASE_URL");
    kb_llm_config c;
    kb_err e = {{0}};
    cr_assert_eq(kb_llm_config_parse(&c, "openai:gpt-4o-mini", NULL, &e), 0, "%s", e.msg);
    cr_expect_eq(c.provider, KB_LLM_OPENAI);
    cr_expect_str_eq(c.model, "gpt-4o-mini");
    cr_expect_str_eq(c.base_url, "https://api.openai.com/v1");
    cr_expect(c.timeout_s == 300 && c.max_retries == 5 && c.backoff_s == 1 && c.max_backoff_s == 60 &&
                  c.max_parallel == 4 && c.temperature == 1.0 && c.max_tokens == 8192 && c.price_in == 0 &&
                  c.price_out == 0,
              "defaults");

    cr_assert_eq(kb_llm_config_parse(&c, "anthropic:claude-sonnet-4-5", NULL, &e), 0, "%s", e.msg);
    cr_expect_eq(c.provider, KB_LLM_ANTHROPIC);
    cr_expect_str_eq(c.model, "claude-sonnet-4-5");
    cr_expect_str_eq(c.base_url, "https://api.anthropic.com");

    setenv("OPENAI_BASE_URL", "http://localhost:8000/v1/", 1);
    cr_assert_eq(kb_llm_config_parse(&c, "openai:Qwen/Qwen2.5-Coder-7B", NULL, &e), 0, "%s", e.msg);
    cr_expect_str_eq(c.base_url, "http://localhost:8000/v1", "from the environment, without the '/'");
    cr_assert_eq(kb_llm_config_parse(&c, "openai:llama3:8b", "http://127.0.0.1:11434/v1", &e), 0);
    cr_expect_str_eq(c.base_url, "http://127.0.0.1:11434/v1", "--base-url wins over the environment");
    cr_expect_str_eq(c.model, "llama3:8b");

    const char *bad[] = {"gpt-4o", "foo:bar", "openai:", "", ":x"};
    for (size_t i = 0; i < KB_ARRAY_LEN(bad); i++) {
        e.msg[0] = '\0';
        cr_expect_eq(kb_llm_config_parse(&c, bad[i], NULL, &e), -1, "'%s' accepted", bad[i]);
        cr_expect(strstr(e.msg, "openai:MODEL") && strstr(e.msg, "anthropic:MODEL"), "'%s': %s", bad[i],
                  e.msg);
    }
    cr_expect_eq(kb_llm_config_parse(&c, "foo:bar", NULL, &e), -1);
    cr_expect(strstr(e.msg, "unknown provider 'foo'"), "%s", e.msg);
    cr_expect_eq(kb_llm_config_parse(&c, NULL, NULL, &e), -1);
}

Test(llm, public_endpoint_needs_a_key)
{
    unsetenv("OPENAI_API_KEY");
    unsetenv("OPENAI_BASE_URL");
    unsetenv("ANTHROPIC_API_KEY");
    unsetenv("ANTHROPIC_BASE_URL");
    kb_llm_config c;
    kb_err e = {{0}};
    cr_assert_eq(kb_llm_config_parse(&c, "openai:gpt-4o-mini", NULL, &e), 0);
    cr_expect_null(kb_llm_new(&c, &e));
    cr_expect(strstr(e.msg, "set OPENAI_API_KEY"), "%s", e.msg);
    setenv("OPENAI_API_KEY", "", 1);
    e.msg[0] = '\0';
    cr_expect_null(kb_llm_new(&c, &e), "an empty key is no key");
    cr_expect(strstr(e.msg, "OPENAI_API_KEY"), "%s", e.msg);
    cr_assert_eq(kb_llm_config_parse(&c, "anthropic:claude-sonnet-4-5", NULL, &e), 0);
    cr_expect_null(kb_llm_new(&c, &e));
    cr_expect(strstr(e.msg, "set ANTHROPIC_API_KEY"), "%s", e.msg);
}

/* The server itself: a client that insists on Expect: 100-continue gets its 100 at once (curl
 * would otherwise wait 5 s here), and the body arrives whole. */
static size_t sink(char *p, size_t size, size_t n, void *arg)
{
    (void)p;
    (void)arg;
    return size * n;
}

Test(loopback, answers_expect_100_continue)
{
    script s = {0};
    kb_loopback *lb = serve(&s);
    char body[8192];
    memset(body, 'a', sizeof body - 1);
    body[sizeof body - 1] = '\0';
    memcpy(body, "{\"x\":\"", 6);
    memcpy(body + sizeof body - 3, "\"}", 2);
    CURL *e = curl_easy_init();
    struct curl_slist *h = curl_slist_append(NULL, "Expect: 100-continue");
    curl_easy_setopt(e, CURLOPT_URL, kb_loopback_url(lb));
    curl_easy_setopt(e, CURLOPT_POSTFIELDS, body);
    curl_easy_setopt(e, CURLOPT_HTTPHEADER, h);
    curl_easy_setopt(e, CURLOPT_EXPECT_100_TIMEOUT_MS, 5000L);
    curl_easy_setopt(e, CURLOPT_WRITEFUNCTION, sink);
    curl_easy_setopt(e, CURLOPT_NOSIGNAL, 1L);
    double t0 = kb_now();
    cr_expect_eq(curl_easy_perform(e), CURLE_OK);
    cr_expect(kb_now() - t0 < 2, "no 100 Continue: curl waited %.2f s", kb_now() - t0);
    long code = 0;
    curl_easy_getinfo(e, CURLINFO_RESPONSE_CODE, &code);
    cr_expect_eq(code, 200);
    cr_expect_str_eq(s.body, body);
    cr_expect_eq(kb_loopback_count(lb), 1);
    curl_slist_free_all(h);
    curl_easy_cleanup(e);
    kb_loopback_stop(lb);
}
