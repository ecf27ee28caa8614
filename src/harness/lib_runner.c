/* lib_runner.c: which runner hosts a workload's lib baseline (lib_runner.h). */
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

#include "../suite/lib/dnnl_version.h"
#include "machine.h"
#include "proc.h"

extern char **environ;

static const struct {
    kb_lib_class cls;
    const char *id;
    double ratio;
} choices[] = {
#define KB_LIB_PYPI(cls, id, ratio) {KB_LIB_CLASS_##cls, #id, ratio},
#include "lib_choice.def"
#undef KB_LIB_PYPI
};

kb_lib_class kb_lib_class_here(void)
{
    kb_machine m;
    kb_machine_detect(&m);
    return m.amx_bf16 ? KB_LIB_CLASS_AMX : KB_LIB_CLASS_NOAMX;
}

const char *kb_lib_class_name(kb_lib_class c) { return c == KB_LIB_CLASS_AMX ? "AMX" : "NOAMX"; }

size_t kb_lib_choice_count(void) { return KB_ARRAY_LEN(choices); }

void kb_lib_choice_row(size_t i, kb_lib_class *cls, const char **workload_id, double *ratio)
{
    *cls = choices[i].cls;
    *workload_id = choices[i].id;
    *ratio = choices[i].ratio;
}

bool kb_lib_choice(const char *workload_id, kb_lib_class c, double *ratio)
{
    for (size_t i = 0; i < KB_ARRAY_LEN(choices); i++)
        if (choices[i].cls == c && !strcmp(choices[i].id, workload_id)) {
            if (ratio) *ratio = choices[i].ratio;
            return true;
        }
    return false;
}

/* What this process found out once: the machine's class, and the alternative runner (asked only
 * when a workload needs it). */
static kb_lib_class here;
static pthread_once_t here_once = PTHREAD_ONCE_INIT;
static void find_class(void) { here = kb_lib_class_here(); }
static struct {
    char path[PATH_MAX];
    char version[96];
    char why[PATH_MAX + 256]; /* empty when the alternative runner answered */
} alt;
static pthread_once_t alt_once = PTHREAD_ONCE_INIT;

/* Run `path lib-version` and take its one line of output. 0, or -1 with why. */
static int ask_version(const char *path, char *version, size_t cap, char *why, size_t why_cap)
{
    if (access(path, X_OK) != 0) {
        snprintf(why, why_cap,
                 "%s is not built (scripts/bootstrap installs PyPI's oneDNN into .venv; then make)", path);
        return -1;
    }
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
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0 || strncmp(version, "oneDNN ", 7) != 0) {
        snprintf(why, why_cap,
                 "%s does not run (exit status %d: is .venv's oneDNN gone? scripts/bootstrap, then make)",
                 path, WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st));
        return -1;
    }
    return 0;
}

static void find_alternative(void)
{
    const char *own = kb_runner_path();
    const char *slash = strrchr(own, '/');
    snprintf(alt.path, sizeof alt.path, "%.*skbench-runner-pypi", slash ? (int)(slash + 1 - own) : 0, own);
    if (ask_version(alt.path, alt.version, sizeof alt.version, alt.why, sizeof alt.why) != 0)
        alt.version[0] = 0;
}

/* $KBENCH_LIB: which runner the user asks for. */
typedef enum { WANT_AUTO, WANT_OWN, WANT_ALT } want;
static int wanted(want *w, kb_err *err)
{
    const char *v = getenv("KBENCH_LIB");
    *w = !v || !*v || !strcmp(v, "auto") ? WANT_AUTO : !strcmp(v, "debian") ? WANT_OWN : WANT_ALT;
    if (*w == WANT_ALT && strcmp(v, "pypi") != 0) {
        kb_err_set(err, "KBENCH_LIB=%s: expected debian, pypi or auto", v);
        return -1;
    }
    return 0;
}

/* A DNNL=pypi build: its own runner is already PyPI's, there is no second one to look for. */
static bool own_is_pypi(const char *own) { return strstr(own, "(PyPI onednn ") != NULL; }

/* The table wanted PyPI's oneDNN and cannot have it: say so once, and go on with the build's own. */
static pthread_once_t noted_once = PTHREAD_ONCE_INIT;
static void note_fallback(void)
{
    char own[96];
    kb_lib_version(own, sizeof own);
    fprintf(stderr, "kbench: note: lib runs on %s for every workload: %s\n", own, alt.why);
}

int kb_lib_runner_for(const kb_workload *w, kb_lib_runner *out, kb_err *err)
{
    memset(out, 0, sizeof *out);
    want wt;
    if (wanted(&wt, err) != 0) return -1;
    const bool force_alt = wt == WANT_ALT;
    pthread_once(&here_once, find_class);
    char own[96];
    kb_lib_version(own, sizeof own);
    bool use_alt = !own_is_pypi(own) && (force_alt || (wt == WANT_AUTO && kb_lib_choice(w->id, here, NULL)));
    if (use_alt) pthread_once(&alt_once, find_alternative);
    if (use_alt && alt.why[0]) {
        if (force_alt) {
            kb_err_set(err, "KBENCH_LIB=pypi, but %s", alt.why);
            return -1;
        }
        pthread_once(&noted_once, note_fallback);
        use_alt = false;
    }
    if (use_alt) {
        snprintf(out->path, sizeof out->path, "%s", alt.path);
        snprintf(out->version, sizeof out->version, "%s", alt.version);
        out->alternative = true;
    } else {
        snprintf(out->path, sizeof out->path, "%s", kb_runner_path());
        snprintf(out->version, sizeof out->version, "%s", own);
    }
    return 0;
}

void kb_lib_describe(char *buf, size_t cap)
{
    char own[96];
    kb_lib_version(own, sizeof own);
    want wt;
    kb_err err = {{0}};
    if (wanted(&wt, &err) != 0) {
        snprintf(buf, cap, "lib: %s", err.msg);
        return;
    }
    pthread_once(&here_once, find_class);
    int n = 0;
    for (size_t i = 0; i < KB_ARRAY_LEN(choices); i++) n += choices[i].cls == here;
    if (wt == WANT_OWN) {
        snprintf(buf, cap, "lib: %s for every workload (KBENCH_LIB=debian)", own);
        return;
    }
    if (own_is_pypi(own)) {
        snprintf(buf, cap, "lib: %s for every workload (a DNNL=pypi build)", own);
        return;
    }
    if (!n && wt == WANT_AUTO) {
        snprintf(buf, cap, "lib: %s (none faster measured on %s machines)", own, kb_lib_class_name(here));
        return;
    }
    pthread_once(&alt_once, find_alternative);
    if (alt.why[0])
        snprintf(buf, cap, "lib: %s for every workload: %s", own, alt.why);
    else if (wt == WANT_ALT)
        snprintf(buf, cap, "lib: %s for every workload (KBENCH_LIB=pypi)", alt.version);
    else
        snprintf(buf, cap, "lib: %s, and %s where faster (%d workloads)", own, alt.version, n);
}
