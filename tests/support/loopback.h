/* loopback.h: a small HTTP/1.1 server on 127.0.0.1 that stands in for a remote LLM API in tests.
 *
 * The test supplies a handler that sees each request (method, path, raw headers, body, arrival
 * number) and fills in the response: a status, extra headers, a body, a delay before answering
 * (to provoke client timeouts) or a hang-up without answering (to provoke connection errors).
 * One thread accepts; each connection gets its own thread and may carry several requests
 * (keep-alive). `Expect: 100-continue` is answered with 100 Continue. Chunked request bodies are
 * not supported (answered 411): curl sends prompts with a Content-Length.
 *
 * The handler is called from the connection threads, so it may run concurrently with itself:
 * whatever it shares must be atomic or locked. */
#ifndef KB_TESTS_LOOPBACK_H
#define KB_TESTS_LOOPBACK_H

#include <stdbool.h>
#include <stddef.h>

typedef struct kb_lb_request {
    const char *method, *path, *body; /* NUL-terminated; body "" when there is none */
    const char *headers;              /* raw header block, lines ending "\r\n" */
    int seq;                          /* 0-based arrival number */
    size_t body_len;
} kb_lb_request;

typedef struct kb_lb_response {
    int status;        /* default 200 */
    char headers[512]; /* extra header lines, each ending "\r\n" (e.g. "Retry-After: 1\r\n") */
    char *body;        /* heap; the server frees it; NULL: empty */
    int delay_ms;      /* wait before answering (to provoke timeouts) */
    bool hang_up;      /* close the connection without answering */
} kb_lb_response;

typedef void (*kb_lb_handler)(const kb_lb_request *req, kb_lb_response *resp, void *arg);
typedef struct kb_loopback kb_loopback;

kb_loopback *kb_loopback_start(kb_lb_handler h, void *arg); /* NULL on failure */
const char *kb_loopback_url(const kb_loopback *lb);         /* "http://127.0.0.1:PORT" */
int kb_loopback_count(const kb_loopback *lb);               /* requests answered so far (hang-ups included) */
/* Stops accepting, cuts short any delay, waits for the connection threads, frees. */
void kb_loopback_stop(kb_loopback *lb);

/* Bodies of successful replies in each API's format (heap). */
char *kb_lb_openai_reply(const char *text, long tokens_in, long tokens_out);
char *kb_lb_anthropic_reply(const char *text, long tokens_in, long tokens_out);
/* The (last) user message of a request body in either format (heap), or NULL. */
char *kb_lb_user_message(const char *body);
/* The value of a header in a raw header block (case-insensitive name), copied into out; false
 * when absent. */
bool kb_lb_header(const char *headers, const char *name, char *out, size_t size);

#endif
