/* rng.c: counter-based RNG (see rng.h). The mixer is the SplitMix64 finaliser applied twice,
 * once to key the stream and once to the counter, which passes BigCrush-style avalanche tests and
 * is plenty for benchmark inputs (it is not for cryptography: secrecy comes from the seed). */
#include "rng.h"

#include <stdio.h>
#include <sys/random.h>
#include <time.h>

static uint64_t mix(uint64_t z) { return kb_rng_mix(z); }

uint64_t kb_rng_derive(uint64_t seed, uint64_t what) { return kb_rng_bits(seed, 0xfeedull, what); }

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
