/* screen.h: static screening of a compiled candidate before anything loads it (design section
 * 4 step 2). The object is read as the dynamic loader reads it (program headers, dynamic
 * segment): the entry point is present; no code runs at load beyond what the compiler's own
 * start files emit (DT_INIT/DT_FINI code and DT_INIT_ARRAY/DT_FINI_ARRAY counts compared with a
 * reference object, no DT_PREINIT_ARRAY, .ctors, IFUNC symbol or IRELATIVE relocation); no text
 * relocations, writable+executable segment or executable stack; DT_NEEDED only the C, maths,
 * OpenMP and thread libraries; and every symbol it imports is on the allow-list
 * (screen_symbols.c). A truncated or corrupted object is an abi_error, never a crash. */
#ifndef KB_SCREEN_H
#define KB_SCREEN_H

#include <stddef.h>
#include "../../harness/verdict.h"

/* Screen so_path against the reference object of the current compiler (kb_compile_reference). */
kb_verdict kb_screen(const char *so_path, char *detail, size_t cap);
/* The same against a given reference object. */
kb_verdict kb_screen_against(const char *so_path, const char *ref_path, char *detail, size_t cap);
/* 1 if a candidate may import `name`. */
int kb_screen_symbol_allowed(const char *name);

#endif
