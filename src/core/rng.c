/* rng.c: counter-based RNG (see rng.h). The mixer is the SplitMix64 finaliser applied twice,
 * once to key the stream and once to the counter, which passes BigCrush-style avalanche tests and
 * is plenty for benchmark inputs (it is not for cryptography: secrecy comes from the seed). */
#include "rng.h"

#include <stdio.h>
#include <sys/random.h>
#include <time.h>

static uint64_t mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

uint64_t kb_rng_bits(uint64_t seed, uint64_t stream, uint64_t index)
{
    uint64_t key = mix(seed + 0x9e3779b97f4a7c15ull * (stream + 1));
    return mix(key ^ mix(index * 0xd1342543de82ef95ull + 0x2545f4914f6cdd1dull));
}

double kb_rng_uniform(uint64_t seed, uint64_t stream, uint64_t index)
{
    return (double)(kb_rng_bits(seed, stream, index) >> 11) * 0x1.0p-53;
}

double kb_rng_normal(uint64_t seed, uint64_t stream, uint64_t index)
{
    uint64_t a = kb_rng_bits(seed, stream, 2 * index);
    uint64_t b = kb_rng_bits(seed, stream, 2 * index + 1);
    uint64_t sum = 0;
    for (int i = 0; i < 4; i++) sum += ((a >> (16 * i)) & 0xffff) + ((b >> (16 * i)) & 0xffff);
    /* Each term is uniform on {0..65535}: mean 32767.5, variance (65536^2 - 1)/12. */
    const double mean = 8 * 32767.5;
    const double inv_sd = 1.0 / 53509.91992145008; /* 1 / sqrt(8 * (65536^2 - 1) / 12) */
    return ((double)sum - mean) * inv_sd;
}

uint64_t kb_rng_derive(uint64_t seed, uint64_t what)
{
    return kb_rng_bits(seed, 0xfeedull, what);
}

uint64_t kb_rng_fresh_seed(void)
{
    uint64_t s = 0;
    if (getrandom(&s, sizeof s, 0) != (ssize_t)sizeof s) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        s = mix((uint64_t)ts.tv_nsec ^ ((uint64_t)ts.tv_sec << 32));
    }
    return s;
}
