module @jit_kb2_077_convtranspose3d_scale_batchnorm_globalavgpool attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x3x4x4xbf16>, %arg1: tensor<4x8x5x5x5xbf16>) -> (tensor<2x8x1x1x1xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4x8x5x5x5xbf16>) -> tensor<1x4x8x5x5x5xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x4x8x5x5x5xbf16>) -> tensor<1x8x4x5x5x5xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x8x4x5x5x5xbf16>) -> tensor<8x4x5x5x5xbf16>
    %3 = call @_flip(%2) : (tensor<8x4x5x5x5xbf16>) -> tensor<8x4x5x5x5xbf16>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[4, 4], [4, 4], [4, 4]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x3x4x4xbf16>, tensor<8x4x5x5x5xbf16>) -> tensor<2x8x7x8x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x7x8x8xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<2x8x7x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 2, 3, 4] : (tensor<2x8x7x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %cst_1 = stablehlo.constant dense<8.960000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x8x1x1x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x8x1x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x7x8x8xf32>
    %12 = stablehlo.subtract %6, %11 : tensor<2x8x7x8x8xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<2x8x7x8x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [0, 2, 3, 4] : (tensor<2x8x7x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %cst_3 = stablehlo.constant dense<8.960000e+02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x8x1x1x1xf32>
    %17 = stablehlo.divide %15, %16 : tensor<1x8x1x1x1xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x8x1x1x1xf32>
    %19 = stablehlo.add %17, %18 : tensor<1x8x1x1x1xf32>
    %20 = stablehlo.sqrt %19 : tensor<1x8x1x1x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x7x8x8xf32>
    %22 = stablehlo.divide %12, %21 : tensor<2x8x7x8x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_5) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<2x8x7x8x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1x1x1xf32>
    %cst_6 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8x1x1x1xf32>
    %26 = stablehlo.divide %24, %25 : tensor<2x8x1x1x1xf32>
    %27 = stablehlo.convert %26 : (tensor<2x8x1x1x1xf32>) -> tensor<2x8x1x1x1xbf16>
    return %27 : tensor<2x8x1x1x1xbf16>
  }
  func.func private @_flip(%arg0: tensor<8x4x5x5x5xbf16>) -> tensor<8x4x5x5x5xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<8x4x5x5x5xbf16>
    return %0 : tensor<8x4x5x5x5xbf16>
  }
}
