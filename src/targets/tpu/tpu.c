/* tpu.c: one evaluation of a tpu candidate (see tpu.h and docs/tpu.md).
 *
 * kbench's side: the inputs and references come from the harness's oracle (kb_eval_state, checks.h),
 * so a tpu candidate is judged on exactly the inputs and by exactly the comparator a cpu one is.
 * The runner (tools/tpu/runner.py) is started once per evaluation with
 *   fd 0  the job (JSON, a memfd)        fd 3  the input sets (read-only)
 *   fd 4  the output slots (poisoned)    fd 5  its result (JSON, a memfd)
 * and, only when it is to time (on an attached TPU; for tests, $KBENCH_TPU=interpret on this host),
 *   fd 6  one input set at tpu-v6e shapes
 *   fd 7  the timed outputs, the candidate's and XLA's (poisoned; kbench judges them)
 *   fd 8  the control socket: kbench asks for batches of rounds, the runner sends their times
 * in a clean environment, under rlimits, a wall-clock timeout and (when not on a TPU) a network
 * namespace of its own. It never sees the seed or the references. The statistics, the stop rule
 * and the comparator are the harness's, the same as the cpu target's. */
#include "tpu.h"
#include "checks.h"
#include "../../core/landlock.h"

#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <jansson.h>
#include <limits.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../../core/rng.h"
#include "../../core/stats.h"
#include "../../core/term.h"
#include "../../harness/oracle.h"
#include "../../harness/spawn.h"
#include "../../harness/spec.h"
#include "../../suite/embed/embed.h"

static const char *root_dir(void)
{
    const char *root = getenv("KBENCH_ROOT");
    return root && *root ? root : KB_ROOT;
}

const char *kb_tpu_verify_preset(const kb_workload *w)
{
    for (int k = 0; k < KB_MAX_PRESETS && w->presets[k].name; k++)
        if (!strcmp(w->presets[k].name, "tpu-check")) return "tpu-check";
    return "tiny";
}

const char *kb_tpu_preset(const kb_workload *w, const char *preset)
{
    return !preset || !strcmp(preset, "cpu") ? kb_tpu_verify_preset(w) : preset;
}

static bool has_preset(const kb_workload *w, const char *name)
{
    for (int k = 0; k < KB_MAX_PRESETS && w->presets[k].name; k++)
        if (!strcmp(w->presets[k].name, name)) return true;
    return false;
}

int kb_tpu_python(char *buf, size_t cap, kb_err *err)
{
    const char *e = getenv("KBENCH_PYTHON");
    if (e && *e)
        snprintf(buf, cap, "%s", e);
    else
        snprintf(buf, cap, "%s/.venv/bin/python", root_dir());
    if (access(buf, X_OK) == 0) return 0;
    kb_err_set(err,
               "the tpu target needs JAX (TPU interpret mode), and %s is missing: run "
               "scripts/bootstrap, which installs jax into .venv (or set KBENCH_PYTHON)",
               buf);
    return -1;
}

bool kb_tpu_time_on_host(void)
{
    const char *e = getenv("KBENCH_TPU");
    return e && !strcmp(e, "interpret");
}

bool kb_tpu_attached(void)
{
    const char *e = getenv("KBENCH_TPU");
    if (e && *e) return !strcmp(e, "1");
    glob_t g;
    bool any = glob("/dev/accel[0-9]*", 0, NULL, &g) == 0 && g.gl_pathc > 0;
    globfree(&g);
    return any;
}

/* ---- running the runner ------------------------------------------------------------------- */

typedef struct py_run {
    bool timed_out;
    int exit_code, signal;
    double wall_s;
    char log_tail[1200];
} py_run;

typedef struct py_fds {
    int job, in, out, result;
    int time_in, time_out, ctl; /* -1 unless timing; ctl: the runner's end of the socket */
} py_fds;

static int memfd_with(const char *name, const void *data, size_t len, kb_err *err)
{
    int fd = memfd_create(name, MFD_CLOEXEC);
    if (fd < 0 || (len && write(fd, data, len) != (ssize_t)len) || lseek(fd, 0, SEEK_SET) != 0) {
        kb_err_set(err, "cannot create shared memory for the tpu runner: %s", strerror(errno));
        if (fd >= 0) close(fd);
        return -1;
    }
    return fd;
}

/* A network namespace of our own (no network), where unprivileged user namespaces are allowed:
 * the user namespace maps us to ourselves so that file permissions are unchanged. */
