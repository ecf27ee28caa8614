/* machine.h: what the cpu target knows about this machine: identity, caches, and the measured
 * peaks that roofline percentages and the impossible_time check are computed against. */
#ifndef KB_MACHINE_H
#define KB_MACHINE_H

#include <stdbool.h>
#include <stddef.h>

typedef struct kb_machine {
    char cpu[128];            /* model name */
    int cores;                /* online logical CPUs */
    size_t llc_bytes;         /* largest cache level reported by sysfs */
    bool avx512f, avx512bf16, amx_bf16;
} kb_machine;

typedef struct kb_peaks {
    double fp32_1, fp32_all;  /* GFLOP/s: FMA on zmm, one core / all cores */
    double bf16_1, bf16_all;  /* GFLOP/s: the fastest bf16 path (AMX tiles or vdpbf16ps) */
    char bf16_path[32];       /* "amx", "avx512_bf16" or "none (fp32 fma)" */
    double bw_1, bw_all;      /* GB/s: best of triad, non-temporal triad and read-only sum */
    char measured_at[32];     /* ISO time */
} kb_peaks;

void kb_machine_detect(kb_machine *m);
/* Measure every peak; takes a few seconds. progress on stderr. */
void kb_peaks_measure(const kb_machine *m, kb_peaks *p);
/* The peak compute rate for a dtype at a thread count (GFLOP/s) and the bandwidth (GB/s). */
double kb_peaks_flops(const kb_peaks *p, const kb_machine *m, bool bf16, int threads);
double kb_peaks_bw(const kb_peaks *p, const kb_machine *m, int threads);

#endif
