module @jit_kb2_074_convtranspose3d_leakyrelu_multiply_leakyrelu_max attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4x4x4xf32>, %arg1: tensor<4x8x3x3x3xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>) -> (tensor<2x8x4x4x4xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4x8x3x3x3xf32>) -> tensor<1x4x8x3x3x3xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x4x8x3x3x3xf32>) -> tensor<1x8x4x3x3x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x8x4x3x3x3xf32>) -> tensor<8x4x3x3x3xf32>
    %3 = call @_flip(%2) : (tensor<8x4x3x3x3xf32>) -> tensor<8x4x3x3x3xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 2], [1, 2], [1, 2]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x4x4xf32>, tensor<8x4x3x3x3xf32>) -> tensor<2x8x8x8x8xf32>
    %5 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x8x8x8xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x8x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x8x8xf32>
    %9 = stablehlo.compare GT, %7, %8, FLOAT : (tensor<2x8x8x8x8xf32>, tensor<2x8x8x8x8xf32>) -> tensor<2x8x8x8x8xi1>
    %cst_0 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x8x8xf32>
    %11 = stablehlo.multiply %10, %7 : tensor<2x8x8x8x8xf32>
    %12 = call @_where(%9, %7, %11) : (tensor<2x8x8x8x8xi1>, tensor<2x8x8x8x8xf32>, tensor<2x8x8x8x8xf32>) -> tensor<2x8x8x8x8xf32>
    %13 = stablehlo.reshape %arg3 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x8x8x8xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x8x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x8x8x8xf32>
    %17 = stablehlo.compare GT, %15, %16, FLOAT : (tensor<2x8x8x8x8xf32>, tensor<2x8x8x8x8xf32>) -> tensor<2x8x8x8x8xi1>
    %cst_2 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x8x8x8xf32>
    %19 = stablehlo.multiply %18, %15 : tensor<2x8x8x8x8xf32>
    %20 = call @_where(%17, %15, %19) : (tensor<2x8x8x8x8xi1>, tensor<2x8x8x8x8xf32>, tensor<2x8x8x8x8xf32>) -> tensor<2x8x8x8x8xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = "stablehlo.reduce_window"(%20, %cst_3) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 2, 2>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %22 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
      stablehlo.return %22 : tensor<f32>
    }) : (tensor<2x8x8x8x8xf32>, tensor<f32>) -> tensor<2x8x4x4x4xf32>
    return %21 : tensor<2x8x4x4x4xf32>
  }
  func.func private @_flip(%arg0: tensor<8x4x3x3x3xf32>) -> tensor<8x4x3x3x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<8x4x3x3x3xf32>
    return %0 : tensor<8x4x3x3x3xf32>
  }
  func.func private @_where(%arg0: tensor<2x8x8x8x8xi1>, %arg1: tensor<2x8x8x8x8xf32>, %arg2: tensor<2x8x8x8x8xf32>) -> tensor<2x8x8x8x8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x8x8x8x8xi1>, tensor<2x8x8x8x8xf32>
    return %0 : tensor<2x8x8x8x8xf32>
  }
}