static void no_network(void)
{
    uid_t uid = getuid();
    gid_t gid = getgid();
    if (unshare(CLONE_NEWUSER | CLONE_NEWNET) != 0) return;
    char map[64];
    int fd = open("/proc/self/setgroups", O_WRONLY);
    if (fd >= 0) {
        (void)!write(fd, "deny", 4);
        close(fd);
    }
    snprintf(map, sizeof map, "%u %u 1", (unsigned)uid, (unsigned)uid);
    if ((fd = open("/proc/self/uid_map", O_WRONLY)) >= 0) {
        (void)!write(fd, map, strlen(map));
        close(fd);
    }
    snprintf(map, sizeof map, "%u %u 1", (unsigned)gid, (unsigned)gid);
    if ((fd = open("/proc/self/gid_map", O_WRONLY)) >= 0) {
        (void)!write(fd, map, strlen(map));
        close(fd);
    }
}

/* Landlock (where the kernel has it): the runner may read the Python installation, the system
 * libraries, its own /proc entry and a few system files, the runner and the candidate, and
 * write nowhere; the results store, the reference cache in the home directory and other
 * processes' /proc entries are out of its sight. Best effort: without Landlock the Python-level
 * restrictions of the runner remain. Rules set before execve hold after it. */
static void restrict_files(const char *python, const char *runner, const char *candidate, const char *extra)
{
    /* the Python installation: the venv (or $KBENCH_PYTHON's prefix), wherever it lives, and
     * the installation the venv was made from (pyvenv.cfg's home): the real binary's prefix */
    char prefix[PATH_MAX], real[PATH_MAX], rdir[PATH_MAX];
    snprintf(prefix, sizeof prefix, "%s", python);
    if (!realpath(python, real)) snprintf(real, sizeof real, "%s", python);
    for (int up = 0; up < 2; up++) {
        char *a = strrchr(prefix, '/'), *b = strrchr(real, '/');
        if (a && a != prefix) *a = 0;
        if (b && b != real) *b = 0;
    }
    snprintf(rdir, sizeof rdir, "%s", runner);
    char *slash = strrchr(rdir, '/');
    if (slash) *slash = 0;
    const char *const ro[] = {
        "/usr",
        "/lib",
        "/lib64",
        "/bin",
        "/etc/ld.so.cache",
        "/etc/localtime",
        "/etc/passwd",
        "/etc/group",
        "/etc/nsswitch.conf",
        "/dev/null",
        "/dev/urandom",
        "/dev/zero",
        "/proc/self",
        "/proc/cpuinfo",
        "/proc/meminfo",
        "/proc/stat",
        "/proc/sys/vm",
        "/sys/devices/system/cpu",
        "/sys/fs/cgroup",
        prefix,
        real,
        rdir,
        candidate,
        extra,
        NULL,
    };
    char why[256];
    int rs = kb_landlock_ruleset(ro, NULL, true, why, sizeof why);
    if (rs < 0) return;
    kb_landlock_apply(rs);
    close(rs);
}

/* How the runner runs: on_tpu (libtpu wants the network and devices the sandbox would hide),
 * and a directory it may also read (tools/xla when it times on the host; NULL: none). */
typedef struct py_mode {
    bool on_tpu;
    const char *extra_dir;
} py_mode;

static _Noreturn void child_exec(const char *python, const char *runner, const char *candidate,
                                 const py_fds *f, int log_fd, double timeout_s, size_t mem_bytes,
                                 py_mode mode)
{
    char p[64];
    snprintf(p, sizeof p, "/proc/self/fd/%d", f->in);
    int ro = open(p, O_RDONLY | O_CLOEXEC);
    /* each fd to its number (the header's list): first all out of the way, then down */
    enum { N_FDS = 7 };
    const int src[N_FDS] = {f->job, ro, f->out, f->result, f->time_in, f->time_out, f->ctl};
    const int dst[N_FDS] = {0, 3, 4, 5, 6, 7, 8};
    int hi[N_FDS], top = 5;
    for (int i = 0; i < N_FDS; i++) {
        hi[i] = src[i] >= 0 ? fcntl(src[i], F_DUPFD, 100) : -1;
        if (i < 4 && hi[i] < 0) _exit(126); /* job, inputs, outputs, result: always */
    }
    if (dup2(log_fd, 1) < 0 || dup2(log_fd, 2) < 0) _exit(126);
    for (int i = 0; i < N_FDS; i++) {
        if (hi[i] < 0) continue;
        if (dup2(hi[i], dst[i]) < 0) _exit(126);
        top = KB_MAX(top, dst[i]);
    }
    closefrom(top + 1);
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (!mode.on_tpu) { /* libtpu asks the VM's metadata server for its topology, and */
        no_network();   /* reads devices and sysfs this list does not foresee */
        restrict_files(python, runner, candidate, mode.extra_dir);
    }
    if (mem_bytes) {
        struct rlimit as = {mem_bytes, mem_bytes};
        setrlimit(RLIMIT_AS, &as);
    }
    long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
    rlim_t cpu = (rlim_t)(timeout_s * (double)KB_MAX(ncpu, 1) + 10);
    struct rlimit rc = {cpu, cpu + 1}, core = {0, 0};
    setrlimit(RLIMIT_CPU, &rc);
    setrlimit(RLIMIT_CORE, &core);
    /* A clean environment: the candidate sees no API keys, tokens or paths of ours. Timing on a
     * TPU passes libtpu's own settings through. */
    char *envp[64];
    int n = 0;
    /* on a TPU: JAX picks what it finds (the TPU through libtpu, and the host); naming tpu
     * would make a machine without libtpu fail instead of reporting that it has no TPU */
    envp[n++] = mode.on_tpu ? "JAX_PLATFORMS=" : "JAX_PLATFORMS=cpu";
    envp[n++] = "PATH=/usr/bin:/bin";
    envp[n++] = "LC_ALL=C";
    envp[n++] = "PYTHONDONTWRITEBYTECODE=1";
    envp[n++] = "TF_CPP_MIN_LOG_LEVEL=2";
    extern char **environ;
    for (char **e = environ; mode.on_tpu && *e && n < 62; e++)
        if (!strncmp(*e, "TPU_", 4) || !strncmp(*e, "LIBTPU_", 7)) envp[n++] = *e;
    envp[n] = NULL;
    char *argv[] = {(char *)python, "-I", "-B", (char *)runner, NULL};
    execve(python, argv, envp);
    _exit(127);
}

