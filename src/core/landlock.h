/* landlock.h: confine a process's view of the file system (and, where the kernel allows, its
 * signals, abstract sockets and TCP) with Landlock, before it runs code we do not trust.
 *
 * Two steps, so that the second can run between fork and exec of a threaded process: build the
 * ruleset in the parent (it opens the allowed paths and allocates nothing), then apply it in the
 * child, which takes two system calls and is async-signal-safe. A restriction holds across
 * execve and is inherited by every later child; it can only ever be narrowed.
 *
 * Paths not beneath an allowed one cannot be opened, read, listed, executed or written: /proc
 * (another process's environment and command line), the home directory (the results store, the
 * compile and reference caches, the secret run seed) are out of sight unless listed. */
#ifndef KB_LANDLOCK_H
#define KB_LANDLOCK_H

#include <stdbool.h>
#include <stddef.h>

/* The Landlock ABI version this kernel offers; 0 when it has none (too old, or disabled). */
int kb_landlock_abi(void);

/* A ruleset that allows reading and executing beneath each of ro[] and everything beneath each
 * of rw[] (NULL-terminated lists of files or directories; a path that does not exist is skipped).
 * With `scope` set and an ABI of 6 or more, signals to processes outside the domain and
 * connections to abstract unix sockets outside it are refused too; with an ABI of 4 or more, TCP
 * bind and connect always are. Returns the ruleset's descriptor (close-on-exec), or -1 with why
 * filled when the kernel has no Landlock or the ruleset cannot be made. */
int kb_landlock_ruleset(const char *const *ro, const char *const *rw, bool scope, char *why, size_t cap);

/* In the process to confine: no new privileges, then the ruleset. Async-signal-safe. Returns 0,
 * or -1 with errno set. */
int kb_landlock_apply(int ruleset_fd);

#endif
