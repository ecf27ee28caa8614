"""k27_matmul_mish_mish: out = mish(mish(x . w + b)), mish(t) = t * tanh(softplus(t)).

x [M][K], w [K][N], b [N].
"""
import jax
import jax.numpy as jnp

from kbxla import dot, f32


def mish(t):
    return t * jnp.tanh(jax.nn.softplus(t))


def fn(params, scalars, x, w, b):
    return (mish(mish(dot(x, w) + f32(b))),)
