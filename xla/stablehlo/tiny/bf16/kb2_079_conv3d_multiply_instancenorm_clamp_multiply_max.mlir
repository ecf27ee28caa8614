module @jit_kb2_079_conv3d_multiply_instancenorm_clamp_multiply_max attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x6x8x8xbf16>, %arg1: tensor<8x3x3x3x3xbf16>, %arg2: tensor<8xbf16>) -> (tensor<2x4x6x6xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[0, 0], [0, 0], [0, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x6x8x8xbf16>, tensor<8x3x3x3x3xbf16>) -> tensor<2x8x4x6x6xf32>
    %1 = stablehlo.convert %arg2 : (tensor<8xbf16>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x4x6x6xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<2x8x4x6x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<2x8x4x6x6xf32>, tensor<f32>) -> tensor<2x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1x1x1xf32>
    %cst_0 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x1x1x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x8x1x1x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3, 4] : (tensor<2x8x1x1x1xf32>) -> tensor<2x8x4x6x6xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<2x8x4x6x6xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<2x8x4x6x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<2x8x4x6x6xf32>, tensor<f32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x1x1x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<2x8x1x1x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x1x1x1xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x8x1x1x1xf32>
    %18 = stablehlo.sqrt %17 : tensor<2x8x1x1x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3, 4] : (tensor<2x8x1x1x1xf32>) -> tensor<2x8x4x6x6xf32>
    %20 = stablehlo.divide %10, %19 : tensor<2x8x4x6x6xf32>
    %cst_4 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = call @clip(%20, %cst_4, %cst_5) : (tensor<2x8x4x6x6xf32>, tensor<f32>, tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %22 = stablehlo.convert %arg2 : (tensor<8xbf16>) -> tensor<8xf32>
    %23 = stablehlo.reshape %22 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x4x6x6xf32>
    %25 = stablehlo.multiply %21, %24 : tensor<2x8x4x6x6xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.maximum across dimensions = [1] : (tensor<2x8x4x6x6xf32>, tensor<f32>) -> tensor<2x4x6x6xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 2, 3, 4] : (tensor<2x4x6x6xf32>) -> tensor<2x1x4x6x6xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x1x4x6x6xf32>) -> tensor<2x4x6x6xf32>
    %29 = stablehlo.convert %28 : (tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xbf16>
    return %29 : tensor<2x4x6x6xbf16>
  }
  func.func private @clip(%arg0: tensor<2x8x4x6x6xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x8x4x6x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x8x4x6x6xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x8x4x6x6xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<2x8x4x6x6xf32>
    return %5 : tensor<2x8x4x6x6xf32>
  }
}
