/* protocol.h: what the parent (kbench) and a runner child (kbench-runner) share.
 *
 * Every contestant of an evaluation runs in a runner process of its own: a candidate, a --vs
 * candidate, the lib baseline, the xla baseline. A candidate's process never holds anything but
 * its own input set (read-only) and its own outputs; the baselines' processes never load candidate
 * code. The child is exec'd, so it inherits nothing of the parent's memory (not the seed, not the
 * references, not the store), and its environment is clean. Its descriptors:
 *   0     /dev/null
 *   1, 2  the log: a pipe the parent drains (its last lines go into crash messages)
 *   3     commands from the parent: one byte, KB_CMD_CALL
 *   4     replies to the parent: one byte per event (below)
 *   5     the contestant's input set, opened read-only: a write into an input faults
 *   6     the contestant's output tensors, read-write
 * The parent owns everything else: it writes fresh inputs and poisons the outputs before each
 * call (while the child is stopped), sends "call", takes the time on its own clock until
 * "returned", stopping the child (SIGSTOP) at once, so that the output it judges is the output as
 * it was at the reply; the child stays stopped until its next call. Nothing
 * the child writes is believed except its output tensors and a reply byte; a reply that is not
 * exactly one expected byte is a protocol violation, charged to whoever the process hosts.
 *
 * Both sides compute the tensors' offsets in the two regions from the problem (kb_layout). */
#ifndef KB_PROTOCOL_H
#define KB_PROTOCOL_H

#include <stddef.h>
#include <stdint.h>
#include "../suite/workload.h"

#define KB_MAX_SETS 12       /* input sets with references in one oracle: the verification sets */
#define KB_MAX_CONTESTANTS 4 /* timings one result holds: candidate, vs, lib, xla */

#define KB_CMD_FD 3
#define KB_REPLY_FD 4
#define KB_IN_FD 5
#define KB_OUT_FD 6

#define KB_CMD_CALL 'c'
/* To the xla baseline only, after its RETURNED: copy the outputs into the output region, then
 * reply OUTPUTS. Untimed: PJRT writes a call's outputs into buffers of its own, and the copy is
 * not part of what a JAX user's timed call does (kb_xla_fetch). */
#define KB_CMD_OUTPUTS 'o'

/* Replies. READY comes before the runner loads a candidate (Landlock and the first seccomp filter
 * are then in force): anything that goes wrong after it may be the candidate's doing. LOADED
 * comes when the contestant can be called (for a candidate: dlopen'd, the full filter in force);
 * RETURNED after each call. INPUT_WRITE and SANDBOX are followed by a payload (an int64 offset
 * into the input region; an int32 system-call number) and the runner's exit: they only ever
 * incriminate the process that sends them. */
#define KB_REPLY_READY 'r'
#define KB_REPLY_LOADED 'l'
#define KB_REPLY_RETURNED 'd'
#define KB_REPLY_OUTPUTS 'o'
#define KB_REPLY_INPUT_WRITE 'F'
#define KB_REPLY_SANDBOX 'S'
/* A runner is PID 1 of its own namespace (jail.h), which cannot die of a signal it sends itself
 * while the signal's action is the default (abort(), raise()): the runner handles those signals
 * by sending SIGNAL with the signal's number (an int32) and exiting. */
#define KB_REPLY_SIGNAL 'K'

/* Exit codes of the runner for what it reports itself (the log says why). SETUP is believed only
 * before READY, when no code but ours has run in the process. */
#define KB_RUNNER_EXIT_SETUP 0x61 /* it could not set itself up: our problem */
#define KB_RUNNER_EXIT_LOAD 0x62  /* dlopen/dlsym of the candidate failed: an ABI problem */
#define KB_RUNNER_EXIT_LIB 0x63   /* the lib baseline could not be planned: our problem */
#define KB_RUNNER_EXIT_XLA 0x64   /* the xla baseline could not load, compile or run */

/* Region layout: every tensor starts on a 4 KiB boundary. */
typedef struct kb_layout {
    int n_in, n_out, n_sets, n_slots; /* slots: per contestant, output buffers */
    size_t in_bytes[KB_MAX_TENSORS], out_bytes[KB_MAX_TENSORS];
    size_t set_stride, slot_stride;
    size_t in_size, out_size; /* region sizes */
} kb_layout;

void kb_layout_init(kb_layout *l, const kb_problem *p, int n_sets, int n_slots, int n_contestants);
size_t kb_layout_in(const kb_layout *l, int set, int tensor);
size_t kb_layout_out(const kb_layout *l, int contestant, int slot, int tensor);

/* The signature every compiled candidate exports (the generated trampoline). */
typedef void (*kb_entry_fn)(const void *const *in, void *const *out);
#define KB_ENTRY_SYMBOL "kb_entry"

#endif
