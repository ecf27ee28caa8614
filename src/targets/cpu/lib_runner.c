/* lib_runner.c: which library a problem's lib runs on, and its runner (lib_runner.h). */
#include "lib_runner.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../../suite/lib/dnnl_version.h"
#include "calibrate.h"
#include "../../harness/machine.h"
#include "../../harness/machine_store.h"
#include "../../harness/proc.h"
#include "../../core/term.h"

extern char **environ;

/* A library's name from its version string (kb_lib_version): MKL's build says "MKL ... for GEMMs",
 * PyPI's oneDNN "(PyPI onednn ...)", Debian's "(Debian)". */
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
        snprintf(slash ? slash + 1 : path, sizeof path - (size_t)(slash ? slash + 1 - path : 0),
                 "kbench-runner");
    }
    return path;
}

static void name_of(const char *version, char *name, size_t cap)
{
    snprintf(name, cap, "%s",
             !strncmp(version, "MKL", 3)        ? "mkl"
             : strstr(version, "(PyPI onednn ") ? "pypi"
                                                : "debian");
}

/* Run `path lib-version` and take its one line of output. 0, or -1 with why. */
static int ask_version(const char *path, char *version, size_t cap, char *why, size_t why_cap)
{
    if (access(path, X_OK) != 0) return -1; /* not built: the caller says so */
    int fd[2];
    if (pipe2(fd, O_CLOEXEC) != 0) {
        snprintf(why, why_cap, "cannot create a pipe to ask %s its library: %s", path, strerror(errno));
        return -1;
    }
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, fd[1], 1);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    char *const argv[] = {(char *)path, "lib-version", NULL};
    pid_t pid;
    int rc = posix_spawn(&pid, path, &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    close(fd[1]);
    if (rc != 0) {
        close(fd[0]);
        snprintf(why, why_cap, "cannot run %s: %s", path, strerror(rc));
        return -1;
    }
    size_t n = 0;
    ssize_t got;
    while (n < cap - 1 && ((got = read(fd[0], version + n, cap - 1 - n)) > 0 || (got < 0 && errno == EINTR)))
        if (got > 0) n += (size_t)got;
    version[n] = 0;
    version[strcspn(version, "\n")] = 0;
    close(fd[0]);
    int st = 0;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR) continue;
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0 ||
        (strncmp(version, "oneDNN ", 7) && strncmp(version, "MKL", 3))) {
        snprintf(why, why_cap,
                 "%s does not run (exit status %d: is .venv's library gone? scripts/bootstrap, then make)",
                 path, WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st));
        return -1;
    }
    return 0;
}

/* The libraries, found once per process. */
static kb_lib libs[KB_MAX_LIBS];
static int n_libs;
static char missing[PATH_MAX + 256];
static pthread_once_t libs_once = PTHREAD_ONCE_INIT;

/* The runners that may sit beside the build's own: (file, how to get it). A DNNL=pypi build's own
 * runner is PyPI's, so it has no second one of that name (make builds it only beside Debian's). */
static const struct {
    const char *file, *lib, *how;
} extra[] = {
    {"kbench-runner-pypi", "pypi", "scripts/bootstrap installs PyPI's oneDNN into .venv; then make"},
    {"kbench-runner-mkl", "mkl", "KBENCH_LIBS=mkl scripts/bootstrap installs MKL into .venv; then make"},
};

static void find_libs(void)
{
    const char *own = kb_runner_path();
    kb_lib *l = &libs[n_libs++];
    snprintf(l->path, sizeof l->path, "%s", own);
    kb_lib_version(l->version, sizeof l->version);
    name_of(l->version, l->name, sizeof l->name);
    const char *slash = strrchr(own, '/');
    for (size_t i = 0; i < KB_ARRAY_LEN(extra) && n_libs < KB_MAX_LIBS; i++) {
        if (!strcmp(extra[i].lib, libs[0].name)) continue;
        kb_lib *x = &libs[n_libs];
        snprintf(x->path, sizeof x->path, "%.*s%s", slash ? (int)(slash + 1 - own) : 0, own, extra[i].file);
        char why[PATH_MAX + 200] = "";
        if (ask_version(x->path, x->version, sizeof x->version, why, sizeof why) == 0) {
            name_of(x->version, x->name, sizeof x->name);
            n_libs++;
        } else if (!strcmp(extra[i].lib, "pypi")) { /* MKL is opt-in: its absence is no news */
            snprintf(missing, sizeof missing, "%s", why[0] ? why : "");
            if (!why[0]) snprintf(missing, sizeof missing, "%s is not built (%s)", x->path, extra[i].how);
        }
    }
}

