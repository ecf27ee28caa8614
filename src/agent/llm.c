/* llm.c: the LLM client of llm.h. One curl multi handle drives a batch: a request is WAITING
 * (for its first send or its retry time), RUNNING (an easy handle in the multi) or DONE. The loop
 * starts waiting requests whose time has come while fewer than max_parallel run, lets curl move
 * the bytes, and judges each finished attempt: a reply, a retry later, or a failure with a
 * message that names the fix. The loop never sleeps past the next retry time or curl's own
 * timers, so a request backing off does not stall the others. */
#include "llm.h"

#include <curl/curl.h>
#include <jansson.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define OPENAI_URL "https://api.openai.com/v1"
#define ANTHROPIC_URL "https://api.anthropic.com"
#define MAX_REPLY (64u << 20) /* a reply bigger than this is not a chat reply */

struct kb_llm {
    kb_llm_config cfg;
    char url[600];       /* the endpoint: base + /chat/completions or /v1/messages */
    const char *key_var; /* OPENAI_API_KEY / ANTHROPIC_API_KEY */
    bool has_key;
    struct curl_slist *headers; /* shared by every transfer; holds the key, wiped on free */
    CURLM *multi;
    uint64_t rng; /* jitter */
};

enum { JOB_WAITING, JOB_RUNNING, JOB_DONE };

typedef struct job {
    kb_llm_request *r;
    int state;
    double ready_at; /* WAITING: earliest start of the next attempt */
    double first_sent;
    CURL *easy;
    char *buf; /* the reply body as it arrives */
    size_t len, cap;
    char curl_msg[CURL_ERROR_SIZE];
} job;

void kb_llm_config_defaults(kb_llm_config *c)
{
    *c = (kb_llm_config){
        .provider = KB_LLM_OPENAI,
        .timeout_s = 300,
        .max_retries = 5,
        .backoff_s = 1,
        .max_backoff_s = 60,
        .max_parallel = 4,
        .temperature = 1.0,
        .top_p = -1,
        .top_k = -1,
        .repeat_penalty = -1,
        .max_tokens = 8192,
    };
}

int kb_llm_config_parse(kb_llm_config *c, const char *spec, const char *base_url, kb_err *err)
{
    static const char forms[] = "expected openai:MODEL (OpenAI-compatible: OpenAI, vLLM, "
                                "llama.cpp, Ollama, OpenRouter) or anthropic:MODEL";
    kb_llm_config_defaults(c);
    const char *colon = spec ? strchr(spec, ':') : NULL;
    if (!colon) {
        kb_err_set(err, "model '%s' has no provider prefix: %s", spec ? spec : "", forms);
        return -1;
    }
    size_t plen = (size_t)(colon - spec);
    if (plen == 6 && !strncmp(spec, "openai", 6)) {
        c->provider = KB_LLM_OPENAI;
    } else if (plen == 9 && !strncmp(spec, "anthropic", 9)) {
        c->provider = KB_LLM_ANTHROPIC;
    } else {
        kb_err_set(err, "model '%s' has an unknown provider '%.*s': %s", spec, (int)plen, spec, forms);
        return -1;
    }
    const char *model = colon + 1;
    if (!*model || strlen(model) >= sizeof c->model) {
        kb_err_set(err, "model '%s' has %s model name: %s", spec, *model ? "too long a" : "an empty", forms);
        return -1;
    }
    strcpy(c->model, model);

    const char *env = getenv(c->provider == KB_LLM_OPENAI ? "OPENAI_BASE_URL" : "ANTHROPIC_BASE_URL");
    const char *base = base_url && *base_url          ? base_url
                       : env && *env                  ? env
                       : c->provider == KB_LLM_OPENAI ? OPENAI_URL
                                                      : ANTHROPIC_URL;
    size_t blen = strlen(base);
    while (blen > 0 && base[blen - 1] == '/') blen--;
    if (blen == 0 || blen >= sizeof c->base_url) {
        kb_err_set(err, "base URL '%s' is %s", base, blen ? "too long" : "empty");
        return -1;
    }
    memcpy(c->base_url, base, blen);
    c->base_url[blen] = '\0';
    return 0;
}

static pthread_once_t curl_once = PTHREAD_ONCE_INIT;
static CURLcode curl_init_rc;
static void curl_init(void) { curl_init_rc = curl_global_init(CURL_GLOBAL_DEFAULT); }

static bool is_public(const char *base)
{
    return strstr(base, "://api.openai.com") || strstr(base, "://api.anthropic.com");
}

