"""k46_conv2d_groupnorm_tanh_hardswish_residualadd_logsumexp: 3x3 convolution + bias, group norm,
tanh, hard-swish, residual add of the convolution, log-sum-exp over the channels.

    c = cb[f] + conv(x, w)                     NCHW / OIHW, stride 1, no padding
    mu, var[n][g] = mean, biased variance of c over group g's F/G channels x the HO x WO plane
    t = tanh((c - mu) / sqrt(var + EPS) * gamma[f] + beta[f])
    r = c + t * min(max(t + 3, 0), 6) / 6      (hard-swish of t, plus the convolution)
    out[n][0][i][j] = log sum_f exp(r[n][f][i][j])
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
    N, G = params["N"], params["G"]
    c = lax.conv_general_dilated(x, w, window_strides=(1, 1), padding="VALID",
                                 dimension_numbers=("NCHW", "OIHW", "NCHW"),
                                 precision=kbxla.PRECISION,
                                 preferred_element_type=jnp.float32)
    c = c + f32(cb)[:, None, None]
    cg = c.reshape(N, G, -1)                   # a group's F/G channels are consecutive
    mu = jnp.mean(cg, axis=2, keepdims=True)
    var = jnp.mean(jnp.square(cg - mu), axis=2, keepdims=True)
    z = ((cg - mu) * lax.rsqrt(var + scalars["EPS"])).reshape(c.shape)
    t = jnp.tanh(z * f32(gamma)[:, None, None] + f32(beta)[:, None, None])
    r = c + t * jnp.clip(t + 3.0, 0.0, 6.0) / 6.0
    return (jax.nn.logsumexp(r, axis=1, keepdims=True),)
