/* xla.h: the `xla` baseline: a workload as XLA compiles it, run through a PJRT plugin.
 *
 * tools/xla exports each workload's JAX definition to StableHLO text, one file per preset and
 * dtype: xla/stablehlo/<preset>/<dtype>/<id>.mlir (the entry function takes the workload's
 * inputs in spec order, storage-typed: bf16/f32 floats, int32 indices; returns its outputs in
 * spec order; scalars are baked in). kb_xla_init compiles that file with the plugin (untimed);
 * kb_xla_run is then a baseline call like a workload's lib_run: storage-typed inputs in,
 * storage-typed outputs written. */
#ifndef KB_XLA_H
#define KB_XLA_H

#include <stddef.h>
#include "../../suite/workload.h"

typedef struct kb_xla kb_xla;

/* The export for p: $KBENCH_XLA_DIR, else xla/stablehlo under $KBENCH_ROOT (else the tree
 * kbench was built from), then <preset>/<dtype>/<id>.mlir. Fills path; returns 0 if the file
 * exists, else -1 with the reason in err. */
int kb_xla_export_path(const kb_problem *p, char *path, size_t cap, kb_err *err);

/* Both things the baseline needs, found: the PJRT plugin (kb_pjrt_find_plugin) and the export.
 * Returns 0, or -1 with one line saying which is missing and how to get it. */
int kb_xla_locate(const kb_problem *p, char *plugin, size_t plugin_cap, char *mlir, size_t mlir_cap,
                  kb_err *err);

/* Load the plugin, compile the export for p. NULL with the reason in err. */
kb_xla *kb_xla_init(const kb_problem *p, const char *plugin, const char *mlir, kb_err *err);
/* One call: returns 0, or -1 with XLA's reason in err. kb_xla_run is kb_xla_execute (what is
 * timed: the program runs to completion) and then kb_xla_fetch (its outputs copied into ours, an
 * artefact of PJRT, which writes into buffers of its own: a JAX user's timed call ends before
 * any copy to the host). */
int kb_xla_run(kb_xla *x, const void *const *in, void *const *out, kb_err *err);
int kb_xla_execute(kb_xla *x, const void *const *in, kb_err *err);
int kb_xla_fetch(kb_xla *x, void *const *out, kb_err *err);
void kb_xla_fini(kb_xla *x);

#endif
