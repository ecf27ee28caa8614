/* rng.h: a counter-based random number generator.
 *
 * Every value is a pure function of (seed, stream, index): the same inputs for the same seed on
 * any machine, in any order, on any number of threads. Streams separate the tensors of one input
 * set. Only integer arithmetic and exact float operations are used (no libm), so the generated
 * values are bit-identical everywhere. */
#ifndef KB_RNG_H
#define KB_RNG_H

#include <stdint.h>

/* 64 random bits for one counter. */
uint64_t kb_rng_bits(uint64_t seed, uint64_t stream, uint64_t index);
/* Uniform on [0, 1) with 53 random bits. */
double kb_rng_uniform(uint64_t seed, uint64_t stream, uint64_t index);
/* Approximately standard normal: the Irwin-Hall sum of eight 16-bit uniforms, centred and scaled
 * to unit variance. Bounded by about +-4.9, which real activations and weights rarely exceed. */
double kb_rng_normal(uint64_t seed, uint64_t stream, uint64_t index);
/* Derive a sub-seed, e.g. input set k of an evaluation seed. */
uint64_t kb_rng_derive(uint64_t seed, uint64_t what);
/* A fresh secret seed from the kernel's entropy pool. */
uint64_t kb_rng_fresh_seed(void);

#endif
