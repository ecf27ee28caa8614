"""k35_gemm_scaling_hardtanh_gelu: out = gelu(clip((x . w + b) * SCALING, HARDTANH_MIN,
HARDTANH_MAX)), gelu the tanh form.

x [M][K], w [K][N], b [N].
"""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def fn(params: Params, scalars: Scalars, x: Array, w: Array, b: Array) -> Outputs:
    t = (dot(x, w) + f32(b)) * scalars["SCALING"]
    t = jnp.clip(t, scalars["HARDTANH_MIN"], scalars["HARDTANH_MAX"])
    return (jax.nn.gelu(t, approximate=True),)
