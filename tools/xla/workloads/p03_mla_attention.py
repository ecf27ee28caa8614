"""p03_mla_attention: DeepSeek-V3 multi-head latent attention.

    cq = x . wq_down;  q = cq . wq_up  [.., H, NOPE | ROPE]
    kv = x . wkv_down = [c (KVL) | kr (ROPE)]
    k  = [c . wk_up | rope(kr)] (the rope key shared by every head);  v = c . wv_up
    q  = [q_nope | rope(q_rope)];  o = causal softmax(q . k / sqrt(DQK)) . v;  out = o . wo
rope rotates interleaved pairs (2i, 2i+1) by s * ROPE_THETA^(-2i/ROPE) at position s.
Projections and attention in f32 (intermediates are never rounded to the storage type).
"""
import jax
import jax.numpy as jnp
import numpy as np

from kbxla import Array, Outputs, Params, Scalars, dot, einsum


def rope(x: Array, S: int, n: int, theta: float) -> Array:
    """x [B][S][..][n]: interleaved pairs rotated by position * theta^(-2i/n)."""
    inv_freq = jnp.asarray(theta ** (-2.0 * np.arange(n // 2) / n), dtype=jnp.float32)
    angle = jnp.arange(S, dtype=jnp.float32)[:, None] * inv_freq[None, :]     # [S][n/2]
    shape = (1, S) + (1,) * (x.ndim - 3) + (n // 2,)
    cos, sin = jnp.cos(angle).reshape(shape), jnp.sin(angle).reshape(shape)
    x1, x2 = x[..., 0::2], x[..., 1::2]
    r1, r2 = x1 * cos - x2 * sin, x1 * sin + x2 * cos
    return jnp.stack([r1, r2], axis=-1).reshape(x.shape)


def fn(
    params: Params,
    scalars: Scalars,
    x: Array,
    wq_down: Array,
    wq_up: Array,
    wkv_down: Array,
    wk_up: Array,
    wv_up: Array,
    wo: Array,
) -> Outputs:
    S, H = params["S"], params["H"]
    KVL, NOPE, ROPE, DQK = params["KVL"], params["NOPE"], params["ROPE"], params["DQK"]
    theta = scalars["ROPE_THETA"]

    cq = dot(x, wq_down)                                  # [B][S][QL]
    q = einsum("bsl,lhd->bshd", cq, wq_up)                # [B][S][H][DQK]
    kv = dot(x, wkv_down)                                 # [B][S][DKV]
    c, kr = kv[..., :KVL], kv[..., KVL:]
    k_nope = einsum("bsl,lhd->bshd", c, wk_up)            # [B][S][H][NOPE]
    v = einsum("bsl,lhd->bshd", c, wv_up)                 # [B][S][H][VD]

    q = jnp.concatenate([q[..., :NOPE], rope(q[..., NOPE:], S, ROPE, theta)], axis=-1)
    kr = rope(kr, S, ROPE, theta)                         # [B][S][ROPE]
    k = jnp.concatenate([k_nope, jnp.broadcast_to(kr[:, :, None, :], k_nope.shape[:3] + (ROPE,))],
                        axis=-1)

    s = einsum("bihd,bjhd->bhij", q, k) * (1.0 / DQK ** 0.5)
    causal = jnp.tril(jnp.ones((S, S), dtype=bool))
    p = jax.nn.softmax(jnp.where(causal, s, -jnp.inf), axis=-1)
    o = einsum("bhij,bjhd->bihd", p, v)                   # [B][S][H][VD]
    return (einsum("bshd,hde->bse", o, wo),)
