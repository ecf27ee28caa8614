"""k33_conv3d_mish_tanh, a naive Pallas TPU kernel: out = tanh(mish(conv3d(x, w) + cb)).

v = cb[f] + sum_{c,a,b,e} w[f][c][a][b][e] x[n][c][z+a][r+b][s+e]; out = tanh(v tanh(log(1 + e^v)))

Shapes: x [N][C][D][H][W], w [F][C][K][K][K], cb [F], out [N][F][DO][HO][WO]. A starting point:
correct, simple, not fast.

The convolution is a matmul on im2col patches: the patches are built outside by slicing (layout
glue), and each grid step (image, block of up to 2048 output positions) computes y = wmat
[F, C*K^3] @ patches [C*K^3, block] on the MXU in f32: channel-major, so y is already in NCDHW
order and the per-channel vectors are [F][1] columns. The epilogue is elementwise, per block.
"""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu


def patches(x, k):
    """im2col as layout glue: [N][C][D][H][W] -> [N][C*K^3][DO*HO*WO], rows in (c, a, b, e)
    order (w's order), built from K^3 shifted slices. Only data movement (free outside the
    kernel); it costs K^3 times the input's bytes in HBM, which a tuned kernel avoids."""
    n, c, d, h, w = x.shape
    do, ho, wo = d - k + 1, h - k + 1, w - k + 1
    cols = [x[:, :, a:a + do, b:b + ho, e:e + wo]
            for a in range(k) for b in range(k) for e in range(k)]
    return jnp.stack(cols, axis=2).reshape(n, c * k * k * k, do * ho * wo)


def softplus(t):
    # log(1 + e^t) without overflow: past 20 it is t to f32 precision
    return jnp.where(t > 20.0, t, jnp.log(1.0 + jnp.exp(jnp.minimum(t, 20.0))))


def conv_kernel(p_ref, w_ref, cb_ref, o_ref):
    precision = jax.lax.Precision.HIGHEST if p_ref.dtype == jnp.float32 else None
    y = jnp.dot(w_ref[...], p_ref[...], preferred_element_type=jnp.float32,
                precision=precision)                                 # [F, spatial]
    cb = cb_ref[...].astype(jnp.float32)  # [F, 1]
    v = y + cb
    out = jnp.tanh(v * jnp.tanh(softplus(v)))
    o_ref[...] = out.astype(o_ref.dtype)


def kernel(x, w, cb):
    N, C, D, H, W = x.shape
    F, K = w.shape[0], w.shape[2]
    DO, HO, WO = D - K + 1, H - K + 1, W - K + 1
    L = DO * HO * WO
    CK = C * K * K * K
    # the epilogue is elementwise, so the positions tile: blocks of bl (a multiple of 128) over
    # the positions padded up to a multiple of bl (a pad: free), the padding sliced off after
    bl = 2048 if L > 2048 else L
    Lp = -(-L // bl) * bl
    p = patches(x, K)
    if Lp != L:
        p = jax.lax.pad(p, jnp.zeros((), p.dtype), [(0, 0, 0), (0, 0, 0), (0, Lp - L, 0)])
    out = pl.pallas_call(
        conv_kernel,
        grid=(N, Lp // bl),
        in_specs=[pl.BlockSpec((None, CK, bl), lambda n, j: (n, 0, j)),
                  pl.BlockSpec((F, CK), lambda n, j: (0, 0)),
                  pl.BlockSpec((F, 1), lambda n, j: (0, 0))],
        out_specs=pl.BlockSpec((None, F, bl), lambda n, j: (n, 0, j)),
        out_shape=jax.ShapeDtypeStruct((N, F, Lp), x.dtype),
        compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "parallel")),
    )(p, w.reshape(F, CK), cb.reshape(F, 1))
    return out[:, :, :L].reshape(N, F, DO, HO, WO)
