"""k30_matmul_scaling_residualadd: y = x . w + b; out = y * SCALING + y.

x [M][K], w [K][N], b [N].
"""
from kbxla import dot, f32


def fn(params, scalars, x, w, b):
    y = dot(x, w) + f32(b)
    return (y * scalars["SCALING"] + y,)
