"""k45_gemm_groupnorm_swish_multiply_swish: GEMM + bias, group norm, swish, per-feature multiply,
swish.

    y = x . w^T + b                            x [M][K], w [N][K], b [N]
    g = (y - mean_g) / sqrt(var_g + EPS) * gamma + beta
        over G groups of N/G consecutive features of each row (biased variance)
    out = swish(swish(g) * mw),  swish(v) = v * sigmoid(v)
"""
import jax
import jax.numpy as jnp
from jax import lax

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(
    params: Params,
    scalars: Scalars,
    x: Array,
    w: Array,
    b: Array,
    gamma: Array,
    beta: Array,
    mw: Array,
) -> Outputs:
    M, N, G = params["M"], params["N"], params["G"]
    y = (dot(x, w.T) + f32(b)).reshape(M, G, N // G)
    mu = jnp.mean(y, axis=2, keepdims=True)
    var = jnp.mean(jnp.square(y - mu), axis=2, keepdims=True)
    g = ((y - mu) * lax.rsqrt(var + scalars["EPS"])).reshape(M, N) * f32(gamma) + f32(beta)
    return (jax.nn.silu(jax.nn.silu(g) * f32(mw)),)
