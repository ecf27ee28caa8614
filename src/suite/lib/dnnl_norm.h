/* dnnl_norm.h: oneDNN batch and layer normalisation for the lib baselines (see dnnl_util.h for
 * the conventions): KernelBench's BatchNorm, and every norm whose statistic is over the
 * innermost, contiguous axes (instance norm and layer norm as a layer norm over rows).
 *
 * dst = normalise(src) on a dense row-major tensor of the storage type, statistics from the data
 * (training mode), f32 inside, planned once and run on the caller's buffers. */
#ifndef KB_DNNL_NORM_H
#define KB_DNNL_NORM_H

#include "dnnl_util.h"

typedef struct kb_dnnl_norm_desc {
    bool batch;       /* batch norm over [N][C][S] (statistics per C), else layer norm over
                         [R][L] (statistics per row) */
    int64_t dims[3];  /* [N][C][S] or [R][L] (dims[2] unused) */
    kb_dtype type;
    float eps;
    bool affine;      /* scale and shift, f32, [C] (batch) or [L] (layer) */
} kb_dnnl_norm_desc;

typedef struct kb_dnnl_norm kb_dnnl_norm;

kb_dnnl_norm *kb_dnnl_norm_create(const kb_dnnl_norm_desc *d, kb_err *err);
/* scale and shift are ignored without affine. */
void kb_dnnl_norm_run(kb_dnnl_norm *nm, const void *src, const float *scale, const float *shift,
                      void *dst);
void kb_dnnl_norm_destroy(kb_dnnl_norm *nm);

#endif
