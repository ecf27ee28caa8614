/* spec.c: a problem as a candidate's author sees it (`kbench show`, and the task in an agent's
 * prompt): math, the exact prototype and macros, inputs and outputs, presets, tolerances, work,
 * the baseline, and the reference source that is the specification, followed by the body of
 * every reference-library helper it calls. */
#include "spec.h"

#include <stdlib.h>
#include <string.h>

#include "../core/util.h"
#include "../suite/embed/embed.h"
#include "abi.h"

/* The reference library's text between the markers "kb:ref begin NAME" and "kb:ref end" (each
 * a comment line of its own), into *len, and its file; NULL if no embedded file marks NAME. */
static const char *ref_helper_body(const char *name, size_t *len, const char **file)
{
    char begin[160];
    snprintf(begin, sizeof begin, "/* kb:ref begin %s */\n", name);
    for (size_t i = 0; i < kb_embed_ref_count(); i++) {
        const char *b = strstr(kb_embed_ref_text(i), begin);
        const char *e = b ? strstr(b, "/* kb:ref end */") : NULL;
        if (!e) continue;
        b += strlen(begin);
        *len = (size_t)(e - b);
        *file = kb_embed_ref_name(i);
        return b;
    }
    return NULL;
}

static bool ident_char(char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

enum { MAX_REF_HELPERS = 64 };

/* Appends to names[*n] every kb_ref_* identifier in text[0..len) not in it yet. */
static void collect_ref_names(const char *text, size_t len, char names[][64], int *n)
{
    const char *end = text + len;
    for (const char *q = text; (q = memmem(q, (size_t)(end - q), "kb_ref_", 7)); q++) {
        if (q > text && ident_char(q[-1])) continue;
        size_t l = 0;
        while (q + l < end && ident_char(q[l])) l++;
        if (l >= 64) continue;
        bool seen = false;
        for (int i = 0; i < *n && !seen; i++) seen = strlen(names[i]) == l && !memcmp(names[i], q, l);
        if (seen) continue;
        KB_ASSERT(*n < MAX_REF_HELPERS);
        memcpy(names[*n], q, l);
        names[(*n)++][l] = 0;
    }
}

void kb_spec_write_reference(FILE *f, const char *id)
{
    const char *src = kb_embed_source(id);
    const char *b = src ? strstr(src, "/* kb:reference begin */") : NULL;
    const char *e = b ? strstr(b, "/* kb:reference end */") : NULL;
    if (!b || !e) {
        fprintf(f, "  (reference source not available)\n");
        return;
    }
    b = strchr(b, '\n') + 1;
    fwrite(b, 1, (size_t)(e - b), f);
    /* Then every reference-library function it calls, and those they call, each once, in the
     * order first named: the specification is the code, so none of it may stay hidden. */
    char names[MAX_REF_HELPERS][64];
    int n = 0;
    collect_ref_names(b, (size_t)(e - b), names, &n);
    if (n) fprintf(f, "\nthe reference library functions it calls (src/suite/ref/):\n");
    for (int i = 0; i < n; i++) {
        size_t len = 0;
        const char *file = NULL;
        const char *body = ref_helper_body(names[i], &len, &file);
        if (!body) {
            fprintf(f, "\n/* %s: source not available */\n", names[i]);
            continue;
        }
        fprintf(f, "\n/* ---- %s (src/suite/ref/%s) ---- */\n", names[i], file);
        fwrite(body, 1, len, f);
        collect_ref_names(body, len, names, &n);
    }
}

/* text as lines of at most `width` columns, every line after the first indented by `indent`
 * (the first continues the caller's label). */
static void wrap(FILE *f, const char *text, int indent, int width)
{
    int col = indent + 11; /* after "semantics: " */
    for (const char *q = text; *q;) {
        while (*q == ' ') q++;
        const char *e = q;
        while (*e && *e != ' ') e++;
        const int n = (int)(e - q);
        if (col > indent && col + 1 + n > width) {
            fprintf(f, "\n%*s", indent, "");
            col = indent;
        } else if (q != text) {
            fputc(' ', f);
            col++;
        }
        fwrite(q, 1, (size_t)n, f);
        col += n;
        q = e;
    }
    fputc('\n', f);
}

void kb_spec_write(FILE *f, const kb_problem *p)
{
    const kb_workload *w = p->w;
    char proto[4096], macros[1024];
    kb_abi_prototype(p, 1, proto, sizeof proto);
    kb_abi_macros(p, macros, sizeof macros);
    /* a KernelBench workload (kb1_..., kb2_...) carries its KernelBench form, L1-19 */
    fprintf(f, "%s (%s %s): %s\nfrom: %s\nfamily: %s\n\nmath:\n  ", w->id,
            strncmp(w->id, "kb", 2) ? "JAXBench" : "KernelBench", w->jaxbench, w->title, w->model, w->family);
    for (const char *q = w->math; *q; q++) fputs(*q == '\n' ? "\n  " : (char[]){*q, 0}, f);
    fprintf(f, "\n\n");
    fprintf(f, "prototype (preset %s, %s):\n  #include \"kbench.h\"\n  ", p->preset->name,
            kb_dtype_name(p->dtype));
    for (const char *q = proto; *q; q++) fputs(*q == '\n' ? "\n  " : (char[]){*q, 0}, f);
    fprintf(f, "\n\n");
    fprintf(f, "inputs:\n");
    for (int i = 0; i < kb_problem_n_inputs(p); i++)
        fprintf(f, "  %-8s %s\n", w->inputs[i].name, w->inputs[i].doc ? w->inputs[i].doc : "");
    fprintf(f, "outputs:\n");
    for (int i = 0; i < kb_problem_n_outputs(p); i++)
        fprintf(f, "  %-8s %s\n", w->outputs[i].name, w->outputs[i].doc ? w->outputs[i].doc : "");
    fprintf(f, "\nmacros: %s\n", macros);
    fprintf(f, "compiled with: cc -std=c17 -O3 -march=native -fopenmp -fPIC (OpenMP and pthreads "
               "allowed; no BLAS/oneDNN, no I/O)\n");
    fprintf(f, "\npresets:");
    for (int k = 0; k < KB_MAX_PRESETS && w->presets[k].name; k++) {
        fprintf(f, "\n  %-8s", w->presets[k].name);
        for (int i = 0; i < KB_MAX_PARAMS && w->params[i]; i++)
            fprintf(f, " %s=%lld", w->params[i], (long long)w->presets[k].v[i]);
    }
    fprintf(f, "\n\nsemantics: ");
    wrap(f, kb_compare_semantics, 2, 96);
    if (kb_workload_exact(w))
        fprintf(f, "\ntolerance: none: the output is an int32 index tensor, compared exactly (any index "
                   "that differs\n  from the reference's is wrong)\n");
    else
        fprintf(f,
                "\ntolerance: every element |got - want| <= atol + rtol*|want|, and the whole output's "
                "NMSE <= bound;\n  bf16: atol %g rtol %g NMSE %g;  f32: atol %g rtol %g NMSE %g;  NaN/Inf "
                "must match\n",
                w->tol_bf16.atol, w->tol_bf16.rtol, w->tol_bf16.nmse, w->tol_f32.atol, w->tol_f32.rtol,
                w->tol_f32.nmse);
    fprintf(f,
            "bf16 intermediates (a GEMM's or convolution's output, attention scores or a norm's "
            "output rounded\n  to bf16 before the rest): %s\n",
            kb_staged_describe(w->bf16_intermediates));
    kb_spec_write_hard(f, w);
    fprintf(f, "work: %.4g GFLOP, %.4g MB minimum traffic at this preset\n", kb_problem_flops(p) * 1e-9,
            kb_problem_bytes(p) * 1e-6);
    fprintf(f, "lib baseline: %s\n\nreference (the specification; inputs as f32, outputs %s):\n", w->lib_doc,
            kb_workload_exact(w) ? "int32 indices" : "f32");
    kb_spec_write_reference(f, w->id);
}

void kb_spec_write_hard(FILE *f, const kb_workload *w)
{
    fprintf(f,
            "hard inputs (the last verification set and a quarter of the timed sweeps, audited or not): %s (",
            kb_workload_hard(w)->why);
    const char *sep = "";
    for (int i = 0; i < KB_MAX_TENSORS && w->inputs[i].name; i++)
        if (kb_hard_changes(w, i)) fprintf(f, "%s%s", sep, w->inputs[i].name), sep = ", ";
    fprintf(f, ")\n");
}

char *kb_spec_text(const kb_problem *p)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    KB_ASSERT(f);
    kb_spec_write(f, p);
    fclose(f);
    return buf;
}

