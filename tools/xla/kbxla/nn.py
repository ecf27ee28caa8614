"""kbxla.nn: the layers that several KernelBench definitions share (kb1's conv, norms and pooling
families, kb2's GEMM and convolution chains), each once, with PyTorch's semantics and the C
references' arithmetic: f32 values (f32 accumulation for the convolutions, at kbxla.PRECISION),
biased variances, the erf GELU. Layouts are PyTorch's: N, C, then the spatial axes.

The transposed convolution is PyTorch's ConvTranspose (no kernel flip, w [C][F/G][k...]): a
convolution of x dilated by the stride with the spatially flipped kernel, regrouped to
[F][C/G][k...], padded by d(k-1) - p before and d(k-1) - p + output_padding after.
"""
from collections.abc import Callable
from typing import Optional

import jax
import jax.numpy as jnp
from jax import lax

import kbxla
from kbxla import Array, f32

Axes = tuple[int, ...]
LAYOUT = {1: ("NCH", "OIH", "NCH"), 2: ("NCHW", "OIHW", "NCHW"), 3: ("NCDHW", "OIDHW", "NCDHW")}


def conv(x: Array, w: Array, bias: Optional[Array], stride: Axes, padding: list[tuple[int, int]],
         dilation: Axes, lhs_dilation: Axes, groups: int = 1) -> Array:
    """PyTorch's Conv over len(stride) spatial axes, w [F][C/G][k...], explicit (low, high)
    padding per axis; x and w may be bf16 or f32, the result is f32."""
    y = lax.conv_general_dilated(x, w, window_strides=stride, padding=padding,
                                 lhs_dilation=lhs_dilation, rhs_dilation=dilation,
                                 dimension_numbers=LAYOUT[len(stride)],
                                 feature_group_count=groups, precision=kbxla.PRECISION,
                                 preferred_element_type=jnp.float32)
    if bias is not None:
        y = y + f32(bias).reshape((1, -1) + (1,) * len(stride))
    return y


def conv_transpose(x: Array, w: Array, bias: Optional[Array], stride: Axes, padding: Axes,
                   dilation: Axes, out_pad: Axes, groups: int = 1) -> Array:
    """PyTorch's ConvTranspose, w [C][F/G][k...] (see the module's comment)."""
    sp = len(stride)
    c, fg, k = w.shape[0], w.shape[1], w.shape[2:]
    # [C][F/G][k] = [G][C/G][F/G][k] -> [G][F/G][C/G][k] = [F][C/G][k], flipped
    wg = w.reshape((groups, c // groups, fg) + k).swapaxes(1, 2)
    wt = jnp.flip(wg.reshape((groups * fg, c // groups) + k), axis=tuple(range(2, 2 + sp)))
    edge = [d * (kk - 1) - p for d, kk, p in zip(dilation, k, padding)]
    pads = [(e, e + o) for e, o in zip(edge, out_pad)]
    return conv(x, wt, bias, (1,) * sp, pads, dilation, stride, groups)


def standardize(x: Array, axes: Axes, eps: float) -> Array:
    """(x - mean) / sqrt(var + eps) over axes; the variance of the deviations (no E[x^2] - E[x]^2)."""
    dev = x - jnp.mean(x, axis=axes, keepdims=True)
    return dev / jnp.sqrt(jnp.mean(dev * dev, axis=axes, keepdims=True) + eps)


def group_norm(x: Array, groups: int, eps: float) -> Array:
    """GroupNorm without its affine: the channels (axis 1) in G groups of C/G consecutive ones,
    each (n, group) normalised over its channels and every axis after them."""
    n, c = x.shape[:2]
    g = x.reshape((n, groups, c // groups) + x.shape[2:])
    return standardize(g, tuple(range(2, g.ndim)), eps).reshape(x.shape)


def gelu(t: Array) -> Array:
    return jax.nn.gelu(t, approximate=False)  # PyTorch's default, the erf form


def mish(t: Array) -> Array:
    return t * jnp.tanh(jax.nn.softplus(t))


def pool(x: Array, init: float, op: Callable[[Array, Array], Array], k: int, s: int, p: int = 0,
         dil: int = 1) -> Array:
    """op over each output's taps of f32(x) on every spatial axis (window k, stride s, padding p
    filled with init, dilation dil; floor-mode extents), N and C untouched. An average pool is
    the lax.add of this divided by the window's size."""
    spatial = x.ndim - 2
    return lax.reduce_window(f32(x), jnp.float32(init), op,
                             window_dimensions=(1, 1) + (k,) * spatial,
                             window_strides=(1, 1) + (s,) * spatial,
                             padding=((0, 0), (0, 0)) + ((p, p),) * spatial,
                             window_dilation=(1, 1) + (dil,) * spatial)
