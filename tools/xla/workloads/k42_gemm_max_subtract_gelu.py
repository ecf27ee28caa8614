"""k42_gemm_max_subtract_gelu: GEMM + bias, max over the features, minus the batch mean of the
maxima, GELU (tanh form).

    mx[m] = max_n (x . w + b)[m][n]            x [M][K], w [K][N], b [N]
    out[m][0] = gelu(mx[m] - mean over the M rows of mx)
"""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(params: Params, scalars: Scalars, x: Array, w: Array, b: Array) -> Outputs:
    mx = jnp.max(dot(x, w) + f32(b), axis=1, keepdims=True)
    return (jax.nn.gelu(mx - jnp.mean(mx, axis=0, keepdims=True), approximate=True),)
