"""p07_ragged_paged_attention: mixed prefill and decode attention over a paged KV cache, the
sequences packed back to back in the query rows, as a Pallas TPU kernel in the shape of JAX's
ragged paged attention: the three index tensors are scalar-prefetched and drive the DMAs and
the skipping, several pages per grid step.

Sequence s owns query rows cu_q_lens[s] .. cu_q_lens[s+1]-1 and kv_lens[s] cached positions;
its row r sits at position kv_len - q_len + r and sees positions 0..pos. Rows with no visible
position, and rows past cu_q_lens[NS], are 0. Shapes: q [T][HQ][D], kv_pages
[P][PAGE][HKV][2][D], kv_lens [NS], page_indices [NS][PPS], cu_q_lens [NS+1], out [T][HQ][D]
(tpu-v6e: T 4096, NS 64, HQ 64, HKV 8, D 128, PAGE 16, PPS 256, P 16384).

- Grid (row block r, kv head g, sequence s, page block p), s and p "arbitrary", one online
  softmax per row across them (running max and sum, f32 accumulator in VMEM scratch).
- A (row block, sequence) pair that shares no rows, and page blocks past the last position
  the block's rows of that sequence can see (the causal limit: for a prefill chunk, the
  early row blocks stop early), do no work (pl.when); the page index maps clamp to the last
  needed page, so the block index repeats and the pipeline skips the DMA. Decode rows fetch
  cdiv(kv_len, PAGE) pages once per kv head.
- bt 64 rows (G*bt rows of scores per step: 512 at tpu-v6e), ppb 4 pages.
- Each step brings ppb pages of k and of v (2*ppb blocks, each index map reading
  page_indices[s][p*ppb + u]); Pallas double-buffers them, so the next step's page DMAs
  overlap this step's work. Layout glue outside: q to [HKV][G][T][D] (the G query heads of
  a kv head in one block, G*bt rows in the kernel), kv_pages to [P][HKV][2][PAGE][D].
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


def plan(r, s, lens, cu, *, bt, page):
    """For row block r and sequence s: do they share rows, and the last page those rows see."""
    start, end = cu[s], cu[s + 1]
    lo, hi = jnp.maximum(start, r * bt), jnp.minimum(end, (r + 1) * bt)
    shared = lo < hi
    top = lens[s] - (end - start) + (hi - start) - 1        # the last row's position
    return shared & (top >= 0), jnp.maximum(top, 0) // page


def ragged_kernel(lens_ref, pages_ref, cu_ref, q_ref, *refs, ppb, bt, scale, precision):
    k_refs, v_refs = refs[:ppb], refs[ppb:2 * ppb]
    o_ref, m_ref, l_ref, acc_ref = refs[2 * ppb:]
    r, s, p = pl.program_id(0), pl.program_id(2), pl.program_id(3)
    G, _, D = q_ref.shape
    page = k_refs[0].shape[0]
    live, last_page = plan(r, s, lens_ref, cu_ref, bt=bt, page=page)

    @pl.when((s == 0) & (p == 0))
    def _():
        m_ref[...] = jnp.full_like(m_ref, -1e30)
        l_ref[...] = jnp.zeros_like(l_ref)
        acc_ref[...] = jnp.zeros_like(acc_ref)

    @pl.when(live & (p * ppb <= last_page))
    def _():
        q = q_ref[...].reshape(G * bt, D)
        start, end, kv_len = cu_ref[s], cu_ref[s + 1], lens_ref[s]
        row = r * bt + jax.lax.broadcasted_iota(jnp.int32, (G * bt, page), 0) % bt
        pos = kv_len - (end - start) + (row - start)
        in_seq = (row >= start) & (row < end)
        for u in range(ppb):
            sc = jax.lax.dot_general(q, k_refs[u][...], (((1,), (1,)), ((), ())),
                                     preferred_element_type=jnp.float32, precision=precision)
            key = (p * ppb + u) * page + jax.lax.broadcasted_iota(jnp.int32, sc.shape, 1)
            sc = jnp.where(in_seq & (key <= pos), sc * scale, -jnp.inf)
            m_prev = m_ref[...]
            m_new = jnp.maximum(m_prev, jnp.max(sc, axis=-1, keepdims=True))
            alpha = jnp.exp(m_prev - m_new)
            e = jnp.exp(sc - m_new)
            l_ref[...] = alpha * l_ref[...] + jnp.sum(e, axis=-1, keepdims=True)
            acc_ref[...] = alpha * acc_ref[...] + jnp.dot(
                e.astype(v_refs[u].dtype), v_refs[u][...], preferred_element_type=jnp.float32,
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
    bt = pick(T, (64, 32, 16))
    ppb = pick(PPS, (4, 2, 1))
    qt = q.reshape(T, HKV, G, D).transpose(1, 2, 0, 3)              # [HKV][G][T][D]
    kvt = kv_pages.transpose(0, 2, 3, 1, 4)                          # [P][HKV][2][PAGE][D]
    precision = jax.lax.Precision.HIGHEST if q.dtype == jnp.float32 else None

    def q_index(r, g, s, p, lens, pages, cu):
        return (g, 0, r, 0)

    def page_spec(u, half):
        def index(r, g, s, p, lens, pages, cu):
            last = plan(r, s, lens, cu, bt=bt, page=PAGE)[1]
            return (pages[s, jnp.minimum(p * ppb + u, last)], g, half, 0, 0)
        return pl.BlockSpec((None, None, None, PAGE, D), index)

    out = pl.pallas_call(
        functools.partial(ragged_kernel, ppb=ppb, bt=bt, scale=1.0 / math.sqrt(D),
                          precision=precision),
        grid_spec=pltpu.PrefetchScalarGridSpec(
            num_scalar_prefetch=3,
            grid=(T // bt, HKV, NS, PPS // ppb),
            in_specs=[pl.BlockSpec((None, G, bt, D), q_index)]
                     + [page_spec(u, 0) for u in range(ppb)]
                     + [page_spec(u, 1) for u in range(ppb)],
            out_specs=pl.BlockSpec((None, G, bt, D), q_index),
            scratch_shapes=[pltpu.VMEM((G * bt, 1), jnp.float32),
                            pltpu.VMEM((G * bt, 1), jnp.float32),
                            pltpu.VMEM((G * bt, D), jnp.float32)]),
        out_shape=jax.ShapeDtypeStruct(qt.shape, q.dtype),
        compiler_params=pltpu.CompilerParams(
            dimension_semantics=("parallel", "parallel", "arbitrary", "arbitrary")),
    )(kv_lens, page_indices, cu_q_lens, qt, *([kvt] * (2 * ppb)))
    return out.transpose(2, 0, 1, 3).reshape(T, HQ, D)
