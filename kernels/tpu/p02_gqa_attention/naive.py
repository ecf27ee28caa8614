"""p02_gqa_attention, a naive Pallas TPU kernel: causal grouped-query attention.

Shapes: q [B][S][HQ][D], k, v [B][S][HKV][D], out [B][S][HQ][D]; query head h reads kv head
h // (HQ / HKV). A starting point: correct, simple, not fast.

The token-major inputs are transposed to head-major outside the kernel (layout glue: a block
whose last two dims are (one head, D) would break the (8, 128) rule). One grid step per
(b, h, block of up to 128 query rows) holds that kv head's whole k and v: the [bq, S] scores
are computed at once, masked (key after query: -inf), softmaxed in f32 and multiplied by v.
The kv block index map divides the query head by the group size: no kv head is copied.
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
    B, S, HQ, D = q.shape
    G = HQ // k.shape[2]
    qh, kh, vh = (t.transpose(0, 2, 1, 3) for t in (q, k, v))     # [B][H][S][D]
    bq = next((b for b in (128, 64, 32, 16, 8) if S % b == 0), S)
    out = pl.pallas_call(
        attention_kernel,
        grid=(B, HQ, S // bq),
        in_specs=[pl.BlockSpec((None, None, bq, D), lambda b, h, i: (b, h, i, 0)),
                  pl.BlockSpec((None, None, S, D), lambda b, h, i: (b, h // G, 0, 0)),
                  pl.BlockSpec((None, None, S, D), lambda b, h, i: (b, h // G, 0, 0))],
        out_specs=pl.BlockSpec((None, None, bq, D), lambda b, h, i: (b, h, i, 0)),
        out_shape=jax.ShapeDtypeStruct(qh.shape, q.dtype),
    )(qh, kh, vh)
    return out.transpose(0, 2, 1, 3)
