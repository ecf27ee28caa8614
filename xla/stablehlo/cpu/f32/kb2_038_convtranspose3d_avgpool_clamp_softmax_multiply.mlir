module @jit_kb2_038_convtranspose3d_avgpool_clamp_softmax_multiply attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x32x16x32x32xf32>, %arg1: tensor<32x64x3x3x3xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>) -> (tensor<2x64x16x32x32xf32> {jax.result_info = "result[0]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 2, 2>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %26 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %26 : tensor<f32>
    }) : (tensor<2x32x16x32x32xf32>, tensor<f32>) -> tensor<2x32x8x16x16xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x8x16x16xf32>
    %2 = stablehlo.divide %0, %1 : tensor<2x32x8x16x16xf32>
    %3 = stablehlo.reshape %arg1 : (tensor<32x64x3x3x3xf32>) -> tensor<1x32x64x3x3x3xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x32x64x3x3x3xf32>) -> tensor<1x64x32x3x3x3xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x64x32x3x3x3xf32>) -> tensor<64x32x3x3x3xf32>
    %6 = call @_flip(%5) : (tensor<64x32x3x3x3xf32>) -> tensor<64x32x3x3x3xf32>
    %7 = stablehlo.convolution(%2, %6) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 2], [1, 2], [1, 2]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x32x8x16x16xf32>, tensor<64x32x3x3x3xf32>) -> tensor<2x64x16x32x32xf32>
    %8 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x64x1x1x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3, 4] : (tensor<1x64x1x1x1xf32>) -> tensor<2x64x16x32x32xf32>
    %10 = stablehlo.add %7, %9 : tensor<2x64x16x32x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = call @clip(%10, %cst_1, %cst_2) : (tensor<2x64x16x32x32xf32>, tensor<f32>, tensor<f32>) -> tensor<2x64x16x32x32xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_3) applies stablehlo.maximum across dimensions = [2, 3, 4] : (tensor<2x64x16x32x32xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %14 = stablehlo.maximum %13, %12 : tensor<2x64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1x1x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3, 4] : (tensor<2x64x1x1x1xf32>) -> tensor<2x64x16x32x32xf32>
    %17 = stablehlo.subtract %11, %16 : tensor<2x64x16x32x32xf32>
    %18 = stablehlo.exponential %17 : tensor<2x64x16x32x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_5) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<2x64x16x32x32xf32>, tensor<f32>) -> tensor<2x64xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1x1x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3, 4] : (tensor<2x64x1x1x1xf32>) -> tensor<2x64x16x32x32xf32>
    %22 = stablehlo.divide %18, %21 : tensor<2x64x16x32x32xf32>
    %23 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x64x1x1x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3, 4] : (tensor<1x64x1x1x1xf32>) -> tensor<2x64x16x32x32xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<2x64x16x32x32xf32>
    return %25 : tensor<2x64x16x32x32xf32>
  }
  func.func private @_flip(%arg0: tensor<64x32x3x3x3xf32>) -> tensor<64x32x3x3x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<64x32x3x3x3xf32>
    return %0 : tensor<64x32x3x3x3xf32>
  }
  func.func private @clip(%arg0: tensor<2x64x16x32x32xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x64x16x32x32xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x64x16x32x32xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x64x16x32x32xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x64x16x32x32xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<2x64x16x32x32xf32>
    return %5 : tensor<2x64x16x32x32xf32>
  }
}
