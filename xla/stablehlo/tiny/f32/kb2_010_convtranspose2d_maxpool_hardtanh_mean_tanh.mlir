module @jit_kb2_010_convtranspose2d_maxpool_hardtanh_mean_tanh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x8x8xf32>, %arg1: tensor<4x8x3x3xf32>, %arg2: tensor<8xf32>) -> (tensor<2x8x1x1xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4x8x3x3xf32>) -> tensor<1x4x8x3x3xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4] : (tensor<1x4x8x3x3xf32>) -> tensor<1x8x4x3x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x8x4x3x3xf32>) -> tensor<8x4x3x3xf32>
    %3 = call @_flip(%2) : (tensor<8x4x3x3xf32>) -> tensor<8x4x3x3xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x8x8xf32>, tensor<8x4x3x3xf32>) -> tensor<2x8x8x8xf32>
    %5 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x8x8xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x8x8x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = "stablehlo.reduce_window"(%7, %cst) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %15 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %15 : tensor<f32>
    }) : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x8x4x4xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = call @clip(%8, %cst_0, %cst_1) : (tensor<2x8x4x4xf32>, tensor<f32>, tensor<f32>) -> tensor<2x8x4x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1x1xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x1x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2x8x1x1xf32>
    %14 = stablehlo.tanh %13 : tensor<2x8x1x1xf32>
    return %14 : tensor<2x8x1x1xf32>
  }
  func.func private @_flip(%arg0: tensor<8x4x3x3xf32>) -> tensor<8x4x3x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3] : tensor<8x4x3x3xf32>
    return %0 : tensor<8x4x3x3xf32>
  }
  func.func private @clip(%arg0: tensor<2x8x4x4xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x8x4x4xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x8x4x4xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x8x4x4xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x8x4x4xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<2x8x4x4xf32>
    return %5 : tensor<2x8x4x4xf32>
  }
}
