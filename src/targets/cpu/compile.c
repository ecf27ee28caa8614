/* compile.c: compile a candidate into a shared object, with the compiler confined (see
 * compile.h). */
#include "compile.h"
#include "compile_hint.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../../core/landlock.h"
#include "../../core/term.h"
#include "../../suite/embed/embed.h"
#include "../../harness/abi.h"
#include "../../harness/cache_trim.h"
#include "../../harness/jail.h"
#include "../../harness/tune.h"

#define COMPILE_TIMEOUT_S 120
#define COMPILE_MAX_FILE ((rlim_t)64 << 20) /* no object, assembly or log file larger */
#define COMPILE_MAX_MEM ((rlim_t)2 << 30)   /* address space of each compiler process */
#define COMPILE_MAX_TASKS 64                /* the driver, cc1, as, collect2, ld and their threads */

static const char *compiler_cmd(void)
{
    const char *cc = getenv("KBENCH_CC");
    return cc && *cc ? cc : "cc";
}

/* The compiler's own isolation. Each compile runs in a fresh private directory (mkdtemp) that
 * holds only the translation unit and the headers a candidate may include (cand_headers: the
 * only -I path), with a clean environment (PATH, LC_ALL=C, TMPDIR=that directory; no HOME, no
 * keys), in a jail (jail.h) whose file tree holds nothing but the system's compiler and
 * libraries (read-only), the private directory and /dev/null, and the candidate's own file (so
 * that diagnostics can quote it): kbench's cache, seed and store do not exist there, so an
 * #include, __has_include, .incbin or #line of them fails exactly as for a path that exists
 * nowhere, and no compile tells anything about them. Landlock confines it the same way beneath
 * (the only confinement where there are no namespaces: a refused path then answers "Permission
 * denied", which tells that it exists). Each compiler process is bounded: 2 GiB of address space,
 * 64 MiB per file it writes (so no object is larger), 64 tasks, 120 s. */

/* The headers a candidate is compiled against, by the name it includes them by. Their text is
 * part of the compile cache key (compile_key). */
static const kb_compile_header cand_headers[] = {
    {"kbench.h", NULL},
};
#define N_HEADERS (sizeof cand_headers / sizeof cand_headers[0])

static const char *header_text(size_t i)
{
    return cand_headers[i].text ? cand_headers[i].text : kb_embed_header();
}

/* Read-only for the compiler: what gcc and clang really open (their drivers, cc1, as, ld,
 * headers, crt files, libraries, the loader's cache) and nothing of the user's. */
static const char *const sandbox_ro[] = {
    "/usr", "/lib", "/lib64", "/lib32", "/libx32", "/bin", "/sbin", "/etc/ld.so.cache", "/etc/alternatives",
    NULL,
};

/* Whether the kernel lets us confine the compiler (asked once). */
static int landlock_abi;
static void landlock_abi_once(void) { landlock_abi = kb_landlock_abi(); }
static bool compile_sandbox_available(void)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, landlock_abi_once);
    return landlock_abi > 0;
}

/* The compiler's absolute path, looked up in PATH before fork (execvp may allocate). */
static bool resolve_compiler(char *out, size_t cap)
{
    const char *cc = compiler_cmd();
    if (strchr(cc, '/')) return snprintf(out, cap, "%s", cc), access(out, X_OK) == 0;
    const char *path = getenv("PATH");
    if (!path || !*path) path = "/usr/local/bin:/usr/bin:/bin";
    for (const char *p = path; *p;) {
        size_t n = strcspn(p, ":");
        snprintf(out, cap, "%.*s/%s", (int)n, p, cc);
        if (n && access(out, X_OK) == 0) return true;
        p += n + (p[n] == ':');
    }
    return false;
}

/* Run argv in dir with stdout+stderr into log_path (inside dir), with a clean environment and
 * under Landlock (also allowing reading extra_ro, if set); returns the exit status, -1 if it
 * could not run, -2 on timeout. *sandboxed says whether Landlock was in force. */
