"""p02_gqa_attention: causal grouped-query attention as a flash-attention Pallas TPU kernel that
serves a whole query-head group from one k/v stream.

Shapes: q [B][S][HQ][D], k, v [B][S][HKV][D], out [B][S][HQ][D] (tpu-v6e: B 4, S 4096, HQ 128,
HKV 8, D 128: 16 query heads per kv head).

- Layout glue outside: the token-major arrays transposed to head-major, q further viewed as
  [B][HKV][G][S][D] so that one block holds the G query heads of a kv head. In the kernel the
  (G, bq, D) block is flattened to G*bq rows: every k/v block fetched from HBM feeds G heads'
  worth of MXU work (G times less k/v traffic than one head per step).
- Grid (b, kv head, query block i, key block j), j innermost and "arbitrary" with the online
  softmax state in VMEM scratch (running max m and sum l replicated over 128 lanes, the f32
  accumulator), as in p01's kernel. Blocks above the diagonal are skipped (pl.when) and the
  k/v index maps clamp j to the last needed block, so the pipeline issues no DMA for them.
  Straddling blocks mask by global row/column; row r of the flattened block is query row
  i*bq + r % bq.
- bq 256 (G*bq rows of scores per step: 4096 x bk at tpu-v6e, f32), bk up to 512.
"""
import functools
import math

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

LANES = 128


def pick(n, sizes):
    for s in sizes:
        if s <= n and n % s == 0:
            return s
    return n


def gqa_flash_kernel(q_ref, k_ref, v_ref, o_ref, m_ref, l_ref, acc_ref, *, bq, bk, scale,
                     precision):
    i, j = pl.program_id(2), pl.program_id(3)
    G, _, D = q_ref.shape
    last = ((i + 1) * bq - 1) // bk

    @pl.when(j == 0)
    def _():
        m_ref[...] = jnp.full_like(m_ref, -1e30)
        l_ref[...] = jnp.zeros_like(l_ref)
        acc_ref[...] = jnp.zeros_like(acc_ref)

    @pl.when(j <= last)
    def _():
        q = q_ref[...].reshape(G * bq, D)
        s = jax.lax.dot_general(q, k_ref[...], (((1,), (1,)), ((), ())),
                                preferred_element_type=jnp.float32, precision=precision)
        s = s * scale                                                   # [G*bq, bk]
        row = i * bq + jax.lax.broadcasted_iota(jnp.int32, s.shape, 0) % bq
        col = j * bk + jax.lax.broadcasted_iota(jnp.int32, s.shape, 1)
        s = jnp.where(col <= row, s, -jnp.inf)
        m_prev = m_ref[:, :1]
        m_new = jnp.maximum(m_prev, jnp.max(s, axis=-1, keepdims=True))
        alpha = jnp.exp(m_prev - m_new)
        p = jnp.exp(s - m_new)
        l_new = alpha * l_ref[:, :1] + jnp.sum(p, axis=-1, keepdims=True)
        acc_ref[...] = alpha * acc_ref[...] + jnp.dot(p.astype(v_ref.dtype), v_ref[...],
                                                      preferred_element_type=jnp.float32,
                                                      precision=precision)
        m_ref[...] = jnp.broadcast_to(m_new, m_ref.shape)
        l_ref[...] = jnp.broadcast_to(l_new, l_ref.shape)

    @pl.when(j == last)
    def _():
        out = acc_ref[...] / l_ref[:, :1]
        o_ref[...] = out.reshape(G, bq, D).astype(o_ref.dtype)


def kernel(q, k, v):
    B, S, HQ, D = q.shape
    HKV = k.shape[2]
    G = HQ // HKV
    qh = q.transpose(0, 2, 1, 3).reshape(B, HKV, G, S, D)
    kh = k.transpose(0, 2, 1, 3)                                        # [B][HKV][S][D]
    vh = v.transpose(0, 2, 1, 3)
    bq = pick(S, (256, 128))
    bk = pick(S, (512, 256, 128))
    precision = jax.lax.Precision.HIGHEST if q.dtype == jnp.float32 else None

    def kv_index(b, g, i, j):
        return (b, g, jnp.minimum(j, ((i + 1) * bq - 1) // bk), 0)

    out = pl.pallas_call(
        functools.partial(gqa_flash_kernel, bq=bq, bk=bk, scale=1.0 / math.sqrt(D),
                          precision=precision),
        grid=(B, HKV, S // bq, S // bk),
        in_specs=[pl.BlockSpec((None, None, G, bq, D), lambda b, g, i, j: (b, g, 0, i, 0)),
                  pl.BlockSpec((None, None, bk, D), kv_index),
                  pl.BlockSpec((None, None, bk, D), kv_index)],
        out_specs=pl.BlockSpec((None, None, G, bq, D), lambda b, g, i, j: (b, g, 0, i, 0)),
        out_shape=jax.ShapeDtypeStruct(qh.shape, q.dtype),
        scratch_shapes=[pltpu.VMEM((G * bq, LANES), jnp.float32),
                        pltpu.VMEM((G * bq, LANES), jnp.float32),
                        pltpu.VMEM((G * bq, D), jnp.float32)],
        compiler_params=pltpu.CompilerParams(
            dimension_semantics=("parallel", "parallel", "parallel", "arbitrary"),
            vmem_limit_bytes=64 << 20),     # the [G*bq, bk] f32 scores and probabilities
    )(qh, kh, vh)
    return out.reshape(B, HQ, S, D).transpose(0, 2, 1, 3)
