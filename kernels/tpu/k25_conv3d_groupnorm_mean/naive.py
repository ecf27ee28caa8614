"""k25_conv3d_groupnorm_mean, a naive Pallas TPU kernel: out[n] = mean(group_norm(conv3d(x, w) +
cb) * gamma + beta).

y = cb[f] + conv3d(x, w); mu, var[n][g] over group g's F/G channels x volume (biased); out[n] =
mean over f and the volume of the affine group norm

Shapes: x [N][C][D][H][W], w [F][C][K][K][K], cb [F], gamma [F], beta [F], out [N]. A starting
point: correct, simple, not fast.

The convolution is a matmul on im2col patches: the patches are built outside by slicing (layout
glue), and one grid step per image computes y = wmat [F, C*K*K] @ patches [C*K*K, spatial] on
the MXU in f32: channel-major, so y is already in NCHW order and the per-channel vectors are
[F][1] columns. The epilogue works on the image's whole plane in VMEM.
"""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

G = KB_G  # noqa: F821  (kbench defines KB_<NAME> for every constant)
EPS = KB_EPS  # noqa: F821  (kbench defines KB_<NAME> for every constant)


def patches(x, k):
    """im2col as layout glue: [N][C][D][H][W] -> [N][C*K^3][DO*HO*WO], rows in (c, a, b, e)
    order (w's order), built from K^3 shifted slices. Only data movement (free outside the
    kernel); it costs K^3 times the input's bytes in HBM, which a tuned kernel avoids."""
    n, c, d, h, w = x.shape
    do, ho, wo = d - k + 1, h - k + 1, w - k + 1
    cols = [x[:, :, a:a + do, b:b + ho, e:e + wo]
            for a in range(k) for b in range(k) for e in range(k)]
    return jnp.stack(cols, axis=2).reshape(n, c * k * k * k, do * ho * wo)


def conv_kernel(p_ref, w_ref, cb_ref, gamma_ref, beta_ref, o_ref):
    precision = jax.lax.Precision.HIGHEST if p_ref.dtype == jnp.float32 else None
    y = jnp.dot(w_ref[...], p_ref[...], preferred_element_type=jnp.float32,
                precision=precision)                                 # [F, spatial]
    cb = cb_ref[...].astype(jnp.float32)  # [F, 1]
    gamma = gamma_ref[...].astype(jnp.float32)  # [F, 1]
    beta = beta_ref[...].astype(jnp.float32)  # [F, 1]
    c = y + cb
    # group norm over each group's F/G channels x the plane: per-channel sums, then group sums via
    # a 0/1 membership matrix [F, F] (same group), so no reshape splits the channel axis
    f = y.shape[0]
    size = f // G
    same = (jax.lax.broadcasted_iota(jnp.int32, (f, f), 0) // size
            == jax.lax.broadcasted_iota(jnp.int32, (f, f), 1) // size).astype(jnp.float32)
    hi = jax.lax.Precision.HIGHEST
    count = size * y.shape[1]
    mu = jnp.dot(same, jnp.sum(c, axis=-1, keepdims=True), precision=hi) / count      # [F, 1]
    d = c - mu
    var = jnp.dot(same, jnp.sum(d * d, axis=-1, keepdims=True), precision=hi) / count
    g = d * jax.lax.rsqrt(var + EPS) * gamma + beta

    out = jnp.mean(jnp.mean(g, axis=-1, keepdims=True), axis=0, keepdims=True)   # [1, 1]
    o_ref[...] = out.astype(o_ref.dtype)


def kernel(x, w, cb, gamma, beta):
    N, C, D, H, W = x.shape
    F, K = w.shape[0], w.shape[2]
    DO, HO, WO = D - K + 1, H - K + 1, W - K + 1
    L = DO * HO * WO
    CK = C * K * K * K
    out = pl.pallas_call(
        conv_kernel,
        grid=(N,),
        in_specs=[pl.BlockSpec((None, CK, L), lambda n: (n, 0, 0)),
                  pl.BlockSpec((F, CK), lambda n: (0, 0))] + [pl.BlockSpec((F, 1), lambda n: (0, 0))] * 3,
        out_specs=pl.BlockSpec((None, 1, 1), lambda n: (n, 0, 0)),
        out_shape=jax.ShapeDtypeStruct((N, 1, 1), x.dtype),
        # whole planes: in f32 at tpu-v6e the blocks take 13 MiB and each f32 temporary of
        # the epilogue 7 MiB more, past the 32 MiB scoped default with a few of them live
        compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel",),
                                             vmem_limit_bytes=64 << 20),
    )(patches(x, K), w.reshape(F, CK), cb.reshape(F, 1), gamma.reshape(F, 1), beta.reshape(F, 1))
    return out.reshape(N)
