/* jail.c: a child in namespaces of its own, its tasks capped (see jail.h). */
#include "jail.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/sched.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "../core/util.h"

#define JAIL_NS_FLAGS \
    (CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWIPC | CLONE_NEWNET | CLONE_NEWNS | CLONE_NEWUTS)
#define JAIL_EXIT_SETUP 125

/* ---- what this machine gives, found out once ----------------------------------------------- */

static pthread_mutex_t state_lock = PTHREAD_MUTEX_INITIALIZER;
static int ns_state; /* 0 unknown, 1 namespaces work, -1 they do not (ns_why says why) */
static char ns_why[160];
static char pids_parent[256]; /* where our pids cgroups go, "" when nowhere */
static char pids_why[160];
static bool probed_cgroup;
static unsigned cgroup_seq;

static bool jail_disabled(void)
{
    const char *e = getenv("KBENCH_JAIL");
    return e && !strcmp(e, "off");
}

/* The pids controller's directory for this process's own cgroup, v1 or v2, and whether kbench
 * may make children there with a pids.max of their own. */
static void probe_cgroup(void)
{
    probed_cgroup = true;
    FILE *m = fopen("/proc/self/mountinfo", "r");
    if (!m) {
        snprintf(pids_why, sizeof pids_why, "no /proc/self/mountinfo");
        return;
    }
    char line[1024], v1[256] = "", v2[256] = "";
    while (fgets(line, sizeof line, m)) {
        /* ... mount-point ... - fstype source super-options */
        char mnt[256], fstype[32], opts[512];
        const char *dash = strstr(line, " - ");
        if (!dash || sscanf(line, "%*s %*s %*s %*s %255s", mnt) != 1 ||
            sscanf(dash + 3, "%31s %*s %511s", fstype, opts) != 2)
            continue;
        if (!strcmp(fstype, "cgroup")) {
            for (char *t = strtok(opts, ","); t; t = strtok(NULL, ","))
                if (!strcmp(t, "pids")) snprintf(v1, sizeof v1, "%s", mnt);
        } else if (!strcmp(fstype, "cgroup2") && !v2[0]) {
            snprintf(v2, sizeof v2, "%s", mnt);
        }
    }
    fclose(m);
    /* our own cgroup's path in that hierarchy */
    FILE *c = fopen("/proc/self/cgroup", "r");
    char own[256] = "";
    while (c && fgets(line, sizeof line, c)) {
        line[strcspn(line, "\n")] = 0;
        char *a = strchr(line, ':'), *b = a ? strchr(a + 1, ':') : NULL;
        if (!b) continue;
        *b = 0;
        bool pids_line = strstr(a + 1, "pids") != NULL, unified = !strcmp(a + 1, "");
        if ((v1[0] && pids_line) || (!v1[0] && unified)) snprintf(own, sizeof own, "%s", b + 1);
    }
    if (c) fclose(c);
    const char *mnt = v1[0] ? v1 : v2;
    if (!mnt[0]) {
        snprintf(pids_why, sizeof pids_why, "no cgroup file system is mounted");
        return;
    }
    char dir[256], probe[300];
    snprintf(dir, sizeof dir, "%s%s", mnt, strcmp(own, "/") ? own : "");
    snprintf(probe, sizeof probe, "%s/kbench-probe-%d", dir, (int)getpid());
    if (mkdir(probe, 0755) != 0) {
        snprintf(pids_why, sizeof pids_why, "cannot make a cgroup in %s: %s", dir, strerror(errno));
        return;
    }
    char max[320];
    snprintf(max, sizeof max, "%s/pids.max", probe);
    bool has = access(max, W_OK) == 0;
    rmdir(probe);
    if (!has) {
        snprintf(pids_why, sizeof pids_why, "the pids controller is not enabled in %s", dir);
        return;
    }
    snprintf(pids_parent, sizeof pids_parent, "%s", dir);
    /* cgroups left by a kbench that died: remove the empty ones whose kbench is gone */
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));) {
        int pid;
        if (sscanf(e->d_name, "kbench-%d-", &pid) == 1 && kill(pid, 0) != 0 && errno == ESRCH) {
            char stale[600];
            snprintf(stale, sizeof stale, "%s/%s", dir, e->d_name);
            rmdir(stale);
        }
    }
    if (d) closedir(d);
}

const char *kb_jail_describe(void)
{
    static char line[512];
    pthread_mutex_lock(&state_lock);
    if (!probed_cgroup) probe_cgroup();
    const char *ns = jail_disabled() ? "no namespaces (KBENCH_JAIL=off)"
                     : ns_state < 0  ? ns_why
                     : ns_state == 0 ? "user, pid, ipc, net, mount and uts namespaces (not yet tried)"
                                     : "user, pid, ipc, net, mount and uts namespaces";
    if (pids_parent[0])
        snprintf(line, sizeof line, "%s; tasks capped by a pids cgroup", ns);
    else
        snprintf(line, sizeof line,
                 "%s; tasks capped by RLIMIT_NPROC only where it counts (no pids cgroup: %s)", ns, pids_why);
    pthread_mutex_unlock(&state_lock);
    return line;
}

