"""p07_ragged_paged_attention: a continuous-batching step, ragged queries over a paged KV cache.

    sequence i owns query rows cu_q_lens[i] .. cu_q_lens[i+1]-1 and kv_lens[i] cached positions;
    its row r sits at position pos = kv_len - q_len + r and sees positions t <= pos (causal).
    K[t] = kv_pages[page_indices[i][t / PAGE]][t % PAGE][g][0], V[t] = ...[g][1]
    out[row][h] = softmax_t(q[row][h] . K[t] / sqrt(D)) . V[t]; rows no sequence owns, or with
    no visible position, are 0.
    q, out [T][HQ][D]; kv_pages [P][PAGE][HKV][2][D]; kv_lens [NS]; page_indices [NS][PPS];
    cu_q_lens [NS+1]
Every sequence's cache is gathered into position order once; then each query row attends to its
own sequence's cache (lax.map over rows in batches, which bounds the per-row gathers' memory).
"""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, einsum, masked_softmax

ROWS_PER_STEP = 16


def fn(
    params: Params,
    scalars: Scalars,
    q: Array,
    kv_pages: Array,
    kv_lens: Array,
    page_indices: Array,
    cu_q_lens: Array,
) -> Outputs:
    T, NS, HQ, HKV, D = (params[n] for n in ("T", "NS", "HQ", "HKV", "D"))
    MAXKV = params["PPS"] * params["PAGE"]
    G = HQ // HKV
    kv = kv_pages[page_indices].reshape(NS, MAXKV, HKV, 2, D)  # [NS][MAXKV][HKV][k|v][D]
    K, V = kv[..., 0, :], kv[..., 1, :]

    rows = jnp.arange(T, dtype=jnp.int32)
    seq = jnp.sum(cu_q_lens[None, :] <= rows[:, None], axis=1) - 1   # the slot owning each row
    owned = (rows < cu_q_lens[NS]) & (seq >= 0) & (seq < NS)
    seq = jnp.clip(seq, 0, NS - 1)
    q_len = cu_q_lens[seq + 1] - cu_q_lens[seq]
    pos = kv_lens[seq] - q_len + (rows - cu_q_lens[seq])             # the row's own position
    last = jnp.where(owned, pos, -1)                                  # sees positions 0..last

    def attend(row: tuple[Array, Array, Array]) -> Array:
        qr, s_i, last_r = row                                         # [HQ][D], slot, position
        s = einsum("kgd,tkd->kgt", qr.reshape(HKV, G, D), K[s_i]) * (1.0 / D ** 0.5)
        keep = jnp.arange(MAXKV) <= last_r
        p = masked_softmax(s, keep[None, None, :])
        return einsum("kgt,tkd->kgd", p, V[s_i]).reshape(HQ, D)

    out = jax.lax.map(attend, (q, seq, last), batch_size=min(ROWS_PER_STEP, T))
    return (out,)
