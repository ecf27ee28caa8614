/* dnnl_version.h: which library the lib baselines run on, for every result (kb_result's
 * lib_version, the store, --json). Free of oneDNN's headers so the harness can include it. */
#ifndef KB_DNNL_VERSION_H
#define KB_DNNL_VERSION_H

#include <stddef.h>

/* From the libraries' own version calls and where the build found them, e.g.
 * "oneDNN 3.13.2 (PyPI onednn 2026.1.0)", "oneDNN 2.6.3 (Debian)", or with BLAS=mkl
 * "MKL 2026.2 (PyPI mkl 2026.2.0) for GEMMs + oneDNN 3.13.2 (PyPI onednn 2026.1.0)". */
void kb_lib_version(char *buf, size_t cap);

#endif
