/* p14_ragged_dot: ragged dot of a mixture-of-experts layer, Mixtral-8x7B's expert up-projection
 * (JAXBench 14p, after tokamax's ragged_dot benchmark).
 *
 *   out[r][n] = sum_k x[r][k] * w[g(r)][k][n]
 *
 * where the M rows of x are split into G consecutive groups, group g holding group_sizes[g] rows
 * (sum = M), and g(r) is the group of row r: jax.lax.ragged_dot(x, w, group_sizes). Each group is
 * one expert and its rows are the tokens routed to it. Few, large groups: compute-bound, unlike
 * p11_megablox_gmm (the same function with many small groups).
 *
 * Shapes: G experts, M rows (routed tokens), K model width, N expert hidden width (JAXBench: G 8,
 * M 8192 in 8 groups of 1024, K 4096, N 14336; the cpu preset keeps G 8, N/K = 3.5 and 256 rows
 * per expert on average). x ~ N(0,1) like activations, w ~ N(0,1)*0.02 like initialised weights:
 * outputs have std 0.02*sqrt(K) = 0.64 at the cpu preset's K, which tiny shares. group_sizes:
 * uneven shares (the largest expert gets ~2.5x the mean, the smallest ~0.15x) and one empty
 * expert, redrawn for every input set (see lib/grouped.h).
 *
 * Changes from JAXBench:
 * - group_sizes: JAXBench has none (a dense batched einsum 'gmk,gkn->gmn' over 8 equal groups,
 *   so nothing is ragged); ours is an int32 input with uneven sizes and an empty group, and x is
 *   the flat [M][K] matrix that ragged_dot takes.
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/grouped.h"

enum { P_G, P_M, P_K, P_N };
enum { I_X, I_W, I_SIZES };

/* Every row is multiplied by one [K][N] matrix: 2*M*K*N, whatever the group sizes. */
static double flops(const kb_problem *p)
{
    return 2.0 * (double)p->p[P_M] * (double)p->p[P_K] * (double)p->p[P_N];
}

static void generate(const kb_problem *p, int input, uint64_t seed, void *dst)
{
    KB_ASSERT(input == I_SIZES);
    kb_grouped_sizes(seed, (uint64_t)input, p->p[P_G], p->p[P_M], dst);
}

/* kb:reference begin */
/* kb_ref_grouped_linear (src/suite/ref/grouped.c, shared with p11): for each group g, for each
 * row r of the group (its rows follow the earlier groups'), in tiles of 16 rows x 256 columns:
 *   out[r][n] = sum_{k = 0, 1, 2, ...} x[r][k] * w[g][k][n]   in double, stored as f32. */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const float *x = in[I_X];           /* [M][K] */
    const float *w = in[I_W];           /* [G][K][N] */
    const int32_t *sizes = in[I_SIZES]; /* [G] */
    kb_ref_grouped_linear(x, w, sizes, p->p[P_G], p->p[P_M], p->p[P_K], p->p[P_N], out[0]);
}
/* kb:reference end */

/* What XLA's CPU ragged_dot would give (a dense product per group, masked) costs G times the
 * work; a library user runs one matmul per group instead: one oneDNN matmul planned with
 * run-time rows (gemm:jit, AMX for bf16), run once per non-empty group: kb_grouped_lib_*, shared
 * with p11 (see lib/grouped.h). */

const kb_workload kb_wl_p14_ragged_dot = {
    .id = "p14_ragged_dot",
    .jaxbench = "14p_Ragged_Dot",
    .family = "grouped-gemm",
    .title = "Ragged dot (MoE experts, few large groups)",
    .model = "Mixtral-8x7B (expert up-projection)",
    .math = "rows of x split into G consecutive groups of group_sizes[g] rows (sum M; groups may "
            "be empty):\n"
            "out[r][n] = sum_k x[r][k] * w[g(r)][k][n]   (f32 accumulation, output rounded to "
            "the storage type)",
    .params = {"G", "M", "K", "N"},
    .inputs =
        {
            {.name = "x",
             .dims = {"M", "K"},
             .init = KB_INIT_NORMAL,
             .scale = 1.0,
             .doc = "tokens sorted by expert, N(0,1)"},
            {.name = "w",
             .dims = {"G", "K", "N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "expert weights, N(0,1)*0.02"},
            {.name = "group_sizes",
             .kind = KB_KIND_INT32,
             .dims = {"G"},
             .init = KB_INIT_CUSTOM,
             .doc = "rows per group: uneven, one zero, sum M"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"M", "N"}, .doc = "ragged product"},
        },
    .presets =
        {
            {"tiny", {8, 64, 1024, 112}},
            {"cpu", {8, 2048, 1024, 3584}},
            {"h200", {8, 8192, 4096, 14336}},
            {"tpu-v6e", {8, 8192, 4096, 14336}},
        },
    .tol_bf16 = {.atol = 2e-3, .rtol = 1e-2, .nmse = 7e-5},
    .tol_f32 = {.atol = 1e-5, .rtol = 1e-4, .nmse = 3e-8},
    .flops = flops,
    .generate = generate,
    .reference = reference,
    .lib_doc = "one oneDNN matmul planned with run-time rows (gemm:jit), run once per non-empty "
               "group on that group's rows and weights",
    .lib_init = kb_grouped_lib_init,
    .lib_run = kb_grouped_lib_run,
    .lib_fini = kb_grouped_lib_fini,
};
