/* cpu.h: what the cpu target's files (target.c, context_embed.c) share. Only this directory
 * includes it; the core reaches the target through its table (target.h). */
#ifndef KB_TARGET_CPU_H
#define KB_TARGET_CPU_H

#include "../../agent/context.h"

/* The context_file and context_examples slots: context/cpu/, embedded. */
const char *kb_cpu_context_file(const char *name);
const kb_context_example *kb_cpu_context_examples(int *n);

#endif
