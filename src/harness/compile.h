/* compile.h: candidate source -> shared object, with a cache.
 *
 * The candidate's text, a #line marker and the generated trampoline form one translation unit,
 * so a prototype that does not match the ABI is a compile-time conflict (abi_error) and errors
 * in the candidate point at the user's own file and line. The result is cached under the
 * SHA-256 of that unit + flags + compiler version. */
#ifndef KB_COMPILE_H
#define KB_COMPILE_H

#include "../suite/workload.h"
#include "verdict.h"

typedef struct kb_compiled {
    char so_path[1024];
    char hash[65];          /* SHA-256 of the candidate's source alone: its identity */
    char *source;           /* the candidate's text (heap) */
    char compiler[160];     /* e.g. "gcc (Debian 12.2.0-14) 12.2.0" */
    char flags[1024];       /* fixed target flags + ABI macros */
    bool cached;
} kb_compiled;

/* The target's fixed flags (design section 3). */
#define KB_CPU_CFLAGS "-std=c17 -O3 -march=native -fopenmp -fPIC"

/* The cache directory: $KBENCH_CACHE, else $XDG_CACHE_HOME/kbench, else ~/.cache/kbench. */
const char *kb_cache_dir(void);

/* Returns KB_VERDICT_OK and fills out, or a verdict with a one-line detail. */
kb_verdict kb_compile(const kb_problem *p, const char *path, kb_compiled *out, char *detail,
                      size_t cap);
/* The same with extra flags: only -DKB_TUNE_<name>=<integer> for parameters the candidate
 * declares with KB_TUNE (anything else is a harness_error: the target's flags are fixed). Every
 * compile adds one -DKB_TUNE_<name>=<default> per declared parameter extra_flags leaves out;
 * flags records them all. */
kb_verdict kb_compile_flags(const kb_problem *p, const char *path, const char *extra_flags,
                            kb_compiled *out, char *detail, size_t cap);
void kb_compiled_free(kb_compiled *c);

#endif
