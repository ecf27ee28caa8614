/* _lib/amx_tiles.h: the AMX tile configuration LDTILECFG reads (palette 1: 8 tiles of up to 16
 * rows x 64 bytes), and the 2 x 2 register block every AMX expert computes in: tiles 0-3 hold a
 * 32 x 32 block of f32 accumulators (0 | 1 over 2 | 3), tiles 4, 5 two 16-row A operands and
 * 6, 7 two 16-column B operands. AMX_TARGET_BEGIN / AMX_TARGET_END bracket code that configures
 * the tiles, so that it compiles where -march=native has no AMX (the expert then takes its
 * AVX-512 path at run time; see isa.h). Spliced into experts by tools/kernels/amalgamate. */
#ifdef __clang__
#define AMX_TARGET_BEGIN \
    _Pragma("clang attribute push(__attribute__((target(\"amx-tile,amx-bf16\"))), apply_to = function)")
#define AMX_TARGET_END _Pragma("clang attribute pop")
#else
#define AMX_TARGET_BEGIN _Pragma("GCC push_options") _Pragma("GCC target(\"amx-tile,amx-bf16\")")
#define AMX_TARGET_END _Pragma("GCC pop_options")
#endif

typedef struct tile_config {
    uint8_t palette, start_row, reserved[14];
    uint16_t colsb[16];
    uint8_t rows[16];
} tile_config;

AMX_TARGET_BEGIN

/* This thread's tiles: all eight 16 rows x 64 bytes. Pair with amx_end(). */
static inline void amx_begin(void)
{
    tile_config cfg = {.palette = 1};
    for (int t = 0; t < 8; t++) cfg.rows[t] = 16, cfg.colsb[t] = 64;
    _tile_loadconfig(&cfg);
}

static inline void amx_end(void) { _tile_release(); }

static inline void amx_acc_zero(void)
{
    _tile_zero(0);
    _tile_zero(1);
    _tile_zero(2);
    _tile_zero(3);
}

/* accumulator tiles 0-3 from c0 .. c3, rows ld bytes apart */
static inline void amx_acc_load(const void *c0, const void *c1, const void *c2, const void *c3, long ld)
{
    _tile_loadd(0, c0, ld);
    _tile_loadd(1, c1, ld);
    _tile_loadd(2, c2, ld);
    _tile_loadd(3, c3, ld);
}

static inline void amx_acc_store(void *c0, void *c1, void *c2, void *c3, long ld)
{
    _tile_stored(0, c0, ld);
    _tile_stored(1, c1, ld);
    _tile_stored(2, c2, ld);
    _tile_stored(3, c3, ld);
}

/* one step of 32 in k: A tiles at a0, a1 (rows lda bytes apart), B tiles at b0, b1 (rows ldb
 * bytes apart, in the pairs-of-k layout), each feeding two TDPBF16PS into the block */
static inline void amx_dot_2x2(const void *a0, const void *a1, long lda, const void *b0, const void *b1,
                               long ldb)
{
    _tile_loadd(4, a0, lda);
    _tile_loadd(5, a1, lda);
    _tile_loadd(6, b0, ldb);
    _tile_loadd(7, b1, ldb);
    _tile_dpbf16ps(0, 4, 6);
    _tile_dpbf16ps(1, 4, 7);
    _tile_dpbf16ps(2, 5, 6);
    _tile_dpbf16ps(3, 5, 7);
}

AMX_TARGET_END
