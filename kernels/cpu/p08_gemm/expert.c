/* p08_gemm expert: c[m][n] = sum_k a[m][k] * b[k][n], bf16 in and out, f32 accumulation.
 *
 * Shapes: a [M][K] activations, b [K][N] weights, c [M][N]; M, K, N arrive as KB_M, KB_K, KB_N
 * (cpu preset: M = 1024, K = 2048, N = 7168, i.e. 30 GFLOP over 48 MB).
 *
 * Strategy (AMX):
 *   - a is packed once per call into 16 x 32 tiles, each 1 KB and contiguous: a tile load of
 *     row-major a would read 16 rows 4 KB apart, all in one L1 set.
 *   - Each thread owns column panels of NP columns. For a panel it packs b[:, panel] into the
 *     pairs-of-k ("VNNI") layout TDPBF16PS wants (K x NP bf16, in L2), then sweeps all of a
 *     against it: b is read from memory once in all, a (4 MB) from the last-level cache once
 *     per panel.
 *   - The micro-kernel holds a 32 x 32 block of c in four f32 tiles (2 x 2) over the whole k
 *     loop: per step of 32 in k it loads 2 tiles of a and 2 of b and issues 4 TDPBF16PS, so
 *     each loaded tile feeds two multiplies. The k loop runs in chunks of KC so that the a
 *     chunk of a strip (32 x KC) can stay in L1 across the panel's column blocks; partial sums
 *     wait in an f32 scratch between chunks. The next strip of a is prefetched into L2 a few
 *     lines per k step.
 *   - Epilogue: tiles -> f32 scratch -> bf16 (round to nearest even) -> streaming stores (c is
 *     written once and not read again).
 *   - The packed copies live on 2 MB pages (big_alloc): fresh 4 KB pages would cost a fault
 *     per 4 KB on first touch, every call.
 * What limits it: tile loads. TDPBF16PS takes 16 cycles and needs 1 KB of operands; a 2 x 2
 * block fed from L2 runs at about 1.8-2.0 TFLOP/s per core here (measured), 55-60% of the AMX
 * peak, and a is re-read from memory once per panel (this machine's only large cache is the
 * 2 MB L2). See docs/experts.md.
 * bf16 only (AMX multiplies bf16). */
#define _GNU_SOURCE /* syscall() under -std=c17 */
#include <immintrin.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "kbench.h"

#ifdef KB_DTYPE_F32
#error "p08_gemm expert is bf16-only: AMX TDPBF16PS multiplies bf16 (use naive.c for --dtype f32)"
#endif

KB_TUNE(NP, 256, 64, 128, 256, 512);  /* columns per packed b panel (K x NP bf16 in L2) */
KB_TUNE(KC, 512, 256, 512, 1024, 2048); /* k per pass over a panel: the a chunk, 32 x KC, in L1 */

_Static_assert(KB_M % 32 == 0 && KB_N % 32 == 0 && KB_K % 32 == 0,
               "this kernel works in 32 x 32 blocks of c and steps of 32 in k");
_Static_assert(NP % 32 == 0, "NP must be a multiple of 32");
_Static_assert(KB_K % KC == 0 || KC > KB_K, "KC must divide K");

typedef struct tile_config {
    uint8_t palette, start_row, reserved[14];
    uint16_t colsb[16];
    uint8_t rows[16];
} tile_config;

enum { KT = KB_K / 32 };

/* Large scratch straight from the kernel, on 2 MB pages where it can: fresh memory on 4 KB
 * pages costs a page fault per 4 KB on first touch (measured here: ~0.5 ms per MB), a 2 MB
 * page one fault per 2 MB. mmap, madvise and munmap go through syscall() (the screen allows
 * it; the sandbox allows memory calls). Nothing survives the call. */
typedef struct big { void *base; size_t len; } big;

static void *big_alloc(big *b, size_t n)
{
    const size_t huge = (size_t)2 << 20;
    b->len = (n + 2 * huge - 1) / huge * huge; /* room to align to 2 MB */
    const long p = syscall(SYS_mmap, NULL, b->len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == -1) abort();
    b->base = (void *)p;
    char *a = (char *)(((uintptr_t)p + huge - 1) & ~(uintptr_t)(huge - 1));
    syscall(SYS_madvise, a, (n + huge - 1) / huge * huge, MADV_HUGEPAGE);
    return a;
}

static void big_free(big *b) { syscall(SYS_munmap, b->base, b->len); }
 /* tiles of a per 16-row strip */

/* a -> ap[M/16][K/32][16][32]: tile (i, t) holds rows 16i..16i+15, columns 32t..32t+31. */
static void pack_a(const kb_bf16 *restrict a, kb_bf16 *restrict ap, int i)
{
    for (int t = 0; t < KT; t++)
        for (int r = 0; r < 16; r++)
            _mm512_store_si512(ap + ((size_t)i * KT + t) * 512 + r * 32,
                               _mm512_loadu_si512(a + (size_t)(16 * i + r) * KB_K + 32 * t));
}

/* b[:, j0..j0+np) -> bp[np/16][K/2][16][2]: for sliver s (16 columns) and pair p of k rows,
 * 16 words {b[2p][j], b[2p+1][j]}: a tile of b for k step t is the 1 KB at bp + s*K*16 + t*512. */
