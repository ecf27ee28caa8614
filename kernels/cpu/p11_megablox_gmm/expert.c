/* p11_megablox_gmm expert: grouped matmul of an MoE layer on AMX.
 *
 *   out[r][n] = sum_k lhs[r][k] * rhs[g(r)][k][n],  rows split into G consecutive groups of
 *   group_sizes[g] rows (uneven, some empty)
 *
 * Shapes: lhs [M][K] tokens sorted by expert, rhs [G][K][N] expert weights, group_sizes [G]
 * int32, out [M][N]; G, M, K, N arrive as KB_G, KB_M, KB_K, KB_N (cpu preset: 32 experts, 4096
 * rows, K 2048, N 768: 12.9 GFLOP, and 100 MB of weights that must stream from memory once).
 *
 * Strategy: one expert per task, biggest first, handed out dynamically (groups are uneven).
 *   - The group's rows of lhs are packed once into AMX tiles, 32 rows at a time, the last block
 *     zero-padded (rows of lhs are 4 KB apart: straight tile loads would put 16 rows in one L1
 *     set). At ~128 rows per expert that is 512 KB, which stays in L2 for all the panels.
 *   - The expert's weights are packed KC rows at a time (all N columns: a contiguous, sequential
 *     read the prefetchers follow) into the pairs-of-k layout in L2, and every 32-row block of
 *     the group is multiplied against the chunk: 32 x 32 of out in four f32 tiles (2 x 2), each
 *     loaded tile used by two TDPBF16PS, partial sums in an f32 scratch between chunks.
 *     Weights are read from memory exactly once.
 *   - While a chunk is multiplied, the next chunk's rows are prefetched into L2, so the weight
 *     stream overlaps the tile work.
 *   - Results go from the tiles through an L1 scratch to bf16, only the group's real rows.
 * What limits it: the weight stream (100 MB, ~3 ms at the machine's bandwidth) against the
 * tile work (~3 ms at 2 TFLOP/s per core); packing a panel happens between tile bursts.
 * bf16 only (AMX). */
#define _GNU_SOURCE /* syscall() under -std=c17 */
#include <immintrin.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "kbench.h"

#ifdef KB_DTYPE_F32
#error "p11 expert is bf16-only: AMX TDPBF16PS multiplies bf16 (use naive.c for --dtype f32)"
#endif

KB_TUNE(KC, 256, 128, 256, 512); /* rows of an expert's weights packed at a time (KC x N in L2) */
KB_TUNE(PFW, 1, 0, 1);            /* prefetch the next chunk of weights while computing this one */

_Static_assert(KB_N % 32 == 0 && KB_K % 32 == 0, "N and K must be multiples of 32");
_Static_assert(KC % 32 == 0, "KC must be a multiple of 32");

enum { KT = KB_K / 32, KCT = (KC < KB_K ? KC : KB_K) / 32, NS = KB_N / 32 /* slivers of 32 */ };

typedef struct tile_config {
    uint8_t palette, start_row, reserved[14];
    uint16_t colsb[16];
    uint8_t rows[16];
} tile_config;

/* rows r0 .. r0+rows of lhs (rows <= 32) -> a 32-row block of tiles [KT][2][16][32], zero rows
 * past the end: tile (t, half) at xp + (t*2 + half)*512 */
static void pack_rows(const kb_bf16 *restrict lhs, int r0, int rows, kb_bf16 *restrict xp)
{
    for (int r = 0; r < 32; r++) /* row by row: each row of lhs is read front to back */
        for (int t = 0; t < KT; t++) {
            __m512i v = r < rows ? _mm512_loadu_si512(lhs + (size_t)(r0 + r) * KB_K + 32 * t)
                                 : _mm512_setzero_si512();
            _mm512_store_si512(xp + ((size_t)t * 2 + r / 16) * 512 + (r % 16) * 32, v);
        }
}

/* rows k0 .. k0+kc of rhs_g, all N columns -> wp[N/16][kc/2][16][2]: sliver s (16 columns),
 * k step t (relative to k0) at wp + s*16*kc + t*512. The rows are contiguous in memory, so the
 * read is one sequential stream the hardware prefetchers follow. */
static void pack_w(const kb_bf16 *restrict w, int k0, int kc, kb_bf16 *restrict wp)
{
    const __m512i lo = _mm512_set_epi16(47, 15, 46, 14, 45, 13, 44, 12, 43, 11, 42, 10, 41, 9,
                                        40, 8, 39, 7, 38, 6, 37, 5, 36, 4, 35, 3, 34, 2, 33, 1,
                                        32, 0);
    const __m512i hi = _mm512_add_epi16(lo, _mm512_set1_epi16(16));
    for (int k = 0; k < kc; k += 2) {
        const kb_bf16 *r0 = w + (size_t)(k0 + k) * KB_N, *r1 = r0 + KB_N;
        for (int j = 0; j < KB_N; j += 32) {
            __m512i x0 = _mm512_loadu_si512(r0 + j), x1 = _mm512_loadu_si512(r1 + j);
            kb_bf16 *dst = wp + (size_t)j * kc + (size_t)k * 16;
            _mm512_store_si512(dst, _mm512_permutex2var_epi16(x0, lo, x1));
            _mm512_store_si512(dst + 16 * kc, _mm512_permutex2var_epi16(x0, hi, x1));
        }
    }
}

typedef struct task { int g, r0, rows; } task;

static int by_rows(const void *a, const void *b)
{
    return ((const task *)b)->rows - ((const task *)a)->rows;
}

