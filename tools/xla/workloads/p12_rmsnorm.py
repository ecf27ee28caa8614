"""p12_rmsnorm: out[r][e] = x[r][e] * rsqrt(mean_e'(x[r][e']^2) + EPS) * scale[e], in f32."""
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, f32


def fn(params: Params, scalars: Scalars, x: Array, scale: Array) -> Outputs:
    x = f32(x)
    ms = jnp.mean(x * x, axis=-1, keepdims=True)
    return (x * jnp.reciprocal(jnp.sqrt(ms + scalars["EPS"])) * f32(scale),)