static void pack_b(const kb_bf16 *restrict b, int j0, int np, kb_bf16 *restrict bp)
{
    const __m512i lo = _mm512_set_epi16(47, 15, 46, 14, 45, 13, 44, 12, 43, 11, 42, 10, 41, 9,
                                        40, 8, 39, 7, 38, 6, 37, 5, 36, 4, 35, 3, 34, 2, 33, 1,
                                        32, 0);
    const __m512i hi = _mm512_add_epi16(lo, _mm512_set1_epi16(16));
    for (int k = 0; k < KB_K; k += 2) {
        const kb_bf16 *r0 = b + (size_t)k * KB_N + j0, *r1 = r0 + KB_N;
        for (int j = 0; j < np; j += 32) {
            __m512i x0 = _mm512_loadu_si512(r0 + j), x1 = _mm512_loadu_si512(r1 + j);
            kb_bf16 *dst = bp + (size_t)j * KB_K + (size_t)k * 16;
            _mm512_store_si512(dst, _mm512_permutex2var_epi16(x0, lo, x1));
            _mm512_store_si512(dst + 16 * KB_K, _mm512_permutex2var_epi16(x0, hi, x1));
        }
    }
}

/* c[i0..i0+32)[j..j+32) from the four accumulator tiles (stored to acc), rounded to bf16. */
static inline void store_block(float (*acc)[16][16], kb_bf16 *restrict c)
{
    _tile_stored(0, acc[0], 64);
    _tile_stored(1, acc[1], 64);
    _tile_stored(2, acc[2], 64);
    _tile_stored(3, acc[3], 64);
    for (int r = 0; r < 32; r++) {
        const float *t = acc[(r / 16) * 2][r % 16];
        __m512i v = (__m512i)_mm512_cvtne2ps_pbh(_mm512_load_ps(t + 256), _mm512_load_ps(t));
        _mm512_stream_si512((void *)(c + (size_t)r * KB_N), v);
    }
}

void kernel(const kb_bf16 *restrict a /* [M][K] */, const kb_bf16 *restrict b /* [K][N] */,
            kb_bf16 *restrict c /* [M][N] */)
{
    if (syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18 /* XTILEDATA */) != 0)
        abort();
    enum { PANELS = (KB_N + NP - 1) / NP, KCT = (KC < KB_K ? KC : KB_K) / 32 };
    big bap;
    kb_bf16 *ap = big_alloc(&bap, (size_t)KB_M * KB_K * sizeof(kb_bf16));
    #pragma omp parallel num_threads(KB_THREADS)
    {
        tile_config cfg = {.palette = 1};
        for (int t = 0; t < 8; t++) cfg.rows[t] = 16, cfg.colsb[t] = 64;
        _tile_loadconfig(&cfg);
        big bbp;
        kb_bf16 *bp = big_alloc(&bbp, (size_t)KB_K * NP * sizeof(kb_bf16));
        float (*part)[4][16][16] = aligned_alloc(64, (size_t)(NP / 32) * sizeof *part);
        _Alignas(64) float acc[4][16][16];

        #pragma omp for schedule(static)
        for (int i = 0; i < KB_M / 16; i++) pack_a(a, ap, i);

        #pragma omp for schedule(static)
        for (int jp = 0; jp < PANELS; jp++) {
            const int j0 = jp * NP, np = KB_N - j0 < NP ? KB_N - j0 : NP;
            pack_b(b, j0, np, bp);
            for (int i = 0; i < KB_M; i += 32) {
                const kb_bf16 *a0 = ap + (size_t)(i / 16) * KT * 512, *a1 = a0 + (size_t)KT * 512;
                /* the next strip of a (or the first again, for the next panel), fetched into
                 * L2 a few lines per k step while this one computes */
                const char *next = (const char *)(i + 32 < KB_M ? a0 + (size_t)2 * KT * 512 : ap);
                size_t pf = 0;
                for (int kc = 0; kc < KT; kc += KCT)
                    for (int j = 0; j < np; j += 32) {
                        const kb_bf16 *b0 = bp + (size_t)j * KB_K, *b1 = b0 + (size_t)16 * KB_K;
                        if (kc == 0) {
                            _tile_zero(0);
                            _tile_zero(1);
                            _tile_zero(2);
                            _tile_zero(3);
                        } else {
                            _tile_loadd(0, part[j / 32][0], 64);
                            _tile_loadd(1, part[j / 32][1], 64);
                            _tile_loadd(2, part[j / 32][2], 64);
                            _tile_loadd(3, part[j / 32][3], 64);
                        }
                        for (int t = kc; t < kc + KCT; t++) {
                            _tile_loadd(4, a0 + (size_t)t * 512, 64);
                            _tile_loadd(5, a1 + (size_t)t * 512, 64);
                            _tile_loadd(6, b0 + (size_t)t * 512, 64);
                            _tile_loadd(7, b1 + (size_t)t * 512, 64);
                            _tile_dpbf16ps(0, 4, 6);
                            _tile_dpbf16ps(1, 4, 7);
                            _tile_dpbf16ps(2, 5, 6);
                            _tile_dpbf16ps(3, 5, 7);
                            if (pf < (size_t)2 * KT * 1024) {
                                _mm_prefetch(next + pf, _MM_HINT_T1);
                                _mm_prefetch(next + pf + 64, _MM_HINT_T1);
                                _mm_prefetch(next + pf + 128, _MM_HINT_T1);
                                _mm_prefetch(next + pf + 192, _MM_HINT_T1);
                                pf += 256;
                            }
                        }
                        if (kc + KCT < KT) {
                            _tile_stored(0, part[j / 32][0], 64);
                            _tile_stored(1, part[j / 32][1], 64);
                            _tile_stored(2, part[j / 32][2], 64);
                            _tile_stored(3, part[j / 32][3], 64);
                        } else
                            store_block(acc, c + (size_t)i * KB_N + j0 + j);
                    }
            }
        }
        _mm_sfence();
        _tile_release();
        free(part);
        big_free(&bbp);
    }
    big_free(&bap);
}
