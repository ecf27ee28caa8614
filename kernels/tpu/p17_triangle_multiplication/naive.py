"""p17_triangle_multiplication, a naive Pallas TPU kernel: the triangle multiplicative update
(outgoing edges) of AlphaFold-style pair representations.

a = x * mask; l = (a wl) * sigmoid(a wlg); r = (a wr) * sigmoid(a wrg);
t[i][j][c] = sum_k l[i][k][c] r[j][k][c]; u = t / sqrt(mean_c t^2 + EPS) * scale;
out = (u wo) * sigmoid(x wog).

Shapes: x [N][N][C], mask [N][N], the six weights [C][C], scale [C], out [N][N][C].
A starting point: correct, simple, not fast.

Three pallas_calls, with the intermediates l, r, t in f32 in HBM:
1. projections: the N*N pair rows in blocks, each [br, C] block masked and pushed through
   the four projections and the gates.
2. the triangle product, channel by channel: l and r are transposed to [C][N][N] outside
   (layout glue), so that for each channel it is a plain NT matmul l_c r_c^T; one grid step
   per (block of 8 channels, block of i, block of j), a batched dot_general over the channels.
3. the output: t transposed back to [N*N][C], the RMS norm over channels, the output
   projection and its gate from x.
"""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

EPS = KB_EPS  # noqa: F821  (kbench defines KB_<NAME> for every constant)


def pick(n, sizes):
    for s in sizes:
        if s <= n and n % s == 0:
            return s
    return n


def prec(dtype):
    return jax.lax.Precision.HIGHEST if dtype == jnp.float32 else None


def project_kernel(x_ref, m_ref, wl_ref, wr_ref, wlg_ref, wrg_ref, l_ref, r_ref):
    p = prec(x_ref.dtype)
    a = (x_ref[...].astype(jnp.float32) * m_ref[...].astype(jnp.float32)).astype(x_ref.dtype)

    def proj(w_ref):
        return jnp.dot(a, w_ref[...], preferred_element_type=jnp.float32, precision=p)

    l_ref[...] = proj(wl_ref) * jax.nn.sigmoid(proj(wlg_ref))
    r_ref[...] = proj(wr_ref) * jax.nn.sigmoid(proj(wrg_ref))


def triangle_kernel(l_ref, r_ref, t_ref):
    # t[c][i][j] = sum_k l[c][i][k] r[c][j][k]: batch over c, contract k
    t_ref[...] = jax.lax.dot_general(l_ref[...], r_ref[...], (((2,), (2,)), ((0,), (0,))),
                                     preferred_element_type=jnp.float32,
                                     precision=jax.lax.Precision.HIGHEST)


def output_kernel(t_ref, x_ref, s_ref, wo_ref, wog_ref, o_ref):
    p = prec(x_ref.dtype)
    t = t_ref[...]                                                   # [br, C] f32
    u = t * jax.lax.rsqrt(jnp.mean(t * t, axis=-1, keepdims=True) + EPS)
    u = (u * s_ref[...].astype(jnp.float32)).astype(x_ref.dtype)
    y = jnp.dot(u, wo_ref[...], preferred_element_type=jnp.float32, precision=p)
    gate = jnp.dot(x_ref[...], wog_ref[...], preferred_element_type=jnp.float32, precision=p)
    o_ref[...] = (y * jax.nn.sigmoid(gate)).astype(o_ref.dtype)


def kernel(x, mask, wl, wr, wlg, wrg, scale, wo, wog):
    N, _, C = x.shape
    R = N * N
    br = pick(R, (256, 128, 64, 32, 16, 8))
    rows = pl.BlockSpec((br, C), lambda i: (i, 0))
    full = pl.BlockSpec((C, C), lambda i: (0, 0))
    l, r = pl.pallas_call(
        project_kernel,
        grid=(R // br,),
        in_specs=[rows, pl.BlockSpec((br, 1), lambda i: (i, 0))] + [full] * 4,
        out_specs=[rows, rows],
        out_shape=[jax.ShapeDtypeStruct((R, C), jnp.float32)] * 2,
    )(x.reshape(R, C), mask.reshape(R, 1), wl, wr, wlg, wrg)
    lt = l.reshape(N, N, C).transpose(2, 0, 1)                       # [C][i][k]
    rt = r.reshape(N, N, C).transpose(2, 0, 1)                       # [C][j][k]
    bc = pick(C, (8,))
    bi = pick(N, (128,))
    t = pl.pallas_call(
        triangle_kernel,
        grid=(C // bc, N // bi, N // bi),
        in_specs=[pl.BlockSpec((bc, bi, N), lambda c, i, j: (c, i, 0)),
                  pl.BlockSpec((bc, bi, N), lambda c, i, j: (c, j, 0))],
        out_specs=pl.BlockSpec((bc, bi, bi), lambda c, i, j: (c, i, j)),
        out_shape=jax.ShapeDtypeStruct((C, N, N), jnp.float32),
    )(lt, rt)
    out = pl.pallas_call(
        output_kernel,
        grid=(R // br,),
        in_specs=[rows, rows, pl.BlockSpec((1, C), lambda i: (0, 0)), full, full],
        out_specs=rows,
        out_shape=jax.ShapeDtypeStruct((R, C), x.dtype),
    )(t.transpose(1, 2, 0).reshape(R, C), x.reshape(R, C), scale.reshape(1, C), wo, wog)
    return out.reshape(N, N, C)
