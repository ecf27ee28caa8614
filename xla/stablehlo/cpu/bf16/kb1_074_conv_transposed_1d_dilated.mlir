module @jit_kb1_074_conv_transposed_1d_dilated attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x73728xbf16>, %arg1: tensor<32x64x5xbf16>) -> (tensor<1x64x73740xbf16> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<32x64x5xbf16>) -> tensor<1x32x64x5xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3] : (tensor<1x32x64x5xbf16>) -> tensor<1x64x32x5xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x64x32x5xbf16>) -> tensor<64x32x5xbf16>
    %3 = call @_flip(%2) : (tensor<64x32x5xbf16>) -> tensor<64x32x5xbf16>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[12, 12]], lhs_dilate = [1], rhs_dilate = [3], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x32x73728xbf16>, tensor<64x32x5xbf16>) -> tensor<1x64x73740xf32>
    %5 = stablehlo.convert %4 : (tensor<1x64x73740xf32>) -> tensor<1x64x73740xbf16>
    return %5 : tensor<1x64x73740xbf16>
  }
  func.func private @_flip(%arg0: tensor<64x32x5xbf16>) -> tensor<64x32x5xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2] : tensor<64x32x5xbf16>
    return %0 : tensor<64x32x5xbf16>
  }
}
