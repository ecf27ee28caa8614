/* eval_opts.h: what the tests that call kb_evaluate themselves share: this machine with made-up,
 * generous peaks, and the options of a quick evaluation of p08_gemm at tiny. */
#ifndef KB_TESTS_EVAL_OPTS_H
#define KB_TESTS_EVAL_OPTS_H

#include "harness/evaluate.h"

/* This machine, detected once. */
const kb_machine *kb_test_machine(void);
/* Peaks of 10^6 GFLOP/s and GB/s everywhere: the roofline floor is then far below any real time,
 * so no honest candidate is impossible_time (tests of that verdict set their own). */
const kb_peaks *kb_test_peaks(void);
/* kb_eval_opts_default, then: p08_gemm at tiny on 2 threads, the candidate at path, the test
 * machine and peaks, and short timing (0.05 s to 0.3 s, at least 3 rounds). A test sets what it
 * needs beyond that (timeout, memory, xla, --allow-busy). */
kb_eval_opts kb_test_eval_opts(const char *path);

#endif
