"""kb2 GEMM chains (src/suite/kb2/gemm_epilogue.c): y = x . w^T (+ b) in f32, w [N][K] as
PyTorch's Linear holds it, then the row's epilogue on f32 values; outputs rounded once."""
from collections.abc import Callable

import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, einsum, f32, nn
from kbxla.nn import gelu, mish


def linear(x: Array, w: Array, b: Array = None) -> Array:
    y = einsum("mk,nk->mn", x, w)
    return y if b is None else y + f32(b)


def group_norm(y: Array, groups: int, eps: float, gamma: Array, beta: Array) -> Array:
    """Over G groups of consecutive columns of each row (kbxla.nn's, the columns as channels),
    biased variance, per-column affine."""
    return nn.group_norm(y, groups, eps) * f32(gamma) + f32(beta)


def elementwise(f: Callable[[Array, Scalars], Array]) -> Callable[..., Outputs]:
    """A row whose epilogue is elementwise on y = x . w^T + b."""
    def fn(params: Params, scalars: Scalars, x: Array, w: Array, b: Array) -> Outputs:
        return (f(linear(x, w, b), scalars),)
    return fn


def gn_hardtanh(params: Params, s: Scalars, x: Array, w: Array, b: Array, gamma: Array,
                beta: Array) -> Outputs:
    y = group_norm(linear(x, w, b), params["G"], s["EPS"], gamma, beta)
    return (jnp.clip(y, s["MIN_VAL"], s["MAX_VAL"]),)


def scale_batch_norm(params: Params, s: Scalars, x: Array, w: Array, scale: Array, gamma: Array,
                     beta: Array) -> Outputs:
    """Training-mode batch norm: statistics over the batch (M), biased variance."""
    z = linear(x, w) * f32(scale)
    mean = jnp.mean(z, axis=0)
    var = jnp.mean(jnp.square(z - mean), axis=0)
    return ((z - mean) * jax.lax.rsqrt(var + s["EPS"]) * f32(gamma) + f32(beta),)


def sub_mean_gelu_residual(params: Params, s: Scalars, x: Array, w: Array, b: Array,
                           sub: Array) -> Outputs:
    """The logsumexp of one value per row is that value, so it is left out."""
    g = gelu(jnp.mean(linear(x, w, b) - f32(sub), axis=1, keepdims=True))
    return (f32(x) + g,)


