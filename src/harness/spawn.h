/* spawn.h: shared input and output regions (memfd) for a target that runs candidates in a
 * process of its own making (the tpu target's Python runner). The cpu target's processes are
 * proc.h's. */
#ifndef KB_SPAWN_H
#define KB_SPAWN_H

#include <stdbool.h>
#include <stddef.h>
#include "proc.h"

typedef struct kb_session {
    int in_fd, out_fd;
    char *in, *out; /* the parent's read-write views */
    kb_layout lay;
} kb_session;

/* Create the regions for `lay` (inputs and outputs). */
int kb_session_open(kb_session *s, const kb_layout *lay, kb_err *err);
void kb_session_close(kb_session *s);

#endif
