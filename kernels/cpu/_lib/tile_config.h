/* _lib/tile_config.h: the 64-byte AMX tile configuration LDTILECFG reads (palette 1: 8 tiles
 * of up to 16 rows x 64 bytes). Spliced into experts by tools/kernels/amalgamate. */
typedef struct tile_config {
    uint8_t palette, start_row, reserved[14];
    uint16_t colsb[16];
    uint8_t rows[16];
} tile_config;
