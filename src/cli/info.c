/* info.c: the read-only views of the suite: `kbench list`, `kbench show`, and `kbench init`,
 * which writes a workload's naive candidate as a starting point. */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "../harness/abi.h"
#include "../suite/embed/embed.h"
#include "cli.h"

int kb_cmd_list(int argc, char **argv)
{
    kb_cli c;
    int rc = kb_cli_parse(&c, argc, argv, "list", "json preset dtype");
    if (rc) return rc > 0 ? KB_EXIT_OK : KB_EXIT_USAGE;
    json_t *arr = json_array();
    if (!c.json) printf("%-26s %-26s %-12s %12s %12s  %s\n", "id", "jaxbench", "family",
                        "GFLOP", "MB", "title");
    for (size_t i = 0; i < kb_suite_count(); i++) {
        const kb_workload *w = kb_suite_at(i);
        kb_problem p;
        kb_err err;
        bool has = kb_problem_init(&p, w, c.eval.preset, c.eval.dtype, 1, &err) == 0;
        double fl = has ? kb_problem_flops(&p) : 0, by = has ? kb_problem_bytes(&p) : 0;
        if (c.json) {
            json_t *o = json_pack("{s:s,s:s,s:s,s:s,s:s,s:s}", "id", w->id, "jaxbench", w->jaxbench,
                                  "family", w->family, "title", w->title, "model", w->model,
                                  "preset", c.eval.preset);
            json_object_set_new(o, "flops", has ? json_real(fl) : json_null());
            json_object_set_new(o, "bytes", has ? json_real(by) : json_null());
            json_t *presets = json_array();
            for (int k = 0; k < KB_MAX_PRESETS && w->presets[k].name; k++)
                json_array_append_new(presets, json_string(w->presets[k].name));
            json_object_set_new(o, "presets", presets);
            json_array_append_new(arr, o);
        } else {
            printf("%-26s %-26s %-12s %12.3f %12.1f  %s\n", w->id, w->jaxbench, w->family,
                   fl * 1e-9, by / 1e6, w->title);
        }
    }
    if (c.json) kb_cli_print_json(arr);
    else json_decref(arr);
    return KB_EXIT_OK;
}

/* The reference function, cut from the workload's embedded source between its markers. */
static void print_reference(const char *id)
{
    const char *src = kb_embed_source(id);
    const char *b = src ? strstr(src, "/* kb:reference begin */") : NULL;
    const char *e = b ? strstr(b, "/* kb:reference end */") : NULL;
    if (!b || !e) {
        printf("  (reference source not available)\n");
        return;
    }
    b = strchr(b, '\n') + 1;
    fwrite(b, 1, (size_t)(e - b), stdout);
}

int kb_cmd_show(int argc, char **argv)
{
    kb_cli c;
    int rc = kb_cli_parse(&c, argc, argv, "show", "preset dtype threads");
    if (rc) return rc > 0 ? KB_EXIT_OK : KB_EXIT_USAGE;
    if (c.argc != 1) {
        fprintf(stderr, "kbench show: expected one workload id (kbench list shows them)\n");
        return KB_EXIT_USAGE;
    }
    const kb_workload *w = kb_cli_workload(c.argv[0]);
    if (!w) return KB_EXIT_USAGE;
    if (!c.eval.threads) c.eval.threads = (int)sysconf(_SC_NPROCESSORS_ONLN);
    kb_problem p;
    kb_err err;
    if (kb_problem_init(&p, w, c.eval.preset, c.eval.dtype, c.eval.threads, &err)) {
        fprintf(stderr, "kbench: %s\n", err.msg);
        return KB_EXIT_USAGE;
    }
    char proto[4096], macros[1024];
    kb_abi_prototype(&p, 1, proto, sizeof proto);
    kb_abi_macros(&p, macros, sizeof macros);
    printf("%s (JAXBench %s): %s\nfrom: %s\nfamily: %s\n\nmath:\n  %s\n\n", w->id, w->jaxbench,
           w->title, w->model, w->family, w->math);
    printf("prototype (preset %s, %s):\n  #include \"kbench.h\"\n  ", p.preset->name, kb_dtype_name(p.dtype));
    for (const char *q = proto; *q; q++) fputs(*q == '\n' ? "\n  " : (char[]){*q, 0}, stdout);
    printf("\n\n");
    printf("inputs:\n");
    for (int i = 0; i < kb_problem_n_inputs(&p); i++)
        printf("  %-8s %s\n", w->inputs[i].name, w->inputs[i].doc ? w->inputs[i].doc : "");
    printf("outputs:\n");
    for (int i = 0; i < kb_problem_n_outputs(&p); i++)
        printf("  %-8s %s\n", w->outputs[i].name, w->outputs[i].doc ? w->outputs[i].doc : "");
    printf("\nmacros: %s\n", macros);
    printf("compiled with: cc -std=c17 -O3 -march=native -fopenmp -fPIC (OpenMP and pthreads "
           "allowed; no BLAS/oneDNN, no I/O)\n");
    printf("\npresets:");
    for (int k = 0; k < KB_MAX_PRESETS && w->presets[k].name; k++) {
        printf("\n  %-8s", w->presets[k].name);
        for (int i = 0; i < KB_MAX_PARAMS && w->params[i]; i++)
            printf(" %s=%lld", w->params[i], (long long)w->presets[k].v[i]);
    }
    printf("\n\ntolerance: |got - want| <= atol + rtol*|want|;  bf16: atol %g rtol %g;  f32: atol %g "
           "rtol %g;  NaN/Inf must match\n", w->tol_bf16.atol, w->tol_bf16.rtol, w->tol_f32.atol,
           w->tol_f32.rtol);
    printf("work: %.4g GFLOP, %.4g MB minimum traffic at this preset\n", kb_problem_flops(&p) * 1e-9,
           kb_problem_bytes(&p) * 1e-6);
    printf("lib baseline: %s\n\nreference (the specification; inputs as f32, outputs f32):\n", w->lib_doc);
    print_reference(w->id);
    return KB_EXIT_OK;
}

int kb_cmd_init(int argc, char **argv)
{
    kb_cli c;
    int rc = kb_cli_parse(&c, argc, argv, "init", "");
    if (rc) return rc > 0 ? KB_EXIT_OK : KB_EXIT_USAGE;
    if (c.argc < 1 || c.argc > 2) {
        fprintf(stderr, "kbench init: expected <id> [file]\n");
        return KB_EXIT_USAGE;
    }
    const kb_workload *w = kb_cli_workload(c.argv[0]);
    if (!w) return KB_EXIT_USAGE;
    char def[128];
    snprintf(def, sizeof def, "%s.c", w->id);
    const char *path = c.argc == 2 ? c.argv[1] : def;
    const char *src = kb_embed_naive(w->id);
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0644);
    if (fd < 0) {
        fprintf(stderr, "kbench init: cannot create %s: %s%s\n", path, strerror(errno),
                errno == EEXIST ? " (it is never overwritten; pick another name)" : "");
        return KB_EXIT_USAGE;
    }
    size_t len = strlen(src);
    ssize_t wr = write(fd, src, len);
    if (close(fd) != 0 || wr != (ssize_t)len) {
        fprintf(stderr, "kbench init: cannot write %s: %s\n", path, strerror(errno));
        unlink(path);
        return KB_EXIT_HARNESS;
    }
    printf("wrote %s: a correct naive candidate for %s\nnext: kbench eval %s %s\n", path, w->id, w->id, path);
    return KB_EXIT_OK;
}
