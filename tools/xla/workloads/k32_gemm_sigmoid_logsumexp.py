"""k32_gemm_sigmoid_logsumexp: two-layer head, sigmoid between the layers, logsumexp of the logits.

    h = sigmoid(x . w1^T + b1)                 x [M][K], w1 [H][K], b1 [H]
    z = h . w2^T + b2                          w2 [O][H], b2 [O]
    out[m] = log sum_o exp(z[m][o])
The hidden activations h are kept in f32 (the spec allows f32 or the storage type).
"""
import jax

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(
    params: Params,
    scalars: Scalars,
    x: Array,
    w1: Array,
    b1: Array,
    w2: Array,
    b2: Array,
) -> Outputs:
    h = jax.nn.sigmoid(dot(x, w1.T) + f32(b1))
    z = dot(h, w2.T) + f32(b2)
    return (jax.nn.logsumexp(z, axis=1),)
