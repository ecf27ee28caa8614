"""p05_flex_attention: causal attention with an additive per-head bias (flex-attention score_mod).

    s[b][h][i][j] = q[b][h][i] . k[b][h][j] / sqrt(D) + bias[h][i][j]     for j <= i
    out[b][h][i] = softmax_j(s) . v[b][h][j]
"""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, einsum, f32


def fn(params: Params, scalars: Scalars, q: Array, k: Array, v: Array, bias: Array) -> Outputs:
    S, D = params["S"], params["D"]
    s = einsum("bhid,bhjd->bhij", q, k) * (1.0 / D ** 0.5) + f32(bias)[None]
    causal = jnp.tril(jnp.ones((S, S), dtype=bool))
    p = jax.nn.softmax(jnp.where(causal, s, -jnp.inf), axis=-1)
    return (einsum("bhij,bhjd->bhid", p, v),)
