"""k34_conv2d_activation_batchnorm: 3x3 convolution + bias, Mish, batch norm with batch
statistics (training mode).

    y = mish(cb[f] + conv(x, w))               NCHW / OIHW, stride 1, no padding
    mu, var[f] = mean, biased variance of y[.][f] over N x HO x WO
    out = (y - mu[f]) / sqrt(var[f] + EPS) * gamma[f] + beta[f]
"""
import jax
import jax.numpy as jnp
from jax import lax

import kbxla
from kbxla import Array, Outputs, Params, Scalars, f32


def fn(
    params: Params,
    scalars: Scalars,
    x: Array,
    w: Array,
    cb: Array,
    gamma: Array,
    beta: Array,
) -> Outputs:
    v = lax.conv_general_dilated(x, w, window_strides=(1, 1), padding="VALID",
                                 dimension_numbers=("NCHW", "OIHW", "NCHW"),
                                 precision=kbxla.PRECISION,
                                 preferred_element_type=jnp.float32)
    v = v + f32(cb)[:, None, None]
    y = v * jnp.tanh(jax.nn.softplus(v))
    mu = jnp.mean(y, axis=(0, 2, 3), keepdims=True)
    var = jnp.mean(jnp.square(y - mu), axis=(0, 2, 3), keepdims=True)
    z = (y - mu) * lax.rsqrt(var + scalars["EPS"])
    return (z * f32(gamma)[:, None, None] + f32(beta)[:, None, None],)
