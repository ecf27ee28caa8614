"""k18_conv2d_relu_biasadd, a naive Pallas TPU kernel: out = relu(conv3x3(x, w) + cb) + b.

out[n][f][i][j] = max(0, cb[f] + sum_{c,p,q} w[f][c][p][q] x[n][c][i+p][j+q]) + b[f] (NCHW,
stride 1, no padding)

Shapes: x [N][C][H][W], w [F][C][KH][KW], cb [F], b [F], out [N][F][HO][WO]. A starting point:
correct, simple, not fast.

The convolution is a matmul on im2col patches: the patches are built outside by slicing (layout
glue), and one grid step per image computes y = wmat [F, C*K*K] @ patches [C*K*K, spatial] on
the MXU in f32: channel-major, so y is already in NCHW order and the per-channel vectors are
[F][1] columns. The epilogue works on the image's whole plane in VMEM.
"""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu


def patches(x, kh, kw):
    """im2col as layout glue: [N][C][H][W] -> [N][C*KH*KW][HO*WO], rows in (c, p, q) order
    (w's order), built from KH*KW shifted slices. Only data movement (free outside the kernel);
    it costs KH*KW times the input's bytes in HBM, which a tuned kernel avoids by shifting in
    VMEM."""
    n, c, h, w = x.shape
    ho, wo = h - kh + 1, w - kw + 1
    cols = [x[:, :, p:p + ho, q:q + wo] for p in range(kh) for q in range(kw)]
    return jnp.stack(cols, axis=2).reshape(n, c * kh * kw, ho * wo)


def conv_kernel(p_ref, w_ref, cb_ref, b_ref, o_ref):
    precision = jax.lax.Precision.HIGHEST if p_ref.dtype == jnp.float32 else None
    y = jnp.dot(w_ref[...], p_ref[...], preferred_element_type=jnp.float32,
                precision=precision)                                 # [F, spatial]
    cb = cb_ref[...].astype(jnp.float32)  # [F, 1]
    b = b_ref[...].astype(jnp.float32)  # [F, 1]
    out = jnp.maximum(y + cb, 0.0) + b
    o_ref[...] = out.astype(o_ref.dtype)


def kernel(x, w, cb, b):
    N, C, H, W = x.shape
    F, KH, KW = w.shape[0], w.shape[2], w.shape[3]
    HO, WO = H - KH + 1, W - KW + 1
    L = HO * WO
    CK = C * KH * KW
    out = pl.pallas_call(
        conv_kernel,
        grid=(N,),
        in_specs=[pl.BlockSpec((None, CK, L), lambda n: (n, 0, 0)),
                  pl.BlockSpec((F, CK), lambda n: (0, 0))] + [pl.BlockSpec((F, 1), lambda n: (0, 0))] * 2,
        out_specs=pl.BlockSpec((None, F, L), lambda n: (n, 0, 0)),
        out_shape=jax.ShapeDtypeStruct((N, F, L), x.dtype),
        # whole planes: at tpu-v6e an image's patches outgrow the 32 MiB scoped default
        compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel",),
                                             vmem_limit_bytes=120 << 20),
    )(patches(x, KH, KW), w.reshape(F, CK), cb.reshape(F, 1), b.reshape(F, 1))
    return out.reshape(N, F, HO, WO)
