"""k30_matmul_scaling_residualadd: y = x . w + b; out = y * SCALING + y.

x [M][K], w [K][N], b [N].
"""
from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(params: Params, scalars: Scalars, x: Array, w: Array, b: Array) -> Outputs:
    y = dot(x, w) + f32(b)
    return (y * scalars["SCALING"] + y,)
