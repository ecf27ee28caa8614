"""p02_gqa_attention: causal grouped-query attention, token-major.

    q, out [B][S][HQ][D]; k, v [B][S][HKV][D]; query head h reads kv head h / (HQ / HKV).
    out[b][i][h] = softmax_j(q[b][i][h] . k[b][j][g] / sqrt(D), j <= i) . v[b][j][g]
"""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, einsum


def fn(params: Params, scalars: Scalars, q: Array, k: Array, v: Array) -> Outputs:
    B, S, HQ, HKV, D = (params[n] for n in ("B", "S", "HQ", "HKV", "D"))
    G = HQ // HKV
    qg = q.reshape(B, S, HKV, G, D)                  # head h = kv head * G + g
    s = einsum("bikgd,bjkd->bkgij", qg, k) * (1.0 / D ** 0.5)
    causal = jnp.tril(jnp.ones((S, S), dtype=bool))
    p = jax.nn.softmax(jnp.where(causal, s, -jnp.inf), axis=-1)
    o = einsum("bkgij,bjkd->bikgd", p, v)
    return (o.reshape(B, S, HQ, D),)
