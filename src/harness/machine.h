/* machine.h: what kbench knows about the host it runs on: identity, caches, and the measured
 * peaks that the cpu target's roofline percentages and impossible_time check are computed
 * against. Every evaluation, of any target, is recorded with its host (store.h). */
#ifndef KB_MACHINE_H
#define KB_MACHINE_H

#include <stdbool.h>
#include <stddef.h>

#include "../core/util.h"

typedef struct kb_machine {
    char cpu[128];    /* model name */
    int cores;        /* online logical CPUs */
    size_t llc_bytes; /* largest cache level reported by sysfs */
    bool avx512f, avx512bf16, amx_bf16;
} kb_machine;

typedef struct kb_peaks {
    double fp32_1, fp32_all; /* GFLOP/s: FMA on zmm, one core / all cores */
    double bf16_1, bf16_all; /* GFLOP/s: the fastest bf16 path (AMX tiles or vdpbf16ps) */
    char bf16_path[32];      /* "amx", "avx512_bf16" or "none (fp32 fma)" */
    double bw_1, bw_all;     /* GB/s: best of triad, non-temporal triad and read-only sum */
    char measured_at[32];    /* ISO time */
    /* measured while other processes used the CPU (stored only with --allow-busy): the figures
     * are likely too low; the reason says what was busy (harness/load.h) */
    bool noisy;
    char noisy_reason[256];
} kb_peaks;

void kb_machine_detect(kb_machine *m);
/* Measure every peak once; takes a few seconds, progress on stderr. The load is sampled around
 * each phase (fp32, bf16, AMX, bandwidth): p->noisy is set when any phase was busy, with that
 * phase's reason. */
void kb_peaks_measure(const kb_machine *m, kb_peaks *p);
/* Measure the peaks on a quiet machine: wait up to busy_wait_s for a quiet one, measure, and
 * re-measure a busy measurement (KB_PEAKS_TRIES in all). 0 with quiet peaks; still busy:
 * allow_busy: 0 with p->noisy set (the caller stores them flagged); else -1 with err saying
 * what was busy and that --allow-busy stores them anyway. With allow_busy it neither waits
 * nor re-measures. */
#define KB_PEAKS_TRIES 3
int kb_peaks_measure_quiet(const kb_machine *m, kb_peaks *p, bool allow_busy, double busy_wait_s,
                           kb_err *err);
/* The peak compute rate for a dtype at a thread count (GFLOP/s) and the bandwidth (GB/s). */
double kb_peaks_flops(const kb_peaks *p, const kb_machine *m, bool bf16, int threads);
double kb_peaks_bw(const kb_peaks *p, const kb_machine *m, int threads);

#endif
