"""k19_matmul_subtract_multiply_relu: out = max(0, (x . w + b - SUBTRACT) * MULTIPLY).

x [M][K], w [K][N], b [N].
"""
import jax

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(params: Params, scalars: Scalars, x: Array, w: Array, b: Array) -> Outputs:
    y = dot(x, w) + f32(b)
    return (jax.nn.relu((y - scalars["SUBTRACT"]) * scalars["MULTIPLY"]),)
