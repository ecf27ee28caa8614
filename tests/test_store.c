/* test_store.c: the results store when the disk is full. kbench opens and writes the store on
 * a file system with no room left (a 512 KiB tmpfs, filled): it must say that the disk is full
 * and how to fix it, exit non-zero, and leave every evaluation stored before intact. Needs the
 * right to mount (root, as in CI); skipped with a message otherwise. */
#include <criterion/criterion.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support/kbench_run.h"
#include "support/scratch.h"

static char dir[256];

/* `kbench eval` of p12's naive candidate into the store at db; *err its stderr. */
static int kbench_eval(const char *db, char **err)
{
    return kb_test_kbench(
        dir, NULL, NULL, NULL, err,
        "eval p12_rmsnorm %s/kernels/cpu/p12_rmsnorm/naive.c --preset tiny --no-time --quiet --db %s",
        kb_test_root(), db);
}

static long long evaluations(const char *db)
{
    sqlite3 *h = kb_test_db(db);
    sqlite3_stmt *st;
    cr_assert_eq(sqlite3_prepare_v2(h, "SELECT count(*) FROM evaluations", -1, &st, NULL), SQLITE_OK);
    long long n = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
    sqlite3_finalize(st);
    sqlite3_stmt *ic;
    cr_assert_eq(sqlite3_prepare_v2(h, "PRAGMA integrity_check", -1, &ic, NULL), SQLITE_OK);
    cr_expect(sqlite3_step(ic) == SQLITE_ROW && !strcmp((const char *)sqlite3_column_text(ic, 0), "ok"),
              "the store is damaged");
    sqlite3_finalize(ic);
    sqlite3_close(h);
    return n;
}

Test(store, a_full_disk_is_named_and_loses_nothing, .timeout = 120)
{
    snprintf(dir, sizeof dir, "/tmp/kbench-full-XXXXXX");
    cr_assert(mkdtemp(dir));
    char mnt[300], db[400], fill[400];
    snprintf(mnt, sizeof mnt, "%s/disk", dir);
    cr_assert_eq(mkdir(mnt, 0755), 0);
    if (geteuid() != 0 || mount("tmpfs", mnt, "tmpfs", 0, "size=512k") != 0) {
        kb_test_scratch_remove(dir);
        cr_skip_test("cannot mount a small tmpfs here (needs root): the full-disk test is skipped");
    }
    snprintf(db, sizeof db, "%s/kbench.db", mnt);
    kb_test_store(db);
    char *err;
    int rc = kbench_eval(db, &err);
    cr_expect(rc == 0, "a first evaluation on the small disk failed (%d): %s", rc, err);
    free(err);
    long long before = evaluations(db);
    cr_assert_eq(before, 1);
    /* fill the disk, then evaluate again */
    snprintf(fill, sizeof fill, "dd if=/dev/zero of=%s/fill bs=4k count=1000 2>/dev/null", mnt);
    if (system(fill)) {
    }
    rc = kbench_eval(db, &err);
    cr_expect_neq(rc, 0, "kbench succeeded on a full disk");
    cr_expect(strstr(err, "the disk is full: free space and run again"), "stderr: %s", err);
    free(err);
    snprintf(fill, sizeof fill, "%s/fill", mnt);
    unlink(fill);
    cr_expect_eq(evaluations(db), before, "an evaluation stored before the disk filled was lost");
    umount2(mnt, MNT_DETACH);
    kb_test_scratch_remove(dir);
}
