module @jit_kb2_061_convtranspose3d_relu_groupnorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x64x8x16x16xbf16>, %arg1: tensor<64x128x3x3x3xbf16>) -> (tensor<2x128x10x18x18xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<64x128x3x3x3xbf16>) -> tensor<1x64x128x3x3x3xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x64x128x3x3x3xbf16>) -> tensor<1x128x64x3x3x3xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x128x64x3x3x3xbf16>) -> tensor<128x64x3x3x3xbf16>
    %3 = call @_flip(%2) : (tensor<128x64x3x3x3xbf16>) -> tensor<128x64x3x3x3xbf16>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[2, 2], [2, 2], [2, 2]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x64x8x16x16xbf16>, tensor<128x64x3x3x3xbf16>) -> tensor<2x128x10x18x18xf32>
    %5 = call @relu(%4) : (tensor<2x128x10x18x18xf32>) -> tensor<2x128x10x18x18xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x128x10x18x18xf32>) -> tensor<2x8x16x10x18x18xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<2x8x16x10x18x18xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1x1x1x1xf32>
    %cst_0 = stablehlo.constant dense<5.184000e+04> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x1x1x1x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x8x1x1x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3, 4, 5] : (tensor<2x8x1x1x1x1xf32>) -> tensor<2x8x16x10x18x18xf32>
    %12 = stablehlo.subtract %6, %11 : tensor<2x8x16x10x18x18xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<2x8x16x10x18x18xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<2x8x16x10x18x18xf32>, tensor<f32>) -> tensor<2x8xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<5.184000e+04> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x1x1x1x1xf32>
    %17 = stablehlo.divide %15, %16 : tensor<2x8x1x1x1x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x1x1x1x1xf32>
    %19 = stablehlo.add %17, %18 : tensor<2x8x1x1x1x1xf32>
    %20 = stablehlo.sqrt %19 : tensor<2x8x1x1x1x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3, 4, 5] : (tensor<2x8x1x1x1x1xf32>) -> tensor<2x8x16x10x18x18xf32>
    %22 = stablehlo.divide %12, %21 : tensor<2x8x16x10x18x18xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x8x16x10x18x18xf32>) -> tensor<2x128x10x18x18xf32>
    %24 = stablehlo.convert %23 : (tensor<2x128x10x18x18xf32>) -> tensor<2x128x10x18x18xbf16>
    return %24 : tensor<2x128x10x18x18xbf16>
  }
  func.func private @_flip(%arg0: tensor<128x64x3x3x3xbf16>) -> tensor<128x64x3x3x3xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<128x64x3x3x3xbf16>
    return %0 : tensor<128x64x3x3x3xbf16>
  }
  func.func private @relu(%arg0: tensor<2x128x10x18x18xf32>) -> tensor<2x128x10x18x18xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x128x10x18x18xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x128x10x18x18xf32>
    return %1 : tensor<2x128x10x18x18xf32>
  }
}
