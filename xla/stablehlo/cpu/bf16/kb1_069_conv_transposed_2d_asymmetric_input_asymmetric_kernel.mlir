module @jit_kb1_069_conv_transposed_2d_asymmetric_input_asymmetric_kernel attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x64x64x96xbf16>, %arg1: tensor<64x128x3x5xbf16>) -> (tensor<1x128x66x100xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<64x128x3x5xbf16>) -> tensor<1x64x128x3x5xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4] : (tensor<1x64x128x3x5xbf16>) -> tensor<1x128x64x3x5xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x128x64x3x5xbf16>) -> tensor<128x64x3x5xbf16>
    %3 = call @_flip(%2) : (tensor<128x64x3x5xbf16>) -> tensor<128x64x3x5xbf16>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [4, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x64x64x96xbf16>, tensor<128x64x3x5xbf16>) -> tensor<1x128x66x100xf32>
    %5 = stablehlo.convert %4 : (tensor<1x128x66x100xf32>) -> tensor<1x128x66x100xbf16>
    return %5 : tensor<1x128x66x100xbf16>
  }
  func.func private @_flip(%arg0: tensor<128x64x3x5xbf16>) -> tensor<128x64x3x5xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3] : tensor<128x64x3x5xbf16>
    return %0 : tensor<128x64x3x5xbf16>
  }
}
