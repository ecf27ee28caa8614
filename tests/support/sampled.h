/* support/sampled.h: what a test sweep over every workload covers in make test's second pass,
 * under ASan/UBSan. There only kbench's own C code is instrumented (a candidate is compiled
 * without sanitizers, a JAX or XLA process is not kbench's), and a sweep runs the same C paths
 * for every workload; test_suite still runs every workload's reference and lib code under the
 * sanitizers. So a sweep whose per-workload cost is a candidate, JAX or XLA run (test_shipped,
 * test_xla's cross-check, test_tpu's kernels, test_numerics' mutants) takes every
 * KB_SAMPLE_STRIDE-th workload there, and every workload in the plain pass. */
#ifndef KB_TEST_SAMPLED_H
#define KB_TEST_SAMPLED_H

#include <stdbool.h>
#include <stddef.h>

#if defined(__SANITIZE_ADDRESS__)
#define KB_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define KB_TEST_SANITIZED 1
#endif
#endif

enum { KB_SAMPLE_STRIDE = 8 };

/* Whether a sweep covers the i-th workload of its list in this build. */
static inline bool kb_test_sampled(size_t i)
{
#ifdef KB_TEST_SANITIZED
    return i % KB_SAMPLE_STRIDE == 0;
#else
    (void)i;
    return true;
#endif
}

#endif
