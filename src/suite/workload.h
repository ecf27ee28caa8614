/* workload.h: what one workload of the suite is.
 *
 * A JAXBench workload is defined by one file in src/suite/ that defines a `const kb_workload
 * kb_wl_<id>` with designated initialisers, and its line in workloads.def; but adding one takes
 * more: by hand, the naive candidate kernels/cpu/<id>/naive.c and the tpu starter
 * kernels/tpu/<id>/naive.py (both compiled into the binary: the build fails without them) and
 * the JAX program tools/xla/workloads/<id>.py; generated, its four StableHLO programs and
 * manifest entries (tools/xla/regen) and its docs/workloads.md row (kbench list --markdown);
 * and a 51st changes tests/test_suite.c's count of 50. A KernelBench problem is a row of a family
 * (src/suite/kb1/, kb2/) with the same kernel, JAX and generated pieces. `tools/new-workload ID`
 * lists every piece and says which ID lacks (tests/test_suite.c runs it on every workload).
 * The file holds, in this order:
 * a comment with the math and a shape glossary, the tensor specs and presets, FLOP counts,
 * the reference (between the markers `kb:reference begin` and `kb:reference end`, which
 * `kbench show` prints; a file may hold several such blocks, all printed, so that a helper the
 * reference calls is printed where it is defined: tests/test_spec.c fails on any function a
 * printed reference calls that show does not print), and the `lib` baseline.
 *
 * Conventions
 * - Float tensors are stored in the evaluation dtype (bf16 by default, f32 with --dtype f32);
 *   index tensors are int32. Dense, row-major, 64-byte aligned.
 * - The reference sees every float input as f32 (the exact value of the stored element), every
 *   int input as int32, and writes f32 outputs, or int32 for an index output (through
 *   (int32_t *)out[o]: every output buffer holds 4 bytes an element); the harness rounds nothing
 *   before comparing, and compares index outputs exactly.
 *   References are plain, obviously correct C with double accumulators where it matters.
 * - The lib baseline sees and writes storage-typed tensors, exactly like a candidate.
 */
#ifndef KB_WORKLOAD_H
#define KB_WORKLOAD_H

#include <stdbool.h>
#include <stdint.h>
#include "../core/compare.h"
#include "../core/dtype.h"
#include "../core/util.h"

#define KB_MAX_PARAMS 16 /* every loop over params stops at the limit or the NULL */
#define KB_MAX_SCALARS 6
#define KB_MAX_TENSORS 12
#define KB_MAX_DIMS 6
#define KB_MAX_PRESETS 6

typedef enum kb_kind { KB_KIND_FLOAT, KB_KIND_INT32 } kb_kind;

/* How the harness draws an input: value = shift + scale * draw, rounded to the storage type.
 * NORMAL draws ~N(0,1); UNIFORM draws U[-1,1); CUSTOM calls the workload's `generate`. */
typedef enum kb_init { KB_INIT_NORMAL, KB_INIT_UNIFORM, KB_INIT_CUSTOM } kb_init;

/* The distribution of one input set (design section 4). TYPICAL is the workload's own (init,
 * scale, shift). HARD changes the float inputs drawn NORMAL or UNIFORM as the workload's hard
 * spec says (kb_workload_hard), to break what sampling and approximation shortcuts assume: a
 * statistic of part of a row, part of a reduction with a correction, a sample of the keys. */
typedef enum kb_dist { KB_DIST_TYPICAL, KB_DIST_HARD } kb_dist;

/* What HARD does (a mask). Each change is relative to the values drawn, so a tensor's sign and
 * zeros are kept (a variance stays positive, a triangular matrix triangular); each picks at least
 * one element, row or column however small the tensor: */
enum {
    KB_HARD_TAILS = 1,     /* heavy tails: 1 element in 64 times 3-5 */
    KB_HARD_ROW_SPIKE = 2, /* one element per row (last dimension) set to 4-6x the row's RMS */
    KB_HARD_ROW_SCALE = 4, /* 1 row in 32 times 2-4 (dominant keys, tokens) */
    KB_HARD_COL_SCALE = 8, /* 1 column (last-dimension index) in 32 times 2-4, in every row; with
                              ROW_SCALE the same indices and factors: a square matrix becomes D A D,
                              still symmetric if it was */
};
#define KB_HARD_ALL_INPUTS (-1)  /* every float input drawn NORMAL or UNIFORM */
#define KB_HARD_EVERY_FLOAT (-2) /* every float input, those of `generate` too */
typedef struct kb_hard {
    unsigned what;   /* 0: the family's default (kb_workload_hard) */
    int input;       /* the input it changes (those of `generate` too), or one of the two above */
    double amp;      /* the factors' strength: 0 or 1 as above, 2 twice as large */
    const char *why; /* one line for `kbench show` and the catalogue: what it is there to break */
} kb_hard;

