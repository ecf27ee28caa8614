/* context_embed.c: the cpu target's hand-written context files (context/cpu/) and annotated
 * examples, compiled into the binary (core/incbin.h) so that an agent run has them wherever
 * kbench is started from; the target's context_file and context_examples slots (target.h). */
#include "cpu.h"

#include "../../core/incbin.h"

KB_INCBIN(kb_ctx_cpu_hardware, KB_ROOT "/context/cpu/hardware.md")
KB_INCBIN(kb_ctx_cpu_rules, KB_ROOT "/context/cpu/rules.md")
KB_INCBIN(kb_ctx_cpu_menu, KB_ROOT "/context/cpu/menu.md")
KB_INCBIN(kb_ctx_cpu_ex_p12, KB_ROOT "/context/cpu/examples/p12_rmsnorm.c")
KB_INCBIN(kb_ctx_cpu_ex_p08, KB_ROOT "/context/cpu/examples/p08_gemm.c")
KB_INCBIN(kb_ctx_cpu_ex_k41, KB_ROOT "/context/cpu/examples/k41_gemm_add_relu.c")
KB_INCBIN(kb_ctx_cpu_sx_kb1_002,
          KB_ROOT "/context/cpu/examples/short/kb1_002_standard_matrix_multiplication.c")
KB_INCBIN(kb_ctx_cpu_sx_kb1_023, KB_ROOT "/context/cpu/examples/short/kb1_023_softmax.c")
KB_INCBIN(kb_ctx_cpu_sx_kb1_040, KB_ROOT "/context/cpu/examples/short/kb1_040_layernorm.c")

static const kb_embedded_file files[] = {
    {"hardware.md", kb_ctx_cpu_hardware},
    {"rules.md", kb_ctx_cpu_rules},
    {"menu.md", kb_ctx_cpu_menu},
};

/* Simplest first: the order in which a prompt shows them. needs_amx: the example configures AMX
 * tiles (test_context checks this against each source). */
static const kb_context_example examples[] = {
    {"p12_rmsnorm", "context/cpu/examples/p12_rmsnorm.c", false, kb_ctx_cpu_ex_p12, false},
    {"p08_gemm", "context/cpu/examples/p08_gemm.c", false, kb_ctx_cpu_ex_p08, false},
    {"k41_gemm_add_relu", "context/cpu/examples/k41_gemm_add_relu.c", true, kb_ctx_cpu_ex_k41, false},
    /* short ones for compact prompts (prompt.c picks one of the workload's family or kind) */
    {"kb1_002_standard_matrix_multiplication",
     "context/cpu/examples/short/kb1_002_standard_matrix_multiplication.c", false, kb_ctx_cpu_sx_kb1_002,
     true},
    {"kb1_023_softmax", "context/cpu/examples/short/kb1_023_softmax.c", false, kb_ctx_cpu_sx_kb1_023, true},
    {"kb1_040_layernorm", "context/cpu/examples/short/kb1_040_layernorm.c", false, kb_ctx_cpu_sx_kb1_040,
     true},
};

const char *kb_cpu_context_file(const char *name)
{
    return kb_embedded_find(files, KB_ARRAY_LEN(files), name);
}

const kb_context_example *kb_cpu_context_examples(int *n)
{
    *n = (int)KB_ARRAY_LEN(examples);
    return examples;
}
