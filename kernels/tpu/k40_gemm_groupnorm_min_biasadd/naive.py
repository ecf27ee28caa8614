"""k40_gemm_groupnorm_min_biasadd, a naive Pallas TPU kernel: out[n][m] = min_c g[m][c] + bias[n],
g = group_norm_G(x w^T + lb) * gamma + beta (N/G consecutive features a group, biased
variance).

Shapes: x [M][K], w [N][K], lb, gamma, beta, bias [N], out [N][M] (the broadcast of JAXBench's
[1][N][M][1] result). A starting point: correct, simple, not fast.

Two pallas_calls:
1. GEMM + group norm + row minimum: grid (row block i, contraction block k), k innermost and
   "arbitrary", an f32 (bm x N) accumulator in VMEM scratch; at the last k the group
   statistics (group sums as matmuls with a 0/1 membership matrix built from iotas: no
   lane-splitting reshape), the affine and the minimum over the features, in f32 ([M][1]).
2. the broadcast add, out[n][m] = bias[n] + mn[m]: (bn x M) output blocks from a bias column
   [bn, 1] and the minima as a row [1, M] (a reshape of the column: free).
"""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

G = KB_G      # noqa: F821  (kbench defines KB_<NAME> for every shape and constant)
EPS = KB_EPS  # noqa: F821


def pick(n, sizes):
    for s in sizes:
        if s <= n and n % s == 0:
            return s
    return n


def group_norm(y, groups, eps):
    n = y.shape[1]
    size = n // groups
    member = (jax.lax.broadcasted_iota(jnp.int32, (n, groups), 0) // size
              == jax.lax.broadcasted_iota(jnp.int32, (n, groups), 1)).astype(jnp.float32)
    hi = jax.lax.Precision.HIGHEST
    nt = (((1,), (1,)), ((), ()))
    mean = jnp.dot(y, member, precision=hi) / size                       # [rows, groups]
    d = y - jax.lax.dot_general(mean, member, nt, precision=hi)
    var = jnp.dot(d * d, member, precision=hi) / size
    return d * jax.lax.dot_general(jax.lax.rsqrt(var + eps), member, nt, precision=hi)


def gn_min_kernel(x_ref, w_ref, lb_ref, gamma_ref, beta_ref, o_ref, acc_ref):
    k = pl.program_id(1)
    precision = jax.lax.Precision.HIGHEST if x_ref.dtype == jnp.float32 else None

    @pl.when(k == 0)
    def _():
        acc_ref[...] = jnp.zeros_like(acc_ref)

    acc_ref[...] += jax.lax.dot_general(x_ref[...], w_ref[...], (((1,), (1,)), ((), ())),
                                        preferred_element_type=jnp.float32, precision=precision)

    @pl.when(k == pl.num_programs(1) - 1)
    def _():
        y = acc_ref[...] + lb_ref[...].astype(jnp.float32)
        g = (group_norm(y, G, EPS) * gamma_ref[...].astype(jnp.float32)
             + beta_ref[...].astype(jnp.float32))
        o_ref[...] = jnp.min(g, axis=-1, keepdims=True)


def bias_add_kernel(bias_ref, mn_ref, o_ref):
    o_ref[...] = (bias_ref[...].astype(jnp.float32) + mn_ref[...]).astype(o_ref.dtype)


def kernel(x, w, lb, gamma, beta, bias):
    M, K = x.shape
    N = w.shape[0]
    bm = pick(M, (64, 32, 16, 8))
    bk = pick(K, (128,))
    vec = pl.BlockSpec((1, N), lambda i, k: (0, 0))
    mn = pl.pallas_call(
        gn_min_kernel,
        grid=(M // bm, K // bk),
        in_specs=[pl.BlockSpec((bm, bk), lambda i, k: (i, k)),
                  pl.BlockSpec((N, bk), lambda i, k: (0, k)), vec, vec, vec],
        out_specs=pl.BlockSpec((bm, 1), lambda i, k: (i, 0)),
        out_shape=jax.ShapeDtypeStruct((M, 1), jnp.float32),
        scratch_shapes=[pltpu.VMEM((bm, N), jnp.float32)],
        compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "arbitrary"),
                                             vmem_limit_bytes=64 << 20),
    )(x, w, lb.reshape(1, N), gamma.reshape(1, N), beta.reshape(1, N))
    bn = pick(N, (256, 128, 64, 32, 16, 8))
    return pl.pallas_call(
        bias_add_kernel,
        grid=(N // bn,),
        in_specs=[pl.BlockSpec((bn, 1), lambda j: (j, 0)),
                  pl.BlockSpec((1, M), lambda j: (0, 0))],
        out_specs=pl.BlockSpec((bn, M), lambda j: (j, 0)),
        out_shape=jax.ShapeDtypeStruct((N, M), x.dtype),
    )(bias.reshape(N, 1), mn.reshape(1, M))
