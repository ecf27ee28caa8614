"""k18_conv2d_relu_biasadd: 3x3 convolution + bias, ReLU, per-channel bias add.

    out[n][f][i][j] = max(0, cb[f] + sum_{c,p,q} w[f][c][p][q] * x[n][c][i+p][j+q]) + b[f]
x [N][C][H][W] (NCHW), w [F][C][KH][KW] (OIHW), stride 1, no padding; cb, b [F].
"""
import jax
import jax.numpy as jnp
from jax import lax

import kbxla
from kbxla import Array, Outputs, Params, Scalars, f32


def fn(params: Params, scalars: Scalars, x: Array, w: Array, cb: Array, b: Array) -> Outputs:
    y = lax.conv_general_dilated(x, w, window_strides=(1, 1), padding="VALID",
                                 dimension_numbers=("NCHW", "OIHW", "NCHW"),
                                 precision=kbxla.PRECISION,
                                 preferred_element_type=jnp.float32)
    return (jax.nn.relu(y + f32(cb)[:, None, None]) + f32(b)[:, None, None],)
