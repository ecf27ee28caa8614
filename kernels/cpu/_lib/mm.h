/* _lib/mm.h: one 32 x 32 block of a matrix product, C (+)= A . B, on the path the call names:
 * AMX tiles (bf16), AVX-512 BF16 vdpbf16ps (bf16) or AVX-512 FMA (f32, under --dtype f32). The
 * attention-shaped experts build on it (q . k^T, P . v) and so run on all three; the GEMM engine
 * (gemm.h) shares its packed B layout.
 *   A: 32 rows of k values (kb_t), row-major, rows lda elements apart; k a multiple of 32.
 *   B: a packed block of 32 columns and k rows (mm_pack_rows, mm_pack_cols):
 *      bf16 [k/32][2][16][16][2]: per step of 32 in k, the two AMX B tiles (columns 0-15 and
 *      16-31) in pairs of k; a row of a tile is also one zmm operand of vdpbf16ps.
 *      f32  [k][32].
 *   C: 32 x 32 f32, rows ldc floats apart.
 * AMX: four accumulator tiles loaded (or zeroed) and stored per call; AVX-512: four 8 x 32
 * register blocks (16 zmm accumulators), A broadcast from its rows. The AMX path needs the tiles
 * configured (amx_begin) on the calling thread. Spliced into experts by tools/kernels/amalgamate. */
#include "amx_tiles.h"

#include "isa.h"

#include "transpose16.h"

enum { MM_F32 = 2 }; /* the path of f32 data, beside ISA_AMX and ISA_AVX512 */

/* The path for this evaluation's dtype on this machine. */
#ifdef KB_DTYPE_F32
static inline int mm_path(void) { return MM_F32; }
#else
static inline int mm_path(void) { return isa_path(); }
#endif

/* n values (n <= 32 bf16 or 16 f32: one zmm) at p, the rest zero */
static inline __m512i mm_load_part(const kb_t *p, int n)
{
#ifdef KB_DTYPE_F32
    return _mm512_castps_si512(_mm512_maskz_loadu_ps((__mmask16)((1u << n) - 1u), p));
#else
    return _mm512_maskz_loadu_epi16(n >= 32 ? ~(__mmask32)0 : (((__mmask32)1 << n) - 1u), p);
#endif
}

/* 16 values of the storage type at p as f32, the first n of them (the rest 0; nothing read past
 * them) */
static inline __m512 mm_ld16n(const kb_t *p, int n)
{
    const __mmask16 m = (__mmask16)(n >= 16 ? 0xffffu : n > 0 ? (1u << n) - 1u : 0u);
#ifdef KB_DTYPE_F32
    return _mm512_maskz_loadu_ps(m, p);
#else
    return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_maskz_loadu_epi16(m, p)), 16));
#endif
}

static inline __m512 mm_ld16(const kb_t *p) { return mm_ld16n(p, 16); }

/* 32 values lo | hi to dst in the storage type (bf16: rounded to nearest even) */
static inline void mm_store32(kb_t *dst, __m512 lo, __m512 hi)
{
#ifdef KB_DTYPE_F32
    _mm512_storeu_ps(dst, lo);
    _mm512_storeu_ps(dst + 16, hi);
#else
    _mm512_storeu_si512(dst, (__m512i)_mm512_cvtne2ps_pbh(hi, lo));
#endif
}

/* ---- packing B --------------------------------------------------------------------------------- */

/* Rows k, k+1 (bf16; k alone for f32) of B: the nc <= 32 values of each from r0, r1 (NULL: past
 * the end, zero) -> their place in a packed block at d = block + (k / 32) * 1024 + (k % 32) / 2 * 32
 * (bf16) or block + k * 32 (f32). */
static inline void mm_pack_pair(const kb_t *r0, const kb_t *r1, int nc, kb_t *d)
{
#ifdef KB_DTYPE_F32
    (void)r1;
    _mm512_store_si512(d, r0 ? mm_load_part(r0, nc < 16 ? nc : 16) : _mm512_setzero_si512());
    _mm512_store_si512(d + 16, r0 && nc > 16 ? mm_load_part(r0 + 16, nc - 16) : _mm512_setzero_si512());
#else
    const __m512i lo = _mm512_set_epi16(47, 15, 46, 14, 45, 13, 44, 12, 43, 11, 42, 10, 41, 9, 40, 8, 39, 7,
                                        38, 6, 37, 5, 36, 4, 35, 3, 34, 2, 33, 1, 32, 0);
    const __m512i hi = _mm512_add_epi16(lo, _mm512_set1_epi16(16));
    const __m512i x0 = r0 ? mm_load_part(r0, nc) : _mm512_setzero_si512();
    const __m512i x1 = r1 ? mm_load_part(r1, nc) : _mm512_setzero_si512();
    _mm512_store_si512(d, _mm512_permutex2var_epi16(x0, lo, x1));
    _mm512_store_si512(d + 512, _mm512_permutex2var_epi16(x0, hi, x1));
#endif
}

