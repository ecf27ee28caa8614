/* kb1/kb1.h: what every KernelBench level-1 family (src/suite/kb1/<family>.c) says the same
 * way about each of its rows: the id kb1_<3-digit number>_<name>, the KernelBench form
 * L1-<number> (kb_workload.jaxbench holds a workload's form in the suite it comes from), the
 * title from KernelBench's file name, and the family's own functions. */
#ifndef KB_KB1_H
#define KB_KB1_H

#include "../workload.h"

/* The designated initialisers a family's KB_ROW starts its kb_workload with. */
#define KB1_ROW_COMMON(num3, num, nm, file, fam)                                               \
    .id = "kb1_" #num3 "_" #nm, .jaxbench = "L1-" #num, .family = fam,                        \
    .title = "KernelBench " file, .model = "KernelBench level 1", .flops = flops,              \
    .reference = reference, .lib_init = lib_init, .lib_run = lib_run, .lib_fini = lib_fini

/* PyTorch's default initialisation of a convolution's weights (kb1/conv.c), a `generate` for
 * KB_INIT_CUSTOM inputs: U(-b, b), b = 1/sqrt(fan_in), fan_in the tensor's elements per entry of
 * its first axis ((C/G) prod k for [F][C/G][k...], (F/G) prod k for a transposed [C][F/G][k...]);
 * a one-axis tensor (a bias) takes the bound of the input before it (its weights). */
void kb1_conv_generate(const kb_problem *p, int input, uint64_t seed, void *dst);

/* A parenthesised list of a .def column, (a, b, c), as the bare a, b, c (presets, tolerances). */
#define KB1_LIST(...) __VA_ARGS__

/* The row of a family's table that workload w is: w's index in the family's array. */
#define KB1_ROW_OF(rows, fam_array, w) (&(rows)[(w) - (fam_array)])

#endif
