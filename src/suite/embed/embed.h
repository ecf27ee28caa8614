/* embed.h: sources compiled into the binary (see embed.c). NUL-terminated. */
#ifndef KB_EMBED_H
#define KB_EMBED_H

const char *kb_embed_header(void);              /* include/kbench.h */
const char *kb_embed_naive(const char *id);     /* kernels/cpu/<id>/naive.c, or NULL */
const char *kb_embed_source(const char *id);    /* src/suite/<id>.c, or NULL */

#endif
