/* machine.c: this host's identity and measured peak throughput (kbench peak). Every target's
 * results record the host they ran on; the cpu target's roofline is computed from these peaks.
 *
 * Compute: independent accumulator chains long enough to hide latency, per instruction family:
 * fp32 FMA on zmm, bf16 dot products (vdpbf16ps), and AMX bf16 tile products where the CPU and
 * kernel offer them. Memory: a triad a = b + s*c over arrays several times the last-level cache.
 * Each figure is the best of a few repetitions (a peak is what the machine can do, not what it
 * usually does), one thread and all threads. */
#include "machine.h"

#include <immintrin.h>
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "../core/util.h"
#include "../core/term.h"
#include "load.h"

void kb_machine_detect(kb_machine *m)
{
    memset(m, 0, sizeof *m);
    snprintf(m->cpu, sizeof m->cpu, "unknown");
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[4096];
    while (f && fgets(line, sizeof line, f)) {
        if (!strncmp(line, "model name", 10) && !strcmp(m->cpu, "unknown")) {
            char *c = strchr(line, ':');
            if (c) snprintf(m->cpu, sizeof m->cpu, "%s", c + 2);
            m->cpu[strcspn(m->cpu, "\n")] = 0;
        }
        if (!strncmp(line, "flags", 5)) {
            m->avx512f = strstr(line, " avx512f") != NULL;
            m->avx512bf16 = strstr(line, " avx512_bf16") != NULL;
            m->amx_bf16 = strstr(line, " amx_bf16") != NULL && strstr(line, " amx_tile") != NULL;
        }
    }
    if (f) fclose(f);
    m->cores = (int)sysconf(_SC_NPROCESSORS_ONLN);
    for (int i = 0; i < 8; i++) {
        char p[128];
        snprintf(p, sizeof p, "/sys/devices/system/cpu/cpu0/cache/index%d/size", i);
        char *s = kb_read_file(p, NULL);
        if (!s) continue;
        char *end;
        size_t v = strtoull(s, &end, 10);
        if (*end == 'K')
            v <<= 10;
        else if (*end == 'M')
            v <<= 20;
        if (v > m->llc_bytes) m->llc_bytes = v;
        free(s);
    }
}

/* ---- compute kernels: each returns FLOPs done ---------------------------------------------- */

/* Twelve independent accumulator chains, written out one by one: as an array, gcc kept them in
 * memory (a load, an FMA and a store per step) and measured a third of the real peak. */
#define CHAINS 12
#define UNROLL12(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11)

/* One peak loop: CHAINS accumulators, each updated by STEP(i) per iteration from the constant
 * operands OPERANDS declares; a step is flops_per_step FLOPs per chain. One body serves every
 * instruction measured, so the loops differ only in what they time. */
#define DECL(i) __m512 c##i = _mm512_set1_ps((float)i);
#define ADD(i) sum = _mm512_add_ps(sum, c##i);
#define PEAK_LOOP(name, isa, OPERANDS, STEP, flops_per_step)    \
    __attribute__((target(isa))) static double name(long iters) \
    {                                                           \
        OPERANDS                                                \
        UNROLL12(DECL)                                          \
        for (long it = 0; it < iters; it++) {                   \
            UNROLL12(STEP)                                      \
        }                                                       \
        __m512 sum = _mm512_setzero_ps();                       \
        UNROLL12(ADD)                                           \
        float sink = _mm512_reduce_add_ps(sum);                 \
        __asm__ __volatile__("" ::"x"(sink));                   \
        return (double)iters * CHAINS * (flops_per_step);       \
    }

/* fp32 FMA: 16 lanes, 2 FLOPs each */
#define FMA_OPERANDS const __m512 x = _mm512_set1_ps(1.0000001f), y = _mm512_set1_ps(0.9999999f);
#define FMA_STEP(i) c##i = _mm512_fmadd_ps(c##i, x, y);
PEAK_LOOP(fma_loop, "avx512f", FMA_OPERANDS, FMA_STEP, 16 * 2)

/* bf16 dot product into fp32: 16 lanes, two products and their sums each */
#define DPBF16_OPERANDS \
    const __m512bh a = (__m512bh)_mm512_set1_epi16(0x3f80), b = (__m512bh)_mm512_set1_epi16(0x3f80);
#define DPBF16_STEP(i) c##i = _mm512_dpbf16_ps(c##i, a, b);
PEAK_LOOP(dpbf16_loop, "avx512f,avx512bf16", DPBF16_OPERANDS, DPBF16_STEP, 16 * 2 * 2)

#undef PEAK_LOOP
#undef DECL
#undef ADD

/* AMX needs the kernel's permission per process (arch_prctl ARCH_REQ_XCOMP_PERM). */
static bool amx_enable(void)
{
    return syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18 /* XTILEDATA */) == 0;
}