int kb_lib_available(const kb_lib **out)
{
    pthread_once(&libs_once, find_libs);
    *out = libs;
    return n_libs;
}

const char *kb_lib_missing(void)
{
    pthread_once(&libs_once, find_libs);
    return missing;
}

int kb_lib_forced(const char **name, kb_err *err)
{
    const char *v = getenv("KBENCH_LIB");
    *name = NULL;
    if (!v || !*v || !strcmp(v, "auto")) return 0;
    if (strcmp(v, "debian") && strcmp(v, "pypi") && strcmp(v, "mkl")) {
        kb_err_set(err, "KBENCH_LIB=%s: expected debian, pypi, mkl or auto", v);
        return -1;
    }
    *name = v;
    return 0;
}

static void fill(kb_lib_runner *out, const kb_lib *l)
{
    memset(out, 0, sizeof *out);
    snprintf(out->path, sizeof out->path, "%s", l->path);
    snprintf(out->name, sizeof out->name, "%s", l->name);
    snprintf(out->version, sizeof out->version, "%s", l->version);
}

static const kb_lib *lib_named(const char *name)
{
    const kb_lib *l;
    int n = kb_lib_available(&l);
    for (int i = 0; i < n; i++)
        if (!strcmp(l[i].name, name)) return &l[i];
    return NULL;
}

/* $KBENCH_LIB's library into out: 1 when it names one, 0 when auto, -1 with err. */
static int forced(kb_lib_runner *out, kb_err *err)
{
    const char *name;
    if (kb_lib_forced(&name, err)) return -1;
    if (!name) return 0;
    const kb_lib *l = lib_named(name);
    if (!l) {
        const char *why =
            !strcmp(name, "pypi") && kb_lib_missing()[0] ? kb_lib_missing()
            : !strcmp(name, "mkl")
                ? "this build has no kbench-runner-mkl (KBENCH_LIBS=mkl scripts/bootstrap, then make)"
                : "this build has no runner on it";
        kb_err_set(err, "KBENCH_LIB=%s, but %s", name, why);
        return -1;
    }
    fill(out, l);
    return 1;
}

/* The store's choice for p, when its library is here at the version it was measured with among
 * the same libraries; NULL otherwise. */
static const kb_lib *stored(const kb_problem *p, kb_lib_choice *c)
{
    kb_err err = {{0}};
    kb_mstore *ms = kb_mstore_shared(&err);
    if (!ms) return NULL;
    kb_machine m;
    kb_machine_detect(&m);
    if (kb_mstore_lib_choice(ms, &m, p, c)) return NULL;
    const kb_lib *l;
    const int n = kb_lib_available(&l);
    char now[512];
    kb_lib_candidates(l, n, now, sizeof now);
    if (strcmp(now, c->candidates)) return NULL;
    const kb_lib *chosen = lib_named(c->library);
    return chosen && !strcmp(chosen->version, c->version) ? chosen : NULL;
}

int kb_lib_runner_for(const kb_problem *p, kb_lib_runner *out, kb_err *err)
{
    const int f = forced(out, err);
    if (f) return f < 0 ? -1 : 0;
    kb_lib_choice c;
    const kb_lib *l = stored(p, &c);
    if (!l) kb_lib_available(&l);
    fill(out, l);
    return 0;
}

/* What this process calibrated (a choice measured on a busy machine is not stored, and must not
 * be measured again for every candidate of an agent's run). */
#define MEMO_MAX 512
static struct memo {
    const kb_workload *w;
    char preset[32];
    int64_t shape[KB_MAX_PARAMS];
    kb_dtype dtype;
    int threads;
    int lib;
} memo[MEMO_MAX];
static int n_memo;
static pthread_mutex_t memo_lock = PTHREAD_MUTEX_INITIALIZER;

static struct memo *memo_find(const kb_problem *p)
{
    for (int i = 0; i < n_memo; i++)
        if (memo[i].w == p->w && !strcmp(memo[i].preset, p->preset->name) && memo[i].dtype == p->dtype &&
            memo[i].threads == p->threads && !memcmp(memo[i].shape, p->p, sizeof memo[i].shape))
            return &memo[i];
    return NULL;
}

