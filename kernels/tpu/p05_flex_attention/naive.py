"""p05_flex_attention, a naive Pallas TPU kernel: causal attention with an additive
per-head score bias, s = q k^T / sqrt(D) + bias[h].

Shapes: q, k, v, out [B][H][S][D], bias [H][S][S]. A starting point: correct, simple, not fast.

One grid step per (b, h, block of up to 128 query rows) with the head's whole k and v and the
matching [bq, S] rows of the bias in VMEM: scores plus bias in f32, the causal mask, a softmax
in f32, p v. The bias block index ignores b: every batch reads the same bias rows.
"""
import math

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def flex_kernel(q_ref, k_ref, v_ref, bias_ref, o_ref):
    bq, D = q_ref.shape
    S = k_ref.shape[0]
    i = pl.program_id(2)
    precision = jax.lax.Precision.HIGHEST if q_ref.dtype == jnp.float32 else None
    s = jax.lax.dot_general(q_ref[...], k_ref[...], (((1,), (1,)), ((), ())),
                            preferred_element_type=jnp.float32, precision=precision)
    s = s / math.sqrt(D) + bias_ref[...].astype(jnp.float32)      # [bq, S]
    row = i * bq + jax.lax.broadcasted_iota(jnp.int32, (bq, S), 0)
    col = jax.lax.broadcasted_iota(jnp.int32, (bq, S), 1)
    s = jnp.where(col <= row, s, -jnp.inf)
    p = jnp.exp(s - jnp.max(s, axis=-1, keepdims=True))
    p = p / jnp.sum(p, axis=-1, keepdims=True)
    o_ref[...] = jnp.dot(p.astype(v_ref.dtype), v_ref[...], preferred_element_type=jnp.float32,
                         precision=precision).astype(o_ref.dtype)


def kernel(q, k, v, bias):
    B, H, S, D = q.shape
    bq = next((b for b in (128, 64, 32, 16, 8) if S % b == 0), S)
    return pl.pallas_call(
        flex_kernel,
        grid=(B, H, S // bq),
        in_specs=[pl.BlockSpec((None, None, bq, D), lambda b, h, i: (b, h, i, 0)),
                  pl.BlockSpec((None, None, S, D), lambda b, h, i: (b, h, 0, 0)),
                  pl.BlockSpec((None, None, S, D), lambda b, h, i: (b, h, 0, 0)),
                  pl.BlockSpec((None, bq, S), lambda b, h, i: (h, i, 0))],
        out_specs=pl.BlockSpec((None, None, bq, D), lambda b, h, i: (b, h, i, 0)),
        out_shape=jax.ShapeDtypeStruct(q.shape, q.dtype),
    )(q, k, v, bias)
