/* tpu.h: the tpu target: Pallas TPU kernels written in Python, verified on any machine in JAX's
 * TPU interpret mode and timed against XLA where a TPU is attached (docs/tpu.md).
 *
 * A candidate is a Python file defining `kernel(*inputs)` that does its work in `pallas_call`.
 * kbench draws the inputs and computes the references as for the cpu target; the runner
 * (tools/tpu/runner.py, in the .venv that scripts/bootstrap installs) screens the candidate,
 * runs it in interpret mode with race detection on those inputs, passed through shared memory,
 * and hands the outputs back; kbench judges them as it judges a cpu candidate's. On a TPU,
 * kbench drives the timing too: it judges the timed outputs, asks for rounds until the stop
 * rule every target shares is met, and computes the statistics (core/stats.h). */
#ifndef KB_TPU_H
#define KB_TPU_H

#include <stdio.h>
#include "../../agent/context.h"
#include "../../harness/evaluate.h"

#define KB_TPU_TIME_PRESET "tpu-v6e" /* the shapes a TPU times (and the screen lowers at) */
/* TPU v6e per chip (docs.cloud.google.com/tpu/docs/v6e; jax's pltpu.get_tpu_info_for_chip):
 * the roofline of a time measured there, in FLOP/s and bytes/s. */
#define KB_TPU_V6E_BF16_FLOPS 918e12
#define KB_TPU_V6E_HBM_BYTES_S 1.64e12

/* Verify (and where a TPU is attached, time) a tpu candidate. o->preset is the verification
 * preset; NULL or "cpu" means the workload's default (kb_tpu_verify_preset). Always fills r. */
kb_verdict kb_tpu_evaluate(const kb_eval_opts *o, kb_result *r);

/* The preset a tpu candidate is verified at: "tpu-check" where the workload has one, else
 * "tiny" (interpret mode runs every grid step through Python: small shapes only). */
const char *kb_tpu_verify_preset(const kb_workload *w);
/* The preset a tpu candidate is verified at when the user named preset: that one, except that
 * NULL or the default ("cpu", the shapes a CPU times) means none named: kb_tpu_verify_preset.
 * The target's verify_preset slot. */
const char *kb_tpu_preset(const kb_workload *w, const char *preset);

/* The Python that has JAX: $KBENCH_PYTHON, else .venv/bin/python under $KBENCH_ROOT (else the
 * tree kbench was built from). -1 with err set (naming scripts/bootstrap) when it is missing. */
int kb_tpu_python(char *buf, size_t cap, kb_err *err);

/* Whether a TPU is attached to this machine (/dev/accel*, or $KBENCH_TPU=1). */
bool kb_tpu_attached(void);
/* $KBENCH_TPU=interpret: no TPU, but the timing path runs anyway, on this host in TPU interpret
 * mode at the verification preset, so that tests exercise the protocol, the judging of timed
 * outputs and the stop rule without a TPU. Its times mean nothing. */
bool kb_tpu_time_on_host(void);

/* The outputs timed on the TPU (the timed region `out`, laid out by lay with two contestants:
 * the candidate's, then XLA's) judged by the harness's comparator against XLA's, as a cpu
 * candidate's timed outputs are against lib's (kb_check_against: NaN matches NaN, an infinity
 * the same infinity). false with why filled. */
bool kb_tpu_check_timed(const kb_problem *p, const kb_layout *lay, const char *out, char *why, size_t cap);

/* `kbench show <id> --target tpu`: the Python signature, the shapes at the verification preset
 * and at tpu-v6e, the constants kbench defines, the math, the tolerances, the rules
 * (context/tpu/rules.md) and the C reference. */
void kb_tpu_spec_write(FILE *f, const kb_workload *w, kb_dtype dtype);
/* The same without the rules (an agent's prompt has them from the context), heap. */
char *kb_tpu_spec_text(const kb_workload *w, kb_dtype dtype);

/* The shipped starting kernel of a workload (kernels/tpu/<id>/naive.py, embedded), or NULL. */
const char *kb_tpu_starter(const kb_workload *w);

/* The context_file and context_examples slots: context/tpu/ and the shipped tuned kernels,
 * embedded (context_embed.c). */
const char *kb_tpu_context_file(const char *name);
const kb_context_example *kb_tpu_context_examples(int *n);

#endif
