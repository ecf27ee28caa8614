module @jit_kb1_080_conv_standard_2d_square_input_asymmetric_kernel_dilated_padded attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x96x112xbf16>, %arg1: tensor<64x32x5x9xbf16>) -> (tensor<1x64x92x96xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [4, 4]], lhs_dilate = [1, 1], rhs_dilate = [2, 3], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x32x96x112xbf16>, tensor<64x32x5x9xbf16>) -> tensor<1x64x92x96xf32>
    %1 = stablehlo.convert %0 : (tensor<1x64x92x96xf32>) -> tensor<1x64x92x96xbf16>
    return %1 : tensor<1x64x92x96xbf16>
  }
}
