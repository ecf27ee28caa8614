"""kb1 attention (src/suite/kb1/attention.c): softmax(q.k^T / sqrt(D)) . v per (b, h), no mask,
scores and probabilities in f32."""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, einsum


def sdpa(params: Params, scalars: Scalars, q: Array, k: Array, v: Array) -> Outputs:
    s = einsum("bhid,bhjd->bhij", q, k) / jnp.sqrt(jnp.float32(q.shape[-1]))
    return (einsum("bhij,bhjd->bhid", jax.nn.softmax(s, axis=-1), v),)


ROWS = {"kb1_097_scaled_dot_product_attention": sdpa}
