"""p06_paged_attention: decode attention over a paged KV cache.

    K[b][t] = k_pages[page_indices[b][t / PAGE]][t % PAGE]     (V likewise), t < kv_lens[b]
    out[b][h] = softmax_t(queries[b][h] . K[b][t][g] / sqrt(D)) . V[b][t][g],  g = h / (HQ/HKV)
    queries, out [B][HQ][D]; k_pages, v_pages [P][PAGE][HKV][D]; kv_lens [B]; page_indices [B][PPS]
Each sequence's pages are gathered into position order, then attended under the length mask.
"""
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, einsum, masked_softmax


def fn(
    params: Params,
    scalars: Scalars,
    queries: Array,
    k_pages: Array,
    v_pages: Array,
    kv_lens: Array,
    page_indices: Array,
) -> Outputs:
    B, HQ, HKV, D = params["B"], params["HQ"], params["HKV"], params["D"]
    PAGE, PPS = params["PAGE"], params["PPS"]
    K = k_pages[page_indices].reshape(B, PPS * PAGE, HKV, D)   # [B][MAXLEN][HKV][D]
    V = v_pages[page_indices].reshape(B, PPS * PAGE, HKV, D)
    q = queries.reshape(B, HKV, HQ // HKV, D)                  # head h = kv head * G + g
    s = einsum("bkgd,btkd->bkgt", q, K) * (1.0 / D ** 0.5)
    keep = jnp.arange(PPS * PAGE)[None, :] < kv_lens[:, None]  # [B][MAXLEN]
    p = masked_softmax(s, keep[:, None, None, :])
    return (einsum("bkgt,btkd->bkgd", p, V).reshape(B, HQ, D),)