struct tilecfg {
    uint8_t palette, start_row, reserved[14];
    uint16_t colsb[16];
    uint8_t rows[16];
};

__attribute__((target("amx-tile,amx-bf16"))) static double amx_loop(long iters)
{
    struct tilecfg cfg = {.palette = 1};
    for (int t = 0; t < 8; t++) cfg.rows[t] = 16, cfg.colsb[t] = 64;
    static _Alignas(64) uint16_t buf[16 * 32];
    for (int i = 0; i < 16 * 32; i++) buf[i] = 0x3c00; /* bf16 2^-7: sums stay finite */
    _tile_loadconfig(&cfg);
    _tile_zero(0);
    _tile_zero(1);
    _tile_zero(2);
    _tile_zero(3);
    _tile_loadd(4, buf, 64);
    _tile_loadd(5, buf, 64);
    _tile_loadd(6, buf, 64);
    _tile_loadd(7, buf, 64);
    for (long it = 0; it < iters; it++) {
        _tile_dpbf16ps(0, 4, 6);
        _tile_dpbf16ps(1, 4, 7);
        _tile_dpbf16ps(2, 5, 6);
        _tile_dpbf16ps(3, 5, 7);
    }
    static _Alignas(64) float out[16 * 16];
    _tile_stored(0, out, 64);
    _tile_release();
    __asm__ __volatile__("" ::"r"(out[0]));
    return (double)iters * 4 * 16 * 16 * 32 * 2;
}

/* GFLOP/s of `loop` on `threads` threads: best of 3 runs of ~0.15 s each. */
static double rate(double (*loop)(long), int threads, bool amx)
{
    long iters = 1000;
    for (double t = 0; t < 0.05; iters *= 4) {
        double t0 = kb_now();
        loop(iters);
        t = kb_now() - t0;
        if (t >= 0.05) iters = (long)((double)iters * 0.15 / t) + 1;
        if (t >= 0.05) break;
    }
    double best = 0;
    for (int rep = 0; rep < 3; rep++) {
        double flops = 0, t0 = kb_now();
#pragma omp parallel num_threads(threads) reduction(+ : flops)
        {
            if (!amx || amx_enable()) flops += loop(iters);
        }
        double g = flops / (kb_now() - t0) * 1e-9;
        if (g > best) best = g;
    }
    return best;
}

/* Memory bandwidth in GB/s, the best a kernel can reach, so that the roofline floor never
 * flags an honest kernel: the best of a triad a = b + s*c with ordinary stores (STREAM counting:
 * 12 bytes per element, though write-allocate moves 16), the same triad with non-temporal stores
 * (which move only the 12), and a read-only sum. Arrays are larger than the LLC. */
typedef struct bw_arrays {
    float *a, *b, *c;
    size_t n;
} bw_arrays;

static void bw_alloc(const kb_machine *m, bw_arrays *x)
{
    size_t each = KB_MAX((size_t)256 << 20, m->llc_bytes * 2 / 3);
    each = KB_MIN(each, (size_t)512 << 20);
    x->n = each / sizeof(float);
    x->a = aligned_alloc(64, x->n * 4), x->b = aligned_alloc(64, x->n * 4),
    x->c = aligned_alloc(64, x->n * 4);
    KB_ASSERT(x->a && x->b && x->c);
#pragma omp parallel for schedule(static)
    for (size_t i = 0; i < x->n; i++) x->a[i] = 0, x->b[i] = 1, x->c[i] = 2;
}

__attribute__((target("avx512f"))) static void triad_nt(bw_arrays *x, int threads)
{
    const __m512 s = _mm512_set1_ps(0.5f);
#pragma omp parallel for num_threads(threads) schedule(static)
    for (size_t i = 0; i < x->n; i += 16)
        _mm512_stream_ps(x->a + i, _mm512_fmadd_ps(s, _mm512_load_ps(x->c + i), _mm512_load_ps(x->b + i)));
    _mm_sfence();
}

static double bandwidth(bw_arrays *x, int threads, bool avx512)
{
    double best = 0, sink = 0;
    for (int kind = 0; kind < 3; kind++) {
        if (kind == 1 && !avx512) continue;
        for (int rep = 0; rep < 3; rep++) {
            double t0 = kb_now(), bytes = 3.0 * (double)x->n * 4;
            if (kind == 0) {
#pragma omp parallel for num_threads(threads) schedule(static)
                for (size_t i = 0; i < x->n; i++) x->a[i] = x->b[i] + 0.5f * x->c[i];
            } else if (kind == 1) {
                triad_nt(x, threads);
            } else {
                double sum = 0;
#pragma omp parallel for num_threads(threads) schedule(static) reduction(+ : sum)
                for (size_t i = 0; i < x->n; i++) sum += x->b[i] + x->c[i];
                sink += sum;
                bytes = 2.0 * (double)x->n * 4;
            }
            double gbs = bytes / (kb_now() - t0) * 1e-9;
            if (gbs > best) best = gbs;
        }
    }
    __asm__ __volatile__("" ::"r"(x->a[x->n / 2]), "x"(sink));
    return best;
}

