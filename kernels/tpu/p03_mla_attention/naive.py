"""p03_mla_attention, a naive Pallas TPU kernel: DeepSeek-style multi-head latent attention.

cq = x wq_down; [c | kr] = x wkv_down; per head h: q_nope | q_rope = cq wq_up[:, h];
k_nope = c wk_up[:, h]; v = c wv_up[:, h]; scores = (q_nope k_nope^T + rope(q_rope) rope(kr)^T)
/ sqrt(DQK), causal softmax per sequence; out = sum_h o_h wo[h]. RoPE rotates the interleaved
pairs (2i, 2i+1) by pos * ROPE_THETA^(-2i/ROPE).

Shapes: x [B][S][E], wq_down [E][QL], wq_up [QL][H][DQK], wkv_down [E][DKV], wk_up, wv_up
[KVL][H][.], wo [H][VD][E], out [B][S][E]. A starting point: correct, simple, not fast.

Layout glue outside (free): the weights split and transposed head-major (wq_up into its nope
and rope columns), the latent split into c and kr. The rope part of the score is a sum over
its own columns, so no concatenation is needed: the scores are q_nope.k_nope + q_rope.k_rope.
Intermediates are rounded to the storage dtype between the calls (the spec allows it).

Five pallas_calls:
1. down-projections: (row block, E block) grid, f32 accumulators for cq and [c | kr];
2. the shared rope key rope(kr), per row block;
3. per (head, row block): q_nope, rope(q_rope), k_nope, v;
4. causal attention per (b, h, query block), the head's whole k and v in VMEM;
5. the output projection: (row block, E block, head) grid, the heads summed in f32.
RoPE in the kernel: the angles from iotas (the pair index is lane // 2), the pair swap
x[2i+1], -x[2i] as a matmul with a signed permutation matrix (no lane shuffles).
"""
import functools
import math

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

THETA = KB_ROPE_THETA  # noqa: F821  (kbench defines KB_<NAME> for every constant)


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


def attention_kernel(qn_ref, qr_ref, kn_ref, kr_ref, v_ref, o_ref, *, scale):
    bq = qn_ref.shape[0]
    S = kn_ref.shape[0]
    i = pl.program_id(2)
    p = prec(qn_ref.dtype)
    nt = (((1,), (1,)), ((), ()))
    s = (jax.lax.dot_general(qn_ref[...], kn_ref[...], nt, preferred_element_type=jnp.float32,
                             precision=p)
         + jax.lax.dot_general(qr_ref[...], kr_ref[...], nt, preferred_element_type=jnp.float32,
                               precision=p)) * scale                       # [bq, S]
    row = i * bq + jax.lax.broadcasted_iota(jnp.int32, (bq, S), 0)
    col = jax.lax.broadcasted_iota(jnp.int32, (bq, S), 1)
    s = jnp.where(col <= row, s, -jnp.inf)
    e = jnp.exp(s - jnp.max(s, axis=-1, keepdims=True))
    e = e / jnp.sum(e, axis=-1, keepdims=True)
    o_ref[...] = jnp.dot(e.astype(v_ref.dtype), v_ref[...], preferred_element_type=jnp.float32,
                         precision=p).astype(o_ref.dtype)


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
    br = pick(R, (128, 64, 32, 16, 8))
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

    bq = pick(S, (128, 64, 32, 16, 8))

    def q_spec(d):
        return pl.BlockSpec((None, None, bq, d), lambda b, h, i: (h, b, i, 0))

    def k_spec(d):
        return pl.BlockSpec((None, None, S, d), lambda b, h, i: (h, b, 0, 0))

    o = pl.pallas_call(
        functools.partial(attention_kernel, scale=1.0 / math.sqrt(DQK)),
        grid=(B, H, S // bq),
        in_specs=[q_spec(NOPE), q_spec(ROPE), k_spec(NOPE),
                  pl.BlockSpec((None, S, ROPE), lambda b, h, i: (b, 0, 0)), k_spec(VD)],
        out_specs=q_spec(VD),
        out_shape=jax.ShapeDtypeStruct((H, B, S, VD), dt),
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
