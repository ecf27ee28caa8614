/* protocol.h: what the parent (kbench) and the child (kbench-runner) share.
 *
 * The child is exec'd, so it inherits nothing of the parent's memory: not the seed, not the
 * reference outputs, not the store. It gets three descriptors:
 *   fd 3  the control block (kb_ctl), read-write: the parent's instructions, the child's results
 *   fd 4  the input sets, opened read-only: a write into an input faults
 *   fd 5  the output slots, read-write: poisoned before every call
 *   fd 6  a datagram socket for timing tokens (kb_tick), timestamped by the kernel
 * Layout of both data regions is computed by the same functions on both sides (kb_layout). */
#ifndef KB_PROTOCOL_H
#define KB_PROTOCOL_H

#include <stddef.h>
#include <stdint.h>
#include "../suite/workload.h"

#define KB_CTL_FD 3
#define KB_IN_FD 4
#define KB_OUT_FD 5
#define KB_TICK_FD 6   /* measure: a datagram socket; the runner sends a token as each timed call
                        * starts and ends, and the kernel timestamps them for kbench */

#define KB_PROTO_MAGIC 0x6b62656e63680003ull
#define KB_MAX_CONTESTANTS 4
#define KB_MAX_SETS 8
#define KB_MAX_ROUNDS 2000

typedef enum kb_mode { KB_MODE_VERIFY = 1, KB_MODE_MEASURE = 2 } kb_mode;

/* What the child says happened (the parent also sees how it exited). */
typedef enum kb_child_status {
    KB_CHILD_STARTED = 0,
    KB_CHILD_DONE = 1,           /* all calls made */
    KB_CHILD_LOAD_ERROR = 2,     /* dlopen/dlsym failed: an ABI problem */
    KB_CHILD_LIB_ERROR = 3,      /* the lib baseline could not be planned: our problem */
    KB_CHILD_INPUT_WRITE = 4,    /* the candidate wrote into an input */
    KB_CHILD_SETUP_ERROR = 5,    /* the child could not set itself up: our problem */
    KB_CHILD_SANDBOX = 6,        /* a forbidden system call (fault_offset holds its number) */
    KB_CHILD_LATE_WRITE = 7,     /* a candidate's output changed after it returned */
    KB_CHILD_XLA_ERROR = 8,      /* the xla baseline could not load, compile or run (detail) */
} kb_child_status;

/* Exit codes the child uses for the statuses above, so the parent can tell them apart from a
 * candidate calling exit() itself. */
#define KB_CHILD_EXIT_BASE 0x60

typedef enum kb_contestant_kind {
    KB_CONTESTANT_CANDIDATE = 0, /* a compiled candidate: so_path */
    KB_CONTESTANT_LIB = 1,       /* the workload's lib baseline */
    KB_CONTESTANT_XLA = 2,       /* the xla baseline: so_path is the PJRT plugin, mlir_path the
                                  * workload's StableHLO (the parent finds both: the runner's
                                  * environment is clean) */
} kb_contestant_kind;

typedef struct kb_contestant {
    int32_t kind;                /* kb_contestant_kind */
    char so_path[1024];
    char mlir_path[1024];
} kb_contestant;

typedef struct kb_ctl {
    uint64_t magic;
    /* ---- parent -> child ---- */
    int32_t mode;
    char workload[64], preset[32];
    int32_t dtype, threads;
    int32_t n_sets;              /* input sets in the input region */
    int32_t n_slots;             /* output slots per contestant (verify: n_sets + 1) */
    int32_t n_contestants;
    kb_contestant contestant[KB_MAX_CONTESTANTS];
    /* measurement protocol (design section 4 step 5) */
    double warmup_min_s;
    int32_t warmup_min_calls;
    int32_t min_rounds, max_rounds;
    double min_time_s, max_time_s;
    double ci_target;            /* stop when the CI half-width / median <= this (0.02) */
    uint64_t flush_bytes;        /* written before every timed call */
    /* ---- child -> parent ---- */
    int32_t status;              /* kb_child_status */
    int32_t calls_started;       /* progress, and which call crashed */
    int32_t current;             /* the contestant being called, -1 between calls: a crash, a
                                  * timeout or a forbidden system call during the xla baseline's
                                  * call is XLA's, not the candidate's */
    int32_t rounds;              /* rounds completed */
    double ci_halfwidth;         /* latest relative half-width of the speedup CI */
    double timed_sum_s;          /* sum of all timed intervals */
    int64_t fault_offset;        /* INPUT_WRITE: where in the input region; SANDBOX: syscall */
    char detail[1024];
    uint64_t slot_sum[KB_MAX_SETS + 1]; /* verify: checksum of each output slot at return */
    /* times[r][c][0..1]: round r, contestant c, its first and second call (ABBA) */
    double times[KB_MAX_ROUNDS][KB_MAX_CONTESTANTS][2];
} kb_ctl;

/* Region layout: every tensor starts on a 4 KiB boundary. */
typedef struct kb_layout {
    int n_in, n_out, n_sets, n_slots;   /* slots: per contestant, output buffers */
    size_t in_bytes[KB_MAX_TENSORS], out_bytes[KB_MAX_TENSORS];
    size_t set_stride, slot_stride;
    size_t in_size, out_size;           /* region sizes */
} kb_layout;

/* n_slots: output slots per contestant. verify: n_sets + 1 (the repeat); measure: n_sets. */
void kb_layout_init(kb_layout *l, const kb_problem *p, int n_sets, int n_slots, int n_contestants);
size_t kb_layout_in(const kb_layout *l, int set, int tensor);
size_t kb_layout_out(const kb_layout *l, int contestant, int slot, int tensor);

/* Timing tokens: the k-th timed call (warm-up included, in ABBA order) writes 2k as it starts
 * and 2k+1 as it ends. Any other sequence is a forgery. */
typedef uint32_t kb_tick;

/* The signature every compiled candidate exports (the generated trampoline). */
typedef void (*kb_entry_fn)(const void *const *in, void *const *out);
#define KB_ENTRY_SYMBOL "kb_entry"

#endif
