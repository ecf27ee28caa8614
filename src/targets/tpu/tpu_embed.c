/* tpu_embed.c: the tpu target's starting kernels (kernels/tpu/<id>/naive.py), compiled into the
 * binary for `kbench init <id> --target tpu`. The assembler's .incbin reads each at build time
 * (KB_ROOT is the repository; the Makefile lists them as prerequisites of this object). */
#include <string.h>

#include "tpu.h"

#define KB_TPU_FILE(sym, path)                                                                 \
    __asm__(".section .rodata\n.global " #sym "\n.type " #sym ", @object\n.balign 16\n" #sym   \
            ":\n.incbin \"" path "\"\n.byte 0\n.previous\n");                                 \
    extern const char sym[];

KB_TPU_FILE(kb_tpu_naive_p08, KB_ROOT "/kernels/tpu/p08_gemm/naive.py")
KB_TPU_FILE(kb_tpu_naive_k41, KB_ROOT "/kernels/tpu/k41_gemm_add_relu/naive.py")
KB_TPU_FILE(kb_tpu_naive_p12, KB_ROOT "/kernels/tpu/p12_rmsnorm/naive.py")
KB_TPU_FILE(kb_tpu_naive_p01, KB_ROOT "/kernels/tpu/p01_flash_attention/naive.py")

static const struct {
    const char *id, *source;
} starters[] = {
    {"p01_flash_attention", kb_tpu_naive_p01},
    {"p08_gemm", kb_tpu_naive_p08},
    {"p12_rmsnorm", kb_tpu_naive_p12},
    {"k41_gemm_add_relu", kb_tpu_naive_k41},
};

const char *kb_tpu_starter(const kb_workload *w)
{
    for (size_t i = 0; i < KB_ARRAY_LEN(starters); i++)
        if (!strcmp(starters[i].id, w->id)) return starters[i].source;
    return NULL;
}

void kb_tpu_starter_ids(char *buf, size_t cap)
{
    size_t pos = 0;
    buf[0] = 0;
    for (size_t i = 0; i < KB_ARRAY_LEN(starters) && pos < cap; i++)
        pos += (size_t)snprintf(buf + pos, cap - pos, "%s%s", i ? ", " : "", starters[i].id);
}