/* ---- timing, driven from here ---------------------------------------------------------------- */

bool kb_tpu_check_timed(const kb_problem *p, const kb_layout *lay, const char *out, char *why, size_t cap)
{
    /* slot 0: the candidate's outputs, slot 1: XLA's, each in its storage types */
    return kb_check_against(p, lay, out, out + kb_layout_out(lay, 1, 0, 0), "xla", KB_DIST_TYPICAL, why, cap);
}

/* The timing on the TPU: the runner says `ready` once the candidate and XLA have each run
 * once and left their outputs in the timed region; kbench judges those outputs, then asks for
 * batches of ABBA rounds and stops when the stop rule every target shares is met (evaluate.c's,
 * core/stats.h). The rule is applied after each batch, not each round: a batch is about
 * TPU_BATCH_S of rounds, so a stop comes at most that much late. */
#define TPU_BATCH_S 0.25

typedef struct tpu_timer {
    int fd;     /* kbench's end of the control socket; -1 once closed */
    char *line; /* what has arrived of the current message */
    size_t len, cap;
    const kb_problem *p; /* the timed problem, its layout and outputs */
    const kb_layout *lay;
    const char *out;
    kb_stop_rule rule;
    double *c, *x; /* the calls' seconds, 2 a round each: candidate, XLA */
    int rounds, room;
    double start;
    bool ready;
    char device[64];
    char wrong[1000]; /* set: the timed outputs are not XLA's */
    char broken[300]; /* set: the runner broke the protocol */
} tpu_timer;

static void timer_ask(tpu_timer *t, int rounds)
{
    char msg[32];
    int len = snprintf(msg, sizeof msg, "%d\n", rounds);
    if (t->fd >= 0 && send(t->fd, msg, (size_t)len, MSG_NOSIGNAL) != len) {
        close(t->fd); /* the runner is gone: its exit says why */
        t->fd = -1;
    }
}

static double timer_worst_ci(void *ctx, int rounds)
{
    const tpu_timer *t = ctx;
    double med, lo, hi;
    return kb_speedup_ci(t->c, t->x, (size_t)rounds, 17, &med, &lo, &hi);
}

/* Rounds for about TPU_BATCH_S at the pace so far, within the round cap. */
static int timer_batch(const tpu_timer *t)
{
    double per_round = (kb_now() - t->start) / KB_MAX(t->rounds, 1);
    double want = per_round > 0 ? TPU_BATCH_S / per_round : 1;
    return (int)KB_MAX(1, KB_MIN(want, (double)(KB_MAX(t->rule.max_rounds, 1) - t->rounds)));
}

