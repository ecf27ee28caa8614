/* unchanged.h: is a candidate its starting program again? A small model asked to make a correct
 * kernel faster most often returns that kernel with cosmetic edits: every correct reply of the
 * issue-28 trial was one, timed at 0.65-1.06x of it. Counted as an improvement it would flatter
 * the model; kbench reports it apart, as `unchanged`. */
#ifndef KB_UNCHANGED_H
#define KB_UNCHANGED_H

#include <stdbool.h>

/* Whether the C sources a and b are the same program up to whitespace, comments, the headers
 * included, the spelling of numbers (1.0f, 1.f) and a consistent renaming of the names the file
 * itself declares (its variables, parameters, macros and static functions). Names from outside (kbench.h's kb_ and
 * KB_ names, the library's functions and types, the kernel) must match as written, so a reply
 * that calls sqrt where the start called sqrtf is changed. Either NULL: false. */
bool kb_source_unchanged(const char *a, const char *b);

#endif
