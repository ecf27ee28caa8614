"""p12_rmsnorm: out[r][e] = x[r][e] * rsqrt(mean_e'(x[r][e']^2) + EPS) * scale[e], in f32."""
import jax.numpy as jnp

from kbxla import f32


def fn(params, scalars, x, scale):
    x = f32(x)
    ms = jnp.mean(x * x, axis=-1, keepdims=True)
    return (x * jnp.reciprocal(jnp.sqrt(ms + scalars["EPS"])) * f32(scale),)
