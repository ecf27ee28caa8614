module @jit_kb2_083_conv3d_groupnorm_min_clamp_dropout attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x3x16x34x34xbf16>, %arg1: tensor<16x3x3x3x3xbf16>, %arg2: tensor<16xbf16>) -> (tensor<16x16x14x32x32xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[0, 0], [0, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<16x3x16x34x34xbf16>, tensor<16x3x3x3x3xbf16>) -> tensor<16x16x14x32x32xf32>
    %1 = stablehlo.convert %arg2 : (tensor<16xbf16>) -> tensor<16xf32>
    %2 = stablehlo.reshape %1 : (tensor<16xf32>) -> tensor<1x16x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x1x1xf32>) -> tensor<16x16x14x32x32xf32>
    %4 = stablehlo.add %0, %3 : tensor<16x16x14x32x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<16x16x14x32x32xf32>) -> tensor<16x8x2x14x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<16x8x2x14x32x32xf32>, tensor<f32>) -> tensor<16x8xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<16x8xf32>) -> tensor<16x8x1x1x1x1xf32>
    %cst_0 = stablehlo.constant dense<2.867200e+04> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x8x1x1x1x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<16x8x1x1x1x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3, 4, 5] : (tensor<16x8x1x1x1x1xf32>) -> tensor<16x8x2x14x32x32xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x8x2x14x32x32xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<16x8x2x14x32x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<16x8x2x14x32x32xf32>, tensor<f32>) -> tensor<16x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<16x8xf32>) -> tensor<16x8x1x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<2.867200e+04> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x8x1x1x1x1xf32>
    %16 = stablehlo.divide %14, %15 : tensor<16x8x1x1x1x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x8x1x1x1x1xf32>
    %18 = stablehlo.add %16, %17 : tensor<16x8x1x1x1x1xf32>
    %19 = stablehlo.sqrt %18 : tensor<16x8x1x1x1x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3, 4, 5] : (tensor<16x8x1x1x1x1xf32>) -> tensor<16x8x2x14x32x32xf32>
    %21 = stablehlo.divide %11, %20 : tensor<16x8x2x14x32x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<16x8x2x14x32x32xf32>) -> tensor<16x16x14x32x32xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x16x14x32x32xf32>
    %24 = stablehlo.minimum %22, %23 : tensor<16x16x14x32x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = call @clip(%24, %cst_5, %cst_6) : (tensor<16x16x14x32x32xf32>, tensor<f32>, tensor<f32>) -> tensor<16x16x14x32x32xf32>
    %26 = stablehlo.convert %25 : (tensor<16x16x14x32x32xf32>) -> tensor<16x16x14x32x32xbf16>
    return %26 : tensor<16x16x14x32x32xbf16>
  }
  func.func private @clip(%arg0: tensor<16x16x14x32x32xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x16x14x32x32xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x16x14x32x32xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16x16x14x32x32xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16x16x14x32x32xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<16x16x14x32x32xf32>
    return %5 : tensor<16x16x14x32x32xf32>
  }
}
