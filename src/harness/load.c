/* load.c: the machine's load over a window (see load.h). */
#include "load.h"

#include <ctype.h>
#include <dirent.h>
#include <math.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../core/util.h"
#include "../core/term.h"

static double clock_s(clockid_t c)
{
    struct timespec ts;
    if (clock_gettime(c, &ts) != 0) return -1;
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The CPU seconds of process pid (all its threads), or -1 when it is gone or not ours. */
static double pid_cpu(int pid)
{
    clockid_t c;
    if (pid <= 0 || clock_getcpuclockid((pid_t)pid, &c) != 0) return -1;
    return clock_s(c);
}

/* /proc/stat: the cpuN lines of the CPUs we may run on (all of them when the affinity mask
 * cannot be read): a process pinned elsewhere does not compete with us. */
static void read_stat(kb_load_sample *s)
{
    cpu_set_t set;
    bool have_set = sched_getaffinity(0, sizeof set, &set) == 0;
    FILE *f = fopen("/proc/stat", "r");
    if (!f) return;
    char line[512];
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "cpu", 3) != 0) break; /* the cpu lines come first */
        if (!isdigit((unsigned char)line[3])) continue;
        int cpu;
        unsigned long long v[8] = {0};
        if (sscanf(line + 3, "%d %llu %llu %llu %llu %llu %llu %llu %llu", &cpu, &v[0], &v[1], &v[2], &v[3],
                   &v[4], &v[5], &v[6], &v[7]) < 5)
            continue;
        if (have_set && (cpu < 0 || cpu >= CPU_SETSIZE || !CPU_ISSET(cpu, &set))) continue;
        /* user nice system idle iowait irq softirq steal (guest time is inside user) */
        s->busy += v[0] + v[1] + v[2] + v[5] + v[6];
        s->idle += v[3];
        s->iowait += v[4];
        s->steal += v[7];
        s->ncpu++;
    }
    fclose(f);
    s->has_stat = s->ncpu > 0;
}

static void read_psi(kb_load_sample *s)
{
    FILE *f = fopen("/proc/pressure/cpu", "r");
    if (!f) return;
    char line[256];
    unsigned long long total;
    while (fgets(line, sizeof line, f)) {
        const char *t = strstr(line, "total=");
        if (!strncmp(line, "some ", 5) && t && sscanf(t, "total=%llu", &total) == 1) {
            s->psi_some_us = total;
            s->has_psi = true;
        }
    }
    fclose(f);
}

static void read_loadavg(kb_load_sample *s)
{
    FILE *f = fopen("/proc/loadavg", "r");
    if (!f) return;
    double l1;
    int running;
    if (fscanf(f, "%lf %*f %*f %d/", &l1, &running) == 2) s->loadavg1 = l1, s->running = running;
    fclose(f);
}

void kb_load_sample_take(kb_load_sample *s, const int *pids, int npids)
{
    memset(s, 0, sizeof *s);
    s->npids = KB_MAX(0, KB_MIN(npids, KB_LOAD_MAX_PIDS));
    for (int i = 0; i < s->npids; i++) s->pids[i] = pids[i], s->pid_cpu[i] = pid_cpu(pids[i]);
    s->self_cpu = clock_s(CLOCK_PROCESS_CPUTIME_ID);
    read_stat(s);
    read_psi(s);
    read_loadavg(s);
    s->t = kb_now();
}

/* Our CPU seconds between a and b: this process, and each runner pid. A pid known only at b
 * started inside the window (all its CPU is in it); one gone at b used CPU after a that we
 * cannot see, which then counts as other processes'. */
static double ours_between(const kb_load_sample *a, const kb_load_sample *b)
{
    double ours = b->self_cpu >= 0 && a->self_cpu >= 0 ? b->self_cpu - a->self_cpu : 0;
    for (int i = 0; i < b->npids; i++) {
        if (b->pid_cpu[i] < 0) continue;
        double before = 0;
        for (int j = 0; j < a->npids; j++)
            if (a->pids[j] == b->pids[i] && a->pid_cpu[j] >= 0) before = a->pid_cpu[j];
        ours += KB_MAX(0.0, b->pid_cpu[i] - before);
    }
    return ours;
}

