"""p01_flash_attention: causal multi-head self-attention, q, k, v, out [B][H][S][D].

    out = softmax_j(q . k_j / sqrt(D), j <= i) . v      (f32 scores, softmax and sums)
"""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, einsum


def fn(params: Params, scalars: Scalars, q: Array, k: Array, v: Array) -> Outputs:
    S, D = params["S"], params["D"]
    s = einsum("bhid,bhjd->bhij", q, k) * (1.0 / D ** 0.5)
    causal = jnp.tril(jnp.ones((S, S), dtype=bool))
    p = jax.nn.softmax(jnp.where(causal, s, -jnp.inf), axis=-1)
    return (einsum("bhij,bhjd->bhid", p, v),)
