"""k36_matmul_sigmoid_sum: out[m][0] = sum_n sigmoid(x . w + b)[m][n].

x [M][K], w [K][N], b [N]; out [M][1].
"""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(params: Params, scalars: Scalars, x: Array, w: Array, b: Array) -> Outputs:
    return (jnp.sum(jax.nn.sigmoid(dot(x, w) + f32(b)), axis=1, keepdims=True),)
