/* agent_run.c: see agent_run.h. */
#include "agent_run.h"

#include <criterion/criterion.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "scratch.h"

int kb_test_kbench(const char *dir, _Atomic pid_t *child, char **out, char **err, const char *args)
{
    char cmd[8192];
    snprintf(cmd, sizeof cmd, "exec %s %s > %s/out.txt 2> %s/err.txt", kb_test_bin(), args, dir, dir);
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
    char path[512];
    snprintf(path, sizeof path, "%s/out.txt", dir);
    *out = kb_test_slurp(path);
    snprintf(path, sizeof path, "%s/err.txt", dir);
    *err = kb_test_slurp(path);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
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
