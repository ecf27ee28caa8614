module @jit_kb1_085_conv_depthwise_2d_asymmetric_input_asymmetric_kernel attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x128x6x10xf32>, %arg1: tensor<128x1x3x7xf32>) -> (tensor<1x128x4x4xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 128 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x128x6x10xf32>, tensor<128x1x3x7xf32>) -> tensor<1x128x4x4xf32>
    return %0 : tensor<1x128x4x4xf32>
  }
}
