/* compile.h: candidate source -> shared object, with a cache.
 *
 * The candidate's text, a #line marker and the generated trampoline form one translation unit,
 * so a prototype that does not match the ABI is a compile-time conflict (abi_error) and errors
 * in the candidate point at the user's own file and line. The result is cached under the
 * SHA-256 of that unit + flags + compiler version + the text of every header the candidate is
 * compiled against (kb_compile_key).
 *
 * The compiler sees only the candidate, kbench.h and system headers: it runs in a private
 * temporary directory holding the unit and kbench.h (the only -I path), with a clean
 * environment and, where the kernel has Landlock, confined to the system's compiler and
 * libraries (read-only) and that directory, so that no #include, .incbin or #line can bring a
 * secret (the run seed, the caches, the environment in /proc) into a compile message or the
 * object. Without Landlock the flags say "(compile sandbox: no landlock)". */
#ifndef KB_COMPILE_H
#define KB_COMPILE_H

#include "../../suite/workload.h"
#include "../../harness/verdict.h"

typedef struct kb_compiled {
    char so_path[1024];
    char hash[65];      /* SHA-256 of the candidate's source alone: its identity */
    char *source;       /* the candidate's text (heap) */
    char compiler[160]; /* e.g. "gcc (Debian 12.2.0-14) 12.2.0" */
    char flags[1024];   /* fixed target flags + ABI macros */
    bool cached;
} kb_compiled;

/* The target's fixed flags (design section 3). */
#define KB_CPU_CFLAGS "-std=c17 -O3 -march=native -fopenmp -fPIC"

/* Returns KB_VERDICT_OK and fills out, or a verdict with a one-line detail. */
kb_verdict kb_compile(const kb_problem *p, const char *path, kb_compiled *out, char *detail, size_t cap);
/* The same with extra flags: only -DKB_TUNE_<name>=<integer> for parameters the candidate
 * declares with KB_TUNE (anything else is a harness_error: the target's flags are fixed). Every
 * compile adds one -DKB_TUNE_<name>=<default> per declared parameter extra_flags leaves out;
 * flags records them all. */
kb_verdict kb_compile_flags(const kb_problem *p, const char *path, const char *extra_flags, kb_compiled *out,
                            char *detail, size_t cap);
void kb_compiled_free(kb_compiled *c);

/* A header a candidate may include: its name and text (NULL text: kbench.h as embedded). */
typedef struct kb_compile_header {
    const char *name;
    const char *text;
} kb_compile_header;

/* The compile cache key (SHA-256 hex) of a unit compiled with flags by compiler (its version
 * line) run as cmd, against headers. */
void kb_compile_key(const char *unit, const char *flags, const char *compiler, const char *cmd,
                    const kb_compile_header *headers, int n_headers, char key[65]);

/* The screen's reference object: an empty unit compiled with the same compiler and the target's
 * flags, in the cache (built on first use). Its path into path; KB_VERDICT_OK or a
 * harness_error with detail. */
kb_verdict kb_compile_reference(char *path, size_t path_cap, char *detail, size_t cap);
/* The same for a unit that uses __builtin_cpu_supports: what libgcc's CPU-feature constructor
 * looks like with this compiler (screen.c). */
kb_verdict kb_compile_reference_dispatch(char *path, size_t path_cap, char *detail, size_t cap);

#endif
