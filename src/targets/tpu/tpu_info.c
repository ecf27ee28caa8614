/* tpu_info.c: a workload as a tpu candidate's author sees it (`kbench show <id> --target tpu`,
 * and the task in an agent's prompt): the Python signature, the shapes at the verification
 * preset and at tpu-v6e, the constants kbench defines, tolerances, work, and the C reference
 * that is the specification. */
#include <stdlib.h>
#include <string.h>

#include "../../agent/context.h"
#include "../../harness/spec.h"
#include "tpu.h"

static void tensor_type(const kb_problem *p, const kb_tensor_spec *t, char *buf, size_t cap)
{
    int64_t dims[KB_MAX_DIMS];
    int nd = kb_problem_dims(p, t, dims);
    size_t pos =
        (size_t)snprintf(buf, cap, "%s[", t->kind == KB_KIND_INT32 ? "int32" : kb_dtype_name(p->dtype));
    for (int d = 0; d < nd && pos < cap; d++)
        pos += (size_t)snprintf(buf + pos, cap - pos, "%s%lld", d ? "," : "", (long long)dims[d]);
    if (pos < cap) snprintf(buf + pos, cap - pos, "]");
}

/* "bf16[R,E]": the type with the dims as the spec names them. */
static void symbolic_type(const kb_problem *p, const kb_tensor_spec *t, char *buf, size_t cap)
{
    size_t pos =
        (size_t)snprintf(buf, cap, "%s[", t->kind == KB_KIND_INT32 ? "int32" : kb_dtype_name(p->dtype));
    for (int d = 0; d < KB_MAX_DIMS && t->dims[d] && pos < cap; d++)
        pos += (size_t)snprintf(buf + pos, cap - pos, "%s%s", d ? "," : "", t->dims[d]);
    if (pos < cap) snprintf(buf + pos, cap - pos, "]");
}

static void shapes_line(FILE *f, const kb_problem *p, const char *what)
{
    const kb_workload *w = p->w;
    fprintf(f, "  %-9s (%s):", p->preset->name, what);
    for (int i = 0; i < KB_MAX_PARAMS && w->params[i]; i++)
        fprintf(f, " %s=%lld", w->params[i], (long long)p->p[i]);
    fprintf(f, "\n   ");
    char ty[128];
    for (int i = 0; i < kb_problem_n_inputs(p); i++) {
        tensor_type(p, &w->inputs[i], ty, sizeof ty);
        fprintf(f, " %s %s", w->inputs[i].name, ty);
    }
    fprintf(f, " ->");
    for (int i = 0; i < kb_problem_n_outputs(p); i++) {
        tensor_type(p, &w->outputs[i], ty, sizeof ty);
        fprintf(f, " %s %s", w->outputs[i].name, ty);
    }
    fprintf(f, "\n");
}

static void spec_write(FILE *f, const kb_workload *w, kb_dtype dtype, bool rules)
{
    kb_problem vp, tp;
    kb_err err;
    bool have_v = kb_problem_init(&vp, w, kb_tpu_verify_preset(w), dtype, 1, &err) == 0;
    bool have_t = kb_problem_init(&tp, w, KB_TPU_TIME_PRESET, dtype, 1, &err) == 0;
    const kb_problem *p = have_v ? &vp : &tp;
    fprintf(f,
            "%s (JAXBench %s): %s   [target tpu: a Pallas TPU kernel in Python]\nfrom: %s\n"
            "family: %s\n\nmath:\n  ",
            w->id, w->jaxbench, w->title, w->model, w->family);
    for (const char *q = w->math; *q; q++) fputs(*q == '\n' ? "\n  " : (char[]){*q, 0}, f);
    fprintf(f,
            "\n\nsignature (inputs in spec order, in the storage dtype %s; return the outputs "
            "in it too):\n  def kernel(",
            kb_dtype_name(dtype));
    for (int i = 0; i < kb_problem_n_inputs(p); i++) fprintf(f, "%s%s", i ? ", " : "", w->inputs[i].name);
    fprintf(f, "):\n");
    char ty[128];
    for (int i = 0; i < kb_problem_n_inputs(p); i++) {
        symbolic_type(p, &w->inputs[i], ty, sizeof ty);
        fprintf(f, "      # %-8s %-16s %s\n", w->inputs[i].name, ty,
                w->inputs[i].doc ? w->inputs[i].doc : "");
    }
    fprintf(f, "      ...  # the work, in pl.pallas_call\n      return ");
    int no = kb_problem_n_outputs(p);
    for (int i = 0; i < no; i++) fprintf(f, "%s%s", i ? ", " : "", w->outputs[i].name);
    fprintf(f, "\n");
    for (int i = 0; i < no; i++) {
        symbolic_type(p, &w->outputs[i], ty, sizeof ty);
        fprintf(f, "      # %-8s %-16s %s\n", w->outputs[i].name, ty,
                w->outputs[i].doc ? w->outputs[i].doc : "");
    }
    fprintf(f, "\nshapes:\n");
    if (have_v) shapes_line(f, &vp, "verified here, in TPU interpret mode");
    if (have_t) shapes_line(f, &tp, "timed on a TPU v6e, against XLA");
    fprintf(f, "globals kbench defines before the file runs:");
    for (int i = 0; i < KB_MAX_PARAMS && w->params[i]; i++) fprintf(f, " KB_%s", w->params[i]);
    fprintf(f, " (the preset's values)");
    for (int i = 0; i < KB_MAX_SCALARS && w->scalars[i].name; i++)
        fprintf(f, "%s KB_%s=%.9g", i ? "," : ";", w->scalars[i].name, w->scalars[i].value);
    if (kb_workload_exact(w))
        fprintf(f, "\n\ntolerance: none: the output is an int32 index tensor, compared exactly\n");
    else
        fprintf(f,
                "\n\ntolerance: |got - want| <= atol + rtol*|want|;  bf16: atol %g rtol %g;  f32: atol %g "
                "rtol %g;  NaN/Inf must match\n",
                w->tol_bf16.atol, w->tol_bf16.rtol, w->tol_f32.atol, w->tol_f32.rtol);
    if (have_t) {
        double fl = kb_problem_flops(&tp), by = kb_problem_bytes(&tp);
        fprintf(f,
                "work at %s: %.4g GFLOP, %.4g MB minimum traffic; v6e roofline floor %.4g ms "
                "(918 TFLOP/s bf16, 1640 GB/s)\n",
                KB_TPU_TIME_PRESET, fl * 1e-9, by * 1e-6,
                KB_MAX(fl / KB_TPU_V6E_BF16_FLOPS, by / KB_TPU_V6E_HBM_BYTES_S) * 1e3);
    }
    if (kb_tpu_starter(w)) fprintf(f, "starting kernel: kbench init %s --target tpu\n", w->id);
    if (rules) {
        const char *r = kb_tpu_context_file("rules.md");
        fprintf(f, "\n%s", r ? r : "");
    }
    fprintf(f, "\nreference (the specification; C, inputs as f32, outputs f32):\n");
    kb_spec_write_reference(f, w->id);
}

void kb_tpu_spec_write(FILE *f, const kb_workload *w, kb_dtype dtype) { spec_write(f, w, dtype, true); }

char *kb_tpu_spec_text(const kb_workload *w, kb_dtype dtype)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    KB_ASSERT(f);
    spec_write(f, w, dtype, false);
    fclose(f);
    return buf;
}
