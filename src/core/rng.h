/* rng.h: a counter-based random number generator.
 *
 * Every value is a pure function of (seed, stream, index): the same inputs for the same seed on
 * any machine, in any order, on any number of threads. Streams separate the tensors of one input
 * set. Only integer arithmetic and exact float operations are used (no libm), so the generated
 * values are bit-identical everywhere. */
#ifndef KB_RNG_H
#define KB_RNG_H

#include <stdint.h>

/* Inline, so that a loop over indices hoists the stream's key and vectorises: fresh inputs for
 * every timed call are drawn at memory speed (the values are the same as ever). */
static inline uint64_t kb_rng_mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* The key of (seed, stream): hoist it out of a loop over indices. */
static inline uint64_t kb_rng_key(uint64_t seed, uint64_t stream)
{
    return kb_rng_mix(seed + 0x9e3779b97f4a7c15ull * (stream + 1));
}

static inline uint64_t kb_rng_bits_keyed(uint64_t key, uint64_t index)
{
    return kb_rng_mix(key ^ kb_rng_mix(index * 0xd1342543de82ef95ull + 0x2545f4914f6cdd1dull));
}

/* 64 random bits for one counter. */
static inline uint64_t kb_rng_bits(uint64_t seed, uint64_t stream, uint64_t index)
{
    return kb_rng_bits_keyed(kb_rng_key(seed, stream), index);
}

/* Uniform on [0, 1) with 53 random bits. */
static inline double kb_rng_uniform_keyed(uint64_t key, uint64_t index)
{
    return (double)(kb_rng_bits_keyed(key, index) >> 11) * 0x1.0p-53;
}
static inline double kb_rng_uniform(uint64_t seed, uint64_t stream, uint64_t index)
{
    return kb_rng_uniform_keyed(kb_rng_key(seed, stream), index);
}

/* Approximately standard normal: the Irwin-Hall sum of eight 16-bit uniforms, centred and scaled
 * to unit variance. Bounded by about +-4.9, which real activations and weights rarely exceed. */
static inline double kb_rng_normal_keyed(uint64_t key, uint64_t index)
{
    uint64_t a = kb_rng_bits_keyed(key, 2 * index), b = kb_rng_bits_keyed(key, 2 * index + 1);
    uint64_t sum = 0;
    for (int i = 0; i < 4; i++) sum += ((a >> (16 * i)) & 0xffff) + ((b >> (16 * i)) & 0xffff);
    /* Each term is uniform on {0..65535}: mean 32767.5, variance (65536^2 - 1)/12. */
    const double mean = 8 * 32767.5;
    const double inv_sd = 1.0 / 53509.91992145008; /* 1 / sqrt(8 * (65536^2 - 1) / 12) */
    return ((double)sum - mean) * inv_sd;
}
static inline double kb_rng_normal(uint64_t seed, uint64_t stream, uint64_t index)
{
    return kb_rng_normal_keyed(kb_rng_key(seed, stream), index);
}
/* Derive a sub-seed, e.g. input set k of an evaluation seed. */
uint64_t kb_rng_derive(uint64_t seed, uint64_t what);
/* A fresh secret seed from the kernel's entropy pool. */
uint64_t kb_rng_fresh_seed(void);

#endif
