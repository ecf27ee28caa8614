/* context_embed.c: the hand-written context files compiled into the binary, so that an agent
 * run has them wherever kbench is started from. The assembler's .incbin reads each file at
 * build time (KB_ROOT is the repository; the Makefile lists these files as prerequisites of
 * this object, since no #include names them). The screen's allow-list source is embedded too:
 * the rules list the allowed symbols from that very source. */
#include <string.h>

#include "context.h"
#include "../targets/target.h"

/* sym: a NUL-terminated copy of the file at path, in .rodata. */
#define KB_CTX_FILE(sym, path)                                                                 \
    __asm__(".section .rodata\n.global " #sym "\n.type " #sym ", @object\n.balign 16\n" #sym   \
            ":\n.incbin \"" path "\"\n.byte 0\n.previous\n");                                 \
    extern const char sym[];

KB_CTX_FILE(kb_ctx_cpu_hardware, KB_ROOT "/context/cpu/hardware.md")
KB_CTX_FILE(kb_ctx_cpu_rules, KB_ROOT "/context/cpu/rules.md")
KB_CTX_FILE(kb_ctx_cpu_menu, KB_ROOT "/context/cpu/menu.md")
KB_CTX_FILE(kb_ctx_cpu_ex_p12, KB_ROOT "/context/cpu/examples/p12_rmsnorm.c")
KB_CTX_FILE(kb_ctx_cpu_ex_p08, KB_ROOT "/context/cpu/examples/p08_gemm.c")
KB_CTX_FILE(kb_ctx_cpu_ex_k41, KB_ROOT "/context/cpu/examples/k41_gemm_add_relu.c")
KB_CTX_FILE(kb_ctx_screen_symbols, KB_ROOT "/src/harness/screen_symbols.c")
/* the tpu target: context/tpu, and the shipped Pallas kernels as its examples */
KB_CTX_FILE(kb_ctx_tpu_hardware, KB_ROOT "/context/tpu/hardware.md")
KB_CTX_FILE(kb_ctx_tpu_rules, KB_ROOT "/context/tpu/rules.md")
KB_CTX_FILE(kb_ctx_tpu_menu, KB_ROOT "/context/tpu/menu.md")
KB_CTX_FILE(kb_ctx_tpu_api, KB_ROOT "/context/tpu/api.md")
KB_CTX_FILE(kb_ctx_tpu_ex_p12, KB_ROOT "/kernels/tpu/p12_rmsnorm/kernel.py")
KB_CTX_FILE(kb_ctx_tpu_ex_p08, KB_ROOT "/kernels/tpu/p08_gemm/kernel.py")
KB_CTX_FILE(kb_ctx_tpu_ex_k41, KB_ROOT "/kernels/tpu/k41_gemm_add_relu/kernel.py")
KB_CTX_FILE(kb_ctx_tpu_ex_p01, KB_ROOT "/kernels/tpu/p01_flash_attention/kernel.py")

static const struct {
    const char *target, *name, *text;
} files[] = {
    {"cpu", "hardware.md", kb_ctx_cpu_hardware},
    {"cpu", "rules.md", kb_ctx_cpu_rules},
    {"cpu", "menu.md", kb_ctx_cpu_menu},
    {"", "screen_symbols.c", kb_ctx_screen_symbols},
    {"tpu", "hardware.md", kb_ctx_tpu_hardware},
    {"tpu", "rules.md", kb_ctx_tpu_rules},
    {"tpu", "menu.md", kb_ctx_tpu_menu},
    {"tpu", "api.md", kb_ctx_tpu_api},
};

/* Simplest first: the order in which a prompt shows them. needs_amx: the example configures AMX
 * tiles (test_context checks this against each source). */
static const kb_context_example examples[] = {
    {"p12_rmsnorm", "context/cpu/examples/p12_rmsnorm.c", false, kb_ctx_cpu_ex_p12},
    {"p08_gemm", "context/cpu/examples/p08_gemm.c", false, kb_ctx_cpu_ex_p08},
    {"k41_gemm_add_relu", "context/cpu/examples/k41_gemm_add_relu.c", true, kb_ctx_cpu_ex_k41},
};

/* The tpu target's examples are the shipped tuned kernels themselves (kernels/tpu/<id>/
 * kernel.py), annotated in their docstrings; test_tpu verifies each. */
static const kb_context_example tpu_examples[] = {
    {"p12_rmsnorm", "kernels/tpu/p12_rmsnorm/kernel.py", false, kb_ctx_tpu_ex_p12},
    {"p08_gemm", "kernels/tpu/p08_gemm/kernel.py", false, kb_ctx_tpu_ex_p08},
    {"k41_gemm_add_relu", "kernels/tpu/k41_gemm_add_relu/kernel.py", false, kb_ctx_tpu_ex_k41},
    {"p01_flash_attention", "kernels/tpu/p01_flash_attention/kernel.py", false, kb_ctx_tpu_ex_p01},
};

/* A target that embeds its own files (its context_file and context_examples slots) answers
 * for them; the others' are these tables. */
const char *kb_context_file(const char *target, const char *name)
{
    const kb_target *t = kb_target_find(target);
    if (t && t->context_file) return t->context_file(name);
    for (size_t i = 0; i < KB_ARRAY_LEN(files); i++)
        if (!strcmp(files[i].target, target) && !strcmp(files[i].name, name)) return files[i].text;
    return NULL;
}

/* Each target's examples, keyed like files[] by the directory context/<target>/. */
static const struct {
    const char *target;
    const kb_context_example *ex;
    int n;
} example_sets[] = {
    {"cpu", examples, (int)KB_ARRAY_LEN(examples)},
    {"tpu", tpu_examples, (int)KB_ARRAY_LEN(tpu_examples)},
};

const kb_context_example *kb_context_examples(const char *target, int *n)
{
    *n = 0;
    const kb_target *t = kb_target_find(target);
    if (t && t->context_examples) return t->context_examples(n);
    for (size_t i = 0; i < KB_ARRAY_LEN(example_sets); i++)
        if (!strcmp(example_sets[i].target, target)) {
            *n = example_sets[i].n;
            return example_sets[i].ex;
        }
    return NULL;
}
