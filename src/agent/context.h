/* context.h: the context artifact of a target: what an agent is told about the machine, the
 * rules, the intrinsics API and worked examples (design section 7), at three levels.
 *
 * The hand-written parts live in context/<target>/ and are compiled into the binary by the
 * target (its context_file slot, src/targets/<target>/context_embed.c); the machine part comes from sysfs, /proc/cpuinfo and the measured peaks;
 * the API reference is generated from the compiler's own intrinsics headers (intrinsics.c).
 * Prompt assembly (prompt.c) picks from the parts; this module only builds them. */
#ifndef KB_CONTEXT_H
#define KB_CONTEXT_H

#include "../core/util.h"
#include "../harness/machine.h"

typedef enum { KB_CONTEXT_NONE, KB_CONTEXT_HARDWARE, KB_CONTEXT_FULL } kb_context_level;
extern const char *const kb_context_level_names[]; /* in the enum's order, NULL-terminated */
int kb_context_level_parse(const char *s,
                           kb_context_level *out); /* "none" | "hardware" | "full"; -1 otherwise */
const char *kb_context_level_name(kb_context_level l);

typedef struct kb_menu_item {
    char *name;
    char *text;
} kb_menu_item;

typedef struct kb_context {
    char target[16];
    char *hardware;       /* markdown: this machine (CPU, cores, caches, ISA flags, measured peaks and
                           ridge points), then the static facts of context/cpu/hardware.md */
    char *rules;          /* context/cpu/rules.md + the imported symbols the screen allows */
    char *api;            /* intrinsics reference from the compiler's headers, filtered for prompts */
    char *examples;       /* the annotated examples, each under a heading naming its workload */
    char *examples_short; /* short examples (about 30 lines), for compact prompts; the same form */
    kb_menu_item *menu;   /* parsed from context/cpu/menu.md */
    int n_menu;
} kb_context;

/* The artifact of the target named target (its context_load slot, src/targets/target.h; an
 * unknown name is a clear error that lists the targets). m and p may be NULL (this machine;
 * peaks not measured). Returns 0, or -1 with err set (c is then empty and safe to free). */
int kb_context_load(kb_context *c, const char *target, const kb_machine *m, const kb_peaks *p, kb_err *err);

/* Builders a target's context_load uses (they are not targets' own: the text of every part
 * comes from context/<target>/, the files the target embeds, kb_context_file):
 * - host: a target whose candidates run on this CPU. The machine part from sysfs,
 *   /proc/cpuinfo and the peaks (NULL: it says they were not measured) in front of
 *   hardware.md; rules.md with the screen's allow-list; the intrinsics reference from the
 *   compiler's headers; the examples; the menu. Parts that need AMX (hardware.md's and
 *   menu.md's marked blocks, examples that need it) are left out when m says it has none; m
 *   NULL: this machine. 0, or -1 with err set.
 * - static: every part a file (hardware.md, rules.md, api.md, menu.md, the examples shown in
 *   fenced blocks of language fence, each "verified by kbench <verified_how>"): the hardware it
 *   describes is not this machine. Returns 0. */
int kb_context_build_host(kb_context *c, const char *target, const kb_machine *m, const kb_peaks *p,
                          kb_err *err);
int kb_context_build_static(kb_context *c, const char *target, const char *fence, const char *verified_how);
void kb_context_free(kb_context *c);

/* The whole (unfiltered) intrinsics reference, for `kbench context build` (heap). */
char *kb_context_api_full(kb_err *err);

/* ---- additions ----------------------------------------------------------------------------- */

/* One shipped example: the workload it implements, whether it needs AMX, its source (embedded,
 * static storage). The test evaluates each through the harness. */
typedef struct kb_context_example {
    const char *workload;
    const char *file; /* its path under the repository, e.g. context/cpu/examples/p08_gemm.c */
    bool needs_amx;
    const char *source;
    bool short_form; /* a short example (context/<target>/examples/short/), for compact prompts */
} kb_context_example;
const kb_context_example *kb_context_examples(const char *target, int *n);

/* An embedded context file of a target ("hardware.md", "rules.md", "menu.md"), or NULL; target
 * "" holds the files every target may quote ("screen_symbols.c"). */
const char *kb_context_file(const char *target, const char *name);

/* A table of embedded files (core/incbin.h) by name, as a target's context_file slot keeps it. */
typedef struct kb_embedded_file {
    const char *name, *text;
} kb_embedded_file;
const char *kb_embedded_find(const kb_embedded_file *files, size_t n, const char *name);

/* The compiler's intrinsics include directory (`$KBENCH_CC -print-file-name=include`, cc by
 * default) into buf; -1 with err set if it cannot be found. */
int kb_context_include_dir(char *buf, size_t cap, kb_err *err);

/* The intrinsics reference from the headers in dir, for the ISA flags in cpu_flags (the flags
 * line of /proc/cpuinfo, space-separated); filtered for prompts or whole. Heap; NULL with err
 * set when no header could be read. */
char *kb_context_api_from(const char *dir, const char *cpu_flags, bool filtered, kb_err *err);

/* The allowed imported symbols, rendered as the markdown list that rules ends with, from the
 * screen's own allow-list (heap). */
char *kb_context_allowed_symbols(void);

#endif