/* The load over one phase of the measurement: the first busy phase names the reason. */
static void phase_end(kb_peaks *p, const char *phase, const kb_load_sample *a)
{
    kb_load_sample b;
    kb_load_report r;
    kb_load_sample_take(&b, NULL, 0);
    kb_load_between(a, &b, &r);
    if (!r.busy || p->noisy) return;
    kb_load_name_busiest(&b, &r);
    p->noisy = true;
    snprintf(p->noisy_reason, sizeof p->noisy_reason, "during the %s measurement: %s", phase, r.reason);
}

void kb_peaks_measure(const kb_machine *m, kb_peaks *p)
{
    memset(p, 0, sizeof *p);
    int all = m->cores;
    kb_load_sample a;
    kb_progress("measuring fp32 FMA peak");
    kb_load_sample_take(&a, NULL, 0);
    p->fp32_1 = m->avx512f ? rate(fma_loop, 1, false) : 0;
    p->fp32_all = m->avx512f ? rate(fma_loop, all, false) : 0;
    phase_end(p, "fp32", &a);
    kb_progress("measuring bf16 peak");
    kb_load_sample_take(&a, NULL, 0);
    snprintf(p->bf16_path, sizeof p->bf16_path, "none (fp32 fma)");
    p->bf16_1 = p->fp32_1, p->bf16_all = p->fp32_all;
    if (m->avx512bf16) {
        p->bf16_1 = rate(dpbf16_loop, 1, false);
        p->bf16_all = rate(dpbf16_loop, all, false);
        snprintf(p->bf16_path, sizeof p->bf16_path, "avx512_bf16");
    }
    if (m->amx_bf16 && amx_enable()) {
        double one = rate(amx_loop, 1, true), many = rate(amx_loop, all, true);
        if (one > p->bf16_1) {
            p->bf16_1 = one, p->bf16_all = many;
            snprintf(p->bf16_path, sizeof p->bf16_path, "amx");
        }
    }
    phase_end(p, "bf16", &a);
    kb_progress("measuring memory bandwidth");
    bw_arrays x;
    bw_alloc(m, &x);
    kb_load_sample_take(&a, NULL, 0);
    p->bw_1 = bandwidth(&x, 1, m->avx512f);
    p->bw_all = bandwidth(&x, all, m->avx512f);
    phase_end(p, "memory bandwidth", &a);
    free(x.a), free(x.b), free(x.c);
    time_t now = time(NULL);
    strftime(p->measured_at, sizeof p->measured_at, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
}

int kb_peaks_measure_quiet(const kb_machine *m, kb_peaks *p, bool allow_busy, double busy_wait_s, kb_err *err)
{
    /* a peak is what the machine can do alone: measured beside other work it comes out low
     * (bf16 1959 GFLOP/s against 7397 idle), and every roofline floor with it */
    double t0 = kb_now();
    kb_load_report before;
    for (int tries = 1;; tries++) {
        if (!allow_busy) kb_load_wait_quiet(NULL, 0, KB_MAX(0.0, busy_wait_s - (kb_now() - t0)), &before);
        kb_peaks_measure(m, p);
        if (!p->noisy || allow_busy) return 0;
        if (tries == KB_PEAKS_TRIES) break;
        kb_progress("the machine was busy (%s); measuring the peaks again (%d of %d)", p->noisy_reason,
                    tries + 1, KB_PEAKS_TRIES);
    }
    kb_err_set(err,
               "the machine was busy during all %d peak measurements (last: %s): peaks measured "
               "now would be too low, and the roofline floor with them. Stop the other work and run "
               "again, or pass --allow-busy to store them anyway, flagged noisy",
               KB_PEAKS_TRIES, p->noisy_reason);
    return -1;
}

/* Peaks for `threads` threads, never below the one-core figure (a measurement of all cores
 * taken while the machine was busy can come out lower; the floor must not rise because of it). */
static double scaled(double one, double all, int threads, int cores)
{
    all = KB_MAX(all, one);
    return threads >= cores ? all : KB_MAX(one, KB_MIN(all, one * threads));
}

double kb_peaks_flops(const kb_peaks *p, const kb_machine *m, bool bf16, int threads)
{
    return bf16 ? scaled(p->bf16_1, p->bf16_all, threads, m->cores)
                : scaled(p->fp32_1, p->fp32_all, threads, m->cores);
}

double kb_peaks_bw(const kb_peaks *p, const kb_machine *m, int threads)
{
    return scaled(p->bw_1, p->bw_all, threads, m->cores);
}
