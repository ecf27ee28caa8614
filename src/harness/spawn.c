/* spawn.c: shared regions (memfd) and one supervised run of kbench-runner (see spawn.h). */
#include "spawn.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

static int region(const char *name, size_t size, char **map, kb_err *err)
{
    int fd = memfd_create(name, MFD_CLOEXEC);
    if (fd < 0 || ftruncate(fd, (off_t)(size ? size : 4096)) != 0) {
        kb_err_set(err, "cannot create shared memory for %s (%zu MiB): %s", name, size >> 20, strerror(errno));
        if (fd >= 0) close(fd);
        return -1;
    }
    *map = mmap(NULL, size ? size : 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (*map == MAP_FAILED) {
        kb_err_set(err, "cannot map shared memory for %s (%zu MiB): %s", name, size >> 20, strerror(errno));
        close(fd);
        return -1;
    }
    return fd;
}

int kb_session_open(kb_session *s, const kb_layout *lay, kb_err *err)
{
    memset(s, 0, sizeof *s);
    s->ctl_fd = s->in_fd = s->out_fd = -1;
    s->lay = *lay;
    char *ctl = NULL;
    if ((s->ctl_fd = region("kbench-ctl", sizeof(kb_ctl), &ctl, err)) < 0 ||
        (s->in_fd = region("kbench-inputs", lay->in_size, &s->in, err)) < 0 ||
        (s->out_fd = region("kbench-outputs", lay->out_size, &s->out, err)) < 0) {
        kb_session_close(s);
        return -1;
    }
    s->ctl = (kb_ctl *)ctl;
    return 0;
}

void kb_session_close(kb_session *s)
{
    if (s->ctl) munmap(s->ctl, sizeof(kb_ctl));
    if (s->in) munmap(s->in, s->lay.in_size ? s->lay.in_size : 4096);
    if (s->out) munmap(s->out, s->lay.out_size ? s->lay.out_size : 4096);
    int fds[] = {s->ctl_fd, s->in_fd, s->out_fd};
    for (size_t i = 0; i < KB_ARRAY_LEN(fds); i++)
        if (fds[i] >= 0) close(fds[i]);
    memset(s, 0, sizeof *s);
}

void kb_drain_tail(int fd, char *tail, size_t cap, size_t *len)
{
    char buf[4096];
    ssize_t n;
    while ((n = read(fd, buf, sizeof buf)) > 0) {
        size_t k = (size_t)n;
        if (k >= cap - 1) {
            memcpy(tail, buf + k - (cap - 1), cap - 1);
            *len = cap - 1;
        } else {
            size_t keep = KB_MIN(*len, cap - 1 - k);
            memmove(tail, tail + *len - keep, keep);
            memcpy(tail + keep, buf, k);
            *len = keep + k;
        }
    }
    tail[*len] = 0;
}

const char *kb_runner_path(void)
{
    static char path[PATH_MAX];
    const char *e = getenv("KBENCH_RUNNER");
    if (e && *e) return e;
    if (!path[0]) {
        ssize_t n = readlink("/proc/self/exe", path, sizeof path - 32);
        if (n < 0) n = 0;
        path[n] = 0;
        char *slash = strrchr(path, '/');
        snprintf(slash ? slash + 1 : path, sizeof path - (size_t)(slash ? slash + 1 - path : 0), "kbench-runner");
    }
    return path;
}

/* In the forked child: put the regions on fds 3-5 (inputs re-opened read-only), the log on 1-2,
 * limits on, everything else closed, then exec the runner. Never returns. */
static _Noreturn void child_exec(kb_session *s, const kb_limits *lim, int log_fd, int tick_fd)
{
    char p[64];
    snprintf(p, sizeof p, "/proc/self/fd/%d", s->in_fd);
    int ro = open(p, O_RDONLY | O_CLOEXEC);
    int hi_ctl = fcntl(s->ctl_fd, F_DUPFD, 100), hi_out = fcntl(s->out_fd, F_DUPFD, 100);
    int hi_in = ro >= 0 ? fcntl(ro, F_DUPFD, 100) : -1;
    int hi_tick = fcntl(tick_fd, F_DUPFD, 100);
    int devnull = open("/dev/null", O_RDONLY);
    if (hi_ctl < 0 || hi_out < 0 || hi_in < 0 || hi_tick < 0 || devnull < 0 ||
        dup2(devnull, 0) < 0 || dup2(log_fd, 1) < 0 || dup2(log_fd, 2) < 0 ||
        dup2(hi_ctl, KB_CTL_FD) < 0 || dup2(hi_in, KB_IN_FD) < 0 || dup2(hi_out, KB_OUT_FD) < 0 ||
        dup2(hi_tick, KB_TICK_FD) < 0)
        _exit(KB_CHILD_EXIT_BASE + KB_CHILD_SETUP_ERROR);
    closefrom(KB_TICK_FD + 1);
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (lim->mem_bytes) {
        struct rlimit as = {lim->mem_bytes, lim->mem_bytes};
        setrlimit(RLIMIT_AS, &as);
    }
    rlim_t cpu = (rlim_t)(lim->timeout_s * KB_MAX(lim->threads, 1) + 5);
    struct rlimit rc = {cpu, cpu + 1}, core = {0, 0};
    setrlimit(RLIMIT_CPU, &rc);
    setrlimit(RLIMIT_CORE, &core);
    char threads[32];
    snprintf(threads, sizeof threads, "OMP_NUM_THREADS=%d", lim->threads);
    /* A clean environment: the candidate sees no API keys, tokens or paths of ours. */
    char *envp[] = {threads, "PATH=/usr/bin:/bin", "LC_ALL=C", NULL};
    char *argv[] = {"kbench-runner", NULL};
    execve(kb_runner_path(), argv, envp);
    _exit(127);
}

void kb_tick_log_free(kb_tick_log *t)
{
    for (int c = 0; c < KB_MAX_CONTESTANTS; c++) free(t->dur[c]);
    memset(t, 0, sizeof *t);
}

/* Read the tokens that have arrived. Each is a datagram the kernel timestamped as the runner
 * sent it (SO_TIMESTAMPNS), so kbench's late wake-ups do not matter. */
static void read_ticks(int fd, kb_tick_log *t)
{
    for (;;) {
        kb_tick tok;
        char cbuf[CMSG_SPACE(sizeof(struct timespec))];
        struct iovec iov = {&tok, sizeof tok};
        struct msghdr m = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = cbuf, .msg_controllen = sizeof cbuf};
        ssize_t n = recvmsg(fd, &m, MSG_DONTWAIT);
        if (n < 0) return;
        double when = -1;
        for (struct cmsghdr *c = CMSG_FIRSTHDR(&m); c; c = CMSG_NXTHDR(&m, c))
            if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SO_TIMESTAMPNS) {
                struct timespec ts;
                memcpy(&ts, CMSG_DATA(c), sizeof ts);
                when = (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
            }
        if (n != sizeof tok || tok != t->next || when < 0) {
            t->forged = true;
            return;
        }
        t->next++;
        if (!(tok & 1)) {
            t->start = when;
            continue;
        }
        /* call k = token/2 in ABBA order: forward then backward through the contestants */
        int nc = KB_MAX(t->n_contestants, 1), k = (int)((tok >> 1) % (kb_tick)(2 * nc));
        int c = k < nc ? k : 2 * nc - 1 - k;
        if (t->n[c] == t->cap[c]) {
            t->cap[c] = t->cap[c] ? 2 * t->cap[c] : 256;
            t->dur[c] = kb_xrealloc(t->dur[c], t->cap[c] * sizeof(double));
        }
        t->dur[c][t->n[c]++] = when - t->start;
    }
}

