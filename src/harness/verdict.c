/* verdict.c: names and one-line messages of the verdicts. */
#include "verdict.h"

#include <string.h>

static const struct {
    const char *name, *message;
} table[KB_VERDICT_COUNT] = {
    [KB_VERDICT_OK] = {"ok", "correct on every input set; timed against the baselines"},
    [KB_VERDICT_COMPILE_ERROR] = {"compile_error", "the candidate does not compile"},
    [KB_VERDICT_ABI_ERROR] = {"abi_error",
                              "the candidate does not fit the ABI (entry point, prototype or symbols)"},
    [KB_VERDICT_CRASH] = {"crash", "the candidate crashed"},
    [KB_VERDICT_TIMEOUT] = {"timeout", "the candidate ran past its time limit"},
    [KB_VERDICT_WRONG] = {"wrong", "the candidate's output differs from the reference beyond tolerance"},
    [KB_VERDICT_INPUT_MODIFIED] = {"input_modified", "the candidate wrote into an input"},
    [KB_VERDICT_NONDETERMINISTIC] = {"nondeterministic",
                                     "the candidate gave a different result for the same inputs"},
    [KB_VERDICT_STALE_OUTPUT] = {"stale_output", "an output of a timed call does not match its inputs"},
    [KB_VERDICT_SANDBOX_VIOLATION] = {"sandbox_violation", "the candidate made a forbidden system call"},
    [KB_VERDICT_IMPOSSIBLE_TIME] = {"impossible_time", "the measured time is below what the hardware allows"},
    [KB_VERDICT_RACE] = {"race", "a data race was detected"},
    [KB_VERDICT_HARNESS_ERROR] = {"harness_error", "kbench itself failed (not the candidate's fault)"},
};

const char *kb_verdict_name(kb_verdict v) { return v < KB_VERDICT_COUNT ? table[v].name : "?"; }
const char *kb_verdict_message(kb_verdict v) { return v < KB_VERDICT_COUNT ? table[v].message : "?"; }
