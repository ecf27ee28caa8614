/* kbench_run.c: see kbench_run.h. */
#include "kbench_run.h"

#include <criterion/criterion.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "scratch.h"

/* The file's text, or "" when there is none. */
static char *output(const char *dir, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    char *s = kb_test_slurp(path);
    return s ? s : strdup("");
}

int kb_test_kbenchv(const char *dir, const char *env, _Atomic pid_t *child, char **out, char **err,
                    const char *fmt, va_list ap)
{
    char args[6144], cmd[8192];
    vsnprintf(args, sizeof args, fmt, ap);
    snprintf(cmd, sizeof cmd, "exec %s%s%s %s %s > %s/out.txt 2> %s/err.txt", env ? "env " : "",
             env ? env : "", env ? " " : "", kb_test_bin(), args, dir, dir);
    pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) {
        if (chdir(dir) != 0) _exit(127);
        execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
        _exit(127);
    }
    if (child) *child = pid;
    int st;
    waitpid(pid, &st, 0);
    if (child) *child = 0;
    if (out) *out = output(dir, "out.txt");
    if (err) *err = output(dir, "err.txt");
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

int kb_test_kbench(const char *dir, const char *env, _Atomic pid_t *child, char **out, char **err,
                   const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = kb_test_kbenchv(dir, env, child, out, err, fmt, ap);
    va_end(ap);
    return rc;
}

long long kb_test_query(const char *dir, const char *sql)
{
    char path[512];
    snprintf(path, sizeof path, "%s/kbench.db", dir);
    sqlite3 *db = kb_test_db(path);
    sqlite3_stmt *st;
    cr_assert_eq(sqlite3_prepare_v2(db, sql, -1, &st, NULL), SQLITE_OK, "%s: %s", sql, sqlite3_errmsg(db));
    long long v = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
    sqlite3_finalize(st);
    sqlite3_close(db);
    return v;
}