def maxpool_sum_scale(params: Params, s: Scalars, x: Array, w: Array, b: Array) -> Outputs:
    y = linear(x, w, b)
    m, n = y.shape
    pooled = jnp.max(y.reshape(m, n // 2, 2), axis=-1)  # KERNEL_SIZE 2, stride 2
    return (jnp.sum(pooled, axis=1) * s["SCALE_FACTOR"],)


def gn_leaky_sum(params: Params, s: Scalars, x: Array, w: Array, b: Array, gamma: Array,
                 beta: Array) -> Outputs:
    v = jax.nn.leaky_relu(group_norm(linear(x, w, b), params["G"], s["EPS"], gamma, beta),
                          s["NEGATIVE_SLOPE"])
    return (v + v,)


def lse_leaky_gelu(params: Params, s: Scalars, x: Array, w: Array, b: Array) -> Outputs:
    z = jax.nn.logsumexp(linear(x, w, b), axis=1, keepdims=True)
    z = jax.nn.leaky_relu(jax.nn.leaky_relu(z, s["NEGATIVE_SLOPE"]), s["NEGATIVE_SLOPE"])
    return (gelu(gelu(z)),)


def bias_hardtanh_mish_gn(params: Params, s: Scalars, x: Array, w: Array, b: Array, bias2: Array,
                          gamma: Array, beta: Array) -> Outputs:
    v = mish(jnp.clip(linear(x, w, b) + f32(bias2), -1.0, 1.0))
    return (group_norm(v, params["G"], s["EPS"], gamma, beta),)


def batch_norm(z: Array, eps: float, gamma: Array, beta: Array) -> Array:
    """Training-mode batch norm: each column by its rows' mean and biased variance, affine."""
    return nn.standardize(z, 0, eps) * f32(gamma) + f32(beta)


def in_residual_mul(params: Params, s: Scalars, x: Array, w: Array, b: Array, y2: Array) -> Outputs:
    """Each row normalised (no affine), then (t + y2) * y2."""
    t = nn.standardize(linear(x, w, b), 1, s["EPS"])
    return ((t + f32(y2)) * f32(y2),)


def swish_bias_gn(params: Params, s: Scalars, x: Array, w: Array, b: Array, bias2: Array, gamma: Array,
                  beta: Array) -> Outputs:
    return (group_norm(jax.nn.silu(linear(x, w, b)) + f32(bias2), params["G"], s["EPS"], gamma, beta),)


def bn_gelu_relu(params: Params, s: Scalars, x: Array, w: Array, gamma: Array, beta: Array) -> Outputs:
    return (jax.nn.relu(gelu(batch_norm(linear(x, w), s["EPS"], gamma, beta))),)


def max_sub_gelu(params: Params, s: Scalars, x: Array, w: Array, b: Array) -> Outputs:
    """The row maxima centred over the batch (KernelBench's size-1 mean would give 0)."""
    mx = jnp.max(linear(x, w, b), axis=1, keepdims=True)
    return (gelu(mx - jnp.mean(mx)),)


def bn_scale_softmax(params: Params, s: Scalars, x: Array, w: Array, gamma: Array, beta: Array,
                     scale: Array) -> Outputs:
    return (jax.nn.softmax(f32(scale) * batch_norm(linear(x, w), s["EPS"], gamma, beta), axis=1),)


def add_swish_tanh_gelu_hardtanh(params: Params, s: Scalars, x: Array, w: Array, b: Array,
                                 add_value: Array) -> Outputs:
    v = linear(x, w, b) + f32(add_value)
    return (jnp.clip(gelu(jnp.tanh(jax.nn.silu(v))), -1.0, 1.0),)


def bn_bias_div_swish(params: Params, s: Scalars, x: Array, w: Array, gamma: Array, beta: Array,
                      bias: Array) -> Outputs:
    v = (batch_norm(linear(x, w), s["EPS"], gamma, beta) + f32(bias)) / s["DIVIDE_VALUE"]
    return (jax.nn.silu(v),)


def avgpool_gelu_scale_max(params: Params, s: Scalars, x: Array, w: Array, b: Array) -> Outputs:
    y = linear(x, w, b)
    m, n = y.shape
    k = int(s["KERNEL_SIZE"])
    pooled = jnp.mean(y.reshape(m, n // k, k), axis=-1)
    return (jnp.max(gelu(pooled) * s["SCALE_FACTOR"], axis=1),)


ROWS = {
    "kb2_028_bmm_instancenorm_sum_residualadd_multiply": in_residual_mul,
    "kb2_037_matmul_swish_sum_groupnorm": swish_bias_gn,
    "kb2_041_gemm_batchnorm_gelu_relu": bn_gelu_relu,
    "kb2_053_gemm_scaling_hardtanh_gelu":
        elementwise(lambda y, s: gelu(jnp.clip(y * s["SCALING_FACTOR"], s["HARDTANH_MIN"], s["HARDTANH_MAX"]))),
    "kb2_080_gemm_max_subtract_gelu": max_sub_gelu,
    "kb2_084_gemm_batchnorm_scaling_softmax": bn_scale_softmax,
    "kb2_086_matmul_divide_gelu": elementwise(lambda y, s: gelu(y / s["DIVISOR"])),
    "kb2_095_matmul_add_swish_tanh_gelu_hardtanh": add_swish_tanh_gelu_hardtanh,
    "kb2_097_matmul_batchnorm_biasadd_divide_swish": bn_bias_div_swish,
    "kb2_098_matmul_avgpool_gelu_scale_max": avgpool_gelu_scale_max,
    "kb2_099_matmul_gelu_softmax": elementwise(lambda y, s: jax.nn.softmax(gelu(y), axis=1)),
    "kb2_030_gemm_groupnorm_hardtanh": gn_hardtanh,
    "kb2_033_gemm_scale_batchnorm": scale_batch_norm,
    "kb2_039_gemm_scale_batchnorm": scale_batch_norm,
    "kb2_051_gemm_subtract_globalavgpool_logsumexp_gelu_residualadd": sub_mean_gelu_residual,
    "kb2_055_matmul_maxpool_sum_scale": maxpool_sum_scale,
    "kb2_062_matmul_groupnorm_leakyrelu_sum": gn_leaky_sum,
    "kb2_063_gemm_relu_divide": elementwise(lambda y, s: jax.nn.relu(y) / s["DIVISOR"]),
    "kb2_064_gemm_logsumexp_leakyrelu_leakyrelu_gelu_gelu": lse_leaky_gelu,
    "kb2_068_matmul_min_subtract": elementwise(lambda y, s: jnp.minimum(y, s["CONSTANT"]) - s["CONSTANT"]),
    "kb2_070_gemm_sigmoid_scaling_residualadd":
        elementwise(lambda y, s: s["SCALING_FACTOR"] * jax.nn.sigmoid(y) + y),
    "kb2_081_gemm_swish_divide_clamp_tanh_clamp":
        elementwise(lambda y, s: jnp.clip(jnp.tanh(jnp.clip(jax.nn.silu(y) / s["DIVISOR"], -1.0, 1.0)),
                                          -1.0, 1.0)),
    "kb2_094_gemm_biasadd_hardtanh_mish_groupnorm": bias_hardtanh_mish_gn,
}
