/* kbench.h: the one header a candidate kernel includes.
 *
 * It defines the storage types of the candidate ABI and their conversions, nothing else:
 *   kb_bf16   bfloat16 in a uint16_t (the top half of an IEEE binary32), round-to-nearest-even
 *   kb_t      the float storage type of this evaluation: kb_bf16, or float under --dtype f32
 *   kb_ld(x)  kb_t -> float          kb_st(f)  float -> kb_t (rounded to nearest even)
 * Shapes and scalars arrive as macros KB_<NAME> (see `kbench show <id>`), plus KB_THREADS.
 */
#ifndef KBENCH_H
#define KBENCH_H

#include <stdint.h>
#include <string.h>

typedef uint16_t kb_bf16;

/* bf16 -> f32 is exact: the bf16 bits are the high half of the f32. */
static inline float kb_bf16_to_f32(kb_bf16 h)
{
    uint32_t u = (uint32_t)h << 16;
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

/* f32 -> bf16, round to nearest, ties to even. NaN stays NaN (quietened, sign kept);
 * +-Inf stays Inf; values that round past the largest finite bf16 become Inf, as IEEE says. */
static inline kb_bf16 kb_f32_to_bf16(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    if ((u & 0x7fffffffu) > 0x7f800000u)            /* NaN: keep the top bits, force quiet */
        return (kb_bf16)((u >> 16) | 0x0040u);
    u += 0x7fffu + ((u >> 16) & 1u);                /* round half to even on bit 16 */
    return (kb_bf16)(u >> 16);
}

/* Tunable parameters. A candidate declares each one at file scope, on a line of its own:
 *
 *     KB_TUNE(MB, 64, 32, 64, 128);      name, default, then the values a tuner may try
 *
 * which declares the integer constant MB (an enum constant: usable in array sizes, loop bounds,
 * _Static_assert). The harness reads these declarations from the source text and always
 * compiles with -DKB_TUNE_<name>=<value>: the default for `kbench eval` and `kbench run`, each
 * value of the search for `kbench tune`. So KB_TUNE_MB is also a macro, for `#if`. Values are
 * decimal integers; a candidate compiled outside kbench must pass the -D itself. */
#define KB_TUNE(name, ...) enum { name = KB_TUNE_##name }

#ifdef KB_DTYPE_F32
typedef float kb_t;
static inline float kb_ld(kb_t x) { return x; }
static inline kb_t kb_st(float f) { return f; }
#else
typedef kb_bf16 kb_t;
static inline float kb_ld(kb_t x) { return kb_bf16_to_f32(x); }
static inline kb_t kb_st(float f) { return kb_f32_to_bf16(f); }
#endif

#endif
