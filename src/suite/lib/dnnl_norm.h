/* dnnl_norm.h: oneDNN layer normalisation for the lib baselines (see dnnl_util.h for the
 * conventions): KernelBench's InstanceNorm, a layer norm over rows of H*W.
 *
 * dst = (src - mean) / sqrt(var + eps) over each row of a dense row-major [R][L] tensor of the
 * storage type, statistics from the data, f32 inside, planned once and run on the caller's
 * buffers. */
#ifndef KB_DNNL_NORM_H
#define KB_DNNL_NORM_H

#include "dnnl_util.h"

typedef struct kb_dnnl_norm_desc {
    int64_t rows, cols;
    kb_dtype type;
    float eps;
} kb_dnnl_norm_desc;

typedef struct kb_dnnl_norm kb_dnnl_norm;

kb_dnnl_norm *kb_dnnl_norm_create(const kb_dnnl_norm_desc *d, kb_err *err);
void kb_dnnl_norm_run(kb_dnnl_norm *nm, const void *src, void *dst);
void kb_dnnl_norm_destroy(kb_dnnl_norm *nm);

#endif
