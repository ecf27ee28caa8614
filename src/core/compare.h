/* compare.h: the comparator of design section 4 step 4.
 *
 * An output passes when every element does, |got - want| <= atol + rtol * |want| (NaN must meet
 * NaN and an infinity the same infinity; anything else non-finite fails), and the whole output's
 * normalised mean squared error, NMSE = sum (got - want)^2 / sum want^2 over the finite pairs (as
 * ggml's test-backend-ops measures it), is at most the bound `nmse`. The elementwise bound
 * catches a wrong element; NMSE catches an error spread thinly over every element (a skipped
 * part of a reduction, bf16 accumulation), which an elementwise bound loose enough for
 * near-zero outputs after cancellation would let through. The report names the worst element
 * (the one furthest past its tolerance, a non-finite mismatch first) with both values.
 *
 * An index output (storage type KB_DTYPE_I32, an argmax's) is compared exactly against an int32
 * reference: any index that differs fails it, and the report counts them and names the first. */
#ifndef KB_COMPARE_H
#define KB_COMPARE_H

#include <stdbool.h>
#include <stddef.h>
#include "dtype.h"

typedef struct kb_tol {
    double atol, rtol;
    double nmse; /* bound on the whole output's NMSE; 0: none (every workload sets one) */
} kb_tol;

/* kbench's numerical semantics, one paragraph (`kbench show`, docs/workloads.md, the context
 * artifact's rules): the one statement of what bf16 and f32 mean. */
extern const char kb_compare_semantics[];

typedef struct kb_cmp {
    bool ok;                 /* every element within tolerance and nmse_ok */
    bool nmse_ok;            /* nmse within the bound (or no bound) */
    bool exact;              /* an index output, compared exactly: worst is the first that differs */
    size_t n, n_bad;         /* elements compared, elements out of tolerance */
    size_t n_nonfinite_bad;  /* of those, NaN/Inf mismatches */
    size_t n_poison;         /* elements still holding the poison: never written */
    size_t worst;            /* index of the worst element */
    double got, want;        /* its two values */
    double max_abs, max_rel; /* over finite pairs */
    double nmse;             /* sum (got-want)^2 / sum want^2 over finite pairs */
} kb_cmp;

/* got: n elements of storage type t; want: the reference, in f32 for a float output (t bf16 or
 * f32), in int32 for an index output (t KB_DTYPE_I32: compared exactly, tol unused). */
void kb_compare(const void *got, kb_dtype t, const void *want, size_t n, kb_tol tol, kb_cmp *r);

/* Whether the output passes (the same rule as kb_compare), in one parallel pass and nothing
 * else: the fast path for outputs that are expected to pass (kb_compare describes a failure). */
bool kb_compare_passes(const void *got, kb_dtype t, const void *want, size_t n, kb_tol tol);

/* The same fast check against values of got's own storage type (another contestant's output on
 * the same inputs), read as stored; int32 outputs exactly. */
bool kb_compare_passes_same(const void *got, const void *want, kb_dtype t, size_t n, kb_tol tol);

/* One line for a failed comparison, e.g. "1 of 4096 elements out of tolerance; worst [12]:
 * got 3.5 want 1.25 (|err| 2.25 > 0.0225); max abs 2.25, NMSE 1.2e-3", or for an output whose
 * elements all pass, "NMSE 2.1e-3 > bound 1e-4 ...". dims/ndim turn the flat
 * worst index into a multi-index when given. */
void kb_compare_describe(const kb_cmp *r, kb_tol tol, const int64_t *dims, int ndim, char *buf, size_t cap);

#endif
