"""k29_matmul_swish_sum_groupnorm: GEMM, swish, bias, group norm.

    h = x . w                                  x [M][K], w [K][N], no bias in the product
    s = h * sigmoid(h) + b
    out = (s - mean_g) / sqrt(var_g + EPS) * gamma + beta
over G groups of N/G consecutive features of each row (biased variance).
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
) -> Outputs:
    M, N, G = params["M"], params["N"], params["G"]
    s = (jax.nn.silu(dot(x, w)) + f32(b)).reshape(M, G, N // G)
    mu = jnp.mean(s, axis=2, keepdims=True)
    var = jnp.mean(jnp.square(s - mu), axis=2, keepdims=True)
    z = ((s - mu) * lax.rsqrt(var + scalars["EPS"])).reshape(M, N)
    return (z * f32(gamma) + f32(beta),)
