"""p01_flash_attention, a naive Pallas TPU kernel: causal softmax(q k^T / sqrt(D)) v per (b, h).

Shapes: q, k, v, out [B][H][S][D]. A starting point: correct, simple, not fast.

One grid step per (b, h, block of up to 128 query rows), with the whole of that head's k and v
in VMEM: the [bq, S] scores are computed at once, masked (key after query: -inf), softmaxed
in f32 and multiplied by v. No online softmax, no skipping of the masked half.
"""
import math

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def attention_kernel(q_ref, k_ref, v_ref, o_ref):
    bq, D = q_ref.shape
    S = k_ref.shape[0]
    i = pl.program_id(2)
    precision = jax.lax.Precision.HIGHEST if q_ref.dtype == jnp.float32 else None
    s = jax.lax.dot_general(q_ref[...], k_ref[...], (((1,), (1,)), ((), ())),
                            preferred_element_type=jnp.float32, precision=precision)
    s = s / math.sqrt(D)                                            # [bq, S]
    row = i * bq + jax.lax.broadcasted_iota(jnp.int32, (bq, S), 0)
    col = jax.lax.broadcasted_iota(jnp.int32, (bq, S), 1)
    s = jnp.where(col <= row, s, -jnp.inf)
    p = jnp.exp(s - jnp.max(s, axis=-1, keepdims=True))
    p = p / jnp.sum(p, axis=-1, keepdims=True)
    o_ref[...] = jnp.dot(p.astype(v_ref.dtype), v_ref[...], preferred_element_type=jnp.float32,
                         precision=precision).astype(o_ref.dtype)


def kernel(q, k, v):
    B, H, S, D = q.shape
    bq = next((b for b in (128, 64, 32, 16, 8) if S % b == 0), S)
    return pl.pallas_call(
        attention_kernel,
        grid=(B, H, S // bq),
        in_specs=[pl.BlockSpec((None, None, bq, D), lambda b, h, i: (b, h, i, 0)),
                  pl.BlockSpec((None, None, S, D), lambda b, h, i: (b, h, 0, 0)),
                  pl.BlockSpec((None, None, S, D), lambda b, h, i: (b, h, 0, 0))],
        out_specs=pl.BlockSpec((None, None, bq, D), lambda b, h, i: (b, h, i, 0)),
        out_shape=jax.ShapeDtypeStruct(q.shape, q.dtype),
    )(q, k, v)
