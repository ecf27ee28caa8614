module @jit_kb1_079_conv_transposed_1d_asymmetric_input_square_kernel_padded_strided_dilated attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x122880xf32>, %arg1: tensor<32x64x3xf32>) -> (tensor<1x64x245761xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<32x64x3xf32>) -> tensor<1x32x64x3xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3] : (tensor<1x32x64x3xf32>) -> tensor<1x64x32x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x64x32x3xf32>) -> tensor<64x32x3xf32>
    %3 = call @_flip(%2) : (tensor<64x32x3xf32>) -> tensor<64x32x3xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[3, 3]], lhs_dilate = [2], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x32x122880xf32>, tensor<64x32x3xf32>) -> tensor<1x64x245761xf32>
    return %4 : tensor<1x64x245761xf32>
  }
  func.func private @_flip(%arg0: tensor<64x32x3xf32>) -> tensor<64x32x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2] : tensor<64x32x3xf32>
    return %0 : tensor<64x32x3xf32>
  }
}
