/* dnnl_pool.h: oneDNN pooling for the lib baselines (see dnnl_util.h for the conventions):
 * KernelBench's max and average pooling where oneDNN has a fast implementation.
 *
 * dst = pool(src) over the 1-3 spatial dims of a dense row-major [N][C][spatial...] tensor of
 * the storage type, planned once and run on the caller's buffers. */
#ifndef KB_DNNL_POOL_H
#define KB_DNNL_POOL_H

#include "dnnl_util.h"

typedef struct kb_dnnl_pool_desc {
    int dims;                    /* spatial dims, 1-3 */
    int64_t n, c, in[3], out[3]; /* batch, channels, spatial extents (outermost first) */
    int64_t kernel[3], stride[3], pad[3], dilation[3]; /* dilation 1 (or 0): none */
    bool avg;                                          /* average, padding counted; else max */
    kb_dtype type;
} kb_dnnl_pool_desc;

typedef struct kb_dnnl_pool kb_dnnl_pool;

/* The right padding of each dim is what makes the output extent d->out (it may be negative:
 * trailing input that no window reaches). */
kb_dnnl_pool *kb_dnnl_pool_create(const kb_dnnl_pool_desc *d, kb_err *err);
void kb_dnnl_pool_run(kb_dnnl_pool *pl, const void *src, void *dst);
void kb_dnnl_pool_destroy(kb_dnnl_pool *pl);

#endif