typedef struct kb_tensor_spec {
    const char *name; /* C identifier, used in the candidate's prototype */
    kb_kind kind;
    const char *dims[KB_MAX_DIMS]; /* parameter names or decimal literals; NULL-terminated */
    kb_init init;
    double scale, shift;
    const char *doc; /* one line for `kbench show` */
} kb_tensor_spec;

typedef struct kb_scalar {
    const char *name; /* becomes the macro KB_<name> */
    double value;
} kb_scalar;

typedef struct kb_preset {
    const char *name;         /* "tiny", "cpu", "h200", "tpu-v6e" */
    int64_t v[KB_MAX_PARAMS]; /* one value per parameter, in `params` order */
} kb_preset;

typedef struct kb_problem {
    const struct kb_workload *w;
    const kb_preset *preset;
    kb_dtype dtype; /* storage type of float tensors */
    int threads;
    int64_t p[KB_MAX_PARAMS]; /* the preset's parameter values */
} kb_problem;

/* Whether a kernel that rounds its intermediates to bf16, as a JAX program at bf16 does (a GEMM's
 * output before its epilogue, attention scores, a normalisation's output), passes this
 * workload's bf16 check: measured by tools/numerics/table.c, tested by tests/test_numerics.c,
 * listed in docs/numerics.md. UNMEASURED: the reference calls no shared helper, so no such
 * variant is built from it. */
typedef enum kb_staged {
    KB_STAGED_UNMEASURED,
    KB_STAGED_PASS,     /* within half the elementwise bound on every input set measured */
    KB_STAGED_FAIL,     /* beyond twice the bound (or over the NMSE bound) on every one */
    KB_STAGED_MARGINAL, /* in between: passes on some input sets, fails on others */
} kb_staged;
/* One line for kbench show and the catalogue: "pass here (...)", "wrong here (...)". */
const char *kb_staged_describe(kb_staged s);

typedef struct kb_workload {
    const char *id;       /* "p08_gemm" */
    const char *jaxbench; /* "8p_GEMM" */
    const char *
        family; /* "gemm", "grouped-gemm", "attention", "norm", "mlp", "loss", "ssm", "fused-gemm", "fused-conv" ... */
    const char *title;                      /* one line */
    const char *model;                      /* where it comes from, e.g. "Llama-3.1-70B" */
    const char *math;                       /* the computation, a few lines */
    const char *params[KB_MAX_PARAMS];      /* integer shape parameters, NULL-terminated */
    kb_scalar scalars[KB_MAX_SCALARS];      /* float constants (eps, scale), name NULL-terminated */
    kb_tensor_spec inputs[KB_MAX_TENSORS];  /* name NULL-terminated */
    kb_tensor_spec outputs[KB_MAX_TENSORS]; /* name NULL-terminated */
    kb_preset presets[KB_MAX_PRESETS];      /* name NULL-terminated; "tiny" and "cpu" required */
    /* Elementwise atol/rtol and the whole-output NMSE bound per dtype, set from the
     * measurements of docs/numerics.md. */
    kb_tol tol_bf16, tol_f32;
    kb_staged bf16_intermediates;
    /* The hard input distribution; left zero, the family's (kb_workload_hard). */
    kb_hard hard;

    /* Useful floating-point operations (multiply-add = 2), counting only what the math needs:
     * a causal mask halves attention's. */
    double (*flops)(const kb_problem *p);
    /* Bytes a perfect kernel must move: NULL means every input read once and every output
     * written once, in storage size. */
    double (*bytes)(const kb_problem *p);
    /* For KB_INIT_CUSTOM inputs: fill input `input` for `seed`. dst is a float* (f32 values,
     * which the harness then rounds to the storage type) for a float tensor, an int32_t* for an
     * index tensor. Must be a pure function of (problem, input, seed). */
    void (*generate)(const kb_problem *p, int input, uint64_t seed, void *dst);

    /* out[o]: f32, or int32 for an output of kind KB_KIND_INT32 */
    void (*reference)(const kb_problem *p, const void *const *in, float *const *out);

    /* The lib baseline: plan once (untimed), run many times (timed), free. */
    const char *lib_doc;
    void *(*lib_init)(const kb_problem *p, kb_err *err);
    void (*lib_run)(void *state, const void *const *in, void *const *out);
    void (*lib_fini)(void *state);
} kb_workload;

