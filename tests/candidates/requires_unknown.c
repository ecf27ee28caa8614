/* requires_unknown: a p08_gemm whose KB_REQUIRES names a feature kbench does not know (a typo of
 * amx_bf16). Verdict: compile_error, naming kb_requires_amx_bf61 (the body never runs); `kbench
 * eval` also prints the parser's message with the known names. */
#include "kbench.h"

KB_REQUIRES(bf16, f32, amx_bf61);

void kernel(const kb_t *restrict a, const kb_t *restrict b, kb_t *restrict c) { (void)a, (void)b, (void)c; }
