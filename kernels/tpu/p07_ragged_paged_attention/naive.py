"""p07_ragged_paged_attention, a naive Pallas TPU kernel: mixed prefill and decode attention
over a paged KV cache, sequences packed back to back in the query rows.

Sequence s owns query rows cu_q_lens[s] .. cu_q_lens[s+1]-1 and kv_lens[s] cached positions;
its row r (within the sequence) sits at position kv_len - q_len + r and sees positions 0..pos.
K and V of position u are kv_pages[page_indices[s][u / PAGE]][u % PAGE][g][0 or 1].
Rows with no visible position, and rows past cu_q_lens[NS], are 0.

Shapes: q [T][HQ][D], kv_pages [P][PAGE][HKV][2][D], kv_lens [NS], page_indices [NS][PPS],
cu_q_lens [NS+1], out [T][HQ][D]. A starting point: correct, simple, not fast: every query
block meets every sequence's every page, and the mask discards what does not belong.

- The three index tensors are scalar-prefetched into SMEM; the k/v block index maps read the
  page table, so each step's DMA fetches one physical page of one kv head.
- Layout glue outside: q to [HKV][G][T][D] (the G query heads of a kv head in one block,
  flattened to G*bt rows in the kernel), kv_pages to [P][HKV][2][PAGE][D] (the same array
  passed twice, the k block at index 0 of the pair axis, the v block at 1).
- Grid (row block, kv head, sequence, page), the last two "arbitrary": one online softmax per
  row across all of them (running max, sum and f32 accumulator in VMEM scratch).
"""
import functools
import math

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu


def pick(n, sizes):
    for s in sizes:
        if s <= n and n % s == 0:
            return s
    return n


def ragged_kernel(lens_ref, pages_ref, cu_ref, q_ref, k_ref, v_ref, o_ref, m_ref, l_ref, acc_ref,
                  *, scale):
    r, s, p = pl.program_id(0), pl.program_id(2), pl.program_id(3)
    G, bt, D = q_ref.shape
    page = k_ref.shape[0]
    precision = jax.lax.Precision.HIGHEST if q_ref.dtype == jnp.float32 else None

    @pl.when((s == 0) & (p == 0))
    def _():
        m_ref[...] = jnp.full_like(m_ref, -1e30)
        l_ref[...] = jnp.zeros_like(l_ref)
        acc_ref[...] = jnp.zeros_like(acc_ref)

    q = q_ref[...].reshape(G * bt, D)
    sc = jax.lax.dot_general(q, k_ref[...], (((1,), (1,)), ((), ())),
                             preferred_element_type=jnp.float32, precision=precision) * scale
    start, end, kv_len = cu_ref[s], cu_ref[s + 1], lens_ref[s]
    row = r * bt + jax.lax.broadcasted_iota(jnp.int32, sc.shape, 0) % bt   # global query row
    pos = kv_len - (end - start) + (row - start)                           # its position
    u = p * page + jax.lax.broadcasted_iota(jnp.int32, sc.shape, 1)       # key positions
    sc = jnp.where((row >= start) & (row < end) & (u <= pos), sc, -jnp.inf)
    m_new = jnp.maximum(m_ref[...], jnp.max(sc, axis=-1, keepdims=True))
    alpha = jnp.exp(m_ref[...] - m_new)
    e = jnp.exp(sc - m_new)
    l_ref[...] = alpha * l_ref[...] + jnp.sum(e, axis=-1, keepdims=True)
    acc_ref[...] = alpha * acc_ref[...] + jnp.dot(e.astype(v_ref.dtype), v_ref[...],
                                                  preferred_element_type=jnp.float32,
                                                  precision=precision)
    m_ref[...] = m_new

    @pl.when((s == pl.num_programs(2) - 1) & (p == pl.num_programs(3) - 1))
    def _():
        l = l_ref[...]
        out = jnp.where(l > 0, acc_ref[...] / jnp.where(l > 0, l, 1.0), 0.0)
        o_ref[...] = out.reshape(G, bt, D).astype(o_ref.dtype)


def kernel(q, kv_pages, kv_lens, page_indices, cu_q_lens):
    T, HQ, D = q.shape
    P, PAGE, HKV, _, _ = kv_pages.shape
    NS, PPS = page_indices.shape
    G = HQ // HKV
    bt = pick(T, (128, 64, 32, 16))
    qt = q.reshape(T, HKV, G, D).transpose(1, 2, 0, 3)              # [HKV][G][T][D]
    kvt = kv_pages.transpose(0, 2, 3, 1, 4)                          # [P][HKV][2][PAGE][D]

    def q_index(r, g, s, p, lens, pages, cu):
        return (g, 0, r, 0)

    def k_index(r, g, s, p, lens, pages, cu):
        return (pages[s, p], g, 0, 0, 0)

    def v_index(r, g, s, p, lens, pages, cu):
        return (pages[s, p], g, 1, 0, 0)

    out = pl.pallas_call(
        functools.partial(ragged_kernel, scale=1.0 / math.sqrt(D)),
        grid_spec=pltpu.PrefetchScalarGridSpec(
            num_scalar_prefetch=3,
            grid=(T // bt, HKV, NS, PPS),
            in_specs=[pl.BlockSpec((None, G, bt, D), q_index),
                      pl.BlockSpec((None, None, None, PAGE, D), k_index),
                      pl.BlockSpec((None, None, None, PAGE, D), v_index)],
            out_specs=pl.BlockSpec((None, G, bt, D), q_index),
            scratch_shapes=[pltpu.VMEM((G * bt, 1), jnp.float32),
                            pltpu.VMEM((G * bt, 1), jnp.float32),
                            pltpu.VMEM((G * bt, D), jnp.float32)]),
        out_shape=jax.ShapeDtypeStruct(qt.shape, q.dtype),
        compiler_params=pltpu.CompilerParams(
            dimension_semantics=("parallel", "parallel", "arbitrary", "arbitrary")),
    )(kv_lens, page_indices, cu_q_lens, qt, kvt, kvt)
    return out.transpose(2, 0, 1, 3).reshape(T, HQ, D)
