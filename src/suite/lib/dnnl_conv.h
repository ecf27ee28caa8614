/* dnnl_conv.h: oneDNN forward convolution with bias and fused post-ops, for the `lib` baselines
 * of the conv workloads (k18, k22, k25, ...).
 *
 * The candidate ABI hands plain tensors in and out: src [N][C][spatial...], weights
 * [F][C/groups][kernel...], dst [N][F][out spatial...], bias [F]. oneDNN's fast convolutions want
 * channels-last or channel-blocked layouts, so a convolution is planned on one of three:
 * - PLAIN:   the primitive works on the plain layouts directly (usually an im2col + GEMM,
 *            "gemm:jit");
 * - ANY:     the primitive picks every layout (format_tag_any); a channels-last dst comes back
 *            through nC..16c, because oneDNN 2.6's direct nhwc -> nchw reorder is slow (at
 *            4x128x126x126: ~50 ms direct, ~6 ms in two steps, on 2 Sapphire Rapids cores);
 * - BLOCKED: src and dst in the channel-blocked layout nC..16c (nC..8c without AVX-512),
 *            weights as the primitive likes.
 * Other than PLAIN, every run reorders src and weights in and dst back out. The reorders are part
 * of the run, and so of the timed baseline: a library user with plain tensors pays for them too.
 * Which layout is fastest depends on dtype, shape and CPU; each workload measures and says.
 * Like matmul (dnnl_util.h), planning happens once, untimed; runs point memories at the
 * caller's buffers. */
#ifndef KB_DNNL_CONV_H
#define KB_DNNL_CONV_H

#include "dnnl_util.h"

typedef enum kb_dnnl_conv_layout {
    KB_DNNL_CONV_PLAIN,
    KB_DNNL_CONV_ANY,
    KB_DNNL_CONV_BLOCKED,
} kb_dnnl_conv_layout;

/* dst = conv(src, weights) (+ bias), then post-ops in order (binary operands are plain tensors
 * of `ndims = 2 + sp` dims broadcast against dst, e.g. [1][F][1][1] for a per-channel add). */
typedef struct kb_dnnl_conv_desc {
    int sp;                     /* spatial dims: 1, 2 or 3 */
    int64_t n, c, f;            /* batch, input channels, output channels */
    int64_t in[3];              /* input spatial size (H, W or D, H, W) */
    int64_t k[3];               /* kernel spatial size */
    int64_t stride[3];          /* 0 means 1 */
    int64_t dilation[3];        /* PyTorch's: the distance between taps; 0 means 1 */
    int64_t pad_l[3], pad_r[3]; /* zero padding before and after, per spatial dim */
    int64_t groups;             /* 0 means 1; weights [F][C/groups][kernel...] */
    kb_dtype src, wei, dst;     /* bias has the dst type */
    bool bias;
    kb_dnnl_conv_layout layout;
    kb_dnnl_post post[KB_DNNL_MAX_POST];
} kb_dnnl_conv_desc;

typedef struct kb_dnnl_conv kb_dnnl_conv;

/* Output spatial size along spatial dim i:
 * (in + pad_l + pad_r - dilation * (k - 1) - 1) / stride + 1. */
int64_t kb_dnnl_conv_out(const kb_dnnl_conv_desc *d, int i);

kb_dnnl_conv *kb_dnnl_conv_create(const kb_dnnl_conv_desc *d, kb_err *err);
/* post_args[i] is the operand of post-op i when it is a binary one (else ignored; may be NULL). */
void kb_dnnl_conv_run(kb_dnnl_conv *cv, const void *src, const void *wei, const void *bias,
                      const void *const *post_args, void *dst);
void kb_dnnl_conv_destroy(kb_dnnl_conv *cv);

/* The fields kb_dnnl_conv_desc and kb_dnnl_deconv_desc share (a macro: it fills either), from a
 * reference convolution's description d (kb_ref_conv_desc: rank, channels, groups, extents,
 * kernel, stride, symmetric padding, dilation), a batch of n, with or without bias, src and
 * weights of type in_t, dst of type out_t, on the layouts oneDNN picks. */
#define KB_DNNL_CONV_FILL(dd, d, n_, bias_, in_t, out_t)                                             \
    do {                                                                                             \
        (dd).sp = (d).dims, (dd).n = (n_), (dd).c = (d).C, (dd).f = (d).F, (dd).groups = (d).groups; \
        (dd).bias = (bias_), (dd).layout = KB_DNNL_CONV_ANY;                                         \
        (dd).src = (dd).wei = (in_t), (dd).dst = (out_t);                                            \
        for (int i_ = 0; i_ < (d).dims; i_++) {                                                      \
            (dd).in[i_] = (d).in[i_], (dd).k[i_] = (d).kernel[i_];                                   \
            (dd).stride[i_] = (d).stride[i_], (dd).dilation[i_] = (d).dilation[i_];                  \
            (dd).pad_l[i_] = (dd).pad_r[i_] = (d).pad[i_];                                           \
        }                                                                                            \
    } while (0)

#endif
