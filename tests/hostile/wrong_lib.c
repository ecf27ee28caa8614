/* wrong_lib.c: a library that is wrong, for tests/test_lib_runner.c: linked into
 * build/tests/wrong-lib-runner (the real runner, every object of it) with
 * -Wl,--wrap=kb_dnnl_matmul_run, it runs oneDNN's matmul and then flips a bit of the first
 * output element's exponent, as a library with a bug on one machine would give one element out
 * of many wrong. The calibration must exclude it, whatever its speed, and say why. */
#include "suite/lib/dnnl_util.h"

void __real_kb_dnnl_matmul_run(kb_dnnl_matmul *mm, const void *a, const void *b, const void *bias,
                               const void *const *post_args, void *c);
void __wrap_kb_dnnl_matmul_run(kb_dnnl_matmul *mm, const void *a, const void *b, const void *bias,
                               const void *const *post_args, void *c);

void __wrap_kb_dnnl_matmul_run(kb_dnnl_matmul *mm, const void *a, const void *b, const void *bias,
                               const void *const *post_args, void *c)
{
    __real_kb_dnnl_matmul_run(mm, a, b, bias, post_args, c);
    ((unsigned char *)c)[1] ^= 0x20; /* bf16 (and f32's high half): an exponent bit */
}
