/* kb1/kb1.h: what every KernelBench level-1 family (src/suite/kb1/<family>.c) says the same
 * way about each of its rows: the id kb1_<3-digit number>_<name>, the KernelBench form
 * L1-<number> (kb_workload.jaxbench holds a workload's form in the suite it comes from), the
 * title from KernelBench's file name, and the family's own functions. */
#ifndef KB_KB1_H
#define KB_KB1_H

#include <stdlib.h>
#include "../workload.h"

/* The designated initialisers a KernelBench family's KB_ROW starts its kb_workload with, at
 * level 1 or 2 (kb2/kb2.h): the id kb<level>_<num3>_<name>, the form L<level>-<num>, the
 * family's flops, reference and lib_run (KB_LEVEL_ROW_BASE); then the family's lib_init and
 * lib_fini (KB_LEVEL_ROW_COMMON, KB1_ROW_COMMON), or the shared kb1_plain_init and
 * kb1_plain_fini below (KB1_ROW_PLAIN). */
#define KB_LEVEL_ROW_BASE(level, num3, num, nm, file, fam)                               \
    .id = "kb" #level "_" #num3 "_" #nm, .jaxbench = "L" #level "-" #num, .family = fam, \
    .title = "KernelBench " file, .model = "KernelBench level " #level, .flops = flops,  \
    .reference = reference, .lib_run = lib_run
#define KB_LEVEL_ROW_COMMON(level, num3, num, nm, file, fam) \
    KB_LEVEL_ROW_BASE(level, num3, num, nm, file, fam), .lib_init = lib_init, .lib_fini = lib_fini
#define KB1_ROW_COMMON(num3, num, nm, file, fam) KB_LEVEL_ROW_COMMON(1, num3, num, nm, file, fam)
#define KB1_ROW_PLAIN(num3, num, nm, file, fam) \
    KB_LEVEL_ROW_BASE(1, num3, num, nm, file, fam), .lib_init = kb1_plain_init, .lib_fini = kb1_plain_fini

/* PyTorch's default initialisation of a convolution's weights (kb1/conv.c), a `generate` for
 * KB_INIT_CUSTOM inputs: U(-b, b), b = 1/sqrt(fan_in), fan_in the tensor's elements per entry of
 * its first axis ((C/G) prod k for [F][C/G][k...], (F/G) prod k for a transposed [C][F/G][k...]);
 * a one-axis tensor (a bias) takes the bound of the input before it (its weights). */
void kb1_conv_generate(const kb_problem *p, int input, uint64_t seed, void *dst);

/* A parenthesised list of a .def column, (a, b, c), as the bare a, b, c (presets, tolerances). */
#define KB1_LIST(...) __VA_ARGS__

/* The row of a family's table that workload w is: w's index in the family's array. */
#define KB1_ROW_OF(rows, fam_array, w) (&(rows)[(w) - (fam_array)])

/* The lib_init and lib_fini of a family whose baseline is a plain pass that needs nothing
 * planned: the state is a copy of the problem (its sizes, storage type, row and threads, at
 * least 1), which lib_run reads. */
static inline void *kb1_plain_init(const kb_problem *p, kb_err *err)
{
    (void)err;
    kb_problem *s = kb_xcalloc(1, sizeof *s);
    *s = *p;
    s->threads = p->threads > 0 ? p->threads : 1;
    return s;
}

static inline void kb1_plain_fini(void *state) { free(state); }

#endif