/* ---- the minimal file tree ------------------------------------------------------------------ */

typedef enum { M_DIR, M_BIND_DIR, M_BIND_FILE, M_LINK } mount_kind;
struct kb_jail_mount {
    mount_kind kind;
    bool ro;
    char *src; /* bind source, or a symlink's target */
    char *dst; /* inside root_dir */
};

static bool planned(const kb_jail *j, const char *dst)
{
    for (int i = 0; i < j->n_mounts; i++)
        if (!strcmp(j->mounts[i].dst, dst)) return true;
    return false;
}

static void plan_add(kb_jail *j, mount_kind k, bool ro, const char *src, const char *dst)
{
    j->mounts = kb_xrealloc(j->mounts, (size_t)(j->n_mounts + 1) * sizeof *j->mounts);
    j->mounts[j->n_mounts++] = (kb_jail_mount){k, ro, src ? kb_xstrdup(src) : NULL, kb_xstrdup(dst)};
}

/* Whether path lies beneath (or is) one of the paths already bound: it is visible already. */
static bool covered(const kb_jail *j, const char *path)
{
    size_t rl = strlen(j->root_dir);
    for (int i = 0; i < j->n_mounts; i++) {
        const kb_jail_mount *m = &j->mounts[i];
        if (m->kind == M_DIR) continue;
        const char *p = m->dst + rl;
        size_t n = strlen(p);
        if (!strncmp(path, p, n) && (path[n] == '/' || !path[n])) return true;
    }
    return false;
}

static void plan_path(kb_jail *j, const char *path, bool ro)
{
    struct stat st;
    if (!path || path[0] != '/' || lstat(path, &st) != 0 || covered(j, path)) return;
    char *dst = kb_xasprintf("%s%s", j->root_dir, path);
    /* every directory above it, outermost first */
    for (char *s = dst + strlen(j->root_dir) + 1; (s = strchr(s, '/')); s++) {
        *s = 0;
        if (!planned(j, dst)) plan_add(j, M_DIR, false, NULL, dst);
        *s = '/';
    }
    if (S_ISLNK(st.st_mode)) {
        char target[4096];
        ssize_t n = readlink(path, target, sizeof target - 1);
        if (n > 0) {
            target[n] = 0;
            plan_add(j, M_LINK, false, target, dst);
            /* a link's target must be in the tree too (Debian's /bin -> usr/bin) */
            if (target[0] == '/') {
                plan_path(j, target, ro);
            } else {
                char *abs = kb_xasprintf("%.*s/%s", (int)(strrchr(path, '/') - path), path, target);
                char *real = realpath(abs, NULL);
                if (real) plan_path(j, real, ro);
                free(real);
                free(abs);
            }
        }
    } else {
        plan_add(j, S_ISDIR(st.st_mode) ? M_BIND_DIR : M_BIND_FILE, ro, path, dst);
    }
    free(dst);
}

/* The flags a read-only remount must keep: in a user namespace the ones the mount already has
 * are locked, and a remount that drops one fails. */
static unsigned long locked_flags(const char *path)
{
    struct statfs sf; /* statfs, not statvfs: glibc's statvfs may read /proc/mounts */
    if (statfs(path, &sf) != 0) return 0;
    const unsigned long keep = MS_NOSUID | MS_NODEV | MS_NOEXEC | MS_NOATIME | MS_NODIRATIME | MS_RELATIME;
    return (unsigned long)sf.f_flags & keep; /* the kernel's ST_* flags are the MS_* values */
}

