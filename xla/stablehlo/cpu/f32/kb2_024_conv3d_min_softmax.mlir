module @jit_kb2_024_conv3d_min_softmax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x3x16x34x34xf32>, %arg1: tensor<24x3x3x3x3xf32>, %arg2: tensor<24xf32>) -> (tensor<16x24x32x32xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[0, 0], [0, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<16x3x16x34x34xf32>, tensor<24x3x3x3x3xf32>) -> tensor<16x24x14x32x32xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<24xf32>) -> tensor<1x24x1x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3, 4] : (tensor<1x24x1x1x1xf32>) -> tensor<16x24x14x32x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x24x14x32x32xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.minimum across dimensions = [2] : (tensor<16x24x14x32x32xf32>, tensor<f32>) -> tensor<16x24x32x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 3, 4] : (tensor<16x24x32x32xf32>) -> tensor<16x24x1x32x32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<16x24x1x32x32xf32>, tensor<f32>) -> tensor<16x1x32x32xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x1x32x32xf32>
    %8 = stablehlo.maximum %7, %6 : tensor<16x1x32x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 2, 3, 4] : (tensor<16x1x32x32xf32>) -> tensor<16x1x1x32x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3, 4] : (tensor<16x1x1x32x32xf32>) -> tensor<16x24x1x32x32xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x24x1x32x32xf32>
    %12 = stablehlo.exponential %11 : tensor<16x24x1x32x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<16x24x1x32x32xf32>, tensor<f32>) -> tensor<16x1x32x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 2, 3, 4] : (tensor<16x1x32x32xf32>) -> tensor<16x1x1x32x32xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3, 4] : (tensor<16x1x1x32x32xf32>) -> tensor<16x24x1x32x32xf32>
    %16 = stablehlo.divide %12, %15 : tensor<16x24x1x32x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<16x24x1x32x32xf32>) -> tensor<16x24x32x32xf32>
    return %17 : tensor<16x24x32x32xf32>
  }
}
