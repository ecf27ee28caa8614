/* loopback.c: the loopback HTTP/1.1 server of loopback.h. Every blocking step of a connection
 * (reading, the handler's delay) also polls a stop pipe, so kb_loopback_stop ends a server with
 * requests in flight promptly. */
#include "loopback.h"

#include <arpa/inet.h>
#include <jansson.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <unistd.h>

#include "core/util.h"

typedef struct conn {
    pthread_t thread;
    int fd;
    atomic_bool finished;
    struct kb_loopback *lb;
    struct conn *next;
} conn;

struct kb_loopback {
    kb_lb_handler handler;
    void *arg;
    int listen_fd;
    int stop[2]; /* a pipe: written once by stop, never read, so it stays readable */
    pthread_t acceptor;
    char url[64];
    atomic_int seq, answered;
    conn *conns; /* touched by the acceptor thread only, then by stop */
};

/* Waits for fd to be readable; false when the server is stopping. */
static bool wait_readable(kb_loopback *lb, int fd, int timeout_ms)
{
    struct pollfd p[2] = {{.fd = lb->stop[0], .events = POLLIN}, {.fd = fd, .events = POLLIN}};
    int n = fd >= 0 ? 2 : 1;
    for (;;) {
        int rc = poll(p, (nfds_t)n, timeout_ms);
        if (rc < 0) continue; /* EINTR */
        if (p[0].revents) return false;
        return true;
    }
}

static bool send_all(int fd, const char *p, size_t n)
{
    while (n > 0) {
        ssize_t k = send(fd, p, n, MSG_NOSIGNAL);
        if (k <= 0) return false;
        p += k;
        n -= (size_t)k;
    }
    return true;
}

bool kb_lb_header(const char *headers, const char *name, char *out, size_t size)
{
    size_t nl = strlen(name);
    for (const char *line = headers; line && *line;) {
        const char *end = strstr(line, "\r\n");
        if (!end) end = line + strlen(line);
        if (!strncasecmp(line, name, nl) && line[nl] == ':') {
            const char *v = line + nl + 1;
            while (*v == ' ' || *v == '\t') v++;
            snprintf(out, size, "%.*s", (int)(end - v), v);
            return true;
        }
        line = *end ? end + 2 : end;
    }
    return false;
}

static const char *reason(int status)
{
    switch (status) {
    case 200: return "OK";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 411: return "Length Required";
    case 429: return "Too Many Requests";
    case 500: return "Internal Server Error";
    case 502: return "Bad Gateway";
    case 503: return "Service Unavailable";
    default: return "Status";
    }
}

static bool respond(int fd, int status, const char *extra, const char *body)
{
    size_t blen = body ? strlen(body) : 0;
    char head[1024];
    int n = snprintf(
        head, sizeof head, "HTTP/1.1 %d %s\r\n%sContent-Length: %zu\r\n%s\r\n", status, reason(status),
        strcasestr(extra, "content-type:") ? "" : "Content-Type: application/json\r\n", blen, extra);
    KB_ASSERT(n > 0 && (size_t)n < sizeof head);
    return send_all(fd, head, (size_t)n) && send_all(fd, body ? body : "", blen);
}

/* Serves the requests of one connection until the client closes it, asks to, or we stop. */
static void *serve(void *p)
{
    conn *cn = p;
    kb_loopback *lb = cn->lb;
    size_t len = 0, cap = 4096;
    char *buf = kb_xmalloc(cap);
    for (bool open = true; open;) {
        /* the head: request line and headers */
        char *end;
        while (!(end = memmem(buf, len, "\r\n\r\n", 4))) {
            if (len + 1 >= cap) buf = kb_xrealloc(buf, cap *= 2);
            ssize_t k = wait_readable(lb, cn->fd, -1) ? recv(cn->fd, buf + len, cap - len - 1, 0) : -1;
            if (k <= 0) goto out;
            len += (size_t)k;
        }
        size_t head_len = (size_t)(end - buf) + 4;
        char *head = kb_xasprintf("%.*s", (int)(head_len - 2), buf); /* keep the last "\r\n" */
        char *line_end = strstr(head, "\r\n"), method[16] = "", path[1024] = "", cl[32] = "", expect[64] = "",
             te[64] = "", connection[64] = "";
        *line_end = '\0';
        const char *headers = line_end + 2;
        bool ok = sscanf(head, "%15s %1023s", method, path) == 2;
        kb_lb_header(headers, "Content-Length", cl, sizeof cl);
        kb_lb_header(headers, "Expect", expect, sizeof expect);
        kb_lb_header(headers, "Connection", connection, sizeof connection);
        if (kb_lb_header(headers, "Transfer-Encoding", te, sizeof te) || !ok) {
            respond(cn->fd, ok ? 411 : 400, "Connection: close\r\n", NULL);
            free(head);
            break;
        }
        /* the body */
        size_t body_len = strtoul(cl, NULL, 10), need = head_len + body_len;
        if (len < need && !strcasecmp(expect, "100-continue") &&
            !send_all(cn->fd, "HTTP/1.1 100 Continue\r\n\r\n", 25)) {
            free(head);
            break;
        }
        if (need + 1 > cap) buf = kb_xrealloc(buf, cap = need + 1);
        while (len < need) {
            ssize_t k = wait_readable(lb, cn->fd, -1) ? recv(cn->fd, buf + len, cap - len - 1, 0) : -1;
            if (k <= 0) {
                free(head);
                goto out;
            }
            len += (size_t)k;
        }
        char *body = kb_xasprintf("%.*s", (int)body_len, buf + head_len);

        kb_lb_request req = {.method = method,
                             .path = path,
                             .body = body,
                             .headers = headers,
                             .seq = atomic_fetch_add(&lb->seq, 1),
                             .body_len = body_len};
        kb_lb_response resp = {.status = 200};
        lb->handler(&req, &resp, lb->arg);
        bool stopping = resp.delay_ms > 0 && !wait_readable(lb, -1, resp.delay_ms);
        /* counted before the answer leaves, so a client that has it sees the count */
        if (!stopping) atomic_fetch_add(&lb->answered, 1);
        if (!stopping && !resp.hang_up)
            open =
                respond(cn->fd, resp.status, resp.headers, resp.body) && strcasecmp(connection, "close") != 0;
        if (stopping || resp.hang_up) open = false;
        free(resp.body);
        free(body);
        free(head);
        memmove(buf, buf + need, len - need);
        len -= need;
    }
out:
    free(buf);
    close(cn->fd);
    atomic_store(&cn->finished, true);
    return NULL;
}

