"""p01_flash_attention: causal attention, out = softmax(q k^T / sqrt(D), causal) v, per (b, h),
as a flash-attention Pallas TPU kernel (online softmax, scores never leave VMEM).

Shapes: q, k, v, out [B][H][S][D] (tpu-v6e: B 4, H 64, S 4096, D 128).

Grid (b, h, i, j): query block i of bq rows, key/value block j of bk rows, j innermost and
"arbitrary" (it carries the running softmax state), the rest "parallel". For each query block
the kernel keeps in VMEM scratch, across the j steps:
    m   [bq, 128] f32   running row max of the scaled scores (replicated over the 128 lanes,
                        so it is one full vreg column: no (bq, 1) layouts)
    l   [bq, 128] f32   running sum of exp(s - m)
    acc [bq, D]   f32   running sum of exp(s - m) v
and folds each block in: m' = max(m, rowmax(s)); alpha = exp(m - m'); l = alpha l + rowsum(p);
acc = alpha acc + p v, with p = exp(s - m'). At the last block a query block needs, out =
acc / l, rounded once to the storage dtype.

Causality does two things:
- blocks wholly above the diagonal (every key after every query of the block) are skipped:
  pl.when around the work, and the k/v index maps clamp j to the last needed block, so the
  pipeline sees the same block index again and issues no DMA for the skipped steps;
- blocks that straddle the diagonal mask their scores with -inf by global row/column index.
Every row's first block (j = 0) holds key 0, which every query sees, so m is finite from the
first step and exp never sees -inf - -inf.

q k^T contracts the last dims of both (an NT matmul the MXU does natively: no transpose);
p is rounded to v's dtype for p v (bf16 on the MXU at full rate), as the tolerance allows.
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


def flash_kernel(q_ref, k_ref, v_ref, o_ref, m_ref, l_ref, acc_ref, *, bq, bk, scale, precision):
    i, j = pl.program_id(2), pl.program_id(3)
    last = ((i + 1) * bq - 1) // bk             # the last key block query block i needs

    @pl.when(j == 0)
    def _():
        m_ref[...] = jnp.full_like(m_ref, -1e30)
        l_ref[...] = jnp.zeros_like(l_ref)
        acc_ref[...] = jnp.zeros_like(acc_ref)

    @pl.when(j <= last)
    def _():
        q = q_ref[...]                                              # [bq, D]
        k = k_ref[...]                                              # [bk, D]
        s = jax.lax.dot_general(q, k, (((1,), (1,)), ((), ())),
                                preferred_element_type=jnp.float32, precision=precision)
        s = s * scale                                               # [bq, bk]
        row = i * bq + jax.lax.broadcasted_iota(jnp.int32, (bq, bk), 0)
        col = j * bk + jax.lax.broadcasted_iota(jnp.int32, (bq, bk), 1)
        s = jnp.where(col <= row, s, -jnp.inf)
        m_prev = m_ref[:, :1]                                       # [bq, 1]
        m_new = jnp.maximum(m_prev, jnp.max(s, axis=-1, keepdims=True))
        alpha = jnp.exp(m_prev - m_new)
        p = jnp.exp(s - m_new)                                      # [bq, bk]
        l_new = alpha * l_ref[:, :1] + jnp.sum(p, axis=-1, keepdims=True)
        pv = jnp.dot(p.astype(v_ref.dtype), v_ref[...], preferred_element_type=jnp.float32,
                     precision=precision)
        acc_ref[...] = alpha * acc_ref[...] + pv
        m_ref[...] = jnp.broadcast_to(m_new, m_ref.shape)
        l_ref[...] = jnp.broadcast_to(l_new, l_ref.shape)

    @pl.when(j == last)
    def _():
        o_ref[...] = (acc_ref[...] / l_ref[:, :1]).astype(o_ref.dtype)


def kernel(q, k, v):
    B, H, S, D = q.shape
    bq = pick(S, (512, 256, 128))
    bk = pick(S, (512, 256, 128))
    precision = jax.lax.Precision.HIGHEST if q.dtype == jnp.float32 else None

    def kv_index(b, h, i, j):
        # past the last needed block, keep asking for it: the same index means no new DMA
        return (b, h, jnp.minimum(j, ((i + 1) * bq - 1) // bk), 0)

    body = functools.partial(flash_kernel, bq=bq, bk=bk, scale=1.0 / math.sqrt(D),
                             precision=precision)
    return pl.pallas_call(
        body,
        grid=(B, H, S // bq, S // bk),
        in_specs=[pl.BlockSpec((None, None, bq, D), lambda b, h, i, j: (b, h, i, 0)),
                  pl.BlockSpec((None, None, bk, D), kv_index),
                  pl.BlockSpec((None, None, bk, D), kv_index)],
        out_specs=pl.BlockSpec((None, None, bq, D), lambda b, h, i, j: (b, h, i, 0)),
        out_shape=jax.ShapeDtypeStruct(q.shape, q.dtype),
        scratch_shapes=[pltpu.VMEM((bq, LANES), jnp.float32),
                        pltpu.VMEM((bq, LANES), jnp.float32),
                        pltpu.VMEM((bq, D), jnp.float32)],
        compiler_params=pltpu.CompilerParams(
            dimension_semantics=("parallel", "parallel", "parallel", "arbitrary")),
    )(q, k, v)
