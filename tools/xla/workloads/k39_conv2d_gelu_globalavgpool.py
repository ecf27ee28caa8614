"""k39_conv2d_gelu_globalavgpool: 3x3 convolution + bias, GELU (tanh form), global average pool.

    y = gelu(cb[f] + conv(x, w))               NCHW / OIHW, stride 1, no padding
    out[n][f] = mean over the HO x WO plane of y[n][f]
"""
import jax
import jax.numpy as jnp
from jax import lax

import kbxla
from kbxla import Array, Outputs, Params, Scalars, f32


def fn(params: Params, scalars: Scalars, x: Array, w: Array, cb: Array) -> Outputs:
    v = lax.conv_general_dilated(x, w, window_strides=(1, 1), padding="VALID",
                                 dimension_numbers=("NCHW", "OIHW", "NCHW"),
                                 precision=kbxla.PRECISION,
                                 preferred_element_type=jnp.float32)
    y = jax.nn.gelu(v + f32(cb)[:, None, None], approximate=True)
    return (jnp.mean(y, axis=(2, 3)),)