kb_llm *kb_llm_new(const kb_llm_config *cfg, kb_err *err)
{
    KB_ASSERT(cfg->model[0] && cfg->base_url[0]);
    pthread_once(&curl_once, curl_init);
    if (curl_init_rc != CURLE_OK) {
        kb_err_set(err, "cannot initialise libcurl: %s", curl_easy_strerror(curl_init_rc));
        return NULL;
    }
    bool openai = cfg->provider == KB_LLM_OPENAI;
    const char *key_var = openai ? "OPENAI_API_KEY" : "ANTHROPIC_API_KEY";
    const char *key = getenv(key_var);
    if (key && !*key) key = NULL;
    if (!key && is_public(cfg->base_url)) {
        kb_err_set(err, "no API key for %s: set %s (or point --base-url at a local server)", cfg->base_url,
                   key_var);
        return NULL;
    }
    kb_llm *c = kb_xcalloc(1, sizeof *c);
    c->cfg = *cfg;
    if (c->cfg.max_parallel < 1) c->cfg.max_parallel = 1;
    if (c->cfg.max_retries < 0) c->cfg.max_retries = 0;
    c->key_var = key_var;
    c->has_key = key != NULL;
    snprintf(c->url, sizeof c->url, "%s%s", cfg->base_url, openai ? "/chat/completions" : "/v1/messages");
    c->rng = (uint64_t)(kb_now_ns() ^ (uintptr_t)c);

    const char *fixed[] = {"Content-Type: application/json", "Accept: application/json",
                           "Expect:", /* no 100-continue round trip for big prompts */
                           openai ? NULL : "anthropic-version: 2023-06-01"};
    for (size_t i = 0; i < KB_ARRAY_LEN(fixed); i++)
        if (fixed[i]) c->headers = curl_slist_append(c->headers, fixed[i]);
    if (key) {
        char *line = kb_xasprintf(openai ? "Authorization: Bearer %s" : "x-api-key: %s", key);
        c->headers = curl_slist_append(c->headers, line);
        explicit_bzero(line, strlen(line));
        free(line);
    }
    c->multi = curl_multi_init();
    KB_ASSERT(c->headers && c->multi);
    return c;
}

void kb_llm_free(kb_llm *c)
{
    if (!c) return;
    for (struct curl_slist *h = c->headers; h; h = h->next) explicit_bzero(h->data, strlen(h->data));
    curl_slist_free_all(c->headers);
    curl_multi_cleanup(c->multi);
    free(c);
}

void kb_llm_request_clear(kb_llm_request *r)
{
    free(r->text);
    free(r->request_body);
    free(r->response_body);
    *r = (kb_llm_request){.system = r->system, .user = r->user, .grammar = r->grammar, .arg = r->arg};
}

/* The JSON body of a request; NULL when the prompt is not valid UTF-8 (JSON cannot carry it). */
static char *request_body(const kb_llm *c, const kb_llm_request *r)
{
    const kb_llm_config *cfg = &c->cfg;
    json_t *sys = r->system ? json_string(r->system) : NULL, *user = json_string(r->user);
    if ((r->system && !sys) || !user) {
        json_decref(sys);
        json_decref(user);
        return NULL;
    }
    json_t *root = json_pack("{s:s}", "model", cfg->model), *msgs = json_array();
    if (cfg->provider == KB_LLM_OPENAI) {
        if (sys) json_array_append_new(msgs, json_pack("{s:s,s:o}", "role", "system", "content", sys));
        /* OpenAI's own endpoint refuses max_tokens for its reasoning models; the compatible
         * servers know max_tokens */
        bool openai_itself = strstr(cfg->base_url, "://api.openai.com") != NULL;
        json_object_set_new(root, openai_itself ? "max_completion_tokens" : "max_tokens",
                            json_integer(cfg->max_tokens));
    } else {
        json_object_set_new(root, "max_tokens", json_integer(cfg->max_tokens));
        if (sys) json_object_set_new(root, "system", sys);
    }
    json_array_append_new(msgs, json_pack("{s:s,s:o}", "role", "user", "content", user));
    json_object_set_new(root, "messages", msgs);
    if (cfg->temperature >= 0) json_object_set_new(root, "temperature", json_real(cfg->temperature));
    if (cfg->top_p >= 0) json_object_set_new(root, "top_p", json_real(cfg->top_p));
    if (cfg->top_k >= 1) json_object_set_new(root, "top_k", json_integer(cfg->top_k));
    if (cfg->repeat_penalty >= 0 && cfg->provider == KB_LLM_OPENAI)
        json_object_set_new(root, "repeat_penalty", json_real(cfg->repeat_penalty));
    if (r->grammar) json_object_set_new(root, "grammar", json_string(r->grammar));
    char *s = json_dumps(root, JSON_COMPACT);
    json_decref(root);
    KB_ASSERT(s);
    return s;
}

