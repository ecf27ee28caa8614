/* load.h: is the machine busy? The load other processes put on this machine's CPUs over a
 * window, so that a time or a peak measured while something else ran is flagged (noisy) or
 * re-measured instead of believed (issue 13, class 5: on a loaded 2-core machine the lib
 * baseline's 2-thread calls ran up to 100x slower).
 *
 * What is read, at each end of the window (kb_load_sample_take):
 *   /proc/stat          busy (user+nice+system+irq+softirq), idle, iowait and steal jiffies,
 *                       summed over the CPUs this process may run on (sched_getaffinity)
 *   /proc/pressure/cpu  PSI "some" total (us a runnable task waited for a CPU), when present
 *   /proc/loadavg       the 1-minute load average and the tasks runnable now (shown, not judged:
 *                       it lags by a minute and counts our own threads)
 *   our CPU time        this process (CLOCK_PROCESS_CPUTIME_ID: all its threads) and each pid
 *                       given, our runner processes (clock_getcpuclockid: all their threads)
 * Other processes' CPU over the window = machine busy time - ours. Our own runners' threads
 * never count: an honest OpenMP kernel with 8 threads on 2 cores is not noise; a compiler or
 * another kbench beside us is. Without PSI (older kernels, some containers) /proc/stat alone
 * decides.
 *
 * Thresholds (a window is busy when any is exceeded). What this 2-core VM showed during the
 * session that wrote them, while 8 other helpers built and tested beside it (load average 5-17,
 * never idle; 200 windows of 0.25 s logged over 10 minutes): other processes 1.7-2.1 cores in
 * every window, PSI some 57-100%, steal 0-16%; a `yes` or a spinning child started by us was
 * seen in full (other cores 2.0, of which it got 0.2-1.0 as the others left it) and, given as
 * ours, moved from other processes' CPU to ours to within 0.001 core. Idle figures could not be
 * observed then: scripts/load-observe (2 minutes, on a quiet machine) prints them, beside one and
 * two `yes` and a compile, to confirm these. */
#ifndef KB_LOAD_H
#define KB_LOAD_H

#include <stdbool.h>
#include <stdint.h>

/* Other processes' CPU, in cores, averaged over the window. A 2-thread OpenMP call on 2 cores
 * waits for its slowest thread, so even a fraction of a core of other work slows it; /proc/stat
 * counts in ticks (1/100 s per CPU: 0.04 core in a 0.25 s window on 2 CPUs), so a threshold
 * below a few ticks would flag an idle machine's timers and daemons. */
#define KB_LOAD_OTHER_CORES 0.25
/* Fraction of the CPUs' time the hypervisor gave to other guests (seen up to 16% here). */
#define KB_LOAD_STEAL_FRAC 0.05
/* PSI "some": fraction of the window in which a runnable task waited for a CPU, judged only
 * when our own processes used almost no CPU (below KB_LOAD_OURS_QUIET cores), since our own
 * threads waiting for each other (8 OpenMP threads on 2 cores) raise it too. It catches other
 * work that competes for the CPUs in bursts too short for the tick counts. */
#define KB_LOAD_PSI_FRAC 0.20
#define KB_LOAD_OURS_QUIET 0.10
/* The window kb_load_wait_quiet samples, seconds. */
#define KB_LOAD_WINDOW_S 0.25

/* Runner processes a sample follows: `kbench run --kernels DIR` times every candidate of a
 * workload in one session, each in a process of its own; a pid left out would count as other
 * processes' CPU. */
#define KB_LOAD_MAX_PIDS 64

/* One end of a window. Plain data: take one before and one after. */
typedef struct kb_load_sample {
    double t; /* kb_now() */
    bool has_stat, has_psi;
    uint64_t busy, idle, iowait, steal; /* jiffies, summed over our CPUs */
    int ncpu;                           /* CPUs summed */
    uint64_t psi_some_us;
    double loadavg1;
    int running;     /* tasks runnable now (loadavg field 4) */
    double self_cpu; /* this process's CPU seconds */
    int npids;
    int pids[KB_LOAD_MAX_PIDS];
    double pid_cpu[KB_LOAD_MAX_PIDS]; /* CPU seconds; < 0 when it could not be read */
} kb_load_sample;

/* pids: our runner processes alive over the window (at most KB_LOAD_MAX_PIDS are kept; NULL
 * with 0 for none). Pass the same list at both ends: a pid that is gone at the second end
 * cannot be read, and its CPU after the first counts as other processes' (busy, not quiet,
 * is the safe error). Costs a few microseconds plus one clock read per pid. */
void kb_load_sample_take(kb_load_sample *s, const int *pids, int npids);

typedef struct kb_load_report {
    bool busy;
    double wall_s;
    double other_cores;   /* other processes' CPU / wall */
    double ours_cores;    /* ours (this process + the pids) / wall */
    double steal_frac;    /* steal / all CPU time of our CPUs; 0 without /proc/stat */
    double psi_some_frac; /* PSI some / wall; NaN without PSI */
    double loadavg1;      /* at the window's end */
    /* busy: what exceeded its threshold, e.g. "other processes used 0.98 of a core (yes 0.97);
     * steal 12%"; quiet: the figures seen, "quiet: other processes 0.02 of a core, ..." */
    char reason[200];
} kb_load_report;

/* The load between two samples (b after a): pure arithmetic on the two, so cheap enough for
 * every block of rounds. */
void kb_load_between(const kb_load_sample *a, const kb_load_sample *b, kb_load_report *r);
/* For a report busy with other processes' CPU: appends "; busiest: yes 0.97, cc1 0.40" to its
 * reason, the other processes (ours, as b lists them, left out) that used the most CPU over
 * 0.1 s spent here, just after the window. Call it once, for the reason that is recorded. */
void kb_load_name_busiest(const kb_load_sample *b, kb_load_report *r);

/* Before timing: windows of KB_LOAD_WINDOW_S until one is quiet (true) or max_wait_s has passed
 * (false; r says what was busy in the last window). pids: our runner processes (their CPU is
 * ours), or NULL, 0. Says on stderr (kb_progress) that it waits, once, when it has to. */
bool kb_load_wait_quiet(const int *pids, int npids, double max_wait_s, kb_load_report *r);

#endif
