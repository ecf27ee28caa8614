/* _lib/grouped.h: a grouped (ragged) matrix product, out[r] = x[r] . w[g(r)], rows of x split
 * into consecutive groups of sizes[g] rows (uneven, some empty): p11 and p14, on mm.h's paths.
 * Two schedules, by the width n of the weights:
 *   - narrow (n <= 1024, p11): one group per task, biggest first, handed out dynamically. The
 *     group's rows are packed once into strips of AMX A tiles (gemm_pack_a; at ~128 rows they
 *     stay in L2), the group's weights packed KC rows at a time (all n columns: one
 *     sequential read the prefetchers follow, the next chunk prefetched into L2 meanwhile), and
 *     every 32-row strip multiplied by the chunk, 32 x 32 blocks whose partial sums wait in an
 *     f32 scratch between chunks (mm_block). Weights are read from memory exactly once.
 *   - wide (p14): group by group, all threads together on the GEMM of _lib/gemm.h: the group's
 *     rows packed into strips by all, then each thread multiplies them by its share of the
 *     group's weight columns, packed per panel of NP in L2.
 * The including file declares what gemm.h needs. Spliced into experts by tools/kernels/amalgamate. */
#include "gemm.h"

/* ---- wide: the GEMM per group ------------------------------------------------------------------ */

static void grouped_wide(int path, const kb_t *x, const kb_t *w, const int32_t *sizes, int groups, int most,
                         int k, int n, kb_t *out)
{
    const gemm_op probe = {.m = most, .n = n, .k = k};
    big ba[2];
    kb_t *ap[2]; /* one per parity of the group: packing the next may start before all finished this one */
    for (int e = 0; e < 2; e++)
        ap[e] = big_alloc(&ba[e], (size_t)((most + 31) / 32) * gemm_blk(&probe) * sizeof(kb_t));
    const int blocks = (n + 31) / 32;
#pragma omp parallel num_threads(KB_THREADS)
    {
        const int me = omp_get_thread_num(), nth = omp_get_num_threads();
        gemm_ws ws = {0};
        int r0 = 0, e = 0;
        for (int g = 0; g < groups; r0 += sizes[g], g++) {
            if (sizes[g] <= 0) continue;
            gemm_dst dst = {out + (size_t)r0 * n, n};
            const gemm_op op = {.m = sizes[g],
                                .n = n,
                                .k = k,
                                .a = x + (size_t)r0 * k,
                                .lda = k,
                                .b = w + (size_t)g * k * n,
                                .ldb = n,
                                .epi = gemm_epi_store,
                                .ctx = &dst};
            gemm_pack_a_team(&op, ap[e], me, nth);
#pragma omp barrier
            gemm_cols(&op, ap[e], path, blocks * me / nth, blocks * (me + 1) / nth, &ws);
            e ^= 1;
        }
        gemm_ws_free(&ws);
    }
    for (int e = 0; e < 2; e++) big_free(&ba[e]);
}

/* ---- narrow: one group per thread, weights in chunks of k ------------------------------------- */

typedef struct grouped_task {
    int g, r0, rows;
} grouped_task;

static int grouped_by_rows(const void *a, const void *b)
{
    return ((const grouped_task *)b)->rows - ((const grouped_task *)a)->rows;
}

static void grouped_narrow(int path, const kb_t *x, const kb_t *w, const int32_t *sizes, int groups, int most,
                           int k, int n, kb_t *out)
{
    grouped_task *tasks = malloc(sizeof(grouped_task) * (size_t)groups);
    if (!tasks) abort();
    int nt = 0;
    for (int g = 0, r0 = 0; g < groups; r0 += sizes[g], g++)
        if (sizes[g] > 0) tasks[nt++] = (grouped_task){g, r0, sizes[g]};
    qsort(tasks, (size_t)nt, sizeof *tasks, grouped_by_rows);
    const int kpad = (k + 31) / 32 * 32;
    const int kc_max = KC < kpad ? KC : kpad, nbk = (n + 31) / 32, sm = (most + 31) / 32;
    const size_t wblk = (size_t)kc_max * 32; /* elements of a packed chunk block */
#pragma omp parallel num_threads(KB_THREADS)
    {
        kb_t *xr = aligned_alloc(64, (size_t)sm * 32 * kpad * sizeof(kb_t));
        kb_t *wp = aligned_alloc(64, (size_t)nbk * wblk * sizeof(kb_t));
        float *part = aligned_alloc(64, (size_t)sm * nbk * 4096);
        if (!xr || !wp || !part) abort();
        mm_begin(path);
#pragma omp for schedule(dynamic, 1)
        for (int ti = 0; ti < nt; ti++) {
            const grouped_task tk = tasks[ti];
            const int strips = (tk.rows + 31) / 32;
            const gemm_op rows = {.m = tk.rows, .k = k, .a = x + (size_t)tk.r0 * k, .lda = k};
            for (int s = 0; s < strips; s++) gemm_pack_a(&rows, s, xr + (size_t)s * 32 * kpad);
            const kb_t *wg = w + (size_t)tk.g * k * n;
            for (int k0 = 0; k0 < kpad; k0 += kc_max) {
                const int kn = kpad - k0 < kc_max ? kpad - k0 : kc_max, kv = k - k0 < kn ? k - k0 : kn;
                const gemm_op chunk = {.k = kv, .n = n, .b = wg + (size_t)k0 * n, .ldb = n};
                gemm_pack_b(&chunk, chunk.b, 0, nbk, wp, wblk); /* row pairs across all blocks */
                /* the next chunk's rows (contiguous), prefetched into L2 over this chunk's work */
                const char *next = (const char *)(wg + (size_t)(k0 + kn) * n);
                const size_t next_bytes =
                    k0 + kn < k ? (size_t)(k - k0 - kn < kc_max ? k - k0 - kn : kc_max) * n * sizeof(kb_t)
                                : 0;
                const size_t per = (next_bytes / ((size_t)strips * nbk) + 63) / 64 * 64;
                size_t pf = 0;
                for (int s = 0; s < strips; s++)
                    for (int j = 0; j < nbk; j++) {
                        float *c = part + ((size_t)s * nbk + j) * 1024;
                        mm_block_tiles(path, c, 32, k0 > 0, xr + (size_t)s * 32 * kpad + mm_pack_at(k0),
                                       wp + (size_t)j * wblk, kn);
                        for (size_t q = 0; q < per && pf < next_bytes; q += 64, pf += 64)
                            _mm_prefetch(next + pf, _MM_HINT_T1);
                        if (k0 + kn < kpad) continue;
                        const int rows = tk.rows - 32 * s < 32 ? tk.rows - 32 * s : 32;
                        const int cols = n - 32 * j < 32 ? n - 32 * j : 32;
                        gemm_store_block(out + (size_t)(tk.r0 + 32 * s) * n + 32 * j, n, c, rows, cols);
                    }
            }
        }
        mm_end(path);
        _mm_sfence();
        free(part);
        free(wp);
        free(xr);
    }
    free(tasks);
}

/* x [m][k], w [groups][k][n], sizes [groups] (summing to m), out [m][n] */
static void grouped_run(const kb_t *x, const kb_t *w, const int32_t *sizes, int groups, int k, int n,
                        kb_t *out)
{
    const int path = mm_path();
    int most = 0;
    for (int g = 0; g < groups; g++) most = sizes[g] > most ? sizes[g] : most;
    if (most <= 0 || n <= 0) return;
    if (n <= 1024)
        grouped_narrow(path, x, w, sizes, groups, most, k, n, out);
    else
        grouped_wide(path, x, w, sizes, groups, most, k, n, out);
}
