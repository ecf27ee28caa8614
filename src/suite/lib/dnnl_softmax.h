/* dnnl_softmax.h: oneDNN softmax for the lib baselines (see dnnl_util.h for the conventions).
 *
 * dst = softmax(src) along one axis of a dense row-major tensor, planned once and run on the
 * caller's buffers. src and dst may differ in type (e.g. f32 scores in, bf16 probabilities
 * out), as an unfused XLA graph stores them. */
#ifndef KB_DNNL_SOFTMAX_H
#define KB_DNNL_SOFTMAX_H

#include "dnnl_util.h"

typedef struct kb_dnnl_softmax_desc {
    int ndims; /* at most 4 */
    int64_t dims[4];
    int axis; /* the axis reduced over, usually ndims - 1 */
    kb_dtype src, dst;
    bool log; /* log-softmax instead of softmax */
} kb_dnnl_softmax_desc;

typedef struct kb_dnnl_softmax kb_dnnl_softmax;

kb_dnnl_softmax *kb_dnnl_softmax_create(const kb_dnnl_softmax_desc *d, kb_err *err);
void kb_dnnl_softmax_run(kb_dnnl_softmax *sm, const void *src, void *dst);
void kb_dnnl_softmax_destroy(kb_dnnl_softmax *sm);

#endif
