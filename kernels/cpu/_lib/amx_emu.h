/* _lib/amx_emu.h: the eight AMX tile registers emulated on AVX-512 BF16, for experts whose tile
 * code has no other shape than AMX's (p17): the same loads, zeroes, stores and TDPBF16PS, with
 * the standard configuration (16 rows of 64 bytes), run on vdpbf16ps where the machine has no
 * AMX. A tile loaded as an operand is only remembered (its address and stride; the memory must
 * not change before it is used, as in any straight-line tile code); a tile that is zeroed or
 * accumulated into lives in f32 in the struct. TDPBF16PS C += A . B is, per row of C, 16
 * vdpbf16ps with A's pair broadcast and B's 16 rows held in registers. T_ZERO, T_LOAD, T_STORE
 * and T_DP take the AMX instructions' arguments and need `amx` (1: real tiles) and `te` (this
 * thread's te_tiles) in scope. Spliced into experts by tools/kernels/amalgamate. */
typedef struct te_tiles {
    _Alignas(64) float c[8][16][16]; /* materialised tiles */
    const char *p[8];                /* a remembered tile's rows */
    long stride[8];
    int mat[8]; /* 1: tile t is c[t] */
} te_tiles;

static inline void te_zero(te_tiles *v, int t)
{
    memset(v->c[t], 0, sizeof v->c[t]);
    v->mat[t] = 1;
}

static inline void te_load(te_tiles *v, int t, const void *p, long stride)
{
    v->p[t] = p, v->stride[t] = stride, v->mat[t] = 0;
}

static inline void te_fix(te_tiles *v, int t)
{
    if (v->mat[t]) return;
    for (int r = 0; r < 16; r++) memcpy(v->c[t][r], v->p[t] + r * v->stride[t], 64);
    v->mat[t] = 1;
}

static inline void te_store(te_tiles *v, int t, void *p, long stride)
{
    for (int r = 0; r < 16; r++)
        memcpy((char *)p + r * stride, v->mat[t] ? (const char *)v->c[t][r] : v->p[t] + r * v->stride[t], 64);
}

/* tile c (16 x 16 f32) += tile a (16 rows x 16 bf16 pairs) . tile b (16 pairs x 16 columns) */
static inline void te_dp(te_tiles *v, int c, int a, int b)
{
    te_fix(v, c);
    const char *ap = v->mat[a] ? (const char *)v->c[a] : v->p[a],
               *bp = v->mat[b] ? (const char *)v->c[b] : v->p[b];
    const long as = v->mat[a] ? 64 : v->stride[a], bs = v->mat[b] ? 64 : v->stride[b];
    __m512bh bz[16];
    for (int p = 0; p < 16; p++) bz[p] = (__m512bh)_mm512_loadu_si512(bp + p * bs);
    for (int r = 0; r < 16; r++) {
        __m512 acc = _mm512_load_ps(v->c[c][r]);
        for (int p = 0; p < 16; p++) {
            int32_t pair;
            memcpy(&pair, ap + r * as + 4 * p, sizeof pair);
            acc = _mm512_dpbf16_ps(acc, (__m512bh)_mm512_set1_epi32(pair), bz[p]);
        }
        _mm512_store_ps(v->c[c][r], acc);
    }
}

#define T_ZERO(t)           \
    do {                    \
        if (amx)            \
            _tile_zero(t);  \
        else                \
            te_zero(te, t); \
    } while (0)
#define T_LOAD(t, p, s)           \
    do {                          \
        if (amx)                  \
            _tile_loadd(t, p, s); \
        else                      \
            te_load(te, t, p, s); \
    } while (0)
#define T_STORE(t, p, s)           \
    do {                           \
        if (amx)                   \
            _tile_stored(t, p, s); \
        else                       \
            te_store(te, t, p, s); \
    } while (0)
#define T_DP(c, a, b)                \
    do {                             \
        if (amx)                     \
            _tile_dpbf16ps(c, a, b); \
        else                         \
            te_dp(te, c, a, b);      \
    } while (0)
