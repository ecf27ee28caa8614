"""k44_matmul_divide_gelu: out = gelu((x . w + b) / DIVISOR), gelu the tanh form.

x [M][K], w [K][N], b [N].
"""
import jax

from kbxla import dot, f32


def fn(params, scalars, x, w, b):
    return (jax.nn.gelu((dot(x, w) + f32(b)) / scalars["DIVISOR"], approximate=True),)
