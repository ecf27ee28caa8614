"""k49_matmul_avgpool_gelu_scale_max: GEMM + bias, average pool along the features, GELU (tanh
form), scale, max.

    y = x . w + b                              x [M][K], w [K][N], b [N]
    a[m][j] = mean of y[m][j*P : (j+1)*P]      (window P, stride P: N/P windows)
    out[m] = max_j SCALE * gelu(a[m][j])
"""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(params: Params, scalars: Scalars, x: Array, w: Array, b: Array) -> Outputs:
    M, N, P = params["M"], params["N"], params["P"]
    a = jnp.mean((dot(x, w) + f32(b)).reshape(M, N // P, P), axis=2)
    return (jnp.max(scalars["SCALE"] * jax.nn.gelu(a, approximate=True), axis=1),)
