module @jit_kb1_059_conv_standard_3d_asymmetric_input_square_kernel attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x10x10x6xbf16>, %arg1: tensor<8x3x3x3x1xbf16>) -> (tensor<2x8x8x8x6xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[0, 0], [0, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x10x10x6xbf16>, tensor<8x3x3x3x1xbf16>) -> tensor<2x8x8x8x6xf32>
    %1 = stablehlo.convert %0 : (tensor<2x8x8x8x6xf32>) -> tensor<2x8x8x8x6xbf16>
    return %1 : tensor<2x8x8x8x6xbf16>
  }
}
