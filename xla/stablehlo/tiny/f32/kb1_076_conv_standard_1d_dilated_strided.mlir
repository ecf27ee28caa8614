module @jit_kb1_076_conv_standard_1d_dilated_strided attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8x40xf32>, %arg1: tensor<16x8x3xf32>) -> (tensor<2x16x11xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [3], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [4], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x40xf32>, tensor<16x8x3xf32>) -> tensor<2x16x11xf32>
    return %0 : tensor<2x16x11xf32>
  }
}
