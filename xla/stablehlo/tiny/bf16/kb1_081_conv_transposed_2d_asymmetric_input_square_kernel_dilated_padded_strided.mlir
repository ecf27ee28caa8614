module @jit_kb1_081_conv_transposed_2d_asymmetric_input_square_kernel_dilated_padded_strided attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8x4x6xbf16>, %arg1: tensor<8x16x3x3xbf16>) -> (tensor<2x16x18x28xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<8x16x3x3xbf16>) -> tensor<1x8x16x3x3xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4] : (tensor<1x8x16x3x3xbf16>) -> tensor<1x16x8x3x3xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x16x8x3x3xbf16>) -> tensor<16x8x3x3xbf16>
    %3 = call @_flip(%2) : (tensor<16x8x3x3xbf16>) -> tensor<16x8x3x3xbf16>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [5, 5], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x4x6xbf16>, tensor<16x8x3x3xbf16>) -> tensor<2x16x18x28xf32>
    %5 = stablehlo.convert %4 : (tensor<2x16x18x28xf32>) -> tensor<2x16x18x28xbf16>
    return %5 : tensor<2x16x18x28xbf16>
  }
  func.func private @_flip(%arg0: tensor<16x8x3x3xbf16>) -> tensor<16x8x3x3xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3] : tensor<16x8x3x3xbf16>
    return %0 : tensor<16x8x3x3xbf16>
  }
}
