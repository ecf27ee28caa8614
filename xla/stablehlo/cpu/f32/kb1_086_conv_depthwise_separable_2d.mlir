module @jit_kb1_086_conv_depthwise_separable_2d attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x64x288x288xf32>, %arg1: tensor<64x1x3x3xf32>, %arg2: tensor<128x64x1x1xf32>) -> (tensor<1x128x288x288xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x64x288x288xf32>, tensor<64x1x3x3xf32>) -> tensor<1x64x288x288xf32>
    %1 = stablehlo.convolution(%0, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x64x288x288xf32>, tensor<128x64x1x1xf32>) -> tensor<1x128x288x288xf32>
    return %1 : tensor<1x128x288x288xf32>
  }
}
