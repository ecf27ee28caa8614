/* abi.c: prototype, macros and trampoline text for the candidate ABI (design section 3). */
#include "abi.h"

#include <stdio.h>
#include <string.h>

static void shape_comment(const kb_tensor_spec *t, char *buf, size_t cap)
{
    size_t pos = 0;
    buf[0] = 0;
    for (int d = 0; d < KB_MAX_DIMS && t->dims[d] && pos < cap; d++)
        pos += (size_t)snprintf(buf + pos, cap - pos, "[%s]", t->dims[d]);
}

static const char *type_of(const kb_problem *p, const kb_tensor_spec *t, int concrete)
{
    if (t->kind == KB_KIND_INT32) return "int32_t";
    if (!concrete) return "kb_t";
    return p->dtype == KB_DTYPE_F32 ? "float" : "kb_bf16";
}

void kb_abi_prototype(const kb_problem *p, int concrete, char *buf, size_t cap)
{
    size_t pos = (size_t)snprintf(buf, cap, "void kernel(");
    int ni = kb_problem_n_inputs(p), no = kb_problem_n_outputs(p);
    for (int k = 0; k < ni + no && pos < cap; k++) {
        const kb_tensor_spec *t = k < ni ? &p->w->inputs[k] : &p->w->outputs[k - ni];
        char shape[96];
        shape_comment(t, shape, sizeof shape);
        pos +=
            (size_t)snprintf(buf + pos, cap - pos, "%s%s%s *restrict %s /* %s */", k ? ",\n            " : "",
                             k < ni ? "const " : "", type_of(p, t, concrete), t->name, shape);
    }
    if (pos < cap) snprintf(buf + pos, cap - pos, ");");
}

void kb_abi_macros(const kb_problem *p, char *buf, size_t cap)
{
    size_t pos = 0;
    buf[0] = 0;
    for (int i = 0; i < KB_MAX_PARAMS && p->w->params[i] && pos < cap; i++)
        pos += (size_t)snprintf(buf + pos, cap - pos, "-DKB_%s=%lld ", p->w->params[i], (long long)p->p[i]);
    for (int i = 0; i < KB_MAX_SCALARS && p->w->scalars[i].name && pos < cap; i++) {
        /* a float literal: 2 must become 2.0f, not the invalid 2f */
        char num[40];
        snprintf(num, sizeof num, "%.9g", p->w->scalars[i].value);
        const char *dot = strpbrk(num, ".eE") ? "" : ".0";
        pos += (size_t)snprintf(buf + pos, cap - pos, "-DKB_%s=%s%sf ", p->w->scalars[i].name, num, dot);
    }
    if (pos < cap) pos += (size_t)snprintf(buf + pos, cap - pos, "-DKB_THREADS=%d", p->threads);
    if (p->dtype == KB_DTYPE_F32 && pos < cap) snprintf(buf + pos, cap - pos, " -DKB_DTYPE_F32");
}

void kb_abi_trampoline(const kb_problem *p, char *buf, size_t cap)
{
    char proto[2048];
    kb_abi_prototype(p, 1, proto, sizeof proto);
    size_t pos = (size_t)snprintf(
        buf, cap,
        "\n#line 1 \"<kbench trampoline>\"\n"
        "/* The prototype below is the ABI; a conflict with the candidate's is an abi_error. */\n"
        "%s\n"
        "void kb_entry(const void *const *in, void *const *out);\n"
        "void kb_entry(const void *const *in, void *const *out)\n{\n    kernel(",
        proto);
    int ni = kb_problem_n_inputs(p), no = kb_problem_n_outputs(p);
    for (int k = 0; k < ni + no && pos < cap; k++)
        pos += (size_t)snprintf(buf + pos, cap - pos, "%s%s[%d]", k ? ", " : "", k < ni ? "in" : "out",
                                k < ni ? k : k - ni);
    if (pos < cap) snprintf(buf + pos, cap - pos, ");\n}\n");
}