/* In the child: build the tree and make it the root. Async-signal-safe system calls only. */
static int enter_root(const kb_jail *j)
{
    if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) return -1;
    if (mount("tmpfs", j->root_dir, "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755,size=1m") != 0) return -1;
    for (int i = 0; i < j->n_mounts; i++) {
        const kb_jail_mount *m = &j->mounts[i];
        switch (m->kind) {
        case M_DIR:
            if (mkdir(m->dst, 0755) != 0 && errno != EEXIST) return -1;
            break;
        case M_LINK:
            if (symlink(m->src, m->dst) != 0 && errno != EEXIST) return -1;
            break;
        case M_BIND_DIR:
        case M_BIND_FILE:
            if (m->kind == M_BIND_DIR) {
                if (mkdir(m->dst, 0755) != 0 && errno != EEXIST) return -1;
            } else {
                int fd = open(m->dst, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
                if (fd < 0) return -1;
                close(fd);
            }
            if (mount(m->src, m->dst, NULL, MS_BIND | MS_REC, NULL) != 0) return -1;
            if (m->ro &&
                mount(NULL, m->dst, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | locked_flags(m->dst), NULL) != 0)
                return -1;
            break;
        }
    }
    /* the tmpfs itself read-only too, then swap roots and drop the old one */
    char old[4096];
    size_t rl = strlen(j->root_dir);
    if (rl + 6 >= sizeof old) return -1;
    memcpy(old, j->root_dir, rl);
    memcpy(old + rl, "/.old", 6);
    if (mkdir(old, 0700) != 0) return -1;
    if (syscall(SYS_pivot_root, j->root_dir, old) != 0) return -1;
    if (chdir("/") != 0 || umount2("/.old", MNT_DETACH) != 0 || rmdir("/.old") != 0) return -1;
    if (mount(NULL, "/", NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) != 0) return -1;
    if (j->chdir_to && chdir(j->chdir_to) != 0) return -1;
    return 0;
}

/* ---- the cgroup ---------------------------------------------------------------------------- */

static void write_text(const char *path, const char *text)
{
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return;
    ssize_t w = write(fd, text, strlen(text));
    (void)w;
    close(fd);
}

/* A pids cgroup for one child, with its cap; "" in j->cgroup when none can be had. */
static void cgroup_make(kb_jail *j)
{
    j->cgroup[0] = 0;
    pthread_mutex_lock(&state_lock);
    if (!probed_cgroup) probe_cgroup();
    unsigned seq = ++cgroup_seq;
    bool have = pids_parent[0] != 0;
    char parent[256];
    snprintf(parent, sizeof parent, "%s", pids_parent);
    pthread_mutex_unlock(&state_lock);
    if (!have || j->max_tasks <= 0) return;
    snprintf(j->cgroup, sizeof j->cgroup, "%s/kbench-%d-%u", parent, (int)getpid(), seq);
    char max[300], n[32];
    snprintf(max, sizeof max, "%s/pids.max", j->cgroup);
    snprintf(n, sizeof n, "%d", j->max_tasks);
    if (mkdir(j->cgroup, 0755) != 0) {
        j->cgroup[0] = 0;
        return;
    }
    write_text(max, n);
}

static bool cgroup_attach(const kb_jail *j)
{
    char procs[300], pid[32];
    snprintf(procs, sizeof procs, "%s/cgroup.procs", j->cgroup);
    snprintf(pid, sizeof pid, "%d", (int)j->pid);
    int fd = open(procs, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return false;
    bool ok = write(fd, pid, strlen(pid)) == (ssize_t)strlen(pid);
    close(fd);
    return ok;
}

bool kb_jail_hit_task_cap(const kb_jail *j)
{
    if (!j->cgroup[0]) return false;
    char path[300];
    snprintf(path, sizeof path, "%s/pids.events", j->cgroup);
    char *text = kb_read_file(path, NULL);
    long n = 0;
    const char *m = text ? strstr(text, "max ") : NULL;
    if (m) n = strtol(m + 4, NULL, 10);
    free(text);
    return n > 0;
}

/* ---- the fork ------------------------------------------------------------------------------ */

/* The user's tasks, for RLIMIT_NPROC where there is no cgroup: it counts all of them. */
static int user_tasks(uid_t uid)
{
    int n = 0;
    DIR *d = opendir("/proc");
    for (struct dirent *e; d && (e = readdir(d));) {
        if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
        char path[64];
        snprintf(path, sizeof path, "/proc/%s", e->d_name);
        struct stat st;
        if (stat(path, &st) != 0 || st.st_uid != uid) continue;
        char task[80];
        snprintf(task, sizeof task, "%s/task", path);
        DIR *t = opendir(task);
        for (struct dirent *f; t && (f = readdir(t));) n += f->d_name[0] != '.';
        if (t) closedir(t);
    }
    if (d) closedir(d);
    return n;
}

static bool write_map(pid_t pid, const char *file, const char *text)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/%s", (int)pid, file);
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return false;
    bool ok = write(fd, text, strlen(text)) == (ssize_t)strlen(text);
    close(fd);
    return ok;
}

static void note_no_namespaces(int err)
{
    pthread_mutex_lock(&state_lock);
    bool first = ns_state >= 0;
    if (first) {
        ns_state = -1;
        snprintf(ns_why, sizeof ns_why,
                 "no namespaces (clone3 with new user, pid, ipc, net and mount namespaces: %s)",
                 strerror(err));
    }
    pthread_mutex_unlock(&state_lock);
    /* once, whatever --quiet says: what a candidate can reach depends on it */
    if (first)
        fprintf(stderr,
                "kbench: note: candidates and the compiler run without namespaces here (%s): a candidate "
                "can name other processes, and the compiler's refusals tell which paths exist "
                "(docs/integrity.md)\n",
                strerror(err));
}

