/* compare.h: the comparator of design section 4 step 4.
 *
 * An element passes when |got - want| <= atol + rtol * |want|. NaN must meet NaN and an infinity
 * the same infinity; anything else non-finite fails. The report names the worst element (the one
 * furthest past its tolerance, a non-finite mismatch first) with both values. */
#ifndef KB_COMPARE_H
#define KB_COMPARE_H

#include <stdbool.h>
#include <stddef.h>
#include "dtype.h"

typedef struct kb_tol {
    double atol, rtol;
} kb_tol;

typedef struct kb_cmp {
    bool ok;
    size_t n, n_bad;        /* elements compared, elements out of tolerance */
    size_t n_nonfinite_bad; /* of those, NaN/Inf mismatches */
    size_t n_poison;        /* elements still holding the poison: never written */
    size_t worst;           /* index of the worst element */
    double got, want;       /* its two values */
    double max_abs, max_rel;/* over finite pairs */
    double nmse;            /* sum (got-want)^2 / sum want^2 over finite pairs */
} kb_cmp;

/* got: n elements of storage type t; want: the reference in f32. */
void kb_compare(const void *got, kb_dtype t, const float *want, size_t n, kb_tol tol, kb_cmp *r);

/* Whether every element passes (the same rule as kb_compare), in one parallel pass and nothing
 * else: the fast path for outputs that are expected to pass (kb_compare describes a failure). */
bool kb_compare_passes(const void *got, kb_dtype t, const float *want, size_t n, kb_tol tol);

/* One line for a failed comparison, e.g. "1 of 4096 elements out of tolerance; worst [12]:
 * got 3.5 want 1.25 (|err| 2.25 > 0.0225); max abs 2.25, NMSE 1.2e-3". dims/ndim turn the flat
 * worst index into a multi-index when given. */
void kb_compare_describe(const kb_cmp *r, kb_tol tol, const int64_t *dims, int ndim,
                         char *buf, size_t cap);

#endif
