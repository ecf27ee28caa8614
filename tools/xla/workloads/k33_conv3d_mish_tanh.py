"""k33_conv3d_mish_tanh: 3x3x3 convolution + bias, Mish, tanh.

    v = cb[f] + conv3d(x, w)                   NCDHW / OIDHW, stride 1, no padding
    out = tanh(mish(v)),  mish(v) = v * tanh(softplus(v))
"""
import jax
import jax.numpy as jnp
from jax import lax

import kbxla
from kbxla import Array, Outputs, Params, Scalars, f32


def fn(params: Params, scalars: Scalars, x: Array, w: Array, cb: Array) -> Outputs:
    v = lax.conv_general_dilated(x, w, window_strides=(1, 1, 1), padding="VALID",
                                 dimension_numbers=("NCDHW", "OIDHW", "NCDHW"),
                                 precision=kbxla.PRECISION,
                                 preferred_element_type=jnp.float32)
    v = v + f32(cb)[:, None, None, None]
    return (jnp.tanh(v * jnp.tanh(jax.nn.softplus(v))),)
