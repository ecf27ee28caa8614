/* target.h: the target interface, one versioned table of what differs between the places a
 * candidate runs (design section 1: cpu, tpu, later cuda), and the registry of targets.
 *
 * A target is one directory under src/targets/ that defines one `const kb_target
 * kb_target_<name>` and one line in targets.def. The core (cli, agent, harness, report, store)
 * reaches a target only through this table: it never includes a target's own headers and never
 * compares a target's name. A NULL optional slot means the documented default, so the core needs
 * no per-target branch. Every target is compiled in this tree, so the core reads every slot of
 * every entry: api_version only records the interface an entry was written against, and
 * test_targets requires the current one (an entry written before a new slot fails there until
 * someone has decided what it puts in the slot).
 *
 * This header declares the types it names without including their modules (the harness, the
 * agent, the store include it; it includes none of them), so no include circle runs through it. */
#ifndef KB_TARGET_H
#define KB_TARGET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "../core/dtype.h"
#include "../core/util.h"
#include "../harness/verdict.h"

typedef struct kb_workload kb_workload;
typedef struct kb_problem kb_problem;
typedef struct kb_eval_opts kb_eval_opts;
typedef struct kb_result kb_result;
typedef struct kb_context kb_context;
typedef struct kb_context_example kb_context_example;
typedef struct kb_machine kb_machine;
typedef struct kb_peaks kb_peaks;

/* 1: the first interface. 2: words.usage (the CLI's usage text lists the targets from it).
 * 3: task_write (an agent's task in the kernel's own terms). 4: native (candidates run in
 * runner processes, evaluated by the harness). */
#define KB_TARGET_API_VERSION 4

/* The words a prompt, a listing and a written file use for the target's candidates. */
typedef struct kb_target_words {
    const char *language;      /* what a prompt asks for: "C kernels" */
    const char *reply_rule;    /* the prompt's instruction for the reply's one fenced block */
    const char *api_title;     /* the API reference's heading: "this compiler's intrinsics" */
    const char *api_what;      /* `context build`'s api.md line: "intrinsics, as prompts get them" */
    const char *api_full_what; /* ... and api-full.md's */
    const char *task_note;     /* (optional) a paragraph after an agent's task; NULL: none */
    const char *starter_kind;  /* `kbench init`'s "a correct naive %scandidate": "" | "Pallas TPU " */
    /* a one-line comment in the candidate's language: C's slash-star pair, Python's # and "" */
    const char *comment_open, *comment_close;
    /* (2, optional) the target's line in `kbench <command> --help`, under 70 characters: "C
     * kernels (.c), compiled and timed on this machine"; NULL: `language` stands in. */
    const char *usage;
} kb_target_words;

/* (4) A baseline's runner as a target finds it for one problem. */
typedef struct kb_baseline_exe {
    char exe[1024];        /* the runner program */
    char a[1024], b[1024]; /* its arguments: xla's plugin and exported program; lib: none */
    char version[96];      /* what results name: "oneDNN 3.13.2 (PyPI onednn 2026.1.0)" */
} kb_baseline_exe;

/* (4) What the harness needs of a target whose candidates run natively: each in a runner process
 * of its own that speaks harness/protocol.h (started, jailed, called, stopped and read by
 * harness/proc.c), verified, audited and timed against the baselines by harness/evaluate.c. The
 * cpu target's are in targets/cpu/native.c; a cuda target brings its compiler, runner and
 * libraries the same way, and nothing in src/harness/ changes. */
typedef struct kb_native_ops {
    /* The runner program that loads a built candidate (and the xla baseline): a path. */
    const char *(*runner)(void);
    /* Build the candidate at path for p (compile and screen) into the file its runner loads
     * (heap path). Fills r->verdict, detail, source, hash, compiler and flags; NULL when the
     * verdict is not ok. */
    char *(*build)(const kb_eval_opts *o, const kb_problem *p, const char *path, kb_result *r);
    /* The lib baseline of p. timed false: the library a result names before any timing (no
     * measurement); true: the one this machine times lib on (it may calibrate first). 0, or -1
     * with err (the evaluation is then a harness error). */
    int (*lib)(const kb_problem *p, const kb_eval_opts *o, bool timed, kb_baseline_exe *b, kb_err *err);
    /* (optional) the xla baseline of p: 0, or -1 with err saying why it is not timed (a note on
     * the result, not an error). NULL: no xla baseline. */
    int (*xla)(const kb_problem *p, kb_baseline_exe *b, kb_err *err);
} kb_native_ops;

