/* wrong_lib.c: a library that is wrong, for tests/test_lib_runner.c: linked into
 * build/tests/wrong-lib-runner (the real runner, every object of it) with
 * -Wl,--wrap=kb_dnnl_matmul_create,--wrap=kb_dnnl_matmul_run, it runs oneDNN's matmul and then
 * flips a bit of the first output element's exponent (the factor 2^64 either way), as a library
 * with a bug on one machine would give one element out of many wrong. The calibration must
 * exclude it, whatever its speed, and say why; a baseline's slack for rounding
 * (kb_oracle_check_baseline) must not let it through. */
#include "suite/lib/dnnl_util.h"

kb_dnnl_matmul *__real_kb_dnnl_matmul_create(const kb_dnnl_matmul_desc *d, kb_err *err);
kb_dnnl_matmul *__wrap_kb_dnnl_matmul_create(const kb_dnnl_matmul_desc *d, kb_err *err);
void __real_kb_dnnl_matmul_run(kb_dnnl_matmul *mm, const void *a, const void *b, const void *bias,
                               const void *const *post_args, void *c);
void __wrap_kb_dnnl_matmul_run(kb_dnnl_matmul *mm, const void *a, const void *b, const void *bias,
                               const void *const *post_args, void *c);

static kb_dtype dst = KB_DTYPE_BF16; /* the output's storage type, as the matmul was created */

kb_dnnl_matmul *__wrap_kb_dnnl_matmul_create(const kb_dnnl_matmul_desc *d, kb_err *err)
{
    dst = d->dst;
    return __real_kb_dnnl_matmul_create(d, err);
}

void __wrap_kb_dnnl_matmul_run(kb_dnnl_matmul *mm, const void *a, const void *b, const void *bias,
                               const void *const *post_args, void *c)
{
    __real_kb_dnnl_matmul_run(mm, a, b, bias, post_args, c);
    /* the exponent's second-highest bit: byte 1 of a bf16, byte 3 of an f32 (little-endian) */
    ((unsigned char *)c)[dst == KB_DTYPE_F32 ? 3 : 1] ^= 0x20;
}
