"""k29_matmul_swish_sum_groupnorm, a naive Pallas TPU kernel: out = group_norm_G(swish(x w) + b)
* gamma + beta.

s = swish(sum_k x[m][k] w[k][n]) + b[n]; out = (s - mean_g) / sqrt(var_g + EPS) * gamma[n] +
beta[n] over G groups of N/G features

Shapes: x [M][K], w [K][N], b [N], gamma [N], beta [N], out [M][N]. A starting point: correct,
simple, not fast.

Grid (row block i, contraction block k), k innermost and "arbitrary": the epilogue needs whole
rows (it reduces or normalises over the N features), so each row block keeps an f32 (bm x N)
accumulator in VMEM scratch across the k steps (zeroed at k == 0) and applies the epilogue at
the last k. Per-feature vectors are reshaped to [1][N] outside (only data movement) and stay
in VMEM (a constant block index: fetched once).
"""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

G = KB_G  # noqa: F821  (kbench defines KB_<NAME> for every constant)
EPS = KB_EPS  # noqa: F821  (kbench defines KB_<NAME> for every constant)


def pick(n, sizes):
    for s in sizes:
        if s <= n and n % s == 0:
            return s
    return n


def group_norm(y, groups, eps):
    """Normalise each row of y [rows, N] over groups of N / groups consecutive features
    (biased variance). The group sums are matmuls with a 0/1 membership matrix [N, groups] built
    from iotas: no lane-splitting reshape inside the kernel."""
    n = y.shape[1]
    size = n // groups
    member = (jax.lax.broadcasted_iota(jnp.int32, (n, groups), 0) // size
              == jax.lax.broadcasted_iota(jnp.int32, (n, groups), 1)).astype(jnp.float32)
    hi = jax.lax.Precision.HIGHEST
    nt = (((1,), (1,)), ((), ()))
    mean = jnp.dot(y, member, precision=hi) / size                       # [rows, groups]
    d = y - jax.lax.dot_general(mean, member, nt, precision=hi)          # back to [rows, N]
    var = jnp.dot(d * d, member, precision=hi) / size
    inv = jax.lax.dot_general(jax.lax.rsqrt(var + eps), member, nt, precision=hi)
    return d * inv


def fused_kernel(x_ref, w_ref, b_ref, gamma_ref, beta_ref, o_ref, acc_ref):
    k = pl.program_id(1)
    # f32 inputs: HIGHEST precision, or the MXU rounds them to bf16
    precision = jax.lax.Precision.HIGHEST if x_ref.dtype == jnp.float32 else None

    @pl.when(k == 0)
    def _():
        acc_ref[...] = jnp.zeros_like(acc_ref)

    acc_ref[...] += jnp.dot(x_ref[...], w_ref[...], preferred_element_type=jnp.float32,
                            precision=precision)

    @pl.when(k == pl.num_programs(1) - 1)
    def _():
        y = acc_ref[...]                                        # [bm, N] f32
        b = b_ref[...].astype(jnp.float32)
        gamma = gamma_ref[...].astype(jnp.float32)
        beta = beta_ref[...].astype(jnp.float32)
        s = y / (1.0 + jnp.exp(-y)) + b
        out = group_norm(s, G, EPS) * gamma + beta
        o_ref[...] = out.astype(o_ref.dtype)


def kernel(x, w, b, gamma, beta):
    M, K = x.shape
    N = w.shape[1]
    bm = pick(M, (64, 32, 16, 8))
    bk = pick(K, (128,))
    vec = pl.BlockSpec((1, N), lambda i, k: (0, 0))
    out = pl.pallas_call(
        fused_kernel,
        grid=(M // bm, K // bk),
        in_specs=[pl.BlockSpec((bm, bk), lambda i, k: (i, k)),
                  pl.BlockSpec((bk, N), lambda i, k: (k, 0))] + [vec] * 3,
        out_specs=pl.BlockSpec((bm, N), lambda i, k: (i, 0)),
        out_shape=jax.ShapeDtypeStruct((M, N), x.dtype),
        scratch_shapes=[pltpu.VMEM((bm, N), jnp.float32)],
        # f32 at tpu-v6e: whole-row blocks of N 8192 outgrow the 32 MiB scoped default
        compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "arbitrary"),
                                             vmem_limit_bytes=64 << 20),
    )(x, w, b.reshape(1, N), gamma.reshape(1, N), beta.reshape(1, N))
    return out
