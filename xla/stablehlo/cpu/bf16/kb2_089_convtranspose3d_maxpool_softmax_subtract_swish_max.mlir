module @jit_kb2_089_convtranspose3d_maxpool_softmax_subtract_swish_max attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3x16x32x32xbf16>, %arg1: tensor<3x16x3x3x3xbf16>, %arg2: tensor<16xbf16>, %arg3: tensor<16xbf16>) -> (tensor<4x16x32x32xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<3x16x3x3x3xbf16>) -> tensor<1x3x16x3x3x3xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x3x16x3x3x3xbf16>) -> tensor<1x16x3x3x3x3xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x16x3x3x3x3xbf16>) -> tensor<16x3x3x3x3xbf16>
    %3 = call @_flip(%2) : (tensor<16x3x3x3x3xbf16>) -> tensor<16x3x3x3x3xbf16>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 2], [1, 2], [1, 2]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x3x16x32x32xbf16>, tensor<16x3x3x3x3xbf16>) -> tensor<4x16x32x64x64xf32>
    %5 = stablehlo.convert %arg2 : (tensor<16xbf16>) -> tensor<16xf32>
    %6 = stablehlo.reshape %5 : (tensor<16xf32>) -> tensor<1x16x1x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x1x1xf32>) -> tensor<4x16x32x64x64xf32>
    %8 = stablehlo.add %4, %7 : tensor<4x16x32x64x64xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = "stablehlo.reduce_window"(%8, %cst) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 2, 2>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %30 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
      stablehlo.return %30 : tensor<f32>
    }) : (tensor<4x16x32x64x64xf32>, tensor<f32>) -> tensor<4x16x16x32x32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<4x16x16x32x32xf32>, tensor<f32>) -> tensor<4x16x32x32xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16x32x32xf32>
    %12 = stablehlo.maximum %11, %10 : tensor<4x16x32x32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 2, 3, 4] : (tensor<4x16x32x32xf32>) -> tensor<4x1x16x32x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3, 4] : (tensor<4x1x16x32x32xf32>) -> tensor<4x16x16x32x32xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<4x16x16x32x32xf32>
    %16 = stablehlo.exponential %15 : tensor<4x16x16x32x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4x16x16x32x32xf32>, tensor<f32>) -> tensor<4x16x32x32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 2, 3, 4] : (tensor<4x16x32x32xf32>) -> tensor<4x1x16x32x32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3, 4] : (tensor<4x1x16x32x32xf32>) -> tensor<4x16x16x32x32xf32>
    %20 = stablehlo.divide %16, %19 : tensor<4x16x16x32x32xf32>
    %21 = stablehlo.convert %arg3 : (tensor<16xbf16>) -> tensor<16xf32>
    %22 = stablehlo.reshape %21 : (tensor<16xf32>) -> tensor<1x16x1x1x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x1x1xf32>) -> tensor<4x16x16x32x32xf32>
    %24 = stablehlo.subtract %20, %23 : tensor<4x16x16x32x32xf32>
    %25 = call @silu(%24) : (tensor<4x16x16x32x32xf32>) -> tensor<4x16x16x32x32xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<4x16x16x32x32xf32>, tensor<f32>) -> tensor<4x16x32x32xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 2, 3, 4] : (tensor<4x16x32x32xf32>) -> tensor<4x1x16x32x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<4x1x16x32x32xf32>) -> tensor<4x16x32x32xf32>
    %29 = stablehlo.convert %28 : (tensor<4x16x32x32xf32>) -> tensor<4x16x32x32xbf16>
    return %29 : tensor<4x16x32x32xbf16>
  }
  func.func private @_flip(%arg0: tensor<16x3x3x3x3xbf16>) -> tensor<16x3x3x3x3xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<16x3x3x3x3xbf16>
    return %0 : tensor<16x3x3x3x3xbf16>
  }
  func.func private @silu(%arg0: tensor<4x16x16x32x32xf32>) -> tensor<4x16x16x32x32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4x16x16x32x32xf32>
    %1 = stablehlo.exponential %0 : tensor<4x16x16x32x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x16x32x32xf32>
    %3 = stablehlo.add %2, %1 : tensor<4x16x16x32x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16x16x32x32xf32>
    %5 = stablehlo.divide %4, %3 : tensor<4x16x16x32x32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x16x16x32x32xf32>
    return %6 : tensor<4x16x16x32x32xf32>
  }
}
