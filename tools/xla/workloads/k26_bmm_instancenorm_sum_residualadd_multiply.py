"""k26_bmm_instancenorm_sum_residualadd_multiply: GEMM + bias, each row normalised over its
features with a per-feature affine, then (t + y) * y.

    h = x . w^T + b                            x [M][K], w [N][K], b [N]
    t = (h - mean_n h) / sqrt(var_n h + EPS) * gamma + beta      (biased variance, per row)
    out = (t + y) * y                          y [M][N]
"""
import jax.numpy as jnp
from jax import lax

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(
    params: Params,
    scalars: Scalars,
    x: Array,
    y: Array,
    w: Array,
    b: Array,
    gamma: Array,
    beta: Array,
) -> Outputs:
    h = dot(x, w.T) + f32(b)
    mu = jnp.mean(h, axis=1, keepdims=True)
    var = jnp.mean(jnp.square(h - mu), axis=1, keepdims=True)
    t = (h - mu) * lax.rsqrt(var + scalars["EPS"]) * f32(gamma) + f32(beta)
    y = f32(y)
    return ((t + y) * y,)
