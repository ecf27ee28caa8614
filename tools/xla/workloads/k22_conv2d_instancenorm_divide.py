"""k22_conv2d_instancenorm_divide: 3x3 convolution, instance norm with affine, divide.

    y = conv(x, w)                       NCHW / OIHW, stride 1, no padding, no bias
    mu, var[n][f] = mean, biased variance of y[n][f] over its HO x WO plane
    out = ((y - mu) / sqrt(var + EPS) * gamma[f] + beta[f]) / DIV
"""
import jax.numpy as jnp
from jax import lax

import kbxla
from kbxla import Array, Outputs, Params, Scalars, f32


def fn(params: Params, scalars: Scalars, x: Array, w: Array, gamma: Array, beta: Array) -> Outputs:
    y = lax.conv_general_dilated(x, w, window_strides=(1, 1), padding="VALID",
                                 dimension_numbers=("NCHW", "OIHW", "NCHW"),
                                 precision=kbxla.PRECISION,
                                 preferred_element_type=jnp.float32)
    mu = jnp.mean(y, axis=(2, 3), keepdims=True)
    var = jnp.mean(jnp.square(y - mu), axis=(2, 3), keepdims=True)
    z = (y - mu) * lax.rsqrt(var + scalars["EPS"])
    return ((z * f32(gamma)[:, None, None] + f32(beta)[:, None, None]) / scalars["DIV"],)