static void timer_message(tpu_timer *t, const char *line)
{
    json_error_t je;
    json_t *j = json_loads(line, 0, &je), *c = json_object_get(j, "candidate"),
           *x = json_object_get(j, "xla");
    size_t m = json_array_size(c);
    if (j && json_is_true(json_object_get(j, "ready")) && !t->ready) {
        const char *dev = json_string_value(json_object_get(j, "device"));
        snprintf(t->device, sizeof t->device, "%s", dev ? dev : "");
        t->ready = true;
        if (!kb_tpu_check_timed(t->p, t->lay, t->out, t->wrong, sizeof t->wrong))
            timer_ask(t, 0);
        else {
            t->start = kb_now();
            timer_ask(t, KB_MAX(t->rule.min_rounds, 1));
        }
    } else if (t->ready && !t->wrong[0] && m && m % 2 == 0 && json_array_size(x) == m) {
        if (t->rounds + (int)(m / 2) > t->room) {
            t->room = KB_MAX(2 * t->room, t->rounds + (int)(m / 2));
            t->c = kb_xrealloc(t->c, (size_t)(2 * t->room) * sizeof *t->c);
            t->x = kb_xrealloc(t->x, (size_t)(2 * t->room) * sizeof *t->x);
        }
        for (size_t i = 0; i < m; i++) {
            t->c[2 * t->rounds + (int)i] = json_number_value(json_array_get(c, i));
            t->x[2 * t->rounds + (int)i] = json_number_value(json_array_get(x, i));
        }
        t->rounds += (int)(m / 2);
        if (kb_stop_rule_met(&t->rule, t->rounds, kb_now() - t->start, timer_worst_ci, t))
            timer_ask(t, 0);
        else
            timer_ask(t, timer_batch(t));
    } else {
        snprintf(t->broken, sizeof t->broken, "the tpu runner sent an unexpected timing message: %.200s",
                 line);
        timer_ask(t, 0);
    }
    json_decref(j);
}

/* Read what the runner sent; each whole line is a message. */
static void timer_read(tpu_timer *t)
{
    for (;;) {
        if (t->cap - t->len < 4096) t->line = kb_xrealloc(t->line, t->cap = 2 * t->cap + 4096);
        ssize_t got = recv(t->fd, t->line + t->len, t->cap - t->len - 1, MSG_DONTWAIT);
        if (got == 0 || (got < 0 && errno != EAGAIN && errno != EINTR)) {
            close(t->fd);
            t->fd = -1;
            return;
        }
        if (got < 0) return;
        t->len += (size_t)got;
        t->line[t->len] = 0;
        char *nl;
        while ((nl = memchr(t->line, '\n', t->len))) {
            *nl = 0;
            timer_message(t, t->line);
            size_t rest = t->len - (size_t)(nl + 1 - t->line);
            memmove(t->line, nl + 1, rest);
            t->len = rest;
            t->line[t->len] = 0;
        }
    }
}

static void timer_close(tpu_timer *t)
{
    if (t->fd >= 0) close(t->fd);
    free(t->line);
    free(t->c);
    free(t->x);
}

/* Run the runner to its end: its output's tail into r, and the timing conversation with it
 * when tm is not NULL. */
static int run_python(const char *python, const char *runner, const char *candidate, const py_fds *f,
                      double timeout_s, size_t mem_bytes, py_mode mode, tpu_timer *tm, const char *id,
                      py_run *r, kb_err *err)
{
    memset(r, 0, sizeof *r);
    /* the runner's end of the control socket is the runner's alone: closed here once it has it
     * (or cannot), so that its exit reads as the end of the conversation */
    int pfd[2];
    if (pipe2(pfd, O_CLOEXEC) != 0) {
        kb_err_set(err, "cannot create a pipe for the tpu runner: %s", strerror(errno));
        if (f->ctl >= 0) close(f->ctl);
        return -1;
    }
    fcntl(pfd[0], F_SETFL, O_NONBLOCK);
    fflush(NULL);
    double t0 = kb_now(), last = t0;
    pid_t pid = fork();
    if (pid < 0) {
        kb_err_set(err, "cannot fork the tpu runner: %s", strerror(errno));
        close(pfd[0]);
        close(pfd[1]);
        if (f->ctl >= 0) close(f->ctl);
        return -1;
    }
    if (pid == 0) child_exec(python, runner, candidate, f, pfd[1], timeout_s, mem_bytes, mode);
    close(pfd[1]);
    if (f->ctl >= 0) close(f->ctl);
    size_t tail_len = 0;
    int st = 0;
    for (;;) {
        kb_drain_tail(pfd[0], r->log_tail, sizeof r->log_tail, &tail_len);
        pid_t w = waitpid(pid, &st, WNOHANG);
        if (w == pid) break;
        if (w < 0 && errno != EINTR) {
            kb_err_set(err, "lost the tpu runner process: %s", strerror(errno));
            close(pfd[0]);
            return -1;
        }
        double now = kb_now();
        if (now - t0 > timeout_s) {
            kill(-pid, SIGKILL);
            kill(pid, SIGKILL);
            waitpid(pid, &st, 0);
            r->timed_out = true;
            break;
        }
        if (now - last >= 1.0) {
            if (tm && tm->rounds)
                kb_progress("%s: timing on the TPU, round %d, %.0f s", id, tm->rounds, now - t0);
            else
                kb_progress("%s: TPU interpret mode, %.0f s", id, now - t0);
            last = now;
        }
        struct pollfd pf[2] = {{.fd = pfd[0], .events = POLLIN}, {.fd = tm ? tm->fd : -1, .events = POLLIN}};
        poll(pf, 2, 20);
        if (tm && tm->fd >= 0 && pf[1].revents) timer_read(tm);
    }
    kill(-pid, SIGKILL);
    r->wall_s = kb_now() - t0;
    if (!r->timed_out) {
        if (WIFEXITED(st))
            r->exit_code = WEXITSTATUS(st);
        else if (WIFSIGNALED(st))
            r->signal = WTERMSIG(st);
    }
    kb_drain_tail(pfd[0], r->log_tail, sizeof r->log_tail, &tail_len);
    close(pfd[0]);
    return 0;
}

