"""p12_rmsnorm with a hand-written DMA pipeline and a race between two DMAs: one VMEM buffer
serves both directions, and the next block's load into it is started before the store that is
still reading it has been waited on. Interpret mode happens to run the DMAs in a safe order,
so the values are right; its race detector sees that nothing orders the two. Expected: race."""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

EPS = KB_EPS  # noqa: F821


def body(x_hbm, scale_ref, o_hbm, buf, sem):
    rows = buf.shape[0]
    nblk = x_hbm.shape[0] // rows

    def load(b):
        return pltpu.make_async_copy(x_hbm.at[pl.ds(b * rows, rows)], buf, sem.at[0])

    def store(b):
        return pltpu.make_async_copy(buf, o_hbm.at[pl.ds(b * rows, rows)], sem.at[1])

    load(0).start()

    def step(b, carry):
        load(b).wait()
        x = buf[...].astype(jnp.float32)
        ms = jnp.mean(x * x, axis=-1, keepdims=True)
        buf[...] = (x * jax.lax.rsqrt(ms + EPS) * scale_ref[...].astype(jnp.float32)).astype(buf.dtype)
        store(b).start()

        @pl.when(b + 1 < nblk)
        def _():
            load(b + 1).start()       # the bug: buf is still being stored

        store(b).wait()
        return carry

    jax.lax.fori_loop(0, nblk, step, 0)


def kernel(x, scale):
    R, E = x.shape
    rows = 64
    return pl.pallas_call(
        body,
        in_specs=[pl.BlockSpec(memory_space=pl.ANY),
                  pl.BlockSpec((1, E), lambda: (0, 0))],
        out_specs=pl.BlockSpec(memory_space=pl.ANY),
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        scratch_shapes=[pltpu.VMEM((rows, E), x.dtype), pltpu.SemaphoreType.DMA((2,))],
    )(x, scale.reshape(1, E))
