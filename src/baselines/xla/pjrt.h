/* pjrt.h: a small PJRT client in C: load a plugin, compile StableHLO, run it on host tensors.
 *
 * The same code drives any PJRT plugin (the CPU one now; a GPU or TPU plugin later): it
 * speaks only the C API (pjrt_api.h). One client per process, made on first use on the
 * plugin's first addressable device and kept until exit (XLA's runtime is not meant to be
 * unloaded). Compiling and executing may be called from several threads. */
#ifndef KB_PJRT_H
#define KB_PJRT_H

#include <stddef.h>
#include <stdint.h>
#include "../../core/util.h"

typedef struct kb_pjrt kb_pjrt;         /* a loaded plugin and its client */
typedef struct kb_pjrt_exe kb_pjrt_exe; /* one compiled program */

#define KB_PJRT_MAX_DIMS 8

/* A dense, row-major host tensor. */
typedef struct kb_pjrt_tensor {
    void *data;
    int type; /* KB_PJRT_TYPE_* (pjrt_api.h) */
    int ndim;
    int64_t dims[KB_PJRT_MAX_DIMS];
    size_t bytes;
} kb_pjrt_tensor;

/* The plugin to load: $KBENCH_PJRT_PLUGIN if set; else the CPU plugin that scripts/bootstrap
 * installs into the repository's .venv (under $KBENCH_ROOT, else the tree kbench was built
 * from). Fills path and returns 0, or returns -1 with a one-line reason in err. */
int kb_pjrt_find_plugin(char *path, size_t cap, kb_err *err);

/* The package the plugin at `path` came from, as "name version" (its *.dist-info under
 * site-packages lists the file), else the file's name: what results record (xla_version). */
void kb_pjrt_plugin_package(const char *path, char *buf, size_t cap);

/* Load the plugin at `path` and create its client (once per process; later calls return the
 * same client, and a different path is an error). NULL with the reason in err. */
kb_pjrt *kb_pjrt_open(const char *path, kb_err *err);

/* "cpu, PJRT API 0.81": the platform and the API version the plugin reports. */
const char *kb_pjrt_describe(const kb_pjrt *c);

/* Compile a StableHLO module (MLIR text or bytecode). NULL with XLA's message in err. */
kb_pjrt_exe *kb_pjrt_compile(kb_pjrt *c, const char *code, size_t len, kb_err *err);
size_t kb_pjrt_exe_outputs(const kb_pjrt_exe *e);
void kb_pjrt_exe_free(kb_pjrt_exe *e);

/* Run it once, synchronously: the inputs become device buffers (on the CPU they alias the host
 * memory, no copy) and the program runs to completion, its outputs left in device buffers, as a
 * JAX user's call is done when `block_until_ready` returns. kb_pjrt_fetch then copies each output
 * into out[o].data and releases the call's buffers; the input memory must stay unchanged until
 * then. One call at a time. Each returns 0, or -1 with the reason in err (a failed execute needs
 * no fetch). */
int kb_pjrt_execute(kb_pjrt_exe *e, const kb_pjrt_tensor *in, int n_in, kb_err *err);
int kb_pjrt_fetch(kb_pjrt_exe *e, const kb_pjrt_tensor *out, int n_out, kb_err *err);

#endif
