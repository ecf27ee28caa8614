/* dnnl_compat.c: oneDNN 2.x and 3.x behind one interface (see dnnl_compat.h). */
#include "dnnl_compat.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dnnl_util.h"

/* Where the Makefile found oneDNN ("Debian", "PyPI onednn 2026.1.0", ...). */
#ifndef KB_DNNL_SOURCE
#define KB_DNNL_SOURCE "system"
#endif

#if DNNL_VERSION_MAJOR >= 3

kb_dnnl_md_t kb_dnnl_md_strides(int ndims, const int64_t *dims, dnnl_data_type_t t, const int64_t *strides)
{
    dnnl_memory_desc_t md = NULL;
    KB_ASSERT(dnnl_memory_desc_create_with_strides(&md, ndims, dims, t, strides) == dnnl_success);
    return md;
}

kb_dnnl_md_t kb_dnnl_md_tag(int ndims, const int64_t *dims, dnnl_data_type_t t, dnnl_format_tag_t tag)
{
    dnnl_memory_desc_t md = NULL;
    KB_ASSERT(dnnl_memory_desc_create_with_tag(&md, ndims, dims, t, tag) == dnnl_success);
    return md;
}

void kb_dnnl_md_free(kb_dnnl_md_t md)
{
    if (md) dnnl_memory_desc_destroy(md);
}

int kb_dnnl_md_dims(kb_dnnl_cmd_t md, int64_t *dims)
{
    int nd = 0;
    const dnnl_dims_t *d = NULL;
    KB_ASSERT(dnnl_memory_desc_query(md, dnnl_query_ndims_s32, &nd) == dnnl_success);
    KB_ASSERT(dnnl_memory_desc_query(md, dnnl_query_dims, &d) == dnnl_success);
    memcpy(dims, *d, sizeof(int64_t) * (size_t)nd);
    return nd;
}

dnnl_data_type_t kb_dnnl_md_type(kb_dnnl_cmd_t md)
{
    dnnl_data_type_t t = dnnl_data_type_undef;
    KB_ASSERT(dnnl_memory_desc_query(md, dnnl_query_data_type, &t) == dnnl_success);
    return t;
}

dnnl_status_t kb_dnnl_pd_matmul(dnnl_primitive_desc_t *pd, kb_dnnl_cmd_t src, kb_dnnl_cmd_t wei,
                                kb_dnnl_cmd_t bias, kb_dnnl_cmd_t dst, const_dnnl_primitive_attr_t attr)
{
    return dnnl_matmul_primitive_desc_create(pd, kb_dnnl_engine(), src, wei, bias, dst, attr);
}

dnnl_status_t kb_dnnl_pd_conv(dnnl_primitive_desc_t *pd, bool deconv, kb_dnnl_cmd_t src, kb_dnnl_cmd_t wei,
                              kb_dnnl_cmd_t bias, kb_dnnl_cmd_t dst, const int64_t *strides,
                              const int64_t *dilates, const int64_t *pad_l, const int64_t *pad_r,
                              const_dnnl_primitive_attr_t attr)
{
    if (deconv)
        return dnnl_deconvolution_forward_primitive_desc_create(pd, kb_dnnl_engine(), dnnl_forward_inference,
                                                                dnnl_deconvolution_direct, src, wei, bias,
                                                                dst, strides, dilates, pad_l, pad_r, attr);
    return dnnl_convolution_forward_primitive_desc_create(pd, kb_dnnl_engine(), dnnl_forward_inference,
                                                          dnnl_convolution_direct, src, wei, bias, dst,
                                                          strides, dilates, pad_l, pad_r, attr);
}

dnnl_status_t kb_dnnl_pd_eltwise(dnnl_primitive_desc_t *pd, dnnl_alg_kind_t alg, kb_dnnl_cmd_t src,
                                 kb_dnnl_cmd_t dst, float alpha, float beta, const_dnnl_primitive_attr_t attr)
{
    return dnnl_eltwise_forward_primitive_desc_create(pd, kb_dnnl_engine(), dnnl_forward_inference, alg, src,
                                                      dst, alpha, beta, attr);
}

dnnl_status_t kb_dnnl_pd_binary(dnnl_primitive_desc_t *pd, dnnl_alg_kind_t alg, kb_dnnl_cmd_t src0,
                                kb_dnnl_cmd_t src1, kb_dnnl_cmd_t dst, const_dnnl_primitive_attr_t attr)
{
    return dnnl_binary_primitive_desc_create(pd, kb_dnnl_engine(), alg, src0, src1, dst, attr);
}

