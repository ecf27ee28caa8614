/* scratch.h: scratch directories for tests that run build/kbench as a user would. Each holds
 * kbench.db, a fresh results store (this build's schema). This machine's peaks live in the
 * tests' machine store (kb_test_machine_store: measured once per build, made four times what was
 * measured, since a measurement beside other tests can be far too low), so evaluations do not
 * re-measure them. */
#ifndef KB_TESTS_SCRATCH_H
#define KB_TESTS_SCRATCH_H

#include <stddef.h>

const char *kb_test_bin(void);                                   /* $KBENCH_BIN, else build/kbench */
const char *kb_test_root(void);                                  /* $KBENCH_ROOT, else . */
void kb_test_scratch(char *dir, size_t cap, const char *prefix); /* /tmp/<prefix>XXXXXX */
void kb_test_store(const char *db_path);                         /* a fresh results store at db_path */
/* The tests' machine store, with this machine's peaks (made once per build), named in
 * $KBENCH_MACHINE_DB for this process and its children. */
const char *kb_test_machine_store(void);
/* A machine store of a test's own at path (when there is none yet), holding the tests' peaks and
 * nothing else: what the test measures or calibrates there stays its own. */
void kb_test_machine_store_copy(const char *path);
void kb_test_scratch_remove(const char *dir); /* kept when $KBENCH_KEEP is set, to look at */
char *kb_test_slurp(const char *path);        /* a file's text (heap), or NULL */
/* The file at the path fmt makes (as printf), whole and NUL-terminated (heap; *len its size when
 * len is not NULL); the test fails when it cannot be read. */
char *kb_test_read(size_t *len, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

typedef struct sqlite3 sqlite3;
/* A store (or any SQLite file) opened read-write for a test, waiting up to 10 s for another
 * process's lock as kbench does: kbench, or a test beside this one, may be writing it. */
sqlite3 *kb_test_db(const char *path);
/* Every row of sql over the SQLite file at path, one line each, columns joined by '|' (NULL as
 * ""), heap; the test fails when sql does not prepare. */
char *kb_test_rows(const char *path, const char *sql);
/* sql run on the SQLite file at path; the test fails when it does not succeed. */
void kb_test_exec(const char *path, const char *sql);

#endif
