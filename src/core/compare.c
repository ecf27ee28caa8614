/* compare.c: elementwise comparison with NaN/Inf rules, the whole-output NMSE bound,
 * worst-element reporting, and the statement of the numerical semantics they judge. */
#include "compare.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "util.h"

const char kb_compare_semantics[] =
    "bf16 means bf16 storage, f32 compute, one rounding at the output: inputs are bf16 values, "
    "every intermediate (GEMM and convolution accumulators, a GEMM's output before its epilogue, "
    "normalisation statistics, softmax sums, attention scores and weights) is computed in f32 or "
    "wider, and each output element is rounded to bf16 once, when it is written. This is what a "
    "fused kernel computes, not what a JAX program at bf16 or XLA's default computes (they round "
    "every op's result to bf16). Rounding an intermediate to bf16 (for example a GEMM's output "
    "before its bias, activation or normalisation epilogue) computes a different function: it is "
    "judged `wrong` wherever the difference exceeds the tolerance, which after a normalisation or "
    "a cancellation it does, and the catalogue says per workload whether it passes. Accumulating "
    "in bf16 or skipping part of a reduction is outside the semantics, and the bounds are set "
    "from measurements to fail both. f32 means f32 storage and f32 compute. An output passes when every element is within atol + rtol*|want| of the "
    "reference (computed in f64 from the same inputs; NaN and Inf must match) and the whole "
    "output's NMSE = sum (got - want)^2 / sum want^2 is at most the workload's bound. An index "
    "output (int32, such as an argmax) must equal the reference exactly.";

/* element i of a float output (bf16 or f32) */
static float load(const void *p, kb_dtype t, size_t i)
{
    return t == KB_DTYPE_BF16 ? kb_bf16_to_f32(((const kb_bf16 *)p)[i]) : ((const float *)p)[i];
}

/* An index output (t == KB_DTYPE_I32) against its int32 reference: exact, so no tolerance, NMSE
 * or non-finite rules apply; the worst element is the first that differs (an index off by one is
 * as wrong as any other), and poison (-1, never a valid index) counts as never written. */
static void compare_exact(const int32_t *got, const int32_t *want, size_t n, kb_cmp *r)
{
    bool first = true;
    for (size_t i = 0; i < n; i++) {
        if (kb_dtype_is_poison(KB_DTYPE_I32, got, i)) r->n_poison++;
        if (got[i] == want[i]) continue;
        r->n_bad++;
        const double d = fabs((double)got[i] - want[i]);
        if (d > r->max_abs) r->max_abs = d;
        if (first) {
            first = false;
            r->worst = i;
            r->got = got[i];
            r->want = want[i];
        }
    }
    r->exact = true;
    r->nmse_ok = true;
    r->ok = r->n_bad == 0;
}

/* An all-zero reference has no scale to normalise by: the elementwise bound alone judges it. */
static bool nmse_within(double err2, double ref2, kb_tol tol)
{
    return tol.nmse <= 0 || ref2 <= 0 || err2 <= tol.nmse * ref2;
}

void kb_compare(const void *got, kb_dtype t, const void *want_, size_t n, kb_tol tol, kb_cmp *r)
{
    memset(r, 0, sizeof *r);
    r->n = n;
    if (t == KB_DTYPE_I32) {
        compare_exact(got, want_, n, r);
        return;
    }
    const float *want = want_;
    double worst_excess = -1, err2 = 0, ref2 = 0;
    for (size_t i = 0; i < n; i++) {
        double g = load(got, t, i), w = want[i];
        if (kb_dtype_is_poison(t, got, i)) r->n_poison++;
        double excess;
        if (!isfinite(g) || !isfinite(w)) {
            bool same = (isnan(g) && isnan(w)) || (isinf(g) && isinf(w) && signbit(g) == signbit(w));
            if (same) continue;
            r->n_nonfinite_bad++;
            excess = INFINITY;
        } else {
            double d = fabs(g - w), bound = tol.atol + tol.rtol * fabs(w);
            err2 += d * d;
            ref2 += w * w;
            if (d > r->max_abs) r->max_abs = d;
            double rel = w != 0 ? d / fabs(w) : (d != 0 ? INFINITY : 0);
            if (rel > r->max_rel) r->max_rel = rel;
            if (d <= bound) continue;
            excess = d / bound;
        }
        r->n_bad++;
        if (excess > worst_excess) {
            worst_excess = excess;
            r->worst = i;
            r->got = g;
            r->want = w;
        }
    }
    r->nmse = ref2 > 0 ? err2 / ref2 : (err2 > 0 ? INFINITY : 0);
    r->nmse_ok = nmse_within(err2, ref2, tol);
    r->ok = r->n_bad == 0 && r->nmse_ok;
}

