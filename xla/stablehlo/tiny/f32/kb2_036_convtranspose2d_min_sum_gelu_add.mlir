module @jit_kb2_036_convtranspose2d_min_sum_gelu_add attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x64x16x4xf32>, %arg1: tensor<64x128x3x3xf32>, %arg2: tensor<128xf32>, %arg3: tensor<1xf32>) -> (tensor<2x1x1x8xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<64x128x3x3xf32>) -> tensor<1x64x128x3x3xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4] : (tensor<1x64x128x3x3xf32>) -> tensor<1x128x64x3x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x128x64x3x3xf32>) -> tensor<128x64x3x3xf32>
    %3 = call @_flip(%2) : (tensor<128x64x3x3xf32>) -> tensor<128x64x3x3xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x64x16x4xf32>, tensor<128x64x3x3xf32>) -> tensor<2x128x32x8xf32>
    %5 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<2x128x32x8xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x128x32x8xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.minimum across dimensions = [1] : (tensor<2x128x32x8xf32>, tensor<f32>) -> tensor<2x32x8xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 2, 3] : (tensor<2x32x8xf32>) -> tensor<2x1x32x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x1x32x8xf32>, tensor<f32>) -> tensor<2x1x8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 3] : (tensor<2x1x8xf32>) -> tensor<2x1x1x8xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<2x1x1x8xf32>
    %14 = stablehlo.negate %11 : tensor<2x1x1x8xf32>
    %cst_2 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<2x1x1x8xf32>
    %17 = chlo.erfc %16 : tensor<2x1x1x8xf32> -> tensor<2x1x1x8xf32>
    %18 = stablehlo.multiply %13, %17 : tensor<2x1x1x8xf32>
    %19 = stablehlo.reshape %arg3 : (tensor<1xf32>) -> tensor<1x1x1x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<2x1x1x8xf32>
    %21 = stablehlo.add %18, %20 : tensor<2x1x1x8xf32>
    return %21 : tensor<2x1x1x8xf32>
  }
  func.func private @_flip(%arg0: tensor<128x64x3x3xf32>) -> tensor<128x64x3x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3] : tensor<128x64x3x3xf32>
    return %0 : tensor<128x64x3x3xf32>
  }
}
