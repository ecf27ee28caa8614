/* jail.h: a child process in namespaces of its own, with its tasks capped (evaluation v3).
 *
 * Every process that runs code kbench does not trust starts in a jail: a contestant's runner
 * (proc.c) and the compiler of a candidate (compile.c). The jail is a fresh user, PID, IPC,
 * network, mount and UTS namespace. In its own PID namespace a process can name no other
 * process: there is no pid of anyone else to signal, to read the CPU clock of, to pin to a core
 * or to renice, whatever the seccomp filter allows on "a pid". It reaches no network and shares
 * no System V IPC. Its tasks (threads and processes together) are capped by a pids cgroup of its
 * own where kbench can make one (root, or a delegated cgroup), else by RLIMIT_NPROC where that
 * counts (not for root). The compiler also gets a file tree of its own (kb_jail_opts.root_dir):
 * a tmpfs holding bind mounts of the system's directories and of what the compile needs, and
 * nothing else, so that kbench's cache, seed and store do not exist for it at all (no
 * permission error tells it that they do).
 *
 * The runner is PID 1 of its namespace, which makes signals it sends itself with their default
 * action ineffective (abort() would not end it): runner_main.c handles them (protocol.h,
 * KB_REPLY_SIGNAL). Signals from kbench (SIGSTOP, SIGCONT, SIGKILL) work as always.
 *
 * What needs what: the namespaces need user namespaces, which Debian's kernels give every user
 * (kernel.unprivileged_userns_clone); the cgroup needs a writable pids controller. Where they
 * are missing, the child starts as a plain fork and kb_jail_describe() says so: Landlock,
 * seccomp and the rlimits still hold (docs/integrity.md). KBENCH_JAIL=off forces the fallback
 * (for tests, and for a machine where namespaces misbehave). */
#ifndef KB_JAIL_H
#define KB_JAIL_H

#include <stdbool.h>
#include <sys/types.h>

typedef struct kb_jail_opts {
    int max_tasks;         /* threads and processes together; 0: no cap */
    const char *root_dir;  /* NULL: the file tree stays; else an empty directory (it must exist)
                              that becomes the root of a minimal tree made of: */
    const char *const *ro; /* paths bound read-only at the same place (NULL-terminated) */
    const char *const *rw; /* and read-write */
    const char *chdir_to;  /* where the child starts (inside the minimal tree), or NULL */
} kb_jail_opts;

typedef struct kb_jail_mount kb_jail_mount; /* (jail.c) */

typedef struct kb_jail {
    pid_t pid;
    bool namespaces;  /* the child is in namespaces of its own */
    char cgroup[256]; /* its pids cgroup directory, "" when it has none */
    int max_tasks;
    int go[2];
    kb_jail_mount *mounts; /* the minimal tree's plan, made before fork */
    int n_mounts;
    const char *root_dir, *chdir_to;
} kb_jail;

/* Like fork(): returns 0 in the child once the parent has set its jail up (identity mapped, in
 * its cgroup, in its file tree), the child's pid in the parent, -1 with errno when no child could
 * be made. The child may call only async-signal-safe functions until it execs (kbench forks from
 * threaded processes), and must exec: it is a copy of a threaded parent. A child whose jail
 * failed to set up exits with status 125 before running anything. */
pid_t kb_jail_fork(kb_jail *j, const kb_jail_opts *o);

/* Once the child is reaped: remove its cgroup, free the plan. Safe on a zeroed kb_jail. */
void kb_jail_release(kb_jail *j);

/* Whether the child asked for more tasks than its cap allowed (its cgroup's count of refusals;
 * false when it has no cgroup). */
bool kb_jail_hit_task_cap(const kb_jail *j);

/* What a jail on this machine is, in one line: "user, pid, ipc, net, mount and uts namespaces;
 * tasks capped by a pids cgroup", or what is missing and why. */
const char *kb_jail_describe(void);

#endif