/* where row k of B goes in a packed block */
static inline size_t mm_pack_at(int k)
{
#ifdef KB_DTYPE_F32
    return (size_t)k * 32;
#else
    return (size_t)(k / 32) * 1024 + (size_t)(k % 32) / 2 * 32;
#endif
}

enum {
#ifdef KB_DTYPE_F32
    MM_KSTEP = 1 /* rows of B per mm_pack_pair */
#else
    MM_KSTEP = 2
#endif
};

/* B = src [k][nc] (row-major, rows ld apart; nc <= 32 columns, the rest zero; k rows, padded to
 * kpad with zeros) -> the packed block dst */
static inline void mm_pack_rows(const kb_t *src, long ld, int k, int kpad, int nc, kb_t *restrict dst)
{
    for (int kk = 0; kk < kpad; kk += MM_KSTEP)
        mm_pack_pair(kk < k ? src + (size_t)kk * ld : NULL, kk + 1 < k ? src + (size_t)(kk + 1) * ld : NULL,
                     nc, dst + mm_pack_at(kk));
}

/* B = src^T, src [nc][k] (rows ld apart: column j of B is row j of src; nc <= 32, the rest zero;
 * k padded to kpad) -> the packed block dst: 16 x 16 transposes of 32-bit words (a pair of bf16
 * values of one column, or one f32) */
static inline void mm_pack_cols(const kb_t *src, long ld, int k, int kpad, int nc, kb_t *restrict dst)
{
    for (int h = 0; h < 2; h++)
        for (int k0 = 0; k0 < kpad; k0 += 16 * MM_KSTEP) {
            __m512i r[16];
            const int nk = k - k0 < 16 * MM_KSTEP ? k - k0 : 16 * MM_KSTEP;
            for (int u = 0; u < 16; u++) {
                const int j = 16 * h + u;
                r[u] =
                    j < nc && nk > 0 ? mm_load_part(src + (size_t)j * ld + k0, nk) : _mm512_setzero_si512();
            }
            transpose16(r);
            for (int u = 0; u < 16; u++)
#ifdef KB_DTYPE_F32
                _mm512_store_si512(dst + (size_t)(k0 + u) * 32 + 16 * h, r[u]);
#else
                _mm512_store_si512(dst + (size_t)(k0 / 32) * 1024 + h * 512 + u * 32, r[u]);
#endif
        }
}

/* ---- the block product -------------------------------------------------------------------------- */

#ifndef KB_DTYPE_F32
AMX_TARGET_BEGIN
/* the block on the tiles: A's value (r, kk) at a + (r / 16) hs + (r % 16) rs + (kk / 32) ts + kk % 32
 * (row-major: rs = lda, ts = 32, hs = 16 lda; AMX A tiles: rs = 32, ts = 1024, hs = 512) */
static inline void mm_amx(float *c, long ldc, int acc, const kb_bf16 *a, long rs, long ts, long hs,
                          const kb_bf16 *b, int k)
{
    if (acc)
        amx_acc_load(c, c + 16, c + 16 * ldc, c + 16 * ldc + 16, ldc * 4);
    else
        amx_acc_zero();
    for (int t = 0; t < k / 32; t++)
        amx_dot_2x2(a + t * ts, a + hs + t * ts, rs * 2, b + (size_t)t * 1024, b + (size_t)t * 1024 + 512,
                    64);
    amx_acc_store(c, c + 16, c + 16 * ldc, c + 16 * ldc + 16, ldc * 4);
}
AMX_TARGET_END

/* 8 rows of the block on vdpbf16ps: A's value (r, kk) at a + r rs + (kk / 32) ts + kk % 32 (row-major:
 * rs = lda, ts = 32) */
