"""k48_matmul_batchnorm_biasadd_divide_swish: GEMM + bias, batch norm with running statistics
(inference), bias add, divide, Swish.

    y = x . w + lb                             x [M][K], w [K][N], lb [N]
    v = ((y - bn_mean) / sqrt(bn_var + EPS) * bn_scale + bn_bias + bias[0]) / DIVIDE
    out = v * sigmoid(v)
"""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(
    params: Params,
    scalars: Scalars,
    x: Array,
    w: Array,
    lb: Array,
    bn_scale: Array,
    bn_bias: Array,
    bn_mean: Array,
    bn_var: Array,
    bias: Array,
) -> Outputs:
    y = dot(x, w) + f32(lb)
    bn = (y - f32(bn_mean)) / jnp.sqrt(f32(bn_var) + scalars["EPS"])
    v = (bn * f32(bn_scale) + f32(bn_bias) + f32(bias)[0]) / scalars["DIVIDE"]
    return (jax.nn.silu(v),)