/* The fast check, in chunks shared among threads, each chunk one vectorised loop per storage
 * type (the timing loop checks every output of every call, so this must run at memory speed).
 * An element passes when both values are finite and within tolerance, or they are the same
 * infinity, or both NaN (an infinite want must not make the bound infinite: a finite value, or
 * the other infinity, where the reference has an infinity fails). Bitwise operators, so that the
 * loop has no branch. Finite pairs feed
 * the NMSE sums. The bound is computed in float: a pass here that kb_compare (double) would
 * refuse is at most an ulp at the boundary; a failure goes to kb_compare, which decides. */
typedef struct pass_sums {
    size_t bad;
    double err2, ref2;
} pass_sums;

#define KB_PASS_CHUNK ((size_t)1 << 14)

#define KB_PASS_LOOP(LOAD_GOT, LOAD_WANT)                                                           \
    _Pragma("omp simd reduction(+ : bad, err2, ref2)") for (size_t i = from; i < to; i++)           \
    {                                                                                               \
        const float g = (LOAD_GOT), w = (LOAD_WANT);                                                \
        const int finite = (fabsf(g) <= FLT_MAX) & (fabsf(w) <= FLT_MAX);                           \
        const int ok =                                                                              \
            (finite & (fabsf(g - w) <= atol + rtol * fabsf(w))) | (g == w) | ((g != g) & (w != w)); \
        bad += !ok;                                                                                 \
        const float d = finite ? g - w : 0.0f, r = finite ? w : 0.0f;                               \
        err2 += (double)d * (double)d;                                                              \
        ref2 += (double)r * (double)r;                                                              \
    }

/* want_t: KB_DTYPE_F32 (a reference), or the storage type of `got` (another contestant's output,
 * compared as stored: no conversion pass, and half the bytes read for bf16). */
static pass_sums pass_chunk(const void *got, kb_dtype t, const void *want, kb_dtype want_t, size_t from,
                            size_t to, float atol, float rtol)
{
    int bad = 0;
    double err2 = 0, ref2 = 0;
    const kb_bf16 *gb = got, *wb = want;
    const float *gf = got, *wf = want;
    if (want_t == KB_DTYPE_F32 && t == KB_DTYPE_BF16) {
        KB_PASS_LOOP(kb_bf16_to_f32(gb[i]), wf[i])
    } else if (want_t == KB_DTYPE_F32) {
        KB_PASS_LOOP(gf[i], wf[i])
    } else {
        KB_PASS_LOOP(kb_bf16_to_f32(gb[i]), kb_bf16_to_f32(wb[i]))
    }
    return (pass_sums){(size_t)bad, err2, ref2};
}
#undef KB_PASS_LOOP

