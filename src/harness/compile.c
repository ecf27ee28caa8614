/* compile.c: compile a candidate into a shared object (see compile.h). */
#include "compile.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../suite/embed/embed.h"
#include "abi.h"
#include "tune.h"

#define COMPILE_TIMEOUT_S 120

const char *kb_cache_dir(void)
{
    static char dir[1024];
    if (dir[0]) return dir;
    const char *e = getenv("KBENCH_CACHE"), *x = getenv("XDG_CACHE_HOME"), *h = getenv("HOME");
    if (e && *e) snprintf(dir, sizeof dir, "%s", e);
    else if (x && *x) snprintf(dir, sizeof dir, "%s/kbench", x);
    else snprintf(dir, sizeof dir, "%s/.cache/kbench", h && *h ? h : "/tmp");
    return dir;
}

static const char *compiler_cmd(void)
{
    const char *cc = getenv("KBENCH_CC");
    return cc && *cc ? cc : "cc";
}

/* Run argv with stdout+stderr into log_path; returns the exit status, -1 if it could not run,
 * -2 on timeout. */
static int run_logged(char *const argv[], const char *log_path, int timeout_s)
{
    fflush(NULL); /* or the child would write our buffered output a second time */
    /* Opened before fork: between fork and exec only async-signal-safe calls, since other
     * threads (the agent's) may hold malloc's or stdio's locks. */
    int log_fd = open(log_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (log_fd < 0) return -1;
    pid_t pid = fork();
    if (pid < 0) {
        close(log_fd);
        return -1;
    }
    if (pid == 0) {
        if (dup2(log_fd, STDOUT_FILENO) < 0 || dup2(log_fd, STDERR_FILENO) < 0) _exit(127);
        setpgid(0, 0);
        execvp(argv[0], argv);
        static const char msg[] = "cannot run the compiler\n";
        ssize_t w = write(STDERR_FILENO, msg, sizeof msg - 1);
        (void)w;
        _exit(127);
    }
    close(log_fd);
    double t0 = kb_now();
    for (;;) {
        int st;
        pid_t r = waitpid(pid, &st, WNOHANG);
        if (r == pid) return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
        if (r < 0 && errno != EINTR) return -1;
        if (kb_now() - t0 > timeout_s) {
            kill(-pid, SIGKILL);
            kill(pid, SIGKILL);
            waitpid(pid, &st, 0);
            return -2;
        }
        usleep(5000);
    }
}

static char compiler_ver[160];

static void compiler_version_once(void)
{
    char *ver = compiler_ver;
    char *log = kb_xasprintf("%s/cc-version.%d.log", kb_cache_dir(), (int)getpid());
    char *argv[] = {(char *)compiler_cmd(), "--version", NULL};
    if (run_logged(argv, log, 30) == 0) {
        char *txt = kb_read_file(log, NULL);
        if (txt) {
            txt[strcspn(txt, "\n")] = 0;
            snprintf(ver, sizeof compiler_ver, "%s", txt);
            free(txt);
        }
    }
    unlink(log);
    free(log);
    if (!ver[0]) snprintf(ver, sizeof compiler_ver, "unknown (%s)", compiler_cmd());
}

static const char *compiler_version(void)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, compiler_version_once);
    return compiler_ver;
}

/* The first few diagnostic lines, errors first, joined by " | ". */
static void first_errors(const char *log, char *detail, size_t cap)
{
    size_t pos = 0;
    int lines = 0;
    detail[0] = 0;
    for (int pass = 0; pass < 2 && lines < 3; pass++) {
        const char *s = log;
        while (*s && lines < 3) {
            const char *e = strchr(s, '\n');
            size_t len = e ? (size_t)(e - s) : strlen(s);
            bool is_err = memmem(s, len, "error", 5) || memmem(s, len, "undefined reference", 19);
            if ((pass == 0) == is_err && len > 0 && pass == 0) {
                pos += (size_t)snprintf(detail + pos, cap > pos ? cap - pos : 0, "%s%.*s",
                                        lines ? " | " : "", (int)KB_MIN(len, (size_t)300), s);
                lines++;
            }
            if (pass == 1 && !lines && len > 0) {
                snprintf(detail, cap, "%.*s", (int)KB_MIN(len, (size_t)300), s);
                lines++;
            }
            s = e ? e + 1 : s + len;
        }
    }
}

kb_verdict kb_compile(const kb_problem *p, const char *path, kb_compiled *out, char *detail,
                      size_t cap)
{
    return kb_compile_flags(p, path, NULL, out, detail, cap);
}

