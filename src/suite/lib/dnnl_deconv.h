/* dnnl_deconv.h: oneDNN forward deconvolution (transposed convolution) with bias and fused
 * post-ops, for the `lib` baseline of k28 (ConvTranspose3d).
 *
 *   dst[n][f][o...] = bias[f] + sum_{c, k...} src[n][c][i...] * wei[c][f][k...]
 *                     over all i, k with o = i * stride - pad_l + k, per spatial dim
 *
 * The weights are stored [C][F/groups][kernel...] (input channels first), as PyTorch's ConvTranspose
 * and JAXBench keep them; oneDNN reads them through strides, no copy. Output spatial size:
 * (in - 1) * stride - pad_l - pad_r + k. Layouts as in dnnl_conv.h: PLAIN works on the caller's
 * tensors; ANY and BLOCKED reorder src and weights in and dst out on every run (timed), dst
 * through the channel-blocked layout when the primitive chose channels-last. Planning happens
 * once, untimed; runs point memories at the caller's buffers. */
#ifndef KB_DNNL_DECONV_H
#define KB_DNNL_DECONV_H

#include "dnnl_conv.h"

typedef struct kb_dnnl_deconv_desc {
    int sp;                     /* spatial dims: 1, 2 or 3 */
    int64_t n, c, f;            /* batch, input channels, output channels */
    int64_t in[3];              /* input spatial size */
    int64_t k[3];               /* kernel spatial size */
    int64_t stride[3];          /* 0 means 1 */
    int64_t dilation[3];        /* PyTorch's: the distance between taps; 0 means 1 */
    int64_t pad_l[3], pad_r[3]; /* padding removed from the output, per spatial dim */
    int64_t out_pad[3];         /* PyTorch's output_padding: added at the high end */
    int64_t groups;             /* 0 means 1; weights [C][F/groups][kernel...] */
    kb_dtype src, wei, dst;     /* bias has the dst type */
    bool bias;
    kb_dnnl_conv_layout layout;
    kb_dnnl_post post[KB_DNNL_MAX_POST];
} kb_dnnl_deconv_desc;

typedef struct kb_dnnl_deconv kb_dnnl_deconv;

/* Output spatial size along spatial dim i:
 * (in - 1) * stride - pad_l - pad_r + dilation * (k - 1) + 1 + out_pad. */
int64_t kb_dnnl_deconv_out(const kb_dnnl_deconv_desc *d, int i);

kb_dnnl_deconv *kb_dnnl_deconv_create(const kb_dnnl_deconv_desc *d, kb_err *err);
/* post_args[i] is the operand of post-op i when it is a binary one (else ignored; may be NULL). */
void kb_dnnl_deconv_run(kb_dnnl_deconv *dc, const void *src, const void *wei, const void *bias,
                        const void *const *post_args, void *dst);
void kb_dnnl_deconv_destroy(kb_dnnl_deconv *dc);

#endif
