module @jit_kb1_067_conv_standard_1d attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8x40xbf16>, %arg1: tensor<16x8x3xbf16>) -> (tensor<2x16x38xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x40xbf16>, tensor<16x8x3xbf16>) -> tensor<2x16x38xf32>
    %1 = stablehlo.convert %0 : (tensor<2x16x38xf32>) -> tensor<2x16x38xbf16>
    return %1 : tensor<2x16x38xbf16>
  }
}