/* ---- the spec as JSON --------------------------------------------------------------------- */

static json_t *tensors_json(const kb_problem *p, const kb_tensor_spec *t, int n)
{
    json_t *arr = json_array();
    for (int i = 0; i < n; i++) {
        int64_t dims[KB_MAX_DIMS];
        int nd = kb_problem_dims(p, &t[i], dims);
        json_t *jd = json_array();
        for (int d = 0; d < nd; d++) json_array_append_new(jd, json_integer(dims[d]));
        json_array_append_new(arr, json_pack("{s:s,s:s,s:s,s:o}", "name", t[i].name, "kind",
                                             t[i].kind == KB_KIND_INT32 ? "int32" : "float", "dtype",
                                             t[i].kind == KB_KIND_INT32 ? "int32" : kb_dtype_name(p->dtype),
                                             "dims", jd));
    }
    return arr;
}

json_t *kb_spec_json(const kb_problem *p)
{
    const kb_workload *w = p->w;
    json_t *params = json_object(), *scalars = json_object();
    for (int i = 0; i < KB_MAX_PARAMS && w->params[i]; i++)
        json_object_set_new(params, w->params[i], json_integer(p->p[i]));
    for (int i = 0; i < KB_MAX_SCALARS && w->scalars[i].name; i++)
        json_object_set_new(scalars, w->scalars[i].name, json_real(w->scalars[i].value));
    json_t *tol = json_pack("{s:{s:f,s:f,s:f},s:{s:f,s:f,s:f}}", "bf16", "atol", w->tol_bf16.atol, "rtol",
                            w->tol_bf16.rtol, "nmse", w->tol_bf16.nmse, "f32", "atol", w->tol_f32.atol,
                            "rtol", w->tol_f32.rtol, "nmse", w->tol_f32.nmse);
    json_t *hard = json_array();
    for (int i = 0; i < kb_problem_n_inputs(p); i++)
        if (kb_hard_changes(w, i)) json_array_append_new(hard, json_string(w->inputs[i].name));
    return json_pack("{s:s,s:s,s:s,s:s,s:o,s:o,s:o,s:o,s:o,s:{s:s,s:o}}", "id", w->id, "jaxbench",
                     w->jaxbench, "preset", p->preset->name, "dtype", kb_dtype_name(p->dtype), "params",
                     params, "scalars", scalars, "inputs", tensors_json(p, w->inputs, kb_problem_n_inputs(p)),
                     "outputs", tensors_json(p, w->outputs, kb_problem_n_outputs(p)), "tolerances", tol,
                     "hard_inputs", "why", kb_workload_hard(w)->why, "inputs", hard);
}
