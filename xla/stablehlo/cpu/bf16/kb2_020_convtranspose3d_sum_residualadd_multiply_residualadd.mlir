module @jit_kb2_020_convtranspose3d_sum_residualadd_multiply_residualadd attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x32x8x16x16xbf16>, %arg1: tensor<32x64x3x3x3xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64xbf16>) -> (tensor<2x64x16x32x32xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<32x64x3x3x3xbf16>) -> tensor<1x32x64x3x3x3xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x32x64x3x3x3xbf16>) -> tensor<1x64x32x3x3x3xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x64x32x3x3x3xbf16>) -> tensor<64x32x3x3x3xbf16>
    %3 = call @_flip(%2) : (tensor<64x32x3x3x3xbf16>) -> tensor<64x32x3x3x3xbf16>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 2], [1, 2], [1, 2]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x32x8x16x16xbf16>, tensor<64x32x3x3x3xbf16>) -> tensor<2x64x16x32x32xf32>
    %5 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %6 = stablehlo.reshape %5 : (tensor<64xf32>) -> tensor<1x64x1x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3, 4] : (tensor<1x64x1x1x1xf32>) -> tensor<2x64x16x32x32xf32>
    %8 = stablehlo.add %4, %7 : tensor<2x64x16x32x32xf32>
    %9 = stablehlo.convert %arg3 : (tensor<64xbf16>) -> tensor<64xf32>
    %10 = stablehlo.reshape %9 : (tensor<64xf32>) -> tensor<1x64x1x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3, 4] : (tensor<1x64x1x1x1xf32>) -> tensor<2x64x16x32x32xf32>
    %12 = stablehlo.add %8, %11 : tensor<2x64x16x32x32xf32>
    %13 = stablehlo.add %12, %8 : tensor<2x64x16x32x32xf32>
    %14 = stablehlo.multiply %13, %8 : tensor<2x64x16x32x32xf32>
    %15 = stablehlo.add %14, %8 : tensor<2x64x16x32x32xf32>
    %16 = stablehlo.convert %15 : (tensor<2x64x16x32x32xf32>) -> tensor<2x64x16x32x32xbf16>
    return %16 : tensor<2x64x16x32x32xbf16>
  }
  func.func private @_flip(%arg0: tensor<64x32x3x3x3xbf16>) -> tensor<64x32x3x3x3xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<64x32x3x3x3xbf16>
    return %0 : tensor<64x32x3x3x3xbf16>
  }
}
