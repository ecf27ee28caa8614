/* p11_megablox_gmm: grouped matmul of a mixture-of-experts layer, Qwen3-235B-A22B's expert
 * shapes (JAXBench 11p, JAX's Pallas megablox `gmm` reference).
 *
 *   out[r][n] = sum_k lhs[r][k] * rhs[g(r)][k][n]
 *
 * where the M rows of lhs are split into G consecutive groups, group g holding group_sizes[g]
 * rows (sum = M), and g(r) is the group of row r. Each group is one expert; its rows are the
 * tokens routed to it (already sorted by expert).
 *
 * Shapes: G experts (groups), M rows (tokens x top_k), K model width, N expert hidden width
 * (JAXBench: G 128, M 4096 x 8 = 32768, K 4096, N 1536, i.e. 256 rows per expert on average;
 * the cpu preset keeps many experts with ~128 rows each and N/K = 0.375). lhs ~ N(0,1) like
 * activations, rhs ~ N(0,1)*0.02 like initialised weights, so outputs are O(1) at the cpu
 * preset's K (std 0.02*sqrt(K) = 0.9; tiny shares K). group_sizes: uneven shares (the largest
 * expert gets ~2.5x the mean, the smallest ~0.15x) with max(1, G/16) empty experts, redrawn for
 * every input set (see lib/grouped.h). The output is in the storage type, as JAXBench's current
 * (jittable) version returns it; only its older eager version returned f32
 * (preferred_element_type). Accumulation is f32 in both.
 *
 * Changes from JAXBench:
 * - Inputs: JAXBench draws lhs and rhs from U(+-1/(M*K)) = U(+-7.5e-9), which makes every output
 *   ~1e-13 and any absolute tolerance vacuous; ours are N(0,1) and N(0,1)*0.02 (as JAXBench's
 *   own optimized.py uses).
 * - group_sizes: JAXBench's are all equal (M/G = 256); ours are uneven and include empty groups.
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/grouped.h"

enum { P_G, P_M, P_K, P_N };
enum { I_LHS, I_RHS, I_SIZES };

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
/* kb_ref_grouped_linear (src/suite/ref/grouped.c, shared with p14): for each group g, for each
 * row r of the group (its rows follow the earlier groups'), in tiles of 16 rows x 256 columns:
 *   out[r][n] = sum_{k = 0, 1, 2, ...} lhs[r][k] * rhs[g][k][n]   in double, stored as f32. */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const float *lhs = in[I_LHS];       /* [M][K] */
    const float *rhs = in[I_RHS];       /* [G][K][N] */
    const int32_t *sizes = in[I_SIZES]; /* [G] */
    kb_ref_grouped_linear(lhs, rhs, sizes, p->p[P_G], p->p[P_M], p->p[P_K], p->p[P_N], out[0]);
}
/* kb:reference end */

/* The lib baseline, kb_grouped_lib_* (shared with p14): one oneDNN matmul planned with run-time
 * rows, run once per non-empty group (see lib/grouped.h): oneDNN picks "gemm:jit" for run-time
 * shapes, which uses AMX for bf16. */

const kb_workload kb_wl_p11_megablox_gmm = {
    .id = "p11_megablox_gmm",
    .jaxbench = "11p_Megablox_GMM",
    .family = "grouped-gemm",
    .title = "Grouped matmul (MoE experts, many small groups)",
    .model = "Qwen3-235B-A22B (MoE expert shapes)",
    .math = "rows of lhs split into G consecutive groups of group_sizes[g] rows (sum M; groups may "
            "be empty):\n"
            "out[r][n] = sum_k lhs[r][k] * rhs[g(r)][k][n]   (f32 accumulation, output rounded "
            "to the storage type)",
    .params = {"G", "M", "K", "N"},
    .inputs =
        {
            {.name = "lhs",
             .dims = {"M", "K"},
             .init = KB_INIT_NORMAL,
             .scale = 1.0,
             .doc = "tokens sorted by expert, N(0,1)"},
            {.name = "rhs",
             .dims = {"G", "K", "N"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "expert weights, N(0,1)*0.02"},
            {.name = "group_sizes",
             .kind = KB_KIND_INT32,
             .dims = {"G"},
             .init = KB_INIT_CUSTOM,
             .doc = "rows per group: uneven, some zero, sum M"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"M", "N"}, .doc = "grouped product"},
        },
    .presets =
        {
            {"tiny", {8, 64, 2048, 96}},
            {"cpu", {32, 4096, 2048, 768}},
            {"h200", {128, 32768, 4096, 1536}},
            {"tpu-v6e", {128, 32768, 4096, 1536}},
            /* the tpu target verifies here in TPU interpret mode: the tuned kernel's grid has 4
         * row blocks shared among 8 groups, 2 contraction and 2 column blocks */
            {"tpu-check", {8, 512, 1024, 512}},
        },
    .tol_bf16 = {.atol = 2e-3, .rtol = 1e-2, .nmse = 9e-5},
    .tol_f32 = {.atol = 1e-5, .rtol = 1e-4, .nmse = 5e-8},
    .flops = flops,
    .generate = generate,
    .reference = reference,
    .lib_doc = "one oneDNN matmul planned with run-time rows (gemm:jit), run once per non-empty "
               "group on that group's rows and weights",
    .lib_init = kb_grouped_lib_init,
    .lib_run = kb_grouped_lib_run,
    .lib_fini = kb_grouped_lib_fini,
};
