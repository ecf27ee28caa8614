"""k47_matmul_add_swish_tanh_gelu_hardtanh: GEMM + bias, add, Swish, tanh, GELU (tanh form),
hardtanh.

    y = x . w + b + a                          x [M][K], w [K][N], b, a [N]
    out = clip(gelu(tanh(y * sigmoid(y))), -1, 1)
"""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(params: Params, scalars: Scalars, x: Array, w: Array, b: Array, a: Array) -> Outputs:
    y = dot(x, w) + f32(b) + f32(a)
    g = jax.nn.gelu(jnp.tanh(jax.nn.silu(y)), approximate=True)
    return (jnp.clip(g, -1.0, 1.0),)
