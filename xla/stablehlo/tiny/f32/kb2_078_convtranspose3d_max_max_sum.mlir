module @jit_kb2_078_convtranspose3d_max_max_sum attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x6x6x6xf32>, %arg1: tensor<4x8x5x5x5xf32>, %arg2: tensor<8xf32>) -> (tensor<2x1x1x1x1xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4x8x5x5x5xf32>) -> tensor<1x4x8x5x5x5xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x4x8x5x5x5xf32>) -> tensor<1x8x4x5x5x5xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x8x4x5x5x5xf32>) -> tensor<8x4x5x5x5xf32>
    %3 = call @_flip(%2) : (tensor<8x4x5x5x5xf32>) -> tensor<8x4x5x5x5xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[2, 2], [2, 2], [2, 2]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x6x6x6xf32>, tensor<8x4x5x5x5xf32>) -> tensor<2x8x11x11x11xf32>
    %5 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x11x11x11xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x8x11x11x11xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = "stablehlo.reduce_window"(%7, %cst) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 2, 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %12 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %12 : tensor<f32>
    }) : (tensor<2x8x11x11x11xf32>, tensor<f32>) -> tensor<2x8x5x5x5xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = "stablehlo.reduce_window"(%8, %cst_0) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3, 3>, window_strides = array<i64: 1, 1, 3, 3, 3>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %12 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %12 : tensor<f32>
    }) : (tensor<2x8x5x5x5xf32>, tensor<f32>) -> tensor<2x8x1x1x1xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x8x1x1x1xf32>, tensor<f32>) -> tensor<2x1x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2, 3, 4] : (tensor<2x1x1x1xf32>) -> tensor<2x1x1x1x1xf32>
    return %11 : tensor<2x1x1x1x1xf32>
  }
  func.func private @_flip(%arg0: tensor<8x4x5x5x5xf32>) -> tensor<8x4x5x5x5xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<8x4x5x5x5xf32>
    return %0 : tensor<8x4x5x5x5xf32>
  }
}
