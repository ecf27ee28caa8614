/* p09_swiglu_mlp: the SwiGLU feed-forward block of Llama-3.1-70B (JAXBench 9p).
 *
 *   g[m][f]   = sum_e x[m][e] * wg[e][f]            gate projection
 *   u[m][f]   = sum_e x[m][e] * wu[e][f]            up projection
 *   h[m][f]   = silu(g[m][f]) * u[m][f]             silu(t) = t / (1 + exp(-t))
 *   out[m][e] = sum_f h[m][f] * wd[f][e]            down projection
 *
 * Shapes: M tokens (JAXBench's batch 2 x seq 4096, flattened), E model width, F hidden width
 * (JAXBench: M 8192, E 8192, F 28672; the cpu preset keeps F/E = 3.5). x ~ N(0,1) like
 * activations, the three weights ~ N(0,1)*0.02 like initialised ones.
 *
 * tiny and cpu share E and F, so their outputs have the same scale (rms about 0.27) and one
 * absolute tolerance means the same at both.
 *
 * The reference keeps h unrounded (it is the specification); the lib baseline, like XLA, stores
 * the gate and h in the storage type between the matmuls. In bf16 that rounding leaves errors
 * of about 0.3% of the output rms on every element, up to 3.4e-3 near zero at cpu, which
 * tol_bf16's atol (about 2% of the output rms) absorbs.
 *
 * Changes from JAXBench: batch and sequence are flattened into M tokens (the same math); the
 * cpu preset is smaller (M 1024, E 1024, F 3584, keeping F/E = 3.5).
 */
#include "workload.h"
#include "ref/ref.h"
#include "lib/dnnl_util.h"

#include <math.h>
#include <stdlib.h>

enum { P_M, P_E, P_F };

/* The three matmuls only; the silu and the product (about 5 flops per element of h, M*F in
 * all, under 1% of the total at every preset) are not counted. */
static double flops(const kb_problem *p)
{
    return 3.0 * 2.0 * (double)p->p[P_M] * (double)p->p[P_E] * (double)p->p[P_F];
}

/* kb:reference begin */
/* The three projections through the reference linear layer (double accumulators, every sum over
 * its index in order 0, 1, 2, ...). The hidden activations h stay in double: nothing is rounded
 * between the projections. */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const int64_t M = p->p[P_M], E = p->p[P_E], F = p->p[P_F];
    const float *x = in[0];                                 /* [M][E] */
    const float *wg = in[1];                                /* [E][F] */
    const float *wu = in[2];                                /* [E][F] */
    const float *wd = in[3];                                /* [F][E] */
    float *y = out[0];                                      /* [M][E] */
    double *g = kb_ref_linear(x, wg, NULL, M, E, F, false); /* [M][F], becomes h */
    double *u = kb_ref_linear(x, wu, NULL, M, E, F, false); /* [M][F] */
    for (int64_t k = 0; k < M * F; k++) g[k] = kb_ref_swish(g[k]) * u[k];
    double *acc = kb_ref_linear_f64(g, wd, NULL, NULL, M, F, E, false); /* [M][E] */
    for (int64_t k = 0; k < M * E; k++) y[k] = (float)acc[k];
    free(g);
    free(u);
    free(acc);
}
/* kb:reference end */

/* Three oneDNN matmuls, fused the way XLA fuses this block:
 *   gate = swish(x . wg)             eltwise post-op, stored in the storage type
 *   h    = (x . wu) * gate           binary-mul post-op, stored in the storage type
 *   out  = h . wd                                                                     */
typedef struct lib_state {
    kb_dnnl_matmul *gate_mm, *up_mm, *down_mm;
    void *gate, *h; /* [M][F] scratch, storage type */
} lib_state;

static void lib_fini(void *state)
{
    lib_state *s = state;
    if (!s) return;
    kb_dnnl_matmul_destroy(s->gate_mm);
    kb_dnnl_matmul_destroy(s->up_mm);
    kb_dnnl_matmul_destroy(s->down_mm);
    free(s->gate);
    free(s->h);
    free(s);
}

