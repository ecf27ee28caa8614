module @jit_kb2_032_conv2d_scaling_min attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64x34x34xf32>, %arg1: tensor<128x64x3x3xf32>, %arg2: tensor<128xf32>) -> (tensor<4x1x32x32xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x64x34x34xf32>, tensor<128x64x3x3xf32>) -> tensor<4x128x32x32xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<4x128x32x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<4x128x32x32xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x128x32x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<4x128x32x32xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.minimum across dimensions = [1] : (tensor<4x128x32x32xf32>, tensor<f32>) -> tensor<4x32x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 2, 3] : (tensor<4x32x32xf32>) -> tensor<4x1x32x32xf32>
    return %7 : tensor<4x1x32x32xf32>
  }
}
