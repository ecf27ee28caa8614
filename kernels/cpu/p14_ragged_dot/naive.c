/* p14_ragged_dot naive: out[r][n] = sum_k x[r][k] * w[g(r)][k][n], where group g holds the
 * group_sizes[g] consecutive rows after the earlier groups' (a group may be empty).
 * Group by group; inside a group, tiles of up to 8 rows x 512 columns are spread over the
 * threads, and each tile accumulates in f32 in i-k-j order (a row segment of w[g] is loaded once
 * for the 8 rows; the 16 KiB accumulator stays in L1; the inner loop vectorises). Correct for
 * --dtype bf16 and f32. */
#include <stdlib.h>
#include "kbench.h"

#define ROWS 8   /* rows per tile */
#define COLS 512 /* columns per tile */

void kernel(const kb_t *restrict x /* [M][K] */, const kb_t *restrict w /* [G][K][N] */,
            const int32_t *restrict group_sizes /* [G] */, kb_t *restrict out /* [M][N] */)
{
#pragma omp parallel num_threads(KB_THREADS)
    {
        float acc[ROWS * COLS]; /* [ROWS][COLS] */
        long start = 0;
        for (int g = 0; g < KB_G; g++) {
            const long rows = group_sizes[g];
            const long row_tiles = (rows + ROWS - 1) / ROWS;
            const long col_tiles = (KB_N + COLS - 1) / COLS;
            const kb_t *wg = w + (size_t)g * KB_K * KB_N;
#pragma omp for schedule(dynamic)
            for (long t = 0; t < row_tiles * col_tiles; t++) {
                const long r0 = t / col_tiles * ROWS, j0 = t % col_tiles * COLS;
                const int nr = rows - r0 < ROWS ? (int)(rows - r0) : ROWS;
                const int nc = KB_N - j0 < COLS ? (int)(KB_N - j0) : COLS;
                const kb_t *a = x + (size_t)(start + r0) * KB_K;
                for (int i = 0; i < nr * COLS; i++) acc[i] = 0.0f;
                for (int k = 0; k < KB_K; k++) {
                    const kb_t *wrow = wg + (size_t)k * KB_N + j0;
                    for (int r = 0; r < nr; r++) {
                        const float av = kb_ld(a[(size_t)r * KB_K + k]);
                        float *arow = acc + r * COLS;
                        for (int j = 0; j < nc; j++) arow[j] += av * kb_ld(wrow[j]);
                    }
                }
                for (int r = 0; r < nr; r++)
                    for (int j = 0; j < nc; j++)
                        out[(size_t)(start + r0 + r) * KB_N + j0 + j] = kb_st(acc[r * COLS + j]);
            }
            start += rows;
        }
    }
}
