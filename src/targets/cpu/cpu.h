/* cpu.h: what the cpu target's files (target.c, context_embed.c) share. Only this directory
 * includes it; the core reaches the target through its table (target.h). */
#ifndef KB_TARGET_CPU_H
#define KB_TARGET_CPU_H

#include <stdio.h>

#include "../../agent/context.h"
#include "../../suite/workload.h"
#include "../target.h"

/* The context_file and context_examples slots: context/cpu/, embedded. */
const char *kb_cpu_context_file(const char *name);
const kb_context_example *kb_cpu_context_examples(int *n);

/* The native slot (native.c): compiler, screen, kbench-runner, oneDNN and XLA. */
extern const kb_native_ops kb_cpu_native;

/* The task_write slot (task.c): the workload in a C kernel's own terms. */
void kb_cpu_task_write(FILE *f, const kb_problem *p);

#endif