dnnl_status_t kb_dnnl_pd_softmax(dnnl_primitive_desc_t *pd, dnnl_alg_kind_t alg, kb_dnnl_cmd_t src,
                                 kb_dnnl_cmd_t dst, int axis, const_dnnl_primitive_attr_t attr)
{
    return dnnl_softmax_forward_primitive_desc_create(pd, kb_dnnl_engine(), dnnl_forward_inference, alg, src,
                                                      dst, axis, attr);
}

dnnl_status_t kb_dnnl_pd_lnorm(dnnl_primitive_desc_t *pd, kb_dnnl_cmd_t data, float eps)
{
    return dnnl_layer_normalization_forward_primitive_desc_create(pd, kb_dnnl_engine(), dnnl_forward_training,
                                                                  data, data, NULL, eps, 0, NULL);
}

dnnl_status_t kb_dnnl_pd_pool(dnnl_primitive_desc_t *pd, dnnl_alg_kind_t alg, kb_dnnl_cmd_t src,
                              kb_dnnl_cmd_t dst, const int64_t *strides, const int64_t *kernel,
                              const int64_t *dilation, const int64_t *pad_l, const int64_t *pad_r)
{
    return dnnl_pooling_forward_primitive_desc_create(pd, kb_dnnl_engine(), dnnl_forward_inference, alg, src,
                                                      dst, strides, kernel, dilation, pad_l, pad_r, NULL);
}

dnnl_status_t kb_dnnl_post_ops_append_eltwise(dnnl_post_ops_t ops, dnnl_alg_kind_t alg, float alpha,
                                              float beta)
{
    return dnnl_post_ops_append_eltwise(ops, alg, alpha, beta);
}

#else /* oneDNN 2.x */

kb_dnnl_md_t kb_dnnl_md_strides(int ndims, const int64_t *dims, dnnl_data_type_t t, const int64_t *strides)
{
    dnnl_memory_desc_t *md = kb_xcalloc(1, sizeof *md);
    KB_ASSERT(dnnl_memory_desc_init_by_strides(md, ndims, dims, t, strides) == dnnl_success);
    return md;
}

kb_dnnl_md_t kb_dnnl_md_tag(int ndims, const int64_t *dims, dnnl_data_type_t t, dnnl_format_tag_t tag)
{
    dnnl_memory_desc_t *md = kb_xcalloc(1, sizeof *md);
    KB_ASSERT(dnnl_memory_desc_init_by_tag(md, ndims, dims, t, tag) == dnnl_success);
    return md;
}

void kb_dnnl_md_free(kb_dnnl_md_t md) { free(md); }

int kb_dnnl_md_dims(kb_dnnl_cmd_t md, int64_t *dims)
{
    memcpy(dims, md->dims, sizeof(int64_t) * (size_t)md->ndims);
    return md->ndims;
}

dnnl_data_type_t kb_dnnl_md_type(kb_dnnl_cmd_t md) { return md->data_type; }

/* Plan a primitive from its op descriptor, the 2.x way. */
static dnnl_status_t pd_create(dnnl_primitive_desc_t *pd, const void *op_desc,
                               const_dnnl_primitive_attr_t attr)
{
    return dnnl_primitive_desc_create(pd, op_desc, attr, kb_dnnl_engine(), NULL);
}

dnnl_status_t kb_dnnl_pd_matmul(dnnl_primitive_desc_t *pd, kb_dnnl_cmd_t src, kb_dnnl_cmd_t wei,
                                kb_dnnl_cmd_t bias, kb_dnnl_cmd_t dst, const_dnnl_primitive_attr_t attr)
{
    dnnl_matmul_desc_t od;
    dnnl_status_t st = dnnl_matmul_desc_init(&od, src, wei, bias, dst);
    return st == dnnl_success ? pd_create(pd, &od, attr) : st;
}