static bool passes(const void *got, kb_dtype t, const void *want, kb_dtype want_t, size_t n, kb_tol tol)
{
    if (t == KB_DTYPE_I32) { /* an index output: exact (compare_exact) */
        const int32_t *g = got, *w = want;
        size_t bad = 0;
#pragma omp parallel for simd schedule(static) reduction(+ : bad) if (n > 4 * KB_PASS_CHUNK)
        for (size_t i = 0; i < n; i++) bad += g[i] != w[i];
        return bad == 0;
    }
    const float atol = (float)tol.atol, rtol = (float)tol.rtol;
    const size_t chunks = (n + KB_PASS_CHUNK - 1) / KB_PASS_CHUNK;
    size_t bad = 0;
    double err2 = 0, ref2 = 0;
#pragma omp parallel for schedule(static) reduction(+ : bad, err2, ref2) if (chunks > 4)
    for (size_t c = 0; c < chunks; c++) {
        size_t from = c * KB_PASS_CHUNK, to = KB_MIN(from + KB_PASS_CHUNK, n);
        pass_sums s = pass_chunk(got, t, want, want_t, from, to, atol, rtol);
        bad += s.bad;
        err2 += s.err2;
        ref2 += s.ref2;
    }
    return bad == 0 && nmse_within(err2, ref2, tol);
}

bool kb_compare_passes(const void *got, kb_dtype t, const void *want, size_t n, kb_tol tol)
{
    return passes(got, t, want, t == KB_DTYPE_I32 ? t : KB_DTYPE_F32, n, tol);
}

bool kb_compare_passes_same(const void *got, const void *want, kb_dtype t, size_t n, kb_tol tol)
{
    return passes(got, t, want, t, n, tol);
}

void kb_compare_describe(const kb_cmp *r, kb_tol tol, const int64_t *dims, int ndim, char *buf, size_t cap)
{
    char idx[160] = "";
    if (dims && ndim > 0) {
        size_t rest = r->worst, pos = 0;
        int64_t sub[16] = {0};
        for (int d = ndim - 1; d >= 0; d--) {
            sub[d] = (int64_t)(rest % (size_t)dims[d]);
            rest /= (size_t)dims[d];
        }
        for (int d = 0; d < ndim && pos < sizeof idx - 24; d++)
            pos += (size_t)snprintf(idx + pos, sizeof idx - pos, "%s%lld", d ? "," : "", (long long)sub[d]);
    } else {
        snprintf(idx, sizeof idx, "%zu", r->worst);
    }
    const char *why = r->n_poison == r->n ? " (output never written: all elements still hold the poison)"
                      : r->n_poison       ? " (some elements never written: they still hold the poison)"
                                          : "";
    if (r->exact) {
        if (r->ok)
            snprintf(buf, cap, "all %zu indices equal the reference's", r->n);
        else
            snprintf(buf, cap,
                     "%zu of %zu indices differ from the reference's (an index output is compared "
                     "exactly)%s; first [%s]: got %.0f want %.0f",
                     r->n_bad, r->n, why, idx, r->got, r->want);
        return;
    }
    if (r->ok) {
        snprintf(buf, cap, "all %zu elements within tolerance; max abs err %.3g, NMSE %.2g", r->n, r->max_abs,
                 r->nmse);
        return;
    }
    if (r->n_bad == 0) { /* every element passes, the whole output does not */
        snprintf(buf, cap,
                 "NMSE %.3g > bound %.3g (sum (got-want)^2 / sum want^2 over all %zu elements, "
                 "each within tolerance: an error spread over the whole output, such as a "
                 "skipped part of a reduction or bf16 accumulation); max abs err %.3g, max rel "
                 "err %.3g",
                 r->nmse, tol.nmse, r->n, r->max_abs, r->max_rel);
        return;
    }
    double bound = tol.atol + tol.rtol * fabs(r->want);
    snprintf(buf, cap,
             "%zu of %zu elements out of tolerance%s; worst [%s]: got %.6g want %.6g "
             "(|err| %.3g > %.3g = atol %.3g + rtol %.3g*|want|); max abs err %.3g, NMSE %.2g%s",
             r->n_bad, r->n, why, idx, r->got, r->want, fabs(r->got - r->want), bound, tol.atol, tol.rtol,
             r->max_abs, r->nmse, r->nmse_ok ? "" : " (over its bound too)");
}
