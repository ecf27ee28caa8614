/* tpu.c: one evaluation of a tpu candidate (see tpu.h and docs/tpu.md).
 *
 * kbench's side: the inputs and references come from the cpu path (kb_eval_state, evaluate.h),
 * so a tpu candidate is judged on exactly the inputs and by exactly the comparator a cpu one is.
 * The runner (tools/tpu/runner.py) is started once per evaluation with
 *   fd 0  the job (JSON, a memfd)        fd 3  the input sets (read-only)
 *   fd 4  the output slots (poisoned)    fd 5  its result (JSON, a memfd)
 *   fd 6  one input set at tpu-v6e shapes, only when it is to time on an attached TPU
 * in a clean environment, under rlimits, a wall-clock timeout and (when not timing) a network
 * namespace of its own. It never sees the seed or the references. */
#include "tpu.h"
#include "../../core/landlock.h"

#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <jansson.h>
#include <limits.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../../core/rng.h"
#include "../../core/stats.h"
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
    if (e && *e) snprintf(buf, cap, "%s", e);
    else snprintf(buf, cap, "%s/.venv/bin/python", root_dir());
    if (access(buf, X_OK) == 0) return 0;
    kb_err_set(err, "the tpu target needs JAX (TPU interpret mode), and %s is missing: run "
               "scripts/bootstrap, which installs jax into .venv (or set KBENCH_PYTHON)", buf);
    return -1;
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
    int job, in, out, result, time_in;   /* time_in: -1 unless timing */
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
static void restrict_files(const char *python, const char *runner, const char *candidate)
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
        "/usr", "/lib", "/lib64", "/bin", "/etc/ld.so.cache", "/etc/localtime", "/etc/passwd",
        "/etc/group", "/etc/nsswitch.conf", "/dev/null", "/dev/urandom", "/dev/zero",
        "/proc/self", "/proc/cpuinfo", "/proc/meminfo", "/proc/stat", "/proc/sys/vm",
        "/sys/devices/system/cpu", "/sys/fs/cgroup", prefix, real, rdir, candidate, NULL,
    };
    char why[256];
    int rs = kb_landlock_ruleset(ro, NULL, true, why, sizeof why);
    if (rs < 0) return;
    kb_landlock_apply(rs);
    close(rs);
}

