/* screen.h: static screening of a compiled candidate before it runs (design section 4 step 2):
 * the entry point is present, the object has no constructors or destructors, and every symbol
 * it imports is on the allow-list (screen_symbols.c). */
#ifndef KB_SCREEN_H
#define KB_SCREEN_H

#include <stddef.h>
#include "verdict.h"

kb_verdict kb_screen(const char *so_path, char *detail, size_t cap);
/* 1 if a candidate may import `name`. */
int kb_screen_symbol_allowed(const char *name);

#endif
