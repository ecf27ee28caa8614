/* dump.c: `kbench dump`: one input set and its reference outputs as raw files, so that code
 * outside kbench (the JAX definitions in tools/xla) can be checked against the C reference.
 *
 * The input set is set 0 of an evaluation with the given seed, drawn exactly as the harness
 * draws it (kb_rng_derive(seed, 0), then kb_problem_generate per input), so `kbench eval
 * --seed S` and `kbench dump --seed S` see the same first input set. Files, little-endian, dense
 * and row-major:
 *   in_<name>.bin    each input in its storage type (bf16 as uint16, f32, int32)
 *   ref_<name>.f32   each reference output in f32 (what a candidate's output is compared with),
 *   ref_<name>.i32   or in int32 for an index output (compared exactly)
 *   manifest.json    the workload, preset, dtype, seeds, tolerance, and per file: name, kind,
 *                    dtype, dims, bytes */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/rng.h"
#include "../harness/spec.h"
#include "cli.h"

static int write_tensor(const char *dir, const char *file, const void *data, size_t bytes)
{
    char *path = kb_xasprintf("%s/%s", dir, file);
    int rc = kb_write_file(path, data, bytes);
    if (rc) fprintf(stderr, "kbench dump: cannot write %s: %s\n", path, strerror(errno));
    free(path);
    return rc;
}

static json_t *entry(const char *name, const char *kind, const char *dtype, const int64_t *dims, int nd,
                     const char *file, size_t bytes)
{
    json_t *jd = json_array();
    for (int d = 0; d < nd; d++) json_array_append_new(jd, json_integer(dims[d]));
    return json_pack("{s:s,s:s,s:s,s:o,s:s,s:I}", "name", name, "kind", kind, "dtype", dtype, "dims", jd,
                     "file", file, "bytes", (json_int_t)bytes);
}

int kb_cmd_dump(int argc, char **argv)
{
    kb_cli c;
    int rc = kb_cli_parse(&c, argc, argv, "dump");
    if (rc) return rc > 0 ? KB_EXIT_OK : KB_EXIT_USAGE;
    const char *out = c.out;
    if (c.argc != 1 || !out || !*out) {
        fprintf(stderr, "kbench dump: expected one workload id and --out DIR\n");
        kb_cli_usage(stderr, "dump");
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
    if (kb_mkdirs(out, 0755)) {
        fprintf(stderr, "kbench dump: cannot create %s: %s\n", out, strerror(errno));
        return KB_EXIT_HARNESS;
    }

    const uint64_t seed = c.eval.seed_given ? c.eval.seed : 0;
    const uint64_t set_seed = kb_rng_derive(seed, 0); /* input set 0, as evaluate.c draws it */
    const int n_in = kb_problem_n_inputs(&p), n_out = kb_problem_n_outputs(&p);
    json_t *jin = json_array(), *jout = json_array();
    float *in[KB_MAX_TENSORS] = {0}, *ref[KB_MAX_TENSORS] = {0};
    int status = KB_EXIT_OK;

    for (int i = 0; i < n_in; i++) {
        const kb_tensor_spec *t = &w->inputs[i];
        kb_dtype dt = kb_problem_dtype(&p, t);
        size_t n = kb_problem_numel(&p, t), bytes = kb_problem_tensor_bytes(&p, t);
        void *stored = kb_xaligned(bytes ? bytes : 1);
        kb_problem_generate(&p, i, set_seed, stored);
        /* the reference sees floats as f32 (exact values of the stored elements), ints as int32 */
        in[i] = kb_xaligned(n ? n * 4 : 1);
        if (t->kind == KB_KIND_INT32)
            memcpy(in[i], stored, n * 4);
        else
            kb_dtype_to_f32(dt, stored, in[i], n);
        char *file = kb_xasprintf("in_%s.bin", t->name);
        int64_t dims[KB_MAX_DIMS];
        int nd = kb_problem_dims(&p, t, dims);
        if (write_tensor(out, file, stored, bytes)) status = KB_EXIT_HARNESS;
        json_array_append_new(jin, entry(t->name, t->kind == KB_KIND_INT32 ? "int32" : "float",
                                         t->kind == KB_KIND_INT32 ? "int32" : kb_dtype_name(dt), dims, nd,
                                         file, bytes));
        free(file);
        free(stored);
    }
    for (int o = 0; o < n_out; o++) {
        size_t n = kb_problem_numel(&p, &w->outputs[o]);
        ref[o] = kb_xaligned(n ? n * 4 : 1);
    }
    if (status == KB_EXIT_OK) w->reference(&p, (const void *const *)in, ref);
    for (int o = 0; o < n_out && status == KB_EXIT_OK; o++) {
        const kb_tensor_spec *t = &w->outputs[o];
        const bool idx = t->kind == KB_KIND_INT32; /* an index output: the reference is int32 */
        size_t bytes = kb_problem_numel(&p, t) * 4;
        char *file = kb_xasprintf("ref_%s.%s", t->name, idx ? "i32" : "f32");
        int64_t dims[KB_MAX_DIMS];
        int nd = kb_problem_dims(&p, t, dims);
        if (write_tensor(out, file, ref[o], bytes)) status = KB_EXIT_HARNESS;
        json_t *e = entry(t->name, idx ? "int32" : "float", idx ? "int32" : "f32", dims, nd, file, bytes);
        json_object_set_new(e, "storage_dtype", json_string(idx ? "int32" : kb_dtype_name(p.dtype)));
        json_array_append_new(jout, e);
        free(file);
    }
    for (int i = 0; i < KB_MAX_TENSORS; i++) {
        free(in[i]);
        free(ref[i]);
    }

    const kb_tol tol = p.dtype == KB_DTYPE_BF16 ? w->tol_bf16 : w->tol_f32;
    char seed_hex[17], set_hex[17];
    snprintf(seed_hex, sizeof seed_hex, "%016llx", (unsigned long long)seed);
    snprintf(set_hex, sizeof set_hex, "%016llx", (unsigned long long)set_seed);
    json_t *m = json_pack("{s:s,s:s,s:s,s:s,s:i,s:s,s:s,s:{s:f,s:f},s:o,s:o}", "id", w->id, "preset",
                          p.preset->name, "dtype", kb_dtype_name(p.dtype), "seed", seed_hex, "set", 0,
                          "set_seed", set_hex, "byteorder", "little", "tolerance", "atol", tol.atol, "rtol",
                          tol.rtol, "inputs", jin, "outputs", jout);
    json_object_set_new(m, "spec", kb_spec_json(&p));
    char *text = json_dumps(m, JSON_INDENT(2) | JSON_REAL_PRECISION(17));
    json_decref(m);
    if (status == KB_EXIT_OK) {
        size_t len = strlen(text);
        text[len] = '\n'; /* json_dumps leaves room for the NUL: swap it for a newline */
        if (write_tensor(out, "manifest.json", text, len + 1)) status = KB_EXIT_HARNESS;
    }
    free(text);
    if (status == KB_EXIT_OK) printf("%s\n", out);
    return status;
}
