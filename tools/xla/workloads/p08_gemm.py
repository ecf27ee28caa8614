"""p08_gemm: c[m][n] = sum_k a[m][k] * b[k][n], f32 accumulation."""
from kbxla import dot


def fn(params, scalars, a, b):
    return (dot(a, b),)