/* The first bytes of a body, on one line, for a message. */
static const char *first_bytes(const char *body, char out[121])
{
    size_t i = 0;
    for (; body && body[i] && i < 120; i++) out[i] = (unsigned char)body[i] < 0x20 ? ' ' : body[i];
    out[i] = '\0';
    return i ? out : "(empty)";
}

/* The API's own words about an error: error.message (OpenAI, Anthropic, vLLM), error as a string
 * (Ollama), message or detail at the top; else the body's first bytes. */
static void api_message(const char *body, char *out, size_t size)
{
    json_t *root = body ? json_loads(body, 0, NULL) : NULL;
    json_t *e = json_object_get(root, "error");
    const char *m = json_string_value(json_object_get(e, "message"));
    if (!m) m = json_string_value(e);
    if (!m) m = json_string_value(json_object_get(root, "message"));
    if (!m) m = json_string_value(json_object_get(root, "detail"));
    char fb[121];
    snprintf(out, size, "%s", m ? m : first_bytes(body, fb));
    for (char *p = out; *p; p++)
        if ((unsigned char)*p < 0x20) *p = ' ';
    json_decref(root);
}

/* Reads a 2xx body into r. 0: a reply; 1: an error worth retrying; 2: fatal. */
static int parse_reply(const kb_llm *c, kb_llm_request *r)
{
    char fb[121];
    json_t *root = json_loads(r->response_body ? r->response_body : "", 0, NULL);
    if (!json_is_object(root)) {
        kb_err_set(&r->err, "LLM API %s: reply is not JSON (first bytes: %s)", c->url,
                   first_bytes(r->response_body, fb));
        json_decref(root);
        return 2;
    }
    bool openai = c->cfg.provider == KB_LLM_OPENAI;
    json_t *choice = json_array_get(json_object_get(root, "choices"), 0);
    json_t *content = openai ? json_object_get(json_object_get(choice, "message"), "content")
                             : json_object_get(root, "content");
    const char *fin =
        json_string_value(json_object_get(openai ? choice : root, openai ? "finish_reason" : "stop_reason"));
    snprintf(r->finish_reason, sizeof r->finish_reason, "%s", fin ? fin : "");

    /* the text: a string, or the text parts of an array of content blocks */
    size_t len = 0;
    char *text = NULL;
    if (json_is_string(content)) {
        text = kb_xstrdup(json_string_value(content));
    } else if (json_is_array(content)) {
        text = kb_xstrdup("");
        size_t i;
        json_t *part;
        json_array_foreach (content, i, part) {
            const char *t = json_string_value(json_object_get(part, "text"));
            const char *type = json_string_value(json_object_get(part, "type"));
            if (!t || (type && strcmp(type, "text"))) continue;
            size_t tl = strlen(t);
            text = kb_xrealloc(text, len + tl + 1);
            memcpy(text + len, t, tl + 1);
            len += tl;
        }
    }
    int rc = 0;
    if (!text) {
        json_t *e = json_object_get(root, "error");
        if (e) { /* OpenRouter relays an upstream failure with status 200 */
            char m[400];
            api_message(r->response_body, m, sizeof m);
            kb_err_set(&r->err, "LLM API %s: reply is an error: %s after %d attempt%s", c->url, m,
                       r->attempts, r->attempts == 1 ? "" : "s");
            rc = 1;
        } else {
            bool cut = !strcmp(r->finish_reason, "length") || !strcmp(r->finish_reason, "max_tokens");
            kb_err_set(&r->err, "LLM API %s: reply has no %s%s%s%s (first bytes: %s)", c->url,
                       openai ? "choices[0].message.content" : "content[] array",
                       *r->finish_reason ? "; finish reason " : "", r->finish_reason,
                       cut ? ", the reply hit max_tokens: raise it?" : "", first_bytes(r->response_body, fb));
            rc = 2;
        }
    } else {
        json_t *u = json_object_get(root, "usage");
        r->text = text;
        r->tokens_in = (long)json_number_value(json_object_get(u, openai ? "prompt_tokens" : "input_tokens"));
        r->tokens_out =
            (long)json_number_value(json_object_get(u, openai ? "completion_tokens" : "output_tokens"));
        r->cost = (r->tokens_in * c->cfg.price_in + r->tokens_out * c->cfg.price_out) / 1e6;
    }
    json_decref(root);
    return rc;
}

