"""p04_splash_attention: grouped-query attention under a causal local window plus global tokens.

    keep(i, j) = j <= i and (i - j < WINDOW or j < N_GLOBAL)
    out[h][i] = softmax_j(q[h][i] . k[g][j] / sqrt(D), keep(i, j)) . v[g][j],  g = h / (HQ / HKV)
    q, out [HQ][S][D]; k, v [HKV][S][D] (no batch axis).
The mask is dense here: XLA computes every score and masks, as a JAX user's jnp code would.
"""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, einsum


def fn(params: Params, scalars: Scalars, q: Array, k: Array, v: Array) -> Outputs:
    HQ, HKV, S, D = params["HQ"], params["HKV"], params["S"], params["D"]
    W, NG = params["WINDOW"], params["N_GLOBAL"]
    i = jnp.arange(S)[:, None]
    j = jnp.arange(S)[None, :]
    keep = (j <= i) & ((i - j < W) | (j < NG))
    qg = q.reshape(HKV, HQ // HKV, S, D)             # head h = kv head * (HQ/HKV) + g
    s = einsum("kgid,kjd->kgij", qg, k) * (1.0 / D ** 0.5)
    p = jax.nn.softmax(jnp.where(keep, s, -jnp.inf), axis=-1)
    return (einsum("kgij,kjd->kgid", p, v).reshape(HQ, S, D),)
