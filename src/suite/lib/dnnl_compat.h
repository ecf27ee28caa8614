/* dnnl_compat.h: the one place that knows oneDNN 2.x from 3.x, so that the lib baselines build
 * on Debian's oneDNN 2.6 and on PyPI's current oneDNN (3.x) from the same source.
 *
 * The two C APIs differ where the baselines touch them:
 * - memory descriptors: a struct the caller owns by value (2.x) vs an opaque handle created and
 *   destroyed by the library (3.x). Here both are handles: kb_dnnl_md_t is owned (create with
 *   kb_dnnl_md_strides/_tag, free with kb_dnnl_md_free), kb_dnnl_cmd_t is borrowed (what a
 *   primitive descriptor query returns). Both convert to what every oneDNN call that takes a
 *   descriptor wants (dnnl_memory_create, dnnl_memory_desc_equal, reorders, binary post-ops);
 * - primitive descriptors: an op descriptor then dnnl_primitive_desc_create (2.x) vs one
 *   dnnl_<op>_primitive_desc_create call with the op's arguments (3.x): kb_dnnl_pd_<op>;
 * - eltwise post-ops lost their scale argument in 3.x: kb_dnnl_post_ops_append_eltwise.
 * Nothing else in src/suite may test DNNL_VERSION_MAJOR. */
#ifndef KB_DNNL_COMPAT_H
#define KB_DNNL_COMPAT_H

#include <oneapi/dnnl/dnnl.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#if DNNL_VERSION_MAJOR >= 3
typedef dnnl_memory_desc_t kb_dnnl_md_t;
typedef const_dnnl_memory_desc_t kb_dnnl_cmd_t;
#else
typedef dnnl_memory_desc_t *kb_dnnl_md_t;
typedef const dnnl_memory_desc_t *kb_dnnl_cmd_t;
#endif

/* An owned descriptor of dims with the given strides (in elements) or format tag. Dims may be
 * DNNL_RUNTIME_DIM_VAL. Never NULL (an invalid descriptor is our bug: KB_ASSERT). */
kb_dnnl_md_t kb_dnnl_md_strides(int ndims, const int64_t *dims, dnnl_data_type_t t, const int64_t *strides);
kb_dnnl_md_t kb_dnnl_md_tag(int ndims, const int64_t *dims, dnnl_data_type_t t, dnnl_format_tag_t tag);
/* NULL is fine. */
void kb_dnnl_md_free(kb_dnnl_md_t md);
/* The dims of md into dims (DNNL_MAX_NDIMS entries); returns ndims. */
int kb_dnnl_md_dims(kb_dnnl_cmd_t md, int64_t *dims);
dnnl_data_type_t kb_dnnl_md_type(kb_dnnl_cmd_t md);

/* Primitive descriptors on kb_dnnl_engine(), forward inference; bias may be NULL, attr NULL. */
dnnl_status_t kb_dnnl_pd_matmul(dnnl_primitive_desc_t *pd, kb_dnnl_cmd_t src, kb_dnnl_cmd_t wei,
                                kb_dnnl_cmd_t bias, kb_dnnl_cmd_t dst, const_dnnl_primitive_attr_t attr);
/* Direct (de)convolution; strides, dilations and pads per spatial dim. dilates in oneDNN's
 * sense (0 is a dense kernel, PyTorch's dilation minus 1); NULL means none. Groups come with
 * the weights' memory descriptor ([G][F/G][C/G][k...]). */
dnnl_status_t kb_dnnl_pd_conv(dnnl_primitive_desc_t *pd, bool deconv, kb_dnnl_cmd_t src, kb_dnnl_cmd_t wei,
                              kb_dnnl_cmd_t bias, kb_dnnl_cmd_t dst, const int64_t *strides,
                              const int64_t *dilates, const int64_t *pad_l, const int64_t *pad_r,
                              const_dnnl_primitive_attr_t attr);
/* In place or not: 2.x has one data descriptor, so src and dst must describe the same memory
 * layout (KB_ASSERT). */
dnnl_status_t kb_dnnl_pd_eltwise(dnnl_primitive_desc_t *pd, dnnl_alg_kind_t alg, kb_dnnl_cmd_t src,
                                 kb_dnnl_cmd_t dst, float alpha, float beta,
                                 const_dnnl_primitive_attr_t attr);
dnnl_status_t kb_dnnl_pd_binary(dnnl_primitive_desc_t *pd, dnnl_alg_kind_t alg, kb_dnnl_cmd_t src0,
                                kb_dnnl_cmd_t src1, kb_dnnl_cmd_t dst, const_dnnl_primitive_attr_t attr);
/* alg: dnnl_softmax_accurate or dnnl_softmax_log. */
dnnl_status_t kb_dnnl_pd_softmax(dnnl_primitive_desc_t *pd, dnnl_alg_kind_t alg, kb_dnnl_cmd_t src,
                                 kb_dnnl_cmd_t dst, int axis, const_dnnl_primitive_attr_t attr);

/* Layer normalisation over the last axis, forward training (the statistics computed from the
 * data and written out as mean and variance), src and dst both `data`, no scale or shift. */
dnnl_status_t kb_dnnl_pd_lnorm(dnnl_primitive_desc_t *pd, kb_dnnl_cmd_t data, float eps);

/* Pooling, forward inference; alg dnnl_pooling_max or dnnl_pooling_avg_include_padding; per
 * spatial dim its stride, kernel, dilation (oneDNN's: 0 is none) and paddings. */
dnnl_status_t kb_dnnl_pd_pool(dnnl_primitive_desc_t *pd, dnnl_alg_kind_t alg, kb_dnnl_cmd_t src,
                              kb_dnnl_cmd_t dst, const int64_t *strides, const int64_t *kernel,
                              const int64_t *dilation, const int64_t *pad_l, const int64_t *pad_r);

dnnl_status_t kb_dnnl_post_ops_append_eltwise(dnnl_post_ops_t ops, dnnl_alg_kind_t alg, float alpha,
                                              float beta);

/* The library in use, from its own version call and where the build found it, e.g.
 * "oneDNN 3.13.2 (PyPI onednn 2026.1.0)" or "oneDNN 2.6.3 (Debian)". */
void kb_dnnl_version(char *buf, size_t cap);

#endif
