"""kb2 convolution chains (src/suite/kb2/conv_chain.c, the rows of conv_chain.def, the ops of
conv_chain.h): y = conv(x, w) (+ b), PyTorch's Conv2d/3d or ConvTranspose2d/3d (kbxla.nn's,
shared with kb1's convolutions: f32 accumulation, no kernel flip in the transposed ones), then
the row's ops in order on f32 values, the output rounded once to the storage type.

ROWS is built from TABLE, which mirrors conv_chain.def: per row the convolution (C2, C3, T2,
T3), its stride, padding and output padding (the same on every spatial axis), whether it has a
bias, x's average pool before it (L2-38), the ops as (name, arguments...) and, where the output
drops size-1 axes that the ops keep, the output's dims as the .def names them. The kernel size
and the shapes come from the inputs. The row's extra inputs follow x, w and b; an op's index i
is the i-th of them, as in C.

Numerics as the reference's (which runs in double): the erf GELU, the stable softplus (jax's
logaddexp), biased variances of the deviations, eps 1e-5 in every norm, softmax and
log-sum-exp with the maximum subtracted, floor-mode pooling with window = stride.
"""
from collections.abc import Callable
from typing import NamedTuple, Optional

import jax
import jax.numpy as jnp
from jax import lax

from kbxla import Array, Outputs, Params, Scalars, f32, nn
from kbxla.nn import gelu, mish, standardize

EPS = 1e-5
INF = float("inf")

# the elementwise ops: f(t, the op's arguments)
ELEMENTWISE = {
    "RELU": jax.nn.relu,
    "LEAKY": lambda t, a: jnp.where(t > 0, t, a * t),
    "GELU": gelu,
    "TANH": jnp.tanh,
    "SIGMOID": jax.nn.sigmoid,
    "MISH": mish,
    "SWISH": jax.nn.silu,
    "HARDSWISH": lambda t: t * jnp.clip((t + 3) / 6, 0.0, 1.0),
    "HSIG_SWISH": lambda t: t * jax.nn.sigmoid(t + 3) / 6,  # what L2-58 calls its hardswish
    "CLAMP": lambda t, a, b: jnp.clip(t, a, b),
    "ADD": lambda t, a: t + a,
    "MUL": lambda t, a: t * a,
    "DIV": lambda t, a: t / a,
    "MIN": lambda t, a: jnp.minimum(t, a),
}


class Chain:
    """The state the other ops see besides y: the extra inputs, the saved copy, G."""

    def __init__(self, extras: tuple[Array, ...], groups: Optional[int]):
        self.extras, self.groups, self.saved = extras, groups, None

    def channel(self, i: int, y: Array) -> Array:
        """Extra input i ([C'] or [1]) shaped to broadcast over y's channels."""
        return f32(self.extras[i]).reshape((1, -1) + (1,) * (y.ndim - 2))

    def save(self, y: Array) -> Array:
        self.saved = y
        return y


def space(y: Array) -> tuple[int, ...]:
    return tuple(range(2, y.ndim))


def max_pool(y: Array, k: int) -> Array:
    return nn.pool(y, -INF, lax.max, k, k)


def avg_pool(y: Array, k: int) -> Array:
    return nn.pool(y, 0.0, lax.add, k, k) / k ** (y.ndim - 2)