static size_t on_bytes(char *data, size_t size, size_t n, void *p)
{
    job *j = p;
    size_t add = size * n;
    if (j->len + add >= MAX_REPLY) return 0; /* curl fails the transfer: CURLE_WRITE_ERROR */
    if (j->len + add + 1 > j->cap) {
        j->cap = KB_MAX(j->cap * 2, j->len + add + 1);
        j->buf = kb_xrealloc(j->buf, j->cap);
    }
    memcpy(j->buf + j->len, data, add);
    j->len += add;
    j->buf[j->len] = '\0';
    return add;
}

static void start(kb_llm *c, job *j, double now)
{
    kb_llm_request *r = j->r;
    if (r->attempts++ == 0) j->first_sent = now;
    j->len = 0;
    j->curl_msg[0] = '\0';
    CURL *e = j->easy = curl_easy_init();
    KB_ASSERT(e);
    curl_easy_setopt(e, CURLOPT_URL, c->url);
    curl_easy_setopt(e, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(e, CURLOPT_HTTPHEADER, c->headers);
    curl_easy_setopt(e, CURLOPT_POSTFIELDS, r->request_body);
    curl_easy_setopt(e, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)strlen(r->request_body));
    curl_easy_setopt(e, CURLOPT_USERAGENT, "kbench");
    curl_easy_setopt(e, CURLOPT_ACCEPT_ENCODING, "");
    curl_easy_setopt(e, CURLOPT_NOSIGNAL, 1L);
    if (c->cfg.timeout_s > 0)
        curl_easy_setopt(e, CURLOPT_TIMEOUT_MS, (long)KB_MAX(1.0, ceil(c->cfg.timeout_s * 1000)));
    curl_easy_setopt(e, CURLOPT_WRITEFUNCTION, on_bytes);
    curl_easy_setopt(e, CURLOPT_WRITEDATA, j);
    curl_easy_setopt(e, CURLOPT_ERRORBUFFER, j->curl_msg);
    curl_easy_setopt(e, CURLOPT_PRIVATE, j);
    KB_ASSERT(curl_multi_add_handle(c->multi, e) == CURLM_OK);
    j->state = JOB_RUNNING;
}

/* What to tell the user about an HTTP status, besides the API's own message. */
static const char *http_hint(const kb_llm *c, long http, char *buf, size_t size)
{
    if (http == 401 || http == 403)
        snprintf(buf, size, " (%s %s)", c->has_key ? "check" : "set", c->key_var);
    else if (http == 404)
        snprintf(buf, size, " (check the model '%s' and the base URL)", c->cfg.model);
    else if (http == 429)
        snprintf(buf, size, " (rate limited: lower the parallelism or try later)");
    else if (http >= 500)
        snprintf(buf, size, " (the server failed: try later)");
    else
        buf[0] = '\0';
    return buf;
}

/* Judges a finished attempt. True when the request is done (ok or failed for good); false when
 * a retry is scheduled. */
