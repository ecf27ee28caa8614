/* agent_run.h: what the agent tests share: run build/kbench in a scratch directory as a user
 * would, and ask its store a question. */
#ifndef KB_TESTS_AGENT_RUN_H
#define KB_TESTS_AGENT_RUN_H

#include <sys/types.h>

/* `kbench ARGS` with dir as the working directory; the child's pid is published in *child while
 * it runs (child may be NULL). Returns the exit code (-1 when killed by a signal); its stdout
 * and stderr come back in *out and *err (heap). */
int kb_test_kbench(const char *dir, _Atomic pid_t *child, char **out, char **err, const char *args);
/* The first column of the first row of sql over dir/kbench.db (-1 when no row). */
long long kb_test_query(const char *dir, const char *sql);

#endif
