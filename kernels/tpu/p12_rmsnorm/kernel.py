"""p12_rmsnorm: out[r][e] = x[r][e] * rsqrt(mean_e'(x[r][e']^2) + EPS) * scale[e], in f32.

Shapes: x [R][E], scale [E], out [R][E] (tpu-v6e: R 32768, E 8192).

Memory-bound: one read of x, one write of out, so the kernel's only job is to stream HBM at
full bandwidth. Each grid step holds a block of whole rows (the mean is over E, so a row never
splits across steps) and the scale row, which has a constant block index and so is fetched
once and stays in VMEM. Pallas double-buffers the row blocks: the next block's DMA runs while
this one is normalised on the VPU.

- Row blocks as large as fit comfortably: 256 rows x 8192 bf16 = 4 MiB; in + out, double-
  buffered, 16 MiB of the 32 MiB scoped VMEM. Bigger blocks mean fewer, longer DMAs (per-step
  cost is fixed); the block's rows are a multiple of 8 (sublanes) and E is the whole
  dimension, so the (8, 128) rule holds.
- The row axis is "parallel": steps are independent (megacore chips split them across cores).
- Math in f32 (the VPU has no bf16 arithmetic on v5e; on v6e f32 costs nothing here since
  the kernel waits on HBM anyway); rsqrt goes to the EUP, the sum to the XLU.
- EPS is KB_EPS, which kbench defines for the candidate (as it defines KB_R, KB_E).
"""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

EPS = KB_EPS  # noqa: F821  (kbench defines KB_<NAME> for every constant and shape)


def rmsnorm_kernel(x_ref, scale_ref, o_ref):
    x = x_ref[...].astype(jnp.float32)                      # [rows, E]
    ms = jnp.mean(x * x, axis=-1, keepdims=True)            # [rows, 1]
    inv = jax.lax.rsqrt(ms + EPS)
    o_ref[...] = (x * inv * scale_ref[...].astype(jnp.float32)).astype(o_ref.dtype)


def kernel(x, scale):
    R, E = x.shape
    row_bytes = E * x.dtype.itemsize
    rows = next((r for r in (256, 128, 64, 32, 16, 8)
                 if R % r == 0 and r * row_bytes <= (4 << 20)), R)
    return pl.pallas_call(
        rmsnorm_kernel,
        grid=(R // rows,),
        in_specs=[pl.BlockSpec((rows, E), lambda i: (i, 0)),
                  pl.BlockSpec((1, E), lambda i: (0, 0))],
        out_specs=pl.BlockSpec((rows, E), lambda i: (i, 0)),
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel",)),
    )(x, scale.reshape(1, E))
