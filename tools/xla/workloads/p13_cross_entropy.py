"""p13_cross_entropy: loss = mean_b(logsumexp_v(hidden . w)[b] - (hidden . w)[b][labels[b]]), a [1]."""
import jax
import jax.numpy as jnp

from kbxla import dot


def fn(params, scalars, hidden, w, labels):
    logits = dot(hidden, w)                                             # [B][V] f32
    picked = jnp.take_along_axis(logits, labels[:, None], axis=1)[:, 0]
    loss = jax.nn.logsumexp(logits, axis=1) - picked
    return (jnp.mean(loss).reshape(1),)
