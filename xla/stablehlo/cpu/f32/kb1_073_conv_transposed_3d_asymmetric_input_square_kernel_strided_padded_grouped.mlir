module @jit_kb1_073_conv_transposed_3d_asymmetric_input_square_kernel_strided_padded_grouped attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x16x32x54xf32>, %arg1: tensor<32x32x3x3x3xf32>) -> (tensor<1x32x31x63x107xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<32x32x3x3x3xf32>) -> tensor<1x32x32x3x3x3xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4, 5] : (tensor<1x32x32x3x3x3xf32>) -> tensor<1x32x32x3x3x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x32x32x3x3x3xf32>) -> tensor<32x32x3x3x3xf32>
    %3 = call @_flip(%2) : (tensor<32x32x3x3x3xf32>) -> tensor<32x32x3x3x3xf32>
    %4 = stablehlo.convolution(%arg0, %3) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x32x16x32x54xf32>, tensor<32x32x3x3x3xf32>) -> tensor<1x32x31x63x107xf32>
    return %4 : tensor<1x32x31x63x107xf32>
  }
  func.func private @_flip(%arg0: tensor<32x32x3x3x3xf32>) -> tensor<32x32x3x3x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<32x32x3x3x3xf32>
    return %0 : tensor<32x32x3x3x3xf32>
  }
}
