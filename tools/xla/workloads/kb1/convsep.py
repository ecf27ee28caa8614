"""kb1 depthwise-separable convolution (src/suite/kb1/convsep.c): a depthwise Conv2d (padding
(K-1)/2, groups C) into an f32 y, then a 1x1 Conv2d over y, f32 accumulation."""
import jax.numpy as jnp
from jax import lax

import kbxla
from kbxla import Array, Outputs, Params, Scalars

NCHW = ("NCHW", "OIHW", "NCHW")


def separable(params: Params, scalars: Scalars, x: Array, wd: Array, wp: Array) -> Outputs:
    pad = (params["K"] - 1) // 2
    y = lax.conv_general_dilated(x, wd, window_strides=(1, 1), padding=[(pad, pad)] * 2,
                                 dimension_numbers=NCHW, feature_group_count=params["C"],
                                 precision=kbxla.PRECISION, preferred_element_type=jnp.float32)
    out = lax.conv_general_dilated(y, wp.astype(jnp.float32), window_strides=(1, 1),
                                   padding=[(0, 0)] * 2, dimension_numbers=NCHW,
                                   precision=kbxla.PRECISION,
                                   preferred_element_type=jnp.float32)
    return (out,)


ROWS = {
    "kb1_086_conv_depthwise_separable_2d": separable,
}
