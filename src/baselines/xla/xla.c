/* xla.c: the xla baseline (see xla.h). */
#include "xla.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "pjrt.h"
#include "pjrt_api.h"

struct kb_xla {
    kb_pjrt *c;
    kb_pjrt_exe *exe;
    int n_in, n_out;
    kb_pjrt_tensor in[KB_MAX_TENSORS], out[KB_MAX_TENSORS];
};

int kb_xla_export_path(const kb_problem *p, char *path, size_t cap, kb_err *err)
{
    const char *dir = getenv("KBENCH_XLA_DIR"), *root = getenv("KBENCH_ROOT");
    if (!root || !*root) root = KB_ROOT;
    if (dir && *dir)
        snprintf(path, cap, "%s/%s/%s/%s.mlir", dir, p->preset->name, kb_dtype_name(p->dtype), p->w->id);
    else
        snprintf(path, cap, "%s/xla/stablehlo/%s/%s/%s.mlir", root, p->preset->name, kb_dtype_name(p->dtype),
                 p->w->id);
    struct stat st;
    if (stat(path, &st) == 0 && S_ISREG(st.st_mode)) return 0;
    kb_err_set(err, "no StableHLO export of %s at %s/%s (%s; tools/xla/regen writes it)", p->w->id,
               p->preset->name, kb_dtype_name(p->dtype), path);
    return -1;
}

int kb_xla_locate(const kb_problem *p, char *plugin, size_t plugin_cap, char *mlir, size_t mlir_cap,
                  kb_err *err)
{
    if (kb_pjrt_find_plugin(plugin, plugin_cap, err)) return -1;
    return kb_xla_export_path(p, mlir, mlir_cap, err);
}

static void tensor_of(const kb_problem *p, const kb_tensor_spec *t, kb_pjrt_tensor *x)
{
    int64_t dims[KB_MAX_DIMS];
    x->ndim = kb_problem_dims(p, t, dims);
    for (int d = 0; d < x->ndim; d++) x->dims[d] = dims[d];
    kb_dtype dt = kb_problem_dtype(p, t);
    x->type = t->kind == KB_KIND_INT32 ? KB_PJRT_TYPE_S32
              : dt == KB_DTYPE_BF16    ? KB_PJRT_TYPE_BF16
                                       : KB_PJRT_TYPE_F32;
    x->bytes = kb_problem_tensor_bytes(p, t);
}

kb_xla *kb_xla_init(const kb_problem *p, const char *plugin, const char *mlir, kb_err *err)
{
    kb_pjrt *c = kb_pjrt_open(plugin, err);
    if (!c) return NULL;
    size_t len = 0;
    char *code = kb_read_file(mlir, &len);
    if (!code) {
        kb_err_set(err, "cannot read %s", mlir);
        return NULL;
    }
    kb_pjrt_exe *exe = kb_pjrt_compile(c, code, len, err);
    free(code);
    if (!exe) return NULL;
    kb_xla *x = kb_xcalloc(1, sizeof *x);
    x->c = c;
    x->exe = exe;
    x->n_in = kb_problem_n_inputs(p);
    x->n_out = kb_problem_n_outputs(p);
    for (int i = 0; i < x->n_in; i++) tensor_of(p, &p->w->inputs[i], &x->in[i]);
    for (int o = 0; o < x->n_out; o++) tensor_of(p, &p->w->outputs[o], &x->out[o]);
    if (kb_pjrt_exe_outputs(exe) != (size_t)x->n_out) {
        kb_err_set(err, "%s returns %zu outputs; %s has %d", mlir, kb_pjrt_exe_outputs(exe), p->w->id,
                   x->n_out);
        kb_xla_fini(x);
        return NULL;
    }
    return x;
}

int kb_xla_execute(kb_xla *x, const void *const *in, kb_err *err)
{
    for (int i = 0; i < x->n_in; i++) x->in[i].data = (void *)in[i]; /* only read */
    return kb_pjrt_execute(x->exe, x->in, x->n_in, err);
}

int kb_xla_fetch(kb_xla *x, void *const *out, kb_err *err)
{
    for (int o = 0; o < x->n_out; o++) x->out[o].data = out[o];
    return kb_pjrt_fetch(x->exe, x->out, x->n_out, err);
}

int kb_xla_run(kb_xla *x, const void *const *in, void *const *out, kb_err *err)
{
    return kb_xla_execute(x, in, err) || kb_xla_fetch(x, out, err) ? -1 : 0;
}

void kb_xla_fini(kb_xla *x)
{
    if (!x) return;
    kb_pjrt_exe_free(x->exe);
    free(x);
}
