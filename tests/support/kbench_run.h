/* kbench_run.h: what the tests that drive the kbench command share: run build/kbench in a scratch
 * directory as a user would, and ask its store a question. */
#ifndef KB_TESTS_KBENCH_RUN_H
#define KB_TESTS_KBENCH_RUN_H

#include <stdarg.h>
#include <sys/types.h>

/* `kbench ARGS` (ARGS from fmt, as printf; a shell expands it) with dir as the working
 * directory, under env (NULL, or env(1) words: "-u KBENCH_ALLOW_BUSY", "KBENCH_SEED_FILE=F").
 * The child's pid is published in *child while it runs (child may be NULL). Returns the exit
 * code (-1 when killed by a signal). Its stdout and stderr are left in dir/out.txt and
 * dir/err.txt, and come back in *out and *err (heap, "" when empty; either may be NULL). */
int kb_test_kbench(const char *dir, const char *env, _Atomic pid_t *child, char **out, char **err,
                   const char *fmt, ...) __attribute__((format(printf, 6, 7)));
int kb_test_kbenchv(const char *dir, const char *env, _Atomic pid_t *child, char **out, char **err,
                    const char *fmt, va_list ap);
/* The first column of the first row of sql over dir/kbench.db (-1 when no row). */
long long kb_test_query(const char *dir, const char *sql);

#endif
