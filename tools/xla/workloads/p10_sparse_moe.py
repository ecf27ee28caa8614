"""p10_sparse_moe: Mixtral-style top-2 mixture of X SwiGLU experts.

    logits = x . router (f32); a, b = the two largest (ties to the lower index)
    pa, pb = softmax(logits[a], logits[b])
    out[t] = pa * expert_a(x[t]) + pb * expert_b(x[t]),  expert_j(v) = (silu(v.gate[j]) * v.up[j]) . down[j]
Written as JAXBench's baseline writes it: every expert runs on every token (dense einsums) and
the outputs are combined with the routing weights, which are 0 for the experts not chosen.
"""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, dot, einsum


def fn(
    params: Params,
    scalars: Scalars,
    x: Array,
    router: Array,
    gate: Array,
    up: Array,
    down: Array,
) -> Outputs:
    X = params["X"]
    logits = dot(x, router)                                   # [T][X] f32
    top, idx = jax.lax.top_k(logits, 2)                       # descending, ties to lower index
    probs = jax.nn.softmax(top, axis=-1)                      # [T][2]
    weights = jnp.sum(jax.nn.one_hot(idx, X, dtype=jnp.float32) * probs[..., None], axis=1)  # [T][X]
    h = jax.nn.silu(einsum("te,xef->txf", x, gate)) * einsum("te,xef->txf", x, up)
    y = einsum("txf,xfe->txe", h, down)                       # every expert's output
    return (jnp.sum(weights[..., None] * y, axis=1),)
