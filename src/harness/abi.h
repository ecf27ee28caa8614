/* abi.h: the candidate ABI of a problem, as text: the prototype a candidate must define, the
 * macros it is compiled with, and the trampoline that adapts it to the runner's entry point. */
#ifndef KB_ABI_H
#define KB_ABI_H

#include <stddef.h>
#include "../suite/workload.h"

/* void kernel(const kb_bf16 *restrict a /+ [M][K] +/, ...); `concrete` writes kb_bf16/float,
 * otherwise kb_t (what the shipped candidates use to serve both dtypes). */
void kb_abi_prototype(const kb_problem *p, int concrete, char *buf, size_t cap);
/* "-DKB_M=1024 -DKB_K=2048 ... -DKB_THREADS=2 [-DKB_DTYPE_F32]" */
void kb_abi_macros(const kb_problem *p, char *buf, size_t cap);
/* The trampoline appended to a candidate's source. */
void kb_abi_trampoline(const kb_problem *p, char *buf, size_t cap);

#endif
