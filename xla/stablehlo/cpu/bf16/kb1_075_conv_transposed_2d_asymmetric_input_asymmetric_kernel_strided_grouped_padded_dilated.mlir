module @jit_kb1_075_conv_transposed_2d_asymmetric_input_asymmetric_kernel_strided_grouped_padded_dilated attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x128x384xbf16>, %arg1: tensor<32x16x3x5xbf16>) -> (tensor<1x64x257x1150xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<32x16x3x5xbf16>) -> tensor<4x8x16x3x5xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4] : (tensor<4x8x16x3x5xbf16>) -> tensor<4x16x8x3x5xbf16>
    %2 = stablehlo.reshape %1 : (tensor<4x16x8x3x5xbf16>) -> tensor<64x8x3x5xbf16>
    %3 = call @_flip(%2) : (tensor<64x8x3x5xbf16>) -> tensor<64x8x3x5xbf16>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [2, 2]], lhs_dilate = [2, 3], rhs_dilate = [2, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x32x128x384xbf16>, tensor<64x8x3x5xbf16>) -> tensor<1x64x257x1150xf32>
    %5 = stablehlo.convert %4 : (tensor<1x64x257x1150xf32>) -> tensor<1x64x257x1150xbf16>
    return %5 : tensor<1x64x257x1150xbf16>
  }
  func.func private @_flip(%arg0: tensor<64x8x3x5xbf16>) -> tensor<64x8x3x5xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3] : tensor<64x8x3x5xbf16>
    return %0 : tensor<64x8x3x5xbf16>
  }
}