# the other ops: f(y, chain, the op's arguments); a reduction keeps its axis at size 1
OPS = {
    "ADD_P": lambda y, ch, i: y + ch.channel(i, y),
    "SUB_P": lambda y, ch, i: y - ch.channel(i, y),
    "MUL_P": lambda y, ch, i: y * ch.channel(i, y),
    "ADD_T": lambda y, ch, i: y + f32(ch.extras[i]),
    "SAVE": lambda y, ch: ch.save(y),
    "ADD_SAVED": lambda y, ch: y + ch.saved,
    "MUL_SAVED": lambda y, ch: y * ch.saved,
    "SOFTMAX_C": lambda y, ch: jax.nn.softmax(y, axis=1),
    "MIN_C": lambda y, ch: jnp.min(y, axis=1, keepdims=True),
    "MAX_C": lambda y, ch: jnp.max(y, axis=1, keepdims=True),
    "SUM_C": lambda y, ch: jnp.sum(y, axis=1, keepdims=True),
    "MEAN_C": lambda y, ch: jnp.mean(y, axis=1, keepdims=True),
    "LSE_C": lambda y, ch: jax.nn.logsumexp(y, axis=1, keepdims=True),
    "MEAN_SP": lambda y, ch: jnp.mean(y, axis=space(y), keepdims=True),
    "SUM_SP": lambda y, ch: jnp.sum(y, axis=space(y), keepdims=True),
    "SUB_MEAN_SP": lambda y, ch: y - jnp.mean(y, axis=space(y), keepdims=True),
    "SOFTMAX_SP": lambda y, ch: jax.nn.softmax(y, axis=space(y)),
    "MIN_AX": lambda y, ch, k: jnp.min(y, axis=2 + k, keepdims=True),
    "SUM_AX": lambda y, ch, k: jnp.sum(y, axis=2 + k, keepdims=True),
    "MEAN_AX": lambda y, ch, k: jnp.mean(y, axis=2 + k, keepdims=True),
    "BN": lambda y, ch: standardize(y, (0,) + space(y), EPS),  # training mode: over N and space
    "GN": lambda y, ch: nn.group_norm(y, ch.groups, EPS),
    "IN": lambda y, ch: standardize(y, space(y), EPS),
    "LN_W": lambda y, ch: standardize(y, (y.ndim - 1,), EPS),
    "MAXPOOL": lambda y, ch, k: max_pool(y, k),
    "AVGPOOL": lambda y, ch, k: avg_pool(y, k),
}


class Row(NamedTuple):
    conv: str                          # C2, C3, T2, T3
    stride: int
    pad: int
    out_pad: int
    bias: bool
    prepool: int                       # x average-pooled by this window first (0: not)
    ops: tuple[tuple, ...]             # (name, arguments...), a name of ELEMENTWISE or OPS
    out: Optional[tuple[str, ...]] = None  # the output's dims where they drop size-1 axes


def chain(row: Row) -> Callable[..., Outputs]:
    """The row's fn: the convolution, then its ops one after another."""
    def fn(params: Params, scalars: Scalars, x: Array, w: Array, *rest: Array) -> Outputs:
        b, extras = (rest[0], rest[1:]) if row.bias else (None, rest)
        sp = int(row.conv[1])
        if row.prepool:  # in f32, so the convolution too
            x, w = avg_pool(x, row.prepool), f32(w)
        if row.conv[0] == "T":
            y = nn.conv_transpose(x, w, b, (row.stride,) * sp, (row.pad,) * sp, (1,) * sp,
                                  (row.out_pad,) * sp)
        else:
            y = nn.conv(x, w, b, (row.stride,) * sp, [(row.pad, row.pad)] * sp, (1,) * sp,
                        (1,) * sp)
        ch = Chain(extras, params.get("G"))
        for name, *args in row.ops:
            y = ELEMENTWISE[name](y, *args) if name in ELEMENTWISE else OPS[name](y, ch, *args)
        if row.out:
            y = y.reshape(tuple(1 if d == "1" else params[d] for d in row.out))
        return (y,)
    return fn