static void memo_add(const kb_problem *p, int lib)
{
    if (n_memo == MEMO_MAX) n_memo = 0; /* forget the oldest: they are measured again */
    struct memo *m = &memo[n_memo++];
    *m = (struct memo){.w = p->w, .dtype = p->dtype, .threads = p->threads, .lib = lib};
    snprintf(m->preset, sizeof m->preset, "%s", p->preset->name);
    memcpy(m->shape, p->p, sizeof m->shape);
}

/* Calibrate p now, store the choice when it may be, and say what was found. */
static int calibrate_now(const kb_problem *p, const kb_eval_opts *o, const kb_lib *l, int n, int *chosen,
                         kb_err *err)
{
    kb_calib_opts co;
    kb_calib_opts_from(o, &co);
    kb_progress("%s: choosing lib's library on this machine (the first timing of %s %s %d threads here): "
                "timing %d libraries",
                p->w->id, p->preset->name, kb_dtype_name(p->dtype), p->threads, n);
    kb_calibration cal;
    const int rc = kb_calibrate(p, l, n, &co, &cal, err);
    if (rc < 0) return -1;
    if (rc > 0) {
        char *msg = kb_xasprintf("%s: every library of lib was excluded on this machine:", p->w->id);
        for (int i = 0; i < cal.n; i++) {
            char *next = kb_xasprintf("%s %s: %s;", msg, cal.r[i].lib.name, cal.r[i].why);
            free(msg);
            msg = next;
        }
        kb_err_set(err, "%s", msg);
        free(msg);
        return -1;
    }
    kb_lib_choice c;
    kb_calibration_choice(&cal, &c);
    kb_progress("%s: lib runs on %s here (%s; %.1f s)%s", p->w->id, c.library, c.summary, cal.wall_s,
                c.noisy ? ", measured while the machine was busy" : "");
    for (int i = 0; i < cal.n; i++)
        if (!cal.r[i].ok)
            fprintf(stderr, "kbench: warning: %s: %s excluded: %s\n", p->w->id, cal.r[i].lib.name,
                    cal.r[i].why);
    *chosen = cal.chosen;
    if (c.noisy && !o->allow_busy) return 0; /* used now, not kept: a quiet machine measures again */
    kb_err se = {{0}};
    kb_mstore *ms = kb_mstore_shared(&se);
    kb_machine m;
    kb_machine_detect(&m);
    if (!ms || kb_mstore_save_lib_choice(ms, &m, p, &c, &se))
        fprintf(stderr, "kbench: warning: the lib choice is not kept: %s\n", se.msg);
    return 0;
}

int kb_lib_runner_timed(const kb_problem *p, const kb_eval_opts *o, kb_lib_runner *out, kb_err *err)
{
    const int f = forced(out, err);
    if (f) return f < 0 ? -1 : 0;
    const kb_lib *l;
    const int n = kb_lib_available(&l);
    if (n == 1) {
        fill(out, &l[0]);
        return 0;
    }
    pthread_mutex_lock(&memo_lock);
    int rc = 0;
    const struct memo *m = memo_find(p);
    if (m) {
        fill(out, &l[m->lib]);
    } else {
        kb_lib_choice c;
        const kb_lib *s = stored(p, &c);
        int chosen = -1;
        if (s && (!c.noisy || o->allow_busy))
            chosen = (int)(s - l);
        else
            rc = calibrate_now(p, o, l, n, &chosen, err);
        if (rc == 0) {
            memo_add(p, chosen);
            fill(out, &l[chosen]);
        }
    }
    pthread_mutex_unlock(&memo_lock);
    return rc;
}

void kb_lib_describe(char *buf, size_t cap)
{
    const kb_lib *l;
    const int n = kb_lib_available(&l);
    kb_err err = {{0}};
    const char *name;
    if (kb_lib_forced(&name, &err)) {
        snprintf(buf, cap, "lib: %s", err.msg);
        return;
    }
    if (name) {
        const kb_lib *f = lib_named(name);
        snprintf(buf, cap, "lib: %s for every workload (KBENCH_LIB=%s)", f ? f->version : "not built", name);
        return;
    }
    if (n == 1) {
        snprintf(buf, cap, "lib: %s for every workload%s%s", l[0].version, kb_lib_missing()[0] ? ": " : "",
                 kb_lib_missing());
        return;
    }
    size_t pos = (size_t)snprintf(buf, cap, "lib: the fastest correct per workload here, of");
    for (int i = 0; i < n && pos < cap; i++)
        pos += (size_t)snprintf(buf + pos, cap - pos, "%s %s (%s)", i ? "," : "", l[i].name, l[i].version);
    if (pos < cap) snprintf(buf + pos, cap - pos, " (kbench calibrate)");
}