static bool finish(kb_llm *c, job *j, CURLcode res, double now)
{
    kb_llm_request *r = j->r;
    long http = 0;
    curl_off_t retry_after = 0;
    curl_easy_getinfo(j->easy, CURLINFO_RESPONSE_CODE, &http);
    curl_easy_getinfo(j->easy, CURLINFO_RETRY_AFTER, &retry_after);
    curl_multi_remove_handle(c->multi, j->easy);
    curl_easy_cleanup(j->easy);
    j->easy = NULL;
    r->http_status = res == CURLE_OK ? http : 0;
    if (res == CURLE_OK || j->len) {
        free(r->response_body);
        r->response_body = j->len ? kb_xstrdup(j->buf) : NULL;
    }

    bool retry;
    char hint[160], m[400];
    const char *s = r->attempts == 1 ? "" : "s";
    r->err.msg[0] = '\0';
    if (res == CURLE_OK && http >= 200 && http < 300) {
        int pr = parse_reply(c, r);
        if (pr == 0) {
            r->status = 0;
            r->fatal = false;
            r->latency_s = now - j->first_sent;
            return true;
        }
        retry = pr == 1;
    } else if (res == CURLE_OPERATION_TIMEDOUT) {
        kb_err_set(&r->err, "LLM API %s: no reply within %g s after %d attempt%s (raise --llm-timeout?)",
                   c->url, c->cfg.timeout_s, r->attempts, s);
        retry = true;
    } else if (res != CURLE_OK) {
        kb_err_set(&r->err, "LLM API %s: %s after %d attempt%s (is the server running and reachable?)",
                   c->url, j->curl_msg[0] ? j->curl_msg : curl_easy_strerror(res), r->attempts, s);
        retry = true;
    } else {
        retry = http == 429 || http >= 500;
        api_message(r->response_body, m, sizeof m);
        http_hint(c, http, hint, sizeof hint);
        /* llama.cpp, vLLM and OpenAI say "context length" / "context window" */
        if (http == 400 && (strcasestr(m, "context length") || strcasestr(m, "context window") ||
                            strcasestr(m, "context_length")))
            snprintf(hint, sizeof hint,
                     " (the prompt does not fit the model: give kbench the "
                     "server's context size with --context-window N, and it fits its prompts)");
        kb_err_set(&r->err, "LLM API %s: HTTP %ld: %s%s", c->url, http, m, hint);
        if (retry) {
            size_t l = strlen(r->err.msg);
            snprintf(r->err.msg + l, sizeof r->err.msg - l, " after %d attempt%s", r->attempts, s);
        }
    }
    if (retry && r->attempts <= c->cfg.max_retries) {
        double wait;
        if (retry_after > 0) {
            wait = (double)retry_after;
        } else { /* splitmix64 for a jitter factor in [0.75, 1.25) */
            uint64_t z = (c->rng += 0x9e3779b97f4a7c15u);
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
            z ^= z >> 31;
            double jitter = 0.75 + 0.5 * (double)(z >> 11) * 0x1p-53;
            wait = c->cfg.backoff_s * ldexp(1.0, r->attempts - 1) * jitter;
        }
        j->ready_at = now + KB_MIN(wait, c->cfg.max_backoff_s);
        j->state = JOB_WAITING;
        return false;
    }
    r->status = -1;
    r->fatal = !retry;
    r->latency_s = now - j->first_sent;
    return true;
}

int kb_llm_run(kb_llm *c, kb_llm_request *reqs, int n, void (*on_done)(kb_llm_request *r, void *arg),
               void *arg)
{
    if (n <= 0) return 0;
    job *jobs = kb_xcalloc((size_t)n, sizeof *jobs);
    double t0 = kb_now();
    int done = 0, failed = 0, running = 0;
    for (int i = 0; i < n; i++) {
        kb_llm_request *r = &reqs[i];
        KB_ASSERT(r->user);
        kb_llm_request_clear(r);
        jobs[i] = (job){.r = r, .state = JOB_WAITING, .ready_at = t0};
        if (!(r->request_body = request_body(c, r))) {
            kb_err_set(&r->err,
                       "the prompt for %s is not valid UTF-8, which JSON cannot carry "
                       "(a file or tool output with other bytes in it?)",
                       c->url);
            r->status = -1;
            r->fatal = true;
            jobs[i].state = JOB_DONE;
            done++;
            failed++;
            if (on_done) on_done(r, arg);
        }
    }
    while (done < n) {
        double now = kb_now();
        for (int i = 0; i < n && running < c->cfg.max_parallel; i++) {
            if (jobs[i].state == JOB_WAITING && jobs[i].ready_at <= now) {
                start(c, &jobs[i], now);
                running++;
            }
        }
        int still;
        curl_multi_perform(c->multi, &still);
        CURLMsg *msg;
        int left;
        while ((msg = curl_multi_info_read(c->multi, &left))) {
            if (msg->msg != CURLMSG_DONE) continue;
            char *p = NULL;
            curl_easy_getinfo(msg->easy_handle, CURLINFO_PRIVATE, &p);
            job *j = (job *)p;
            running--;
            if (finish(c, j, msg->data.result, kb_now())) {
                j->state = JOB_DONE;
                done++;
                failed += j->r->status != 0;
                if (on_done) on_done(j->r, arg);
            }
        }
        if (done == n) break;
        /* sleep until curl has work (it shortens this for its own timers) or, with a slot free,
         * until the next request is due */
        double next = INFINITY;
        for (int i = 0; i < n; i++)
            if (jobs[i].state == JOB_WAITING) next = KB_MIN(next, jobs[i].ready_at);
        double wait_s = running < c->cfg.max_parallel ? next - kb_now() : 1.0;
        int wait_ms = (int)ceil(KB_MAX(0.0, KB_MIN(1.0, wait_s)) * 1000);
        curl_multi_poll(c->multi, NULL, 0, wait_ms, NULL);
    }
    for (int i = 0; i < n; i++) free(jobs[i].buf);
    free(jobs);
    return failed;
}
