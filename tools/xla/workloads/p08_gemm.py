"""p08_gemm: c[m][n] = sum_k a[m][k] * b[k][n], f32 accumulation."""
from kbxla import Array, Outputs, Params, Scalars, dot


def fn(params: Params, scalars: Scalars, a: Array, b: Array) -> Outputs:
    return (dot(a, b),)
