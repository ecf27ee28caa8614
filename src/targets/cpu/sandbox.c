/* sandbox.c: the seccomp filters of kbench-runner (see sandbox.h): a deny-list in force while a
 * candidate is loaded, then the allow-list for its calls.
 *
 * What a kernel legitimately needs: memory (mmap/munmap/mremap/brk/madvise, never executable),
 * threads (clone with CLONE_THREAD, futex, scheduling, signals to its own threads), clocks,
 * writing to stdout/stderr (an assert message), and exit. The baselines that share the process
 * (oneDNN, XLA through its PJRT plugin) are loaded, compiled and run once before the filter, and
 * then need no more than that, with the exceptions marked below. Everything else traps: opening
 * files, sockets, exec, new processes, ptrace and process_vm_*, ioctls, signals to other
 * processes.
 * clone3 answers ENOSYS, so glibc falls back to clone, whose flags the filter can inspect.
 * The SIGSYS handler cannot be replaced: rt_sigaction on SIGSYS traps too. */
#include "sandbox.h"
#include "../../harness/protocol.h"

#include <errno.h>
#include <sched.h>
#include <seccomp.h>
#include <signal.h>
#include <stdbool.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <ucontext.h>
#include <unistd.h>

static void (*violation)(int nr);

/* Files that glibc itself opens, read-only, to learn about the machine, from code a kernel or
 * a baseline calls without asking for a file: get_nprocs() (behind sysconf(_SC_NPROCESSORS_ONLN),
 * std::thread::hardware_concurrency, and malloc when a process grows past 8 thread arenas)
 * reads the first, then the second; malloc reads the third the first time a thread arena
 * shrinks. XLA's thread pools do all of that at the cpu preset, and so can any threaded
 * kernel. Such an open is not made: it fails with ENOENT, which glibc answers by falling back
 * (sched_getaffinity) or by assuming the default. Any other open is a violation. */
static const char *const probes[] = {
    "/sys/devices/system/cpu/online",
    "/proc/stat",
    "/proc/sys/vm/overcommit_memory",
};

static bool is_probe(const char *path)
{
    for (size_t i = 0; i < sizeof probes / sizeof probes[0]; i++) {
        const char *a = probes[i], *b = path;
        while (*a && *a == *b) a++, b++;
        if (!*a && !*b) return true;
    }
    return false;
}

/* A trapped call has not been made; returning from the handler resumes after it with rax as
 * its result. Async-signal-safe. */
static void on_sigsys(int sig, siginfo_t *si, void *uc)
{
    (void)sig;
    greg_t *r = ((ucontext_t *)uc)->uc_mcontext.gregs;
    const char *path = si->si_syscall == SYS_openat ? (const char *)r[REG_RSI]
                       : si->si_syscall == SYS_open ? (const char *)r[REG_RDI]
                                                    : NULL;
    if (path && is_probe(path)) {
        r[REG_RAX] = -ENOENT;
        return;
    }
    violation(si->si_syscall);
}

/* One argument comparison, all fields spelled out (libseccomp's SCMP_A* macros leave datum_b
 * implicit, which clang warns about). MASKED_EQ: (arg & a) == b; others compare with a. */
static struct scmp_arg_cmp arg(unsigned idx, enum scmp_compare op, scmp_datum_t a, scmp_datum_t b)
{
    return (struct scmp_arg_cmp){.arg = idx, .op = op, .datum_a = a, .datum_b = b};
}

/* The SIGSYS handler, installed once: the first filter forbids replacing it. */
static int install_handler(void (*on_violation)(int nr))
{
    static bool installed;
    violation = on_violation;
    if (installed) return 0;
    struct sigaction sa = {0};
    sa.sa_sigaction = on_sigsys;
    sa.sa_flags = SA_SIGINFO;
    if (sigaction(SIGSYS, &sa, NULL) != 0) return -1;
    installed = true;
    return 0;
}

