module @jit_kb2_074_convtranspose3d_leakyrelu_multiply_leakyrelu_max attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4x4x4xbf16>, %arg1: tensor<4x8x3x3x3xbf16>, %arg2: tensor<8xbf16>, %arg3: tensor<8xbf16>) -> (tensor<2x8x4x4x4xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4x8x3x3x3xbf16>) -> tensor<1x4x8x3x3x3xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x4x8x3x3x3xbf16>) -> tensor<1x8x4x3x3x3xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x8x4x3x3x3xbf16>) -> tensor<8x4x3x3x3xbf16>
    %3 = call @_flip(%2) : (tensor<8x4x3x3x3xbf16>) -> tensor<8x4x3x3x3xbf16>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 2], [1, 2], [1, 2]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x4x4xbf16>, tensor<8x4x3x3x3xbf16>) -> tensor<2x8x8x8x8xf32>
    %5 = stablehlo.convert %arg2 : (tensor<8xbf16>) -> tensor<8xf32>
    %6 = stablehlo.reshape %5 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x8x8x8xf32>
    %8 = stablehlo.add %4, %7 : tensor<2x8x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x8x8xf32>
    %10 = stablehlo.compare GT, %8, %9, FLOAT : (tensor<2x8x8x8x8xf32>, tensor<2x8x8x8x8xf32>) -> tensor<2x8x8x8x8xi1>
    %cst_0 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x8x8xf32>
    %12 = stablehlo.multiply %11, %8 : tensor<2x8x8x8x8xf32>
    %13 = call @_where(%10, %8, %12) : (tensor<2x8x8x8x8xi1>, tensor<2x8x8x8x8xf32>, tensor<2x8x8x8x8xf32>) -> tensor<2x8x8x8x8xf32>
    %14 = stablehlo.convert %arg3 : (tensor<8xbf16>) -> tensor<8xf32>
    %15 = stablehlo.reshape %14 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x8x8x8xf32>
    %17 = stablehlo.multiply %13, %16 : tensor<2x8x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x8x8x8xf32>
    %19 = stablehlo.compare GT, %17, %18, FLOAT : (tensor<2x8x8x8x8xf32>, tensor<2x8x8x8x8xf32>) -> tensor<2x8x8x8x8xi1>
    %cst_2 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x8x8x8xf32>
    %21 = stablehlo.multiply %20, %17 : tensor<2x8x8x8x8xf32>
    %22 = call @_where(%19, %17, %21) : (tensor<2x8x8x8x8xi1>, tensor<2x8x8x8x8xf32>, tensor<2x8x8x8x8xf32>) -> tensor<2x8x8x8x8xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %23 = "stablehlo.reduce_window"(%22, %cst_3) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 2, 2>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %25 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
      stablehlo.return %25 : tensor<f32>
    }) : (tensor<2x8x8x8x8xf32>, tensor<f32>) -> tensor<2x8x4x4x4xf32>
    %24 = stablehlo.convert %23 : (tensor<2x8x4x4x4xf32>) -> tensor<2x8x4x4x4xbf16>
    return %24 : tensor<2x8x4x4x4xbf16>
  }
  func.func private @_flip(%arg0: tensor<8x4x3x3x3xbf16>) -> tensor<8x4x3x3x3xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<8x4x3x3x3xbf16>
    return %0 : tensor<8x4x3x3x3xbf16>
  }
  func.func private @_where(%arg0: tensor<2x8x8x8x8xi1>, %arg1: tensor<2x8x8x8x8xf32>, %arg2: tensor<2x8x8x8x8xf32>) -> tensor<2x8x8x8x8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x8x8x8x8xi1>, tensor<2x8x8x8x8xf32>
    return %0 : tensor<2x8x8x8x8xf32>
  }
}
