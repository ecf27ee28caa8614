module @jit_kb2_043_conv3d_max_logsumexp_relu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x8x32x32xbf16>, %arg1: tensor<64x32x3x3x3xbf16>, %arg2: tensor<64xbf16>) -> (tensor<1x1x4x16x16xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x32x8x32x32xbf16>, tensor<64x32x3x3x3xbf16>) -> tensor<1x64x8x32x32xf32>
    %1 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %2 = stablehlo.reshape %1 : (tensor<64xf32>) -> tensor<1x64x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3, 4] : (tensor<1x64x1x1x1xf32>) -> tensor<1x64x8x32x32xf32>
    %4 = stablehlo.add %0, %3 : tensor<1x64x8x32x32xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = "stablehlo.reduce_window"(%4, %cst) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 2>, window_strides = array<i64: 1, 1, 2, 2, 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %24 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %24 : tensor<f32>
    }) : (tensor<1x64x8x32x32xf32>, tensor<f32>) -> tensor<1x64x4x16x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<1x64x4x16x16xf32>, tensor<f32>) -> tensor<1x4x16x16xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x4x16x16xf32>
    %8 = stablehlo.maximum %7, %6 : tensor<1x4x16x16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 2, 3, 4] : (tensor<1x4x16x16xf32>) -> tensor<1x1x4x16x16xf32>
    %10 = stablehlo.is_finite %9 : (tensor<1x1x4x16x16xf32>) -> tensor<1x1x4x16x16xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x4x16x16xf32>
    %12 = stablehlo.select %10, %9, %11 : tensor<1x1x4x16x16xi1>, tensor<1x1x4x16x16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x16x16xf32>) -> tensor<1x64x4x16x16xf32>
    %14 = stablehlo.subtract %5, %13 : tensor<1x64x4x16x16xf32>
    %15 = stablehlo.exponential %14 : tensor<1x64x4x16x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<1x64x4x16x16xf32>, tensor<f32>) -> tensor<1x4x16x16xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 2, 3, 4] : (tensor<1x4x16x16xf32>) -> tensor<1x1x4x16x16xf32>
    %18 = stablehlo.sign %17 : tensor<1x1x4x16x16xf32>
    %19 = stablehlo.abs %17 : tensor<1x1x4x16x16xf32>
    %20 = stablehlo.log %19 : tensor<1x1x4x16x16xf32>
    %21 = stablehlo.add %20, %12 : tensor<1x1x4x16x16xf32>
    %22 = call @relu(%21) : (tensor<1x1x4x16x16xf32>) -> tensor<1x1x4x16x16xf32>
    %23 = stablehlo.convert %22 : (tensor<1x1x4x16x16xf32>) -> tensor<1x1x4x16x16xbf16>
    return %23 : tensor<1x1x4x16x16xbf16>
  }
  func.func private @relu(%arg0: tensor<1x1x4x16x16xf32>) -> tensor<1x1x4x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x4x16x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x1x4x16x16xf32>
    return %1 : tensor<1x1x4x16x16xf32>
  }
}
