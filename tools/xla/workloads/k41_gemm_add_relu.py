"""k41_gemm_add_relu: out = max(0, x . w + b).

x [M][K], w [K][N], b [N].
"""
import jax

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(params: Params, scalars: Scalars, x: Array, w: Array, b: Array) -> Outputs:
    return (jax.nn.relu(dot(x, w) + f32(b)),)