dnnl_status_t kb_dnnl_pd_conv(dnnl_primitive_desc_t *pd, bool deconv, kb_dnnl_cmd_t src, kb_dnnl_cmd_t wei,
                              kb_dnnl_cmd_t bias, kb_dnnl_cmd_t dst, const int64_t *strides,
                              const int64_t *dilates, const int64_t *pad_l, const int64_t *pad_r,
                              const_dnnl_primitive_attr_t attr)
{
    /* 2.x's undilated initialisers are the dilated ones with zero dilation */
    const dnnl_dims_t none = {0};
    if (!dilates) dilates = none;
    if (deconv) {
        dnnl_deconvolution_desc_t od;
        dnnl_status_t st = dnnl_dilated_deconvolution_forward_desc_init(
            &od, dnnl_forward_inference, dnnl_deconvolution_direct, src, wei, bias, dst, strides, dilates,
            pad_l, pad_r);
        return st == dnnl_success ? pd_create(pd, &od, attr) : st;
    }
    dnnl_convolution_desc_t od;
    dnnl_status_t st =
        dnnl_dilated_convolution_forward_desc_init(&od, dnnl_forward_inference, dnnl_convolution_direct, src,
                                                   wei, bias, dst, strides, dilates, pad_l, pad_r);
    return st == dnnl_success ? pd_create(pd, &od, attr) : st;
}

dnnl_status_t kb_dnnl_pd_eltwise(dnnl_primitive_desc_t *pd, dnnl_alg_kind_t alg, kb_dnnl_cmd_t src,
                                 kb_dnnl_cmd_t dst, float alpha, float beta, const_dnnl_primitive_attr_t attr)
{
    KB_ASSERT(dnnl_memory_desc_equal(src, dst));
    dnnl_eltwise_desc_t od;
    dnnl_status_t st = dnnl_eltwise_forward_desc_init(&od, dnnl_forward_inference, alg, src, alpha, beta);
    return st == dnnl_success ? pd_create(pd, &od, attr) : st;
}

dnnl_status_t kb_dnnl_pd_binary(dnnl_primitive_desc_t *pd, dnnl_alg_kind_t alg, kb_dnnl_cmd_t src0,
                                kb_dnnl_cmd_t src1, kb_dnnl_cmd_t dst, const_dnnl_primitive_attr_t attr)
{
    dnnl_binary_desc_t od;
    dnnl_status_t st = dnnl_binary_desc_init(&od, alg, src0, src1, dst);
    return st == dnnl_success ? pd_create(pd, &od, attr) : st;
}

dnnl_status_t kb_dnnl_pd_softmax(dnnl_primitive_desc_t *pd, dnnl_alg_kind_t alg, kb_dnnl_cmd_t src,
                                 kb_dnnl_cmd_t dst, int axis, const_dnnl_primitive_attr_t attr)
{
    dnnl_softmax_v2_desc_t od;
    dnnl_status_t st = dnnl_softmax_v2_forward_desc_init(&od, dnnl_forward_inference, alg, src, dst, axis);
    return st == dnnl_success ? pd_create(pd, &od, attr) : st;
}

dnnl_status_t kb_dnnl_pd_lnorm(dnnl_primitive_desc_t *pd, kb_dnnl_cmd_t data, float eps)
{
    dnnl_layer_normalization_desc_t od;
    dnnl_status_t st =
        dnnl_layer_normalization_forward_desc_init(&od, dnnl_forward_training, data, NULL, eps, 0);
    return st == dnnl_success ? pd_create(pd, &od, NULL) : st;
}

dnnl_status_t kb_dnnl_pd_pool(dnnl_primitive_desc_t *pd, dnnl_alg_kind_t alg, kb_dnnl_cmd_t src,
                              kb_dnnl_cmd_t dst, const int64_t *strides, const int64_t *kernel,
                              const int64_t *dilation, const int64_t *pad_l, const int64_t *pad_r)
{
    dnnl_pooling_v2_desc_t od;
    dnnl_status_t st = dnnl_pooling_v2_forward_desc_init(&od, dnnl_forward_inference, alg, src, dst, strides,
                                                         kernel, dilation, pad_l, pad_r);
    return st == dnnl_success ? pd_create(pd, &od, NULL) : st;
}

dnnl_status_t kb_dnnl_post_ops_append_eltwise(dnnl_post_ops_t ops, dnnl_alg_kind_t alg, float alpha,
                                              float beta)
{
    return dnnl_post_ops_append_eltwise(ops, 1.0f, alg, alpha, beta);
}

#endif

void kb_dnnl_version(char *buf, size_t cap)
{
    const dnnl_version_t *v = dnnl_version();
    snprintf(buf, cap, "oneDNN %d.%d.%d (%s)", v->major, v->minor, v->patch, KB_DNNL_SOURCE);
}
