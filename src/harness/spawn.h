/* spawn.h: what every target's runner processes share on the parent's side: input and output
 * regions (memfd) and the draining of a child's log. kb_session is the regions of a target that
 * runs candidates in a process of its own making (the tpu target's Python runner); the cpu
 * target's processes are targets/cpu/proc.h's, which use the two helpers below. */
#ifndef KB_SPAWN_H
#define KB_SPAWN_H

#include <stdbool.h>
#include <stddef.h>
#include "../core/util.h"
#include "protocol.h"

typedef struct kb_session {
    int in_fd, out_fd;
    char *in, *out; /* the parent's read-write views */
    kb_layout lay;
} kb_session;

/* Create the regions for `lay` (inputs and outputs). */
int kb_session_open(kb_session *s, const kb_layout *lay, kb_err *err);
void kb_session_close(kb_session *s);

/* Read what is available from a non-blocking fd, at most KB_DRAIN_MAX bytes (a child that writes
 * without end cannot hold the parent here), keeping the last cap-1 bytes in tail (a child's log:
 * its last words matter most). */
#define KB_DRAIN_MAX (256 * 1024)
void kb_drain_tail(int fd, char *tail, size_t cap, size_t *len);

/* A shared-memory region of `size` bytes (memfd, close-on-exec) mapped read-write at *map.
 * Returns its descriptor, or -1 with err set. */
int kb_region_create(const char *name, size_t size, char **map, kb_err *err);

#endif