/* ---- the job -------------------------------------------------------------------------------- */

static json_t *offsets_in(const kb_layout *l)
{
    json_t *sets = json_array();
    for (int s = 0; s < l->n_sets; s++) {
        json_t *a = json_array();
        for (int i = 0; i < l->n_in; i++)
            json_array_append_new(a, json_integer((json_int_t)kb_layout_in(l, s, i)));
        json_array_append_new(sets, a);
    }
    return sets;
}

static json_t *offsets_out(const kb_layout *l)
{
    json_t *slots = json_array();
    for (int s = 0; s < l->n_slots; s++) {
        json_t *a = json_array();
        for (int o = 0; o < l->n_out; o++)
            json_array_append_new(a, json_integer((json_int_t)kb_layout_out(l, 0, s, o)));
        json_array_append_new(slots, a);
    }
    return slots;
}

/* ---- the evaluation --------------------------------------------------------------------------- */

static kb_verdict verdict_named(const char *name)
{
    for (int v = 0; v < KB_VERDICT_COUNT; v++)
        if (name && !strcmp(kb_verdict_name((kb_verdict)v), name)) return (kb_verdict)v;
    return KB_VERDICT_COUNT;
}

/* The last non-empty line of the runner's output, for a detail. */
static void last_line(const char *tail, char *buf, size_t cap)
{
    const char *end = tail + strlen(tail);
    while (end > tail && (end[-1] == '\n' || end[-1] == ' ')) end--;
    const char *start = end;
    while (start > tail && start[-1] != '\n') start--;
    snprintf(buf, cap, "%.*s", (int)KB_MIN(end - start, 400), start);
}

/* The times the timer gathered (seconds per call, ABBA order per round) into r->timings: the
 * statistics every target's speedup has (core/stats.h). */
static void take_timing(kb_result *r, const tpu_timer *tm, const kb_problem *tp, const kb_eval_opts *o)
{
    size_t n = 2 * (size_t)tm->rounds;
    r->n_timings = 2;
    snprintf(r->timings[0].who, sizeof r->timings[0].who, "%s", kb_contestant_name(KB_CONTESTANT_CANDIDATE));
    kb_summarize(tm->c, n, &r->timings[0].s);
    kb_timing *t = &r->timings[1];
    snprintf(t->who, sizeof t->who, "%s", kb_contestant_name(KB_CONTESTANT_XLA));
    kb_summarize(tm->x, n, &t->s);
    t->has_speedup = true;
    kb_speedup_ci(tm->c, tm->x, (size_t)tm->rounds, r->seed ^ 0x5eedull, &t->speedup, &t->ci_lo, &t->ci_hi);
    r->rounds = tm->rounds;
    r->flops = kb_problem_flops(tp);
    r->bytes = kb_problem_bytes(tp);
    double med = r->timings[0].s.median;
    r->gflops = r->flops / med * 1e-9;
    r->gbs = r->bytes / med * 1e-9;
    r->floor_s = kb_roofline_floor(tp, o); /* the tpu target's peaks: a v6e's */
    r->roofline_pct = 100 * r->floor_s / med;
}

