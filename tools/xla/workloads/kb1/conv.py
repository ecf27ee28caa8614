"""kb1 convolutions (src/suite/kb1/conv.c): PyTorch's Conv and ConvTranspose of 1-3 spatial
axes, NC... layout, with the row's stride, padding, dilation, output padding, groups and bias,
f32 accumulation (kbxla.nn's conv and conv_transpose, which kb2's chains share). A row's
factory takes its (stride, padding, dilation[, output padding]) per spatial axis as conv.def
gives them.
"""
from collections.abc import Callable

from kbxla import Array, Outputs, Params, Scalars
from kbxla.nn import conv, conv_transpose

Axes = tuple[int, ...]


def standard(stride: Axes, padding: Axes, dilation: Axes, groups: int = 1,
             bias: bool = False) -> Callable[..., Outputs]:
    def fn(params: Params, scalars: Scalars, x: Array, w: Array, *b: Array) -> Outputs:
        return (conv(x, w, b[0] if bias else None, stride, [(p, p) for p in padding],
                     dilation, (1,) * len(stride), groups),)
    return fn


def transposed(stride: Axes, padding: Axes, dilation: Axes, out_pad: Axes,
               groups: int = 1) -> Callable[..., Outputs]:
    def fn(params: Params, scalars: Scalars, x: Array, w: Array) -> Outputs:
        return (conv_transpose(x, w, None, stride, padding, dilation, out_pad, groups),)
    return fn


ROWS = {
    "kb1_050_conv_standard_2d_square_input_square_kernel":
        standard((4, 4), (2, 2), (1, 1), bias=True),
    "kb1_054_conv_standard_3d_square_input_square_kernel":
        standard((1, 1, 1), (0, 0, 0), (1, 1, 1)),
    "kb1_055_conv_standard_2d_asymmetric_input_square_kernel":
        standard((1, 1), (0, 0), (1, 1)),
    "kb1_056_conv_standard_2d_asymmetric_input_asymmetric_kernel":
        standard((1, 1), (0, 0), (1, 1)),
    "kb1_057_conv_transposed_2d_square_input_square_kernel":
        transposed((1, 1), (0, 0), (1, 1), (0, 0)),
    "kb1_058_conv_transposed_3d_asymmetric_input_asymmetric_kernel":
        transposed((1, 1, 1), (0, 0, 0), (1, 1, 1), (0, 0, 0)),
    "kb1_059_conv_standard_3d_asymmetric_input_square_kernel":
        standard((1, 1, 1), (0, 0, 0), (1, 1, 1)),
    "kb1_060_conv_standard_3d_square_input_asymmetric_kernel":
        standard((1, 1, 1), (0, 0, 0), (1, 1, 1)),
    "kb1_061_conv_transposed_3d_square_input_square_kernel":
        transposed((1, 1, 1), (0, 0, 0), (1, 1, 1), (0, 0, 0)),
    "kb1_062_conv_standard_2d_square_input_asymmetric_kernel":
        standard((1, 1), (0, 0), (1, 1)),
    "kb1_063_conv_standard_2d_square_input_square_kernel":
        standard((1, 1), (0, 0), (1, 1)),
    "kb1_064_conv_transposed_1d":
        transposed((1,), (0,), (1,), (0,)),
    "kb1_065_conv_transposed_2d_square_input_asymmetric_kernel":
        transposed((1, 1), (0, 0), (1, 1), (0, 0)),
    "kb1_066_conv_standard_3d_asymmetric_input_asymmetric_kernel":
        standard((1, 1, 1), (0, 0, 0), (1, 1, 1)),
    "kb1_067_conv_standard_1d":
        standard((1,), (0,), (1,)),
    "kb1_068_conv_transposed_3d_square_input_asymmetric_kernel":
        transposed((1, 1, 1), (0, 0, 0), (1, 1, 1), (0, 0, 0)),
    "kb1_069_conv_transposed_2d_asymmetric_input_asymmetric_kernel":
        transposed((1, 1), (0, 0), (1, 1), (0, 0)),
    "kb1_070_conv_transposed_3d_asymmetric_input_square_kernel":
        transposed((1, 1, 1), (0, 0, 0), (1, 1, 1), (0, 0, 0)),
    "kb1_071_conv_transposed_2d_asymmetric_input_square_kernel":
        transposed((1, 1), (0, 0), (1, 1), (0, 0)),
    "kb1_072_conv_transposed_3d_asymmetric_input_asymmetric_kernel_strided_padded_grouped":
        transposed((2, 2, 2), (1, 2, 3), (1, 1, 1), (1, 1, 1), groups=4),
    "kb1_073_conv_transposed_3d_asymmetric_input_square_kernel_strided_padded_grouped":
        transposed((2, 2, 2), (1, 1, 1), (1, 1, 1), (0, 0, 0)),
    "kb1_074_conv_transposed_1d_dilated":
        transposed((1,), (0,), (3,), (0,)),
    "kb1_075_conv_transposed_2d_asymmetric_input_asymmetric_kernel_strided_grouped_padded_dilated":
        transposed((2, 3), (1, 2), (2, 1), (0, 0), groups=4),
    "kb1_076_conv_standard_1d_dilated_strided":
        standard((3,), (0,), (4,)),
    "kb1_077_conv_transposed_3d_square_input_square_kernel_padded_dilated_strided":
        transposed((2, 2, 2), (1, 1, 1), (2, 2, 2), (0, 0, 0)),
    "kb1_078_conv_transposed_2d_asymmetric_input_asymmetric_kernel_padded":
        transposed((1, 1), (1, 3), (1, 1), (0, 0)),
    "kb1_079_conv_transposed_1d_asymmetric_input_square_kernel_padded_strided_dilated":
        transposed((2,), (1,), (2,), (0,)),
    "kb1_080_conv_standard_2d_square_input_asymmetric_kernel_dilated_padded":
        standard((1, 1), (2, 4), (2, 3)),
    "kb1_081_conv_transposed_2d_asymmetric_input_square_kernel_dilated_padded_strided":
        transposed((5, 5), (1, 1), (2, 2), (0, 0)),
    "kb1_082_conv_depthwise_2d_square_input_square_kernel":
        standard((1, 1), (0, 0), (1, 1), groups=64),
    "kb1_083_conv_depthwise_2d_square_input_asymmetric_kernel":
        standard((1, 1), (0, 0), (1, 1), groups=8),
    "kb1_084_conv_depthwise_2d_asymmetric_input_square_kernel":
        standard((1, 1), (0, 0), (1, 1), groups=128),
    "kb1_085_conv_depthwise_2d_asymmetric_input_asymmetric_kernel":
        standard((1, 1), (0, 0), (1, 1), groups=128),
    "kb1_087_conv_pointwise_2d":
        standard((1, 1), (0, 0), (1, 1)),
}
