"""p06_paged_attention, a naive Pallas TPU kernel: decode attention over a paged KV cache.

Shapes: queries [B][HQ][D], k_pages, v_pages [P][PAGE][HKV][D], kv_lens int32 [B],
page_indices int32 [B][PPS], out [B][HQ][D]; query head h reads kv head h // (HQ / HKV);
sequence b's position t lives in page page_indices[b][t / PAGE], row t % PAGE.
A starting point: correct, simple, not fast.

- kv_lens and page_indices are scalar-prefetched into SMEM (PrefetchScalarGridSpec): the k/v
  block index maps read the page table, so each grid step's DMA fetches one physical page.
- The pages are transposed to [P][HKV][PAGE][D] outside (layout glue: a block of one kv head
  out of [PAGE][HKV][D] would put a squeezed head dim in the (8, 128)-tiled pair).
- The queries are viewed as [B][HKV][G][D]: one block holds the G query heads that share a
  kv head, so each page is fetched once per kv head, not once per query head.
- Grid (b, kv head, page), page innermost and "arbitrary": an online softmax over the pages
  (running max, sum and f32 accumulator in VMEM scratch), positions t >= kv_lens[b] masked to
  -inf. Every step fetches a page, even past the sequence's end (the tuned kernel skips them).
"""
import functools
import math

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu


def paged_kernel(lens_ref, pages_ref, q_ref, k_ref, v_ref, o_ref, m_ref, l_ref, acc_ref, *,
                 scale):
    b, p = pl.program_id(0), pl.program_id(2)
    page = k_ref.shape[0]
    precision = jax.lax.Precision.HIGHEST if q_ref.dtype == jnp.float32 else None

    @pl.when(p == 0)
    def _():
        m_ref[...] = jnp.full_like(m_ref, -1e30)
        l_ref[...] = jnp.zeros_like(l_ref)
        acc_ref[...] = jnp.zeros_like(acc_ref)

    s = jax.lax.dot_general(q_ref[...], k_ref[...], (((1,), (1,)), ((), ())),
                            preferred_element_type=jnp.float32, precision=precision) * scale
    pos = p * page + jax.lax.broadcasted_iota(jnp.int32, s.shape, 1)       # [G, PAGE]
    s = jnp.where(pos < lens_ref[b], s, -jnp.inf)
    m_new = jnp.maximum(m_ref[...], jnp.max(s, axis=-1, keepdims=True))
    alpha = jnp.exp(m_ref[...] - m_new)
    e = jnp.exp(s - m_new)
    l_ref[...] = alpha * l_ref[...] + jnp.sum(e, axis=-1, keepdims=True)
    acc_ref[...] = alpha * acc_ref[...] + jnp.dot(e.astype(v_ref.dtype), v_ref[...],
                                                  preferred_element_type=jnp.float32,
                                                  precision=precision)
    m_ref[...] = m_new

    @pl.when(p == pl.num_programs(2) - 1)
    def _():
        o_ref[...] = (acc_ref[...] / l_ref[...]).astype(o_ref.dtype)


def kernel(queries, k_pages, v_pages, kv_lens, page_indices):
    B, HQ, D = queries.shape
    P, PAGE, HKV, _ = k_pages.shape
    PPS = page_indices.shape[1]
    G = HQ // HKV
    q = queries.reshape(B, HKV, G, D)
    kt = k_pages.transpose(0, 2, 1, 3)                                # [P][HKV][PAGE][D]
    vt = v_pages.transpose(0, 2, 1, 3)

    def kv_index(b, g, p, lens, pages):
        return (pages[b, p], g, 0, 0)

    out = pl.pallas_call(
        functools.partial(paged_kernel, scale=1.0 / math.sqrt(D)),
        grid_spec=pltpu.PrefetchScalarGridSpec(
            num_scalar_prefetch=2,
            grid=(B, HKV, PPS),
            in_specs=[pl.BlockSpec((None, None, G, D), lambda b, g, p, lens, pages: (b, g, 0, 0)),
                      pl.BlockSpec((None, None, PAGE, D), kv_index),
                      pl.BlockSpec((None, None, PAGE, D), kv_index)],
            out_specs=pl.BlockSpec((None, None, G, D), lambda b, g, p, lens, pages: (b, g, 0, 0)),
            scratch_shapes=[pltpu.VMEM((G, 1), jnp.float32), pltpu.VMEM((G, 1), jnp.float32),
                            pltpu.VMEM((G, D), jnp.float32)]),
        out_shape=jax.ShapeDtypeStruct((B, HKV, G, D), queries.dtype),
        compiler_params=pltpu.CompilerParams(
            dimension_semantics=("parallel", "parallel", "arbitrary")),
    )(kv_lens, page_indices, q, kt, vt)
    return out.reshape(B, HQ, D)
