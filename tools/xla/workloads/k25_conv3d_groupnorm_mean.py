"""k25_conv3d_groupnorm_mean: 3x3x3 convolution + bias, group norm, mean over all but the batch.

    y = cb[f] + conv3d(x, w)                   NCDHW / OIDHW, stride 1, no padding
    mu, var[n][g] = mean, biased variance of y over group g's F/G channels x the output volume
    out[n] = mean_{f,z,r,s} ((y - mu) / sqrt(var + EPS) * gamma[f] + beta[f])
"""
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
    N, F, G = params["N"], params["F"], params["G"]
    y = lax.conv_general_dilated(x, w, window_strides=(1, 1, 1), padding="VALID",
                                 dimension_numbers=("NCDHW", "OIDHW", "NCDHW"),
                                 precision=kbxla.PRECISION,
                                 preferred_element_type=jnp.float32)
    y = y + f32(cb)[:, None, None, None]
    yg = y.reshape(N, G, -1)                   # a group's F/G channels are consecutive
    mu = jnp.mean(yg, axis=2, keepdims=True)
    var = jnp.mean(jnp.square(yg - mu), axis=2, keepdims=True)
    z = ((yg - mu) * lax.rsqrt(var + scalars["EPS"])).reshape(y.shape)
    z = z * f32(gamma)[:, None, None, None] + f32(beta)[:, None, None, None]
    return (jnp.mean(z, axis=(1, 2, 3, 4)),)