static void *lib_init(const kb_problem *p, kb_err *err)
{
    const int64_t M = p->p[P_M], E = p->p[P_E], F = p->p[P_F];
    lib_state *s = kb_xcalloc(1, sizeof *s);
    kb_dnnl_matmul_desc gate = {
        .m = M,
        .k = E,
        .n = F,
        .src = p->dtype,
        .wei = p->dtype,
        .dst = p->dtype,
        .post = {{.kind = KB_POST_ELTWISE, .alg = dnnl_eltwise_swish, .alpha = 1.0f}},
    };
    kb_dnnl_matmul_desc up = {
        .m = M,
        .k = E,
        .n = F,
        .src = p->dtype,
        .wei = p->dtype,
        .dst = p->dtype,
        .post =
            {{.kind = KB_POST_BINARY, .alg = dnnl_binary_mul, .ndims = 2, .dims = {M, F}, .type = p->dtype}},
    };
    kb_dnnl_matmul_desc down = {
        .m = M,
        .k = F,
        .n = E,
        .src = p->dtype,
        .wei = p->dtype,
        .dst = p->dtype,
    };
    if (!(s->gate_mm = kb_dnnl_matmul_create(&gate, err)) || !(s->up_mm = kb_dnnl_matmul_create(&up, err)) ||
        !(s->down_mm = kb_dnnl_matmul_create(&down, err))) {
        lib_fini(s);
        return NULL;
    }
    size_t hidden = (size_t)M * (size_t)F * kb_dtype_size(p->dtype);
    s->gate = kb_xaligned(hidden);
    s->h = kb_xaligned(hidden);
    return s;
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    lib_state *s = state;
    const void *gate_arg[] = {s->gate};
    kb_dnnl_matmul_run(s->gate_mm, in[0], in[1], NULL, NULL, s->gate);
    kb_dnnl_matmul_run(s->up_mm, in[0], in[2], NULL, gate_arg, s->h);
    kb_dnnl_matmul_run(s->down_mm, s->h, in[3], NULL, NULL, out[0]);
}

const kb_workload kb_wl_p09_swiglu_mlp = {
    .id = "p09_swiglu_mlp",
    .jaxbench = "9p_SwiGLU_MLP",
    .family = "mlp",
    .title = "SwiGLU MLP block",
    .model = "Llama-3.1-70B",
    .math = "h[m][f] = silu(sum_e x[m][e]*wg[e][f]) * sum_e x[m][e]*wu[e][f]\n"
            "out[m][e] = sum_f h[m][f] * wd[f][e]\n"
            "(silu(t) = t / (1 + exp(-t)); f32 accumulation; h may be kept in f32 or rounded "
            "to the storage type)",
    .params = {"M", "E", "F"},
    .inputs =
        {
            {.name = "x",
             .dims = {"M", "E"},
             .init = KB_INIT_NORMAL,
             .scale = 1.0,
             .doc = "activations, N(0,1)"},
            {.name = "wg",
             .dims = {"E", "F"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "gate weights, N(0,1)*0.02"},
            {.name = "wu",
             .dims = {"E", "F"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "up weights, N(0,1)*0.02"},
            {.name = "wd",
             .dims = {"F", "E"},
             .init = KB_INIT_NORMAL,
             .scale = 0.02,
             .doc = "down weights, N(0,1)*0.02"},
        },
    .outputs =
        {
            {.name = "out", .dims = {"M", "E"}, .doc = "block output"},
        },
    .presets =
        {
            {"tiny", {16, 1024, 3584}},
            {"cpu", {1024, 1024, 3584}},
            {"h200", {8192, 8192, 28672}},
            {"tpu-v6e", {8192, 8192, 28672}},
        },
    .tol_bf16 = {.atol = 6e-3, .rtol = 1e-2, .nmse = 3e-4},
    .tol_f32 = {.atol = 1e-5, .rtol = 1e-4, .nmse = 5e-9},
    .bf16_intermediates = KB_STAGED_PASS,
    .flops = flops,
    .reference = reference,
    .lib_doc = "three oneDNN matmuls: x.wg with a swish post-op, x.wu with a multiply-by-gate "
               "post-op (both stored in the storage type), then h.wd",
    .lib_init = lib_init,
    .lib_run = lib_run,
    .lib_fini = lib_fini,
};
