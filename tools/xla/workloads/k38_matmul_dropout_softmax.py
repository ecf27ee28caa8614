"""k38_matmul_dropout_softmax: out = softmax over n of (x . w^T + b)[m]; the dropout between them
is the identity at inference.

x [M][K], w [N][K] (nn.Linear's layout), b [N].
"""
import jax

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(params: Params, scalars: Scalars, x: Array, w: Array, b: Array) -> Outputs:
    return (jax.nn.softmax(dot(x, w.T) + f32(b), axis=1),)
