/* pool.c: the reference max and average pooling of KernelBench level 1 (L1-41..46), over 1-3
 * spatial dimensions with a kernel, stride, padding and dilation (see ref.h). */
#include "ref.h"

#include "../../core/util.h"

/* kb:ref begin kb_ref_pool */
/* out[p][o...] over `planes` planes (image, channel) of x [planes][in...]: for each output
 * position o, the taps i_a = o_a * stride_a - pad_a + t_a * dilation_a, t_a < kernel_a, in every
 * spatial dimension a; taps outside the input are padding. Max: the largest tap inside the
 * input (padding is -infinity). Average: the sum of the taps inside the input (padding is 0)
 * divided by the whole window's size, prod_a kernel_a (PyTorch's count_include_pad), summed in
 * double in tap order. Each output rounded to f32 once. */
void kb_ref_pool(const kb_ref_pool_desc *d, const float *x, int64_t planes, float *out)
{
    KB_ASSERT(d->dims >= 1 && d->dims <= 3);
    /* as three dimensions, outermost first; missing ones of size 1 with a kernel of 1 */
    int64_t in[3], on[3], k[3], s[3], pad[3], dl[3];
    for (int a = 0; a < 3; a++) {
        const int j = a - (3 - d->dims); /* the descriptor's index of dimension a */
        const bool has = j >= 0;
        in[a] = has ? d->in[j] : 1;
        on[a] = has ? d->out[j] : 1;
        k[a] = has ? d->kernel[j] : 1;
        s[a] = has && d->stride[j] ? d->stride[j] : 1;
        pad[a] = has ? d->pad[j] : 0;
        dl[a] = has && d->dilation[j] ? d->dilation[j] : 1;
    }
    const int64_t ivol = in[0] * in[1] * in[2], ovol = on[0] * on[1] * on[2];
#pragma omp parallel for schedule(static)
    for (int64_t po = 0; po < planes * ovol; po++) {
        const int64_t p = po / ovol, o = po % ovol;
        const int64_t o0 = o / (on[1] * on[2]), o1 = o / on[2] % on[1], o2 = o % on[2];
        double acc = d->avg ? 0.0 : -INFINITY;
        for (int64_t t0 = 0; t0 < k[0]; t0++) {
            const int64_t i0 = o0 * s[0] - pad[0] + t0 * dl[0];
            if (i0 < 0 || i0 >= in[0]) continue;
            for (int64_t t1 = 0; t1 < k[1]; t1++) {
                const int64_t i1 = o1 * s[1] - pad[1] + t1 * dl[1];
                if (i1 < 0 || i1 >= in[1]) continue;
                for (int64_t t2 = 0; t2 < k[2]; t2++) {
                    const int64_t i2 = o2 * s[2] - pad[2] + t2 * dl[2];
                    if (i2 < 0 || i2 >= in[2]) continue;
                    const double v = x[p * ivol + (i0 * in[1] + i1) * in[2] + i2];
                    acc = d->avg ? acc + v : fmax(acc, v);
                }
            }
        }
        out[po] = (float)(d->avg ? acc / (double)(k[0] * k[1] * k[2]) : acc);
    }
}
/* kb:ref end */