/* ---- the registry (suite.c) ---------------------------------------------------------------- */

#define KB_WORKLOAD(id) extern const kb_workload kb_wl_##id;
#include "workloads.def"
#undef KB_WORKLOAD

/* The default suite, JAXBench's 50 workloads, in JAXBench's order (what every command acts on
 * without --suite). */
size_t kb_suite_count(void);
const kb_workload *kb_suite_at(size_t i);
/* Accepts, from every suite: the id ("p08_gemm", "kb1_019_relu"), its prefix ("p08", "kb1_019"),
 * the JAXBench form ("8p", "8p_GEMM") or the KernelBench form ("L1-19", "L2-1"). A kb2 name of a
 * problem JAXBench already holds as a k-workload ("L2-1", "kb2_001_conv2d_relu_biasadd") finds
 * that k-workload. NULL when nothing matches. */
const kb_workload *kb_suite_find(const char *name);
/* The ids closest to a misspelt name, comma-separated, into buf. */
void kb_suite_suggest(const char *name, char *buf, size_t cap);

/* ---- suites: jaxbench (the default), kb1 and kb2 (KernelBench levels 1 and 2) -------------- */

#define KB_SUITE_DEFAULT "jaxbench"

/* One member of a suite: the name it has there, its KernelBench or JAXBench form, and the
 * workload it is. A kb2 problem that is one of JAXBench's k18-k50 is an alias: its own kb2 name
 * and form, and that k-workload itself (never a copy). */
typedef struct kb_suite_entry {
    const char *id;       /* "kb2_001_conv2d_relu_biasadd" */
    const char *form;     /* "L2-1" (kb1, kb2), "18k_Conv2D_ReLU_BiasAdd" (jaxbench) */
    const kb_workload *w; /* w->id differs from id exactly when the entry is an alias */
    const char *changes;  /* an alias's changes from KernelBench (kb2/aliases.def), else NULL */
} kb_suite_entry;

/* The members of suite `name` in the suite's order, their count in *n; NULL for an unknown
 * name (kb_suite_names lists the known ones). */
const kb_suite_entry *kb_suite_entries(const char *name, size_t *n);
/* "jaxbench, kb1, kb2": for messages. */
const char *kb_suite_names(void);
/* Every distinct workload of every suite, each once (aliases are not repeated): what the tests
 * that hold each workload to the suite's standard iterate. The first kb_suite_count() are the
 * default suite's. */
size_t kb_registry_count(void);
const kb_workload *kb_registry_at(size_t i);

/* ---- problems: a workload at a preset and dtype ---------------------------------------------- */

int kb_problem_init(kb_problem *p, const kb_workload *w, const char *preset, kb_dtype dtype, int threads,
                    kb_err *err);
int64_t kb_problem_param(const kb_problem *p, const char *name); /* KB_ASSERTs it exists */
int kb_problem_ndim(const kb_tensor_spec *t);
/* Resolved dims of a tensor; returns ndim. */
int kb_problem_dims(const kb_problem *p, const kb_tensor_spec *t, int64_t dims[KB_MAX_DIMS]);
size_t kb_problem_numel(const kb_problem *p, const kb_tensor_spec *t);
kb_dtype kb_problem_dtype(const kb_problem *p, const kb_tensor_spec *t);
size_t kb_problem_tensor_bytes(const kb_problem *p, const kb_tensor_spec *t);
int kb_problem_n_inputs(const kb_problem *p);
int kb_problem_n_outputs(const kb_problem *p);
/* Whether every output of w is an index tensor (int32, compared exactly: its tolerances unused). */
bool kb_workload_exact(const kb_workload *w);
double kb_problem_flops(const kb_problem *p);
double kb_problem_bytes(const kb_problem *p);
/* Fill input `i` for input-set seed `seed`, in storage type. Parallel and reproducible. */
void kb_problem_generate(const kb_problem *p, int i, uint64_t seed, void *dst);
/* The same from distribution `dist` (TYPICAL: exactly kb_problem_generate). */
void kb_problem_generate_dist(const kb_problem *p, int i, uint64_t seed, kb_dist dist, void *dst);
/* The workload's hard distribution: its own, or its family's default. */
const kb_hard *kb_workload_hard(const kb_workload *w);
/* Whether HARD changes input i of w. */
bool kb_hard_changes(const kb_workload *w, int i);

#endif
