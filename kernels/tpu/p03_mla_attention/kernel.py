"""p03_mla_attention: DeepSeek-style multi-head latent attention as a pipeline of blocked Pallas
TPU kernels, the attention a causal flash kernel over the split (nope | rope) scores.

cq = x wq_down; [c | kr] = x wkv_down; per head h: q_nope | q_rope = cq wq_up[:, h];
k_nope = c wk_up[:, h]; v = c wv_up[:, h]; scores = (q_nope k_nope^T + rope(q_rope) rope(kr)^T)
/ sqrt(DQK), causal softmax per sequence; out = sum_h o_h wo[h]. RoPE rotates the interleaved
pairs (2i, 2i+1) by pos * ROPE_THETA^(-2i/ROPE).

Shapes: x [B][S][E], wq_down [E][QL], wq_up [QL][H][DQK], wkv_down [E][DKV], wk_up, wv_up
[KVL][H][.], wo [H][VD][E], out [B][S][E] (tpu-v6e: B 4, S 2048, E 7168, H 128, QL 1536,
KVL 512, NOPE 128, ROPE 64, VD 128).

Five pallas_calls, every one blocked and pipelined (Pallas double-buffers each operand):
1. down-projections: (row block, E block) grid with E "arbitrary", f32 accumulators for cq
   and [c | kr] (the weights stream in 512-row blocks: never whole in VMEM);
2. the shared rope key rope(kr) once, not once per head;
3. per (head, row block): q_nope, rope(q_rope), k_nope, v, from the latent in VMEM;
4. flash attention per (b, h, query block, key block), keys innermost and "arbitrary": the
   online softmax (running max and sum over 128 lanes, f32 accumulator in scratch), key
   blocks above the diagonal skipped (pl.when) with the k/v index maps clamped to the last
   needed block (no DMA). The rope part of the score is its own NT matmul: no concatenation.
5. the output projection: (row block, E block, head) grid, heads "arbitrary", summed in f32.
Layout glue outside (free): the weights split and transposed head-major, the latent split
into c and kr. Intermediates are rounded to the storage dtype between the calls (the spec
allows it). RoPE: angles from iotas, the pair swap as a signed permutation matmul.
"""
import functools
import math

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

THETA = KB_ROPE_THETA  # noqa: F821  (kbench defines KB_<NAME> for every constant)
LANES = 128


def pick(n, sizes):
    for s in sizes:
        if s <= n and n % s == 0:
            return s
    return n


def prec(dtype):
    return jax.lax.Precision.HIGHEST if dtype == jnp.float32 else None


