module @jit_kb2_027_conv3d_hardswish_groupnorm_mean attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x6x8x8xbf16>, %arg1: tensor<8x3x4x4x4xbf16>, %arg2: tensor<8xbf16>) -> (tensor<2x8xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[0, 0], [0, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x6x8x8xbf16>, tensor<8x3x4x4x4xbf16>) -> tensor<2x8x3x5x5xf32>
    %1 = stablehlo.convert %arg2 : (tensor<8xbf16>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x3x5x5xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x8x3x5x5xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x3x5x5xf32>
    %6 = stablehlo.add %4, %5 : tensor<2x8x3x5x5xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x3x5x5xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x8x3x5x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = call @clip(%8, %cst_1, %cst_2) : (tensor<2x8x3x5x5xf32>, tensor<f32>, tensor<f32>) -> tensor<2x8x3x5x5xf32>
    %10 = stablehlo.multiply %4, %9 : tensor<2x8x3x5x5xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x8x3x5x5xf32>) -> tensor<2x2x4x3x5x5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_3) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<2x2x4x3x5x5xf32>, tensor<f32>) -> tensor<2x2xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x1x1x1x1xf32>
    %cst_4 = stablehlo.constant dense<3.000000e+02> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x2x1x1x1x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<2x2x1x1x1x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3, 4, 5] : (tensor<2x2x1x1x1x1xf32>) -> tensor<2x2x4x3x5x5xf32>
    %17 = stablehlo.subtract %11, %16 : tensor<2x2x4x3x5x5xf32>
    %18 = stablehlo.multiply %17, %17 : tensor<2x2x4x3x5x5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_5) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<2x2x4x3x5x5xf32>, tensor<f32>) -> tensor<2x2xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x1x1x1x1xf32>
    %cst_6 = stablehlo.constant dense<3.000000e+02> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x2x1x1x1x1xf32>
    %22 = stablehlo.divide %20, %21 : tensor<2x2x1x1x1x1xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x2x1x1x1x1xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x2x1x1x1x1xf32>
    %25 = stablehlo.sqrt %24 : tensor<2x2x1x1x1x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3, 4, 5] : (tensor<2x2x1x1x1x1xf32>) -> tensor<2x2x4x3x5x5xf32>
    %27 = stablehlo.divide %17, %26 : tensor<2x2x4x3x5x5xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x2x4x3x5x5xf32>) -> tensor<2x8x3x5x5xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_8) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<2x8x3x5x5xf32>, tensor<f32>) -> tensor<2x8xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1x1x1xf32>
    %cst_9 = stablehlo.constant dense<7.500000e+01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x8x1x1x1xf32>
    %32 = stablehlo.divide %30, %31 : tensor<2x8x1x1x1xf32>
    %33 = stablehlo.reshape %32 : (tensor<2x8x1x1x1xf32>) -> tensor<2x8xf32>
    %34 = stablehlo.convert %33 : (tensor<2x8xf32>) -> tensor<2x8xbf16>
    return %34 : tensor<2x8xbf16>
  }
  func.func private @clip(%arg0: tensor<2x8x3x5x5xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x8x3x5x5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x8x3x5x5xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x8x3x5x5xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x8x3x5x5xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<2x8x3x5x5xf32>
    return %5 : tensor<2x8x3x5x5xf32>
  }
}
