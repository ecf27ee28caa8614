module @jit_kb2_043_conv3d_max_logsumexp_relu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x8x32x32xf32>, %arg1: tensor<64x32x3x3x3xf32>, %arg2: tensor<64xf32>) -> (tensor<1x1x4x16x16xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x32x8x32x32xf32>, tensor<64x32x3x3x3xf32>) -> tensor<1x64x8x32x32xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x64x1x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3, 4] : (tensor<1x64x1x1x1xf32>) -> tensor<1x64x8x32x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<1x64x8x32x32xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = "stablehlo.reduce_window"(%3, %cst) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 2, 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %22 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %22 : tensor<f32>
    }) : (tensor<1x64x8x32x32xf32>, tensor<f32>) -> tensor<1x64x4x16x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<1x64x4x16x16xf32>, tensor<f32>) -> tensor<1x4x16x16xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x4x16x16xf32>
    %7 = stablehlo.maximum %6, %5 : tensor<1x4x16x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2, 3, 4] : (tensor<1x4x16x16xf32>) -> tensor<1x1x4x16x16xf32>
    %9 = stablehlo.is_finite %8 : (tensor<1x1x4x16x16xf32>) -> tensor<1x1x4x16x16xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x4x16x16xf32>
    %11 = stablehlo.select %9, %8, %10 : tensor<1x1x4x16x16xi1>, tensor<1x1x4x16x16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x16x16xf32>) -> tensor<1x64x4x16x16xf32>
    %13 = stablehlo.subtract %4, %12 : tensor<1x64x4x16x16xf32>
    %14 = stablehlo.exponential %13 : tensor<1x64x4x16x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<1x64x4x16x16xf32>, tensor<f32>) -> tensor<1x4x16x16xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 2, 3, 4] : (tensor<1x4x16x16xf32>) -> tensor<1x1x4x16x16xf32>
    %17 = stablehlo.sign %16 : tensor<1x1x4x16x16xf32>
    %18 = stablehlo.abs %16 : tensor<1x1x4x16x16xf32>
    %19 = stablehlo.log %18 : tensor<1x1x4x16x16xf32>
    %20 = stablehlo.add %19, %11 : tensor<1x1x4x16x16xf32>
    %21 = call @relu(%20) : (tensor<1x1x4x16x16xf32>) -> tensor<1x1x4x16x16xf32>
    return %21 : tensor<1x1x4x16x16xf32>
  }
  func.func private @relu(%arg0: tensor<1x1x4x16x16xf32>) -> tensor<1x1x4x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x4x16x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x4x16x16xf32>
    return %1 : tensor<1x1x4x16x16xf32>
  }
}
