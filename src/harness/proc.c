/* proc.c: one contestant process, the parent's side (see proc.h). */
#include "proc.h"

#include "../core/text.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

/* Tasks (threads and processes) a runner may have at once: OpenMP's and XLA's pools, oneDNN's
 * TBB arena and a candidate's own threads fit many times over; 3000 sleeping threads do not. */
#define RUNNER_MAX_TASKS 512

void kb_proc_last_words(const kb_proc *p, char *buf, size_t cap)
{
    buf[0] = 0;
    const char *tail = p->log_tail;
    const char *end = tail + strlen(tail);
    while (end > tail && (end[-1] == '\n' || end[-1] == ' ')) end--;
    const char *start = end;
    while (start > tail && start[-1] != '\n') start--;
    if (end <= start) return;
    char line[301], shown[1300];
    snprintf(line, sizeof line, "%.*s", (int)KB_MIN(end - start, 300), start);
    kb_text_escape(line, shown, sizeof shown);
    snprintf(buf, cap, "; it printed: %s", shown);
}

static double cpu_now(const kb_proc *p)
{
    struct timespec ts;
    if (clock_gettime(p->cpu, &ts) != 0) return 0;
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* What the child needs, prepared before fork: between fork and exec only async-signal-safe calls
 * (kbench forks from a threaded process in the agent). */
typedef struct exec_plan {
    char path[PATH_MAX]; /* the runner program */
    char in_path[64];
    char *argv[10];
    char *envp[8];
    char threads[32], fault[64];
    struct rlimit as, cpu, zero;
    bool limit_as;
} exec_plan;

static _Noreturn void child_exec(const kb_proc *p, const exec_plan *x, int cmd_rd, int reply_wr, int log_wr)
{
    int ro = open(x->in_path, O_RDONLY | O_CLOEXEC);
    int src[5] = {cmd_rd, reply_wr, ro, p->out_fd, log_wr}, hi[5];
    for (int i = 0; i < 5; i++) hi[i] = src[i] >= 0 ? fcntl(src[i], F_DUPFD_CLOEXEC, 100) : -1;
    int devnull = open("/dev/null", O_RDONLY);
    if (ro < 0 || devnull < 0 || hi[0] < 0 || hi[1] < 0 || hi[2] < 0 || hi[3] < 0 || hi[4] < 0 ||
        dup2(devnull, 0) < 0 || dup2(hi[4], 1) < 0 || dup2(hi[4], 2) < 0 || dup2(hi[0], KB_CMD_FD) < 0 ||
        dup2(hi[1], KB_REPLY_FD) < 0 || dup2(hi[2], KB_IN_FD) < 0 || dup2(hi[3], KB_OUT_FD) < 0)
        _exit(KB_RUNNER_EXIT_SETUP);
    closefrom(KB_OUT_FD + 1);
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (x->limit_as) setrlimit(RLIMIT_AS, &x->as);
    setrlimit(RLIMIT_CPU, &x->cpu);
    setrlimit(RLIMIT_CORE, &x->zero);
    setrlimit(RLIMIT_FSIZE, &x->zero);
    execve(x->path, x->argv, x->envp);
    _exit(127);
}

/* Kill, reap, and record how it ended (for a child that is dying or must die). */
static void reap(kb_proc *p, kb_call *c, bool kill_first)
{
    if (!p->alive) return;
    if (kill_first) {
        kill(-p->pid, SIGKILL);
        kill(p->pid, SIGKILL);
    }
    int st = 0;
    pid_t w;
    /* a child that sent its last reply is on its way out: give it a moment, then kill it */
    for (int i = 0; i < 200 && (w = waitpid(p->pid, &st, WNOHANG)) == 0; i++) usleep(1000);
    if (w == 0) {
        kill(-p->pid, SIGKILL);
        kill(p->pid, SIGKILL);
        while ((w = waitpid(p->pid, &st, 0)) < 0 && errno == EINTR) {
        }
        if (c && !kill_first) {
            c->hung_up = true; /* it went silent without dying: we ended it */
            p->alive = false;
            kb_drain_tail(p->log_fd, p->log_tail, sizeof p->log_tail, &p->tail_len);
            return;
        }
    }
    kill(-p->pid, SIGKILL); /* anything it left in its process group */
    p->alive = false;
    if (c) c->task_cap = kb_jail_hit_task_cap(&p->jail);
    if (w == p->pid && c && !kill_first) {
        if (WIFEXITED(st))
            c->exit_code = WEXITSTATUS(st);
        else if (WIFSIGNALED(st))
            c->signal = WTERMSIG(st);
    }
    kb_drain_tail(p->log_fd, p->log_tail, sizeof p->log_tail, &p->tail_len);
}

/* Read exactly n bytes of a reply payload, waiting a little: a runner writes a reply and its
 * payload in one write before it exits. false when they do not come. */
static bool read_payload(int fd, void *buf, size_t n)
{
    size_t got = 0;
    while (got < n) {
        struct pollfd pf = {.fd = fd, .events = POLLIN};
        if (poll(&pf, 1, 200) <= 0) return false;
        ssize_t r = read(fd, (char *)buf + got, n - got);
        if (r <= 0) return false;
        got += (size_t)r;
    }
    return true;
}

/* Wait for one reply byte until the deadline; drains the log meanwhile. Returns the byte, -1 at
 * end of file (the child closed or died), -2 at the deadline. */
static int wait_reply(kb_proc *p, double deadline)
{
    for (;;) {
        double left = deadline - kb_now();
        if (left <= 0) return -2;
        struct pollfd pf[2] = {{.fd = p->reply_fd, .events = POLLIN}, {.fd = p->log_fd, .events = POLLIN}};
        int n = poll(pf, 2, (int)KB_MIN(left * 1e3 + 1, 1000));
        if (n < 0 && errno != EINTR) return -1;
        if (pf[1].revents) kb_drain_tail(p->log_fd, p->log_tail, sizeof p->log_tail, &p->tail_len);
        if (pf[0].revents) {
            unsigned char b;
            ssize_t r = read(p->reply_fd, &b, 1);
            if (r == 1) return b;
            if (r == 0 || (r < 0 && errno != EINTR && errno != EAGAIN)) return -1;
        }
    }
}

/* After an unexpected reply or end of file: what it was (a fault report, a forbidden call, a
 * death, garbage), then kill and reap. */
static void judge_unexpected(kb_proc *p, int b, kb_call *c)
{
    c->byte = b;
    if (b == KB_REPLY_INPUT_WRITE) {
        int64_t off;
        if (read_payload(p->reply_fd, &off, sizeof off) && off >= 0 && (size_t)off < p->lay.in_size) {
            c->status = KB_CALL_INPUT_WRITE;
            c->fault_offset = off;
        } else
            c->status = KB_CALL_PROTOCOL;
        reap(p, c, true);
    } else if (b == KB_REPLY_SANDBOX) {
        int32_t nr;
        if (read_payload(p->reply_fd, &nr, sizeof nr) && nr >= 0 && nr < 4096) {
            c->status = KB_CALL_SANDBOX;
            c->syscall_nr = nr;
        } else
            c->status = KB_CALL_PROTOCOL;
        reap(p, c, true);
    } else if (b == KB_REPLY_SIGNAL) {
        /* it sent itself a fatal signal, which as PID 1 of its namespace it cannot die of
         * (runner_main.c): believed as far as it goes, it only ever incriminates its sender */
        int32_t sig;
        if (read_payload(p->reply_fd, &sig, sizeof sig) && sig > 0 && sig < 65) {
            c->status = KB_CALL_DIED;
            reap(p, c, true);
            c->signal = sig;
        } else {
            c->status = KB_CALL_PROTOCOL;
            reap(p, c, true);
        }
    } else if (b == -1) {
        c->status = KB_CALL_DIED;
        reap(p, c, false);
    } else if (b == -2) {
        c->status = KB_CALL_TIMEOUT;
        reap(p, c, true);
    } else {
        c->status = KB_CALL_PROTOCOL;
        reap(p, c, true);
    }
}

/* Stop the child and wait until it is stopped. false when it died instead (c says how). */
static bool stop(kb_proc *p, kb_call *c)
{
    if (kill(p->pid, SIGSTOP) != 0) {
        c->status = KB_CALL_DIED;
        reap(p, c, false);
        return false;
    }
    for (;;) {
        int st;
        pid_t w = waitpid(p->pid, &st, WUNTRACED);
        if (w < 0 && errno == EINTR) continue;
        if (w == p->pid && WIFSTOPPED(st)) return true;
        c->status = KB_CALL_DIED;
        if (w == p->pid && WIFEXITED(st))
            c->exit_code = WEXITSTATUS(st);
        else if (w == p->pid && WIFSIGNALED(st))
            c->signal = WTERMSIG(st);
        p->alive = false;
        kill(-p->pid, SIGKILL);
        kb_drain_tail(p->log_fd, p->log_tail, sizeof p->log_tail, &p->tail_len);
        return false;
    }
}

/* Nothing more may be waiting in the reply pipe: exactly one reply per event. */
static bool reply_pipe_empty(const kb_proc *p)
{
    struct pollfd pf = {.fd = p->reply_fd, .events = POLLIN};
    return poll(&pf, 1, 0) == 0;
}

int kb_proc_start(kb_proc *p, kb_proc_kind kind, const kb_problem *pb, const char *exe, const char *a,
                  const char *b, const kb_limits *lim, kb_err *err)
{
    memset(p, 0, sizeof *p);
    signal(SIGPIPE, SIG_IGN); /* a child that is gone must not take kbench with it */
    p->open = true;
    p->kind = kind;
    p->cmd_fd = p->reply_fd = p->log_fd = p->in_fd = p->out_fd = -1;
    kb_layout_init(&p->lay, pb, 1, 1, 1);
    if ((p->in_fd = kb_region_create("kbench-inputs", p->lay.in_size, &p->in, err)) < 0 ||
        (p->out_fd = kb_region_create("kbench-outputs", p->lay.out_size, &p->out, err)) < 0)
        return -1;
    exec_plan x = {0};
    snprintf(x.path, sizeof x.path, "%s", exe);
    if (access(x.path, X_OK) != 0) {
        kb_err_set(err, "cannot run %s: %s (build it with `make`, or set KBENCH_RUNNER)", x.path,
                   strerror(errno));
        return -1;
    }
    snprintf(x.in_path, sizeof x.in_path, "/proc/self/fd/%d", p->in_fd);
    static const char *const modes[] = {"candidate", "lib", "xla"};
    char threads_arg[16];
    snprintf(threads_arg, sizeof threads_arg, "%d", pb->threads);
    int n = 0;
    x.argv[n++] = "kbench-runner";
    x.argv[n++] = (char *)modes[kind];
    x.argv[n++] = (char *)pb->w->id;
    x.argv[n++] = (char *)pb->preset->name;
    x.argv[n++] = (char *)kb_dtype_name(pb->dtype);
    x.argv[n++] = threads_arg;
    if (kind != KB_PROC_LIB) x.argv[n++] = (char *)a;
    if (kind == KB_PROC_XLA) x.argv[n++] = (char *)b;
    x.argv[n] = NULL;
    /* A clean environment: the candidate sees no API keys, tokens or paths of ours. OpenMP
     * threads sleep as soon as a parallel region ends, so an honest process is idle between calls. */
    snprintf(x.threads, sizeof x.threads, "OMP_NUM_THREADS=%d", lim->threads);
    n = 0;
    x.envp[n++] = x.threads;
    x.envp[n++] = "OMP_WAIT_POLICY=PASSIVE";
    x.envp[n++] = "PATH=/usr/bin:/bin";
    x.envp[n++] = "LC_ALL=C";
    const char *fault = getenv("KBENCH_TEST_LIB_FAULT"); /* a test's wrong library (runner_main.c) */
    if (kind == KB_PROC_LIB && fault && strlen(fault) < sizeof x.fault - 24) {
        snprintf(x.fault, sizeof x.fault, "KBENCH_TEST_LIB_FAULT=%s", fault);
        x.envp[n++] = x.fault;
    }
    x.envp[n] = NULL;
    size_t shared = p->lay.in_size + p->lay.out_size;
    x.limit_as = lim->mem_bytes > 0;
    x.as = (struct rlimit){lim->mem_bytes + shared, lim->mem_bytes + shared};
    /* CPU seconds: generous, the wall clock of each call is the real limit */
    rlim_t cpu = (rlim_t)(lim->timeout_s * 8 * KB_MAX(lim->threads, 1) + 3600);
    x.cpu = (struct rlimit){cpu, cpu + 1};

    int cmd[2] = {-1, -1}, rep[2] = {-1, -1}, log[2] = {-1, -1};
    if (pipe2(cmd, O_CLOEXEC) || pipe2(rep, O_CLOEXEC) || pipe2(log, O_CLOEXEC)) {
        kb_err_set(err, "cannot create pipes for the runner: %s", strerror(errno));
        for (int i = 0; i < 2; i++) {
            if (cmd[i] >= 0) close(cmd[i]);
            if (rep[i] >= 0) close(rep[i]);
            if (log[i] >= 0) close(log[i]);
        }
        return -1;
    }
    kb_jail_opts jo = {.max_tasks = RUNNER_MAX_TASKS};
    pid_t pid = kb_jail_fork(&p->jail, &jo);
    if (pid < 0) {
        kb_err_set(err, "cannot start the runner: %s", strerror(errno));
        for (int i = 0; i < 2; i++) close(cmd[i]), close(rep[i]), close(log[i]);
        return -1;
    }
    if (pid == 0) child_exec(p, &x, cmd[0], rep[1], log[1]);
    close(cmd[0]);
    close(rep[1]);
    close(log[1]);
    p->pid = pid;
    p->alive = true;
    p->cmd_fd = cmd[1];
    p->reply_fd = rep[0];
    p->log_fd = log[0];
    fcntl(p->log_fd, F_SETFL, O_NONBLOCK);
    if (clock_getcpuclockid(pid, &p->cpu) != 0) p->cpu = CLOCK_MONOTONIC;
    return 0;
}

int kb_proc_await(kb_proc *p, double timeout_s, kb_call *c)
{
    memset(c, 0, sizeof *c);
    if (!p->alive) {
        c->status = KB_CALL_DIED;
        return 1;
    }
    double deadline = kb_now() + timeout_s;
    int r = wait_reply(p, deadline);
    if (r != KB_REPLY_READY) {
        c->before_ready = true;
        judge_unexpected(p, r, c);
        return 1;
    }
    r = wait_reply(p, deadline);
    if (r != KB_REPLY_LOADED) {
        judge_unexpected(p, r, c);
        return 1;
    }
    if (!reply_pipe_empty(p)) {
        c->status = KB_CALL_PROTOCOL;
        reap(p, c, true);
        return 1;
    }
    return stop(p, c) ? 0 : 1;
}

void kb_proc_call(kb_proc *p, double timeout_s, kb_call *c)
{
    memset(c, 0, sizeof *c);
    if (!p->alive) {
        c->status = KB_CALL_DIED;
        return;
    }
    p->calls++;
    /* the child is stopped: its CPU clock is exact */
    double c0 = cpu_now(p), t0 = kb_now();
    const char cmd = KB_CMD_CALL;
    kill(p->pid, SIGCONT);
    if (write(p->cmd_fd, &cmd, 1) != 1) {
        judge_unexpected(p, -1, c);
        return;
    }
    int b = wait_reply(p, t0 + timeout_s);
    if (b != KB_REPLY_RETURNED) {
        c->wall_s = kb_now() - t0;
        judge_unexpected(p, b, c);
        return;
    }
    /* At the reply, stop it first: what is judged is what it had done when it replied (and the
     * few microseconds until the stop, which the timed window includes). */
    if (!stop(p, c)) return;
    c->wall_s = kb_now() - t0;
    c->cpu_s = cpu_now(p) - c0;
    if (p->kind == KB_PROC_XLA) {
        /* the copy of its outputs, after the timed window (protocol.h) */
        const char out_cmd = KB_CMD_OUTPUTS;
        kill(p->pid, SIGCONT);
        if (write(p->cmd_fd, &out_cmd, 1) != 1) {
            judge_unexpected(p, -1, c);
            return;
        }
        int o = wait_reply(p, kb_now() + timeout_s);
        if (o != KB_REPLY_OUTPUTS) {
            judge_unexpected(p, o, c);
            return;
        }
        if (!stop(p, c)) return;
    }
    if (!reply_pipe_empty(p)) {
        c->status = KB_CALL_PROTOCOL;
        c->byte = KB_REPLY_RETURNED;
        reap(p, c, true);
    }
}

void kb_proc_close(kb_proc *p)
{
    if (!p->open) return;
    if (p->alive) reap(p, NULL, true);
    kb_jail_release(&p->jail);
    if (p->in) munmap(p->in, p->lay.in_size ? p->lay.in_size : 4096);
    if (p->out) munmap(p->out, p->lay.out_size ? p->lay.out_size : 4096);
    int fds[] = {p->cmd_fd, p->reply_fd, p->log_fd, p->in_fd, p->out_fd};
    for (size_t i = 0; i < KB_ARRAY_LEN(fds); i++)
        if (fds[i] >= 0) close(fds[i]);
    memset(p, 0, sizeof *p);
}
