"""k37_matmul_swish_scaling: y = x . w + b; out = y * sigmoid(y) * SCALING.

x [M][K], w [K][N], b [N].
"""
import jax

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(params: Params, scalars: Scalars, x: Array, w: Array, b: Array) -> Outputs:
    return (jax.nn.silu(dot(x, w) + f32(b)) * scalars["SCALING"],)
