"""k27_matmul_mish_mish: out = mish(mish(x . w + b)), mish(t) = t * tanh(softplus(t)).

x [M][K], w [K][N], b [N].
"""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def mish(t: Array) -> Array:
    return t * jnp.tanh(jax.nn.softplus(t))


def fn(params: Params, scalars: Scalars, x: Array, w: Array, b: Array) -> Outputs:
    return (mish(mish(dot(x, w) + f32(b))),)