static int run_isolated(char *const argv[], const char *dir, const char *log_path, const char *extra_ro,
                        int timeout_s, bool *sandboxed)
{
    char exe[1024], why[256];
    if (!resolve_compiler(exe, sizeof exe)) return -1;
    const char *ro[sizeof sandbox_ro / sizeof sandbox_ro[0] + 2];
    size_t n = 0;
    for (; sandbox_ro[n]; n++) ro[n] = sandbox_ro[n];
    char exe_dir[1024];
    snprintf(exe_dir, sizeof exe_dir, "%s", exe); /* a compiler outside /usr: its own directory */
    if (strrchr(exe_dir, '/') && strncmp(exe_dir, "/usr/", 5)) *strrchr(exe_dir, '/') = 0, ro[n++] = exe_dir;
    if (extra_ro) ro[n++] = extra_ro;
    ro[n] = NULL;
    const char *rw[] = {dir, "/dev/null", NULL};
    int rs = kb_landlock_ruleset(ro, rw, true, why, sizeof why);
    *sandboxed = rs >= 0;
    /* a kernel with Landlock that refuses this ruleset: fail closed, never compile unconfined
     * while the flags say confined */
    if (rs < 0 && compile_sandbox_available()) return -4;
    /* the jail's own file tree is built on an empty directory inside the private one */
    char *root = kb_xasprintf("%s/.root", dir);
    if (mkdir(root, 0700) != 0) {
        free(root);
        if (rs >= 0) close(rs);
        return -1;
    }
    /* the environment, built before fork */
    char *env_path = kb_xasprintf("PATH=%s", getenv("PATH") ? getenv("PATH") : "/usr/bin:/bin");
    char *env_tmp = kb_xasprintf("TMPDIR=%s", dir);
    char *envp[] = {env_path, "LC_ALL=C", env_tmp, NULL};

    fflush(NULL); /* or the child would write our buffered output a second time */
    /* Opened before fork: between fork and exec only async-signal-safe calls, since other
     * threads (the agent's) may hold malloc's or stdio's locks. */
    int log_fd = open(log_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    int null_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
    kb_jail jail = {0};
    kb_jail_opts jo = {.max_tasks = COMPILE_MAX_TASKS, .root_dir = root, .ro = ro, .rw = rw, .chdir_to = dir};
    pid_t pid = log_fd < 0 || null_fd < 0 ? -1 : kb_jail_fork(&jail, &jo);
    if (pid == 0) {
        if (dup2(log_fd, STDOUT_FILENO) < 0 || dup2(log_fd, STDERR_FILENO) < 0 ||
            dup2(null_fd, STDIN_FILENO) < 0 || chdir(dir) != 0)
            _exit(127);
        setpgid(0, 0);
        if (rs >= 0 && kb_landlock_apply(rs) != 0) {
            static const char msg[] = "cannot apply the compile sandbox (Landlock)\n";
            ssize_t w = write(STDERR_FILENO, msg, sizeof msg - 1);
            (void)w;
            _exit(126);
        }
        /* no descriptor of ours (another thread's store or sockets) reaches the compiler, and
         * no file it writes (a .fill or .incbin bomb) grows past COMPILE_MAX_FILE */
        syscall(SYS_close_range, 3, ~0u, 0);
        struct rlimit fsize = {COMPILE_MAX_FILE, COMPILE_MAX_FILE}, as = {COMPILE_MAX_MEM, COMPILE_MAX_MEM},
                      cpu = {COMPILE_TIMEOUT_S, COMPILE_TIMEOUT_S + 1};
        setrlimit(RLIMIT_FSIZE, &fsize);
        setrlimit(RLIMIT_AS, &as);
        setrlimit(RLIMIT_CPU, &cpu);
        execve(exe, argv, envp);
        static const char msg[] = "cannot run the compiler\n";
        ssize_t w = write(STDERR_FILENO, msg, sizeof msg - 1);
        (void)w;
        _exit(127);
    }
    if (log_fd >= 0) close(log_fd);
    if (null_fd >= 0) close(null_fd);
    if (rs >= 0) close(rs);
    free(env_path);
    free(env_tmp);
    int rc = -1;
    double t0 = kb_now();
    while (pid > 0) {
        int st;
        pid_t r = waitpid(pid, &st, WNOHANG);
        if (r == pid) {
            rc = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
            break;
        }
        if (r < 0 && errno != EINTR) break;
        if (kb_now() - t0 > timeout_s) {
            kill(-pid, SIGKILL);
            kill(pid, SIGKILL);
            waitpid(pid, &st, 0);
            rc = -2;
            break;
        }
        usleep(5000);
    }
    kb_jail_release(&jail);
    rmdir(root);
    free(root);
    return rc;
}

/* A fresh private directory for one compile, or NULL. */
static char *private_dir(void)
{
    const char *t = getenv("TMPDIR");
    char *tmpl = kb_xasprintf("%s/kbench-cc-XXXXXX", t && *t ? t : "/tmp");
    if (mkdtemp(tmpl)) return tmpl;
    free(tmpl);
    return NULL;
}

/* Remove the private directory and whatever the compiler left in it (no subdirectories: the
 * compiler makes none; anything else is left and reported by rmdir failing quietly). */
static void private_dir_remove(char *dir)
{
    if (!dir) return;
    DIR *d = opendir(dir);
    if (d) {
        struct dirent *de;
        while ((de = readdir(d)))
            if (strcmp(de->d_name, ".") && strcmp(de->d_name, "..")) {
                char *p = kb_xasprintf("%s/%s", dir, de->d_name);
                unlink(p);
                free(p);
            }
        closedir(d);
    }
    rmdir(dir);
    free(dir);
}

static char compiler_ver[160];

static void compiler_version_once(void)
{
    char *ver = compiler_ver;
    char *dir = private_dir();
    if (dir) {
        char *log = kb_xasprintf("%s/version.log", dir);
        char *argv[] = {(char *)compiler_cmd(), "--version", NULL};
        bool sandboxed;
        if (run_isolated(argv, dir, log, NULL, 30, &sandboxed) == 0) {
            char *txt = kb_read_file(log, NULL);
            if (txt) {
                txt[strcspn(txt, "\n")] = 0;
                snprintf(ver, sizeof compiler_ver, "%s", txt);
                free(txt);
            }
        }
        free(log);
        private_dir_remove(dir);
    }
    if (!ver[0]) snprintf(ver, sizeof compiler_ver, "unknown (%s)", compiler_cmd());
}

static const char *compiler_version(void)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, compiler_version_once);
    return compiler_ver;
}

