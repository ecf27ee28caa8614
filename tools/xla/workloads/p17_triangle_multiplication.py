"""p17_triangle_multiplication: AlphaFold2's triangle multiplicative update, outgoing edges.

    a = x * mask[..., None]
    l = (a . wl) * sigmoid(a . wlg);  r = (a . wr) * sigmoid(a . wrg)
    t[i][j] = sum_k l[i][k] * r[j][k]                    (per channel)
    u = t / sqrt(mean_c t^2 + EPS) * scale
    out = (u . wo) * sigmoid(x . wog)                    (the gate reads the unmasked x)
x, out [N][N][C]; mask [N][N]; weights [C][C]; scale [C]. All in f32 after the inputs.
"""
import jax
import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, dot, einsum, f32


def fn(
    params: Params,
    scalars: Scalars,
    x: Array,
    mask: Array,
    wl: Array,
    wr: Array,
    wlg: Array,
    wrg: Array,
    scale: Array,
    wo: Array,
    wog: Array,
) -> Outputs:
    a = f32(x) * f32(mask)[..., None]
    l = dot(a, wl) * jax.nn.sigmoid(dot(a, wlg))
    r = dot(a, wr) * jax.nn.sigmoid(dot(a, wrg))
    t = einsum("ikc,jkc->ijc", l, r)
    u = t * jax.lax.rsqrt(jnp.mean(t * t, axis=-1, keepdims=True) + scalars["EPS"]) * f32(scale)
    return (dot(u, wo) * jax.nn.sigmoid(dot(x, wog)),)
