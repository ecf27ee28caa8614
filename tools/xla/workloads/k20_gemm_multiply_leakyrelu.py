"""k20_gemm_multiply_leakyrelu: v = MULTIPLIER * (x . w + b); out = v >= 0 ? v : NEGATIVE_SLOPE * v.

x [M][K], w [K][N], b [N].
"""
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(params: Params, scalars: Scalars, x: Array, w: Array, b: Array) -> Outputs:
    v = (dot(x, w) + f32(b)) * scalars["MULTIPLIER"]
    return (jnp.where(v >= 0, v, v * scalars["NEGATIVE_SLOPE"]),)
