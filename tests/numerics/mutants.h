/* mutants.h: candidates with known numerical faults, made from the reference itself, to measure
 * and test the comparator's bounds (tools/numerics/table.c, tests/test_numerics.c).
 *
 * Each is real computation on the evaluation's inputs, never a stored output:
 * - skip: the reference on inputs of which a fraction of every float tensor's elements (chosen
 *   by a hash of the seed, the tensor and the index) reads as zero, which is what a kernel that
 *   skips that fraction of its loads, and so of its multiply-adds, computes.
 * - precision variants: the reference run with the shared reference helpers (src/suite/ref/:
 *   the linear layer, grouped linear layer, convolution, attention, normalisation and softmax)
 *   replaced by versions that round where a lower-precision kernel would. The binary that uses
 *   them links with -Wl,--wrap for each helper (the Makefile's KB_MUTANT_WRAP), so the
 *   reference code itself is untouched: a workload whose reference calls none of the helpers
 *   (kb_mutant_calls() == 0 after it ran) has no precision variant. */
#ifndef KB_TEST_MUTANTS_H
#define KB_TEST_MUTANTS_H

#include <stdint.h>
#include "suite_util.h"

typedef enum kb_mutant {
    KB_MUTANT_NONE, /* the helpers as they are */
    /* an f32 implementation: every reduction's running sum (as above) and every helper's result
     * rounded to f32 (the reference in f32, against the reference in f64) */
    KB_MUTANT_F32,
    /* a JAX program's arithmetic at bf16: each helper's result (a GEMM's or convolution's
     * output before its epilogue, attention scores and weights, a normalisation's output)
     * rounded to bf16, sums still in f32 or wider (a helper whose result is the output, the
     * grouped GEMM, has nothing to round and does not count as a variant) */
    KB_MUTANT_BF16_STAGED,
    /* reductions accumulated in bf16: the running sum rounded to bf16 after every term (GEMM,
     * grouped GEMM, attention) or every input channel (convolution) */
    KB_MUTANT_BF16_ACC,
} kb_mutant;

/* Which variant the wrapped helpers compute from now on (process-wide; not thread-safe: set it
 * between references, never during one). Resets the call count. */
void kb_mutant_set(kb_mutant m);
/* How many helper calls computed a variant since kb_mutant_set. */
long kb_mutant_calls(void);
const char *kb_mutant_name(kb_mutant m);

/* The skip mutant: t's f32 inputs with `fraction` of every float tensor's elements set to zero
 * (int tensors untouched), then the reference into out (kb_problem_numel floats per output). t's
 * own inputs and references are left as they were. */
void kb_mutant_skip(const tproblem *t, double fraction, uint64_t seed, float *const *out);

/* The reference with the current variant into out (t's inputs; t->ref untouched). */
void kb_mutant_reference(const tproblem *t, float *const *out);

#endif
