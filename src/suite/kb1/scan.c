/* kb1/scan.c: the cumulative operations of KernelBench level 1 (L1-89..93), one family whose
 * instances are the rows of scan.def, all along the rows of x [R][C] (dim 1):
 *
 *   cumsum:            out[r][c] = sum_{k <= c} x[r][k]
 *   cumprod:           out[r][c] = prod_{k <= c} x[r][k]
 *   reverse cumsum:    out[r][c] = sum_{k >= c} x[r][k]
 *   exclusive cumsum:  out[r][c] = sum_{k < c} x[r][k]          (out[r][0] = 0)
 *   masked cumsum:     out[r][c] = sum_{k <= c} x[r][k] * mask[r][k]
 *
 * x ~ U[0,1) as in KernelBench for the sums (the sums grow to about C/2, with fluctuations of
 * sqrt(C/12) that no ramp reproduces); for cumprod x = exp(0.05 N(0,1)), so a product of c terms
 * is exp of a random walk of deviation 0.05 sqrt(c) (about e^+-3 at c = 4096): far from f32's
 * underflow and overflow. mask is 0 or 1 with probability 1/2 each (int32). Memory-bound, but a
 * running sum is a chain of dependent adds: the scan order is the problem's.
 *
 * Tolerances (tools/baselines/margins.c, lib vs reference, tiny and cpu): bf16 atol 1e-5 rtol
 * 8e-3 (the output's rounding, worst 0.49 of it); f32 atol 1e-6 rtol 2e-5 (f32 running sums and
 * products against the double reference: worst 0.34 of it, cumprod at cpu; sums 0.2).
 *
 * Changes from KernelBench: (JAXBench's translation is named where it departs too)
 * - L1-90 (cumprod): x = exp(0.05 N(0,1)), not U[0,1): a product of U[0,1) values underflows
 *   to exactly 0 after about 100 terms, so 99.7% of KernelBench's output is 0.
 * - L1-93 (masked cumsum): the mask is an int32 tensor of 0 and 1 (KernelBench's is bool; the
 *   harness's tensors are float or int32).
 * - L1-92 (exclusive cumsum) is KernelBench's fixed version (output the shape of x, out[r][0] =
 *   0), as JAXBench's translation is.
 * - Sizes: the cpu preset is 4096 x 4096 (16.8M elements, 32 MB in bf16), not KernelBench's
 *   32768 x 32768 (4 GiB in f32, 9 GiB with L1-93's mask); KernelBench's size is the preset
 *   `kernelbench`.
 */
#include "kb1.h"

#include <math.h>
#include "../../core/rng.h"
#include "../lib/rows.h"
#include "../ref/ref.h"

enum { P_R, P_C };

extern const kb_workload kb_fam_scan[];

/* one row of scan.def */
typedef struct scan_row {
    bool product, reverse, exclusive, masked;
} scan_row;

static const scan_row rows[] = {
#define KB_ROW(num3, num, nm, file, prod, rev, excl, msk, rt, kr, kc, formula) {prod, rev, excl, msk},
#include "scan.def"
#undef KB_ROW
};

static const scan_row *row_of(const kb_workload *w) { return KB1_ROW_OF(rows, kb_fam_scan, w); }

static double flops(const kb_problem *p)
{
    return (row_of(p->w)->masked ? 2.0 : 1.0) * (double)p->p[P_R] * (double)p->p[P_C];
}

/* cumprod's x = exp(0.05 N(0,1)) (input 0) and the mask, 0 or 1 with probability 1/2 (input 1) */
static void generate(const kb_problem *p, int input, uint64_t seed, void *dst)
{
    const int64_t n = p->p[P_R] * p->p[P_C];
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < n; i++) {
        if (input == 1)
            ((int32_t *)dst)[i] = kb_rng_uniform(seed, 1, (uint64_t)i) < 0.5 ? 1 : 0;
        else
            ((float *)dst)[i] = (float)exp(0.05 * kb_rng_normal(seed, 0, (uint64_t)i));
    }
}

/* kb:reference begin */
static void reference(const kb_problem *p, const void *const *in, float *const *out)
{
    const scan_row *r = row_of(p->w); /* the row: sum or product, direction, inclusivity, mask */
    /* x: [R][C], mask (masked rows only): [R][C], out: [R][C] */
    kb_ref_scan(in[0], r->masked ? in[1] : NULL, p->p[P_R], p->p[P_C], r->product, r->reverse, r->exclusive,
                out[0]);
}
/* kb:reference end */

/* The lib baseline is a plain C pass: oneDNN has no scan primitive. A running sum is a chain of
 * dependent adds (4 cycles each), so each thread scans RB rows at once, RB independent chains
 * interleaved: per chunk of columns, the RB rows' chunks are loaded into f32 buffers (the mask
 * multiplied in, vectorised), scanned together in f32 column by column (in the row's direction)
 * and stored. */
enum { RB = 4 }; /* scan4's four chains */

/* lib_init and lib_fini: kb1_plain_init and kb1_plain_fini (kb1.h), the state the problem */
/* One chunk of RB = 4 rows, buf[q][0..len), scanned in place in the row's direction, carrying
 * acc[q] in and out: four independent chains in registers. */
