"""k37_matmul_swish_scaling: y = x . w + b; out = y * sigmoid(y) * SCALING.

x [M][K], w [K][N], b [N].
"""
import jax

from kbxla import dot, f32


def fn(params, scalars, x, w, b):
    return (jax.nn.silu(dot(x, w) + f32(b)) * scalars["SCALING"],)
