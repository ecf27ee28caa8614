"""p16_mamba2_ssd: Mamba-2 state space duality, quadratic form, q, k, v, out [B][H][S][D].

    c[t] = cumsum_t log(sigmoid(a_log[t]) + 1e-8)          (f32, as JAXBench)
    s[i][j] = (q[i] . k[j]) * exp(c[i] - c[j]) for j <= i, else 0
    out[i] = sum_j s[i][j] v[j] / max(|sum_j s[i][j]|, 1)
"""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, einsum, f32


def fn(params: Params, scalars: Scalars, q: Array, k: Array, v: Array, a_log: Array) -> Outputs:
    S = params["S"]
    c = jnp.cumsum(jnp.log(jax.nn.sigmoid(f32(a_log)) + 1e-8), axis=-1)    # [B][H][S]
    causal = jnp.tril(jnp.ones((S, S), dtype=bool))
    gap = c[..., :, None] - c[..., None, :]                                  # c[i] - c[j]
    decay = jnp.exp(jnp.where(causal, gap, -jnp.inf))                        # 0 above the diagonal
    s = einsum("bhid,bhjd->bhij", q, k) * decay
    norm = jnp.maximum(jnp.abs(jnp.sum(s, axis=-1, keepdims=True)), 1.0)
    return (einsum("bhij,bhjd->bhid", s / norm, v),)