static inline void scan4(float (*restrict buf)[KB_ROWS_CHUNK], float *restrict acc, int64_t len, bool product,
                         bool reverse, bool exclusive)
{
    float a0 = acc[0], a1 = acc[1], a2 = acc[2], a3 = acc[3];
    for (int64_t k = 0; k < len; k++) {
        const int64_t j = reverse ? len - 1 - k : k;
        const float p0 = a0, p1 = a1, p2 = a2, p3 = a3;
        a0 = product ? a0 * buf[0][j] : a0 + buf[0][j];
        a1 = product ? a1 * buf[1][j] : a1 + buf[1][j];
        a2 = product ? a2 * buf[2][j] : a2 + buf[2][j];
        a3 = product ? a3 * buf[3][j] : a3 + buf[3][j];
        buf[0][j] = exclusive ? p0 : a0;
        buf[1][j] = exclusive ? p1 : a1;
        buf[2][j] = exclusive ? p2 : a2;
        buf[3][j] = exclusive ? p3 : a3;
    }
    acc[0] = a0, acc[1] = a1, acc[2] = a2, acc[3] = a3;
}

static void lib_run(void *state, const void *const *in, void *const *out)
{
    const kb_problem *s = state;
    const int64_t R = s->p[P_R], C = s->p[P_C], chunks = (C + KB_ROWS_CHUNK - 1) / KB_ROWS_CHUNK;
    const scan_row rw = *row_of(s->w);
    const int32_t *mask = rw.masked ? in[1] : NULL;
#pragma omp parallel for schedule(static) num_threads(s->threads)
    for (int64_t r0 = 0; r0 < R; r0 += RB) {
        const int64_t nr = KB_MIN(RB, R - r0);
        float acc[RB], buf[RB][KB_ROWS_CHUNK] = {{0}};
        for (int q = 0; q < RB; q++) acc[q] = rw.product ? 1.0f : 0.0f;
        for (int64_t ch = 0; ch < chunks; ch++) {
            /* chunks from the row's end when reverse: the last one is the partial one */
            const int64_t end = rw.reverse ? C - ch * KB_ROWS_CHUNK : KB_MIN(C, (ch + 1) * KB_ROWS_CHUNK);
            const int64_t c0 = rw.reverse ? KB_MAX(0, end - KB_ROWS_CHUNK) : ch * KB_ROWS_CHUNK;
            const int64_t len = end - c0;
            for (int64_t q = 0; q < nr; q++) {
                kb_rows_load(s->dtype, in[0], (r0 + q) * C + c0, len, buf[q]);
                if (mask) {
                    const int32_t *m = mask + (r0 + q) * C + c0;
#pragma omp simd
                    for (int64_t j = 0; j < len; j++) buf[q][j] *= (float)m[j];
                }
            }
            /* each combination of the flags its own loop (literals, folded into scan4) */
            switch (rw.product * 4 + rw.reverse * 2 + rw.exclusive) {
            case 0: scan4(buf, acc, len, false, false, false); break;
            case 1: scan4(buf, acc, len, false, false, true); break;
            case 2: scan4(buf, acc, len, false, true, false); break;
            case 3: scan4(buf, acc, len, false, true, true); break;
            case 4: scan4(buf, acc, len, true, false, false); break;
            case 5: scan4(buf, acc, len, true, false, true); break;
            case 6: scan4(buf, acc, len, true, true, false); break;
            default: scan4(buf, acc, len, true, true, true); break;
            }
            for (int64_t q = 0; q < nr; q++) kb_rows_store(s->dtype, buf[q], len, out[0], (r0 + q) * C + c0);
        }
    }
}

#define X_0                                                                                   \
    {                                                                                         \
        .name = "x", .dims = {"R", "C"}, .init = KB_INIT_UNIFORM, .scale = 0.5, .shift = 0.5, \
        .doc = "U[0,1)"                                                                       \
    }
#define X_1                                                                                \
    {                                                                                      \
        .name = "x", .dims = {"R", "C"}, .init = KB_INIT_CUSTOM, .doc = "exp(0.05 N(0,1))" \
    }
#define MASK_0       \
    {                \
        .name = NULL \
    }
#define MASK_1                                                                             \
    {                                                                                      \
        .name = "mask", .kind = KB_KIND_INT32, .dims = {"R", "C"}, .init = KB_INIT_CUSTOM, \
        .doc = "0 or 1, each with probability 1/2"                                         \
    }

const kb_workload kb_fam_scan[] = {
#define KB_ROW(num3, num, nm, file, prod, rev, excl, msk, rt, kr, kc, formula)                      \
    {                                                                                               \
        KB1_ROW_PLAIN(num3, num, nm, file, "scan"),                                                 \
        .math = formula                                                                             \
        "\nalong each row of x [R][C] (dim 1); f32 arithmetic, output rounded to the storage type", \
        .params = {"R", "C"},                                                                       \
        .inputs = {X_##prod, MASK_##msk},                                                           \
        .outputs = {{.name = "out", .dims = {"R", "C"}, .doc = "the running values"}},              \
        .presets = {{"tiny", {16, 512}}, {"cpu", {4096, 4096}}, {"kernelbench", {kr, kc}}},         \
        .tol_bf16 = {.atol = 1e-5, .rtol = 8e-3},                                                   \
        .tol_f32 = {.atol = 1e-6, .rtol = rt},                                                      \
        .generate = generate,                                                                       \
        .lib_doc = "plain C: four rows' running values at once in f32 (oneDNN has no scan)",        \
    },
#include "scan.def"
#undef KB_ROW
};
const size_t kb_fam_scan_n = KB_ARRAY_LEN(kb_fam_scan);
_Static_assert(KB_ARRAY_LEN(kb_fam_scan) == KB_ARRAY_LEN(rows), "rows out of step");
