module @jit_kb2_065_conv2d_avgpool_sigmoid_sum attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x1x10x10xf32>, %arg1: tensor<4x1x3x3xf32>, %arg2: tensor<4xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<16x1x10x10xf32>, tensor<4x1x3x3xf32>) -> tensor<16x4x8x8xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<16x4x8x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x4x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = "stablehlo.reduce_window"(%3, %cst) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 4, 4>, window_strides = array<i64: 1, 1, 4, 4>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %18 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %18 : tensor<f32>
    }) : (tensor<16x4x8x8xf32>, tensor<f32>) -> tensor<16x4x2x2xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x4x2x2xf32>
    %6 = stablehlo.divide %4, %5 : tensor<16x4x2x2xf32>
    %7 = stablehlo.negate %6 : tensor<16x4x2x2xf32>
    %8 = stablehlo.exponential %7 : tensor<16x4x2x2xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x4x2x2xf32>
    %10 = stablehlo.add %9, %8 : tensor<16x4x2x2xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x4x2x2xf32>
    %12 = stablehlo.divide %11, %10 : tensor<16x4x2x2xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<16x4x2x2xf32>, tensor<f32>) -> tensor<16x2x2xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 2, 3] : (tensor<16x2x2xf32>) -> tensor<16x1x2x2xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_4) applies stablehlo.add across dimensions = [2, 3] : (tensor<16x1x2x2xf32>, tensor<f32>) -> tensor<16x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1x1x1xf32>
    %17 = stablehlo.reshape %16 : (tensor<16x1x1x1xf32>) -> tensor<16xf32>
    return %17 : tensor<16xf32>
  }
}
