module @jit_kb2_006_conv3d_softmax_maxpool_maxpool attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x10x10x10xf32>, %arg1: tensor<8x3x3x3x3xf32>, %arg2: tensor<8xf32>) -> (tensor<2x8x2x2x2xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[0, 0], [0, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x10x10x10xf32>, tensor<8x3x3x3x3xf32>) -> tensor<2x8x8x8x8xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x8x8x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x8x8x8x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x8x8x8x8xf32>, tensor<f32>) -> tensor<2x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %6 = stablehlo.maximum %5, %4 : tensor<2x8x8x8xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 2, 3, 4] : (tensor<2x8x8x8xf32>) -> tensor<2x1x8x8x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3, 4] : (tensor<2x1x8x8x8xf32>) -> tensor<2x8x8x8x8xf32>
    %9 = stablehlo.subtract %3, %8 : tensor<2x8x8x8x8xf32>
    %10 = stablehlo.exponential %9 : tensor<2x8x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x8x8x8x8xf32>, tensor<f32>) -> tensor<2x8x8x8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 2, 3, 4] : (tensor<2x8x8x8xf32>) -> tensor<2x1x8x8x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3, 4] : (tensor<2x1x8x8x8xf32>) -> tensor<2x8x8x8x8xf32>
    %14 = stablehlo.divide %10, %13 : tensor<2x8x8x8x8xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = "stablehlo.reduce_window"(%14, %cst_2) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 2, 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %17 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %17 : tensor<f32>
    }) : (tensor<2x8x8x8x8xf32>, tensor<f32>) -> tensor<2x8x4x4x4xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = "stablehlo.reduce_window"(%15, %cst_3) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 2, 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %17 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %17 : tensor<f32>
    }) : (tensor<2x8x4x4x4xf32>, tensor<f32>) -> tensor<2x8x2x2x2xf32>
    return %16 : tensor<2x8x2x2x2xf32>
  }
}