static inline void mm_avx512_8(float *c, long ldc, int acc, const kb_bf16 *a, long rs, long ts,
                               const kb_bf16 *b, int k)
{
    __m512 s[8][2];
    for (int r = 0; r < 8; r++) {
        s[r][0] = acc ? _mm512_loadu_ps(c + r * ldc) : _mm512_setzero_ps();
        s[r][1] = acc ? _mm512_loadu_ps(c + r * ldc + 16) : _mm512_setzero_ps();
    }
    for (int t = 0; t < k / 32; t++)
        for (int p = 0; p < 16; p++) {
            const __m512bh b0 = (__m512bh)_mm512_load_si512(b + (size_t)t * 1024 + p * 32);
            const __m512bh b1 = (__m512bh)_mm512_load_si512(b + (size_t)t * 1024 + 512 + p * 32);
            for (int r = 0; r < 8; r++) {
                int32_t pair;
                memcpy(&pair, a + r * rs + t * ts + 2 * p, sizeof pair);
                const __m512bh x = (__m512bh)_mm512_set1_epi32(pair);
                s[r][0] = _mm512_dpbf16_ps(s[r][0], x, b0);
                s[r][1] = _mm512_dpbf16_ps(s[r][1], x, b1);
            }
        }
    for (int r = 0; r < 8; r++) {
        _mm512_storeu_ps(c + r * ldc, s[r][0]);
        _mm512_storeu_ps(c + r * ldc + 16, s[r][1]);
    }
}
#else
/* 8 rows of the block on FMAs: A's value (r, kk) at a + r rs + kk ts (row-major: rs = lda, ts = 1) */
static inline void mm_f32_8(float *c, long ldc, int acc, const float *a, long rs, long ts, const float *b,
                            int k)
{
    __m512 s[8][2];
    for (int r = 0; r < 8; r++) {
        s[r][0] = acc ? _mm512_loadu_ps(c + r * ldc) : _mm512_setzero_ps();
        s[r][1] = acc ? _mm512_loadu_ps(c + r * ldc + 16) : _mm512_setzero_ps();
    }
    for (int kk = 0; kk < k; kk++) {
        const __m512 b0 = _mm512_load_ps(b + (size_t)kk * 32), b1 = _mm512_load_ps(b + (size_t)kk * 32 + 16);
        for (int r = 0; r < 8; r++) {
            const __m512 x = _mm512_set1_ps(a[r * rs + kk * ts]);
            s[r][0] = _mm512_fmadd_ps(x, b0, s[r][0]);
            s[r][1] = _mm512_fmadd_ps(x, b1, s[r][1]);
        }
    }
    for (int r = 0; r < 8; r++) {
        _mm512_storeu_ps(c + r * ldc, s[r][0]);
        _mm512_storeu_ps(c + r * ldc + 16, s[r][1]);
    }
}
#endif

/* C (32 x 32, rows ldc apart) = (acc ? C : 0) + A (32 x k, rows lda apart) . B (packed block) */
static inline void mm_block(int path, float *c, long ldc, int acc, const kb_t *a, long lda, const kb_t *b,
                            int k)
{
#ifdef KB_DTYPE_F32
    (void)path;
    for (int r0 = 0; r0 < 32; r0 += 8) mm_f32_8(c + r0 * ldc, ldc, acc, a + r0 * lda, lda, 1, b, k);
#else
    if (path == ISA_AMX) {
        mm_amx(c, ldc, acc, a, lda, 32, 16 * lda, b, k);
        return;
    }
    for (int r0 = 0; r0 < 32; r0 += 8) mm_avx512_8(c + r0 * ldc, ldc, acc, a + r0 * lda, lda, 32, b, k);
#endif
}

/* The same with A as 32 rows packed in AMX A tiles (bf16: [k/32][2][16][32], the layout of
 * gemm_pack_a) or, for f32, [k][32]. */
static inline void mm_block_tiles(int path, float *c, long ldc, int acc, const kb_t *a, const kb_t *b, int k)
{
#ifdef KB_DTYPE_F32
    (void)path;
    for (int r0 = 0; r0 < 32; r0 += 8) mm_f32_8(c + r0 * ldc, ldc, acc, a + r0, 1, 32, b, k);
#else
    if (path == ISA_AMX) {
        mm_amx(c, ldc, acc, a, 32, 1024, 512, b, k);
        return;
    }
    for (int r0 = 0; r0 < 32; r0 += 8)
        mm_avx512_8(c + r0 * ldc, ldc, acc, a + (r0 / 16) * 512 + (r0 % 16) * 32, 32, 1024, b, k);
#endif
}

/* This thread's setup and teardown for mm_block on path (the AMX tiles; nothing otherwise). */
static inline void mm_begin(int path)
{
#ifndef KB_DTYPE_F32
    if (path == ISA_AMX) amx_begin();
#endif
    (void)path;
}

static inline void mm_end(int path)
{
#ifndef KB_DTYPE_F32
    if (path == ISA_AMX) amx_end();
#endif
    (void)path;
}