int kb_sandbox_enter(void (*on_violation)(int nr))
{
    if (install_handler(on_violation) != 0) return -1;

    scmp_filter_ctx f = seccomp_init(SCMP_ACT_TRAP);
    if (!f) return -1;
    /* Every thread, not only the caller: threads started before the filter (the OpenMP pool
     * that the lib baseline's warm-up call starts, XLA's thread pools) run candidate code and
     * baseline code afterwards, and a filter applies only to the thread that loads it and the
     * threads it creates later, unless it is synchronised across the process. */
    if (seccomp_attr_set(f, SCMP_FLTATR_CTL_TSYNC, 1) != 0) {
        seccomp_release(f);
        return -1;
    }
    static const int plain[] = {
        SCMP_SYS(read),
        SCMP_SYS(futex),
        SCMP_SYS(munmap),
        SCMP_SYS(mremap),
        SCMP_SYS(madvise),
        SCMP_SYS(brk),
        SCMP_SYS(set_robust_list),
        SCMP_SYS(get_robust_list),
        SCMP_SYS(rseq),
        SCMP_SYS(sched_yield),
        SCMP_SYS(sched_getaffinity),
        SCMP_SYS(sched_setaffinity),
        SCMP_SYS(getpid),
        SCMP_SYS(gettid),
        SCMP_SYS(exit),
        SCMP_SYS(exit_group),
        SCMP_SYS(rt_sigprocmask),
        SCMP_SYS(rt_sigreturn),
        SCMP_SYS(sigaltstack),
        SCMP_SYS(clock_gettime),
        SCMP_SYS(clock_getres),
        SCMP_SYS(gettimeofday),
        SCMP_SYS(nanosleep),
        SCMP_SYS(clock_nanosleep),
        SCMP_SYS(restart_syscall),
        SCMP_SYS(getrandom),
        SCMP_SYS(arch_prctl),
        SCMP_SYS(membarrier),
        SCMP_SYS(getcpu),
        SCMP_SYS(sysinfo), /* glibc qsort asks for the memory size */
        /* The xla baseline runs in this process too, with the filter on (see runner_main.c):
         * its thread pools call pthread_getattr_np (absl and TSL, for stack bounds), which
         * reads the thread's scheduling policy and priority. Read-only queries. */
        SCMP_SYS(sched_getparam),
        SCMP_SYS(sched_getscheduler),
    };
    int rc = 0;
    for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++)
        rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, plain[i], 0);
    /* output: stdout and stderr, and the replies to kbench (which believes only one byte per call) */
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(write), 1, arg(0, SCMP_CMP_EQ, 1, 0));
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(write), 1, arg(0, SCMP_CMP_EQ, 2, 0));
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(write), 1, arg(0, SCMP_CMP_EQ, KB_REPLY_FD, 0));
    /* memory, never executable */
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(mmap), 1, arg(2, SCMP_CMP_MASKED_EQ, PROT_EXEC, 0));
    rc |=
        seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(mprotect), 1, arg(2, SCMP_CMP_MASKED_EQ, PROT_EXEC, 0));
    /* threads, not processes */
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(clone), 1,
                           arg(0, SCMP_CMP_MASKED_EQ, CLONE_THREAD, CLONE_THREAD));
    rc |= seccomp_rule_add(f, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);
    /* signals: only to this process (abort() raises SIGABRT on itself) */
    pid_t self = getpid();
    rc |=
        seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(tgkill), 1, arg(0, SCMP_CMP_EQ, (scmp_datum_t)self, 0));
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(rt_sigaction), 1, arg(0, SCMP_CMP_NE, SIGSYS, 0));
    if (rc == 0) rc = seccomp_load(f);
    seccomp_release(f);
    return rc == 0 ? 0 : -1;
}

/* The deny-list in force while the candidate is loaded (dlopen must open and map its file and
 * may run code of the candidate's: relocations, and constructors if the screen missed one). Files
 * are Landlock's business; this closes what Landlock does not cover. */
int kb_sandbox_preload(void (*on_violation)(int nr))
{
    if (install_handler(on_violation) != 0) return -1;
    scmp_filter_ctx f = seccomp_init(SCMP_ACT_ALLOW);
    if (!f) return -1;
    if (seccomp_attr_set(f, SCMP_FLTATR_CTL_TSYNC, 1) != 0) {
        seccomp_release(f);
        return -1;
    }
    static const int denied[] = {
        SCMP_SYS(fork),
        SCMP_SYS(vfork),
        SCMP_SYS(execve),
        SCMP_SYS(execveat),
        SCMP_SYS(socket),
        SCMP_SYS(socketpair),
        SCMP_SYS(connect),
        SCMP_SYS(bind),
        SCMP_SYS(listen),
        SCMP_SYS(accept),
        SCMP_SYS(accept4),
        SCMP_SYS(ptrace),
        SCMP_SYS(process_vm_readv),
        SCMP_SYS(process_vm_writev),
        SCMP_SYS(kill),
        SCMP_SYS(tkill),
        SCMP_SYS(pidfd_open),
        SCMP_SYS(pidfd_send_signal),
        SCMP_SYS(pidfd_getfd),
        SCMP_SYS(unshare),
        SCMP_SYS(setns),
        SCMP_SYS(mount),
        SCMP_SYS(umount2),
        SCMP_SYS(pivot_root),
        SCMP_SYS(chroot),
        SCMP_SYS(keyctl),
        SCMP_SYS(add_key),
        SCMP_SYS(request_key),
        SCMP_SYS(bpf),
        SCMP_SYS(perf_event_open),
        SCMP_SYS(io_uring_setup),
        SCMP_SYS(io_uring_enter),
        SCMP_SYS(io_uring_register),
        SCMP_SYS(userfaultfd),
        SCMP_SYS(kcmp),
        SCMP_SYS(personality),
        SCMP_SYS(rt_sigqueueinfo),
        SCMP_SYS(rt_tgsigqueueinfo),
    };
    int rc = 0;
    for (size_t i = 0; i < sizeof denied / sizeof denied[0]; i++)
        rc |= seccomp_rule_add(f, SCMP_ACT_TRAP, denied[i], 0);
    /* threads only; clone3's flags are out of the filter's reach, so it is refused */
    rc |= seccomp_rule_add(f, SCMP_ACT_TRAP, SCMP_SYS(clone), 1, arg(0, SCMP_CMP_MASKED_EQ, CLONE_THREAD, 0));
    rc |= seccomp_rule_add(f, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_TRAP, SCMP_SYS(tgkill), 1,
                           arg(0, SCMP_CMP_NE, (scmp_datum_t)getpid(), 0));
    rc |= seccomp_rule_add(f, SCMP_ACT_TRAP, SCMP_SYS(rt_sigaction), 1, arg(0, SCMP_CMP_EQ, SIGSYS, 0));
    if (rc == 0) rc = seccomp_load(f);
    seccomp_release(f);
    return rc == 0 ? 0 : -1;
}
