module @jit_kb2_044_convtranspose2d_multiply_globalavgpool_globalavgpool_mean attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x64x16x16xf32>, %arg1: tensor<64x128x3x3xf32>, %arg2: tensor<128xf32>) -> (tensor<8x128x1x1xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<64x128x3x3xf32>) -> tensor<1x64x128x3x3xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4] : (tensor<1x64x128x3x3xf32>) -> tensor<1x128x64x3x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x128x64x3x3xf32>) -> tensor<128x64x3x3xf32>
    %3 = call @_flip(%2) : (tensor<128x64x3x3xf32>) -> tensor<128x64x3x3xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x64x16x16xf32>, tensor<128x64x3x3xf32>) -> tensor<8x128x32x32xf32>
    %5 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<8x128x32x32xf32>
    %7 = stablehlo.add %4, %6 : tensor<8x128x32x32xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x32x32xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<8x128x32x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.add across dimensions = [2, 3] : (tensor<8x128x32x32xf32>, tensor<f32>) -> tensor<8x128xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1x1xf32>
    %cst_1 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128x1x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8x128x1x1xf32>
    return %13 : tensor<8x128x1x1xf32>
  }
  func.func private @_flip(%arg0: tensor<128x64x3x3xf32>) -> tensor<128x64x3x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3] : tensor<128x64x3x3xf32>
    return %0 : tensor<128x64x3x3xf32>
  }
}