static void *accept_loop(void *p)
{
    kb_loopback *lb = p;
    while (wait_readable(lb, lb->listen_fd, -1)) {
        int fd = accept(lb->listen_fd, NULL, NULL);
        if (fd < 0) continue;
        /* reap the connections that are over, so a long test does not pile them up */
        for (conn **pp = &lb->conns; *pp;) {
            conn *c = *pp;
            if (atomic_load(&c->finished)) {
                pthread_join(c->thread, NULL);
                *pp = c->next;
                free(c);
            } else {
                pp = &c->next;
            }
        }
        conn *c = kb_xcalloc(1, sizeof *c);
        c->fd = fd;
        c->lb = lb;
        if (pthread_create(&c->thread, NULL, serve, c) != 0) {
            close(fd);
            free(c);
            continue;
        }
        c->next = lb->conns;
        lb->conns = c;
    }
    return NULL;
}

kb_loopback *kb_loopback_start(kb_lb_handler h, void *arg)
{
    kb_loopback *lb = kb_xcalloc(1, sizeof *lb);
    lb->handler = h;
    lb->arg = arg;
    lb->stop[0] = lb->stop[1] = -1;
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    socklen_t alen = sizeof a;
    lb->listen_fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (lb->listen_fd < 0 || bind(lb->listen_fd, (struct sockaddr *)&a, sizeof a) != 0 ||
        listen(lb->listen_fd, 64) != 0 || getsockname(lb->listen_fd, (struct sockaddr *)&a, &alen) != 0 ||
        pipe(lb->stop) != 0 || pthread_create(&lb->acceptor, NULL, accept_loop, lb) != 0) {
        if (lb->listen_fd >= 0) close(lb->listen_fd);
        if (lb->stop[0] >= 0) close(lb->stop[0]), close(lb->stop[1]);
        free(lb);
        return NULL;
    }
    snprintf(lb->url, sizeof lb->url, "http://127.0.0.1:%d", ntohs(a.sin_port));
    return lb;
}

const char *kb_loopback_url(const kb_loopback *lb) { return lb->url; }
int kb_loopback_count(const kb_loopback *lb) { return atomic_load(&((kb_loopback *)lb)->answered); }

void kb_loopback_stop(kb_loopback *lb)
{
    if (!lb) return;
    KB_ASSERT(write(lb->stop[1], "x", 1) == 1);
    pthread_join(lb->acceptor, NULL);
    close(lb->listen_fd);
    for (conn *c = lb->conns, *next; c; c = next) {
        next = c->next;
        pthread_join(c->thread, NULL);
        free(c);
    }
    close(lb->stop[0]);
    close(lb->stop[1]);
    free(lb);
}

static char *dump(json_t *root)
{
    char *s = json_dumps(root, JSON_COMPACT);
    json_decref(root);
    KB_ASSERT(s);
    return s;
}

char *kb_lb_openai_reply(const char *text, long tokens_in, long tokens_out)
{
    return dump(json_pack("{s:s,s:s,s:s,s:[{s:i,s:{s:s,s:s},s:s}],s:{s:I,s:I,s:I}}", "id",
                          "chatcmpl-loopback", "object", "chat.completion", "model", "loopback", "choices",
                          "index", 0, "message", "role", "assistant", "content", text, "finish_reason",
                          "stop", "usage", "prompt_tokens", (json_int_t)tokens_in, "completion_tokens",
                          (json_int_t)tokens_out, "total_tokens", (json_int_t)(tokens_in + tokens_out)));
}

char *kb_lb_anthropic_reply(const char *text, long tokens_in, long tokens_out)
{
    return dump(json_pack("{s:s,s:s,s:s,s:s,s:[{s:s,s:s}],s:s,s:{s:I,s:I}}", "id", "msg_loopback", "type",
                          "message", "role", "assistant", "model", "loopback", "content", "type", "text",
                          "text", text, "stop_reason", "end_turn", "usage", "input_tokens",
                          (json_int_t)tokens_in, "output_tokens", (json_int_t)tokens_out));
}

char *kb_lb_user_message(const char *body)
{
    json_t *root = body ? json_loads(body, 0, NULL) : NULL;
    json_t *msgs = json_object_get(root, "messages"), *m, *content = NULL;
    size_t i;
    json_array_foreach (msgs, i, m) {
        const char *role = json_string_value(json_object_get(m, "role"));
        if (role && !strcmp(role, "user")) content = json_object_get(m, "content");
    }
    char *out = NULL;
    if (json_is_string(content)) {
        out = kb_xstrdup(json_string_value(content));
    } else if (json_is_array(content)) { /* content blocks: the text parts, joined */
        json_t *part;
        out = kb_xstrdup("");
        json_array_foreach (content, i, part) {
            const char *t = json_string_value(json_object_get(part, "text"));
            if (!t) continue;
            char *joined = kb_xasprintf("%s%s", out, t);
            free(out);
            out = joined;
        }
    }
    json_decref(root);
    return out;
}
