"""k20_gemm_multiply_leakyrelu: v = MULTIPLIER * (x . w + b); out = v >= 0 ? v : NEGATIVE_SLOPE * v.

x [M][K], w [K][N], b [N].
"""
import jax.numpy as jnp

from kbxla import dot, f32


def fn(params, scalars, x, w, b):
    v = (dot(x, w) + f32(b)) * scalars["MULTIPLIER"]
    return (jnp.where(v >= 0, v, v * scalars["NEGATIVE_SLOPE"]),)
