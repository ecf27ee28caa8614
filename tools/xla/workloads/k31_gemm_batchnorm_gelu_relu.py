"""k31_gemm_batchnorm_gelu_relu: GEMM, batch norm with batch statistics, GELU (tanh), ReLU.

    y = x . w^T                                x [M][K], w [N][K] (nn.Linear's layout)
    mean[n], var[n] over the M rows (biased)
    out = max(0, gelu((y - mean) / sqrt(var + EPS) * gamma + beta))
y stays in f32: its column means are large and the statistics must cancel them accurately.
"""
import jax
import jax.numpy as jnp
from jax import lax

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(params: Params, scalars: Scalars, x: Array, w: Array, gamma: Array, beta: Array) -> Outputs:
    y = dot(x, w.T)
    mu = jnp.mean(y, axis=0, keepdims=True)
    var = jnp.mean(jnp.square(y - mu), axis=0, keepdims=True)
    z = (y - mu) * lax.rsqrt(var + scalars["EPS"]) * f32(gamma) + f32(beta)
    return (jax.nn.relu(jax.nn.gelu(z, approximate=True)),)