void kernel(const kb_bf16 *restrict lhs /* [M][K] */, const kb_bf16 *restrict rhs /* [G][K][N] */,
            const int32_t *restrict group_sizes /* [G] */, kb_bf16 *restrict out /* [M][N] */)
{
    if (syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18 /* XTILEDATA */) != 0)
        abort();
    task tasks[KB_G];
    int nt = 0, r = 0, maxrows = 0;
    for (int g = 0; g < KB_G; g++) {
        const int n = group_sizes[g];
        if (n > 0) tasks[nt++] = (task){g, r, n};
        if (n > maxrows) maxrows = n;
        r += n;
    }
    qsort(tasks, (size_t)nt, sizeof *tasks, by_rows);
    const int maxblocks = (maxrows + 31) / 32;
    #pragma omp parallel num_threads(KB_THREADS)
    {
        tile_config cfg = {.palette = 1};
        for (int t = 0; t < 8; t++) cfg.rows[t] = 16, cfg.colsb[t] = 64;
        _tile_loadconfig(&cfg);
        kb_bf16 *xp = aligned_alloc(64, (size_t)(maxblocks > 0 ? maxblocks : 1) * 32 * KB_K * sizeof(kb_bf16));
        kb_bf16 *wp = aligned_alloc(64, (size_t)KCT * 32 * KB_N * sizeof(kb_bf16));
        /* partial sums between chunks of k: [block][sliver][4 tiles] */
        float (*part)[NS][4][16][16] = aligned_alloc(64, (size_t)(maxblocks > 0 ? maxblocks : 1) * sizeof *part);
        _Alignas(64) float acc[4][16][16];
        #pragma omp for schedule(dynamic, 1)
        for (int k = 0; k < nt; k++) {
            const task tk = tasks[k];
            const int nb = (tk.rows + 31) / 32;
            for (int b = 0; b < nb; b++)
                pack_rows(lhs, tk.r0 + 32 * b, tk.rows - 32 * b < 32 ? tk.rows - 32 * b : 32,
                          xp + (size_t)b * 32 * KB_K);
            const kb_bf16 *w = rhs + (size_t)tk.g * KB_K * KB_N;
            for (int kc = 0; kc < KT; kc += KCT) {
                const int ke = kc + KCT < KT ? kc + KCT : KT, kn = (ke - kc) * 32;
                pack_w(w, kc * 32, kn, wp);
                /* the next chunk's rows (contiguous), prefetched into L2 over this chunk's work */
                const char *next = (const char *)(w + (size_t)ke * 32 * KB_N);
                const size_t next_bytes = ke < KT ? (size_t)(KT - ke < KCT ? KT - ke : KCT) * 32 * KB_N * 2 : 0;
                const size_t per_step = (next_bytes / ((size_t)nb * NS * (ke - kc)) + 63) / 64 * 64;
                size_t pf = PFW ? 0 : next_bytes;
                for (int b = 0; b < nb; b++) {
                    const kb_bf16 *xb = xp + (size_t)b * 32 * KB_K;
                    const int rows = tk.rows - 32 * b < 32 ? tk.rows - 32 * b : 32;
                    for (int j = 0; j < NS; j++) {
                        const kb_bf16 *w0 = wp + (size_t)j * 32 * kn, *w1 = w0 + (size_t)16 * kn;
                        float (*pt)[16][16] = part[b][j];
                        if (kc == 0) {
                            _tile_zero(0);
                            _tile_zero(1);
                            _tile_zero(2);
                            _tile_zero(3);
                        } else {
                            _tile_loadd(0, pt[0], 64);
                            _tile_loadd(1, pt[1], 64);
                            _tile_loadd(2, pt[2], 64);
                            _tile_loadd(3, pt[3], 64);
                        }
                        for (int t = kc; t < ke; t++) {
                            _tile_loadd(4, xb + (size_t)t * 1024, 64);
                            _tile_loadd(5, xb + (size_t)t * 1024 + 512, 64);
                            _tile_loadd(6, w0 + (size_t)(t - kc) * 512, 64);
                            _tile_loadd(7, w1 + (size_t)(t - kc) * 512, 64);
                            _tile_dpbf16ps(0, 4, 6);
                            _tile_dpbf16ps(1, 4, 7);
                            _tile_dpbf16ps(2, 5, 6);
                            _tile_dpbf16ps(3, 5, 7);
                            for (size_t q = 0; q < per_step && pf < next_bytes; q += 64, pf += 64)
                                _mm_prefetch(next + pf, _MM_HINT_T1);
                        }
                        if (ke < KT) {
                            _tile_stored(0, pt[0], 64);
                            _tile_stored(1, pt[1], 64);
                            _tile_stored(2, pt[2], 64);
                            _tile_stored(3, pt[3], 64);
                            continue;
                        }
                        _tile_stored(0, acc[0], 64);
                        _tile_stored(1, acc[1], 64);
                        _tile_stored(2, acc[2], 64);
                        _tile_stored(3, acc[3], 64);
                        kb_bf16 *o = out + (size_t)(tk.r0 + 32 * b) * KB_N + 32 * j;
                        for (int rr = 0; rr < rows; rr++) {
                            const float *t = acc[(rr / 16) * 2][rr % 16];
                            _mm512_storeu_si512(o + (size_t)rr * KB_N,
                                                (__m512i)_mm512_cvtne2ps_pbh(_mm512_load_ps(t + 256), _mm512_load_ps(t)));
                        }
                    }
                }
            }
        }
        _tile_release();
        free(part);
        free(wp);
        free(xp);
    }
}
