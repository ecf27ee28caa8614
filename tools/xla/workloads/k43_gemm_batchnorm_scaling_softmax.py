"""k43_gemm_batchnorm_scaling_softmax: GEMM + bias, batch norm with running statistics
(inference), a learned scalar scale, softmax over the features.

    y = x . w + b                              x [M][K], w [K][N], b [N]
    z = scale[0] * ((y - bn_mean) / sqrt(bn_var + EPS) * bn_scale + bn_bias)
    out = softmax over n of z[m]
"""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(
    params: Params,
    scalars: Scalars,
    x: Array,
    w: Array,
    b: Array,
    bn_scale: Array,
    bn_bias: Array,
    bn_mean: Array,
    bn_var: Array,
    scale: Array,
) -> Outputs:
    y = dot(x, w) + f32(b)
    bn = (y - f32(bn_mean)) / jnp.sqrt(f32(bn_var) + scalars["EPS"])
    z = f32(scale)[0] * (bn * f32(bn_scale) + f32(bn_bias))
    return (jax.nn.softmax(z, axis=1),)
