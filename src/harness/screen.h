/* screen.h: static screening of a compiled candidate before it runs (design section 4 step 2).
 * Today: the entry point is present and the object has no constructors or destructors. The
 * allow-list of undefined symbols and the catalogue of cheats plug in here. */
#ifndef KB_SCREEN_H
#define KB_SCREEN_H

#include <stddef.h>
#include "verdict.h"

kb_verdict kb_screen(const char *so_path, char *detail, size_t cap);

#endif
