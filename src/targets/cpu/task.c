/* task.c: the cpu target's task_write slot: a workload as the author of a C kernel needs it, in
 * the kernel's own terms. The math, the exact prototype in the spelling the shipped kernels use
 * (kb_t), the macros with their values, how elements convert, the tolerance, and how the file is
 * compiled. Never the reference: it is written against kbench's internals (kb_problem, p->p[],
 * in[0]), and models copied those into kernels that could not compile (docs/local-llm-experiment.md). */
#include <string.h>

#include "../../harness/abi.h"
#include "compile.h"
#include "cpu.h"

/* "KB_R=64, KB_E=1024, KB_EPS=1e-05f, KB_THREADS=2" from the "-DKB_R=64 ..." flags. */
static void macro_list(FILE *f, const char *flags)
{
    int n = 0;
    for (const char *s = flags; (s = strstr(s, "-D"));) {
        s += 2;
        size_t len = strcspn(s, " ");
        if (strncmp(s, "KB_DTYPE_", 9)) fprintf(f, "%s%.*s", n++ ? ", " : "", (int)len, s);
        s += len;
    }
}

void kb_cpu_task_write(FILE *f, const kb_problem *p)
{
    const kb_workload *w = p->w;
    char proto[4096], macros[1024];
    kb_abi_prototype(p, 0, proto, sizeof proto);
    kb_abi_macros(p, macros, sizeof macros);
    fprintf(f, "Workload %s: %s (family %s).\n\nMath:\n  ", w->id, w->title, w->family);
    for (const char *q = w->math; *q; q++) fputs(*q == '\n' ? "\n  " : (char[]){*q, 0}, f);
    fprintf(f, "\n\nThe kernel, one C file:\n  #include \"kbench.h\"\n  ");
    for (const char *q = proto; *q; q++) fputs(*q == '\n' ? "\n  " : (char[]){*q, 0}, f);
    fprintf(f, "\n\n- Tensors (inputs, then outputs): ");
    int ni = kb_problem_n_inputs(p), no = kb_problem_n_outputs(p);
    for (int k = 0; k < ni + no; k++) {
        const kb_tensor_spec *t = k < ni ? &w->inputs[k] : &w->outputs[k - ni];
        fprintf(f, "%s%s%s%s", k ? "; " : "", t->name, t->doc ? ": " : "", t->doc ? t->doc : "");
    }
    fprintf(f, ". Dense, row-major, 64-byte aligned.\n- Sizes and constants are compile-time macros: ");
    macro_list(f, macros);
    fprintf(f, " (KB_THREADS: the threads to use).\n");
    if (p->dtype == KB_DTYPE_F32)
        fprintf(f, "- kb_t is the element type, here float (kb_ld and kb_st convert nothing).\n");
    else
        fprintf(
            f, "- kb_t is the element type, here kb_bf16: a bfloat16 in a struct, not a number. Convert each "
               "element: `float v = kb_ld(x[i]);` reads one, `out[i] = kb_st(v);` writes one. Compute in "
               "float.\n");
    const kb_tol *t = p->dtype == KB_DTYPE_F32 ? &w->tol_f32 : &w->tol_bf16;
    if (kb_workload_exact(w))
        fprintf(f, "- Correct: the int32 output equals the reference's exactly, on secret inputs.\n");
    else
        fprintf(f,
                "- Correct: every output element within %g + %g*|want| of an exact reference, and the "
                "normalised squared error at most %g, on secret inputs. Write every output element.\n",
                t->atol, t->rtol, t->nmse);
    fprintf(f,
            "- Compiled alone with cc %s: OpenMP and the x86 intrinsics of <immintrin.h> are there; no "
            "other library, no I/O.\n",
            KB_CPU_CFLAGS);
}
