"""k21_gemm_divide_sum_scaling: out[m][0] = SCALE * sum_n (x . w^T)[m][n] / DIVISOR.

x [M][K], w [N][K] (nn.Linear's layout), no bias; out [M][1].
"""
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, dot


def fn(params: Params, scalars: Scalars, x: Array, w: Array) -> Outputs:
    y = dot(x, w.T) / scalars["DIVISOR"]
    return (jnp.sum(y, axis=1, keepdims=True) * scalars["SCALE"],)
