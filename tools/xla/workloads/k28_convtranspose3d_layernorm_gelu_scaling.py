"""k28_convtranspose3d_layernorm_gelu_scaling: 3-D transposed convolution (kernel K, stride 2,
padding 1), layer norm over the last axis, GELU (tanh form), scaling.

    y[n][f][z][r][s] = sum_{c,a,b,e} x[n][c][i][j][l] * w[c][f][a][b][e]
                       over z = 2i - 1 + a, r = 2j - 1 + b, s = 2l - 1 + e
    mu, var = mean, biased variance of y[n][f][z][r][.] over s
    out = gelu((y - mu) / sqrt(var + EPS) * gamma[s] + beta[s]) * SCALE
x [N][C][D][H][W], w [C][F][K][K][K] (PyTorch's ConvTranspose3d layout: in, out), gamma and
beta [WO]. The transposed convolution is written as JAXBench does: a convolution of the input
dilated by the stride with the spatially flipped kernel, padded by K - 1 - padding on each side.
"""
import jax
import jax.numpy as jnp
from jax import lax

import kbxla
from kbxla import Array, Outputs, Params, Scalars, f32

STRIDE, PADDING = 2, 1


def fn(params: Params, scalars: Scalars, x: Array, w: Array, gamma: Array, beta: Array) -> Outputs:
    edge = params["K"] - 1 - PADDING
    y = lax.conv_general_dilated(x, jnp.flip(w, axis=(2, 3, 4)), window_strides=(1, 1, 1),
                                 padding=[(edge, edge)] * 3, lhs_dilation=(STRIDE,) * 3,
                                 dimension_numbers=("NCDHW", "IODHW", "NCDHW"),
                                 precision=kbxla.PRECISION,
                                 preferred_element_type=jnp.float32)
    mu = jnp.mean(y, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(y - mu), axis=-1, keepdims=True)
    t = (y - mu) * lax.rsqrt(var + scalars["EPS"]) * f32(gamma) + f32(beta)
    return (jax.nn.gelu(t, approximate=True) * scalars["SCALE"],)