static _Noreturn void child_exec(const char *python, const char *runner, const char *candidate,
                                 const py_fds *f, int log_fd, double timeout_s, size_t mem_bytes,
                                 bool timing)
{
    char p[64];
    snprintf(p, sizeof p, "/proc/self/fd/%d", f->in);
    int ro = open(p, O_RDONLY | O_CLOEXEC);
    int src[5] = {f->job, ro, f->out, f->result, f->time_in}, hi[5];
    for (int i = 0; i < 5; i++) hi[i] = src[i] >= 0 ? fcntl(src[i], F_DUPFD, 100) : -1;
    if (ro < 0 || hi[0] < 0 || hi[1] < 0 || hi[2] < 0 || hi[3] < 0 || dup2(log_fd, 1) < 0 ||
        dup2(log_fd, 2) < 0 || dup2(hi[0], 0) < 0 || dup2(hi[1], 3) < 0 || dup2(hi[2], 4) < 0 ||
        dup2(hi[3], 5) < 0 || (hi[4] >= 0 && dup2(hi[4], 6) < 0))
        _exit(126);
    closefrom(hi[4] >= 0 ? 7 : 6);
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (!timing) {               /* libtpu asks the VM's metadata server for its topology, and */
        no_network();            /* reads devices and sysfs this list does not foresee */
        restrict_files(python, runner, candidate);
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
    /* timing: JAX picks what it finds (the TPU through libtpu, and the host); naming tpu
     * would make a machine without libtpu fail instead of reporting that it has no TPU */
    envp[n++] = timing ? "JAX_PLATFORMS=" : "JAX_PLATFORMS=cpu";
    envp[n++] = "PATH=/usr/bin:/bin";
    envp[n++] = "LC_ALL=C";
    envp[n++] = "PYTHONDONTWRITEBYTECODE=1";
    envp[n++] = "TF_CPP_MIN_LOG_LEVEL=2";
    extern char **environ;
    for (char **e = environ; timing && *e && n < 62; e++)
        if (!strncmp(*e, "TPU_", 4) || !strncmp(*e, "LIBTPU_", 7)) envp[n++] = *e;
    envp[n] = NULL;
    char *argv[] = {(char *)python, "-I", "-B", (char *)runner, NULL};
    execve(python, argv, envp);
    _exit(127);
}

static int run_python(const char *python, const char *runner, const char *candidate,
                      const py_fds *f, double timeout_s, size_t mem_bytes, bool timing,
                      const char *id, py_run *r, kb_err *err)
{
    memset(r, 0, sizeof *r);
    int pfd[2];
    if (pipe2(pfd, O_CLOEXEC) != 0) {
        kb_err_set(err, "cannot create a pipe for the tpu runner: %s", strerror(errno));
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
        return -1;
    }
    if (pid == 0) child_exec(python, runner, candidate, f, pfd[1], timeout_s, mem_bytes, timing);
    close(pfd[1]);
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
            kb_progress("%s: TPU interpret mode, %.0f s", id, now - t0);
            last = now;
        }
        struct pollfd pf = {.fd = pfd[0], .events = POLLIN};
        poll(&pf, 1, 20);
    }
    kill(-pid, SIGKILL);
    r->wall_s = kb_now() - t0;
    if (!r->timed_out) {
        if (WIFEXITED(st)) r->exit_code = WEXITSTATUS(st);
        else if (WIFSIGNALED(st)) r->signal = WTERMSIG(st);
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
        for (int i = 0; i < l->n_in; i++) json_array_append_new(a, json_integer((json_int_t)kb_layout_in(l, s, i)));
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

static kb_verdict fail(kb_result *r, kb_verdict v, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static kb_verdict fail(kb_result *r, kb_verdict v, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->detail, sizeof r->detail, fmt, ap);
    va_end(ap);
    return r->verdict = v;
}

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

/* Times from the runner (seconds per call, ABBA order per round) into r->timings. */
static void take_timing(kb_result *r, json_t *timing, const kb_problem *tp, const kb_eval_opts *o)
{
    json_t *cand = json_object_get(timing, "candidate"), *xla = json_object_get(timing, "xla");
    size_t n = KB_MIN(json_array_size(cand), json_array_size(xla));
    if (n < 2) return;
    double *c = kb_xmalloc(n * sizeof *c), *x = kb_xmalloc(n * sizeof *x);
    for (size_t i = 0; i < n; i++) {
        c[i] = json_real_value(json_array_get(cand, i));
        x[i] = json_real_value(json_array_get(xla, i));
    }
    r->n_timings = 2;
    snprintf(r->timings[0].who, sizeof r->timings[0].who, "candidate");
    kb_summarize(c, n, &r->timings[0].s);
    kb_timing *t = &r->timings[1];
    snprintf(t->who, sizeof t->who, "xla");
    kb_summarize(x, n, &t->s);
    size_t rounds = n / 2;
    double *ratio = kb_xmalloc(rounds * sizeof *ratio);
    for (size_t k = 0; k < rounds; k++) ratio[k] = (x[2 * k] + x[2 * k + 1]) / (c[2 * k] + c[2 * k + 1]);
    t->has_speedup = true;
    t->speedup = kb_quantile(ratio, rounds, 0.5);
    kb_bootstrap_median_ci(ratio, rounds, 0.95, 2000, r->seed ^ 0x5eedull, &t->ci_lo, &t->ci_hi);
    r->rounds = (int)rounds;
    r->flops = kb_problem_flops(tp);
    r->bytes = kb_problem_bytes(tp);
    double med = r->timings[0].s.median;
    r->gflops = r->flops / med * 1e-9;
    r->gbs = r->bytes / med * 1e-9;
    r->floor_s = kb_roofline_floor(tp, o);   /* the tpu target's peaks: a v6e's */
    r->roofline_pct = 100 * r->floor_s / med;
    free(ratio);
    free(c);
    free(x);
}

/* Judge the runner's result and the outputs it left; returns the verdict. */
static kb_verdict judge(kb_result *r, const kb_eval_opts *o, kb_eval_state *st, const py_run *pr,
                        const char *result, double timeout_s, const kb_problem *tp, bool *timed,
                        char *note, size_t note_cap)
{
    char line[420] = "";
    last_line(pr->log_tail, line, sizeof line);
    const char *said = line[0] ? "; it printed: " : "";
    if (pr->timed_out)
        return fail(r, KB_VERDICT_TIMEOUT, "the candidate ran past the %.0f s limit in TPU interpret "
                    "mode (every grid step runs through Python there: keep the grid small at the "
                    "verification preset, or raise --timeout)", timeout_s);
    if (pr->exit_code == 127 || pr->exit_code == 126)
        return fail(r, KB_VERDICT_HARNESS_ERROR, "cannot start the tpu runner (exit %d)%s%s",
                    pr->exit_code, said, line);
    json_error_t je;
    json_t *j = result && *result ? json_loads(result, 0, &je) : NULL;
    if (!j) {
        if (pr->signal) {
            const char *ab = sigabbrev_np(pr->signal);
            return fail(r, KB_VERDICT_CRASH, "the runner died of SIG%s%s%s%s", ab ? ab : "?",
                        pr->signal == SIGKILL ? " (killed: out of memory?)" : "", said, line);
        }
        return fail(r, KB_VERDICT_CRASH, "the runner ended (exit code %d) without a result%s%s",
                    pr->exit_code, said, line);
    }
    const char *vname = json_string_value(json_object_get(j, "verdict"));
    const char *detail = json_string_value(json_object_get(j, "detail"));
    const char *jaxv = json_string_value(json_object_get(j, "jax"));
    if (jaxv) snprintf(r->compiler, sizeof r->compiler, "jax %s, Pallas TPU interpret mode", jaxv);
    kb_verdict v = verdict_named(vname);
    if (v == KB_VERDICT_COUNT) {
        json_decref(j);
        return fail(r, KB_VERDICT_HARNESS_ERROR, "the tpu runner said '%s'", vname ? vname : "?");
    }
    if (v != KB_VERDICT_OK) {
        fail(r, v, "%s", detail ? detail : "");
        json_decref(j);
        return v;
    }
    int calls = (int)json_integer_value(json_object_get(j, "calls"));
    if (calls != r->n_sets + 1) {
        json_decref(j);
        return fail(r, KB_VERDICT_HARNESS_ERROR, "the tpu runner made %d calls, not %d", calls, r->n_sets + 1);
    }
    if (!kb_eval_state_inputs_intact(st)) {
        json_decref(j);
        return fail(r, KB_VERDICT_INPUT_MODIFIED, "the input region changed during the run");
    }
    char why[1000];
    for (int set = 0; set < r->n_sets; set++)
        if (!kb_eval_state_check(st, set, set, why, sizeof why)) {
            json_decref(j);
            return fail(r, KB_VERDICT_WRONG, "in TPU interpret mode: %s", why);
        }
    if (!kb_eval_state_check(st, r->n_sets, 0, why, sizeof why)) {
        json_decref(j);
        return fail(r, KB_VERDICT_NONDETERMINISTIC, "correct the first time, wrong when called again "
                    "on the same inputs (parallel grid steps run in a different order each call): %s", why);
    }
    json_t *timing = json_object_get(j, "timing");
    const char *tn = json_string_value(json_object_get(j, "timing_note"));
    if (json_is_object(timing)) {
        take_timing(r, timing, tp, o);
        *timed = r->n_timings > 0;
    }
    if (tn) snprintf(note, note_cap, "%s", tn);
    json_decref(j);
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
    snprintf(r->flags, sizeof r->flags, "interpret: detect_races, uninitialized_memory=nan, "
             "out_of_bounds_reads=raise, random parallel grid order; lowered for TPU at %s%s%s",
             vo.preset, has_preset(w, KB_TPU_TIME_PRESET) ? " and " : "",
             has_preset(w, KB_TPU_TIME_PRESET) ? KB_TPU_TIME_PRESET : "");
    if (o->vs) return fail(r, KB_VERDICT_HARNESS_ERROR, "--vs is not supported for the tpu target yet");

    kb_problem vp, tp;
    kb_err err = {{0}};
    if (kb_problem_init(&vp, w, vo.preset, o->dtype, 1, &err)) return fail(r, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
    bool have_tp = has_preset(w, KB_TPU_TIME_PRESET) &&
                   kb_problem_init(&tp, w, KB_TPU_TIME_PRESET, o->dtype, 1, &err) == 0;
    r->flops = kb_problem_flops(&vp);
    r->bytes = kb_problem_bytes(&vp);

    size_t src_len = 0;
    char *src = kb_read_file(o->candidate, &src_len);
    if (!src) return fail(r, KB_VERDICT_COMPILE_ERROR, "cannot read %s: %s", o->candidate, strerror(errno));
    r->source = src;
    kb_sha256_hex(src, src_len, r->hash);
    char cand_abs[PATH_MAX];
    if (!realpath(o->candidate, cand_abs)) snprintf(cand_abs, sizeof cand_abs, "%s", o->candidate);

    char python[PATH_MAX], runner[PATH_MAX + 32];
    if (kb_tpu_python(python, sizeof python, &err)) return fail(r, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
    const char *re = getenv("KBENCH_TPU_RUNNER");
    if (re && *re) snprintf(runner, sizeof runner, "%s", re);
    else snprintf(runner, sizeof runner, "%s/tools/tpu/runner.py", root_dir());
    if (access(runner, R_OK) != 0)
        return fail(r, KB_VERDICT_HARNESS_ERROR, "cannot read the tpu runner %s: %s", runner, strerror(errno));

    /* inputs and references exactly as for the cpu target; slot n_sets repeats set 0 */
    kb_eval_state *st = kb_eval_state_open(&vo, r, r->n_sets + 1);
    if (!st) return r->verdict;
    kb_session *s = kb_eval_state_session(st);
    kb_eval_state_poison(st);

    /* timing: one input set at tpu-v6e, only where a TPU is attached */
    bool timing = o->measure && have_tp && kb_tpu_attached();
    kb_session ts = {.in_fd = -1, .out_fd = -1};
    if (timing) {
        kb_layout tl;
        kb_layout_init(&tl, &tp, 1, 1, 1);
        if (kb_session_open(&ts, &tl, &err)) {
            kb_eval_state_close(st);
            return fail(r, KB_VERDICT_HARNESS_ERROR, "%s", err.msg);
        }
        uint64_t seed = kb_rng_derive(r->seed, 0x74707576ull);
        for (int i = 0; i < tl.n_in; i++) kb_problem_generate(&tp, i, seed, ts.in + kb_layout_in(&tl, 0, i));
    }

    json_t *screen = json_array();
    if (have_tp) json_array_append_new(screen, kb_spec_json(&tp));
    json_t *job = json_pack("{s:s,s:o,s:o,s:i,s:o,s:o,s:I,s:I,s:I}", "candidate", cand_abs,
                            "spec", kb_spec_json(&vp), "screen", screen, "n_sets", r->n_sets,
                            "in_offsets", offsets_in(&s->lay), "out_offsets", offsets_out(&s->lay),
                            "in_size", (json_int_t)s->lay.in_size, "out_size", (json_int_t)s->lay.out_size,
                            "grid_seed", (json_int_t)(kb_rng_derive(r->seed, 0x67726964ull) & 0x7fffffff));
    if (timing) {
        json_t *offs = json_array();
        for (int i = 0; i < ts.lay.n_in; i++)
            json_array_append_new(offs, json_integer((json_int_t)kb_layout_in(&ts.lay, 0, i)));
        char *xla_dir = kb_xasprintf("%s/tools/xla", root_dir());
        json_object_set_new(job, "time", json_pack("{s:o,s:i,s:I,s:o,s:s,s:f,s:f,s:i,s:i}", "spec",
                            kb_spec_json(&tp), "fd", 6, "size", (json_int_t)ts.lay.in_size, "offsets", offs,
                            "xla_dir", xla_dir, "min_time_s", o->min_time_s, "max_time_s", o->max_time_s,
                            "min_rounds", o->min_rounds, "max_rounds", KB_MIN(o->max_rounds, 1000)));
        free(xla_dir);
    } else {
        json_object_set_new(job, "time", json_null());
    }
    char *job_text = json_dumps(job, JSON_COMPACT);
    json_decref(job);
    py_fds f = {.job = memfd_with("kbench-tpu-job", job_text, strlen(job_text), &err),
                .in = s->in_fd, .out = s->out_fd, .result = -1, .time_in = timing ? ts.in_fd : -1};
    free(job_text);
    if (f.job >= 0) f.result = memfd_with("kbench-tpu-result", NULL, 0, &err);
    py_run pr;
    /* interpret mode with JAX loaded wants several GiB of address space */
    size_t mem = o->mem_bytes ? o->mem_bytes + ((size_t)12 << 30) + s->lay.in_size + s->lay.out_size : 0;
    if (timing) mem = 0;   /* libtpu maps the device's memory */
    double timeout = KB_MAX(o->timeout_s, 30) * (timing ? 4 : 2);
    int rc = f.job < 0 || f.result < 0 ? -1
           : run_python(python, runner, cand_abs, &f, timeout, mem, timing, w->id, &pr, &err);
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
    kb_verdict v = rc ? fail(r, KB_VERDICT_HARNESS_ERROR, "%s", err.msg)
                      : judge(r, o, st, &pr, result, timeout, have_tp ? &tp : &vp, &timed, note, sizeof note);
    free(result);
    if (v == KB_VERDICT_OK && timed && r->floor_s > 0 && r->timings[0].s.median < 0.9 * r->floor_s)
        v = fail(r, KB_VERDICT_IMPOSSIBLE_TIME, "on the TPU: median %.4g ms is below 0.9 x the v6e "
                 "roofline floor %.4g ms", r->timings[0].s.median * 1e3, r->floor_s * 1e3);
    if (v == KB_VERDICT_OK && o->measure && !timed)
        snprintf(r->xla_note, sizeof r->xla_note, "xla: not timed: %s", note[0] ? note
                 : "timing needs a TPU (verified in TPU interpret mode only)");
    if (v == KB_VERDICT_OK) {
        r->verdict = KB_VERDICT_OK;
        /* a timed result is filed under the preset its times are for */
        if (timed) {
            snprintf(r->detail, sizeof r->detail, "correct on %d input sets in TPU interpret mode at "
                     "preset %s; timed on the TPU at %s against XLA", r->n_sets, vo.preset, KB_TPU_TIME_PRESET);
            snprintf(r->preset, sizeof r->preset, "%s", KB_TPU_TIME_PRESET);
        }
        else
            snprintf(r->detail, sizeof r->detail, "correct on %d input sets in TPU interpret mode at "
                     "preset %s; %s", r->n_sets, vo.preset,
                     !o->measure ? "not timed" : note[0] ? note : "timing needs a TPU: verified only");
    }
    if (timing) kb_session_close(&ts);
    kb_eval_state_close(st);
    return r->verdict;
}
