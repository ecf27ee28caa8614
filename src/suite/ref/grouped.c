/* grouped.c: the reference grouped linear layer, the shared specification of the ragged
 * grouped-matmul workloads (p11 megablox GMM, p14 ragged dot; see ref.h). */
#include "ref.h"

#include <stdlib.h>
#include "../../core/util.h"

/* kb:ref begin kb_ref_grouped_linear */
/* out[r][n] = sum_k a[r][k] * b[g(r)][k][n], g(r) the group of row r: rows are split into
 * `groups` consecutive groups of sizes[g] rows (non-negative, summing to m; asserted). Double
 * accumulators, each sum over k in order, stored as f32. Tiles of at most 16 rows (never
 * crossing a group) by 256 columns keep a tile's accumulators in L1 without changing any sum's
 * order. */
void kb_ref_grouped_linear(const float *a, const float *b, const int32_t *sizes, int64_t groups, int64_t m,
                           int64_t k, int64_t n, float *out)
{
    int64_t total = 0;
    for (int64_t g = 0; g < groups; g++) {
        KB_ASSERT(sizes[g] >= 0);
        total += sizes[g];
    }
    KB_ASSERT(total == m);
    /* One task per block of up to 16 rows of one group: (group, first row, rows). */
    int64_t *task = kb_xcalloc((size_t)(3 * (m / 16 + groups + 1)), sizeof *task);
    int64_t ntask = 0, start = 0;
    for (int64_t g = 0; g < groups; g++) {
        for (int64_t r = 0; r < sizes[g]; r += 16) {
            task[3 * ntask] = g;
            task[3 * ntask + 1] = start + r;
            task[3 * ntask + 2] = KB_MIN(16, sizes[g] - r);
            ntask++;
        }
        start += sizes[g];
    }
#pragma omp parallel for schedule(dynamic, 1)
    for (int64_t t = 0; t < ntask; t++) {
        const int64_t g = task[3 * t], r0 = task[3 * t + 1], rows = task[3 * t + 2];
        const float *bg = b + g * k * n; /* [K][N] */
        double acc[16 * 256];            /* [rows][cols]: one tile */
        for (int64_t j0 = 0; j0 < n; j0 += 256) {
            const int64_t cols = KB_MIN(256, n - j0);
            for (int64_t i = 0; i < rows * cols; i++) acc[i] = 0.0;
            for (int64_t kk = 0; kk < k; kk++)
                for (int64_t r = 0; r < rows; r++) {
                    const double av = a[(r0 + r) * k + kk];
                    const float *brow = bg + kk * n + j0;
#pragma omp simd
                    for (int64_t j = 0; j < cols; j++) acc[r * cols + j] += av * brow[j];
                }
            for (int64_t r = 0; r < rows; r++)
                for (int64_t j = 0; j < cols; j++) out[(r0 + r) * n + j0 + j] = (float)acc[r * cols + j];
        }
    }
    free(task);
}
/* kb:ref end */
