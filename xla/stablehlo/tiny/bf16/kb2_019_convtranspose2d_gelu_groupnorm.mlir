module @jit_kb2_019_convtranspose2d_gelu_groupnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x6x6xbf16>, %arg1: tensor<4x8x3x3xbf16>, %arg2: tensor<8xbf16>) -> (tensor<2x8x8x8xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4x8x3x3xbf16>) -> tensor<1x4x8x3x3xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4] : (tensor<1x4x8x3x3xbf16>) -> tensor<1x8x4x3x3xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x8x4x3x3xbf16>) -> tensor<8x4x3x3xbf16>
    %3 = call @_flip(%2) : (tensor<8x4x3x3xbf16>) -> tensor<8x4x3x3xbf16>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x6x6xbf16>, tensor<8x4x3x3xbf16>) -> tensor<2x8x8x8xf32>
    %5 = stablehlo.convert %arg2 : (tensor<8xbf16>) -> tensor<8xf32>
    %6 = stablehlo.reshape %5 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<2x8x8x8xf32>
    %8 = stablehlo.add %4, %7 : tensor<2x8x8x8xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<2x8x8x8xf32>
    %11 = stablehlo.negate %8 : tensor<2x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x8x8x8xf32>
    %14 = chlo.erfc %13 : tensor<2x8x8x8xf32> -> tensor<2x8x8x8xf32>
    %15 = stablehlo.multiply %10, %14 : tensor<2x8x8x8xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x8x8xf32>) -> tensor<2x4x2x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<2x4x2x8x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x1x1x1xf32>
    %20 = stablehlo.divide %18, %19 : tensor<2x4x1x1x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x1x1xf32>) -> tensor<2x4x2x8x8xf32>
    %22 = stablehlo.subtract %16, %21 : tensor<2x4x2x8x8xf32>
    %23 = stablehlo.multiply %22, %22 : tensor<2x4x2x8x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_3) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<2x4x2x8x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1x1x1xf32>
    %cst_4 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4x1x1x1xf32>
    %27 = stablehlo.divide %25, %26 : tensor<2x4x1x1x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4x1x1x1xf32>
    %29 = stablehlo.add %27, %28 : tensor<2x4x1x1x1xf32>
    %30 = stablehlo.sqrt %29 : tensor<2x4x1x1x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x1x1xf32>) -> tensor<2x4x2x8x8xf32>
    %32 = stablehlo.divide %22, %31 : tensor<2x4x2x8x8xf32>
    %33 = stablehlo.reshape %32 : (tensor<2x4x2x8x8xf32>) -> tensor<2x8x8x8xf32>
    %34 = stablehlo.convert %33 : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xbf16>
    return %34 : tensor<2x8x8x8xbf16>
  }
  func.func private @_flip(%arg0: tensor<8x4x3x3xbf16>) -> tensor<8x4x3x3xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3] : tensor<8x4x3x3xbf16>
    return %0 : tensor<8x4x3x3xbf16>
  }
}
