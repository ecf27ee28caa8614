"""p15_retnet_retention: multi-scale retention, parallel form, q, k, v, out [B][H][S][D].

    gamma_h = 1 - 2^(-5-h);  s[i][j] = (q[i] . k[j]) * gamma_h^(i-j) for j <= i, else 0
    out[i] = sum_j s[i][j] v[j] / max(sum_j |s[i][j]|, 1)
The decay is exp(log(gamma_h) * (i - j)) in f32, log(gamma_h) taken in double at trace time.
"""
import jax.numpy as jnp
import numpy as np

from kbxla import Array, Outputs, Params, Scalars, einsum


def fn(params: Params, scalars: Scalars, q: Array, k: Array, v: Array) -> Outputs:
    H, S = params["H"], params["S"]
    log_gamma = jnp.asarray(np.log1p(-2.0 ** (-5.0 - np.arange(H))), dtype=jnp.float32)  # [H]
    i = jnp.arange(S)[:, None]
    j = jnp.arange(S)[None, :]
    dist = (i - j).astype(jnp.float32)
    decay = jnp.where(j <= i, jnp.exp(log_gamma[:, None, None] * jnp.maximum(dist, 0.0)), 0.0)
    s = einsum("bhid,bhjd->bhij", q, k) * decay[None]
    norm = jnp.maximum(jnp.sum(jnp.abs(s), axis=-1, keepdims=True), 1.0)
    return (einsum("bhij,bhjd->bhid", s / norm, v),)
