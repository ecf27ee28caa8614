"""k24_matmul_scale_residualadd_clamp_logsumexp_mish: GEMM + bias, scale, add to itself, clamp,
logsumexp over the features, times its own mish.

    y = x . w^T + b                            x [M][K], w [N][K], b [N]
    t = clamp(y*SCALE + y*SCALE, CLAMP_MIN, CLAMP_MAX)
    z[m] = log sum_n exp(t[m][n]);  out[m][0] = z * mish(z),  mish(z) = z * tanh(softplus(z))
"""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(params: Params, scalars: Scalars, x: Array, w: Array, b: Array) -> Outputs:
    t = (dot(x, w.T) + f32(b)) * scalars["SCALE"]
    t = jnp.clip(t + t, scalars["CLAMP_MIN"], scalars["CLAMP_MAX"])
    z = jax.nn.logsumexp(t, axis=1, keepdims=True)
    return (z * (z * jnp.tanh(jax.nn.softplus(z))),)
