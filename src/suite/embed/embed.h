/* embed.h: sources compiled into the binary (see embed.c). NUL-terminated. */
#ifndef KB_EMBED_H
#define KB_EMBED_H

#include <stddef.h>

const char *kb_embed_header(void);           /* include/kbench.h */
const char *kb_embed_naive(const char *id);  /* kernels/cpu/<id>/naive.c, or NULL */
const char *kb_embed_source(const char *id); /* src/suite/<id>.c, or NULL */

/* The reference library, src/suite/ref/<name> for each file in ref_files.def: i < count. */
size_t kb_embed_ref_count(void);
const char *kb_embed_ref_name(size_t i); /* "linear.c", or NULL */
const char *kb_embed_ref_text(size_t i); /* its text, or NULL */

#endif
