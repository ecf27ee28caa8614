/* kbench.h: the one header a candidate kernel includes.
 *
 * It defines the storage types of the candidate ABI and their conversions, nothing else:
 *   kb_bf16   a bfloat16 (the top half of an IEEE binary32): its 16 bits in a one-member struct,
 *             so that it is not a number (below), round-to-nearest-even
 *   kb_t      the float storage type of this evaluation: kb_bf16, or float under --dtype f32
 *   kb_ld(x)  kb_t -> float          kb_st(f)  float -> kb_t (rounded to nearest even)
 * Shapes and scalars arrive as macros KB_<NAME> (see `kbench show <id>`), plus KB_THREADS.
 * KB_TUNE declares tunable parameters, KB_REQUIRES what the candidate needs to run.
 */
#ifndef KBENCH_H
#define KBENCH_H

#include <stdint.h>
#include <string.h>

/* A bf16 element is its 16 bits wrapped in a struct, not a uint16_t: an integer would let
 * `float v = x[i]` compile and read the bits as a number (49408 for -2.0), which is what real
 * models wrote. A struct has no arithmetic and no implicit conversion, so that line, `out[i] = v`
 * and `x[i] * s` do not compile; kb_ld / kb_st (or kb_bf16_to_f32 / kb_f32_to_bf16) convert.
 * It has the size, alignment and calling convention of a uint16_t: arrays of it are the same
 * bytes, vector loads and stores of them work as before, and the code compiled is the same.
 * `.bits` is the raw pattern, for code that builds or tests one. */
typedef struct kb_bf16 {
    uint16_t bits;
} kb_bf16;

/* bf16 -> f32 is exact: the bf16 bits are the high half of the f32. */
static inline float kb_bf16_to_f32(kb_bf16 h)
{
    uint32_t u = (uint32_t)h.bits << 16;
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
    if ((u & 0x7fffffffu) > 0x7f800000u) /* NaN: keep the top bits, force quiet */
        return (kb_bf16){(uint16_t)((u >> 16) | 0x0040u)};
    u += 0x7fffu + ((u >> 16) & 1u); /* round half to even on bit 16 */
    return (kb_bf16){(uint16_t)(u >> 16)};
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

/* What a candidate needs to run. At file scope, on a line of its own:
 *
 *     KB_REQUIRES(bf16, amx_bf16);      the dtypes it computes, then the ISA features it uses
 *
 * Dtypes are bf16 and f32 (none named: both); the features are the names of KB_REQUIRES_NAMES
 * below, as /proc/cpuinfo spells them. kbench reads the declaration from the source text, like
 * KB_TUNE's, and checks it before compiling: where the machine lacks a feature (cpuid, and for
 * amx_* the kernel's permission to use the tiles) or the evaluation's dtype is not named,
 * `kbench run` lists the candidate as skipped with the reason, and `kbench eval` says why and
 * exits 4. A name not on the list does not compile (no kb_requires_<name> constant). */
/* clang-format off */ /* (an X-macro list, laid out by hand) */
#define KB_REQUIRES_NAMES(X)                                                                     \
    X(bf16) X(f32) X(avx) X(avx2) X(fma) X(f16c) X(bmi2) X(avx512f) X(avx512dq) X(avx512cd)       \
    X(avx512bw) X(avx512vl) X(avx512_vnni) X(avx512_bf16) X(avx512_fp16) X(amx_tile) X(amx_bf16)  \
    X(amx_int8)
/* clang-format on */
#define KB_REQ_ENUM_(name) kb_requires_##name = 1,
enum kb_requires_name { KB_REQUIRES_NAMES(KB_REQ_ENUM_) };
#define KB_REQ_1_(a) kb_requires_##a
#define KB_REQ_2_(a, ...) kb_requires_##a + KB_REQ_1_(__VA_ARGS__)
#define KB_REQ_3_(a, ...) kb_requires_##a + KB_REQ_2_(__VA_ARGS__)
#define KB_REQ_4_(a, ...) kb_requires_##a + KB_REQ_3_(__VA_ARGS__)
#define KB_REQ_5_(a, ...) kb_requires_##a + KB_REQ_4_(__VA_ARGS__)
#define KB_REQ_6_(a, ...) kb_requires_##a + KB_REQ_5_(__VA_ARGS__)
#define KB_REQ_7_(a, ...) kb_requires_##a + KB_REQ_6_(__VA_ARGS__)
#define KB_REQ_8_(a, ...) kb_requires_##a + KB_REQ_7_(__VA_ARGS__)
#define KB_REQ_COUNT_(_1, _2, _3, _4, _5, _6, _7, _8, n, ...) n
#define KB_REQ_CAT_(a, b) a##b
#define KB_REQ_SUM_(n, ...) KB_REQ_CAT_(KB_REQ_, n)(__VA_ARGS__)
/* the names summed as constants: an unknown one is an undeclared identifier; at most 8 */
#define KB_REQUIRES(...)                                                                                     \
    _Static_assert(KB_REQ_SUM_(KB_REQ_COUNT_(__VA_ARGS__, 8_, 7_, 6_, 5_, 4_, 3_, 2_, 1_, 0), __VA_ARGS__) > \
                       0,                                                                                    \
                   "kb:requires")

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
