/* llm.h: the client that sends prompts to an LLM API and brings back the replies.
 *
 * Two wire formats cover the models an agent uses: OpenAI-compatible chat completions (OpenAI,
 * vLLM, llama.cpp server, Ollama's /v1, OpenRouter, Gemini's OpenAI endpoint) and Anthropic
 * Messages. A batch of requests goes out over one libcurl multi handle, at most max_parallel in
 * flight, each retried on rate limits, server errors, timeouts and broken connections. The API
 * key is read from the environment by kb_llm_new and lives only in the client's memory: it is
 * never written into a request's recorded body, its error message or a log. */
#ifndef KB_LLM_H
#define KB_LLM_H

#include "../core/util.h"

typedef enum { KB_LLM_OPENAI, KB_LLM_ANTHROPIC } kb_llm_provider;

typedef struct kb_llm_config {
    kb_llm_provider provider;
    char model[128];            /* the part after "openai:" / "anthropic:" */
    char base_url[512];         /* --base-url, else $OPENAI_BASE_URL / $ANTHROPIC_BASE_URL, else
                                   the public endpoint; no trailing '/' */
    double timeout_s;           /* per attempt; default 300 */
    int max_retries;            /* default 5 */
    double backoff_s;           /* first wait; doubles per retry with jitter; default 1 */
    double max_backoff_s;       /* default 60 */
    int max_parallel;           /* requests in flight at once; default 4 */
    double temperature;         /* default 1.0; < 0: not sent */
    double top_p;               /* default -1: not sent */
    int top_k;                  /* default -1 (< 1): not sent */
    double repeat_penalty;      /* default -1: not sent; repeat_penalty (llama.cpp) on the
                                   OpenAI wire, not sent to Anthropic (no such parameter) */
    int max_tokens;             /* default 8192 */
    double price_in, price_out; /* USD per million input / output tokens; default 0 (unpriced) */
} kb_llm_config;

/* Every field at its default, provider OpenAI, empty model and base_url. */
void kb_llm_config_defaults(kb_llm_config *c);

/* "openai:gpt-4o-mini", "anthropic:claude-sonnet-4-5": fills defaults, then provider+model
 * (split at the first ':', so "openai:llama3:8b" names the model "llama3:8b"); base_url may be
 * NULL. Returns 0, or -1 with a message naming the accepted forms for a missing or unknown
 * prefix or an empty model. */
int kb_llm_config_parse(kb_llm_config *c, const char *model_spec, const char *base_url, kb_err *err);

typedef struct kb_llm kb_llm;
/* Reads the key from the environment here (OPENAI_API_KEY / ANTHROPIC_API_KEY) and keeps it only
 * in memory. A missing key is an error for the public endpoints (the message says which variable
 * to set); for any other base URL (local vLLM, llama.cpp, Ollama, a test server) it is allowed
 * and no auth header is sent. NULL with err set on failure. */
kb_llm *kb_llm_new(const kb_llm_config *c, kb_err *err);
void kb_llm_free(kb_llm *c);

typedef struct kb_llm_request {
    /* in */
    const char *system; /* may be NULL */
    const char *user;
    const char *grammar; /* (may be NULL) a GBNF grammar the reply must follow: llama.cpp's
                            `grammar` field, sent only when set */
    void *arg;           /* the caller's */
    /* out (heap strings freed by kb_llm_request_clear) */
    int status;          /* 0 ok, -1 failed */
    char *text;          /* the reply's text */
    char *request_body;  /* the JSON body sent (never contains the key) */
    char *response_body; /* the raw body of the successful attempt (when failed: of the
                                   last attempt that got a body, else NULL) */
    long tokens_in, tokens_out;
    double cost;      /* USD from the prices */
    double latency_s; /* first send to final answer, retries included */
    int attempts;
    long http_status;       /* of the last attempt (0: none, e.g. timeout) */
    char finish_reason[32]; /* "stop", "length", "end_turn", "max_tokens", ... */
    bool fatal;             /* failed in a way retrying cannot fix (401/403/404/400, malformed body) */
    kb_err err;             /* when status != 0: one line naming the problem and the fix */
} kb_llm_request;

/* Send n requests, at most max_parallel in flight, retrying on 429, 5xx, timeouts and connection
 * errors with exponential backoff that honours Retry-After (capped at max_backoff_s); never
 * retries other 4xx. A waiting retry does not hold up the others. on_done (may be NULL) is
 * called in the calling thread as each request finishes, in completion order. The requests'
 * outputs must be zero or left by an earlier run (they are cleared first). Returns the number
 * that failed. Thread-compatible: one kb_llm per thread. */
int kb_llm_run(kb_llm *c, kb_llm_request *reqs, int n, void (*on_done)(kb_llm_request *r, void *arg),
               void *arg);
void kb_llm_request_clear(kb_llm_request *r); /* frees outputs, keeps inputs */

#endif
