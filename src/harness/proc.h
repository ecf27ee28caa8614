/* proc.h: the parent's side of one contestant process (protocol.h): start a runner in its jail
 * (jail.h), call it, stop it between calls, and say how each call went without believing
 * anything it writes but one reply byte. Target-neutral: the runner program is the target's
 * (target.h, kb_native_ops.runner), and every target whose candidates run natively speaks this
 * protocol.
 *
 * A call is timed on the parent's clock, from just before "call" is sent until the child is
 * stopped again: at "returned" the parent stops it (SIGSTOP) at once, and only then reads its
 * CPU clock and, later, its outputs. Nothing the child does after it replies can change what is
 * judged (its outputs are taken as they were at the stop), and whatever it did between the reply
 * and the stop is inside the timed window: work after the return gains nothing by design, with
 * no threshold to tune. Between calls it can do nothing at all: no precomputation, no background
 * thread, no interference with the other contestants' calls. */
#ifndef KB_PROC_H
#define KB_PROC_H

#include <stdbool.h>
#include <sys/types.h>
#include <time.h>

#include "protocol.h"
#include "spawn.h" /* kb_drain_tail, kb_region_create */
#include "jail.h"

typedef enum kb_proc_kind { KB_PROC_CANDIDATE, KB_PROC_LIB, KB_PROC_XLA } kb_proc_kind;

typedef struct kb_limits {
    double timeout_s; /* wall clock of one call (and of loading) */
    size_t mem_bytes; /* address space; 0 = none */
    int threads;
} kb_limits;

/* How a start or a call went. */
typedef enum kb_call_status {
    KB_CALL_OK = 0,
    KB_CALL_DIED,        /* exited or killed by a signal (exit_code / signal) */
    KB_CALL_TIMEOUT,     /* past the limit: killed */
    KB_CALL_PROTOCOL,    /* a reply that is not the one expected (byte), or more than one */
    KB_CALL_INPUT_WRITE, /* wrote into its read-only inputs (fault_offset) */
    KB_CALL_SANDBOX,     /* a forbidden system call (syscall_nr) */
} kb_call_status;

typedef struct kb_call {
    kb_call_status status;
    bool before_ready; /* it failed before the runner said READY: only our code had run */
    bool hung_up;      /* it closed its reply pipe without dying, and was killed */
    bool task_cap;     /* its jail refused it a task (thread or process) beyond the cap */
    double wall_s;     /* parent's clock from "call" until it was stopped after its reply */
    double cpu_s;      /* the child's CPU time over the same window (all its threads) */
    int exit_code, signal, byte, syscall_nr;
    int64_t fault_offset;
} kb_call;

typedef struct kb_proc {
    bool open; /* started (the fields below are valid) */
    kb_proc_kind kind;
    pid_t pid;
    kb_jail jail;
    int cmd_fd, reply_fd, log_fd, in_fd, out_fd;
    char *in, *out; /* the parent's read-write views of its regions */
    kb_layout lay;
    clockid_t cpu;
    bool alive;
    int calls;          /* calls made */
    char log_tail[600]; /* the end of what it printed */
    size_t tail_len;
} kb_proc;

/* Start the runner program exe (the target's: the cpu target's kbench-runner, or the lib
 * baseline's library runner) for `kind`; a: the candidate's built file or the xla plugin
 * (unused for lib); b: the xla export. Returns 0, or -1 when kbench itself could not start it
 * (err). It loads meanwhile (an XLA compile takes a while): kb_proc_await waits for it. */
int kb_proc_start(kb_proc *p, kb_proc_kind kind, const kb_problem *pb, const char *exe, const char *a,
                  const char *b, const kb_limits *lim, kb_err *err);
/* Wait until a started runner is loaded. Returns 0 with the process stopped and ready for
 * calls; 1 when it failed (c says how, the process is gone). */
int kb_proc_await(kb_proc *p, double timeout_s, kb_call *c);
/* One call on whatever the parent put in p->in. The process is alive and stopped afterwards
 * exactly when c->status is OK; otherwise it has been killed and reaped. */
void kb_proc_call(kb_proc *p, double timeout_s, kb_call *c);
/* Kill (if alive), reap, unmap, close. Safe on a zeroed or failed kb_proc. */
void kb_proc_close(kb_proc *p);

/* The last line the process printed, as "; it printed: ..." (or ""), into buf, its control
 * characters and bytes that are not UTF-8 escaped (term.h, kb_escape_text): a child's words can
 * never redraw the terminal or break the store. */
void kb_proc_last_words(const kb_proc *p, char *buf, size_t cap);

#endif
