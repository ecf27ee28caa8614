/* scratch.c: see scratch.h. */
#include "scratch.h"

#include <criterion/criterion.h>
#include <libgen.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store/store.h"

const char *kb_test_bin(void)
{
    const char *b = getenv("KBENCH_BIN");
    return b && *b ? b : "build/kbench";
}

const char *kb_test_root(void)
{
    const char *r = getenv("KBENCH_ROOT");
    return r && *r ? r : ".";
}

char *kb_test_slurp(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) return NULL;
    char *buf = calloc(1, 1 << 20);
    size_t n = fread(buf, 1, (1 << 20) - 1, f);
    buf[n] = 0;
    fclose(f);
    return buf;
}

/* This machine's peaks, measured once per build. Tests run in parallel: each measures into its
 * own file and the first rename wins. */
static const char *peaks_db(void)
{
    static char path[1024];
    char bin[1024];
    snprintf(bin, sizeof bin, "%s", kb_test_bin());
    snprintf(path, sizeof path, "%s/test-peaks.db", dirname(bin));
    struct stat st;
    if (stat(path, &st) != 0) {
        char cmd[4096];
        /* --allow-busy: tests run beside other work too; their peaks need not be true ones */
        snprintf(cmd, sizeof cmd, "%s peak --allow-busy --db %s.%d > /dev/null 2>&1 && mv %s.%d %s", kb_test_bin(),
                 path, (int)getpid(), path, (int)getpid(), path);
        cr_assert_eq(system(cmd), 0, "kbench peak failed");
    }
    return path;
}

void kb_test_scratch(char *dir, size_t cap, const char *prefix)
{
    snprintf(dir, cap, "/tmp/%sXXXXXX", prefix);
    cr_assert(mkdtemp(dir), "cannot create a scratch directory");
    char db[1024];
    snprintf(db, sizeof db, "%s/kbench.db", dir);
    kb_test_store(db);
}

void kb_test_store(const char *db)
{
    kb_err err = {{0}};
    kb_store *s = kb_store_open(db, &err);
    cr_assert(s, "%s", err.msg);
    kb_store_close(s);
    /* opening the peaks' store migrates it, should it come from a build with an older schema,
     * so that its columns line up with the fresh one's */
    const char *peaks = peaks_db();
    s = kb_store_open(peaks, &err);
    cr_assert(s, "%s", err.msg);
    kb_store_close(s);
    sqlite3 *h;
    cr_assert_eq(sqlite3_open(db, &h), SQLITE_OK);
    char *q = sqlite3_mprintf("ATTACH %Q AS p; INSERT INTO machines SELECT * FROM p.machines; DETACH p;",
                              peaks);
    char *msg = NULL;
    int rc = sqlite3_exec(h, q, NULL, NULL, &msg);
    cr_assert_eq(rc, SQLITE_OK, "copying the peaks: %s", msg ? msg : "");
    sqlite3_free(q);
    sqlite3_close(h);
}

void kb_test_scratch_remove(const char *dir)
{
    if (getenv("KBENCH_KEEP")) return;
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    if (system(cmd)) {}
}