/* ---- who is busy: the processes that used the most CPU over a short look ------------------ */

#define LOOK_MAX 1024

typedef struct proc_cpu {
    int pid;
    unsigned long long jiffies;
    char comm[20];
} proc_cpu;

static bool is_ours(int pid, const kb_load_sample *b)
{
    if (pid == (int)getpid()) return true;
    for (int i = 0; i < b->npids; i++)
        if (b->pids[i] == pid) return true;
    return false;
}

/* utime + stime of every process (its threads included) and its name, printable. */
static int scan_procs(proc_cpu *out, int cap)
{
    DIR *d = opendir("/proc");
    int n = 0;
    for (struct dirent *e; d && n < cap && (e = readdir(d));) {
        if (!isdigit((unsigned char)e->d_name[0])) continue;
        char path[64], buf[1024];
        snprintf(path, sizeof path, "/proc/%s/stat", e->d_name);
        FILE *f = fopen(path, "r");
        if (!f) continue;
        size_t len = fread(buf, 1, sizeof buf - 1, f);
        fclose(f);
        buf[len] = 0;
        /* "pid (comm) state ppid ... utime stime": comm may hold spaces and parentheses */
        char *open = strchr(buf, '('), *close = strrchr(buf, ')');
        if (!open || !close || close < open) continue;
        unsigned long long ut, st;
        if (sscanf(close + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu", &ut, &st) != 2)
            continue;
        proc_cpu *p = &out[n++];
        p->pid = atoi(e->d_name);
        p->jiffies = ut + st;
        size_t cl = KB_MIN((size_t)(close - open - 1), sizeof p->comm - 1);
        for (size_t i = 0; i < cl; i++) {
            unsigned char ch = (unsigned char)open[1 + i];
            p->comm[i] = isgraph(ch) ? (char)ch : '?';
        }
        p->comm[cl] = 0;
    }
    if (d) closedir(d);
    return n;
}

void kb_load_name_busiest(const kb_load_sample *b, kb_load_report *r)
{
    if (!r->busy || !(r->other_cores > KB_LOAD_OTHER_CORES)) return;
    proc_cpu *x = kb_xcalloc(LOOK_MAX, sizeof *x), *y = kb_xcalloc(LOOK_MAX, sizeof *y);
    int nx = scan_procs(x, LOOK_MAX);
    double t0 = kb_now();
    struct timespec ts = {0, 100 * 1000 * 1000};
    nanosleep(&ts, NULL);
    int ny = scan_procs(y, LOOK_MAX);
    double dt = kb_now() - t0, hz = (double)sysconf(_SC_CLK_TCK);
    /* the top two, each with at least 0.1 of a core */
    int top[2] = {-1, -1};
    double use[2] = {0.1, 0.1};
    for (int i = 0; i < ny; i++) {
        if (is_ours(y[i].pid, b)) continue;
        for (int j = 0; j < nx; j++) {
            if (x[j].pid != y[i].pid || y[i].jiffies < x[j].jiffies) continue;
            double c = (double)(y[i].jiffies - x[j].jiffies) / hz / dt;
            if (c > use[0])
                top[1] = top[0], use[1] = use[0], top[0] = i, use[0] = c;
            else if (c > use[1])
                top[1] = i, use[1] = c;
            break;
        }
    }
    size_t n = strlen(r->reason), cap = sizeof r->reason;
    if (top[0] >= 0 && top[1] >= 0 && n < cap)
        snprintf(r->reason + n, cap - n, "; busiest: %s %.2f, %s %.2f", y[top[0]].comm, use[0],
                 y[top[1]].comm, use[1]);
    else if (top[0] >= 0 && n < cap)
        snprintf(r->reason + n, cap - n, "; busiest: %s %.2f", y[top[0]].comm, use[0]);
    free(x);
    free(y);
}

static void append(char *dst, size_t cap, const char *fmt, double v, const char *suffix)
{
    size_t n = strlen(dst);
    if (n >= cap) return;
    snprintf(dst + n, cap - n, fmt, n ? "; " : "", v, suffix);
}

void kb_load_between(const kb_load_sample *a, const kb_load_sample *b, kb_load_report *r)
{
    memset(r, 0, sizeof *r);
    r->wall_s = b->t - a->t;
    r->loadavg1 = b->loadavg1;
    r->psi_some_frac = NAN;
    if (!(r->wall_s > 0)) {
        snprintf(r->reason, sizeof r->reason, "quiet: no time passed between the samples");
        return;
    }
    double ours = ours_between(a, b), hz = (double)sysconf(_SC_CLK_TCK);
    r->ours_cores = ours / r->wall_s;
    if (a->has_stat && b->has_stat && b->ncpu == a->ncpu) {
        double busy = (double)(b->busy - a->busy) / hz;
        double all =
            (double)((b->busy + b->idle + b->iowait + b->steal) - (a->busy + a->idle + a->iowait + a->steal));
        r->other_cores = KB_MAX(0.0, (busy - ours) / r->wall_s);
        r->steal_frac = all > 0 ? (double)(b->steal - a->steal) / all : 0;
    }
    if (a->has_psi && b->has_psi && b->psi_some_us >= a->psi_some_us)
        r->psi_some_frac = KB_MIN(1.0, (double)(b->psi_some_us - a->psi_some_us) * 1e-6 / r->wall_s);
    bool other = r->other_cores > KB_LOAD_OTHER_CORES, steal = r->steal_frac > KB_LOAD_STEAL_FRAC;
    bool psi = isfinite(r->psi_some_frac) && r->ours_cores < KB_LOAD_OURS_QUIET &&
               r->psi_some_frac > KB_LOAD_PSI_FRAC;
    r->busy = other || steal || psi;
    char *s = r->reason;
    size_t cap = sizeof r->reason;
    if (!r->busy) {
        snprintf(s, cap, "quiet: other processes %.2f of a core, steal %.0f%%", r->other_cores,
                 100 * r->steal_frac);
        if (isfinite(r->psi_some_frac))
            append(s, cap, "%s CPU pressure %.0f%%%s", 100 * r->psi_some_frac, "");
        return;
    }
    if (other) append(s, cap, "%sother processes used %.2f of a core%s", r->other_cores, "");
    if (steal) append(s, cap, "%ssteal %.0f%%%s", 100 * r->steal_frac, " (the hypervisor ran other guests)");
    if (psi) append(s, cap, "%sCPU pressure %.0f%%%s", 100 * r->psi_some_frac, " (tasks waited for a CPU)");
    append(s, cap, "%sload average %.2f%s", r->loadavg1, "");
}

bool kb_load_wait_quiet(const int *pids, int npids, double max_wait_s, kb_load_report *r)
{
    double t0 = kb_now();
    bool said = false;
    for (;;) {
        kb_load_sample a, b;
        kb_load_sample_take(&a, pids, npids);
        struct timespec ts = {0, (long)(KB_LOAD_WINDOW_S * 1e9)};
        nanosleep(&ts, NULL);
        kb_load_sample_take(&b, pids, npids);
        kb_load_between(&a, &b, r);
        if (r->busy && !said) kb_load_name_busiest(&b, r);
        if (!r->busy) {
            if (said) kb_progress("the machine is quiet after %.0f s of waiting", kb_now() - t0);
            return true;
        }
        double left = max_wait_s - (kb_now() - t0);
        if (left <= 0) {
            if (said) kb_load_name_busiest(&b, r);
            return false;
        }
        if (!said)
            kb_progress("the machine is busy (%s): waiting up to %.0f s for it to quiet down", r->reason,
                        max_wait_s);
        said = true;
    }
}
