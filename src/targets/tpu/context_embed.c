/* context_embed.c: the tpu target's context files (context/tpu/) and its examples, compiled into
 * the binary (core/incbin.h); the target's context_file and context_examples slots (target.h). */
#include "tpu.h"

#include "../../core/incbin.h"

KB_INCBIN(kb_ctx_tpu_hardware, KB_ROOT "/context/tpu/hardware.md")
KB_INCBIN(kb_ctx_tpu_rules, KB_ROOT "/context/tpu/rules.md")
KB_INCBIN(kb_ctx_tpu_menu, KB_ROOT "/context/tpu/menu.md")
KB_INCBIN(kb_ctx_tpu_api, KB_ROOT "/context/tpu/api.md")
KB_INCBIN(kb_ctx_tpu_ex_p12, KB_ROOT "/kernels/tpu/p12_rmsnorm/kernel.py")
KB_INCBIN(kb_ctx_tpu_ex_p08, KB_ROOT "/kernels/tpu/p08_gemm/kernel.py")
KB_INCBIN(kb_ctx_tpu_ex_k41, KB_ROOT "/kernels/tpu/k41_gemm_add_relu/kernel.py")
KB_INCBIN(kb_ctx_tpu_ex_p01, KB_ROOT "/kernels/tpu/p01_flash_attention/kernel.py")
KB_INCBIN(kb_ctx_tpu_ex_p06, KB_ROOT "/kernels/tpu/p06_paged_attention/kernel.py")

static const kb_embedded_file files[] = {
    {"hardware.md", kb_ctx_tpu_hardware},
    {"rules.md", kb_ctx_tpu_rules},
    {"menu.md", kb_ctx_tpu_menu},
    {"api.md", kb_ctx_tpu_api},
};

/* The examples are the shipped tuned kernels themselves (kernels/tpu/<id>/kernel.py), annotated
 * in their docstrings, so they cannot drift from what test_tpu verifies (its shipped-kernel
 * sweep; context_examples_are_shipped_kernels checks the embedded copy is the file): an
 * elementwise-row kernel, a blocked matmul with an f32 accumulator, the same with a fused
 * epilogue, flash attention (online softmax, masked blocks skipped), and paged attention (index
 * tensors scalar-prefetched into SMEM and read by the index maps). */
static const kb_context_example examples[] = {
    {"p12_rmsnorm", "kernels/tpu/p12_rmsnorm/kernel.py", false, kb_ctx_tpu_ex_p12, false},
    {"p08_gemm", "kernels/tpu/p08_gemm/kernel.py", false, kb_ctx_tpu_ex_p08, false},
    {"k41_gemm_add_relu", "kernels/tpu/k41_gemm_add_relu/kernel.py", false, kb_ctx_tpu_ex_k41, false},
    {"p01_flash_attention", "kernels/tpu/p01_flash_attention/kernel.py", false, kb_ctx_tpu_ex_p01, false},
    {"p06_paged_attention", "kernels/tpu/p06_paged_attention/kernel.py", false, kb_ctx_tpu_ex_p06, false},
};

const char *kb_tpu_context_file(const char *name)
{
    return kb_embedded_find(files, KB_ARRAY_LEN(files), name);
}

const kb_context_example *kb_tpu_context_examples(int *n)
{
    *n = (int)KB_ARRAY_LEN(examples);
    return examples;
}
