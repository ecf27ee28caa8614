/* screen_symbols.c: the allow-list of symbols a candidate may import (design section 4 step 2):
 * libm, mem and str functions, the malloc family, OpenMP and pthreads, and the few helpers the
 * compiler itself emits. Anything else (I/O, BLAS, system calls through libc, dlopen, getenv,
 * clocks, signals) is an abi_error before the candidate ever runs. */
#include <string.h>

#include "screen.h"

static const char *const exact[] = {
    /* libm */
    "acos", "acosf", "asin", "asinf", "atan", "atanf", "atan2", "atan2f", "cos", "cosf", "sin",
    "sinf", "tan", "tanf", "sincos", "sincosf", "cosh", "coshf", "sinh", "sinhf", "tanh", "tanhf",
    "acosh", "acoshf", "asinh", "asinhf", "atanh", "atanhf", "exp", "expf", "exp2", "exp2f",
    "expm1", "expm1f", "exp10", "exp10f", "log", "logf", "log2", "log2f", "log10", "log10f",
    "log1p", "log1pf", "pow", "powf", "sqrt", "sqrtf", "cbrt", "cbrtf", "hypot", "hypotf", "fabs",
    "fabsf", "floor", "floorf", "ceil", "ceilf", "round", "roundf", "lround", "lroundf", "llround",
    "llroundf", "trunc", "truncf", "rint", "rintf", "lrint", "lrintf", "llrint", "llrintf",
    "nearbyint", "nearbyintf", "fmod", "fmodf", "remainder", "remainderf", "fmin", "fminf", "fmax",
    "fmaxf", "fdim", "fdimf", "fma", "fmaf", "copysign", "copysignf", "erf", "erff", "erfc",
    "erfcf", "tgamma", "tgammaf", "lgamma", "lgammaf", "ldexp", "ldexpf", "frexp", "frexpf",
    "modf", "modff", "scalbn", "scalbnf", "ilogb", "ilogbf", "logb", "logbf", "nextafter",
    "nextafterf",
    /* memory and strings */
    "memcpy", "memmove", "memset", "memcmp", "memchr", "strlen", "strnlen", "strcmp", "strncmp",
    "strcpy", "strncpy", "strchr", "strrchr", "__memcpy_chk", "__memmove_chk", "__memset_chk",
    /* allocation */
    "malloc", "calloc", "realloc", "free", "aligned_alloc", "posix_memalign", "memalign",
    /* sorting and arithmetic helpers */
    "qsort", "abs", "labs", "llabs",
    /* what the compiler and the C runtime emit */
    "__stack_chk_fail", "__assert_fail", "abort", "__cxa_finalize", "__gmon_start__",
    "_ITM_deregisterTMCloneTable", "_ITM_registerTMCloneTable", "__errno_location",
    "__mulsc3", "__divsc3", "__muldc3", "__divdc3", "__powisf2", "__powidf2", "__popcountdi2",
    "__truncsfbf2", "__extendbfsf2", "sched_yield", "__tls_get_addr" /* _Thread_local */,
    /* raw system calls: the sandbox, not screening, decides which are allowed (arch_prctl for
     * AMX is; opening files is not) */
    "syscall",
};

static const char *const prefixes[] = {
    "omp_", "GOMP_",       /* OpenMP */
    "pthread_",            /* threads (system calls they make are still under the sandbox) */
    "_ZGV",                /* glibc's vector math (libmvec), emitted by the vectoriser */
};

int kb_screen_symbol_allowed(const char *name)
{
    for (size_t i = 0; i < sizeof exact / sizeof exact[0]; i++)
        if (!strcmp(exact[i], name)) return 1;
    for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++)
        if (!strncmp(prefixes[i], name, strlen(prefixes[i]))) return 1;
    return 0;
}
