"""k44_matmul_divide_gelu: out = gelu((x . w + b) / DIVISOR), gelu the tanh form.

x [M][K], w [K][N], b [N].
"""
import jax

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(params: Params, scalars: Scalars, x: Array, w: Array, b: Array) -> Outputs:
    return (jax.nn.gelu((dot(x, w) + f32(b)) / scalars["DIVISOR"], approximate=True),)
