/* hostile_runner.c: a runner that speaks the protocol badly, on purpose, for tests/test_protocol.c.
 *
 * kbench must give a verdict and never crash whatever a runner child does: wrong replies,
 * garbage, early exits, its own signals, hanging, filling the pipes, leaving a grandchild
 * behind. The test points KBENCH_RUNNER here and writes what to do into a file named after the
 * test's pid (kbench's): "MODE SEED REAL_RUNNER". Contestants other than the candidate are handed
 * to the real runner, so that the baselines stay honest and only the candidate misbehaves.
 * A runner starts in its own PID namespace (src/targets/cpu/jail.h), where getppid() is 0 and its
 * own pid is 1: it learns kbench's pid and its own as the machine knows them from the host's
 * /proc/self/status (PPid, and NSpid's first field). */
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static uint64_t rng;
static uint64_t next(void)
{
    rng = rng * 6364136223846793005ull + 1442695040888963407ull;
    return rng >> 17;
}

static void put(const void *p, size_t n) { (void)!write(4, p, n); }
static void put1(char c) { put(&c, 1); }

/* Read one command; false at end of file. */
static bool command(void)
{
    char c;
    return read(3, &c, 1) == 1;
}

/* A field of /proc/self/status, as the machine's pid namespace numbers it (the first one). */
static int status_pid(const char *field)
{
    char line[256];
    int v = 0;
    size_t n = strlen(field);
    FILE *f = fopen("/proc/self/status", "r");
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, field, n)) v = atoi(line + n);
    if (f) fclose(f);
    return v;
}

int main(int argc, char **argv)
{
    char path[64], real[4096] = "";
    snprintf(path, sizeof path, "/tmp/kbench-hostile-%d", status_pid("PPid:"));
    FILE *f = fopen(path, "r");
    int mode = 0;
    unsigned long long seed = 1;
    if (!f || fscanf(f, "%d %llu %4095s", &mode, &seed, real) != 3) return 99;
    fclose(f);
    if (argc > 1 && strcmp(argv[1], "candidate") != 0) {
        execv(real, argv);
        return 98;
    }
    rng = seed;
    switch (mode) {
    case 0: return 0;               /* exit at once */
    case 1: return 0x61;            /* "setup failed", before ready */
    case 2: put1('r'); return 0x61; /* "setup failed" after ready: a forgery */
    case 3:
        for (int i = 0; i < 50; i++) put1((char)next());
        return 3;
    case 4:
        put1('l');
        put1('r');
        pause();
        return 0; /* out of order */
    case 5:
        put1('r');
        pause();
        return 0; /* never loads */
    default: break;
    }
    put1('r');
    put1('l');
    /* map the output region and scribble on it, as a broken kernel would */
    void *out = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, 6, 0);
    for (int call = 1; command(); call++) {
        if (out != MAP_FAILED) memset(out, (int)next(), 4096);
        switch (mode) {
        case 6: pause(); break; /* hang in a call */
        case 7:
            raise((int)(next() % 31) + 1);
            put1('d');
            break; /* a signal of its own */
        case 8:
            put1('d');
            put1('d');
            break; /* two replies */
        case 9: {
            char m[9] = {'F'};
            uint64_t o = next();
            memcpy(m + 1, &o, 8);
            put(m, 9);
            pause();
            break;
        }
        case 10: {
            char m[5] = {'S'};
            int32_t n = (int32_t)next();
            memcpy(m + 1, &n, 4);
            put(m, 5);
            pause();
            break;
        }
        case 11: {
            char m[5] = {'S'};
            int32_t n = -7;
            memcpy(m + 1, &n, 4);
            put(m, 5);
            return 0x61;
        }
        case 12:
            close(4);
            close(3);
            sleep(30);
            break; /* silent */
        case 13:
            if (call == (int)(next() % 6) + 1) _exit((int)(next() & 0xff));
            put1('d');
            break;
        case 14: { /* leaves a grandchild */
            int ready[2];
            if (pipe(ready) != 0) break;
            pid_t g = fork();
            if (g == 0) {
                /* its pid in the name, as the machine knows it: RLIMIT_FSIZE forbids writing a byte */
                char gp[96];
                snprintf(gp, sizeof gp, "%s.grandchild.%d", path, status_pid("NSpid:"));
                FILE *gf = fopen(gp, "w");
                if (gf) fclose(gf);
                (void)!write(ready[1], "g", 1);
                sleep(60);
                _exit(0);
            }
            char b;
            (void)!read(ready[0], &b, 1);
            put1('d');
            break;
        }
        case 15: {
            static char buf[1 << 16];
            memset(buf, 'd', sizeof buf);
            put(buf, sizeof buf);
            break;
        }
        case 16: put1('d'); break; /* garbage output, right protocol */
        case 17: {                 /* a flood on its log */
            static char noise[1 << 16];
            memset(noise, 'x', sizeof noise);
            for (int i = 0; i < 64; i++) (void)!write(2, noise, sizeof noise);
            put1('d');
            break;
        }
        case 18:
            kill(getpid(), SIGSTOP);
            put1('d');
            break; /* stops itself */
        default: { /* random bytes and exits */
            int n = (int)(next() % 4);
            for (int i = 0; i < n; i++) {
                static const char alphabet[] = {'d', 'r', 'l', 'F', 'S', 0, (char)0xff, 'd'};
                put1(alphabet[next() % sizeof alphabet]);
            }
            if (next() % 5 == 0) _exit((int)(next() & 0xff));
            if (next() % 7 == 0) raise(SIGSEGV);
            if (next() % 3 == 0) usleep((useconds_t)(next() % 20000));
            put1('d');
        }
        }
    }
    return 0;
}
