/* dtype.h: the element types a tensor can hold and bulk conversions between them.
 * Scalar bf16 conversions live in include/kbench.h, shared with candidates. */
#ifndef KB_DTYPE_H
#define KB_DTYPE_H

#include <stddef.h>
#include <stdint.h>
#include "kbench.h"

typedef enum kb_dtype { KB_DTYPE_BF16, KB_DTYPE_F32, KB_DTYPE_I32 } kb_dtype;

size_t kb_dtype_size(kb_dtype t);
const char *kb_dtype_name(kb_dtype t);
/* "bf16" | "f32" -> dtype; returns -1 for anything else. */
int kb_dtype_parse(const char *s, kb_dtype *out);

/* n elements of storage type t -> f32 (I32 converts by value). */
void kb_dtype_to_f32(kb_dtype t, const void *src, float *dst, size_t n);
/* n f32 values -> storage type t, rounding to nearest even (I32 truncates). */
void kb_dtype_from_f32(kb_dtype t, const float *src, void *dst, size_t n);

/* The poison written into outputs before every call: an all-ones NaN in either float format, a
 * pattern no arithmetic produces by chance, so "never written" is told apart from "wrong". */
#define KB_POISON_BYTE 0xff
void kb_dtype_poison(kb_dtype t, void *dst, size_t n);
int kb_dtype_is_poison(kb_dtype t, const void *src, size_t i);

#endif
