"""p13_cross_entropy: loss = mean_b(logsumexp_v(hidden . w)[b] - (hidden . w)[b][labels[b]]), a [1]."""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, dot


def fn(params: Params, scalars: Scalars, hidden: Array, w: Array, labels: Array) -> Outputs:
    logits = dot(hidden, w)                                             # [B][V] f32
    picked = jnp.take_along_axis(logits, labels[:, None], axis=1)[:, 0]
    loss = jax.nn.logsumexp(logits, axis=1) - picked
    return (jnp.mean(loss).reshape(1),)
