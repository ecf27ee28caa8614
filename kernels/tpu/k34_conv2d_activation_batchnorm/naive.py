"""k34_conv2d_activation_batchnorm, a naive Pallas TPU kernel: out = batch_norm(mish(conv3x3(x, w)
+ cb)), batch norm in training mode (statistics over N x HO x WO per channel, biased).

Shapes: x [N][C][H][W], w [F][C][KH][KW], cb, gamma, beta [F], out [N][F][HO][WO].
A starting point: correct, simple, not fast.

The convolution is a matmul on im2col patches built outside by slicing (layout glue): per image,
y = wmat [F, C*KH*KW] @ patches [C*KH*KW, HO*WO] on the MXU in f32, channel-major (NCHW order,
per-channel vectors as [F][1] columns). The statistics span every image, so two pallas_calls:
1. per image: y = mish(conv + cb) kept in f32 in HBM, with the image's per-channel mean and
   centred sum of squares (f32 [N][F][1] each);
2. per image again: the batch mean and variance combined from the per-image ones (Chan's
   formula: sum of the centred sums plus HO*WO times the squared spread of the means; all N
   images' statistics in one block), then the normalisation and the affine.
"""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

EPS = KB_EPS  # noqa: F821  (kbench defines KB_<NAME> for every constant)


def patches(x, kh, kw):
    """im2col as layout glue: [N][C][H][W] -> [N][C*KH*KW][HO*WO], rows in (c, p, q) order
    (w's order), built from KH*KW shifted slices: only data movement."""
    n, c, h, w = x.shape
    ho, wo = h - kh + 1, w - kw + 1
    cols = [x[:, :, p:p + ho, q:q + wo] for p in range(kh) for q in range(kw)]
    return jnp.stack(cols, axis=2).reshape(n, c * kh * kw, ho * wo)


def softplus(t):
    return jnp.where(t > 20.0, t, jnp.log(1.0 + jnp.exp(jnp.minimum(t, 20.0))))


def conv_mish_kernel(p_ref, w_ref, cb_ref, y_ref, mean_ref, m2_ref):
    precision = jax.lax.Precision.HIGHEST if p_ref.dtype == jnp.float32 else None
    v = jnp.dot(w_ref[...], p_ref[...], preferred_element_type=jnp.float32,
                precision=precision) + cb_ref[...].astype(jnp.float32)   # [F, L]
    y = v * jnp.tanh(softplus(v))
    mu = jnp.mean(y, axis=-1, keepdims=True)
    d = y - mu
    y_ref[...] = y
    mean_ref[...] = mu
    m2_ref[...] = jnp.sum(d * d, axis=-1, keepdims=True)


def batchnorm_kernel(y_ref, mean_ref, m2_ref, gamma_ref, beta_ref, o_ref):
    n_img = mean_ref.shape[0]
    L = y_ref.shape[1]
    means = mean_ref[...]                                            # [N, F, 1]
    mu = jnp.mean(means, axis=0)                                     # [F, 1]
    spread = jnp.sum((means - mu) ** 2, axis=0)
    var = (jnp.sum(m2_ref[...], axis=0) + L * spread) / (n_img * L)
    z = ((y_ref[...] - mu) * jax.lax.rsqrt(var + EPS) * gamma_ref[...].astype(jnp.float32)
         + beta_ref[...].astype(jnp.float32))
    o_ref[...] = z.astype(o_ref.dtype)


def kernel(x, w, cb, gamma, beta):
    N, C, H, W = x.shape
    F, KH, KW = w.shape[0], w.shape[2], w.shape[3]
    HO, WO = H - KH + 1, W - KW + 1
    L, CK = HO * WO, C * KH * KW
    col = pl.BlockSpec((F, 1), lambda n: (0, 0))
    img = pl.BlockSpec((None, F, L), lambda n: (n, 0, 0))
    stat = pl.BlockSpec((None, F, 1), lambda n: (n, 0, 0))
    # whole planes: at tpu-v6e an image's patches outgrow the 32 MiB scoped default
    params = pltpu.CompilerParams(dimension_semantics=("parallel",), vmem_limit_bytes=120 << 20)
    y, mean, m2 = pl.pallas_call(
        conv_mish_kernel,
        grid=(N,),
        in_specs=[pl.BlockSpec((None, CK, L), lambda n: (n, 0, 0)),
                  pl.BlockSpec((F, CK), lambda n: (0, 0)), col],
        out_specs=[img, stat, stat],
        out_shape=[jax.ShapeDtypeStruct((N, F, L), jnp.float32),
                   jax.ShapeDtypeStruct((N, F, 1), jnp.float32),
                   jax.ShapeDtypeStruct((N, F, 1), jnp.float32)],
        compiler_params=params,
    )(patches(x, KH, KW), w.reshape(F, CK), cb.reshape(F, 1))
    all_stats = pl.BlockSpec((N, F, 1), lambda n: (0, 0, 0))
    out = pl.pallas_call(
        batchnorm_kernel,
        grid=(N,),
        in_specs=[img, all_stats, all_stats, col, col],
        out_specs=img,
        out_shape=jax.ShapeDtypeStruct((N, F, L), x.dtype),
        compiler_params=params,
    )(y, mean, m2, gamma.reshape(F, 1), beta.reshape(F, 1))
    return out.reshape(N, F, HO, WO)
