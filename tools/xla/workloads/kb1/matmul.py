"""kb1 matmul (src/suite/kb1/matmul.c): C = op(A) . op(B) (jnp.matmul broadcasting: batched,
tensor-matrix), f32 accumulation; the scalar and diagonal rows elementwise; the triangular rows
triu or tril of the product."""
from collections.abc import Callable

import jax.numpy as jnp

from kbxla import Array, Outputs, Params, Scalars, dot, f32


def product(trans_a: bool = False, trans_b: bool = False,
            mask: Callable[[Array], Array] = lambda c: c) -> Callable[..., Outputs]:
    """The row's fn: mask(op(A) . op(B)), op the transpose where the row says so."""
    def fn(params: Params, scalars: Scalars, a: Array, b: Array) -> Outputs:
        return (mask(dot(a.T if trans_a else a, b.T if trans_b else b)),)
    return fn


def scalar(params: Params, scalars: Scalars, a: Array) -> Outputs:
    return (f32(a) * scalars["S"],)


def diagonal(params: Params, scalars: Scalars, a: Array, b: Array) -> Outputs:
    """diag(A) . B without forming diag(A), as a JAX user writes it."""
    return (f32(a)[:, None] * f32(b),)


ROWS = {
    "kb1_001_square_matrix_multiplication": product(),
    "kb1_002_standard_matrix_multiplication": product(),
    "kb1_003_batched_matrix_multiplication": product(),
    "kb1_004_matrix_vector_multiplication": product(),
    "kb1_005_matrix_scalar_multiplication": scalar,
    "kb1_006_matmul_with_large_k_dimension": product(),
    "kb1_007_matmul_with_small_k_dimension": product(),
    "kb1_008_matmul_with_irregular_shapes": product(),
    "kb1_009_tall_skinny_matrix_multiplication": product(),
    "kb1_010_3d_tensor_matrix_multiplication": product(),
    "kb1_011_4d_tensor_matrix_multiplication": product(),
    "kb1_012_matmul_with_diagonal_matrices": diagonal,
    "kb1_013_matmul_for_symmetric_matrices": product(),
    "kb1_014_matmul_for_upper_triangular_matrices": product(mask=jnp.triu),
    "kb1_015_matmul_for_lower_triangular_matrices": product(mask=jnp.tril),
    "kb1_016_matmul_with_transposed_a": product(trans_a=True),
    "kb1_017_matmul_with_transposed_b": product(trans_b=True),
    "kb1_018_matmul_with_transposed_both": product(trans_a=True, trans_b=True),
}