pid_t kb_jail_fork(kb_jail *j, const kb_jail_opts *o)
{
    memset(j, 0, sizeof *j);
    j->go[0] = j->go[1] = -1;
    j->max_tasks = o->max_tasks;
    j->root_dir = o->root_dir;
    j->chdir_to = o->chdir_to;
    if (pipe2(j->go, O_CLOEXEC) != 0) return -1;
    pthread_mutex_lock(&state_lock);
    bool try_ns = !jail_disabled() && ns_state >= 0;
    pthread_mutex_unlock(&state_lock);
    if (try_ns && o->root_dir) {
        for (int i = 0; o->ro && o->ro[i]; i++) plan_path(j, o->ro[i], true);
        for (int i = 0; o->rw && o->rw[i]; i++) plan_path(j, o->rw[i], false);
    }
    cgroup_make(j);
    /* without a cgroup: RLIMIT_NPROC, which counts every task of the user (and nothing for root) */
    struct rlimit nproc = {RLIM_INFINITY, RLIM_INFINITY};
    if (!j->cgroup[0] && o->max_tasks > 0 && geteuid() != 0) {
        rlim_t n = (rlim_t)(user_tasks(geteuid()) + o->max_tasks);
        nproc = (struct rlimit){n, n};
    }
    uid_t uid = geteuid();
    gid_t gid = getegid();
    fflush(NULL);
    pid_t pid = -1;
    if (try_ns) {
        struct clone_args a = {.flags = JAIL_NS_FLAGS, .exit_signal = SIGCHLD};
        pid = (pid_t)syscall(SYS_clone3, &a, sizeof a);
        if (pid < 0)
            note_no_namespaces(errno);
        else
            j->namespaces = true;
    }
    if (pid < 0) pid = fork();
    if (pid < 0) {
        int e = errno;
        kb_jail_release(j);
        errno = e;
        return -1;
    }
    if (pid == 0) {
        char b;
        close(j->go[1]);
        if (read(j->go[0], &b, 1) != 1) _exit(JAIL_EXIT_SETUP);
        close(j->go[0]);
        if (nproc.rlim_max != RLIM_INFINITY) setrlimit(RLIMIT_NPROC, &nproc);
        if (j->namespaces && j->root_dir && enter_root(j) != 0) {
            static const char msg[] = "kbench: cannot build the jail's file tree\n";
            ssize_t w = write(STDERR_FILENO, msg, sizeof msg - 1);
            (void)w;
            _exit(JAIL_EXIT_SETUP);
        }
        return 0;
    }
    j->pid = pid;
    close(j->go[0]);
    j->go[0] = -1;
    bool ok = true;
    if (j->namespaces) {
        /* the child is root in its namespace, the user kbench runs as outside: it keeps exactly
         * the file access it had, and gains power over nothing but its own namespaces */
        char map[64];
        snprintf(map, sizeof map, "0 %u 1", (unsigned)uid);
        ok = write_map(pid, "uid_map", map) && write_map(pid, "setgroups", "deny");
        snprintf(map, sizeof map, "0 %u 1", (unsigned)gid);
        ok = ok && write_map(pid, "gid_map", map);
        if (!ok) {
            pthread_mutex_lock(&state_lock);
            ns_state = -1;
            snprintf(ns_why, sizeof ns_why, "no namespaces (cannot map the user into one: %s)",
                     strerror(errno));
            pthread_mutex_unlock(&state_lock);
        } else {
            pthread_mutex_lock(&state_lock);
            if (ns_state == 0) ns_state = 1;
            pthread_mutex_unlock(&state_lock);
        }
    }
    if (ok && j->cgroup[0] && !cgroup_attach(j)) {
        rmdir(j->cgroup);
        j->cgroup[0] = 0;
    }
    /* the go byte; without it (a failed map) the child exits 125 and the caller sees that */
    if (ok) {
        ssize_t w = write(j->go[1], "g", 1);
        (void)w;
    }
    close(j->go[1]);
    j->go[1] = -1;
    return pid;
}

void kb_jail_release(kb_jail *j)
{
    for (int k = 0; k < 2; k++)
        if (j->go[k] > 0) close(j->go[k]);
    j->go[0] = j->go[1] = -1;
    /* a cgroup is removable once its last task has gone, which follows the reaping closely */
    for (int i = 0; j->cgroup[0] && i < 100 && rmdir(j->cgroup) != 0 && errno == EBUSY; i++) usleep(1000);
    j->cgroup[0] = 0;
    for (int i = 0; i < j->n_mounts; i++) {
        free(j->mounts[i].src);
        free(j->mounts[i].dst);
    }
    free(j->mounts);
    j->mounts = NULL;
    j->n_mounts = 0;
}