def rope(x, row0, seq):
    """Rotate the interleaved pairs of x [rows, R] (f32) by pos * THETA^(-2i/R), pos = row % seq."""
    rows, r = x.shape
    pos = ((row0 + jax.lax.broadcasted_iota(jnp.int32, (rows, r), 0)) % seq).astype(jnp.float32)
    pair = (jax.lax.broadcasted_iota(jnp.int32, (rows, r), 1) // 2).astype(jnp.float32)
    angle = pos * jnp.exp(pair * (-2.0 / r) * math.log(THETA))
    # swapped[2i] = -x[2i+1], swapped[2i+1] = x[2i]: x @ perm
    a = jax.lax.broadcasted_iota(jnp.int32, (r, r), 0)
    b = jax.lax.broadcasted_iota(jnp.int32, (r, r), 1)
    perm = (jnp.where((a == b + 1) & (b % 2 == 0), -1.0, 0.0)
            + jnp.where((a + 1 == b) & (a % 2 == 0), 1.0, 0.0))
    swapped = jnp.dot(x, perm, precision=jax.lax.Precision.HIGHEST)
    return x * jnp.cos(angle) + swapped * jnp.sin(angle)


def down_kernel(x_ref, wq_ref, wkv_ref, cq_ref, kv_ref, acc_q, acc_kv):
    e = pl.program_id(1)
    p = prec(x_ref.dtype)

    @pl.when(e == 0)
    def _():
        acc_q[...] = jnp.zeros_like(acc_q)
        acc_kv[...] = jnp.zeros_like(acc_kv)

    x = x_ref[...]
    acc_q[...] += jnp.dot(x, wq_ref[...], preferred_element_type=jnp.float32, precision=p)
    acc_kv[...] += jnp.dot(x, wkv_ref[...], preferred_element_type=jnp.float32, precision=p)

    @pl.when(e == pl.num_programs(1) - 1)
    def _():
        cq_ref[...] = acc_q[...].astype(cq_ref.dtype)
        kv_ref[...] = acc_kv[...].astype(kv_ref.dtype)


def krope_kernel(kr_ref, o_ref, *, seq):
    br = kr_ref.shape[0]
    kr = rope(kr_ref[...].astype(jnp.float32), pl.program_id(0) * br, seq)
    o_ref[...] = kr.astype(o_ref.dtype)


def heads_kernel(cq_ref, c_ref, wqn_ref, wqr_ref, wk_ref, wv_ref, qn_ref, qr_ref, kn_ref, v_ref,
                 *, seq):
    br = cq_ref.shape[0]
    p = prec(cq_ref.dtype)
    cq, c = cq_ref[...], c_ref[...]

    def mm(a, w_ref):
        return jnp.dot(a, w_ref[...], preferred_element_type=jnp.float32, precision=p)

    qn_ref[...] = mm(cq, wqn_ref).astype(qn_ref.dtype)
    qr_ref[...] = rope(mm(cq, wqr_ref), pl.program_id(1) * br, seq).astype(qr_ref.dtype)
    kn_ref[...] = mm(c, wk_ref).astype(kn_ref.dtype)
    v_ref[...] = mm(c, wv_ref).astype(v_ref.dtype)


def flash_kernel(qn_ref, qr_ref, kn_ref, kr_ref, v_ref, o_ref, m_ref, l_ref, acc_ref, *, bq, bk,
                 scale):
    i, j = pl.program_id(2), pl.program_id(3)
    p = prec(qn_ref.dtype)
    nt = (((1,), (1,)), ((), ()))
    last = ((i + 1) * bq - 1) // bk

    @pl.when(j == 0)
    def _():
        m_ref[...] = jnp.full_like(m_ref, -1e30)
        l_ref[...] = jnp.zeros_like(l_ref)
        acc_ref[...] = jnp.zeros_like(acc_ref)

    @pl.when(j <= last)
    def _():
        s = (jax.lax.dot_general(qn_ref[...], kn_ref[...], nt,
                                 preferred_element_type=jnp.float32, precision=p)
             + jax.lax.dot_general(qr_ref[...], kr_ref[...], nt,
                                   preferred_element_type=jnp.float32, precision=p)) * scale
        row = i * bq + jax.lax.broadcasted_iota(jnp.int32, s.shape, 0)
        col = j * bk + jax.lax.broadcasted_iota(jnp.int32, s.shape, 1)
        s = jnp.where(col <= row, s, -jnp.inf)
        m_prev = m_ref[:, :1]
        m_new = jnp.maximum(m_prev, jnp.max(s, axis=-1, keepdims=True))
        alpha = jnp.exp(m_prev - m_new)
        e = jnp.exp(s - m_new)
        l_new = alpha * l_ref[:, :1] + jnp.sum(e, axis=-1, keepdims=True)
        acc_ref[...] = alpha * acc_ref[...] + jnp.dot(e.astype(v_ref.dtype), v_ref[...],
                                                      preferred_element_type=jnp.float32,
                                                      precision=p)
        m_ref[...] = jnp.broadcast_to(m_new, m_ref.shape)
        l_ref[...] = jnp.broadcast_to(l_new, l_ref.shape)

    @pl.when(j == last)
    def _():
        o_ref[...] = (acc_ref[...] / l_ref[:, :1]).astype(o_ref.dtype)


def out_kernel(o_ref, wo_ref, y_ref, acc_ref):
    h = pl.program_id(2)

    @pl.when(h == 0)
    def _():
        acc_ref[...] = jnp.zeros_like(acc_ref)

    acc_ref[...] += jnp.dot(o_ref[...], wo_ref[...], preferred_element_type=jnp.float32,
                            precision=prec(o_ref.dtype))

    @pl.when(h == pl.num_programs(2) - 1)
    def _():
        y_ref[...] = acc_ref[...].astype(y_ref.dtype)


def kernel(x, wq_down, wq_up, wkv_down, wk_up, wv_up, wo):
    B, S, E = x.shape
    QL, H, DQK = wq_up.shape
    KVL, _, NOPE = wk_up.shape
    VD = wv_up.shape[2]
    DKV = wkv_down.shape[1]
    ROPE = DQK - NOPE
    R = B * S
    dt = x.dtype
    br = pick(R, (256, 128, 64, 32, 16, 8))
    be = pick(E, (512, 256, 128))
    arb = pltpu.CompilerParams(dimension_semantics=("parallel", "arbitrary"))

    cq, kv = pl.pallas_call(
        down_kernel,
        grid=(R // br, E // be),
        in_specs=[pl.BlockSpec((br, be), lambda i, e: (i, e)),
                  pl.BlockSpec((be, QL), lambda i, e: (e, 0)),
                  pl.BlockSpec((be, DKV), lambda i, e: (e, 0))],
        out_specs=[pl.BlockSpec((br, QL), lambda i, e: (i, 0)),
                   pl.BlockSpec((br, DKV), lambda i, e: (i, 0))],
        out_shape=[jax.ShapeDtypeStruct((R, QL), dt), jax.ShapeDtypeStruct((R, DKV), dt)],
        scratch_shapes=[pltpu.VMEM((br, QL), jnp.float32), pltpu.VMEM((br, DKV), jnp.float32)],
        compiler_params=arb,
    )(x.reshape(R, E), wq_down, wkv_down)
    c, kr = kv[:, :KVL], kv[:, KVL:]

    kr = pl.pallas_call(
        functools.partial(krope_kernel, seq=S),
        grid=(R // br,),
        in_specs=[pl.BlockSpec((br, ROPE), lambda i: (i, 0))],
        out_specs=pl.BlockSpec((br, ROPE), lambda i: (i, 0)),
        out_shape=jax.ShapeDtypeStruct((R, ROPE), dt),
    )(kr)

    wqn = wq_up[:, :, :NOPE].transpose(1, 0, 2)                       # [H][QL][NOPE]
    wqr = wq_up[:, :, NOPE:].transpose(1, 0, 2)                       # [H][QL][ROPE]
    wk = wk_up.transpose(1, 0, 2)                                     # [H][KVL][NOPE]
    wv = wv_up.transpose(1, 0, 2)                                     # [H][KVL][VD]

    def head_rows(d):
        return pl.BlockSpec((None, br, d), lambda h, i: (h, i, 0))

    def head_w(r, d):
        return pl.BlockSpec((None, r, d), lambda h, i: (h, 0, 0))

    qn, qr, kn, v = pl.pallas_call(
        functools.partial(heads_kernel, seq=S),
        grid=(H, R // br),
        in_specs=[pl.BlockSpec((br, QL), lambda h, i: (i, 0)),
                  pl.BlockSpec((br, KVL), lambda h, i: (i, 0)),
                  head_w(QL, NOPE), head_w(QL, ROPE), head_w(KVL, NOPE), head_w(KVL, VD)],
        out_specs=[head_rows(NOPE), head_rows(ROPE), head_rows(NOPE), head_rows(VD)],
        out_shape=[jax.ShapeDtypeStruct((H, R, d), dt) for d in (NOPE, ROPE, NOPE, VD)],
    )(cq, c, wqn, wqr, wk, wv)

    bq = pick(S, (256, 128, 64, 32, 16, 8))
    bk = pick(S, (256, 128, 64, 32, 16, 8))

    def q_spec(d):
        return pl.BlockSpec((None, None, bq, d), lambda b, h, i, j: (h, b, i, 0))

    def clamp(i, j):
        return jnp.minimum(j, ((i + 1) * bq - 1) // bk)     # past the diagonal: no new DMA

    def k_spec(d):
        return pl.BlockSpec((None, None, bk, d), lambda b, h, i, j: (h, b, clamp(i, j), 0))

    o = pl.pallas_call(
        functools.partial(flash_kernel, bq=bq, bk=bk, scale=1.0 / math.sqrt(DQK)),
        grid=(B, H, S // bq, S // bk),
        in_specs=[q_spec(NOPE), q_spec(ROPE), k_spec(NOPE),
                  pl.BlockSpec((None, bk, ROPE), lambda b, h, i, j: (b, clamp(i, j), 0)),
                  k_spec(VD)],
        out_specs=q_spec(VD),
        out_shape=jax.ShapeDtypeStruct((H, B, S, VD), dt),
        scratch_shapes=[pltpu.VMEM((bq, LANES), jnp.float32),
                        pltpu.VMEM((bq, LANES), jnp.float32),
                        pltpu.VMEM((bq, VD), jnp.float32)],
        compiler_params=pltpu.CompilerParams(
            dimension_semantics=("parallel", "parallel", "parallel", "arbitrary")),
    )(qn.reshape(H, B, S, NOPE), qr.reshape(H, B, S, ROPE), kn.reshape(H, B, S, NOPE),
      kr.reshape(B, S, ROPE), v.reshape(H, B, S, VD))

    y = pl.pallas_call(
        out_kernel,
        grid=(R // br, E // be, H),
        in_specs=[pl.BlockSpec((None, br, VD), lambda i, e, h: (h, i, 0)),
                  pl.BlockSpec((None, VD, be), lambda i, e, h: (h, 0, e))],
        out_specs=pl.BlockSpec((br, be), lambda i, e, h: (i, e)),
        out_shape=jax.ShapeDtypeStruct((R, E), dt),
        scratch_shapes=[pltpu.VMEM((br, be), jnp.float32)],
        compiler_params=pltpu.CompilerParams(
            dimension_semantics=("parallel", "parallel", "arbitrary")),
    )(o.reshape(H, R, VD), wo)
    return y.reshape(B, S, E)
