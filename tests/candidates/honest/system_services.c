/* system_services: every system service the sandbox allows a kernel, through its libc name (the
 * screen's allow-list and the sandbox's agree: screen_symbols.c, sandbox.c): memory mapped and
 * advised, its own threads' affinity, its clocks and a short sleep, the machine's size, random
 * bytes. None is needed for a GEMM, each is honest. `ok`. */
#define _GNU_SOURCE
#include <sched.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>
#include "kbench.h"

void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c)
{
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0) sched_setaffinity(0, sizeof set, &set);
    struct timespec t0, nap = {0, 1000};
    clock_gettime(CLOCK_MONOTONIC, &t0);
    nanosleep(&nap, 0);
    unsigned char r;
    if (getrandom(&r, 1, 0) != 1) r = 0;
    size_t bytes = sizeof(float) * KB_N;
    float *row = mmap(0, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (row == MAP_FAILED) return;
    madvise(row, bytes, MADV_WILLNEED);
    for (int i = 0; i < KB_M; i++) {
        for (int n = 0; n < KB_N; n++) row[n] = 0;
        for (int k = 0; k < KB_K; k++) {
            float av = kb_ld(a[i * KB_K + k]);
            for (int n = 0; n < KB_N; n++) row[n] += av * kb_ld(b[k * KB_N + n]);
        }
        for (int n = 0; n < KB_N; n++) c[i * KB_N + n] = kb_st(row[n]);
    }
    munmap(row, bytes);
    (void)cpus, (void)r;
}
