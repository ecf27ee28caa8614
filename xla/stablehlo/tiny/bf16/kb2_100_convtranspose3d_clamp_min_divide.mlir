module @jit_kb2_100_convtranspose3d_clamp_min_divide attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4x4x4xbf16>, %arg1: tensor<4x8x3x3x3xbf16>, %arg2: tensor<8xbf16>) -> (tensor<2x8x7x7x7xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4x8x3x3x3xbf16>) -> tensor<1x4x8x3x3x3xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x4x8x3x3x3xbf16>) -> tensor<1x8x4x3x3x3xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x8x4x3x3x3xbf16>) -> tensor<8x4x3x3x3xbf16>
    %3 = call @_flip(%2) : (tensor<8x4x3x3x3xbf16>) -> tensor<8x4x3x3x3xbf16>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x4x4xbf16>, tensor<8x4x3x3x3xbf16>) -> tensor<2x8x7x7x7xf32>
    %5 = stablehlo.convert %arg2 : (tensor<8xbf16>) -> tensor<8xf32>
    %6 = stablehlo.reshape %5 : (tensor<8xf32>) -> tensor<1x8x1x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x1xf32>) -> tensor<2x8x7x7x7xf32>
    %8 = stablehlo.add %4, %7 : tensor<2x8x7x7x7xf32>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %9 = call @clip(%8, %cst, %cst_0) : (tensor<2x8x7x7x7xf32>, tensor<f32>, tensor<f32>) -> tensor<2x8x7x7x7xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x7x7x7xf32>
    %11 = stablehlo.divide %9, %10 : tensor<2x8x7x7x7xf32>
    %12 = stablehlo.convert %11 : (tensor<2x8x7x7x7xf32>) -> tensor<2x8x7x7x7xbf16>
    return %12 : tensor<2x8x7x7x7xbf16>
  }
  func.func private @_flip(%arg0: tensor<8x4x3x3x3xbf16>) -> tensor<8x4x3x3x3xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<8x4x3x3x3xbf16>
    return %0 : tensor<8x4x3x3x3xbf16>
  }
  func.func private @clip(%arg0: tensor<2x8x7x7x7xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x8x7x7x7xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x8x7x7x7xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x8x7x7x7xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x8x7x7x7xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<2x8x7x7x7xf32>
    return %5 : tensor<2x8x7x7x7xf32>
  }
}
