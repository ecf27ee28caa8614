/* spawn.h: the parent's side of the child protocol: shared regions and one run of
 * kbench-runner under limits (rlimits, a wall-clock timeout, a clean environment). */
#ifndef KB_SPAWN_H
#define KB_SPAWN_H

#include <stdbool.h>
#include <stddef.h>
#include "protocol.h"

typedef struct kb_session {
    int ctl_fd, in_fd, out_fd;
    kb_ctl *ctl;
    char *in, *out;           /* the parent's read-write views */
    kb_layout lay;
} kb_session;

typedef struct kb_child_result {
    bool timed_out;
    int exit_code;            /* when it exited */
    int signal;               /* when a signal ended it (0 otherwise) */
    double wall_s;
    char log_tail[600];       /* the end of what the child printed */
} kb_child_result;

/* What kbench's own clock saw of the timed calls (measure only). */
typedef struct kb_tick_log {
    int n_contestants;         /* to map call k to its contestant (ABBA order) */
    double *dur[KB_MAX_CONTESTANTS];
    size_t n[KB_MAX_CONTESTANTS], cap[KB_MAX_CONTESTANTS];
    kb_tick next;              /* the token expected next */
    double start;              /* when the current call's start token was read */
    bool forged;               /* a token out of sequence */
} kb_tick_log;

void kb_tick_log_free(kb_tick_log *t);

typedef struct kb_limits {
    double timeout_s;         /* wall clock */
    size_t mem_bytes;         /* address space; 0 = none */
    int threads;
} kb_limits;

/* Create the regions for `lay` (inputs and outputs) and the control block. */
int kb_session_open(kb_session *s, const kb_layout *lay, kb_err *err);
void kb_session_close(kb_session *s);

/* Path of kbench-runner: $KBENCH_RUNNER, else next to this executable. */
const char *kb_runner_path(void);

/* Run the child once with the control block as prepared by the caller. `progress` is called
 * about once a second while it runs (may be NULL); `ticks` (may be NULL) collects kbench's own
 * timing of the calls. Returns 0, or -1 if it could not start. */
int kb_session_run(kb_session *s, const kb_limits *lim,
                   void (*progress)(const kb_ctl *ctl, double elapsed, void *arg), void *arg,
                   kb_tick_log *ticks, kb_child_result *r, kb_err *err);

/* Read what is available from a non-blocking fd, keeping the last cap-1 bytes in tail (a child's
 * log: its last words matter most). */
void kb_drain_tail(int fd, char *tail, size_t cap, size_t *len);

#endif