typedef struct kb_target {
    int api_version;        /* KB_TARGET_API_VERSION when the entry was written */
    const char *name;       /* the --target value, the store's target column, kernels/<name>/ */
    const char *source_ext; /* a candidate file's ending without the dot: "c" | "py" */
    const char *fence;      /* the reply's code block language: "c" | "python" */
    kb_target_words words;
    /* `kbench run` without ids: false every workload, true only those with a shipped kernel
     * under kernels/<name>/ (a target whose kernels cover part of the suite) */
    bool run_shipped_only;
    /* whether its roofline rests on this host's measured peaks (kbench peak), which a command
     * then measures when none are stored; false: the target has figures of its own (`peaks`) */
    bool uses_host_peaks;

    /* (optional) the preset a candidate is verified at, given the one the user named (the
     * default "cpu" when none was); NULL: that preset. Static storage. */
    const char *(*verify_preset)(const kb_workload *w, const char *preset);
    /* The workload as a candidate's author sees it (`kbench show`, an agent's task): the
     * prototype or signature, shapes, constants, tolerances, the reference. with_rules: also
     * the target's rules (an agent's prompt has them from the context artifact instead). */
    void (*spec_write)(FILE *f, const kb_problem *p, bool with_rules);
    /* The shipped starting candidate of a workload (`kbench init`), static; NULL: none yet. */
    const char *(*starter)(const kb_workload *w);
    /* The context artifact an agent is told (agent/context.h): hardware, rules, API, examples,
     * menu; m and p (this machine, its peaks) may be NULL. 0, or -1 with err set. */
    int (*context_load)(kb_context *c, const kb_machine *m, const kb_peaks *p, kb_err *err);
    /* (optional) the target's own embedded context files ("hardware.md", "rules.md", "menu.md",
     * "api.md": static text, or NULL) and annotated examples, embedded in its directory (as
     * targets/cpu/context_embed.c does), so that no shared file lists them; NULL: none. */
    const char *(*context_file)(const char *file);
    const kb_context_example *(*context_examples)(int *n);
    /* (optional) the whole API reference (`kbench context build`'s api-full.md, heap); NULL:
     * the artifact's api part is already whole. NULL return with err set on failure. */
    char *(*api_full)(const kb_context *c, kb_err *err);
    /* (optional) can the candidate at path run here at dtype dt (its declared needs against
     * this machine's ISA or device)? 1 yes, 0 no (why: "needs amx_bf16"), -1 its declaration
     * is malformed (why: the message). NULL: everything runs. */
    int (*supports)(const char *path, kb_dtype dt, char *why, size_t cap);
    /* (optional) work that may run ahead of the evaluation, off its critical path (cpu:
     * compile into the cache). NULL: none. */
    void (*prepare)(const kb_problem *p, const char *path);
    /* (4, optional) candidates that run natively, evaluated by the harness (kb_native_ops
     * above): evaluate and evaluate_group are then unused. NULL: the target evaluates its own
     * way, through evaluate. */
    const kb_native_ops *native;
    /* One evaluation (compile and screen, processes, sandbox, calls, timing, verdict): always
     * fills r and returns r->verdict. o->target names this target. Required unless native. */
    kb_verdict (*evaluate)(const kb_eval_opts *o, kb_result *r);
    /* (optional) the candidates of one workload together (baselines timed once); fills
     * rs[0..n-1] and returns n. NULL: each alone through evaluate. */
    int (*evaluate_group)(const kb_eval_opts *o, const char *const *cands, int n, kb_result *rs);
    /* (optional) the roofline's peaks for problem p as o evaluates it: compute in FLOP/s and
     * memory bandwidth in bytes/s. 0, or -1 when not known (no roofline then). */
    int (*peaks)(const kb_problem *p, const kb_eval_opts *o, double *flop_s, double *byte_s);
    /* (optional) the first line of `kbench run`'s table; NULL: none. */
    void (*run_banner)(FILE *f, const kb_eval_opts *o);
    /* (3, optional) the workload as an agent's task states it, in the kernel's own terms: the
     * math, the exact prototype, the macros, the element types and the tolerance; never the
     * reference, which is written against kbench's internals. NULL: spec_write without rules. */
    void (*task_write)(FILE *f, const kb_problem *p);
} kb_target;

/* ---- the registry (targets.def, in its order; the first entry is the default) ---------- */

size_t kb_target_count(void);
const kb_target *kb_target_at(size_t i);
const kb_target *kb_target_default(void);
/* The target named name, or NULL (name NULL: NULL). */
const kb_target *kb_target_find(const char *name);
/* The target named name; NULL with err saying which targets there are. */
const kb_target *kb_target_lookup(const char *name, kb_err *err);
/* "cpu, tpu": the registered names, for messages. */
void kb_target_names(char *buf, size_t cap);
/* A usage text with the registry filled in (heap), so that no usage names a target:
 * "{targets}" becomes the names joined by "|", and "{target-lines}" one line per target
 * ("<name>: <its words.usage>", "(default)" after the first), each after the first indented to
 * the column the placeholder stood at. */
char *kb_target_usage_text(const char *text);

/* t->spec_write with_rules false, as a heap string. */
char *kb_target_spec_text(const kb_target *t, const kb_problem *p);
/* An agent's task (heap): t->task_write where the entry has it, else kb_target_spec_text. */
char *kb_target_task_text(const kb_target *t, const kb_problem *p);
/* t->verify_preset, or preset when the target has none. */
const char *kb_target_verify_preset(const kb_target *t, const kb_workload *w, const char *preset);

#endif