/* Judge the runner's result and the outputs it left; returns the verdict. */
static kb_verdict judge(kb_result *r, const kb_eval_opts *o, kb_eval_state *st, const py_run *pr,
                        const char *result, double timeout_s, const tpu_timer *tm, bool *timed, char *note,
                        size_t note_cap)
{
    char line[420] = "";
    last_line(pr->log_tail, line, sizeof line);
    const char *said = line[0] ? "; it printed: " : "";
    if (pr->timed_out)
        return kb_result_set(r, KB_VERDICT_TIMEOUT,
                             "the candidate ran past the %.0f s limit in TPU interpret "
                             "mode (every grid step runs through Python there: keep the grid small at the "
                             "verification preset, or raise --timeout)",
                             timeout_s);
    if (pr->exit_code == 127 || pr->exit_code == 126)
        return kb_result_set(r, KB_VERDICT_HARNESS_ERROR, "cannot start the tpu runner (exit %d)%s%s",
                             pr->exit_code, said, line);
    json_error_t je;
    json_t *j = result && *result ? json_loads(result, 0, &je) : NULL;
    if (!j) {
        if (pr->signal) {
            const char *ab = sigabbrev_np(pr->signal);
            return kb_result_set(r, KB_VERDICT_CRASH, "the runner died of SIG%s%s%s%s", ab ? ab : "?",
                                 pr->signal == SIGKILL ? " (killed: out of memory?)" : "", said, line);
        }
        return kb_result_set(r, KB_VERDICT_CRASH, "the runner ended (exit code %d) without a result%s%s",
                             pr->exit_code, said, line);
    }
    const char *vname = json_string_value(json_object_get(j, "verdict"));
    const char *detail = json_string_value(json_object_get(j, "detail"));
    const char *jaxv = json_string_value(json_object_get(j, "jax"));
    if (jaxv) snprintf(r->compiler, sizeof r->compiler, "jax %s, Pallas TPU interpret mode", jaxv);
    kb_verdict v = verdict_named(vname);
    if (v == KB_VERDICT_COUNT) {
        json_decref(j);
        return kb_result_set(r, KB_VERDICT_HARNESS_ERROR, "the tpu runner said '%s'", vname ? vname : "?");
    }
    if (v != KB_VERDICT_OK) {
        kb_result_set(r, v, "%s", detail ? detail : "");
        json_decref(j);
        return v;
    }
    int calls = (int)json_integer_value(json_object_get(j, "calls"));
    if (calls != r->n_sets + 1) {
        json_decref(j);
        return kb_result_set(r, KB_VERDICT_HARNESS_ERROR, "the tpu runner made %d calls, not %d", calls,
                             r->n_sets + 1);
    }
    if (!kb_eval_state_inputs_intact(st)) {
        json_decref(j);
        return kb_result_set(r, KB_VERDICT_INPUT_MODIFIED, "the input region changed during the run");
    }
    char why[1000];
    for (int set = 0; set < r->n_sets; set++)
        if (!kb_eval_state_check(st, set, set, why, sizeof why)) {
            json_decref(j);
            return kb_result_set(r, KB_VERDICT_WRONG, "in TPU interpret mode: %s", why);
        }
    if (!kb_eval_state_check(st, r->n_sets, 0, why, sizeof why)) {
        json_decref(j);
        return kb_result_set(
            r, KB_VERDICT_NONDETERMINISTIC,
            "correct the first time, wrong when called again "
            "on the same inputs (parallel grid steps run in a different order each call): %s",
            why);
    }
    const char *tn = json_string_value(json_object_get(j, "timing_note"));
    if (tn) snprintf(note, note_cap, "%s", tn);
    json_decref(j);
    if (tm && tm->broken[0]) return kb_result_set(r, KB_VERDICT_HARNESS_ERROR, "%s", tm->broken);
    if (tm && tm->wrong[0])
        return kb_result_set(r, KB_VERDICT_WRONG, "timed on %s at preset %s: %s",
                             tm->device[0] ? tm->device : "the TPU", tm->p->preset->name, tm->wrong);
    if (tm && tm->rounds > 0) {
        take_timing(r, tm, tm->p, o);
        *timed = true;
    }
    return KB_VERDICT_OK;
}

