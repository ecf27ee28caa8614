/* compile_hint.c: see compile_hint.h. */
#include "compile_hint.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/util.h"

/* Does some diagnostic line of log (an error or its note) name the type kb_bf16 or its
 * conversions? gcc writes `kb_t' {aka `kb_bf16'}, clang 'kb_t' (aka 'struct kb_bf16'); a
 * kb_ld(x, i) is "too many arguments" to kb_ld; an OpenMP reduction over elements finds "no user
 * defined reduction" for kb_t. A missing kbench.h ("unknown type name 'kb_t'") is not this. */
static bool bf16_misused(const char *log)
{
    static const char *const names[] = {"kb_bf16", "kb_ld", "kb_st", "kb_t "};
    for (const char *s = log; s && *s;) {
        const char *e = strchr(s, '\n');
        size_t n = e ? (size_t)(e - s) : strlen(s);
        if ((memmem(s, n, "error", 5) || memmem(s, n, "note:", 5)) && !memmem(s, n, "unknown type name", 17))
            for (size_t i = 0; i < KB_ARRAY_LEN(names); i++)
                if (memmem(s, n, names[i], strlen(names[i]))) return true;
        s = e ? e + 1 : NULL;
    }
    return false;
}

const char *kb_compile_hint_for(const char *log)
{
    if (log && bf16_misused(log))
        return "a kb_bf16 element (kb_t under bf16) is a bfloat16 in a struct, not a number: convert "
               "each one, `float v = kb_ld(x[i]);` to read and `out[i] = kb_st(v);` to write; ";
    return NULL;
}

void kb_compile_hint(const char *log, char *detail, size_t cap)
{
    const char *hint = kb_compile_hint_for(log);
    if (!hint || !cap) return;
    char *was = kb_xstrdup(detail);
    snprintf(detail, cap, "%s%s", hint, was);
    free(was);
}