TABLE = {
    "kb2_002_convtranspose2d_biasadd_clamp_scaling_clamp_divide":
        Row("T2", 2, 1, 1, True, 0, (("ADD_P", 0), ("CLAMP", 0.0, 1.0), ("MUL", 2.0),
                                     ("CLAMP", 0.0, 1.0), ("DIV", 2.0))),
    "kb2_003_convtranspose3d_sum_layernorm_avgpool_gelu":
        Row("T3", 2, 1, 1, False, 0, (("ADD", 1.0), ("LN_W",), ("AVGPOOL", 2), ("GELU",))),
    "kb2_004_conv2d_mish_mish":
        Row("C2", 1, 0, 0, True, 0, (("MISH",), ("MISH",))),
    "kb2_005_convtranspose2d_subtract_tanh":
        Row("T2", 2, 1, 1, True, 0, (("SUB_P", 0), ("TANH",))),
    "kb2_006_conv3d_softmax_maxpool_maxpool":
        Row("C3", 1, 0, 0, True, 0, (("SOFTMAX_C",), ("MAXPOOL", 2), ("MAXPOOL", 2))),
    "kb2_007_conv3d_relu_leakyrelu_gelu_sigmoid_biasadd":
        Row("C3", 1, 0, 0, True, 0, (("RELU",), ("LEAKY", 0.01), ("GELU",), ("SIGMOID",),
                                     ("ADD_P", 0))),
    "kb2_008_conv3d_divide_max_globalavgpool_biasadd_sum":
        Row("C3", 1, 0, 0, True, 0, (("DIV", 2.0), ("MAXPOOL", 2), ("MEAN_SP",), ("ADD_P", 0),
                                     ("SUM_C",))),
    "kb2_010_convtranspose2d_maxpool_hardtanh_mean_tanh":
        Row("T2", 1, 1, 0, True, 0, (("MAXPOOL", 2), ("CLAMP", -1.0, 1.0), ("MEAN_SP",),
                                     ("TANH",))),
    "kb2_011_convtranspose2d_batchnorm_tanh_maxpool_groupnorm":
        Row("T2", 1, 1, 0, False, 0, (("BN",), ("TANH",), ("MAXPOOL", 2), ("GN",))),
    "kb2_013_convtranspose3d_mean_add_softmax_tanh_scaling":
        Row("T3", 1, 1, 0, True, 0, (("MEAN_AX", 0), ("ADD_P", 0), ("SOFTMAX_C",), ("TANH",),
                                     ("MUL", 2.0))),
    "kb2_015_convtranspose3d_batchnorm_subtract":
        Row("T3", 2, 1, 0, False, 0, (("BN",), ("SUB_MEAN_SP",))),
    "kb2_016_convtranspose2d_mish_add_hardtanh_scaling":
        Row("T2", 2, 1, 1, True, 0, (("MISH",), ("ADD", 0.5), ("CLAMP", -1.0, 1.0), ("MUL", 2.0))),
    "kb2_017_conv2d_instancenorm_divide":
        Row("C2", 1, 0, 0, False, 0, (("IN",), ("DIV", 2.0))),
    "kb2_019_convtranspose2d_gelu_groupnorm":
        Row("T2", 1, 0, 0, True, 0, (("GELU",), ("GN",))),
    "kb2_020_convtranspose3d_sum_residualadd_multiply_residualadd":
        Row("T3", 2, 1, 1, True, 0, (("SAVE",), ("ADD_P", 0), ("ADD_SAVED",), ("MUL_SAVED",),
                                     ("ADD_SAVED",))),
    "kb2_021_conv2d_add_scale_sigmoid_groupnorm":
        Row("C2", 1, 0, 0, True, 0, (("ADD_P", 0), ("MUL_P", 1), ("SIGMOID",), ("GN",))),
    "kb2_024_conv3d_min_softmax":
        Row("C3", 1, 0, 0, True, 0, (("MIN_AX", 0), ("SOFTMAX_C",)), out=("N", "F", "HO", "WO")),
    "kb2_025_conv2d_min_tanh_tanh":
        Row("C2", 1, 0, 0, True, 0, (("MIN_C",), ("TANH",), ("TANH",))),
    "kb2_026_convtranspose3d_add_hardswish":
        Row("T3", 2, 1, 1, True, 0, (("ADD_T", 0), ("SAVE",), ("HARDSWISH",), ("MUL_SAVED",))),
    "kb2_027_conv3d_hardswish_groupnorm_mean":
        Row("C3", 1, 0, 0, True, 0, (("HARDSWISH",), ("GN",), ("MEAN_SP",)), out=("N", "F")),
    "kb2_031_conv2d_min_add_multiply":
        Row("C2", 1, 0, 0, True, 0, (("MIN", 0.5), ("ADD_P", 0), ("MUL", 2.0))),
    "kb2_032_conv2d_scaling_min":
        Row("C2", 1, 0, 0, True, 0, (("MUL", 2.0), ("MIN_C",))),
    "kb2_034_convtranspose3d_layernorm_gelu_scaling":
        Row("T3", 2, 1, 0, False, 0, (("LN_W",), ("GELU",), ("MUL", 1.0))),
    "kb2_035_conv2d_subtract_hardswish_maxpool_mish":
        Row("C2", 1, 0, 0, True, 0, (("ADD", -0.5), ("HARDSWISH",), ("MAXPOOL", 2), ("MISH",))),
    "kb2_036_convtranspose2d_min_sum_gelu_add":
        Row("T2", 2, 1, 1, True, 0, (("MIN_C",), ("SUM_AX", 0), ("GELU",), ("ADD_P", 0))),
    "kb2_038_convtranspose3d_avgpool_clamp_softmax_multiply":
        Row("T3", 2, 1, 1, True, 2, (("CLAMP", 0.0, 1.0), ("SOFTMAX_SP",), ("MUL_P", 0))),
    "kb2_042_convtranspose2d_globalavgpool_biasadd_logsumexp_sum_multiply":
        Row("T2", 1, 0, 0, True, 0, (("MEAN_SP",), ("ADD_P", 0), ("LSE_C",), ("MUL", 10.0)),
                                     out=("N", "1")),
    "kb2_043_conv3d_max_logsumexp_relu":
        Row("C3", 1, 1, 0, True, 0, (("MAXPOOL", 2), ("LSE_C",), ("RELU",))),
    "kb2_044_convtranspose2d_multiply_globalavgpool_globalavgpool_mean":
        Row("T2", 2, 1, 1, True, 0, (("MUL", 0.5), ("MEAN_SP",))),
    "kb2_046_conv2d_subtract_tanh_subtract_avgpool":
        Row("C2", 1, 0, 0, True, 0, (("ADD", -0.5), ("TANH",), ("ADD", -0.2), ("AVGPOOL", 2))),
    "kb2_048_conv3d_scaling_tanh_multiply_sigmoid":
        Row("C3", 1, 0, 0, True, 0, (("MUL_P", 0), ("TANH",), ("MUL_P", 1), ("SIGMOID",))),
    "kb2_049_convtranspose3d_softmax_sigmoid":
        Row("T3", 2, 1, 1, True, 0, (("SOFTMAX_C",), ("SIGMOID",))),
    "kb2_050_convtranspose3d_scaling_avgpool_biasadd_scaling":
        Row("T3", 2, 1, 0, True, 0, (("MUL", 0.5), ("AVGPOOL", 2), ("ADD_P", 0), ("MUL", 1.0))),
    "kb2_054_conv2d_multiply_leakyrelu_gelu":
        Row("C2", 1, 0, 0, True, 0, (("MUL_P", 0), ("LEAKY", 0.01), ("GELU",))),
    "kb2_057_conv2d_relu_hardswish":
        Row("C2", 1, 0, 0, True, 0, (("RELU",), ("HARDSWISH",))),
    "kb2_058_convtranspose3d_logsumexp_hardswish_subtract_clamp":
        Row("T3", 2, 1, 0, True, 0, (("LSE_C",), ("HSIG_SWISH",), ("SUB_P", 0),
                                     ("CLAMP", -1.0, 1.0))),
    "kb2_060_convtranspose3d_swish_groupnorm_hardswish":
        Row("T3", 2, 1, 0, True, 0, (("SWISH",), ("GN",), ("HARDSWISH",))),
    "kb2_061_convtranspose3d_relu_groupnorm":
        Row("T3", 1, 0, 0, False, 0, (("RELU",), ("GN",))),
    "kb2_065_conv2d_avgpool_sigmoid_sum":
        Row("C2", 1, 0, 0, True, 0, (("AVGPOOL", 4), ("SIGMOID",), ("SUM_C",), ("SUM_SP",)),
                                     out=("N",)),
    "kb2_067_conv2d_gelu_globalavgpool":
        Row("C2", 1, 0, 0, True, 0, (("GELU",), ("MEAN_SP",)), out=("N", "F")),
    "kb2_069_conv2d_hardswish_relu":
        Row("C2", 1, 0, 0, True, 0, (("HARDSWISH",), ("RELU",))),
    "kb2_071_conv2d_divide_leakyrelu":
        Row("C2", 1, 0, 0, True, 0, (("DIV", 2.0), ("LEAKY", 0.01))),
    "kb2_072_convtranspose3d_batchnorm_avgpool_avgpool":
        Row("T3", 2, 1, 0, False, 0, (("BN",), ("AVGPOOL", 2), ("AVGPOOL", 2))),
    "kb2_073_conv2d_batchnorm_scaling":
        Row("C2", 1, 0, 0, False, 0, (("BN",), ("MUL", 2.0))),
    "kb2_074_convtranspose3d_leakyrelu_multiply_leakyrelu_max":
        Row("T3", 2, 1, 1, True, 0, (("LEAKY", 0.2), ("MUL_P", 0), ("LEAKY", 0.2), ("MAXPOOL", 2))),
    "kb2_077_convtranspose3d_scale_batchnorm_globalavgpool":
        Row("T3", 1, 0, 0, False, 0, (("MUL", 2.0), ("BN",), ("MEAN_SP",))),
    "kb2_078_convtranspose3d_max_max_sum":
        Row("T3", 2, 2, 0, True, 0, (("MAXPOOL", 2), ("MAXPOOL", 3), ("SUM_C",))),
    "kb2_079_conv3d_multiply_instancenorm_clamp_multiply_max":
        Row("C3", 1, 0, 0, False, 0, (("MUL_P", 0), ("IN",), ("CLAMP", -1.0, 1.0), ("MUL_P", 0),
                                      ("MAX_C",)), out=("N", "DO", "HO", "WO")),
    "kb2_082_conv2d_tanh_scaling_biasadd_max":
        Row("C2", 1, 0, 0, True, 0, (("TANH",), ("MUL", 2.0), ("ADD_P", 0), ("MAXPOOL", 4))),
    "kb2_083_conv3d_groupnorm_min_clamp_dropout":
        Row("C3", 1, 0, 0, True, 0, (("GN",), ("MIN", 0.5), ("CLAMP", 0.0, 1.0))),
    "kb2_085_conv2d_groupnorm_scale_maxpool_clamp":
        Row("C2", 1, 0, 0, True, 0, (("GN",), ("MUL_P", 0), ("MAXPOOL", 4), ("CLAMP", 0.0, 1.0))),
    "kb2_087_conv2d_subtract_subtract_mish":
        Row("C2", 1, 0, 0, True, 0, (("ADD", -0.5), ("ADD", -0.2), ("MISH",))),
    "kb2_089_convtranspose3d_maxpool_softmax_subtract_swish_max":
        Row("T3", 2, 1, 1, True, 0, (("MAXPOOL", 2), ("SOFTMAX_C",), ("SUB_P", 0), ("SWISH",),
                                     ("MAX_C",)), out=("N", "PD", "PH", "PW")),
    "kb2_090_conv3d_leakyrelu_sum_clamp_gelu":
        Row("C3", 1, 0, 0, True, 0, (("LEAKY", 0.2), ("ADD_P", 0), ("CLAMP", -1.0, 1.0),
                                     ("GELU",))),
    "kb2_091_convtranspose2d_softmax_biasadd_scaling_sigmoid":
        Row("T2", 2, 1, 1, True, 0, (("SOFTMAX_C",), ("ADD_P", 0), ("MUL", 2.0), ("SIGMOID",))),
    "kb2_093_convtranspose2d_add_min_gelu_multiply":
        Row("T2", 2, 0, 0, True, 0, (("ADD", 0.5), ("MIN", 0.0), ("GELU",), ("MUL", 2.0))),
    "kb2_096_convtranspose3d_multiply_max_globalavgpool_clamp":
        Row("T3", 2, 1, 0, True, 0, (("MUL", 0.5), ("MAXPOOL", 2), ("MEAN_SP",),
                                     ("CLAMP", 0.0, 1.0))),
    "kb2_100_convtranspose3d_clamp_min_divide":
        Row("T3", 2, 1, 0, True, 0, (("CLAMP", -1.0, INF), ("DIV", 2.0))),
}

ROWS = {wid: chain(row) for wid, row in TABLE.items()}