kb_verdict kb_tpu_evaluate(const kb_eval_opts *o, kb_result *r)
{
    memset(r, 0, sizeof *r);
    const kb_workload *w = o->w;
    kb_eval_opts vo = *o;
    vo.preset = kb_tpu_preset(w, vo.preset);
    r->w = w;
    snprintf(r->preset, sizeof r->preset, "%s", vo.preset);
    r->dtype = o->dtype;
    r->threads = o->threads;
    r->n_sets = KB_MIN(KB_MAX(o->n_sets, 3), KB_MAX_SETS - 1);
    r->seed = o->seed_given ? o->seed : kb_rng_fresh_seed();
    snprintf(r->candidate, sizeof r->candidate, "%s", o->candidate);
    snprintf(r->compiler, sizeof r->compiler, "jax, Pallas TPU interpret mode");
    snprintf(r->flags, sizeof r->flags,
             "interpret: detect_races, uninitialized_memory=nan, "
             "out_of_bounds_reads=raise, random parallel grid order; lowered for TPU at %s%s%s",
             vo.preset, has_preset(w, KB_TPU_TIME_PRESET) ? " and " : "",
             has_preset(w, KB_TPU_TIME_PRESET) ? KB_TPU_TIME_PRESET : "");
    if (o->vs)
        return kb_result_set(r, KB_VERDICT_HARNESS_ERROR, "--vs is not supported for the tpu target yet");

    kb_problem vp, tp;
    kb_err err = {{0}};
    if (kb_problem_init(&vp, w, vo.preset, o->dtype, 1, &err))
        return kb_result_set(r, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
    bool have_tp = has_preset(w, KB_TPU_TIME_PRESET) &&
                   kb_problem_init(&tp, w, KB_TPU_TIME_PRESET, o->dtype, 1, &err) == 0;
    r->flops = kb_problem_flops(&vp);
    r->bytes = kb_problem_bytes(&vp);

    size_t src_len = 0;
    char *src = kb_read_file(o->candidate, &src_len);
    if (!src)
        return kb_result_set(r, KB_VERDICT_COMPILE_ERROR, "cannot read %s: %s", o->candidate,
                             strerror(errno));
    r->source = src;
    kb_sha256_hex(src, src_len, r->hash);
    char cand_abs[PATH_MAX];
    if (!realpath(o->candidate, cand_abs)) snprintf(cand_abs, sizeof cand_abs, "%s", o->candidate);

    char python[PATH_MAX], runner[PATH_MAX + 32];
    if (kb_tpu_python(python, sizeof python, &err))
        return kb_result_set(r, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
    const char *re = getenv("KBENCH_TPU_RUNNER");
    if (re && *re)
        snprintf(runner, sizeof runner, "%s", re);
    else
        snprintf(runner, sizeof runner, "%s/tools/tpu/runner.py", root_dir());
    if (access(runner, R_OK) != 0)
        return kb_result_set(r, KB_VERDICT_HARNESS_ERROR, "cannot read the tpu runner %s: %s", runner,
                             strerror(errno));

    /* inputs and references exactly as for the cpu target; slot n_sets repeats set 0 */
    kb_eval_state *st = kb_eval_state_open(&vo, r, r->n_sets + 1);
    if (!st) return r->verdict;
    kb_session *s = kb_eval_state_session(st);
    kb_eval_state_poison(st);

    /* timing: one input set at tpu-v6e, only where a TPU is attached (or, for tests, on this
     * host in interpret mode at the verification preset); two contestants' outputs */
    bool on_tpu = o->measure && have_tp && kb_tpu_attached();
    bool timing = on_tpu || (o->measure && kb_tpu_time_on_host());
    const kb_problem *timep = on_tpu ? &tp : &vp;
    kb_session ts = {.in_fd = -1, .out_fd = -1};
    tpu_timer tm = {.fd = -1, .p = timep, .rule = kb_eval_stop_rule(o)};
    int ctl[2] = {-1, -1};
    if (timing) {
        kb_layout tl;
        kb_layout_init(&tl, timep, 1, 1, 2);
        bool opened = kb_session_open(&ts, &tl, &err) == 0;
        if (opened && socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ctl) != 0) {
            kb_err_set(&err, "cannot create the tpu runner's control socket: %s", strerror(errno));
            kb_session_close(&ts);
            opened = false;
        }
        if (!opened) {
            kb_eval_state_close(st);
            return kb_result_set(r, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
        }
        uint64_t seed = kb_rng_derive(r->seed, 0x74707576ull);
        for (int i = 0; i < tl.n_in; i++)
            kb_problem_generate(timep, i, seed, ts.in + kb_layout_in(&tl, 0, i));
        for (int c = 0; c < 2; c++) kb_outputs_poison(timep, &tl, ts.out + kb_layout_out(&tl, c, 0, 0));
        tm.fd = ctl[0];
        tm.lay = &ts.lay;
        tm.out = ts.out;
    }

    json_t *screen = json_array();
    if (have_tp) json_array_append_new(screen, kb_spec_json(&tp));
    json_t *job = json_pack("{s:s,s:o,s:o,s:i,s:o,s:o,s:I,s:I,s:I}", "candidate", cand_abs, "spec",
                            kb_spec_json(&vp), "screen", screen, "n_sets", r->n_sets, "in_offsets",
                            offsets_in(&s->lay), "out_offsets", offsets_out(&s->lay), "in_size",
                            (json_int_t)s->lay.in_size, "out_size", (json_int_t)s->lay.out_size, "grid_seed",
                            (json_int_t)(kb_rng_derive(r->seed, 0x67726964ull) & 0x7fffffff));
    char *xla_dir = kb_xasprintf("%s/tools/xla", root_dir());
    if (timing) {
        json_t *offs = json_array(), *outs = json_array();
        for (int i = 0; i < ts.lay.n_in; i++)
            json_array_append_new(offs, json_integer((json_int_t)kb_layout_in(&ts.lay, 0, i)));
        for (int c = 0; c < 2; c++) {
            json_t *a = json_array();
            for (int o2 = 0; o2 < ts.lay.n_out; o2++)
                json_array_append_new(a, json_integer((json_int_t)kb_layout_out(&ts.lay, c, 0, o2)));
            json_array_append_new(outs, a);
        }
        json_object_set_new(job, "time",
                            json_pack("{s:o,s:i,s:I,s:o,s:i,s:I,s:o,s:i,s:s,s:b}", "spec",
                                      kb_spec_json(timep), "fd", 6, "size", (json_int_t)ts.lay.in_size,
                                      "offsets", offs, "out_fd", 7, "out_size", (json_int_t)ts.lay.out_size,
                                      "out_offsets", outs, "ctl_fd", 8, "xla_dir", xla_dir, "interpret",
                                      !on_tpu));
    } else {
        json_object_set_new(job, "time", json_null());
    }
    char *job_text = json_dumps(job, JSON_COMPACT);
    json_decref(job);
    py_fds f = {.job = memfd_with("kbench-tpu-job", job_text, strlen(job_text), &err),
                .in = s->in_fd,
                .out = s->out_fd,
                .result = -1,
                .time_in = timing ? ts.in_fd : -1,
                .time_out = timing ? ts.out_fd : -1,
                .ctl = ctl[1]};
    free(job_text);
    if (f.job >= 0) f.result = memfd_with("kbench-tpu-result", NULL, 0, &err);
    py_run pr;
    /* interpret mode with JAX loaded wants several GiB of address space */
    size_t mem = o->mem_bytes ? o->mem_bytes + ((size_t)12 << 30) + s->lay.in_size + s->lay.out_size : 0;
    if (on_tpu) mem = 0; /* libtpu maps the device's memory */
    double timeout = KB_MAX(o->timeout_s, 30) * (timing ? 4 : 2);
    py_mode mode = {.on_tpu = on_tpu, .extra_dir = timing ? xla_dir : NULL};
    int rc = -1;
    if (f.job >= 0 && f.result >= 0) {
        rc = run_python(python, runner, cand_abs, &f, timeout, mem, mode, timing ? &tm : NULL, w->id, &pr,
                        &err);
        ctl[1] = -1; /* run_python closed the runner's end */
    }
    free(xla_dir);
    if (rc == 0 && getenv("KBENCH_TPU_DEBUG"))
        fprintf(stderr, "kbench: the tpu runner's output (its end):\n%s\n", pr.log_tail);
    char *result = NULL;
    if (rc == 0) {
        off_t len = lseek(f.result, 0, SEEK_END);
        if (len > 0 && len < (64 << 20)) {
            result = kb_xmalloc((size_t)len + 1);
            ssize_t got = pread(f.result, result, (size_t)len, 0);
            result[got > 0 ? got : 0] = 0;
        }
    }
    if (f.job >= 0) close(f.job);
    if (f.result >= 0) close(f.result);
    bool timed = false;
    char note[256] = "";
    kb_verdict v = rc ? kb_result_set(r, KB_VERDICT_HARNESS_ERROR, "%s", err.msg)
                      : judge(r, o, st, &pr, result, timeout, timing ? &tm : NULL, &timed, note, sizeof note);
    free(result);
    if (v == KB_VERDICT_OK && timed && r->floor_s > 0 && r->timings[0].s.median < 0.9 * r->floor_s)
        v = kb_result_set(r, KB_VERDICT_IMPOSSIBLE_TIME,
                          "on the TPU: median %.4g ms is below 0.9 x the v6e "
                          "roofline floor %.4g ms",
                          r->timings[0].s.median * 1e3, r->floor_s * 1e3);
    if (v == KB_VERDICT_OK && o->measure && !timed)
        snprintf(r->xla_note, sizeof r->xla_note, "xla: not timed: %s",
                 note[0] ? note : "timing needs a TPU (verified in TPU interpret mode only)");
    if (v == KB_VERDICT_OK) {
        r->verdict = KB_VERDICT_OK;
        /* a timed result is filed under the preset its times are for */
        if (timed) {
            snprintf(r->detail, sizeof r->detail,
                     "correct on %d input sets in TPU interpret mode at "
                     "preset %s; timed %s at %s against XLA, %d rounds",
                     r->n_sets, vo.preset,
                     on_tpu ? "on the TPU"
                            : "in TPU interpret mode on this host (KBENCH_TPU=interpret: "
                              "a test of the timing path, not a measurement)",
                     timep->preset->name, r->rounds);
            snprintf(r->preset, sizeof r->preset, "%s", timep->preset->name);
        } else
            snprintf(r->detail, sizeof r->detail,
                     "correct on %d input sets in TPU interpret mode at "
                     "preset %s; %s",
                     r->n_sets, vo.preset,
                     !o->measure ? "not timed"
                     : note[0]   ? note
                                 : "timing needs a TPU: verified only");
    }
    timer_close(&tm);
    if (ctl[1] >= 0) close(ctl[1]);
    if (timing) kb_session_close(&ts);
    kb_eval_state_close(st);
    return r->verdict;
}