int kb_session_run(kb_session *s, const kb_limits *lim,
                   void (*progress)(const kb_ctl *ctl, double elapsed, void *arg), void *arg,
                   kb_tick_log *ticks, kb_child_result *r, kb_err *err)
{
    memset(r, 0, sizeof *r);
    s->ctl->magic = KB_PROTO_MAGIC;
    s->ctl->status = KB_CHILD_STARTED;
    if (access(kb_runner_path(), X_OK) != 0) {
        kb_err_set(err, "cannot run %s: %s (build it with `make`, or set KBENCH_RUNNER)",
                   kb_runner_path(), strerror(errno));
        return -1;
    }
    /* The child's stdout and stderr: a pipe we drain as it runs, keeping the tail. (A file would
     * fall under the child's RLIMIT_FSIZE.) */
    int pfd[2];
    if (pipe2(pfd, O_CLOEXEC) != 0) {
        kb_err_set(err, "cannot create a pipe for the runner: %s", strerror(errno));
        return -1;
    }
    fcntl(pfd[0], F_SETFL, O_NONBLOCK);
    /* The timing tokens: datagrams the kernel timestamps as they are sent. */
    int tfd[2], one = 1;
    if (socketpair(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0, tfd) != 0 ||
        setsockopt(tfd[0], SOL_SOCKET, SO_TIMESTAMPNS, &one, sizeof one) != 0) {
        kb_err_set(err, "cannot create the timing socket for the runner: %s", strerror(errno));
        close(pfd[0]);
        close(pfd[1]);
        return -1;
    }
    shutdown(tfd[1], SHUT_RD);
    fflush(NULL);
    double t0 = kb_now(), last = t0;
    pid_t pid = fork();
    if (pid < 0) {
        kb_err_set(err, "cannot fork the runner: %s", strerror(errno));
        close(pfd[0]);
        close(pfd[1]);
        close(tfd[0]);
        close(tfd[1]);
        return -1;
    }
    if (pid == 0) child_exec(s, lim, pfd[1], tfd[1]);
    close(pfd[1]);
    close(tfd[1]);
    size_t tail_len = 0;
    int st = 0;
    struct rusage ru = {0};
    for (;;) {
        kb_drain_tail(pfd[0], r->log_tail, sizeof r->log_tail, &tail_len);
        pid_t w = wait4(pid, &st, WNOHANG, &ru);
        if (w == pid) break;
        if (w < 0 && errno != EINTR) {
            kb_err_set(err, "lost the runner process: %s", strerror(errno));
            return -1;
        }
        double now = kb_now();
        if (now - t0 > lim->timeout_s) {
            kill(-pid, SIGKILL);
            kill(pid, SIGKILL);
            wait4(pid, &st, 0, &ru);
            r->timed_out = true;
            break;
        }
        if (progress && now - last >= 1.0) {
            progress(s->ctl, now - t0, arg);
            last = now;
        }
        /* sleep until the child prints, sends a timing token, or 10 ms pass */
        struct pollfd pf[2] = {{.fd = pfd[0], .events = POLLIN}, {.fd = tfd[0], .events = POLLIN}};
        poll(pf, 2, now - t0 < 0.2 ? 1 : 10);
        if (ticks) read_ticks(tfd[0], ticks);
    }
    kill(-pid, SIGKILL); /* anything the candidate left behind in its process group */
    r->wall_s = kb_now() - t0;
    if (!r->timed_out) {
        if (WIFEXITED(st)) r->exit_code = WEXITSTATUS(st);
        else if (WIFSIGNALED(st)) r->signal = WTERMSIG(st);
    }
    kb_drain_tail(pfd[0], r->log_tail, sizeof r->log_tail, &tail_len);
    if (ticks) read_ticks(tfd[0], ticks);
    close(pfd[0]);
    close(tfd[0]);
    return 0;
}