kb_verdict kb_compile_flags(const kb_problem *p, const char *path, const char *extra_flags,
                            kb_compiled *out, char *detail, size_t cap)
{
    memset(out, 0, sizeof *out);
    size_t len;
    out->source = kb_read_file(path, &len);
    if (!out->source) {
        snprintf(detail, cap, "cannot read candidate %s: %s (check the path)", path, strerror(errno));
        return KB_VERDICT_COMPILE_ERROR;
    }
    if (strlen(out->source) != len) {
        snprintf(detail, cap, "candidate %s is not a text file (it contains NUL bytes)", path);
        return KB_VERDICT_COMPILE_ERROR;
    }
    kb_sha256_hex(out->source, len, out->hash);
    /* the KB_TUNE parameters it declares: each gets its default or the value extra_flags sets */
    kb_tune_space space;
    char tune_flags[512], terr[300];
    if (kb_tune_parse(out->source, &space, terr, sizeof terr) != 0) {
        snprintf(detail, cap, "%s: %s", path, terr);
        return KB_VERDICT_COMPILE_ERROR;
    }
    if (kb_tune_compile_flags(&space, extra_flags, tune_flags, sizeof tune_flags, terr, sizeof terr)) {
        snprintf(detail, cap, "%s", terr);
        return KB_VERDICT_HARNESS_ERROR;
    }

    const char *cache = kb_cache_dir();
    char *incdir = kb_xasprintf("%s/include", cache);
    if (kb_mkdirs(incdir, 0755) != 0) {
        snprintf(detail, cap, "cannot create the compile cache %s: %s (set KBENCH_CACHE to a "
                 "writable directory)", incdir, strerror(errno));
        free(incdir);
        return KB_VERDICT_HARNESS_ERROR;
    }
    /* the header the candidate includes, as this binary knows it */
    char *hdr = kb_xasprintf("%s/kbench.h", incdir);
    char *old = kb_read_file(hdr, NULL);
    if (!old || strcmp(old, kb_embed_header()) != 0)
        kb_write_file(hdr, kb_embed_header(), strlen(kb_embed_header()));
    free(old);
    free(hdr);

    char macros[1024], tramp[4096];
    kb_abi_macros(p, macros, sizeof macros);
    kb_abi_trampoline(p, tramp, sizeof tramp);
    snprintf(out->flags, sizeof out->flags, "%s %s%s%s", KB_CPU_CFLAGS, macros,
             tune_flags[0] ? " " : "", tune_flags);
    snprintf(out->compiler, sizeof out->compiler, "%s", compiler_version());

    /* the translation unit: #line to the user's file, their source, the trampoline */
    char *esc = kb_xmalloc(2 * strlen(path) + 1), *q = esc;
    for (const char *s = path; *s; s++) {
        if (*s == '"' || *s == '\\') *q++ = '\\';
        *q++ = *s;
    }
    *q = 0;
    char *unit = kb_xasprintf("#line 1 \"%s\"\n%s\n%s", esc, out->source, tramp);
    free(esc);
    char *keytext = kb_xasprintf("%s\n%s\n%s\n%s", unit, out->flags, out->compiler, compiler_cmd());
    char key[65];
    kb_sha256_hex(keytext, strlen(keytext), key);
    free(keytext);

    char *c_path = kb_xasprintf("%s/%s.c", cache, key);
    char *log_path = kb_xasprintf("%s/%s.log", cache, key);
    snprintf(out->so_path, sizeof out->so_path, "%s/%s.so", cache, key);
    kb_verdict v = KB_VERDICT_OK;
    struct stat st;
    if (stat(out->so_path, &st) == 0) {
        out->cached = true;
        goto done;
    }
    if (kb_write_file(c_path, unit, strlen(unit)) != 0) {
        snprintf(detail, cap, "cannot write to the compile cache %s: %s (full disk? set "
                 "KBENCH_CACHE elsewhere)", cache, strerror(errno));
        v = KB_VERDICT_HARNESS_ERROR;
        goto done;
    }
    /* argv: cc <flags split> -I<inc> -shared -Wl,-z,defs -o tmp.so unit.c -lm */
    char *flagcopy = kb_xstrdup(out->flags);
    char *argv[96];
    int argc = 0;
    argv[argc++] = (char *)compiler_cmd();
    for (char *t = strtok(flagcopy, " "); t && argc < 80; t = strtok(NULL, " ")) argv[argc++] = t;
    char *inc = kb_xasprintf("-I%s", incdir);
    char *tmp_so = kb_xasprintf("%s.tmp.%d.%d", out->so_path, (int)getpid(), (int)gettid());
    argv[argc++] = inc;
    argv[argc++] = "-shared";
    argv[argc++] = "-Wl,-z,defs";
    argv[argc++] = "-o";
    argv[argc++] = tmp_so;
    argv[argc++] = c_path;
    argv[argc++] = "-lm";
    argv[argc] = NULL;
    kb_progress("compiling %s", path);
    int rc = run_logged(argv, log_path, COMPILE_TIMEOUT_S);
    char *log = kb_read_file(log_path, NULL);
    if (rc == -1 || rc == 127) {
        snprintf(detail, cap, "cannot run the compiler '%s' (install gcc, or set KBENCH_CC)", compiler_cmd());
        v = KB_VERDICT_HARNESS_ERROR;
    } else if (rc == -2) {
        snprintf(detail, cap, "the compiler ran longer than %d s", COMPILE_TIMEOUT_S);
        v = KB_VERDICT_COMPILE_ERROR;
    } else if (rc != 0) {
        const char *l = log ? log : "";
        bool abi = strstr(l, "<kbench trampoline>") || strstr(l, "undefined reference") ||
                   strstr(l, "undefined symbol");
        char first[900];
        first_errors(l, first, sizeof first);
        snprintf(detail, cap, "%s%s", abi ? "does not match the ABI (run `kbench show` for the "
                 "prototype): " : "", first);
        v = abi ? KB_VERDICT_ABI_ERROR : KB_VERDICT_COMPILE_ERROR;
    } else if (rename(tmp_so, out->so_path) != 0) {
        snprintf(detail, cap, "cannot store the compiled candidate in %s: %s", cache, strerror(errno));
        v = KB_VERDICT_HARNESS_ERROR;
    }
    unlink(tmp_so);
    free(log);
    free(inc);
    free(tmp_so);
    free(flagcopy);
done:
    free(unit);
    free(c_path);
    free(log_path);
    free(incdir);
    return v;
}

void kb_compiled_free(kb_compiled *c)
{
    free(c->source);
    c->source = NULL;
}
