"""k28_convtranspose3d_layernorm_gelu_scaling, a naive Pallas TPU kernel: a 3-D transposed
convolution (kernel K, stride 2, padding 1), a layer norm over the last axis (WO, with
gamma[s] and beta[s]), GELU (tanh form) and a scale.

Shapes: x [N][C][D][H][W], w [C][F][K][K][K], gamma, beta [WO], out [N][F][DO][HO][WO].
A starting point: correct, simple, not fast.

A transposed convolution is a direct one on the input dilated by the stride (zeros between
the elements), padded by K - 1 - padding, with the kernel flipped and its channel axes
swapped. The dilation and padding are one lax.pad with interior padding, the flip a rev and a
transpose: layout glue outside, as are the im2col patches [N][C*K^3][DO*HO*WO] built
from K^3 shifted slices. The kernel: grid (image, block of output positions), each step
y = wmat [F, C*K^3] @ patches [C*K^3, bl] on the MXU in f32, channel-major (NCDHW order).
The layer norm groups are runs of WO consecutive positions; bl is a multiple of WO, and the
group sums are matmuls with a 0/1 membership matrix [bl, bl/WO] built from iotas (no
lane-splitting reshape). gamma and beta are tiled along the positions outside (a broadcast).
"""
import functools
import math

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

EPS = KB_EPS      # noqa: F821  (kbench defines KB_<NAME> for every constant)
SCALE = KB_SCALE  # noqa: F821
STRIDE, PAD = 2, 1


def patches(x, k):
    """im2col as layout glue: [N][C][D][H][W] -> [N][C*K^3][DO*HO*WO] (rows in (c, a, b, e)
    order), built from K^3 shifted slices: only data movement."""
    n, c, d, h, w = x.shape
    do, ho, wo = d - k + 1, h - k + 1, w - k + 1
    cols = [x[:, :, a:a + do, b:b + ho, e:e + wo]
            for a in range(k) for b in range(k) for e in range(k)]
    return jnp.stack(cols, axis=2).reshape(n, c * k * k * k, do * ho * wo)


def gelu_tanh(t):
    return 0.5 * t * (1.0 + jnp.tanh(math.sqrt(2.0 / math.pi) * (t + 0.044715 * t * t * t)))


def conv_ln_kernel(p_ref, w_ref, gamma_ref, beta_ref, o_ref, *, wo):
    precision = jax.lax.Precision.HIGHEST if p_ref.dtype == jnp.float32 else None
    y = jnp.dot(w_ref[...], p_ref[...], preferred_element_type=jnp.float32,
                precision=precision)                                    # [F, bl]
    bl = y.shape[1]
    member = (jax.lax.broadcasted_iota(jnp.int32, (bl, bl // wo), 0) // wo
              == jax.lax.broadcasted_iota(jnp.int32, (bl, bl // wo), 1)).astype(jnp.float32)
    hi = jax.lax.Precision.HIGHEST
    nt = (((1,), (1,)), ((), ()))
    mu = jax.lax.dot_general(jnp.dot(y, member, precision=hi) / wo, member, nt, precision=hi)
    d = y - mu
    var = jax.lax.dot_general(jnp.dot(d * d, member, precision=hi) / wo, member, nt,
                              precision=hi)
    z = (d * jax.lax.rsqrt(var + EPS) * gamma_ref[...].astype(jnp.float32)
         + beta_ref[...].astype(jnp.float32))
    o_ref[...] = (gelu_tanh(z) * SCALE).astype(o_ref.dtype)


def kernel(x, w, gamma, beta):
    N, C, D, H, W = x.shape
    F, K = w.shape[1], w.shape[2]
    q = K - 1 - PAD
    zero = jnp.zeros((), x.dtype)
    xd = jax.lax.pad(x, zero, [(0, 0, 0), (0, 0, 0)] + [(q, q, STRIDE - 1)] * 3)
    wf = jnp.flip(w, (2, 3, 4)).transpose(1, 0, 2, 3, 4)               # [F][C][K][K][K]
    DO, HO, WO = xd.shape[2] - K + 1, xd.shape[3] - K + 1, xd.shape[4] - K + 1
    L, CK = DO * HO * WO, C * K * K * K
    bl = next((b for b in (2048, 1024, 512, 256, 128) if L % b == 0 and b % WO == 0), L)
    rows = L // WO
    return pl.pallas_call(
        functools.partial(conv_ln_kernel, wo=WO),
        grid=(N, L // bl),
        in_specs=[pl.BlockSpec((None, CK, bl), lambda n, j: (n, 0, j)),
                  pl.BlockSpec((F, CK), lambda n, j: (0, 0)),
                  pl.BlockSpec((1, bl), lambda n, j: (0, j)),
                  pl.BlockSpec((1, bl), lambda n, j: (0, j))],
        out_specs=pl.BlockSpec((None, F, bl), lambda n, j: (n, 0, j)),
        out_shape=jax.ShapeDtypeStruct((N, F, L), x.dtype),
        compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "parallel"),
                                             vmem_limit_bytes=64 << 20),
    )(patches(xd, K), wf.reshape(F, CK),
      jnp.broadcast_to(gamma, (rows, WO)).reshape(1, L),
      jnp.broadcast_to(beta, (rows, WO)).reshape(1, L)).reshape(N, F, DO, HO, WO)
