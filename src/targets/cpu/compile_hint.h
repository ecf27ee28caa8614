/* compile_hint.h: a sentence in front of a compile error's detail where the compiler's own words
 * would not tell a kernel's author (a person or a model) what to do. So far one case: a kb_bf16
 * element used as a number (`float v = x[i];`, `out[i] = v;`, `x[i] * s`), which kbench.h makes
 * a compile error (kb_bf16 is a struct) but which gcc reports without naming kb_ld or kb_st. */
#ifndef KB_COMPILE_HINT_H
#define KB_COMPILE_HINT_H

#include <stddef.h>

/* The hint for a compiler log, or NULL when it needs none (static text). */
const char *kb_compile_hint_for(const char *log);
/* detail (a string of capacity cap) with the hint for log put in front, if there is one; the end
 * of detail is what gives way when the two do not fit. */
void kb_compile_hint(const char *log, char *detail, size_t cap);

#endif
