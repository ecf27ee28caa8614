module @jit_kb2_027_conv3d_hardswish_groupnorm_mean attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x3x16x32x32xf32>, %arg1: tensor<16x3x4x4x4xf32>, %arg2: tensor<16xf32>) -> (tensor<32x16xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[0, 0], [0, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<32x3x16x32x32xf32>, tensor<16x3x4x4x4xf32>) -> tensor<32x16x13x29x29xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x16x1x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x1x1xf32>) -> tensor<32x16x13x29x29xf32>
    %3 = stablehlo.add %0, %2 : tensor<32x16x13x29x29xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x16x13x29x29xf32>
    %5 = stablehlo.add %3, %4 : tensor<32x16x13x29x29xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x16x13x29x29xf32>
    %7 = stablehlo.divide %5, %6 : tensor<32x16x13x29x29xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = call @clip(%7, %cst_1, %cst_2) : (tensor<32x16x13x29x29xf32>, tensor<f32>, tensor<f32>) -> tensor<32x16x13x29x29xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<32x16x13x29x29xf32>
    %10 = stablehlo.reshape %9 : (tensor<32x16x13x29x29xf32>) -> tensor<32x4x4x13x29x29xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_3) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<32x4x4x13x29x29xf32>, tensor<f32>) -> tensor<32x4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<32x4xf32>) -> tensor<32x4x1x1x1x1xf32>
    %cst_4 = stablehlo.constant dense<4.373200e+04> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x4x1x1x1x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<32x4x1x1x1x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3, 4, 5] : (tensor<32x4x1x1x1x1xf32>) -> tensor<32x4x4x13x29x29xf32>
    %16 = stablehlo.subtract %10, %15 : tensor<32x4x4x13x29x29xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<32x4x4x13x29x29xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_5) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<32x4x4x13x29x29xf32>, tensor<f32>) -> tensor<32x4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<32x4xf32>) -> tensor<32x4x1x1x1x1xf32>
    %cst_6 = stablehlo.constant dense<4.373200e+04> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x4x1x1x1x1xf32>
    %21 = stablehlo.divide %19, %20 : tensor<32x4x1x1x1x1xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32x4x1x1x1x1xf32>
    %23 = stablehlo.add %21, %22 : tensor<32x4x1x1x1x1xf32>
    %24 = stablehlo.sqrt %23 : tensor<32x4x1x1x1x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3, 4, 5] : (tensor<32x4x1x1x1x1xf32>) -> tensor<32x4x4x13x29x29xf32>
    %26 = stablehlo.divide %16, %25 : tensor<32x4x4x13x29x29xf32>
    %27 = stablehlo.reshape %26 : (tensor<32x4x4x13x29x29xf32>) -> tensor<32x16x13x29x29xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_8) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<32x16x13x29x29xf32>, tensor<f32>) -> tensor<32x16xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<32x16xf32>) -> tensor<32x16x1x1x1xf32>
    %cst_9 = stablehlo.constant dense<1.093300e+04> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x16x1x1x1xf32>
    %31 = stablehlo.divide %29, %30 : tensor<32x16x1x1x1xf32>
    %32 = stablehlo.reshape %31 : (tensor<32x16x1x1x1xf32>) -> tensor<32x16xf32>
    return %32 : tensor<32x16xf32>
  }
  func.func private @clip(%arg0: tensor<32x16x13x29x29xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<32x16x13x29x29xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x16x13x29x29xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<32x16x13x29x29xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<32x16x13x29x29xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<32x16x13x29x29xf32>
    return %5 : tensor<32x16x13x29x29xf32>
  }
}