void kb_compile_key(const char *unit, const char *flags, const char *compiler, const char *cmd,
                    const kb_compile_header *headers, int n_headers, char key[65])
{
    size_t len = strlen(unit) + strlen(flags) + strlen(compiler) + strlen(cmd) + 8;
    for (int i = 0; i < n_headers; i++) len += strlen(headers[i].name) + strlen(headers[i].text) + 32;
    char *text = kb_xmalloc(len), *p = text;
    p += sprintf(p, "%s\n%s\n%s\n%s", unit, flags, compiler, cmd);
    /* each header by name and length, so that no two header sets hash the same text */
    for (int i = 0; i < n_headers; i++)
        p += sprintf(p, "\n%s %zu\n%s", headers[i].name, strlen(headers[i].text), headers[i].text);
    kb_sha256_hex(text, (size_t)(p - text), key);
    free(text);
}

/* The candidate-visible headers with their text, for the key. */
static void current_headers(kb_compile_header out[N_HEADERS])
{
    for (size_t i = 0; i < N_HEADERS; i++) out[i] = (kb_compile_header){cand_headers[i].name, header_text(i)};
}

/* Copy a file (the private directory may be on another file system than the cache), in pieces:
 * never the whole of it in memory. */
static int copy_file(const char *from, const char *to)
{
    int in = open(from, O_RDONLY | O_CLOEXEC), out = open(to, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    int rc = in >= 0 && out >= 0 ? 0 : -1;
    char buf[1 << 16];
    for (ssize_t n; rc == 0 && (n = read(in, buf, sizeof buf)) != 0;)
        for (ssize_t off = 0; rc == 0 && off < n;) {
            ssize_t w = n < 0 ? -1 : write(out, buf + off, (size_t)(n - off));
            if (w <= 0)
                rc = -1;
            else
                off += w;
        }
    if (in >= 0) close(in);
    if (out >= 0 && close(out) != 0) rc = -1;
    return rc;
}

/* Compile unit with flags (space-separated) into so_path, the compiler's messages into log_path
 * (both in the cache), in a private directory. Returns run_isolated's status (-4: no sandbox
 * where the kernel has Landlock), or -3 when the
 * private directory or the output cannot be written (errno set). extra_ro: one more file the
 * compiler may read (the candidate's own, for its diagnostics). */
static int compile_unit(const char *unit, const char *flags, const char *extra_ro, const char *so_path,
                        const char *log_path, bool *sandboxed)
{
    char *dir = private_dir();
    if (!dir) return -3;
    int rc = -3;
    char *c_path = kb_xasprintf("%s/candidate.c", dir), *log = kb_xasprintf("%s/compile.log", dir);
    char *out = kb_xasprintf("%s/candidate.so", dir), *inc = kb_xasprintf("-I%s", dir);
    bool written = kb_write_file(c_path, unit, strlen(unit)) == 0;
    for (size_t i = 0; written && i < N_HEADERS; i++) {
        char *h = kb_xasprintf("%s/%s", dir, cand_headers[i].name);
        written = kb_write_file(h, header_text(i), strlen(header_text(i))) == 0;
        free(h);
    }
    if (written) {
        /* argv: cc <flags split> -I<dir> -shared -Wl,-z,defs -o candidate.so candidate.c -lm */
        char *flagcopy = kb_xstrdup(flags);
        char *argv[96];
        int argc = 0;
        argv[argc++] = (char *)compiler_cmd();
        for (char *t = strtok(flagcopy, " "); t && argc < 80; t = strtok(NULL, " ")) argv[argc++] = t;
        argv[argc++] = inc;
        argv[argc++] = "-shared";
        argv[argc++] = "-Wl,-z,defs";
        argv[argc++] = "-o";
        argv[argc++] = out;
        argv[argc++] = c_path;
        argv[argc++] = "-lm";
        argv[argc] = NULL;
        rc = run_isolated(argv, dir, log, extra_ro, COMPILE_TIMEOUT_S, sandboxed);
        free(flagcopy);
        /* the log is kept in the cache (kbench shows its first errors); the object goes in
         * under a temporary name, then renamed into place, so readers never see half of it */
        if (copy_file(log, log_path) != 0) kb_write_file(log_path, "", 0);
        if (rc == 0) {
            char *tmp = kb_xasprintf("%s.tmp.%d.%d", so_path, (int)getpid(), (int)gettid());
            if (copy_file(out, tmp) != 0 || rename(tmp, so_path) != 0) rc = -3;
            unlink(tmp);
            free(tmp);
        }
    }
    free(c_path);
    free(log);
    free(out);
    free(inc);
    private_dir_remove(dir);
    return rc;
}

static pthread_mutex_t ref_lock = PTHREAD_MUTEX_INITIALIZER;

/* A fixed unit compiled with the candidates' flags into the cache, once per compiler: the screen's
 * references (screen.h). */
static kb_verdict compile_reference_unit(const char *name, const char *unit, char *path, size_t path_cap,
                                         char *detail, size_t cap)
{
    const char *cache = kb_cache_dir();
    if (kb_mkdirs(cache, 0755) != 0) {
        snprintf(detail, cap,
                 "cannot create the compile cache %s: %s (set KBENCH_CACHE to a "
                 "writable directory)",
                 cache, strerror(errno));
        return KB_VERDICT_HARNESS_ERROR;
    }
    char key[65];
    kb_compile_key(unit, KB_CPU_CFLAGS, compiler_version(), compiler_cmd(), NULL, 0, key);
    snprintf(path, path_cap, "%s/%s-%s.so", cache, name, key);
    pthread_mutex_lock(&ref_lock);
    kb_verdict v = KB_VERDICT_OK;
    struct stat st;
    if (stat(path, &st) != 0) {
        char *log = kb_xasprintf("%s/%s-%s.log", cache, name, key);
        bool sandboxed;
        int rc = compile_unit(unit, KB_CPU_CFLAGS, NULL, path, log, &sandboxed);
        if (rc != 0) {
            snprintf(detail, cap,
                     "cannot compile the screen's reference object with '%s' "
                     "(status %d; see %s): install gcc, or set KBENCH_CC",
                     compiler_cmd(), rc, log);
            v = KB_VERDICT_HARNESS_ERROR;
        }
        free(log);
    }
    pthread_mutex_unlock(&ref_lock);
    return v;
}

kb_verdict kb_compile_reference(char *path, size_t path_cap, char *detail, size_t cap)
{
    /* an empty candidate: only what the compiler and its start files emit */
    static const char unit[] = "void kb_screen_reference(void);\nvoid kb_screen_reference(void) {}\n";
    return compile_reference_unit("screen-reference", unit, path, path_cap, detail, cap);
}

kb_verdict kb_compile_reference_dispatch(char *path, size_t path_cap, char *detail, size_t cap)
{
    /* run-time CPU dispatch: libgcc's __cpu_indicator_init and its constructor come with it */
    static const char unit[] = "int kb_screen_reference(void);\n"
                               "int kb_screen_reference(void) { return __builtin_cpu_supports(\"avx2\"); }\n";
    return compile_reference_unit("screen-reference-dispatch", unit, path, path_cap, detail, cap);
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
            bool is_err = memmem(s, len, "error", 5) || memmem(s, len, "Error:", 6) /* as */ ||
                          memmem(s, len, "undefined reference", 19);
            if ((pass == 0) == is_err && len > 0 && pass == 0) {
                pos += (size_t)snprintf(detail + pos, cap > pos ? cap - pos : 0, "%s%.*s", lines ? " | " : "",
                                        (int)KB_MIN(len, (size_t)300), s);
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

/* Whether some line of src is an #include of kbench.h (a mention in a comment is not). */
static bool includes_kbench_h(const char *src)
{
    for (const char *l = src; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
        const char *t = l + strspn(l, " \t");
        if (*t != '#') continue;
        t += 1 + strspn(t + 1, " \t");
        const char *end = strchr(t, '\n');
        size_t n = end ? (size_t)(end - t) : strlen(t);
        if (n > 7 && !strncmp(t, "include", 7) && memmem(t, n, "kbench.h", 8)) return true;
    }
    return false;
}

kb_verdict kb_compile(const kb_problem *p, const char *path, kb_compiled *out, char *detail, size_t cap)
{
    return kb_compile_flags(p, path, NULL, out, detail, cap);
}

kb_verdict kb_compile_flags(const kb_problem *p, const char *path, const char *extra_flags, kb_compiled *out,
                            char *detail, size_t cap)
{
    memset(out, 0, sizeof *out);
    size_t len;
    out->source = kb_read_file(path, &len);
    struct stat pst;
    if (stat(path, &pst) == 0 && S_ISDIR(pst.st_mode)) {
        snprintf(detail, cap, "candidate %s is a directory, not a C file (check the path)", path);
        return KB_VERDICT_COMPILE_ERROR;
    }
    if (!out->source) {
        snprintf(detail, cap, "cannot read candidate %s: %s (check the path)", path, strerror(errno));
        return KB_VERDICT_COMPILE_ERROR;
    }
    if (strlen(out->source) != len) {
        snprintf(detail, cap, "candidate %s is not a text file (it contains NUL bytes)", path);
        return KB_VERDICT_COMPILE_ERROR;
    }
    if (!out->source[strspn(out->source, " \t\r\n")]) {
        snprintf(detail, cap,
                 "candidate %s is empty (`kbench init %s %s` writes a naive kernel to "
                 "start from)",
                 path, p->w->id, path);
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
    if (kb_mkdirs(cache, 0755) != 0) {
        snprintf(detail, cap,
                 "cannot create the compile cache %s: %s (set KBENCH_CACHE to a "
                 "writable directory)",
                 cache, strerror(errno));
        return KB_VERDICT_HARNESS_ERROR;
    }

    char macros[1024], tramp[4096], cc_flags[1024];
    kb_abi_macros(p, macros, sizeof macros);
    kb_abi_trampoline(p, tramp, sizeof tramp);
    snprintf(cc_flags, sizeof cc_flags, "%s %s%s%s", KB_CPU_CFLAGS, macros, tune_flags[0] ? " " : "",
             tune_flags);
    /* a compile without Landlock says so where results record their flags (and is cached
     * apart from a confined one) */
    snprintf(out->flags, sizeof out->flags, "%s%s", cc_flags,
             compile_sandbox_available() ? "" : " (compile sandbox: no landlock)");
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
    kb_compile_header hdrs[N_HEADERS];
    current_headers(hdrs);
    char key[65];
    kb_compile_key(unit, out->flags, out->compiler, compiler_cmd(), hdrs, (int)N_HEADERS, key);

    char *log_path = kb_xasprintf("%s/%s.log", cache, key);
    snprintf(out->so_path, sizeof out->so_path, "%s/%s.so", cache, key);
    kb_verdict v = KB_VERDICT_OK;
    struct stat st;
    if (stat(out->so_path, &st) == 0) {
        out->cached = true;
        kb_cache_touch(out->so_path);
        kb_cache_touch(log_path);
        goto done;
    }
    kb_progress("compiling %s", path);
    /* the candidate's own file stays readable, so that diagnostics can quote its lines */
    char *real = realpath(path, NULL);
    bool sandboxed = false;
    int rc = compile_unit(unit, cc_flags, real, out->so_path, log_path, &sandboxed);
    free(real);
    if (rc == 0) kb_cache_trim(cache, kb_cache_cap(), kb_ref_cache_cap());
    char *log = kb_read_file(log_path, NULL);
    if (rc == -3) {
        snprintf(detail, cap,
                 "cannot write the compile's private directory or the cache %s: %s "
                 "(full disk? set TMPDIR or KBENCH_CACHE elsewhere)",
                 cache, strerror(errno));
        v = KB_VERDICT_HARNESS_ERROR;
    } else if (rc == -1 || rc == 127) {
        snprintf(detail, cap, "cannot run the compiler '%s' (install gcc, or set KBENCH_CC)", compiler_cmd());
        v = KB_VERDICT_HARNESS_ERROR;
    } else if (rc == -4) {
        snprintf(detail, cap,
                 "cannot build the compiler's Landlock ruleset (the kernel has "
                 "Landlock but refused it): report it");
        v = KB_VERDICT_HARNESS_ERROR;
    } else if (rc == 125 && log && strstr(log, "cannot build the jail's file tree")) {
        snprintf(detail, cap,
                 "cannot set up the compiler's jail (%s): report it; KBENCH_JAIL=off compiles without "
                 "it (the compiler then tells whether a path exists)",
                 kb_jail_describe());
        v = KB_VERDICT_HARNESS_ERROR;
    } else if (rc == 126) {
        snprintf(detail, cap,
                 "cannot confine the compiler with Landlock (the kernel refused the "
                 "ruleset): report it");
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
        /* the trampoline names kbench.h's types: unknown there means the include is missing */
        bool no_header = abi && strstr(l, "unknown type name") && !includes_kbench_h(out->source);
        /* the compiler's limits, named: they are kbench's, not a bug of the compiler's */
        const char *limit =
            strstr(l, "File size limit exceeded")
                ? " (no file the compiler writes may exceed 64 MiB: the object would be larger)"
            : strstr(l, "memory exhausted") || strstr(l, "out of memory") ||
                    strstr(l, "Cannot allocate memory")
                ? " (each compiler process may use 2 GiB of memory)"
                : "";
        snprintf(detail, cap, "%s%s%s%s",
                 abi ? "does not match the ABI (run `kbench show` for the "
                       "prototype): "
                     : "",
                 no_header ? "it does not #include \"kbench.h\", which defines "
                             "the types of the prototype: "
                           : "",
                 first, limit);
        kb_compile_hint(l, detail, cap);
        v = abi ? KB_VERDICT_ABI_ERROR : KB_VERDICT_COMPILE_ERROR;
    }
    free(log);
done:
    free(unit);
    free(log_path);
    return v;
}

void kb_compiled_free(kb_compiled *c)
{
    free(c->source);
    c->source = NULL;
}
