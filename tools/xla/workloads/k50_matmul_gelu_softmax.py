"""k50_matmul_gelu_softmax: out = softmax over n of gelu(x . w + b)[m], gelu the tanh form.

x [M][K], w [K][N], b [N].
"""
import jax

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(params: Params, scalars: Scalars, x: Array, w: Array, b: Array) -> Outputs:
    return (jax.nn.softmax(jax.nn.gelu(dot(x, w) + f32(b), approximate=True), axis=1),)
